"""The refusal gate (DESIGN §6, seed 004): what may never be kept, and what the reply must say.

Entry points, called by the turn pipeline (memory.cycle) and before every episode or
belief write (memory.formation):

- ``prepare_for_archive(text)`` (``withholding``) runs before a message is first written.
  The pattern layer only (``patterns``, no model): secrets are masked in place, a message
  in another floor category is kept only as its category marker and a hash.
- ``screen(text, ...)`` (here) runs every layer (``classifier``, the head learned from
  public data, adds paraphrases and the borderline-crisis check-in) once per turn and
  decides whether anything from a turn may be encoded and whether the reply redirects;
  it writes a RefusalEvent per rule that fired, with a keyed hash, never the text. Its
  verdict carries the text's ``ArchiveForm``: the one form of it that may be written
  anywhere (archive, live window, retrieval context), so nothing downstream screens again.
  ``screen_many(texts, ...)`` does the same for a batch (formation screens a whole run
  of messages with one run of the model).
- ``evaluate(text)`` (and ``evaluate_many``, ``judging``) is ``screen`` without the audit
  rows: for the admin's "test a message" box and for ``manage.py bench_refusal``.

Rules are RefusalRule rows, compiled by ``ruleset``. The floor is always evaluated and
always outranks operator rules, whatever an operator adds: operator rules can only add
restrictions.
"""

from __future__ import annotations

from dataclasses import replace

from memory.models import RefusalEvent
from memory.refusal.judging import evaluate, evaluate_many
from memory.refusal.verdict import Verdict
from memory.refusal.withholding import screened_form, text_hash


def screen(
    text: str, *, user=None, channel: str = "", stage: str = "input", previous: str | None = None
) -> Verdict:
    """Decide for ``text`` (see ``evaluate``) and write one RefusalEvent per rule that fired.

    The event holds the user, channel, stage, rule and a keyed hash of the text, never
    the text. ``stage`` is "input" for a turn, "archive" or "encoding" before a write. A
    borderline crisis is recorded as a FLAG event of category CHECK_IN (the operator's
    queue in the admin).
    """
    verdict = evaluate(text, user=user, previous=previous)
    _record([(text, verdict)], user=user, channel=channel, stage=stage)
    return replace(verdict, form=screened_form(text, verdict))


def screen_many(
    texts: list[str], *, user=None, channel: str = "", stage: str = "input", previous: list[str | None] | None = None
) -> list[Verdict]:
    """``screen`` for each of ``texts`` (one person's, on one channel), in order: the same
    verdicts (each with its text's archive form) and RefusalEvents, decided as
    ``evaluate_many`` does and written in one insert."""
    verdicts = evaluate_many(texts, user=user, previous=previous)
    _record(list(zip(texts, verdicts)), user=user, channel=channel, stage=stage)
    return [replace(verdict, form=screened_form(text, verdict)) for text, verdict in zip(texts, verdicts)]


def _record(decided: list[tuple[str, Verdict]], *, user, channel: str, stage: str) -> None:
    RefusalEvent.objects.bulk_create(
        RefusalEvent(
            user=user if getattr(user, "pk", None) else None,
            channel=channel[:16],
            category=match.category,
            layer=match.layer,
            rule_id=match.rule_id,
            stage=stage[:16],
            text_hash=digest,
        )
        for text, verdict in decided
        if verdict.matches
        for digest in [text_hash(text)]
        for match in verdict.matches
    )
