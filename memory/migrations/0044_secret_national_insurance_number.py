"""A floor secret pattern for a UK National Insurance number written with its spaces ("my national insurance number is
AB 12 34 56 C"), which the lead's probe of session 48 let through: 0007's pattern for an identity number after its name
takes one word of letters and digits, not the number's five spaced groups. Masked like the others (``(?P<secret>…)``):
after its name ("national insurance", "NI", "NINO"), any two letters; alone, only letters a number can begin with (not D,
F, I, Q, U or V first; not O second), so "QQ 12 34 56 C", the placeholder printed on forms, is masked only after its name.
Checked (``bench/refusal_pattern_rows.py``) against every benign and distress row of the development data and LoCoMo's
development turns: none matched.

The floor trigger is disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_GROUPS = r"\d{2}\s?\d{2}\s?\d{2}\s?[A-D]"
NATIONAL_INSURANCE = (
    r"\b(?:national\s+insurance|ni|nino)\s*(?:number|no\.?|#)?\s*(?:is|:|=|'s)?\s*(?P<secret>[A-Z]{2}\s?" + _GROUPS + r")\b"
    r"|(?P<bare>\b(?-i:[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z])\s?" + _GROUPS + r"\b)"
)

ADDED = {"secrets": [NATIONAL_INSURANCE]}


class Migration(migrations.Migration):

    dependencies = [("memory", "0043_crisis_typed_as_texted")]

    operations = [_floor_patterns.adding(ADDED)]
