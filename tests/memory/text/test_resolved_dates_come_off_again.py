"""The dates formation puts after relative time expressions come off again, leaving the
person's words, and nothing else in brackets does."""

from datetime import date

from memory.text import timeexpr


def test_resolved_dates_come_off():
    said = "I moved to Barcelona last week and start a job next month!"
    annotated = timeexpr.annotate(said, date(2026, 11, 28))
    assert annotated == "I moved to Barcelona last week (the week of 16 November 2026) and start a job next month (December 2026)!"
    assert timeexpr.unannotated(annotated) == said


def test_other_brackets_stay():
    assert timeexpr.unannotated("I was born in 1990 (March).") == "I was born in 1990 (March)."
    assert timeexpr.unannotated("My flat (2019) is small.") == "My flat (2019) is small."
