"""Contradictions and corrections (DESIGN §6, seed 003 §7, seed 004): the staged
contradiction check (``contradiction``, with whose statement it is in ``subjects`` and
whether a fact changed in ``change``) and the challenges built on it — mode 1 surfaces a
person's own contradiction (``challenges``, reading their claims with ``own_words`` and
comparing them with ``comparison``) and supersedes a belief once the change is confirmed
(``supersession``), mode 2 corrects a harmful belief (``corrections``)."""

from memory.socrates.challenges import ASK, ASKED, CONFIRMED, DECLINED, NOTED, SURFACED, examine, prepare, said_when
from memory.socrates.own_words import claims, states_change, words_to_read
from memory.socrates.supersession import (
    after_new_belief,
    answer_to_acknowledgement,
    answer_to_challenge,
    former_beliefs,
    may_supersede,
    previous_message_time,
    says_a_word_of_change,
    supersede,
)
from memory.socrates.corrections import conflicting_claim, may_encode
from memory.socrates.cues import read_ahead

__all__ = [
    "ASK",
    "ASKED",
    "CONFIRMED",
    "DECLINED",
    "NOTED",
    "SURFACED",
    "after_new_belief",
    "answer_to_acknowledgement",
    "answer_to_challenge",
    "claims",
    "conflicting_claim",
    "examine",
    "former_beliefs",
    "may_encode",
    "may_supersede",
    "prepare",
    "previous_message_time",
    "read_ahead",
    "said_when",
    "says_a_word_of_change",
    "states_change",
    "supersede",
    "words_to_read",
]
