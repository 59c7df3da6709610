"""A statement and a remark after it that the reply says back together, read by ``happenings`` when the statement alone
would be met with a question the remark has answered: "My partner Ciaran drives a taxi, he's never home before two." (the
hours their work keeps them), "Our wee lad Oisín starts P1 in September, he's dead excited." (excitement about what is
coming: not "Is Oisín looking forward to it?"), "My ma's coming for her dinner on Sunday, I'm doing a roast.", "The wife's
away to Tenerife with her pals next week, I'm on my own with the weans.", "Me nan's ninety on Saturday, we're having a do at
the Legion.", "My hip's giving me jip, I'm waiting on the operation." (the lead's walks 19–22; the embedded 135M answered each with something it could not keep). Each remark here
is matched whole; what the statement must be is ``happenings``' to check.
"""

from __future__ import annotations

import re

from memory.cycle.statements import opening
from memory.cycle.telling import said_back

# The hours their work keeps them: "My partner Ciaran drives a taxi, he's never home before two." (the model: "It can be
# really stressful being a carer, especially when your partner is in town.", walk 19)
HOURS = re.compile(
    r"^(?:he|she|they)(?:'s|\s+is|'re|\s+are)\s+(?:never|rarely|hardly\s+ever|always|often|usually)\s+(?:home|in|back|up|out|off)"
    r"(?:\s+(?:before|till|until|after|by|at|from)\s+[\w:']+(?:\s+[\w']+)?)?$"
    r"|^(?:he|she|they)\s+(?:works?|does|do)\s+(?:all\s+hours|(?:all\s+the\s+)?(?:nights|lates|earlies|weekends))$",
    re.IGNORECASE,
)
# Pity for whom the bad news is of, said after it: "my little girl Ruby has got chickenpox, poor thing is covered" (the model:
# "What kind of chickenpox?", session 48's walk in Northampton). It is no more bad news, and the news is met alone; what
# follows the pity (``after``) is read for bad news of its own.
PITY = re.compile(
    r"^(?:(?:ah|aw|oh|the)\s+)?poor\s+(?:little\s+|wee\s+|old\s+)?(?:thing|mite|lamb|love|soul|kid|lad|girl|boy|bairn|pet|sod)"
    r"(?P<after>(?:'s|\s+is|\s+was|\s+has|\s+can'?t)\s+[^,;]{2,40})?$",
    re.IGNORECASE,
)
# How excited they are about it, said after: "Our wee lad Oisín starts P1 in September, he's dead excited." was asked "Is Oisín
# looking forward to it?" (walk 19)
EXCITED = re.compile(
    r"^(?:and\s+)?(?:he|she|they|the\s+(?:kids|children|boys|girls|twins|wee\s+ones|little\s+ones))(?:'s|\s+is|'re|\s+are)\s+"
    r"(?:(?:so|really|dead|well|proper|super|very|just)\s+)?(?:excited|buzzing|made\s+up|giddy|beside\s+(?:himself|herself|themselves)"
    r"|over\s+the\s+moon|chuffed|thrilled|counting\s+the\s+days|can'?t\s+wait)$",
    re.IGNORECASE,
)
TO_COME = re.compile(
    r"\b(?:starts|starting|will|'ll|going\s+to|gonna|next|tomorrow|tonight|soon|off\s+to|coming|in\s+(?:a\s+)?(?:week|fortnight|month)"
    r"|this\s+(?:week|weekend|mon|tues|wednes|thurs|fri|satur|sun)|in\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b",
    re.IGNORECASE,
)
# What they are making for a visit, said after it: "My ma's coming for her dinner on Sunday, I'm doing a roast." (the model: "Well,
# the roast is a bit of a challenge. How about you try something else?", walk 19)
COOKING = re.compile(
    r"^(?:so\s+|and\s+)?(?:i'?m|i\s+am|we'?re|we\s+are|i'?ll\s+be|i\s+will\s+be)\s+(?:doing|making|cooking|putting\s+on|baking)\s+"
    r"(?:(?:a|an|the|my|our|some|her|his|their)\s+)?(?:[\w'-]+\s+){0,3}?[\w'-]+$",
    re.IGNORECASE,
)
COOKING_FOR = ("{said} — that sounds lovely. Do you enjoy cooking for everyone?", "{said} — lovely! Is it a regular thing?")
# Left at home while one of theirs goes away, said after the trip: "The wife's away to Tenerife with her pals next week, I'm on
# my own with the weans." (the model: "Oh noes!", the lead's walk 20; the trip alone is asked "Are you going too?")
HOLDING_THE_FORT = re.compile(
    r"^(?:so\s+|and\s+)?(?:i'?m|i\s+am|i'?ll\s+be|i\s+will\s+be|it'?s|it'?ll\s+be)\s+(?:(?:just|all)\s+)?(?:on\s+my\s+own|home\s+alone"
    r"|just\s+me|me\s+and\s+the\s+\w+|holding\s+the\s+fort|in\s+charge)(?:\s+with\s+(?:the|my|our)\s+[\w-]+(?:\s+[\w-]+)?)?"
    r"(?:\s+(?:all\s+week|for\s+the\s+week|for\s+a\s+week|while\s+(?:she|he|they)(?:'s|'re|\s+is|\s+are)\s+away))?$",
    re.IGNORECASE,
)
FORT = ("{said} — lovely for them, and you'll have your hands full! Anything planned while they're away?",
         "{said} — a break for them and a busy week for you. How do you feel about holding the fort?")
# A do to mark one of theirs' birthday, said after it: "Me nan's ninety on Saturday, we're having a do at the Legion." (the model:
# "What's the latest on Legion?", walk 21; the birthday alone is asked "Any plans to celebrate?")
A_DO = re.compile(
    r"^(?:so\s+|and\s+)?(?:we'?re|we\s+are|i'?m|i\s+am|they'?re|they\s+are|we'?ve|we\s+have|i'?ve)\s+(?:got\s+)?"
    r"(?:having|throwing|doing|putting\s+on|booked|planning|organising|organizing)\s+(?:(?:a|an|her|his|their)\s+)?(?:(?:big|little|small|surprise)\s+)?"
    r"(?:[\w-]+\s+)?(?:do|party|bash|meal|get-?together|knees-?up|celebration|barbecue|bbq|tea|lunch|dinner|buffet)\b[^,.!?;]{0,40}$",
    re.IGNORECASE,
)
# ... or had: "One of our ladies, Edna, turned 100 yesterday and we had a party for her." (the model: "I'm so glad to hear about
# Edna! How's she doing?", session 48's walk)
HAD_A_DO = re.compile(
    r"^(?:so\s+|and\s+)?(?:we|they|i)\s+(?:had|threw|did|put\s+on)\s+(?:(?:a|an|her|his|their)\s+)?(?:(?:big|little|small|surprise|lovely)\s+)?"
    r"(?:[\w-]+\s+)?(?:do|party|bash|meal|get-?together|knees-?up|celebration|tea|buffet)\b(?:\s+for\s+(?:her|him|them))?[^,.!?;]{0,30}$",
    re.IGNORECASE,
)
MARKED_IT = ("{said} — what a milestone, and a do to mark it! How did it go?", "{said} — lovely, that'll have been a day to remember. Did everyone enjoy it?")
TO_MARK_IT = ("{said} — what a milestone, and a do to mark it! Who's coming?", "{said} — lovely, that'll be a day to remember. Is it a surprise?")
LOOKING_FORWARD = ("{said} — how lovely! Are you looking forward to it too?", "{said} — aw, that's lovely. Is everything ready?")
# A joke on what the tooth fairy owes after a first tooth: "Our Oisín lost his first tooth today, the tooth fairy's skint." (the
# model: "Don't worry, the tooth fairy's not real!", walk 19)
TOOTH_FAIRY = re.compile(r"^(?:and\s+)?(?:now\s+)?the\s+tooth\s+fairy\b", re.IGNORECASE)
# What one of theirs works as, said after where they live: "My son Marcus lives in Leeds, he's a bus driver." (the model: "I see.
# Tell me more?", the lead's walk 28); ``happenings`` reads it with ``their_work``.
THEIR_WORK_TOO = ("{said} — good to know. {Does} {they} enjoy the work?", "{said} — noted. Do you get to see {them} much?")
LONG_HOURS = ("{said} — long hours! Do you get much time together?", "{said} — that's a long day. How do you both manage it?")

# How what they made went down, said after it: "Made oatcakes for all the residents this morning, they went down a storm." (the
# model: "I see. Tell me more?", session 48's walk; what is made alone is asked "How did it turn out?")
WENT_DOWN_WELL = re.compile(
    r"^(?:and\s+)?(?:it|they|everyone|everybody|the\s+\w+)\s+(?:went\s+down\s+(?:a\s+storm|a\s+treat|really\s+well|well)|(?:was|were)\s+a\s+"
    r"(?:(?:big|real|huge)\s+)?(?:hit|success)|loved\s+(?:it|them)|(?:was|were)\s+(?:gone|polished\s+off)\s+in\s+(?:minutes|seconds|no\s+time))$",
    re.IGNORECASE,
)
A_HIT = ("{said} — a hit, then! Is that one of your specialities?", "{said} — lovely, there's nothing like that. Was it a special occasion?")

# Waiting on what will put an ache right, said after it: "My hip's giving me jip, I'm waiting on the operation." (the lead's
# walk 22; the ache alone is asked "Is it bad today?")
WAITING = re.compile(
    r"^(?:and\s+|so\s+)?(?:i'?m|i\s+am|i'?ve\s+been)\s+(?:still\s+)?waiting\s+(?:on|for)\s+(?:(?:the|my|an?|a\s+date\s+for\s+(?:the|my))\s+)"
    r"(?:[\w-]+\s+){0,2}?(?:operation|op|surgery|replacement|appointment|scan|results|referral|physio|injection)$",
    re.IGNORECASE,
)
LONG_WAIT = (
    "{said} — that's a long wait with it aching. I hope the date comes soon. How are you managing?",
    "{said} — waiting is the worst part. Have they given you any idea when?",
)


def together(wordings: tuple[str, str], said: str, pick: int, **named: str) -> str:
    """The statement and its remark, ``said``, said back in wording ``pick`` of ``wordings`` (with what else it ``named``)."""
    return wordings[pick].format(said=opening(said_back(said.strip().rstrip(" .!"))), **named)
