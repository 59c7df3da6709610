"""What wears the person down, met by the pipeline itself when the model is a voice only
(DESIGN §7), beside ``moods``: nights without sleep ("I haven't slept properly in days.",
"I'm running on about three hours sleep."), running on empty ("I'm running on fumes this
week."), days indoors ("I haven't left the house in four days."), being poorly ("I've had a
chest infection.") and an ache (``ACHE``: "my eyes are stinging"), after a day's
load or a long shift too ("Three home visits and a birth today, my feet are done in."). Met with sympathy and a
small, gentle question; nothing is presumed of why (a newborn, a worry, a neighbour's dog).
"""

from __future__ import annotations

import re

from memory.cycle.statements import END, opening, wording
from memory.text.ailments import BOUT, ILLNESS
from memory.text.numbers import IN_WORDS

# Nights without sleep: "I haven't slept properly in days." (the model: "Do you have any plans to go
# swimming tomorrow?").
_NO_SLEEP = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve)?\s+)?(?:haven'?t|have\s+not|hardly|barely|didn'?t|did\s+not|can'?t|couldn'?t|not)\s+(?:been\s+)?"
    r"(?:sleep|slept|sleeping)(?:\s+(?:properly|well|much|a\s+wink|at\s+all|right|great))?"
    r"(?:\s+(?:(?:in|for)\s+(?:days|weeks|ages|a\s+while|a\s+week|nights)|lately|recently|all\s+week|last\s+night|this\s+week))?" + END
    # in hours: "I'm running on about three hours sleep." (the model: "That's lovely! What do you have for dessert?")
    # ("Honestly I'm running on about four hours of sleep." got "That's a good amount, no?").
    + r"|^\W*(?:(?:honestly|tbh|ugh|well|so|yeah|and)\W+)?(?:(?:i'?m|we'?re)\s+)?(?:running\s+on|(?:i|we)\s+(?:had|got|managed))\s+"
    r"(?:about\s+|maybe\s+|barely\s+|only\s+|like\s+|just\s+)?"
    r"(?:\d{1,2}|an?|one|two|three|four|five)\s+hours?(?:['’]|\s+of)?\s+sleep(?:\s+(?:last\s+night|again))?" + END
    # up in the night, with whom and why: "I've been up half the night with him, he's teething." (the model: "How have they
    # been?", the lead's seventh walk)
    + r"|^\W*(?:(?:i|we)(?:'ve|\s+have)\s+been|i\s+was|we\s+were)\s+up\s+(?:half|all|most\s+of)\s+(?:the\s+)?night(?:\s+again)?"
    r"(?:\s+with\s+(?:him|her|them|the\s+(?:baby|kids|little\s+one|dog|puppy)|(?:my|our)\s+[\w-]+|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)))?(?:\s+again)?"
    r"(?:\s*,\s*(?:(?:he|she|they)(?:'s|'re|\s+is|\s+are)|it'?s)\s+(?:teething|poorly|ill|sick|unwell|not\s+well|full\s+of\s+cold"
    r"|got\s+a\s+(?:cold|temperature|fever|cough)|(?:a\s+)?(?:cold|cough|temperature|fever)))?" + END,
    re.IGNORECASE,
)
# Days indoors: "I haven't left the house in four days." (the model: "That sounds lovely.").
_INDOORS = re.compile(
    r"^\W*(?:i|we)\s+(?:haven'?t|have\s+not|hasn'?t)\s+(?:left\s+the\s+(?:house|flat)|been\s+out(?:side)?(?:\s+of\s+the\s+(?:house|flat))?"
    r"|seen\s+(?:anyone|a\s+soul|daylight))\s+(?:in|for)\s+(?:days|ages|a\s+week|weeks|\w+\s+days)" + END,
    re.IGNORECASE,
)
_KEPT_IN = (
    "That can really get to you. Could you get out for a breath of fresh air, even for ten minutes?",
    "Days indoors can wear you down. Is there anyone who could pop round?",
)
# Running on empty: "Honestly I'm running on fumes this week." (checked in by the gate in a walk-through).
_ON_EMPTY = re.compile(
    r"^\W*(?:(?:honestly|tbh|ugh|well|so|yeah)\W+)?(?:(?:i'?m|i\s+am|we'?re|i'?ve\s+been|been)\s+)?(?:literally\s+)?running\s+on\s+"
    r"(?:fumes|empty)(?:\s+(?:this\s+week|today|lately|at\s+the\s+moment|again|since\s+\w+(?:\s+\w+){0,3}))?" + END,
    re.IGNORECASE,
)
_RUN_DOWN = (
    "That sounds draining. Is there any chance of a proper rest soon?",
    "Running on empty wears you down. What's been taking it out of you?",
)
# What a day held, counted, with when: "Three home visits and a birth today" (then "my feet
# are done in": the model, "That's lovely. How are you?"), "Four deliveries before lunch",
# "Twelve hours on my feet today".
_COUNT = rf"(?:{IN_WORDS}|\d{{1,3}}|a\s+few|several|a|an)"
_LOAD = re.compile(
    rf"^\W*(?:(?:i|we)\s+(?:did|had|covered|worked|taught|drove)\s+)?(?:{IN_WORDS}|\d{{1,3}}|a\s+few|several)\s+"
    rf"(?:[\w'-]+\s+){{0,3}}?[\w'-]+(?:\s*(?:,|and|,\s*and|plus)\s+{_COUNT}\s+(?:[\w'-]+\s+){{0,3}}?[\w'-]+)*?"
    r"\s+(?:today|tonight|this\s+(?:morning|afternoon|evening|week|weekend)|before\s+(?:lunch|noon|breakfast|ten|nine)|in\s+one\s+day"
    r"|on\s+the\s+trot|back\s+to\s+back|in\s+a\s+row)" + END,
    re.IGNORECASE,
)
# ... or said by the time it took: "Spent the whole afternoon sorting parcels that came in late" (then "my back's
# aching": the model, "I see. Tell me more?"), "Been on my feet all day", "Digging the garden all morning".
_TIME_SPENT = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve)?\s+)?(?:(?:spent|been)\s+(?:the\s+)?(?:whole\s+|entire\s+|all\s+)?(?:the\s+)?"
    # ... or where: "Spent the morning at the allotment" (then "and now my knees are killing me": the model, "How's that?")
    r"(?:day|morning|afternoon|evening|night|weekend|shift)\s+(?:[a-z]+ing\b|(?:at|in|on|down)\s+(?:the|my|our)\s+[\w-]+(?:\s+[\w-]+)?(?=\s*(?:[,;]|and\b|$)))"
    r"|(?:been\s+)?(?:on\s+my\s+feet|[a-z]+ing\s+(?:[\w'-]+\s+){0,4}?)\s*all\s+(?:day|morning|afternoon|evening|night|weekend)\b"
    # ... or since an hour: "I've been on my feet since six" (then "my ankles are swollen": the model, "How does it feel?")
    r"|(?:been\s+)?on\s+my\s+feet\s+since\s+(?:\d{1,2}|six|five|seven|eight|dawn|first\s+thing|early)\b)",
    re.IGNORECASE,
)
# An ache of theirs: "My knee's been playing up again." (the model: "It's alright, just try not to talk about it
# too much"), met with sympathy, never advice; read with what may follow it by ``happenings``. A part of the body
# and how it is, or anything of theirs that stings, throbs or aches: "my eyes are stinging" after a twelve-hour
# shift (the model: "What's up?"), "my head's pounding"; not the heart or chest (grief, or the gate's).
_HURTING = r"stinging|throbbing|pounding|aching|sore|swollen|puffy|itching|itchy|streaming|watering|killing\s+me|in\s+agony"
# A part of the body, or what ails one, and how it is (``theirs`` reads it of someone of theirs).
PART = (
    r"(?:bad\s+|dodgy\s+|old\s+|poor\s+|tired\s+)?(?:knees?|back|hips?|shoulders?|neck|ankles?|wrists?|foot|feet"
    r"|elbows?|joints|legs?|arms?|hands?|eyes?|head|ears?|throat|sciatica|arthritis|hay\s+fever)"
)
HOW_IT_IS = (
    r"(?:(?:'s|\s+is|\s+are|'re|'s\s+been|\s+has\s+been|\s+have\s+been)\s+(?:(?:really|a\s+bit|properly|absolutely|still)\s+)?"
    # worn out by a day: "my feet are done in", "my legs are like jelly"
    r"(?:playing\s+up|acting\s+up|flaring\s+up|stiff|bad|awful|bothering\s+(?:me|him|her|them)|done\s+in|in\s+bits|like\s+jelly"
    rf"|wrecked|burning|giving\s+(?:me|him|her|them)\s+(?:grief|gyp|jip|trouble|bother|hell)|{_HURTING}"
    # worn out for good: "Me knees are shot" (the model: "That's quite a situation, is that?", the lead's walk 16)
    r"|shot|knackered|shot\s+to\s+bits|not\s+what\s+(?:they|it)\s+(?:were|was))"
    # ... or said with the verb: "back aches like mad from all the bending" (the model: "It's totally normal to feel that way after
    # a long trip.", session 48's walk in Northampton), "my knees hurt"
    r"|\s+(?:still\s+)?(?:aches?|hurts?|throbs?)(?:\s+like\s+(?:mad|hell|anything|crazy))?)"
)
ACHE = (
    rf"^\W*my\s+(?:{PART}{HOW_IT_IS}"
    rf"|(?!(?:heart|chest)\b)[\w-]+(?:'s|\s+is|\s+are|'re)\s+(?:(?:really|a\s+bit|properly|absolutely|still)\s+)?(?:{_HURTING}))"
)
# ... with its "my" left out, as people text it: "Back's been killing me from sitting in the cab all week." (the model:
# "It's too bad, I'm sorry.", talk32's walk); read written out by ``texting``.
MY_LEFT_OUT = re.compile(rf"^(?={PART}{HOW_IT_IS})", re.IGNORECASE)
# ... or by its hours: "Did a twelve-hour shift last night" (then "my eyes are stinging": the model, "What's up?"),
# "I worked a double", "Pulled a fourteen-hour day", or which of them it was: "had my first night shift on a&e"
# (then "absolutely shattered": the model, "Absolutely! How's business?", the lead's fourth walk).
_LONG_SHIFT = re.compile(
    r"^\W*(?:(?:i|we)(?:'ve)?\s+)?(?:just\s+)?(?:did|done|worked|pulled|had|covered)\s+"
    r"(?:a|an|another|(?:my|our)(?:\s+(?:first|second|third|fourth|fifth|last|final|\d{1,2}(?:st|nd|rd|th)))?)\s+"
    rf"(?:(?:(?:{IN_WORDS}|\d{{1,2}})[\s-]hours?|long|double|split)\s+(?:night\s+|day\s+|late\s+|early\s+)?(?:shift|stint|day)"
    r"|double|(?:night|late|early)\s+shift)\b",
    re.IGNORECASE,
)
# ... and an ache after it: "Three home visits and a birth today, my feet are done in." (the model:
# "That's lovely. How are you?").
_WORN_BY_IT = (
    "No wonder {inside}, after all that. Can you put your feet up tonight?",
    "That's a lot for one day — no wonder {inside}. Are you able to rest now?",
)
# Their own illness or a pain in the head, had or still had: "Sorry it's been a while, I've had a chest infection." (the model:
# "Don't worry, it's not a long story. You're home for dinner tomorrow …"), "I've been poorly all week".
_POORLY = re.compile(
    r"^\W*(?:i'?ve|i\s+have|i'?d|i\s+had|i'?m|i\s+am)\s+(?:just\s+|only\s+just\s+)?(?:been\s+|had\s+|got\s+|getting\s+over\s+)?"
    + BOUT +
    # ... or a pain in the head: "I've had a thumping headache since lunchtime." (the model: "That's great!")
    rf"(?:(?P<pain>headache|migraine|toothache|earache)|{ILLNESS}|poorly|ill|unwell|under\s+the\s+weather|full\s+of\s+(?:a\s+)?cold|laid\s+up|off\s+sick|in\s+bed\s+with\s+[\w\s]+?)"
    r"(?:\s+(?:all\s+week|for\s+(?:a\s+)?(?:week|few\s+days|days|weeks|fortnight)|since\s+\w+|last\s+(?:week|month|weekend)|over\s+(?:the\s+)?\w+|again|lately|recently))?" + END,
    re.IGNORECASE,
)
_A_PAIN = (
    "Oh no, that's miserable. Has it eased off at all?",
    "Sorry to hear that — I hope it eases soon. Can you get a bit of peace and quiet?",
)
_UNDER_THE_WEATHER = (
    "Oh no, sorry to hear you've been poorly. Are you on the mend now?",
    "That's miserable — I hope you're feeling better. Are you getting plenty of rest?",
)
_SLEEPLESS = (  # nothing presumed of why: a newborn, a worry, a neighbour's dog
    "That's hard — everything feels heavier on so little sleep. Are you able to catch up at all?",
    "Oh no, that really wears you down. Is there any chance of a nap or an early night?",
)


# A part of them hurt doing something: "Did my back in lifting a parcel the size of a fridge today." (read as a
# question and answered "I don't know — you haven't told me that yet.", the lead's walk 12), "I've pulled a hamstring".
_HURT_DOING = re.compile(
    r"^\W*(?:(?:i|i'?ve|i\s+have)\s+)?(?:gone\s+and\s+|just\s+)?(?:did|done|put|pulled|twisted|sprained|tweaked|ricked|cricked|hurt)"
    r"\s+(?:my|me|a)\s+(?:back|neck|knee|ankle|wrist|shoulder|hamstring|calf|groin|hip)(?:\s+(?:in|out))?\b"
    r"(?:\s+(?:[a-z]+ing|at|on|playing|doing)\b[^.!?]*)?" + END,
    re.IGNORECASE,
)
# ... or a fall of their own: "I fell over on the way home from work last week, still got the bruise." (the model:
# "Lemon-lime it, that's quite a scene.", the lead's walk, session 46); not a fall for someone, in love, asleep or ill, nor
# from anything deadly. It may open with how it went: "Unfortunately I slipped on the ice outside the library and sprained my
# wrist." (the model: "… Have you got any plans for the weekend?", session 48's walk in Derby).
_FELL = re.compile(
    r"^(?![^.!?]*\b(?:bridge|cliff|roof|ledge|tracks?|train|balcony|window|purpose|deliberately)\b)"
    r"\W*(?:(?:unfortunately|sadly|annoyingly|stupidly|typically)\s*,?\s+)?(?:(?:i|i'?ve|i\s+have)\s+)?(?:just\s+)?(?:had\s+a\s+(?:fall|tumble)|took\s+a\s+(?:tumble|fall)|fell|tripped|slipped|stumbled)"
    r"(?:\s+(?:over|up|down)\b)?"
    r"(?!\s+(?:in\s+love|for|asleep|pregnant|behind|apart|out|off\s+the\s+wagon|ill|silent|quiet|short|through|into|back|up\s+on))"
    r"(?:\s+(?:[a-z]+ing|at|on|in|outside|near|by|down|over|the|this|last|yesterday|today|earlier)\b[^.!?]*|\s*,[^.!?]*)?" + END,
    re.IGNORECASE,
)
_OUCH = ("Ouch — that sounds painful. I hope it eases soon. Are you able to rest it?",
         "Oh no, sorry to hear it. Go easy on yourself — is it very sore?")


def worn_down(sentence: str, pick: int) -> str | None:
    """The reply in wording ``pick`` to days indoors, running on empty, their own illness, a part
    of them hurt or nights without sleep ``sentence`` tells of, else None."""
    if _HURT_DOING.match(sentence) or _FELL.match(sentence):
        return _OUCH[pick]
    if _INDOORS.match(sentence):
        return _KEPT_IN[pick]
    if _ON_EMPTY.match(sentence):
        return _RUN_DOWN[pick]
    if found := _POORLY.match(sentence):
        return (_A_PAIN if found["pain"] else _UNDER_THE_WEATHER)[pick]
    return _SLEEPLESS[pick] if _NO_SLEEP.match(sentence) else None


def a_days_load(said: str) -> bool:
    """Whether ``said`` counts what a day held (``_LOAD``: "Three home visits and a birth today"),
    the time a task took (``_TIME_SPENT``: "Spent the whole afternoon sorting parcels") or a long
    shift by its hours (``_LONG_SHIFT``: "Did a twelve-hour shift last night")."""
    return bool(_LOAD.match(said.strip()) or _TIME_SPENT.match(said.strip()) or _LONG_SHIFT.match(said.strip()))


def worn_by_it(inside: str, pick: int) -> str:
    """The reply in wording ``pick`` to an ache (``inside``, said back: "your feet are done in")
    after a day's load or hard going."""
    return _WORN_BY_IT[pick].format(inside=inside)


# Hard going but loved: "It was full on but I loved it." after a first week on placement (the
# model: "Aww, you're very lucky.").
_WORTH_IT = re.compile(
    r"^\W*(?:it|that|today|the\s+week)\s+(?:was|'s\s+been|has\s+been)\s+(?:(?:really|so|a\s+bit|pretty|quite)\s+)?"
    r"(?P<how>full[\s-]on|hard\s+work|hard|tiring|exhausting|busy|intense|hectic|tough|manic|a\s+lot|knackering)\s*,?\s*but\s+"
    r"(?:i\s+)?(?:(?:really\s+|absolutely\s+)?(?:loved|enjoyed)\s+(?:it|every\s+(?:minute|second)(?:\s+of\s+it)?)|it\s+was\s+(?:worth\s+it|fun|great))"
    r"(?:\s+(?:though|really|honestly))?" + END,
    re.IGNORECASE,
)
_WORTH_IT_TOO = ("Sounds like it was worth it! What did you enjoy most?", "{how} but worth it, then. What was the best bit?")


def worth_it(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to something hard going they loved (``_WORTH_IT``), or None."""
    if (found := _WORTH_IT.match(text.strip())) is None:
        return None
    return _WORTH_IT_TOO[(wording(text) + shift) % 2].format(how=opening(re.sub(r"\s+", " ", found["how"].lower())))


# A night out before a sore head: "had a mad night out last night, my head is killing me" (the model: "How's that? Is there
# anything I can do for you?", the lead's walk in session 47).
_A_NIGHT_OUT = re.compile(
    r"\b(?:night\s+out|big\s+night|drinks|the\s+pub|a\s+party|the\s+party|wedding|sesh|session|out\s+out|too\s+much\s+to\s+drink"
    r"|too\s+many|a\s+few\s+too\s+many|pints|cocktails|clubbing|boozy|stag|hen\s+do)\b",
    re.IGNORECASE,
)
HUNGOVER = (
    "{said} — the price of a good night! Plenty of water and a quiet one today?",
    "{said} — sounds like it was a good one, though. Are you taking it easy today?",
)


def head_after_a_night_out(main: str, before: str) -> bool:
    """Whether ``main`` tells of a sore head and ``before``, said ahead of it, of a night out (``_A_NIGHT_OUT``)."""
    return bool(re.match(r"\W*my\s+head\b", main, re.IGNORECASE) and _A_NIGHT_OUT.search(before))
