"""Questions that ask what the person said or did, rather than for advice, an opinion or
something new: "Where does my brother live?", "What am I allergic to?", "When did Caroline
go to the support group?" — answered from memory, and never a request for medical advice
however medical their words (``memory.refusal``)."""

from __future__ import annotations

import re

_QUESTION = re.compile(
    r"^\s*(?:(?:and|so|hey|ok|okay)[,\s]+)?(?:what|what's|whats|wat|wats|waht|where|whre|wher|where's|wheres|who|who's|whos|when|when's|whens|which|why|how\s+(?:many|much|old|long|far|often|soon)"
    r"|(?:do|did|does|am|is|was|have|has)\s+(?:i|my|we|our)\b|(?:do|can)\s+you\s+(?:remember|recall|tell\s+me)"
    # "Do you know if I'm allergic to anything?", not "Do you know a good restaurant?"
    r"|do\s+you\s+know\s+(?:if|whether|what|where|who|when|which|how|my))\b",
    re.IGNORECASE,
)
# Asking for advice, an opinion or something new is not asking what was said.
_NOT_RECALL = re.compile(
    r"\b(?:should|could|would|shall|might|can\s+i|do\s+you\s+think|recommend|suggest|advice|idea|ideas|tips?|"
    r"best\s+way|good\s+way|how\s+(?:do|can|should)\s+i|you\s+(?:like|prefer|think|feel)|your)\b",
    re.IGNORECASE,
)
# "Is Sam a nurse too?", "Does Ana still teach piano?": a yes/no question about someone named.
_ABOUT_SOMEONE = re.compile(r"^\s*(?i:is|was|does|did|has|had|will)\s+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+\b(?<!\bI)")
_SELF = re.compile(r"\b(?:i|me|my|mine|myself|we|our|us)\b", re.IGNORECASE)
# "Can you remind me what I do on Tuesdays?" asks what was said, however politely; "Remind
# me to call Mum" asks for a reminder.
_REMIND = re.compile(
    r"^\s*(?:(?:and|so|hey|ok|okay)[,\s]+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?remind\s+me\s+"
    r"(?:what|where|who|when|which|how|of|about)\b",
    re.IGNORECASE,
)


def asks_what_was_said(text: str, name: str = "") -> bool:
    """Whether ``text`` asks for something the person (``name``) or someone they know
    said or did, not for advice, an opinion or the assistant's own view."""
    if _REMIND.match(text):
        return True
    if not asks(text):
        return False
    named = bool(name) and re.search(rf"\b{re.escape(name)}\b", text, re.IGNORECASE)
    others = [word for word in text.split()[1:] if word[:1].isupper() and word != "I"]
    return bool(_SELF.search(text) or named or others or THE_FAMILY.search(text))


# Theirs said with "the": "How old are the twins?" after "We've got twin girls, Asha and Mira, they're six." (the
# model gave them 25 and 19, the lead's walk 12), "How old are the dogs?" (12, walk 13).
THE_FAMILY = re.compile(
    r"\bthe\s+(twins|kids|children|girls|boys|lads|little\s+ones|grandkids|grandchildren|baby|missus|wife|husband|"
    r"dogs?|cats?|puppy|puppies|pups?|kittens?|horses?|pony|ponies)\b",
    re.IGNORECASE,
)


def asks(text: str) -> bool:
    """Whether ``text`` is a question of the forms ``asks_what_was_said`` reads, about
    anyone ("Who got engaged?", "When is the dentist appointment?"), and not for advice
    or an opinion: one that what the person said may answer, or that may ask the world."""
    return bool(_QUESTION.match(text) or _ABOUT_SOMEONE.match(text)) and not _NOT_RECALL.search(text) and not said_without_i(text)


# A question by its form, with or without its "?": a question word before a verb ("how old
# is oliver", "wat am i studying", "where does my mum work"), a contracted one ("whats my
# sons name") or a verb before its subject ("do i have kids"); not a clause that opens
# with a question word ("When I was young I lived in Rome", "What a day").
_ASKED = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|hey|um|oh)[,\s]+)?(?:"
    r"(?:what|wat|waht|where|whre|wher|who|when|which|why|how)\s+(?:is|are|am|was|were|do|does|did|can|could|will|would|"
    r"should|have|has|had)\b"
    r"|(?:what's|whats|wats|where's|wheres|who's|whos|how's|hows|when's|whens)\b"
    r"|how\s+(?:old|many|much|long|often|far|soon)\b"
    r"|(?:do|does|did|am|is|are|was|were|can|could|will|would|have|has)\s+(?:i|you|u|we|my|your|our|it|he|she|they)\b)",
    re.IGNORECASE,
)


def is_question(sentence: str) -> bool:
    """Whether ``sentence`` asks something, by its "?" or its form (``_ASKED``): people
    chatting leave the "?" out, and "how old is oliver" was kept as a memory and said back
    as the answer to the next question ("How old is oliver (you told me earlier today).")."""
    return sentence.rstrip().endswith("?") or bool(_ASKED.match(sentence)) and not said_without_i(sentence)


# A verb first, closed by a full stop, with no "?" anywhere, or "did my back in": a statement whose "I" was
# left out ("Did my back in lifting a parcel the size of a fridge today." was answered "I don't know — you
# haven't told me that yet.", the lead's walk 12).
_VERB_FIRST = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|hey|um|oh)[,\s]+)?(?:do|does|did|am|is|are|was|were|can|could|will|would|have|has)\s", re.IGNORECASE
)
_DONE_IN = re.compile(r"^\W*did\s+(?:my|his|her|their|our)\s+[\w-]+\s+in\b", re.IGNORECASE)


def said_without_i(text: str) -> bool:
    """Whether ``text``, read as a question by its form, tells something with its "I" left out (above)."""
    text = text.strip()
    return "?" not in text and bool(_VERB_FIRST.match(text)) and (text.endswith((".", "!")) or bool(_DONE_IN.match(text)))
