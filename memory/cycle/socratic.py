"""Socrates in the turn (seed 004, DESIGN §6): the person's answer to what the reply before
asked or acknowledged, else Socrates' own question or correction for this message.

- After "Has something changed?" (``socrates.ASK``), a yes or a no settles the pair
  (``socrates.answer_to_challenge``).
- After "Noted — I'll remember that this has changed." (``socrates.NOTED``), a no
  declines the acknowledgement or, stating another change of the same fact, corrects it
  (``socrates.answer_to_acknowledgement``).
"""

from __future__ import annotations

from memory import socrates
from memory.models import Message
from memory.retrieval import feedback
from memory.socrates.challenges import NOTED_LOSS

CONFIRMED = "Thanks for telling me — I'll remember it that way from now on."
DECLINED = "Thanks — then I'll keep what you told me before."
ACKNOWLEDGEMENT_DECLINED = "Sorry, I misread that — then I'll keep what you told me before."


def reply(user, inbound: Message, text: str, vector, beliefs) -> str | None:
    """Socrates' reply, or None: the person's answer to the question asked or the change
    acknowledged in the last reply is taken and acknowledged; otherwise a correction
    (mode 2) or a question about a contradiction with another session (mode 1) is asked.
    ``text`` is the form of the message the gate lets be written."""
    since = socrates.previous_message_time(inbound)
    if since is not None:
        answered = socrates.answer_to_challenge(user, text, asked_since=since)
        if answered is not None:
            return CONFIRMED if answered.llm_verdict == socrates.CONFIRMED else DECLINED
        corrected = socrates.answer_to_acknowledgement(
            user, text, acknowledged_since=since, corrects=bool(feedback.CORRECTION.search(text)), when=inbound.created_at
        )
        if corrected is not None:
            return ACKNOWLEDGEMENT_DECLINED if corrected == socrates.DECLINED else corrected
    return socrates.examine(user, text, vector, beliefs, conversation=inbound.conversation, when=inbound.created_at)


def mourned(noted: str) -> str:
    """Socrates' reply to a death the turn mourns first: a change acknowledged
    (``socrates.NOTED``) ends in words that fit a loss (``NOTED_LOSS``); a question is kept."""
    if noted.endswith(socrates.NOTED):
        return noted[: -len(socrates.NOTED)] + NOTED_LOSS
    return noted
