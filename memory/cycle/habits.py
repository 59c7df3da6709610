"""What the person does over time, acknowledged by the pipeline itself when the model is a
voice only (DESIGN §7), beside ``happenings``, which meets what happens on a day: something
they have been doing ("I've been baking bread this week."), training begun for an event
("I've just started training for a half marathon."), an everyday habit they are changing
("I'm trying to cut down on sugar.", "I'm getting back into swimming.") and something they
do each week ("I play five-a-side football on Tuesday nights."). A state or a habit they may
not want ("I've been sleeping badly", "… drinking too much") is not cheered.
"""

from __future__ import annotations

import re

from memory.cycle.moods import NOT_EVERYDAY
from memory.cycle.statements import END
from memory.cycle.telling import REST

# What they have been doing, unless it is a state or a habit they may not want ("I've been
# feeling low", "… sleeping badly", "… drinking too much"): those are not cheered.
_DOING = re.compile(
    r"^\W*(?:i|we)(?:'ve|\s+have)\s+been\s+(?!(?:feeling|thinking|wondering|worrying|trying|meaning|going|getting|having"
    r"|being|working|struggling|waiting|looking|doing|dealing|coping|sleeping|drinking|smoking|coughing|arguing|fighting"
    r"|crying|panicking|procrastinating|avoiding|ignoring|hiding|losing|missing|hurting|suffering|isolating|overthinking"
    r"|stressing|putting|eating)\b)[a-z]+ing(?!.*\b(?:too|badly|not|less|never)\b)(?:\s+[\w'-]+){0,3}?" + REST + END,
    re.IGNORECASE,
)
# ... or a language practised, which "doing" says too: "I've been doing Spanish on Duolingo every morning." (the
# model: "What type of Spanish do you want to learn?")
_PRACTISING = re.compile(
    r"^\W*(?:i|we)(?:'ve|\s+have)\s+been\s+(?:doing|practising|practicing|brushing\s+up\s+on)\s+(?:my\s+)?"
    r"(?:spanish|french|german|italian|portuguese|japanese|mandarin|chinese|korean|arabic|welsh|gaelic|greek|russian|dutch)"
    r"(?:\s+on\s+(?:duolingo|an\s+app|the\s+app))?(?:\s+(?:every|each)\s+(?:morning|day|night|evening|lunchtime)|\s+daily)?" + REST + END,
    re.IGNORECASE,
)
# Training begun for an event: "I've just started training for a half marathon." (the model:
# "How about you take a half marathon this weekend?")
_TRAINING = re.compile(
    r"^\W*(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:started|begun|began)\s+training\s+for\s+(?:a|an|the|my|our)\s+"
    r"(?:[\w'-]+\s+){0,2}?(?:marathon|half(?:\s+|-)marathon|10k|5k|race|triathlon|ultra|swim|ride|trek|climb|fight|match|season)"
    + REST + END,
    re.IGNORECASE,
)
# An everyday habit they are changing: "I'm trying to cut down on sugar.", "I've given up coffee."
HABIT = (
    r"(?:sugar|caffeine|coffee|tea|smoking|cigarettes|vaping|drinking|alcohol|booze|wine|beer|screen\s+time|my\s+phone"
    r"|social\s+media|junk\s+food|takeaways|crisps|chocolate|sweets|snacking|meat|dairy|biting\s+my\s+nails|swearing)"
)
_CHANGING = re.compile(
    r"^\W*(?:(?:i'?m|i\s+am|we'?re|we\s+are|i'?ve\s+been|i\s+have\s+been|we'?ve\s+been)\s+(?:(?:really|also|still)\s+)?trying\s+to\s+(?:cut\s+(?:down|back)\s+on|give\s+up|quit|stop|eat\s+less|drink\s+less)"
    r"|(?:i|we)(?:'ve|\s+have)\s+(?:just\s+|finally\s+)?(?:cut\s+(?:down|back)\s+on|given\s+up|quit|stopped)"
    r"|(?:i|we)\s+(?:just\s+|finally\s+)?(?:quit|stopped|gave\s+up))\s+" + HABIT + REST + END
    + r"|^\W*(?:i'?m|i\s+am|we'?re|we\s+are|i'?ve\s+been|i\s+have\s+been|we'?ve\s+been)\s+(?:(?:really|also|slowly)\s+)?"
    r"(?:trying\s+to\s+get|getting)\s+(?:back\s+)?into\s+" + NOT_EVERYDAY
    + r"(?:running|swimming|cycling|yoga|pilates|the\s+gym|reading|cooking|baking|painting|drawing|knitting|gardening|football|tennis"
    r"|climbing|walking|dancing|the\s+piano|the\s+guitar|my\s+\w+)" + REST + END,
    re.IGNORECASE,
)
# Something they do each week: "I play five-a-side football on Tuesday nights.", "I go to yoga every Sunday."
_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|week(?:day|night)s?"
_REGULARLY = re.compile(
    # ... or with the when first: "Every morning I walk in the park for one hour." (the model: "What kind of flowers?")
    rf"^\W*(?:every|most)\s+(?:{_DAYS}|mornings?|evenings?|nights?|day)\s*,?\s+(?:i|we)\s+(?:usually\s+|still\s+|always\s+)?"
    r"(?P<each>walk|swim|run|jog|cycle|go\s+(?:for\s+a\s+\w+|swimming|running|walking|to\s+the\s+\w+)|do\s+(?:yoga|pilates|\w+\s+exercises)"
    r"|play\s+[\w'-]+|read|meditate|pray|garden|practi[cs]e\s+[\w'-]+)\b[^.!?,;]{0,50}?" + END
    + r"|^\W*(?:i|we)(?P<been>(?:'ve|\s+have)\s+(?:been|(?:just\s+)?started))?\s+(?:(?:still|usually|also)\s+)?(?:play(?:ing)?\s+(?:[\w'-]+\s+){0,3}?[\w'-]+"
    r"|go(?:ing)?\s+(?:to\s+)?(?:the\s+gym|yoga|pilates|choir|church|the\s+pub\s+quiz|(?:a\s+)?book\s+club|(?:a\s+)?dance\s+class|swimming|running|climbing|parkrun|spin(?:\s+class)?"
    # a club by what it is for: "I go to the bowls club on Thursday afternoons." (the model: "What's the date?")
    # (not one for a hard time: "the support group", "a grief group")
    r"|(?:the|a|my|our)\s+(?:(?!(?:support|bereavement|grief|recovery|therapy|counselling|cancer|aa|na)\b)[\w-]+\s+){1,2}?"
    r"(?:club|group|society|class)|bingo|bowls|the\s+allotment|the\s+library)"
    r"|do(?:ing)?\s+(?:the\s+)?(?:yoga|pilates|parkrun|karate|judo|boxing|crossfit|zumba))"
    rf"\s+(?:on|every|most|at)\s+(?:(?:the|a)\s+)?(?:\w+\s+)?(?:{_DAYS}|nights?|mornings?|afternoons?|evenings?|lunchtimes?|day)" + REST + END,
    re.IGNORECASE,
)

_REGULAR = {
    False: ("{said} — nice! How long have you been doing that?", "{said} — lovely. What got you into it?"),
    True: ("{said} — nice! What got you into it?", "{said} — lovely. How's it going?"),  # how long was said, or that it is new
}
_CHANGED = (
    "{said} — good for you. How's it going so far?",
    "{said} — that takes some doing. What made you decide to?",
)
_BEEN_DOING = (
    "{said} — nice! How's it going?",
    "{said} — lovely. Are you enjoying it?",
)


def told_back(sentence: str) -> tuple[str, str] | None:
    """The two wordings for what ``sentence`` tells the person does over time, to follow it
    said back, or None."""
    if _DOING.match(sentence) or _PRACTISING.match(sentence) or _TRAINING.match(sentence):
        return _BEEN_DOING
    if _CHANGING.match(sentence):
        return _CHANGED
    if found := _REGULARLY.match(sentence):
        return _REGULAR[bool(found["been"]) and bool(re.search(r"\bsince\b|\bstarted\b", sentence, re.IGNORECASE))]
    return None
