"""LoCoMo/SQuAD answer normalisation and the all-tokens answer check."""

from bench.locomo_scoring import answer_in_context, answer_tokens, normalize_answer


def test_lowercases_and_drops_punctuation_articles_and_commas():
    assert normalize_answer("The Adoption-Agencies, and a  Dog!") == "adoptionagencies dog"


def test_numbers_compare_as_strings():
    assert answer_tokens(2022) == ["2022"]


def test_answer_found_when_every_token_is_in_the_context_in_any_order():
    context = ["[8 May, 2023] Caroline: I went to a support group", "it was on 7 May"]
    assert answer_in_context("7 May 2023", context)


def test_answer_missing_one_token_is_not_found():
    assert not answer_in_context("psychology, counseling certification", ["I study psychology and counseling"])


def test_tokens_match_whole_words_only():
    assert not answer_in_context("cat", ["a catalogue of concatenations"])


def test_answer_with_no_tokens_left_is_never_found():
    assert not answer_in_context("The", ["the the the"])
