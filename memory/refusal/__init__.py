"""What may never be kept (DESIGN §6, seed 004): the refusal gate (``gate``) judging a
text by every rule (``judging``, the rules compiled by ``ruleset``, its decision in
``verdict``) and deciding what of it may be written (``withholding``), over the secret
patterns (``patterns``, each run only where it may match: ``prescreen``), the embedding
layer (``embedding``), the floor head learned from public labelled data (``head``, rows in
``data/``), what its readings decide (``classifier``), the harmless frames (``frames``:
games and sports in ``games``, stories, stunts and props in ``make_believe``, figures of
speech and venting in ``figures``, what a thing is in ``definitions``, the past and the
law in ``told``) over whom an act lands on (``targets``),
floor words said in an everyday sense (``homonyms``), everyday figures and grief that need
no check-in (``hyperbole``), questions about suicide as a topic (``topic``) and the
category replies (``replies``)."""

from memory.refusal.embedding import read_ahead
from memory.refusal.topic import asks_about_the_topic
from memory.refusal.gate import screen, screen_many
from memory.refusal.judging import evaluate, evaluate_many, withheld_earlier
from memory.refusal.replies import carries_check_in, check_in_for, region_of
from memory.refusal.ruleset import rules
from memory.refusal.verdict import ArchiveForm, Verdict
from memory.refusal.withholding import mask_secrets, prepare_for_archive, text_hash

__all__ = [
    "ArchiveForm",
    "Verdict",
    "asks_about_the_topic",
    "carries_check_in",
    "check_in_for",
    "evaluate",
    "evaluate_many",
    "mask_secrets",
    "prepare_for_archive",
    "read_ahead",
    "region_of",
    "rules",
    "screen",
    "screen_many",
    "text_hash",
    "withheld_earlier",
]
