"""Floor patterns for not wanting to go on, which the lead found let be while testing the
reading of "I can't imagine life without …" as love (issue 15, session 47): "I don't want to
go on." and "I can't go on without her." were neither refused nor checked in (the head reads
them as ordinary talk; "I don't want to go on anymore." only reached the exemplar net's
check-in). Checked (``bench/refusal_pattern_rows.py``) against every benign and distress row of the train and dev splits of
data/training.jsonl, the hand-written dev sets and LoCoMo's development turns: none matched.

Crisis:
- the writer not wanting to go on, carry on or keep going, said alone or with "anymore",
  "like this", "without him" or "with life"; not going on holiday, a trip or about
  something, nor carrying on with a job;
- the writer unable to go on without someone of theirs ("I can't go on without her"); not
  without coffee, nor where it is what someone else is let believe.

The floor trigger is disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_GO_ON = r"(?:go\s+on|carry\s+on|keep\s+going)"
_NOT_WANTING_TO = (
    r"\bi\s+(?:just\s+|really\s+|honestly\s+|simply\s+)?(?:don'?t|do\s+not|dont)\s+want\s+to\s+" + _GO_ON
    + r"(?=\s*(?:[.!,;]|$|and\b|but\b|anymore|any\s+more|without\s+(?:him|her|them|you|my\s+\w+)|like\s+this|living"
    r"|with\s+(?:my\s+)?life))"
)
_NOT_WITHOUT = (
    r"(?<!\b(?:believe|think|thinks|thought|say|says|said|pretend|pretending)\s+(?:that\s+)?)"
    r"\bi\s+(?:just\s+|really\s+|honestly\s+|simply\s+)?(?:can'?t|cannot|cant|couldn'?t)\s+" + _GO_ON + r"\s+without\s+"
    r"(?:him|her|them|you|my\s+(?:husband|wife|partner|mum|mom|dad|son|daughter|boyfriend|girlfriend|fianc[eé]e?|baby|child|kids"
    r"|children|family|best\s+friend))\b"
)
ADDED = {"crisis": [f"{_NOT_WANTING_TO}|{_NOT_WITHOUT}"]}


class Migration(migrations.Migration):

    dependencies = [("memory", "0038_illegal_and_health_misses_of_the_dev_split")]

    operations = [_floor_patterns.adding(ADDED)]
