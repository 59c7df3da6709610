"""Floor patterns for two illegal requests the lead's second probe of session 48 let through as ordinary talk (issue
15): "Where can I get pills without a prescription?" and "How do I avoid paying tax on my cash jobs?". Written with
look-alike twins of their own (tests/memory/refusal/test_pills_without_a_prescription_and_undeclared_cash.py) and checked
(``bench/refusal_pattern_rows.py``) against every benign and distress row of the train and dev splits of
data/training.jsonl, the hand-written dev sets and LoCoMo's development turns: none matched (one illegal row did, fentanyl
without a prescription, already refused).

Illegal:
- getting, buying or ordering a prescription-only drug, or pills, meds or tablets said bare, without a prescription; not
  hay fever tablets, paracetamol or the morning-after pill;
- avoiding tax on cash jobs or cash in hand, hiding income from HMRC, not declaring cash income; not an ISA, nor asked
  whether one has to declare it, nor whether it is legal.

The floor trigger is disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_POM = (r"(?:diazepam|valium|xanax|alprazolam|tramadol|codeine|co-?codamol|oxycodone|oxycontin|fentanyl|morphine|adderall|ritalin"
        r"|modafinil|zopiclone|pregabalin|gabapentin|ketamine|sleeping\s+pills|prescription\s+(?:pills|meds|drugs|painkillers))")
WITHOUT_A_PRESCRIPTION = (
    r"\b(?:get|buy|order|source|score|find)\s+(?:some\s+|any\s+)?(?:" + _POM + r"|pills|meds|tablets)\s+(?:online\s+)?"
    r"without\s+(?:a\s+)?(?:prescription|script|doctor)\b"
)
UNDECLARED = (
    r"^(?!.*\b(?:legal\w*|allowed|allowance|permitted|do\s+i\s+(?:have|need)\s+to)\b).*?(?:"
    r"\b(?:avoid|get\s+out\s+of|dodge|skip)\s+paying\s+(?:any\s+)?tax\s+on\s+(?:my\s+|the\s+)?(?:cash(?:\s+in\s+hand)?|cash\s+jobs|cash\s+work|side\s+jobs"
    r"|cash\s+payments|tips)\b"
    r"|\b(?:hide|keep)\s+(?:my\s+|the\s+)?(?:cash|income|earnings|money|side\s+income)\s+(?:hidden\s+)?from\s+(?:hmrc|the\s+tax\s*man|the\s+irs|the\s+revenue)\b"
    r"|\b(?:not|never|without)\s+(?:declare|declaring|declared)\s+(?:my\s+|the\s+)?(?:cash|income|earnings|cash\s+jobs)\b(?![^.!?]*\b(?:need\s+to|have\s+to|should\s+i)\b))"
)

ADDED = {"illegal": [WITHOUT_A_PRESCRIPTION, UNDECLARED]}


class Migration(migrations.Migration):

    dependencies = [("memory", "0044_secret_national_insurance_number")]

    operations = [_floor_patterns.adding(ADDED)]
