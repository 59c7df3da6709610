"""Questions that ask the world, not the person's memory: a fact ("What's the capital of
France?"), a sum ("What is 17 times 23?"), a how-to ("How do I make a sourdough
starter?"), a recommendation ("Can you recommend a good book?") or something to write.

In a terminal walk-through with the embedded 135M model these got "I don't know — you
haven't told me that yet." (France, capitalised, was taken for someone the person knows),
"Oh, that's a fun one!", "Sure thing! What's the best?" and "17 times 23 is just another
way to say 66." A voice-only model cannot answer them, and nothing the person told
can. So the pipeline says so plainly (``cycle.answers``), and says what it is good for.
What is happening now is no one's here to see (``asks_what_is_happening``: "What's the
weather like in Bristol today?" was offered "you're a primary school teacher in Bristol"),
and the date and the time are the clock's (``asks_the_time``: "What day is it today?" got
"The sun shines bright and the sea's calm.").

Read from the words alone: a sum, a how-to or a recommendation asked of nothing of the
person's (``asks_for_help``), or a question that speaks of no one of theirs ("I", "my",
"we", their name) and names only what nothing they said names (``names_only_the_world``). A question about the person or someone they
told of ("Where does Ana live?" after "my sister Ana …") is never one.
"""

from __future__ import annotations

import re

from memory.text import questions

# A sum: two numbers and what is done to them.
_SUM = re.compile(
    r"\b\d+(?:[.,]\d+)?\s*(?:times|x|×|\*|plus|\+|minus|divided\s+by|/|to\s+the\s+power\s+of|squared)\b"
    r"|\b\d+(?:[.,]\d+)?\s*(?:%|percent)\s+of\s+\d",  # "What's 15% of 80?" got "I see. Tell me more?"
    re.IGNORECASE,
)
# Something to write, whoever it is for: "Can you help me write an email to my boss asking
# for a day off?" got "Emails can be a bit tricky, but I've found that …" (not "write down").
_WRITING = re.compile(
    r"^\W*(?:(?:so|ok|okay|hey|and)[,\s]+)?(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:help\s+me\s+)?"
    r"(?:write|draft|compose|translate|proofread|rewrite)\b(?!\s+(?:\w+\s+)?down\b)",
    re.IGNORECASE,
)
# A how-to: "how do I make …", "how can I fix …", "how to …"; not what the person does, has
# or is ("How do I get to work?" is theirs, "how often do I see my mum" a memory), nor
# "How do you manage to stay so positive?", asked of whom they chat with.
_HOW_TO = re.compile(
    r"^\W*(?:(?:so|ok|okay|hey|and)[,\s]+)?(?:how\s+(?:do|can|could|should|would)\s+(?:i|we|one)|how\s+to)\s+"
    r"(?!(?:have|live|work|feel|know|look|like|love|get\s+to|go\s+to|say|spell)\b)[a-z]+",
    re.IGNORECASE,
)
# Asking for something new: a recommendation, a suggestion, tips or ideas.
_RECOMMEND = re.compile(
    r"^\W*(?:(?:so|ok|okay|hey|and)[,\s]+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?"
    r"(?:recommend|suggest|give\s+me\s+(?:some\s+)?(?:tips|ideas|a\s+recipe))\b"
    r"|^\W*(?:any|got\s+any)\s+(?:good\s+)?(?:tips|ideas|recommendations|suggestions)\b"
    # "What should I pack?" (the embedded 135M: "I hope you're well. What do you want to pack?"),
    # not "What should I do?", which may be asked of something hard.
    r"|^\W*(?:so\s+|and\s+)?what\s+should\s+(?:i|we)\s+(?:pack|wear|cook|bake|buy|get|make|read|watch|bring|order|plant)\b"
    # ... and what to say to someone not theirs: "What should I say to a parent whose kid keeps biting others?" (the 135M:
    # "What's your plan for the next day?", the lead's walk in session 47); not to someone of theirs, which may be hard
    r"|^\W*(?:so\s+|and\s+)?what\s+(?:should|do|would|could)\s+(?:i|we)\s+(?:say|write)\s+to\s+(?:a|an|the)\s+",
    re.IGNORECASE,
)
# ... and ideas for a free time, which points back to nothing said ("What do you think I should
# do this weekend?" got "Don't forget to check out the new restaurant you're going to!" in
# issue 14's dev walk-through).
_FREE_TIME = re.compile(
    r"^\W*(?:so\s+|and\s+)?what\s+(?:do\s+you\s+think\s+|would\s+you\s+suggest\s+)?(?:(?:should|could|shall)\s+(?:i|we)|(?:i|we)\s+(?:should|could))\s+do\s+"
    r"(?:this\s+(?:weekend|evening|afternoon|morning)|tonight|tomorrow|at\s+the\s+weekend|on\s+(?:saturday|sunday|my\s+day\s+off))\s*\??\s*$",
    re.IGNORECASE,
)
# Of the person: their own words, or someone or something of theirs.
_THEIRS = re.compile(r"\b(?:i'm|i've|i'd|me|my|mine|myself|our|ours|us)\b", re.IGNORECASE)
_ME = re.compile(r"\b(?:i|we)\b", re.IGNORECASE)
# What the chat so far is about: "them", "it", "that one".
_POINTS_BACK = re.compile(r"\b(?:it|its|them|they|their|that|this|those|these|he|she|him|her|his)\b", re.IGNORECASE)
# A capitalised word, accented too ("Inês": its "In" was looked for in what the person said
# and not found).
_NAME = r"[A-ZÀ-ÖØ-Þ][^\W\d_]+"
_CAPITALISED = re.compile(rf"(?<=\w ){_NAME}")
# Asked of a person, maybe one the person knows: who someone is, something of theirs, where
# they live or work.
_OF_SOMEONE = re.compile(
    rf"^\W*(?i:who(?:'s|\s+(?:is|was|are|were)))\b|(?<=\w ){_NAME}['’]s\b|\b(?:live|lives|work|works|study|studies|feel|feels|doing|do\s+for)\b"
    # the age of one called by a first name alone: "How old's Isla?" (never told of) was answered that the
    # model is only good for a chat (the lead's walk 24); "How old is Taylor Swift?" is the world's
    rf"|^\W*(?i:how\s+old(?:'s|\s+is|\s+was|\s+will))\s+{_NAME}(?:\s+(?i:be|now|turning))?\s*[?.!]*\s*$"
)


# What is happening now: the weather, the news; not what it was ("What was the weather like
# on our honeymoon?" is the person's to have told).
_NOW = re.compile(
    r"\b(?:weather|forecast|temperature|headlines|news\s+today|in\s+the\s+news)\b"
    r"|\b(?:will|is|'s)\s+it\s+(?:going\s+to\s+)?(?:rain|snow|be\s+(?:sunny|cold|hot|warm|windy|nice))\b",
    re.IGNORECASE,
)
_THEN = re.compile(r"\b(?:was|were|did|had|yesterday|last)\b", re.IGNORECASE)
DATE, TIME = "date", "time"
_CLOCK = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|hey|um)[,\s]+)?(?:"
    r"what(?:'s|s|\s+is)\s+(?:the\s+)?(?P<what>date|time|day)(?:\s+(?:today|now|it\s+is))?"
    r"|what(?:'s|s|\s+is)\s+(?:today|today's\s+date)|what\s+(?P<which>day|date|time)\s+is\s+it(?:\s+(?:today|now))?"
    r"|what\s+day\s+of\s+the\s+week\s+is\s+it(?:\s+today)?)\s*[?!.]*\s*$",
    re.IGNORECASE,
)


def asks_what_is_happening(text: str) -> bool:
    """Whether ``text`` asks what is happening now, the weather or the news ("What's the
    weather like in Bristol today?", "Will it rain tomorrow?"), which no model here sees."""
    return questions.is_question(text) and bool(_NOW.search(text)) and not _THEN.search(text)


def asks_the_time(text: str) -> str | None:
    """``DATE`` when ``text`` asks what day it is ("What day is it today?", "what's the
    date"), ``TIME`` when it asks the time ("What time is it?"), else None."""
    found = _CLOCK.match(text.strip())
    if found is None:
        return None
    return TIME if (found["what"] or found["which"] or "").lower() == "time" else DATE


def asks_for_help(text: str) -> bool:
    """Whether ``text`` asks for a sum, a how-to or a recommendation, and of nothing of the
    person's or of the chat so far: "How do I fix a leaking tap?", not "How do I tell my
    mum?" nor "Any tips for keeping them healthy?" after the tomato plants; or something to
    write, whoever it is for ("Can you help me write an email to my boss?"); or ideas for a
    free time ("What should we do tonight?"); or tips or ideas
    for something of theirs that is not the chat so far ("Any tips for running while I'm
    there?" got "You're coming to the party, aren't you?" from the embedded 135M)."""
    if _WRITING.search(text) or _FREE_TIME.search(text) or _RECOMMEND.search(text) and not _POINTS_BACK.search(text):
        return True
    if _THEIRS.search(text) or _POINTS_BACK.search(text):
        return False
    return bool(_SUM.search(text) or _HOW_TO.search(text))


def names_only_the_world(text: str, names: list[str], told: str) -> bool:
    """Whether the question ``text`` speaks of no one of the person's (nor of them by any of
    their ``names``) and names only what nothing they said (``told``: the words the
    pipeline read of theirs) names: "What's the capital of France?", "What year did Apollo
    11 land?", not "Where is Oslo?" after "my friend Alex lives in Oslo"."""
    called = {word.lower() for name in names for word in name.split()}
    if _THEIRS.search(text) or _ME.search(text) or called & {word.lower() for word in re.findall(r"\w+", text)}:
        return False
    if _OF_SOMEONE.search(text):
        return False  # "When is Caroline's birthday?": someone not told of yet, not the world
    named = _CAPITALISED.findall(text)
    return bool(named) and not any(re.search(rf"\b{re.escape(word)}\b", told, re.IGNORECASE) for word in named)
