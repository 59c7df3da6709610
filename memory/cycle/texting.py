"""A message typed the way people text, written out as the pipeline's own readers expect a
sentence before they read it (``rituals.told``): "my boyfriend ben is coming up this
weekend tho" as "My boyfriend Ben is coming up this weekend.", "lowkey stressed about
money rn" as "I'm stressed about money right now.". The embedded 135M answered those two
"How was your weekend?" and "I'm sorry for your stress, it means I helped you." (the lead's
seventh walk-through); the kinds ``acknowledged`` and ``happenings`` read were written for
"I'm", capitals and a full stop.

Only what is certain is changed: contractions typed without their apostrophe ("im",
"ive", "dont"; not "ill", "id", "were" or "its", which are words too), "gonna", "ur" ("you're"
before how someone is, else "your"), a lone "i", the days of the week, a lowercase name
straight after someone of theirs ("my sister ana is"), chat's fillers at either end ("ugh",
"lowkey", "tho", "lol", "x"), "rn", and the "I" left out before a feeling or a past act
("stressed about …", "been …", "had …", "gonna crash now"), or before a feeling after what
they did ("had my first night shift, absolutely shattered"); words of Scotland, Ulster and the north are written
as ``dialect`` writes them. Nothing else is guessed: a lowercase introduction ("im jess, 22") is left to ``phatic``."""

from __future__ import annotations

import re

from memory.cycle import dialect
from memory.cycle.referred import SOMEONE
from memory.cycle.worn_down import MY_LEFT_OUT

_CONTRACTED = {
    "im": "I'm", "ive": "I've", "dont": "don't", "cant": "can't", "didnt": "didn't", "doesnt": "doesn't", "isnt": "isn't",
    "wasnt": "wasn't", "arent": "aren't", "havent": "haven't", "hasnt": "hasn't", "couldnt": "couldn't",
    "wouldnt": "wouldn't", "shouldnt": "shouldn't", "thats": "that's", "whats": "what's", "youre": "you're",
    "theyre": "they're", "theres": "there's", "shes": "she's", "hes": "he's", "i": "I", "r": "are", "u": "you",
    "weve": "we've", "youve": "you've", "theyve": "they've", "whos": "who's", "hows": "how's", "wheres": "where's", "whens": "when's",
    "gonna": "going to", "wanna": "want to", "gotta": "got to", "soz": "sorry", "tmrw": "tomorrow", "tmr": "tomorrow",
    "tomoz": "tomorrow", "2moro": "tomorrow", "2morrow": "tomorrow",
}
_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# ... and the months ("my mum's birthday is on the 3rd of june" was said back so, the lead's walk in session 47); "may" and
# "march" are words too, a month only by a date or "in", "next" …: "on the 1st of may", "in march", "may 3rd".
_MONTHS = ("january", "february", "april", "june", "july", "august", "september", "october", "november", "december")
_WORD = re.compile(
    rf"\b(?:{'|'.join(_CONTRACTED)}|{'|'.join(_DAYS)}|{'|'.join(_MONTHS)}"
    r"|(?<=\d\s)(?:may|march)|(?<=\d(?:st|nd|rd|th)\s)(?:may|march)|(?<=\bof\s)(?:may|march)"
    r"|(?<=\b(?:in|by)\s)(?:may|march)|(?<=\b(?:next|last|this|till)\s)(?:may|march)|(?<=\b(?:since|until)\s)(?:may|march)"
    r"|(?:may|march)(?=\s+\d))\b"
)
_LEADING = re.compile(r"^\W*(?:(?:ugh+|omg|ngl|tbh|lowkey|low-key|highkey|literally|honestly|tho)\b[\s,!.]*)+", re.IGNORECASE)
_TRAILING = re.compile(r"(?:[\s,]+(?:tho|lol+|lmao|haha+|hehe+|x+|fr|ngl|tbh|innit|mate|m8|ych\s+a\s+fi|ach\s+y\s+fi)\b)+(?=\W*$)", re.IGNORECASE)
_RIGHT_NOW = re.compile(r"\brn\b", re.IGNORECASE)
# A name typed in lower case straight after someone of theirs, before what is said of them.
_NAMED_AFTER = re.compile(
    rf"\b((?:my|our)\s+(?:(?:little|big|best|older|younger|baby|twin|step)\s+)?(?:{SOMEONE}))\s+(?!(?:is|was|has|had|and|who"
    r"|just|got|too|also|here|there|now|still|again|keeps|lives|works|said|says|loves|came|comes|started|starts|turned|turns"
    r"|are|were|will|would|can|could|did|does|went|goes|thinks|wants|needs|moved|found|bought|made|told|asked|i|me|you"
    r"|we|he|she|they|it|the|a|an|of|in|at|on|to|for|from|with|so|but|or|called|named|again|too|lol|tho"
    r"|teaches|drives|runs|plays|studies|brought|brings)\b)(?![a-z]+(?:ing|ed)\b)"
    r"([a-z]{2,})\b"
    r"(?=\s+(?:is|was|has|had|and|just|got|turned|turns|lives|works|keeps|said|started|starts|came|comes|loves"
    r"|teaches|drives|runs|plays|studies|brought|brings)\b|\s*'s\b|\s*[,.!?]|\s*$)"
)
# How they are, with its "I'm" left out: "stressed about …", "absolutely shattered".
_FEELING = (
    # "Bit stressed about parents' evening tomorrow tbh." (the model: "Mom's day is always full of challenges.", the lead's walk
    # in session 47): "a bit" without its "a"
    r"(?:(?:so|really|kinda|a\s+bit|bit|a\s+little|well|super|pretty|absolutely|totally|completely)\s+)?(?:stressed|worried|tired"
    r"|knackered|exhausted|bored|anxious|excited|nervous|gutted|buzzing|shattered|skint|relieved|chuffed|wrecked|drained)\b"
)
# Someone of theirs whose children are spoken of, typed without the apostrophe: "my sisters kids".
_WHOSE_CHILDREN = re.compile(
    rf"\b((?:my|our)\s+(?:{SOMEONE}))s\s+(?=(?:kids|boys|girls|children|twins|little\s+ones|grandkids|baby)\b)", re.IGNORECASE
)
# A name typed in lower case after "called": "a rescue greyhound called biscuit".
_CALLED = re.compile(r"\b((?:a|an|our|my)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+\s+(?:called|named))\s+(?!(?:me|him|her|us|them|it|the|a|an)\b)([a-z]{2,})\b")
# The "I" left out: "been …", "had …", "stressed about …", "gonna …".
# The weather, its "It's" left out: "Been raining all week, my round's been miserable." was said back "You've been raining
# all week — nice!" (the lead's walk 12).
_WEATHER = (
    r"\s+(?:(?:absolutely|really|just|so)\s+)?(?:raining|pouring|snowing|freezing|chucking|tipping|bucketing|lashing|hailing"
    r"|windy|wet|cold|hot|sunny|boiling|baking|roasting)\b"
)
_IT_LEFT_OUT = re.compile(r"^been(?=" + _WEATHER + ")", re.IGNORECASE)
_UNSAID_I = re.compile(
    # not the weather, whose "It's" was left out (``_IT_LEFT_OUT``)
    r"^(?P<been>been\b(?!" + _WEATHER + r")"
    # ... or what they have got coming: "got my first OSCE on thursday, …" ("You got your first exam …" was said back, and
    # congratulated, the lead's walk 25)
    r"|got\s+(?:my|a|an|the|our)\b(?!\s+(?:new\s+|dream\s+)?(?:job|promotion|place|offer|keys|results?|contract|house|flat|car)\b)"
    r"(?=[^.!?]*?\b(?:on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|next\s+(?:week|month)"
    r"|this\s+(?:morning|afternoon|evening|weekend)|coming\s+up)\b))|^(?P<did>(?:had|went|got|did|made|saw|took|finished|started|bought|booked|passed|failed|start|worked|missed|lost|forgot|left|broke|spent|caught|locked)\b)"
    # ... or where they are off to: "Off down the caff for a fry-up with the lads." (the lead's walk 27), "off to Silverstone with
    # my brother on sunday …" (session 48's walk in Northampton)
    rf"|^(?P<am>{_FEELING}|going\s+to\s+(?!be\b)|off\s+(?:(?:to|down|up)\s+the\b|to\s+(?-i:[A-Z])))",
    re.IGNORECASE,
)
# ... and in a clause after the person's own: "I had my first night shift, absolutely shattered".
_FEELING_AFTER = re.compile(rf"(?<=\w)(,|\s+-)\s+(?={_FEELING}\W*$)", re.IGNORECASE)
_OWN = re.compile(r"^I(?:'ve)?\s")  # what they did, not who they are: "I'm Jo, a bit tired"
_MADE_ME = re.compile(r"\b(?:had|made|kept|got)\s+me\s+\w+ing\b", re.IGNORECASE)  # ... or what someone had them doing
# One of theirs said without "my": "Grandson's just joined the Navy, we're right proud." (the model: "That's a proud family. What
# do you think about him?", the lead's walk 26)
_KIN_LEFT_OUT = re.compile(rf"^(?=(?:{SOMEONE})(?:'s|\s+is|\s+has|\s+was)\s)", re.IGNORECASE)
# "ur": "you're" before how someone is ("ur the best"), else "your" ("ur mum").
_YOU_ARE = re.compile(
    r"\bur\b(?=\s+(?:the|a|an|so|such|too|very|really|always|never|not|amazing|welcome|right|lovely|brilliant|awesome"
    r"|great|kind|sweet|ace|legend|star|joking|kidding)\b)",
    re.IGNORECASE,
)
_YOUR = re.compile(r"\bur\b", re.IGNORECASE)

_ASKS = re.compile(
    r"(?:what|what's|when|when's|where|where's|who|who's|why|how|how's|which|is|are|am|do|does|did|can|could|should"
    r"|would|will|have|has)\b(?!['’])",  # not "Can't decide what to get her"
    re.IGNORECASE,
)


# "me" said for "my", opening a message or after a verb or a preposition, before what is theirs: "Me knees are shot",
# "I've got me eye test Thursday" (the lead's walk 16); not "give me back the keys".
_ME_FOR_MY = re.compile(
    r"(?:^|(?<=,\s)|(?<=\bgot\s)|(?<=\bhad\s)|(?<=\bwith\s)|(?<=\bon\s)|(?<=\bin\s)|(?<=\bat\s)|(?<=\bto\s)|(?<=\bfor\s)|(?<=\band\s)"
    # ... or asked of: "How old's me nan?", "Is me van ready?", "What did me brother say?" (the first was only offered what
    # was told of "your nan", the lead's probe of walk 21)
    r"|(?<='s\s)|(?<=’s\s)|(?<=\bis\s)|(?<=\bdid\s)|(?<=\bdoes\s)|(?<=\bwas\s))me\s+"
    r"(?=(?:bad\s+|dodgy\s+|old\s+)?(?:knees?|back|feet|foot|hips?|legs?|arms?|shoulders?|neck|eyes?|hands?|head|chest|teeth|eye\s+test"
    r"|hearing\s+test|check-?up|jab|booster|dinner|tea|breakfast|kids|grandkids|car|van"
    # ... or anyone of theirs: "Me nan's ninety on Saturday" (the model: "What's the latest on Legion?", walk 21)
    rf"|house|garden|allotment|shift|pension|{SOMEONE})\b)",
    re.IGNORECASE,
)
# Something just done, as Ireland says it: "Declan's brother is after buying a house in Ballincollig." (the model: "That sounds
# like a wonderful idea.", the lead's walk 17) is "… has just bought a house …".
_AFTER_DOING = re.compile(r"(?:\s+is|'s|\s+am|'m|\s+are|'re)\s+after\s+([a-z]+)ing\b", re.IGNORECASE)
_DONE = {
    "buy": "bought", "gett": "got", "hav": "had", "mak": "made", "los": "lost", "break": "broken", "find": "found", "leav": "left",
    "sell": "sold", "tell": "told", "do": "done", "go": "gone", "com": "come", "tak": "taken", "giv": "given", "see": "seen",
    "eat": "eaten", "fall": "fallen", "winn": "won", "spend": "spent", "ring": "rung", "writ": "written", "send": "sent",
    "build": "built", "catch": "caught", "runn": "run", "hear": "heard", "meet": "met", "pay": "paid", "driv": "driven",
}


def _just_done(found: re.Match) -> str:
    """ "'s after buying" as " has just bought": the verb's past participle, by ``_DONE`` or by "-ed"."""
    stem = found[1].lower()
    have = "has" if found[0].lstrip().lower().startswith(("'s", "is")) else "have"
    return f" {have} just {_DONE.get(stem) or re.sub(r'e?$', 'ed', stem)}"


# "me and the girls …" opening a message: "the girls and I …".
# ... or someone named: "Me and Sandra are off to the Royal Cornwall Show in June." (read as their trip: "how exciting for
# them! Are you going too?", the lead's walk 23)
_ME_AND = re.compile(
    r"^me\s+and\s+((?:the|my|our)\s+[a-z]+(?:\s+[a-z]+)?|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))\s+(?=are\b|r\b|were\b|went\b|have\b|had\b|'ve\b|'re\b)",
    re.IGNORECASE,
)


# The tag Ulster and Scotland end a statement on: "The heating's been off since Tuesday, freezing so it is." (read as a
# mishap that led to "it is", walk 19), "he's dead excited so he is".
_TAG = re.compile(
    r"(?<=\w)(?<!\band)(?<!\bbut)(?<!\bor),?\s+so\s+(?:it|he|she|i|we|they|you)\s+(?:is|am|are|was|were|does|do|did|has|have|will|can)(?=\W*$)", re.IGNORECASE
)


def contracted(text: str) -> str:
    """``text`` with the words typed without their apostrophe written with it ("whens my OSCE?": "when's my OSCE?"), and
    the days and the months capitalised."""
    return _WORD.sub(lambda found: _CONTRACTED.get(found[0], found[0].capitalize()), text)


def my_for_me(text: str) -> str:
    """``text`` with the "me" said for "my" written "my" ("Me nan's ninety on Saturday": "my nan's …")."""
    return _ME_FOR_MY.sub("my ", text)


def without_filler(text: str) -> str:
    """``text`` without the filler it opens or ends on ("ugh the 44 was late again": "the 44 was late again", "…, ych a
    fi": "…") and the tag it ends on ("…, freezing so it is": "…, freezing")."""
    return _TRAILING.sub("", _TAG.sub("", _LEADING.sub("", text.strip())))


def written_out(text: str) -> str:
    """``text`` written out (``plain``) where it was typed all in lower case, else as it is: what is said back of it then
    names and contracts as written ("Your flatmate Josh …, she's so excited", the lead's walk in session 47)."""
    return plain(text) if text == text.lower() else text


def read_written_first(text: str) -> bool:
    """Whether ``text`` is to be read written out before as typed: typed in lower case leaving out its "I" ("missed my bus
    this morning"), or opening "me and …" ("Me and Sandra are off to …", which reads as Sandra's as typed)."""
    said = without_filler(text)
    return said[:1].islower() and bool(_UNSAID_I.match(said)) or bool(_ME_AND.match(said))


def plain(text: str) -> str:
    """``text`` written out as a sentence (module docstring); unchanged where it already is one."""
    said = _RIGHT_NOW.sub("right now", without_filler(dialect.written(text)))
    said = _AFTER_DOING.sub(_just_done, my_for_me(_ME_AND.sub(r"\1 and I ", said)))
    said = contracted(said)
    said = _YOUR.sub("your", _YOU_ARE.sub("you're", said))
    said = _NAMED_AFTER.sub(lambda found: f"{found[1]} {found[2].capitalize()}", said)
    said = _CALLED.sub(lambda found: f"{found[1]} {found[2].capitalize()}", said)
    said = _WHOSE_CHILDREN.sub(r"\1's ", said)
    if MY_LEFT_OUT.match(said) or _KIN_LEFT_OUT.match(said):  # "Back's been killing me …", "Grandson's just joined the Navy, …"
        said = "my " + said[:1].lower() + said[1:]
    if _IT_LEFT_OUT.match(said):
        said = "It's " + said[:1].lower() + said[1:]
    if found := _UNSAID_I.match(said):
        said = ("I've " if found["been"] else "I " if found["did"] else "I'm ") + re.sub(r"^bit\b", "a bit", said[:1].lower() + said[1:])
    if _OWN.match(said) or _MADE_ME.search(said):  # "gaffer had me carrying timber all day, knackered" (the lead's walk 30)
        said = _FEELING_AFTER.sub(r"\1 I'm ", said)
    said = said[:1].upper() + said[1:]
    if not said or re.search(r"[.!?]\W*$", said):
        return said
    return said + ("?" if _ASKS.match(said) else ".")
