"""Socrates in the turn (seed 004, DESIGN §6): the person's answer to what the reply before
asked or acknowledged, else Socrates' own question or correction for this message.

- After "Has something changed?" (``socrates.ASK``), a yes or a no settles the pair
  (``socrates.answer_to_challenge``).
- After "Noted — I'll remember that this has changed." (``socrates.NOTED``), a short no or
  "that's wrong" that states no change of its own declines the acknowledgement: the pair
  is recorded as declined (``socrates.DECLINED``), no longer as confirmed by the person's
  words. In a walk-through "No, that's wrong." right after it went to the embedded model,
  which answered "Wrong! You're not the only one who loves Lea."
"""

from __future__ import annotations

import re

from memory import socrates
from memory.models import BeliefRevision, Message, RevisionReason
from memory.retrieval import feedback

# A decline is short: a longer message says something of its own, and Socrates reads it.
DECLINE_WORDS = 8
_NO = re.compile(r"^\W*(?:no|nope|nah)\b", re.IGNORECASE)
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
        if _declines(text) and _decline_acknowledged(user, since):
            return ACKNOWLEDGEMENT_DECLINED
    return socrates.examine(user, text, vector, beliefs, conversation=inbound.conversation, when=inbound.created_at)


def _declines(text: str) -> bool:
    """Whether ``text`` says no to what the reply before said, stating no change itself:
    "No, that's wrong.", "Nope.", "No, I still live in Munich.", not "No, that's wrong, I
    moved to Hamburg."."""
    return (
        len(text.split()) <= DECLINE_WORDS and bool(_NO.match(text) or feedback.CORRECTION.search(text))
        and not socrates.states_change(text)
    )


def _decline_acknowledged(user, since) -> bool:
    """Record as declined the changes acknowledged since ``since`` (the person's previous
    message: so in the last reply); whether there were any."""
    acknowledged = BeliefRevision.objects.for_user(user).filter(
        reason=RevisionReason.CONTRADICTION, accepted=False, llm_verdict=socrates.CONFIRMED, created_at__gte=since,
    )
    return acknowledged.update(llm_verdict=socrates.DECLINED) > 0
