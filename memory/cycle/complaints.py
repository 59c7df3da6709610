"""A grumble about someone or something in the person's days, met by the pipeline with
sympathy when the model is a voice only (DESIGN §7), as ``moods`` meets a hard day at work:
the embedded 135M answered "My neighbour's dog barks all night and it's driving me mad."
with "Yep, that's quite the enigma. What's your dog's name?" and "The kids were impossible
today, nobody listened." with "That was a bit too easy. How about I recommend a new
dessert …?" (a terminal walk-through). Four kinds: something that goes on and gets to them
("… driving me mad", "… doing my head in"), a hard time someone gave them ("The kids
were a nightmare today."), someone they are fond of who still grates ("She's lovely but she
never stops talking."), and a thing of theirs that broke ("My car broke down."); a rise in
what they pay ("My landlord is putting the rent up again.") is met with the worry of it, not
asked how it was sorted. Said back as they said it, then one question that presumes nothing;
what gets to them is never themselves or their own life (``moods.NOT_EVERYDAY``: that is the
gate's, and the model's).
"""

from __future__ import annotations

import re

from memory.cycle.grounding import bad_news
from memory.cycle.moods import NOT_EVERYDAY
from memory.cycle.statements import END, one_statement, opening, wording
from memory.cycle.telling import REST, WHO, said_back

# What gets to them: "driving me mad", "doing my head in", "getting on my nerves".
_GETS_TO_ME = (
    r"(?:really\s+|properly\s+|slowly\s+|absolutely\s+)?(?:driving\s+(?:me|us)\s+(?:mad|crazy|nuts|insane|bonkers|up\s+the\s+wall"
    r"|round\s+the\s+bend|to\s+distraction)|doing\s+(?:my|our)\s+head\s+in|getting\s+on\s+(?:my|our)\s+nerves|winding\s+(?:me|us)\s+up"
    r"|bugging\s+(?:me|us)|annoying\s+(?:me|us))"
)
# Something that goes on and gets to them, in one sentence or two clauses: "My boss is driving
# me up the wall.", "My neighbour's dog barks all night and it's driving me mad."
_GOES_ON = re.compile(
    r"^\W*" + NOT_EVERYDAY + r"(?:(?:(?!\b(?:i|i'm|i've|we|we're)\b)[^,;.!?])+?)\s+(?:is|are|has\s+been|have\s+been|keeps|'s|'re)\s+" + _GETS_TO_ME + REST + END
    + r"|^\W*" + NOT_EVERYDAY + r"(?:[^,;.!?]{6,80}?)\s*(?:,\s*|\s+)(?:and\s+)?(?:(?:it|that|this)(?:'s|\s+is|\s+has\s+been)\s+"
    # "my flatmate never washes up, it's so annoying" (the model: "It's a common issue in homes …"),
    # "The bus was late again this morning, so annoying." ("… you can't blame the driver")
    + r"(?:" + _GETS_TO_ME + r"|(?:so\s+|really\s+|super\s+|well\s+)?(?:annoying|irritating|infuriating|maddening|frustrating))"
    + r"|(?:so|really|super|well)\s+(?:annoying|irritating|infuriating|maddening|frustrating))" + END,
    re.IGNORECASE,
)
# Who gave them a hard time: someone of theirs or named, or the people of their day.
_WHO_THEY_MET = (
    rf"(?:{WHO}|(?:the|my|our)\s+(?:new\s+)?(?:kids|children|class|pupils|students|customers|clients|patients|punters|passengers|neighbours"
    r"|boss|manager|supervisor|team\s+leader|team|toddler|baby|twins|teenagers?|year\s+\w+s?)"
    r"(?:\s+(?:at|in|from)\s+(?:the\s+|my\s+|our\s+)?[\w'-]+|\s+next\s+door)?)"
)
_HARD_ON_THEM = re.compile(
    rf"^\W*{_WHO_THEY_MET}\s+(?:(?P<now>is|are|'s|'re)|was|were|has\s+been|have\s+been)\s+"
    r"(?:(?:so|really|absolutely|a\s+bit|totally|completely|just|such)\s+)?(?:a\s+bit\s+of\s+|such\s+)?"
    r"(?:impossible|a\s+nightmare|awful|horrible|a\s+pain|hard\s+work|rude|unbearable|feral|vile|a\s+handful|hopeless|useless"
    r"|difficult|grumpy|moody|wild|hyper|a\s+menace|a\s+total\s+pain|demanding|nightmare|pain)"
    + REST + END,
    re.IGNORECASE,
)
# ... or who told them off: "my manager had a go at me for it in front of everyone" (the model: "I see. Tell me more?",
# walk 15), "A customer shouted at me today."
_TOLD_OFF = re.compile(
    rf"^\W*(?:{_WHO_THEY_MET}|(?:a|some|this|one)\s+(?:customer|passenger|patient|parent|bloke|woman|man|lad|driver|client))\s+"
    r"(?:(?:just|really|properly)\s+)?(?:had\s+a\s+(?:proper\s+)?go\s+at|shouted\s+at|yelled\s+at|screamed\s+at|snapped\s+at|laid\s+into"
    r"|tore\s+into|went\s+off\s+at|kicked\s+off\s+at|told(?=\s+me\s+off)"
    # as Ireland says it: "Mam was giving out to me for not ringing her on Sunday." (the model: "Can't believe it's Sunday!", walk 17)
    r"|(?:was\s+|is\s+|'s\s+|were\s+)?(?:giving|gave|gives)\s+out\s+to)\s+me(?:\s+off)?\b"
    r"(?:\s+(?:about|over)\s+[\w'-]+(?:\s+[\w'-]+){0,3})?" + REST + END,
    re.IGNORECASE,
)
_SHOUTED_AT = ("{said} — that's not on. Are you OK?", "{said} — that's horrible to be on the end of. How are you feeling now?")
# ... or what they still have not put right: "The council still haven't fixed the streetlight outside ours." (the model: "What's
# the best you can do to help?", the lead's walk 16)
_NOT_FIXED = re.compile(
    r"^\W*(?:the\s+|my\s+|our\s+)?(?:council|landlord|landlady|letting\s+agents?|housing(?:\s+association)?|builders?|plumber|electrician"
    r"|garage|insurers?|insurance|they)\s+(?:still\s+)?(?:haven'?t|hasn'?t|have\s+not|has\s+not|never)\s+(?:been\s+(?:round\s+|out\s+)?to\s+)?"
    r"(?:fixed|fix|repaired|repair|sorted|sort|mended|mend|replaced|replace)(?:\s+out)?\s+(?:the|our|my)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+"
    r"(?:\s+(?:outside|near|by|at|on|in|round)\s+[\w'-]+(?:\s+[\w'-]+)?)?(?:\s+yet)?" + REST + END,
    re.IGNORECASE,
)
# ... or what they are fed up with in their days, and why after it: "I'm scunnered with the overtime, haven't had a Saturday off
# in a month." (written out by ``dialect``; the model: "How about a glass of wine with you next week?", the lead's walk 20).
# Only what is of the days: not "I'm sick of everything", which is the gate's and the model's.
_FED_UP = re.compile(
    r"^\W*(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:(?:really|so|well|proper|totally|just|getting|a\s+bit)\s+)*"
    r"(?:fed\s+up|sick\s+and\s+tired|cheesed\s+off|hacked\s+off|browned\s+off|sick|tired|weary)\s+(?:with|of)\s+"
    r"(?:(?:the|my|our|all\s+the|this|these|his|her|their)\s+)?(?:[\w-]+\s+)?"
    r"(?:overtime|shifts|rota|hours|commute|workload|traffic|roadworks|weather|rain|noise|neighbours?|builders|paperwork"
    r"|admin|meetings|emails|lates|nights|weekends|school\s+run|housework|washing|ironing|cooking|mess|queues|trains|buses|landlord"
    r"|council|diet|decorating|renovations|works|customers|complaints|cold|heat|dark\s+nights"
    # ... or the daily grind said as what they do: "I'm so tired of working all day then doing it all again at home." (said
    # "of living like this, working all day …", the model answered "Ah, dear friend, you're so proud of yourself.", the lead's
    # walk in session 48; a message with "living" in it stays the model's, ``NOT_EVERYDAY``)
    r"|(?:working|doing\s+(?:it\s+all|everything)|juggling|running\s+around|rushing\s+around|commuting"
    r"|cleaning\s+up)\b(?![^.!?]*\b(?:die|dying|dead|death|end|ending|kill\w*|hurt\w*|anymore|gone|disappear\w*|point|alive)\b)"
    r"[^,.!?;]{0,60}?(?:\s*,\s*(?:then\s+)?(?:working|doing|coming|getting|cooking|cleaning)\b[^,.!?;]{0,60})?)"
    r"(?P<why>\s*[,;-]\s*(?:i\s+|we\s+)?(?:haven'?t|have\s+not|not|no|never|it'?s|it\s+is|they|there'?s|every|three|four|five|six)\b[^,.!?;]{3,60})?"
    + END,
    re.IGNORECASE,
)
_FED_UP_WITH = (
    "{said} — that would wear anyone down. Is there any end to it in sight?",
    "{said} — that's enough to get anyone down. Is a break from it coming soon?",
)
# A rise in what they pay, to come or just come: "My landlord is putting the rent up again." (left to the model in a probe after
# the lead's walks in session 47; a mishap's "How did you sort it?" fits nothing still to come).
_COSTS = (
    r"(?:rent|bills?|(?:energy|gas|electric(?:ity)?|water|phone)\s+bills?|gas|electric(?:ity)?|council\s+tax|mortgage(?:\s+payments?)?"
    r"|prices|fees|fares|insurance|premiums?|childcare|service\s+charge|interest\s+rates?|season\s+ticket|subscription|tuition\s+fees)"
)
_WHOSE_COSTS = r"(?:the|my|our|his|her|their)\s+(?:[\w'-]+\s+){0,2}?" + _COSTS
_WHAT_COSTS = r"(?:" + _WHOSE_COSTS + r"|(?:[\w'-]+\s+)?" + _COSTS + r")"  # "the rent", "train fares"
_RISING = re.compile(
    r"^\W*(?:" + _WHAT_COSTS + r"(?:'s|'re|\s+is|\s+are)\s+(?:(?:all|also|only)\s+)?(?:going\s+up|rising|increasing"
    r"|(?:set|due|about|going)\s+to\s+(?:go\s+up|rise|increase))"
    r"|" + _WHAT_COSTS + r"\s+(?:keeps?|have|has)\s+(?:just\s+)?(?:going\s+up|gone\s+up|risen|increased)"
    # ... or who puts it up: "The council are putting up the council tax in April."
    r"|(?:(?:the|my|our)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+|they)(?:'s|'re|'ve|\s+is|\s+are|\s+has|\s+have)\s+(?:(?:just|only|also)\s+)?"
    r"(?:(?:putting|put)\s+(?:" + _WHOSE_COSTS + r"\s+up|up\s+" + _WHOSE_COSTS + r")|(?:upping|upped|raising|raised|hiking|hiked|increasing"
    r"|increased|bumping\s+up|bumped\s+up)\s+" + _WHOSE_COSTS + r"))"
    r"(?:\s+by\s+(?:£|\$|€)?[\d,.]+(?:%|\s+(?:per\s*cent|percent|quid|pounds?))?(?:\s+(?:a|per)\s+(?:week|month|year))?)?" + REST + END,
    re.IGNORECASE,
)
_RISE = (
    "{said} — that's the last thing you need. Will it make things tight?",
    "{said} — that's not what anyone wants to hear. Will you be able to manage it?",
)
# A short remark after it that adds and asks nothing: "…, nobody listened."
_REMARK = re.compile(r"^(?P<main>[^,;]+?)\s*[,;-]+\s*(?P<remark>[^,;?]{2,60}?)\s*[.!]*\s*$")

# Money owed them that one of theirs, a boss or a landlord has not paid: "My ex hasn't paid maintenance for three months and I
# don't know what to do." (the model: "That's unfortunate. What are you up to this weekend?", the lead's walk in session 48).
_UNPAID = re.compile(
    rf"^\W*(?:{WHO}|my\s+(?:boss|landlord|landlady|employer|work|agency|tenant|client|customer)|work|the\s+(?:agency|council|company))\s+"
    r"(?:still\s+)?(?:hasn'?t|has\s+not|hasnt|haven'?t|have\s+not|won'?t|refuses\s+to|never)\s+(?:paid|pay|given|give|sent|send)\s+"
    r"(?:me\s+|us\s+)?(?:back\s+)?(?:(?:the|my|our|his|her|their|any|a\s+penny\s+of)\s+)?"
    r"(?:maintenance|child\s+support|wages?|pay|rent|deposit|money|invoice|bill|share|holiday\s+pay|overtime|what\s+(?:he|she|they)\s+owes?|back)(?:\s+back)?"
    r"(?:\s+(?:for|in|since)\s+(?:\w+\s+){0,2}\w+)?"
    r"(?:\s*(?:,|and)\s+i\s+(?:don'?t|do\s+not|dont)\s+know\s+what\s+to\s+do)?" + END,
    re.IGNORECASE,
)
_OWED = (
    "{said} — that's a real worry, and it isn't fair on you. Is there anyone who can help you chase it?",
    "{said} — I'm sorry, that's a lot to carry. How are you managing in the meantime?",
)

# A falling-out with someone: "My brother and I argued about the shop again." (read as "We
# argued …" by ``happenings``; the model: "That was a bit of a heated debate, I reckon.").
_FELL_OUT = re.compile(
    r"^\W*(?:we|i)\s+(?:(?:just|had|have|'ve)\s+)?(?:argued|fell\s+out|rowed|fought|clashed|(?:had|have\s+had|'ve\s+had)\s+(?:a|an|another)\s+"
    r"(?:(?:big|huge|massive|bit\s+of\s+a|little|small|silly|proper)\s+)?(?:row|argument|fight|disagreement|falling[\s-]out|bust[\s-]up|barney|spat))"
    r"(?:\s+(?:with\s+(?:my|our)\s+[\w-]+|(?:about|over)\s+(?:[\w'-]+\s*){1,5}?))*" + REST + END,
    re.IGNORECASE,
)
_FALLEN_OUT = (
    "{said} — that's hard. How are things between you now?",
    "{said} — I'm sorry, that sounds stressful. Do you want to talk it through?",
)
# A thing of theirs that broke: "my truck broke down yesterday too lol" (the model's reply was
# left out, and "broke" read as bad news got "I'm sorry — that sounds hard. Do you want to talk about it?").
_BROKE = re.compile(
    r"^\W*(?:my|our|the)\s+(?:[\w-]+\s+){0,2}?(?:car|truck|van|bike|motorbike|scooter|boiler|heating|washing\s+machine|dishwasher"
    r"|fridge|freezer|oven|cooker|hob|microwave|kettle|laptop|phone|computer|pc|tv|telly|printer|shower|hoover|vacuum|tumble\s+dryer"
    r"|dryer|wifi|internet|broadband|router|lawnmower|mower|boiler)"
    r"(?:'s|\s+(?:is|has|have|just|finally|only|went\s+and))*\s+"
    r"(?:broke(?:n)?(?:\s+down)?|died|packed\s+(?:up|in)|gave\s+up|given\s+up|stopped\s+working|conked\s+out|on\s+the\s+blink"
    r"|playing\s+up|down|failed\s+its\s+mot)"
    # ... when it was worst, and what they had to do for it: "The big oven broke down in the middle of Sunday dinner, I had to do
    # 40 roasts in two small ovens." (the model: "What was the type of kitchen you're working in?", session 48's walk)
    r"(?:\s+(?:in\s+the\s+middle\s+of|halfway\s+through|right\s+before|just\s+before|during)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)?"
    + REST + r"(?:\s+(?:too|as\s+well|again))?"
    r"(?:\s*,\s*(?:so\s+)?(?:i|we)\s+(?:had\s+to|'ve\s+had\s+to|have\s+had\s+to|ended\s+up)\s+[^.!?,;]{3,80}?)?" + END,
    re.IGNORECASE,
)
_BROKEN = (
    "{said} — what a pain. Can it be fixed?",
    "{said} — oh no, that's the last thing you need. Have you got it sorted?",
)
# Someone they are fond of who still grates: "She's lovely but she rearranges my kitchen." of a
# mother-in-law staying (the model: "Lady of the house! That's so lovely.").
_FOND_BUT = re.compile(
    rf"^\W*(?:{WHO}|he|she|they)(?:'s|\s+is|'re|\s+are)\s+(?:(?:really|so|very|lovely\s+and|perfectly)\s+)?"
    r"(?:lovely|nice|great|sweet|kind|lovely|fine|ok|okay|good|a\s+sweetheart|a\s+love|well-meaning|well\s+meaning|a\s+darling"
    # what grates is theirs to do: "… but she rearranges my kitchen", not "… but I miss her"
    r"|a\s+good\s+(?:egg|sort|laugh))\s*,?\s+but\s+(?=(?:he|she|they|his|her|their)\b)" + NOT_EVERYDAY
    + r"(?!.*\b(?:i\s+love|we\s+love|great|lovely|brilliant|fun)\b)(?P<grates>[^.!?]{3,80})" + END,
    re.IGNORECASE,
)
_FOND = (
    "{said} — that can wear thin, however fond you are. How are you coping?",
    "{said} — a bit of a mixed blessing, then! Have you said anything?",
)
# Someone of theirs who helped themselves to what is the person's, again or unasked: "my flatmate ate my leftovers
# AGAIN" (the model: "That's quite a generous compliment.", the lead's fourth walk), "my brother nicked my charger again".
_TOOK_MINE = re.compile(
    r"^\W*(?!(?:my|our|the)\s+(?:[\w-]+\s+)?(?:cat|dog|kitten|puppy|pet|horse|rabbit)\b)"  # a pet is not asked to be told
    rf"(?:{WHO}|the\s+(?:kids|neighbours))\s+(?:(?:has|have|'s|'ve|just|only|went\s+and)\s+)*"
    r"(?:ate|eaten|scoffed|finished|drank|drunk|nicked|pinched|stole|stolen|took|taken|used|borrowed|hogged|broke|broken)\s+"
    r"(?:(?:all|the\s+last|half|some|the\s+rest)\s+of\s+|all\s+)?(?:my|our)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+(?:\s+up)?"
    r"(?P<again>(?:\s+(?:again|without\s+asking|without\s+telling\s+me|(?:and\s+)?(?:never|didn'?t)\s+(?:asked|replaced\s+(?:it|them))"
    r"|this\s+\w+|today|last\s+night))*)" + END,
    re.IGNORECASE,
)
_UNASKED = re.compile(r"\b(?:again|without|never|didn'?t)\b", re.IGNORECASE)
_HELPED = (
    "{said} — how annoying! Have you said anything to them?",
    "{said} — the cheek of it! Are you going to say something?",
)
# What happened once ("My oven broke this morning, so annoying."), unless it happens again.
_ONCE = re.compile(r"\b(?:was|were|broke|did|went|got|had|[a-z]+ed)\b", re.IGNORECASE)
_AGAIN = re.compile(r"\b(?:again|always|keeps?|still|never|every|all\s+the\s+time)\b", re.IGNORECASE)
_HOW_LONG = re.compile(r"\b(?:for|since)\s+(?:\w+\s+){0,2}\w+|\ball\s+(?:week|month|year|summer)\b", re.IGNORECASE)

_WEARING = (
    "{said} — that sounds wearing. How long has it been going on?",
    "{said} — what a pain. Is there anything you can do about it?",
)
_HARD_DAY = (
    "{said} — that sounds exhausting. Are you able to switch off now?",
    "{said} — what a day. Is it often like that?",
)


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to a grumble ``text`` tells of (module docstring), or None."""
    pick = (wording(text) + shift) % 2
    said = text.strip()
    if one_statement(said) is not None and (found := _HARD_ON_THEM.match(said)):
        return _told(said, _WEARING if found["now"] else _HARD_DAY, pick)  # one who is so now, or was today
    if one_statement(said) is not None and _TOLD_OFF.match(said):
        return _told(said, _SHOUTED_AT, pick)
    if (fond := _FOND_BUT.match(said)) and not bad_news(said[fond.start("grates"):]):  # "… but she's been really ill"
        return _told(said, _FOND, pick)
    if _NOT_FIXED.match(said):
        return _told(said, _WEARING, pick)
    if _FED_UP.match(said) and re.match(NOT_EVERYDAY, said):
        return _told(said, _FED_UP_WITH, pick)
    if _RISING.match(said):
        return _told(said, _RISE, pick)
    if _UNPAID.match(said):
        return _told(said, _OWED, pick)
    if _BROKE.match(said):
        return _told(said, _BROKEN, pick)
    if (took := _TOOK_MINE.match(said)) and _UNASKED.search(took["again"]):
        return _told(said, _HELPED, pick)
    if _GOES_ON.match(said):  # how long it has gone on is not asked when it was said, nor of what happened once
        once = _ONCE.search(said) and not _AGAIN.search(said)
        return _told(said, _WEARING, 1 if _HOW_LONG.search(said) or once else pick)
    remark = _REMARK.match(said)
    if remark and len(remark["remark"].split()) <= 8 and _HARD_ON_THEM.match(remark["main"]):
        return _told(remark["main"], _HARD_DAY, pick)
    return None


def _told(sentence: str, wordings: tuple[str, str], pick: int) -> str:
    """``sentence`` said back in the wording ``pick`` of ``wordings``, not the one that would
    say its word again ("Your neighbour is such a pain — what a pain.")."""
    inside = said_back(sentence)
    if re.search(r"\b(?:pain|day)\b", inside, re.IGNORECASE) and re.search(r"\bwhat\s+a\s+(?:pain|day)\b", wordings[pick]):
        pick = 1 - pick
    return wordings[pick].format(said=opening(inside))


def falling_out(sentence: str) -> tuple[str, str] | None:
    """The two wordings for a falling-out ``sentence`` tells of, or None: bad news by its
    nature (``happenings`` reads it before bad news is left to the model)."""
    return _FALLEN_OUT if _FELL_OUT.match(sentence) and re.match(NOT_EVERYDAY, sentence) else None
