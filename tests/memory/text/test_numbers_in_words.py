"""Numbers said in words: one pattern and one reading for every part that reads them."""

import re

import pytest

from memory.text.numbers import IN_WORDS, value


@pytest.mark.parametrize("said, worth", [
    ("six", 6), ("Seventeen", 17), ("twenty-one", 21), ("forty two", 42), ("ninety", 90), ("twelve", 12),
])
def test_a_number_in_words_is_read_whole_and_worth_what_it_says(said, worth):
    assert re.fullmatch(IN_WORDS, said, re.IGNORECASE) and value(said) == worth


@pytest.mark.parametrize("said", ["hundred", "twentyone", "sevens", "a"])
def test_what_is_no_number_in_words_is_not_read(said):
    assert not re.fullmatch(IN_WORDS, said, re.IGNORECASE)


def test_the_longest_number_is_read_first():
    """"seventeen" is not "seven" and the rest left over."""
    assert re.match(IN_WORDS, "seventeen years").group(0) == "seventeen"
