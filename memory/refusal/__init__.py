"""What may never be kept (DESIGN §6, seed 004): the refusal gate (``gate``) over the
secret patterns (``patterns``), the embedding layer (``embedding``), the floor head
learned from public labelled data (``head``, rows in ``data/``), what its readings decide
(``classifier``) and the category replies (``replies``)."""

from memory.refusal.embedding import read_ahead
from memory.refusal.replies import carries_check_in, check_in_for, region_of
from memory.refusal.gate import (
    ArchiveForm,
    Verdict,
    evaluate,
    evaluate_many,
    mask_secrets,
    prepare_for_archive,
    rules,
    screen,
    screen_many,
    text_hash,
    withheld_earlier,
)

__all__ = [
    "ArchiveForm",
    "Verdict",
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
