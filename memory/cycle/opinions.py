"""A question of what the assistant thinks, asked back by the pipeline when the model is a
voice only (DESIGN §7): the embedded 135M answered "What do you think about big weddings?"
with "That's a great choice! They're always so exciting." and "Do you think it gets
easier?" with "She seems to be a bit of a perfectionist, but she's also really talented."
(terminal walk-throughs). It has no views of its own and no facts of the world to weigh,
so it says so and turns the question back, naming what was asked about as the person
said it; asked what to do, it leaves the choice theirs and asks which way they lean; asked
whether a feeling is normal, it says it cannot know and that they are not alone in asking;
asked for an idea for someone ("what should i cook for her?", which the 135M answered with a
dish it made up), it says it would only make one up and asks what they like.
"""

from __future__ import annotations

import re

from memory.cycle.context import addressed
from memory.cycle.statements import wording
from memory.cycle.telling import THEIRS

_OPENER = r"^\W*(?:(?:so|and|ok|okay|hey|honestly|anyway|well)[,\s]+)?"
# "What do you think about big weddings?", "What's your take on online dating?", "How do you
# feel about tattoos?": what it is about, said back. Not one about the person or the assistant.
_ABOUT = re.compile(
    _OPENER + r"(?:what\s+do\s+(?:you|u|ya)\s+(?:think|reckon)\s+(?:about|of)|what(?:'s|\s+is)\s+your\s+(?:opinion|view|take)\s+(?:on|of|about)"
    r"|how\s+do\s+(?:you|u|ya)\s+feel\s+about|(?:what\s+are\s+)?your\s+thoughts\s+on)\s+"
    r"(?!(?:me|us|you|yourself|myself|ourselves|him|her|them)\s*\?)(?P<topic>[^?.!]{1,60}?)\s*\?+\s*$",
    re.IGNORECASE,
)
# "Do you think it gets easier?", "Don't you reckon she's too young?": a yes or no it cannot
# know. Not a request put as one ("Do you think you could remind me …"), nor advice.
_WHETHER = re.compile(
    _OPENER + r"(?:do|don'?t)\s+(?:you|u|ya)\s+(?:think|reckon)\s+(?!(?:that\s+)?(?:you|i\s+should|i\s+ought)\b)[^?]{2,80}\?+\s*$",
    re.IGNORECASE,
)
# "What do you think I should do?", "What would you do?", "What should I do about it?": a choice.
_ADVICE = re.compile(
    _OPENER + r"(?:what\s+(?:do\s+(?:you|u|ya)\s+(?:think|reckon)\s+i\s+should\s+do|would\s+(?:you|u|ya)\s+do|(?:should|shall)\s+i\s+do)"
    r"|do\s+(?:you|u|ya)\s+(?:think|reckon)\s+(?:that\s+)?i\s+(?:should|ought\s+to)\s+[^?]{2,60}"
    # "What do you reckon, should I ask for a second opinion?" (the model: "A second opinion is always a good idea.")
    r"|what\s+do\s+(?:you|u|ya)\s+(?:think|reckon)\s*[,;:-]+\s*(?:should|shall)\s+i\s+[^?]{2,60})"
    r"(?:\s+(?:now|then|about\s+(?:it|that|this|him|her|them)|in\s+my\s+(?:shoes|place)|if\s+(?:you|u|ya)\s+were\s+me))?\s*\?+\s*$",
    re.IGNORECASE,
)
# "Is it normal to feel this tired?", "is it weird that i miss home": whether a feeling is usual, which
# it cannot know (the model: "Well, it's completely normal. It can be both exciting and overwhelming …",
# "I'm so sorry to hear that."). Not a question of the world ("Is it normal for a dog to eat grass?").
_NORMAL = re.compile(
    _OPENER + r"(?:is\s+it|it'?s|would\s+it\s+be)\s+(?:normal|weird|odd|strange|bad|silly|okay|ok|wrong|natural|usual)\s+"
    r"(?:to\s+(?:feel|be|still|miss|want|get|cry|not)|that\s+i|(?:if|when)\s+i)\b[^?]{2,60}\?*\s*$",
    re.IGNORECASE,
)
_NOT_ALONE = (
    "I can't say what's normal, but you're far from the only one to wonder that. What's been making you ask?",
    "It's a very human thing to wonder. How long have you been feeling like this?",
)

# An idea asked for someone: "what should i cook for her?", "Any ideas what to get my mum for her birthday?" (the 135M invents
# one, the lead's walks in session 47). Not for themselves or the evening ("What should I cook tonight?" is ``text.world``'s).
_WHOM = rf"(?:her|him|them|the\s+(?:kids|children|boys|girls|family|lads)|{THEIRS}|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))"
_IDEA_FOR = re.compile(
    _OPENER + r"(?:what\s+(?:should|shall|could|can)\s+(?:i|we)\s+(?P<doing>cook|make|bake|get|buy|bring|order)"
    r"|(?:any|got\s+any)\s+(?:good\s+)?(?:ideas|suggestions)\s+(?:(?:for|of|on|about)\s+)?what\s+(?:i\s+should\s+|to\s+)"
    r"(?P<to>cook|make|bake|get|buy|bring|order))"
    rf"\s+(?:for\s+)?(?P<whom>{_WHOM})(?:\s+(?:for\s+(?:(?:her|his|their|your|my|our)\s+)?[\w-]+|tonight|tomorrow|on\s+\w+|this\s+\w+))?"
    r"\s*\?*\s*$",
    re.IGNORECASE,
)
_MADE_UP = "Ideas aren't my strong point, I'm afraid — the small model I run on would only make something up."
_LIKES = {True: "What {does} {whom} like to eat?", False: "What{is_} {whom} into at the moment?"}
_AS_SUBJECT = {"her": "she", "him": "he", "them": "they"}
_SEVERAL = re.compile(
    r"^(?:they|(?:the|your)\s+(?:[\w-]+\s+)?(?:kids|children|boys|girls|lads|twins|parents|grandkids|grandchildren|in-laws|folks"
    r"|grandparents|friends))$"
)

_THINK_ABOUT = (
    "I don't have views of my own, but I'd love to hear yours — what do you think about {topic}?",
    "I'm only an assistant, so no opinions here. How do you feel about {topic} yourself?",
)
_CANNOT_KNOW = (
    "I can't really know that — but I'm glad to listen. What's your own feeling about it?",
    "That's hard for me to say. What do you think yourself?",
)
_YOURS_TO_CHOOSE = (
    "That's yours to decide, but I'm happy to listen — which way are you leaning?",
    "I can't choose for you, but talking it through can help. What's pulling you each way?",
)


def asked_back(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to a question of what the assistant thinks (module
    docstring), or None when ``text`` asks none."""
    pick = (wording(text) + shift) % 2
    if _ADVICE.match(text):
        return _YOURS_TO_CHOOSE[pick]
    if found := _ABOUT.match(text):
        return _THINK_ABOUT[pick].format(topic=addressed(found["topic"].strip(), opens=False))
    if found := _IDEA_FOR.match(text):
        whom = addressed(found["whom"], opens=False)
        whom = _AS_SUBJECT.get(whom.lower(), whom)
        several = bool(_SEVERAL.match(whom))
        asked = _LIKES[(found["doing"] or found["to"]).lower() in {"cook", "make", "bake", "order"}]
        return f"{_MADE_UP} " + asked.format(does="do" if several else "does", is_=" are" if several else "'s", whom=whom)
    if _NORMAL.match(text):
        return _NOT_ALONE[pick]
    return _CANNOT_KNOW[pick] if _WHETHER.match(text) else None
