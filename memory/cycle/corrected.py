"""An answer the person says is wrong: "No, that's wrong. She's a dentist, not a doctor."
right after "Your wife Inês is a doctor (you told me earlier today).". In a terminal
walk-through the embedded model answered the correction with "How can I help you with
that?", and "What does my wife do?" got the doctor again.

What was said back is what they call wrong (``Correction.wrong``), and what they go on to
say is what is right (``Correction.right``), its "she" read as whom the answer spoke of
("My wife Inês is a dentist, not a doctor"). ``answers`` says it back; ``said`` leaves the
wrong sentence out of what answers and takes the right one in (``made_before``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory.cycle.asked import capitalised
from memory.cycle.said_back import CHANGED_SINCE, NOT_SURE, NOT_TOLD_WHO, SAID_BACK
from memory.models import Message, Role
from memory.retrieval import feedback
from memory.text import extraction, lexical

_NO = re.compile(r"^\W*(?:no|nope|nah)\b[\s,.!]*", re.IGNORECASE)
# ... or puts it right without a no: "Actually he turned 4 last week." after "You have a
# son, Rui, who is 3 (you told me …)." got "2026: Ah, thank you, no." from the embedded model.
_ACTUALLY = re.compile(r"^\W*actually\b[\s,]*", re.IGNORECASE)
# What the pipeline said before a sentence it offered rather than answered with.
_NOT_TOLD_WHO = r"[^\W\d_]+".join(map(re.escape, NOT_TOLD_WHO.rstrip().split("{}")))  # the name in its place
_LEAD = re.compile(rf"^(?:{re.escape(NOT_SURE.rstrip())}|{re.escape(CHANGED_SINCE.rstrip())}|{_NOT_TOLD_WHO})\s+")
# Whom a sentence said back speaks of ("Your wife Inês", "Your parents", "Rui"), in the
# person's words, and what the correction calls them by.
_WHO = re.compile(
    r"^(?P<who>(?i:your|my)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+|(?!You\b|I\b)[A-Z][\w'-]+)"
    r"\s+(?=(?:is|are|was|were|has|have|had|lives|live|works|work|teaches|studies|just|still)\b)"
)
_PRONOUN = re.compile(r"^(?:he|she|they|it)(?:'s\b|'re\b|\b)", re.IGNORECASE)
_BE = {"'s": " is", "'re": " are"}


@dataclass(frozen=True)
class Correction:
    wrong: list[str]  # the sentences said back, as said to the person
    right: list[str]  # what the person says instead, in their words


def correction(answered: str, text: str) -> Correction | None:
    """The correction ``text`` makes of ``answered`` (the reply before it), or None when
    that reply said nothing back or ``text`` does not say it is wrong, or says "actually"
    and nothing of its own."""
    says_wrong = bool(feedback.CORRECTION.search(text) or _NO.match(text))
    if not SAID_BACK.search(answered) or not (says_wrong or _ACTUALLY.match(text)):
        return None
    said_back = [_LEAD.sub("", sentence) for sentence in extraction.sentences(SAID_BACK.sub("", answered))]
    # Of several things said back, what the correction speaks of: "No, I never lived in
    # London." is no word against "You live in Munich …" said with it.
    wrong = said_back if len(said_back) == 1 else [s for s in said_back if lexical.terms(s) & lexical.terms(text)]
    who = _whom(wrong[0]) if len(wrong) == 1 else ""
    right = []
    for sentence in extraction.sentences(_ACTUALLY.sub("", _NO.sub("", text))):
        if feedback.CORRECTION.search(sentence) or not extraction.informative(sentence):
            continue
        pronoun = _PRONOUN.match(sentence)
        if pronoun and who:
            said = pronoun[0].lower()
            sentence = who + next((be for ending, be in _BE.items() if said.endswith(ending)), "") + sentence[pronoun.end():]
        right.append(sentence)
    return Correction(wrong, right) if says_wrong or right else None


def _whom(sentence: str) -> str:
    """Whom ``sentence`` (said back) speaks of, in the person's words ("My wife Inês"), or
    the one name in it ("You have a son, Rui, who is 3": "Rui"), or ""."""
    if found := _WHO.match(sentence):
        return re.sub(r"^(?:your|my)\b", "My", found["who"], flags=re.IGNORECASE)
    names = set(capitalised(sentence)) - {"You", "Your"}
    return names.pop() if len(names) == 1 else ""


def only_wrong(text: str) -> bool:
    """Whether ``text`` says the reply before was wrong and nothing else ("No, that's wrong."):
    after a reply that said nothing back, the embedded model answered it "No, that's right.
    What can I help you with?"."""
    if not feedback.CORRECTION.search(text):
        return False
    rest = _ACTUALLY.sub("", _NO.sub("", text))
    return not any(not feedback.CORRECTION.search(s) and extraction.informative(s) for s in extraction.sentences(rest))


def of_the_reply_before(inbound: Message, text: str) -> Correction | None:
    """The correction ``text`` (``inbound``'s) makes of the reply before it, or None."""
    before = (
        Message.objects.filter(conversation=inbound.conversation, created_at__lt=inbound.created_at)
        .exclude(role=Role.USER).order_by("-created_at", "-id").first()
    )
    return correction(before.text, text) if before is not None and before.role == Role.INTERJECTION else None


def made_before(inbound: Message, limit: int) -> list[tuple[Message, Correction]]:
    """The corrections the person made before ``inbound``, in any of their conversations,
    among their last ``limit`` messages and our replies, each with the message that made
    it: a correction made in one session still holds in the next (the memory formed of it
    says "She's a dentist, not a doctor." and not whose)."""
    messages = list(
        Message.objects.for_user(inbound.user).filter(created_at__lt=inbound.created_at)
        .order_by("-created_at", "-id")[:limit]
    )[::-1]
    found = []
    for before, message in zip(messages, messages[1:]):
        if (message.role == Role.USER and before.role == Role.INTERJECTION and message.text
                and before.conversation_id == message.conversation_id):
            if (made := correction(before.text, message.text)) is not None:
                found.append((message, made))
    return found
