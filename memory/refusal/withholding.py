"""What may be written of a text (DESIGN §6, seed 004): secrets masked in place, other
floor content withheld, kept only as its category and a keyed hash.

``prepare_for_archive`` decides with the pattern layer alone, before a message's first
write; ``screened_form`` decides under every layer's verdict (``memory.refusal.gate``).
"""

from __future__ import annotations

import hashlib
import hmac

from django.conf import settings

from memory.models import RuleLayer
from memory.refusal.frames import yields_to_frame
from memory.refusal.patterns import MASK, mask
from memory.refusal.ruleset import SECRETS, rules
from memory.refusal.verdict import CHECK_IN, ArchiveForm, Verdict


def text_hash(text: str) -> str:
    """A keyed SHA-256 of ``text`` (HMAC with SECRET_KEY).

    Keyed, because a plain hash of a four-digit PIN or a short sentence is reversed by
    trying every candidate; the audit trail needs equality, not recoverability.
    """
    return hmac.new(settings.SECRET_KEY.encode(), text.encode(), hashlib.sha256).hexdigest()


def prepare_for_archive(text: str) -> ArchiveForm:
    """What the raw archive may keep of ``text``, decided by the pattern layer alone, before
    its first write (``screen`` decides with every layer afterwards).

    Floor content other than secrets -> empty text, its category and a hash. Secrets
    (floor, or an operator rule in the secrets category) -> masked in place, category
    "secrets".
    """
    hit = next(
        (
            rule.category for rule in rules().floor
            if rule.category != SECRETS and rule.lexical.hit(text) and not yields_to_frame(rule.category, text)
        ),
        None,
    )
    return _form(text, mask_secrets(text), hit)


def _form(text: str, masked: str, withheld_as: str | None) -> ArchiveForm:
    if withheld_as:
        return ArchiveForm("", withheld_as, text_hash(text), masked)
    if masked != text:
        return ArchiveForm(masked, SECRETS, text_hash(text), masked)
    return ArchiveForm(text, masked=text)


def screened_form(text: str, verdict: Verdict) -> ArchiveForm:
    """The archive form under every layer's verdict: any floor category but secrets
    withholds the text (the highest in priority names it); a secret is masked, and a text
    only the model took for a secret, with nothing the mask could take out, is withheld."""
    masked = mask_secrets(text)
    floor = [m.category for m in verdict.matches if m.layer == RuleLayer.FLOOR and m.category not in (SECRETS, CHECK_IN)]
    if not floor and verdict.layer == RuleLayer.FLOOR and masked == text and MASK not in text:
        floor = [verdict.category]
    return _form(text, masked, floor[0] if floor else None)


def mask_secrets(text: str) -> str:
    """``text`` with every secret the pattern layer finds masked in place (floor rules and
    operator rules in the secrets category)."""
    ruleset = rules()
    spans = [
        span
        for rule in ruleset.floor + ruleset.operator
        if rule.category == SECRETS
        for span in rule.lexical.secret_spans(text)
    ]
    return mask(text, spans) if spans else text
