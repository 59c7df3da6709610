"""A plan the person is thinking of or planning, met by the pipeline as ``happenings`` meets the rest of
their days when the model is a voice only (DESIGN §7): "I'm thinking of doing a marathon next
year." (the model: "Don't worry, you're not alone."), and one they are not sure of,
"thinking of moving in together but not sure" (the model: "That's lovely! I'm really proud
of you.", a walk-through typed as people text, with no "I'm"). The plan is said back; when
they are unsure the reply asks what holds them back and cheers nothing. Nothing of their life
or safety is read as a plan (``moods.NOT_EVERYDAY``). An event or an outing ahead of them
("We're going to a wedding on Saturday.", ``ahead``) is looked forward to with them, and a run or
a walk taken on is wished luck.
"""

from __future__ import annotations

import re

from memory.cycle.moods import NOT_EVERYDAY
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import ME_NOW, REST, THEIRS, said_again, said_back

_THINKING = re.compile(
    r"^\W*(?:(?:i'?m|i\s+am|we'?re|we\s+are|i'?ve\s+been|i\s+have\s+been|we'?ve\s+been|we\s+have\s+been)\s+)?"
    r"(?:(?:really|seriously|also)\s+)?(?:(?:thinking|thinking\s+seriously)\s+(?:of|about)|planning(?:\s+on|(?=\s+to\b)))\s+"
    + NOT_EVERYDAY + r"(?:doing|running|entering|signing\s+up\s+for|taking\s+up|learning|getting|buying|booking|starting|joining|opening"
    r"|trying|applying\s+for|going\s+back\s+to|training\s+for|going\s+(?:away\s+)?to|heading\s+to|visiting"
    r"|moving\s+(?:in|house)|changing|selling|having|volunteering"
    # ... or someone to take on, or what they have, sold to move: "im thinking of taking on an apprentice in the new year but not sure
    # I can afford it", "We're thinking of selling up and moving nearer our daughter in Crewe." (the model: "Have you considered
    # joining a school for apprenticeships?" and "How about we take a short trip?", session 48's walks)
    r"|taking\s+on|hiring"
    # ... or planned: "I am planning to volunteer at the Museum of Making two mornings a week." (the model: "I'm so glad you're
    # joining us. How about two mornings a week?", session 48's walk in Derby)
    r"|(?<=planning\s)to\s+" + NOT_EVERYDAY + r"(?:do|run|enter|sign\s+up\s+for|take\s+up|learn|get|buy|book|start|join|open|try"
    r"|apply\s+for|go\s+back\s+to|train\s+for|head\s+to|visit|move\s+(?:in|house)|sell|volunteer|take\s+on|hire"
    r"|go\s+(?:away\s+)?to(?!\s+(?:the\s+)?(?:doctor|dentist|gp|hospital|a\s*&\s*e|clinic|surgery|vet|police|court|funeral)))"
    r")(?:\s+(?!but\b)[\w'-]+){1,7}?"
    + REST + r"(?:\s+(?:once|twice|one|two|three|four|five)\s+(?:mornings?\s+|days?\s+|evenings?\s+|afternoons?\s+|nights?\s+)?a\s+(?:week|month))?"
    + r"(?:(?P<unsure>\s*,?\s*but\s+(?:i'?m\s+|we'?re\s+)?(?:not\s+(?:sure|certain)|unsure|undecided|torn|(?:i\s+)?(?:don'?t|dunno)\s+know)"
    r"(?:\s+yet|\s+about\s+it)?)"
    # ... or held back by something: "but my landlord might say no", "but prices are nuts"
    r"|\s*,?\s*but\s+(?P<snag>(?!.*\b(?:excited|can'?t\s+wait|looking\s+forward|love|great|perfect|not\s+(?:till|until|before|for))\b)"
    r"(?=[^.!?]*\b(?:might|may|won'?t|wouldn'?t|can'?t|cannot|couldn'?t|not|no|never|too|nuts|mad|crazy|insane|silly|ridiculous"
    r"|expensive|dear|pricey|steep|worried|scared|afraid|nervous|hard|difficult|tricky)\b)[^.!?]{3,80}?))?" + END,
    re.IGNORECASE,
)
# Saving up for something: "I'm saving up for a car too." (the model: "A dream come true! How's that?")
_SAVING = re.compile(
    r"^\W*(?:i'?m|i\s+am|we'?re|we\s+are|i'?ve\s+been|we'?ve\s+been)\s+(?:(?:also|still|really)\s+)?saving(?:\s+up)?\s+for\s+"
    + NOT_EVERYDAY + r"(?:a|an|our|my|the)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+(?:\s+(?:too|as\s+well))?" + REST + END,
    re.IGNORECASE,
)
_SAVING_FOR = ("{said} — good for you! How's the saving going?", "{said} — a nice thing to aim for. How long have you been saving?")
_THINKING_OF = ("{said} — how exciting! What's got you thinking about it?", "{said} — sounds like a good plan. What's drawing you to it?")
_SNAG = (
    "{said} — but there's a snag, then. Is there a way round it?",
    "{said} — sounds like it's not straightforward. What would make it work?",
)
_UNSURE = ("{said} — that's a big step. What's making you unsure?", "{said} — it's a big decision. What's holding you back?")


def thought_of(sentence: str, pick: int, with_whom: str = "") -> str | None:
    """The reply in wording ``pick`` to a plan ``sentence`` tells they are thinking of or
    saving up for, said back with whom they said it of ("me and Tyler are saving for a flat in Harborne" was said back
    "You are saving …", the lead's walk 25), or None."""
    if _SAVING.match(sentence):
        return _SAVING_FOR[pick].format(said=opening(said_back(sentence, with_whom)))
    if (found := _THINKING.match(sentence)) is None:
        return None
    held = "unsure" if found["unsure"] else "snag" if found["snag"] else None
    inside = said_back(re.sub(r"[\s,]*but\s*$", "", sentence[: found.start(held)]) if held else sentence, with_whom)
    return (_UNSURE if found["unsure"] else _SNAG if found["snag"] else _THINKING_OF)[pick].format(said=opening(inside))


# Leaving their studies or work, thought of: "I'm thinking of dropping out of uni, I hate the course." (the model: "I'm so sorry
# to hear that. Can I help you with anything else?", the lead's walk in session 47); only a course, a school or a job.
_LEAVING = re.compile(
    r"^\W*(?:(?:honestly|tbh|so)\W+)?(?:i'?m|i\s+am|i'?ve\s+been|i\s+have\s+been)\s+(?:(?:really|seriously|kind\s+of|kinda)\s+)?"
    r"thinking\s+(?:of|about)\s+(?:dropping\s+out(?:\s+of\s+(?P<of>uni|university|college|school|sixth\s+form|(?:my|the)\s+(?:course|degree|apprenticeship)))?"
    r"|(?:quitting|leaving|packing\s+in|jacking\s+in)\s+(?P<what>(?:my|the)\s+(?:job|course|degree|apprenticeship)|uni|university|college|work))"
    r"(?:\s+(?:tbh|honestly))?"
    r"(?:\s*[,;-]+\s*(?:i\s+(?:really\s+)?(?:hate|can'?t\s+stand|don'?t\s+enjoy)|i'?m\s+(?:not\s+enjoying|hating|struggling\s+with"
    r"|(?:sick|tired)\s+of))"
    # ... or what of it they hate: "I'm thinking of quitting my job, I hate the early shifts." (the model: "… doing what you love.",
    # the lead's walk in session 47)
    r"\s+(?:it(?:\s+there)?|(?:the|my|our)\s+(?:[\w'-]+\s+){0,2}?(?:course|job|work|lectures|people|boss|place|shifts?|hours|commute"
    r"|manager|management|pay|customers|travel(?:ling)?|rota|starts|nights|weekends|workload|team|staff|tutors?|modules?|placement))"
    r"(?:\s+(?:tbh|honestly|so\s+much))?)?" + END,
    re.IGNORECASE,
)
_THINKING_OF_LEAVING = (
    "{said} — that's a big decision. What's making it so hard?",
    "{said} — that sounds like it's been weighing on you. What's the worst part of it?",
)


def leaving(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to leaving their studies or work thought of (``_LEAVING``), or None."""
    if _LEAVING.match(text.strip()) is None:
        return None
    said = re.sub(r",?\s+(?:tbh|honestly)\b", "", re.sub(r"\s*;\s*|\s+-\s+", ", ", text.strip()), flags=re.IGNORECASE)
    return _THINKING_OF_LEAVING[(wording(text) + shift) % 2].format(said=opening(said_back(said)))


def unsure(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to a plan they are unsure of or held back from said in
    two clauses ("…, but I'm not sure", "… but my landlord might say no"), which no one
    statement ``happenings`` reads holds; else None."""
    found = _THINKING.match(text.strip())
    return thought_of(text.strip(), (wording(text) + shift) % 2) if found and (found["unsure"] or found["snag"]) else None


# A day off: "I'm off today." (read as feeling off: "Ah, off today — that's no fun. Has anything in particular got you down?").
_DAY_OFF = re.compile(
    r"^\W*(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:off(?:\s+work)?|not\s+working)|(?:i'?ve|i\s+have|i\s+got|got)\s+(?:the\s+day|a\s+day)\s+off)\s+"
    r"(?:today|tomorrow|this\s+(?:week|weekend|afternoon)|all\s+week|for\s+the\s+(?:day|week|weekend)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:for\s+once|at\s+last|finally))?" + END,
    re.IGNORECASE,
)
_TIME_OFF = ("{said} — lovely! Anything nice planned?", "{said} — enjoy it! Are you putting your feet up or getting things done?")


def day_off(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to a day off told (``_DAY_OFF``), or None."""
    if not _DAY_OFF.match(text.strip()):
        return None
    return _TIME_OFF[(wording(text) + shift) % 2].format(said=said_again(text))


# An event or an outing, ahead of them here, had in ``happenings``: "a wedding", "the match", "a 10k", "a yoga class".
EVENT = (
    r"(?:wedding|(?:birthday\s+|dinner\s+|house\s+|garden\s+|christmas\s+|leaving\s+|engagement\s+|surprise\s+)?party|birthday"
    r"|match|game|concert|gig|festival|barbecue|bbq|christening|graduation|show|play|musical|recital|reunion|quiz|race"
    r"|marathon|parkrun|\d{1,3}\s?k(?:\s+(?:run|walk|race))?|fun\s+run|triathlon|sponsored\s+(?:walk|swim|run|cycle|silence)|fireworks|fair|picnic|ceremony|exhibition|film|movie|hen\s+do|stag\s+do|baby\s+shower|panto(?:mime)?"
    r"|opera|ballet|nativity|sports\s+day|open\s+day|carnival|beach|park|zoo|cinema|museum|gallery|theatre|theater|pub"
    # ... or a place one goes for the company: "Off down the caff for a fry-up with the lads." (the model: "Café de l'amour with the
    # crew!", the lead's walk 27)
    r"|caf[eé]|caff|chippy|bingo|social\s+club|legion|races"
    r"|seaside|aquarium|theme\s+park|castle|football|rugby|cricket|tennis|darts|snooker|grand\s+prix"
    r"|(?:spin|yoga|pilates|dance|zumba|boxing|cooking|pottery|art|fitness|gym|swimming)\s+(?:class|lesson|session))"
)
AN_EVENT = rf"(?:(?:a|an|the|my|our|his|her|their|[\w-]+'s|(?:my|our)\s+[\w-]+'s)\s+(?:[\w'-]+\s+){{0,2}}?{EVENT})\b"
# What one goes out for: "a run", "a long walk", "a curry".
OUTING = r"(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:run|walk|swim|ride|bike\s+ride|hike|jog|drink|drinks|meal|lunch|dinner|brunch|breakfast|curry|coffee|pizza|paddle|stroll|cycle|drive|picnic)\b"
_COMING_UP = re.compile(
    rf"^\W*{ME_NOW}(?:(?:going|off|heading)\s+(?:(?:to|down|down\s+to|up|up\s+to)\s+(?:see\s+|watch\s+)?{AN_EVENT}|(?:out\s+)?for\s+(?:{OUTING}|(?:a\s+few\s+)?drinks|dinner|lunch|brunch|cocktails|food))"
    # a team seen play: "going to see Hull City on saturday with my dad, first match in ages" (the model: "What do you think about
    # the old school rugby team?", session 48's walk)
    r"|going\s+to\s+(?:see|watch)\s+(?:the\s+)?(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?(?=\s+play\b|[^.!?]*\b(?:match|game)\b)(?:\s+play)?"
    # out, with when or what for: "me and the girls r going out tonight to celebrate"
    r"|going\s+out(?=\s+(?:tonight|later|tomorrow|on\s+\w+|this\s+\w+|to\s+celebrate)\b)"
    rf"|(?:having|doing|throwing)\s+(?:a|an)\s+(?:[\w'-]+\s+){{0,2}}?{EVENT}\b"
    rf"|(?:taking|bringing)\s+(?:the\s+(?:kids|children|family|dog|baby|boys|girls|lads)|{THEIRS}|her|him|them|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))\s+"
    rf"(?:out\s+for\s+{OUTING}|to\s+{AN_EVENT}|camping|swimming|skiing"
    # a team seen play: "I'm taking Callan to see Aberdeen play on Saturday." (the model: "Great!")
    r"|to\s+(?:see|watch)\s+(?:the\s+)?(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+))?\s+play"
    # "We're taking her to meet Tom's grandma on Sunday." (the model: "What's your plan on Sunday?")
    rf"|to\s+(?:meet|see|visit)\s+(?:{THEIRS}|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:'s\s+[\w-]+)?|(?:her|his|their)\s+[\w-]+)"
    r"|sailing|fishing|hiking|bowling|ice\s+skating)"
    r"|going\s+(?:camping|hiking|skiing|sailing|fishing|climbing|surfing|cycling|bowling|dancing|kayaking|ice\s+skating)"
    r"|hosting\s+(?:the\s+|a\s+|our\s+|my\s+)?(?:[\w'-]+\s+){0,2}?(?:book\s+club|dinner|party|quiz|games\s+night|barbecue|bbq|christmas"
    r"|brunch|lunch|sleepover))" + REST + r"(?:\s+to\s+celebrate)?"
    # ... and how long since the last: "…, first match in ages"
    r"(?:\s*,\s*(?:the\s+|my\s+|our\s+)?first\s+(?:[\w-]+\s+){0,2}?(?:match|game|gig|time|one|night\s+out|holiday|trip)\s+(?:in|for)\s+"
    r"(?:ages|years|months|weeks|a\s+(?:while|long\s+time)|(?:\w+|\d+)\s+(?:years|months|weeks)))?" + END
    + r"|^\W*it'?s\s+(?:my|our)\s+turn\s+to\s+host\s+(?:the\s+|a\s+)?(?:[\w'-]+\s+){0,2}?(?:book\s+club|dinner|party|quiz|games\s+night"
    r"|barbecue|bbq|christmas|brunch|lunch)" + REST + END,
    re.IGNORECASE,
)
_AHEAD = (
    "{said} — sounds fun! Are you looking forward to it?",
    "{said} — how fun! What are you most looking forward to?",
)
# A run or a walk taken on: "me and my sister are doing a 10k for charity in may" (the model: "How much do you plan to
# donate?", walk 15), not "how fun!"
_CHALLENGE = re.compile(
    r"\b(?:doing|running|walking|cycling|swimming)\s+(?:a|an|the|my|our)\s+(?:[\w'-]+\s+){0,2}?"
    r"(?:\d{1,3}\s?k|marathon|fun\s+run|triathlon|sponsored\s+\w+|parkrun|race)\b",
    re.IGNORECASE,
)
_TRAINING = (
    "{said} — good for you! How's the training going?",
    "{said} — brilliant, good luck with it! Have you done one before?",
)


def ahead(sentence: str) -> tuple[str, str] | None:
    """The two wordings for an event, an outing or a run or walk ahead of them (``_COMING_UP``), or None."""
    if not _COMING_UP.match(sentence):
        return None
    return _TRAINING if _CHALLENGE.search(sentence) else _AHEAD
