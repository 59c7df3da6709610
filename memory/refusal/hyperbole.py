"""Everyday figures of speech that sound like a wish to stop or die and are not (issue 15).

The floor head reads "I could sleep for a week" (crisis 0.61) and "Honestly I'm so done with
this week" (0.62) as a crisis as surely as "I bought a rope today and I know what it's for"
(0.48): their words are the words of ideation. What tells them apart is what the wish is
bounded by: an ordinary span of time or an ordinary thing (sleep *for a week*, done *with
this week*, disappear *into a book*), or an idiom whose death is only intensity ("dead on
my feet", "bored to death", "this commute is killing me", "I killed it in the pitch"). The
same holds of a wish to quit or leave: "I'm thinking about quitting the clinic" read crisis
0.44 in a walk-through, "quitting smoking" 0.70, "leaving my husband" 0.56 ("thinking
about" is how ideation is often told), and each is bounded by an ordinary thing: a job, a
place, a habit, a partner. So is talk that is not about the writer's own death: a death
told of someone else ("My cat died this morning. I had her for 15 years.": crisis and
distress 0.92), an absence on a trip ("I'll be gone by morning, early flight to
Berlin"), killing a thing ("the quickest way to kill the engine on a lawnmower"), and
crisis words in their everyday sense (``homonyms``: "not wake up till noon" is
oversleeping). ``everyday`` names that figure (regular expressions over the message, no
model, microseconds).

It answers only for the check-in tier, the gate's borderline crisis: a message the head is
sure is a crisis is answered as one whatever its words, and any word that points past the
ordinary ("forever", "not wake up", "end it", "better off without me") ends the figure. A
figure answers only for its own sentence: what the message says besides (``unfigured``) is
read again ("I could sleep for a week. Nothing matters anymore." kept no check-in), and a
check-in the message before earns stays ("since my dad passed away" after "like nothing
matters": ``memory.refusal.judging``).
"""

from __future__ import annotations

import re

from memory.refusal.homonyms import plain_sense
from memory.refusal.targets import OBJECT
from memory.text import extraction

_I = re.IGNORECASE

_SPAN = (
    r"(?:a|one|two|three|a few|a whole|the whole|an entire|the entire)\s+(?:day|days|week|weeks|weekend|month|"
    r"months|year|years|hours|night|nights|decade)|days|weeks|hours|(?:till|until)\s+\w+|all\s+(?:day|week|weekend)"
)
# Rest bounded by time or by where it is taken: "sleep for a week", "crash on the sofa",
# "going to sleep now", "hide under a blanket all weekend".
_REST = re.compile(
    rf"\b(?:sleep|rest|hibernate|nap|crash|lie in|stay in bed|hide)\w*\s+(?:for\s+)?(?:{_SPAN})\b"
    r"|\b(?:sleep|nap|crash|pass out|collapse|rest|hide)\w*\s+(?:on|in|under|into)\s+(?:the|my|a)\s+"
    r"(?:sofa|couch|bed|blanket|duvet|covers|armchair)\b"
    r"|\b(?:going|off|heading|about)\s+to\s+(?:sleep|bed)\b|\bhit(?:ting)?\s+the\s+(?:sack|hay)\b",
    _I,
)
# Done with, over, sick or tired of an ordinary thing; not of life, everything, oneself.
_FED_UP = re.compile(
    r"\b(?:done|finished|over|sick|fed up|tired)\s+(?:with\s+|of\s+)?(?:(?:this|these|the|my|that|today's|all\s+the)\s+"
    r"(?P<thing>[a-z']+)|(?:today|mondays?|work|school|winter|rain)\b)"
    # ...or with a plain plural ("done with exams") or wishing an ordinary span would end.
    r"|\b(?:done|finished|sick|fed up|tired)\s+(?:with|of)\s+(?P<things>[a-z]+s)\b(?!')"
    r"|\bwant\s+(?:this|the|today's)\s+(?:day|week|weekend|month|term|semester|meeting|shift|trip|noise)\s+to\s+(?:stop|end|be over)\b",
    _I,
)
_NOT_A_THING = frozenset(
    "life world existence living everything it all being myself body pain feeling feelings thoughts mind head "
    "struggle fight anymore".split()
)
# Quitting, leaving or giving up an ordinary thing: a job, a place, a club, a habit ("quitting
# the clinic", "leave my job", "giving up sugar", "quit smoking", "dropping out of uni").
_THING = r"(?:(?:this|these|the|my|that|our|his|her|their)\s+(?P<thing>(?:[a-z']+\s+)?[a-z']+)|(?P<habit>[a-z]+ing)\b)"
_QUIT = (
    re.compile(
        r"\b(?:leav(?:e|es|ing)|left|drop(?:s|ped|ping)?\s+out\s+of|resign(?:s|ed|ing)?\s+from|stop(?:s|ped|ping)?"
        rf"|walk(?:s|ed|ing)?\s+away\s+from)\s+{_THING}",
        _I,
    ),
    # What is quit or given up may go without "the" or "my": "gave up sugar", "quit Twitter".
    re.compile(rf"\b(?:quit(?:s|ting)?|giv(?:e|es|ing)\s+up|gave\s+up)\s+(?:{_THING}|(?P<bare>[a-z']+))", _I),
    # Ending things with someone is a relationship's end ("ending things with my boyfriend").
    re.compile(rf"\b(?:end(?:s|ed|ing)?\s+(?:things|it)|break(?:s|ing)?\s+(?:it|things)\s+off)\s+with\s+{_THING}", _I),
)
# What quitting or leaving is no ordinary matter of, in the thing or anywhere after it in its
# sentence: life, the people who hold one ("leaving my notes for my family"), the body and
# the acts that keep it alive, one's treatment.
_NOT_QUIT = _NOT_A_THING | frozenset(
    "family kids children child loved ones everyone everybody friends parents people earth planet heart breath "
    "pulse voices living existing breathing eating trying fighting caring hoping being waking taking medication "
    "meds medicine treatment therapy behind note notes letter letters will goodbye hope on you".split()
)
# An ordinary escape: "disappear into a book", "vanish under the duvet".
_ESCAPE = re.compile(
    r"\b(?:disappear|vanish|escape|get lost)\w*\s+(?:into|under|in)\s+(?:a|the|my|some)\s+"
    r"(?:book|books|film|films|movie|series|show|game|novel|bed|blanket|duvet|covers|garden|music)\b",
    _I,
)
# Death as intensity, or time passed, or tiredness as a tank run dry ("Honestly I'm running on
# fumes this week." was checked in, in a walk-through).
_IDIOM = re.compile(
    r"\brunning\s+on\s+(?:fumes|empty)\b|\b(?:dead|dying)\s+(?:on my feet|tired|beat|bored)\b|\b(?:bored|tired|sick|scared|worried|frozen)\s+to\s+death\b"
    r"|\bthe death of me\b|\bdying\b[^.!?]{0,30}\b(?:funny|hilarious|laugh\w*|lol|lmao)\b|\bkill(?:ing)?\s+(?:some\s+|an hour(?:'s)?\s+|a few hours(?:'s)?\s+)?time\b"
    r"|\bdying\s+(?:for|to|of (?:boredom|laughter|embarrassment|heat|thirst))\b|\bto die for\b"
    r"|\b(?:is|are|'s|'re)\s+(?:literally\s+)?killing\s+me\b|\b(?:i'?d|would|could)\s+(?:kill|murder)\s+for\s+a\b"
    r"|\bcould\s+murder\s+a\b|\b(?:killed|killing|slayed|slaying)\s+it\b",
    _I,
)
# A death told of someone else, a person or an animal ("My cat died this morning", "since mum
# passed", "the funeral is on Friday"): grief, not the writer's wish to die.
_KIN = r"mum|mom|dad|nan|nana|gran|granny|grandad|grandpa|grandma|grandmother|grandfather"
_LOSS = re.compile(
    rf"\b(?:he|she|they|{_KIN}|(?:my|our|his|her|their)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+|(?-i:[A-Z][a-z]+))\s+"
    r"(?:has\s+|had\s+|just\s+|sadly\s+|recently\s+|suddenly\s+)?"
    r"(?:died|passed(?:\s+away|\s+on)?(?!\s+(?:my|the|a|an|his|her|their|our|it|that|this)\b)|(?:was|were|had\s+to\s+be|has\s+to\s+be)\s+put\s+(?:down|to\s+sleep)|is\s+dying)\b"
    r"|\b(?:lost|losing)\s+(?:my|our)\s+(?:[\w-]+\s+)?(?:baby|babies|pregnancy|mum|mom|mother|dad|father|husband|wife|partner|son|daughter|"
    r"brother|sister|friend|best friend|nan|nana|gran|grandad|grandpa|grandma|granny|grandmother|grandfather|dog|cat|pet)\b"
    r"|\b(?<!my )(?<!my own )(?:funerals?|grief|griev\w*|bereave\w*|eulogy|memorial|miscarr\w*|stillborn|put\s+(?:my|our)\s+(?:\w+\s+)?(?:dog|cat|pet|horse)\s+down)\b",
    _I,
)
# Killing a thing, not a life: an engine, the lights, a process, a pest, a plate of wings.
_A_THING_KILLED = re.compile(
    rf"\b(?:kill|murder|destroy|exterminat|drown|smother|strangle|poison|nuke)\w*\s+"
    rf"(?:(?:the|a|an|my|this|that|all|some|those|these|off|of)\s+)+(?:[\w-]+\s+){{0,2}}?{OBJECT.pattern}",
    _I,
)
# Being away on a trip ("I'll be gone by morning, early flight to Berlin"), not gone for good:
# an absence and a trip in one sentence.
_ABSENCE = r"(?:gone|around|away|leaving|left|goodbye|bye|not be here|won'?t be here)"
_TRIP = (
    r"(?:flights?|flying|trip|holidays?|vacation|travell?ing|conference|festival|camping|abroad|"
    r"(?:off|heading|moving|flying|driving)\s+to\s+\w+)"
)
_AWAY = re.compile(rf"\b{_ABSENCE}\b[^.!?]{{0,60}}\b{_TRIP}\b|\b{_TRIP}\b[^.!?]{{0,60}}\b{_ABSENCE}\b", _I)
# What points past the ordinary ends any figure.
_PAST_ORDINARY = re.compile(
    r"\b(?:forever|for good|permanently|never\s+(?:wake|come back|see)|not\s+(?:wake|come back)|wake\s+up\s+again"
    r"|(?:don'?t|do not|never)\s+want\s+to\s+wake|end\s+(?:it|it all|my life|things|everything)|kill\s+myself"
    r"|suicid\w*|overdos\w*|pills|better off without|no point|not be here|no longer be|not be around"
    r"|(?:my|is|be|'s) last (?:night|time|day)|last (?:night|time|day) (?:on earth|alive|of my life)"
    r"|hurt myself|cut(?:ting)? myself|goodbye letters?|can'?t go on|better place|(?:won'?t|not) (?:be )?coming back"
    r"|want(?:ed)? to die|wanna die|want to (?:be alive|live|exist|be here|go on)|nothing matters|hopeless\w*"
    r"|the point (?:of|in) (?:anything|it all|living|life|going on|being here)|give up on (?:life|everything|myself)|wish i (?:was|were) dead|be with (?:him|her|them) again|join(?:ing)? (?:him|her|them)|one[- ]way (?:trip|ticket)|to the (?:bridge|cliff|tracks|edge|roof)|wish (?:it|i) (?:had been|was|were) (?:me|dead|gone)"
    r"|can'?t (?:live|go on|cope|do this) without|reason to (?:live|go on|keep going|be here)|my (?:own )?funeral)\b",
    _I,
)

# Tiredness said and nothing else ("I'm so tired today.", "feeling really drained"): after a
# loss told in the message before, grief's tiredness, not a wish to stop.
_WORN_OUT = re.compile(
    r"^\W*(?:(?:i|i'?m|im|i am|i feel|feel|feeling|so|really|just|absolutely|completely|totally|very|honestly|utterly|"
    r"a bit|today|tonight|now|right now|all day|ugh|god)\W+)*"
    r"(?:tired|exhausted|drained|worn out|wiped out|knackered|shattered|wrecked|need (?:to |some )?sleep|need a nap|"
    r"can barely keep my eyes open)(?:\W+(?:today|tonight|now|right now|all day|lol|honestly|though|tbh))*\W*$",
    _I,
)


# Tiredness with the work that made it: "I'm wrecked, double shift and no break." was checked in in the light of "Ciaran's
# after crashing the taxi into a bollard, no one hurt thank God." (walk 19's look-alike probe): judged alone.
_WORN_BY_WORK = re.compile(
    r"^\W*(?:(?:i'?m|im|i am|i feel|feeling|so|really|absolutely|completely|totally|just|dead|proper)\W+)*"
    r"(?:tired|exhausted|drained|worn out|wiped out|knackered|shattered|wrecked|jiggered|done in|dead on my feet|cream crackered)"
    r"\b(?!\s+(?:of|with)\b)[^.!?]{0,50}?\b(?:shifts?|double|nights|long day|at work|work|overtime|no break|on my feet|lates|earlies|the rota)\b[^.!?]{0,30}[.!]*\s*$",
    _I,
)


def tired_from_work(text: str) -> bool:
    """Whether ``text`` only says the writer is tired and what work made them so ("I'm wrecked, double shift and no
    break."), with nothing past the ordinary."""
    return bool(_WORN_BY_WORK.match(text)) and not _PAST_ORDINARY.search(text)


def tired_after_a_loss(text: str, previous: str) -> bool:
    """Whether ``text`` only says the writer is tired and ``previous`` tells a death of someone
    else (the "loss" figure): "I'm so tired today." after the death of a grandmother was
    checked in in a walk-through, in the light of the message before."""
    return bool(_WORN_OUT.match(text)) and everyday(previous) == "loss"


def unfigured(text: str) -> str:
    """The sentences of ``text`` that hold no everyday figure, joined ("" when each does)."""
    return " ".join(sentence for sentence in extraction.sentences(text) if not everyday(sentence))


def everyday(text: str) -> str | None:
    """The everyday figure ``text`` says its dark words in ("homonym", "rest", "fed up",
    "escape", "quitting", "idiom", "a thing", "loss", "away"), or None when it has none or
    says anything past the ordinary. A homonym is read in its plain sense (``homonyms``):
    "not wake up till noon" is oversleeping."""
    plain = plain_sense(text)
    if _PAST_ORDINARY.search(plain):
        return None
    if plain != text:
        return "homonym"
    if _REST.search(text):
        return "rest"
    if any((found["thing"] or found["things"] or "").lower() not in _NOT_QUIT for found in _FED_UP.finditer(text)):
        return "fed up"
    if _ESCAPE.search(text):
        return "escape"
    for found in (found for pattern in _QUIT for found in pattern.finditer(text)):
        rest = re.split(r"[.!?]", text[found.end():], maxsplit=1)[0]
        if not set(re.findall(r"[a-z']+", f"{found['thing'] or found['habit'] or found.groupdict().get('bare')} {rest}".lower())) & _NOT_QUIT:
            return "quitting"
    if _IDIOM.search(text):
        return "idiom"
    if _A_THING_KILLED.search(text):
        return "a thing"
    if _LOSS.search(text):
        return "loss"
    if _AWAY.search(text):
        return "away"
    return None
