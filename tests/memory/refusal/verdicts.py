"""What the look-alike test files assert of the real gate's verdict on one message: answered
(nothing refused, the message may be kept), refused in its category, or a crisis refused
with the crisis resources."""

from memory import refusal
from memory.refusal.replies import INTERNATIONAL


def answered(user, text: str) -> None:
    verdict = refusal.evaluate(text, user=user)
    assert verdict.category is None and verdict.may_encode, verdict.matches


def refused_as(user, text: str, category: str) -> None:
    assert refusal.evaluate(text, user=user).category == category, text


def crisis_with_resources(user, text: str) -> None:
    verdict = refusal.evaluate(text, user=user)
    assert verdict.category == "crisis" and not verdict.may_encode, text
    assert INTERNATIONAL in verdict.reply
