"""Contradictions and corrections (DESIGN §6, seed 003 §7, seed 004): the staged
contradiction check (``contradiction``) and the challenges built on it — mode 1 surfaces a
person's own contradiction (``challenges``), mode 2 corrects a harmful belief
(``corrections``)."""

from memory.socrates.challenges import (
    ASKED,
    CONFIRMED,
    DECLINED,
    after_new_belief,
    answer_to_challenge,
    claims,
    examine,
    former_beliefs,
    prepare,
    previous_message_time,
    said_when,
    states_change,
    supersede,
    words_to_read,
)
from memory.socrates.corrections import conflicting_claim, may_encode
from memory.socrates.cues import read_ahead

__all__ = [
    "ASKED",
    "CONFIRMED",
    "DECLINED",
    "after_new_belief",
    "answer_to_challenge",
    "claims",
    "conflicting_claim",
    "examine",
    "former_beliefs",
    "may_encode",
    "prepare",
    "previous_message_time",
    "read_ahead",
    "said_when",
    "states_change",
    "supersede",
    "words_to_read",
]
