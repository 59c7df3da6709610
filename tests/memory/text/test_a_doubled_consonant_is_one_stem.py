""""running" and "runs", "planned" and "plan" are one word to lexical matching; "added",
"stuffed", "falling" and "missed" keep their own double letters."""

import pytest

from memory.text import lexical


@pytest.mark.parametrize("a, b", [("running", "runs"), ("planned", "plans"), ("swimming", "swim"), ("hugged", "hug")])
def test_a_doubled_consonant_before_ing_or_ed_is_one(a, b):
    assert lexical.stem(a) == lexical.stem(b)
    assert lexical.overlap_scores(b, [f"I was {a} all day"]) == [1.0]


@pytest.mark.parametrize("word, stem", [("added", "add"), ("stuffed", "stuff"), ("falling", "fall"), ("missed", "miss")])
def test_a_root_that_ends_doubled_keeps_it(word, stem):
    assert lexical.stem(word) == stem
