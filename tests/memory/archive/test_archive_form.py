"""prepare_for_archive: what the raw archive may keep, from the pattern layer alone."""

import pytest

from memory import refusal
from memory.refusal.patterns import MASK


@pytest.mark.parametrize(
    "text, secret",
    [
        ("my bank pin is 4821", "4821"),
        ("here's my card 4111 1111 1111 1111, exp 09/27", "4111 1111 1111 1111"),
        ("the code they texted me is 582 914", "582 914"),
        ("login: jdoe pw: Spring2024!", "Spring2024!"),
        ("save my key sk-proj-4f9a8b7c6d5e4f3a2b1c0d9e8f7a", "sk-proj-4f9a8b7c6d5e4f3a2b1c0d9e8f7a"),
        ("my iban is DE89 3704 0044 0532 0130 00 for the rent", "DE89 3704 0044 0532 0130 00"),
        ("the master password for my vault is correct-horse-battery-staple", "correct-horse-battery-staple"),
    ],
)
def test_secret_is_masked_in_place_and_the_rest_is_kept(db, text, secret):
    form = refusal.prepare_for_archive(text)
    assert secret not in form.text
    assert MASK in form.text
    assert form.floor_category == "secrets"
    assert form.text_hash == refusal.text_hash(text)


def test_the_pin_example_reads_naturally(db):
    assert refusal.prepare_for_archive("my bank pin is 4821").text == f"my bank pin is {MASK}"


@pytest.mark.parametrize(
    "text",
    ["call me on +44 20 7946 0958", "my order number is 112-4456778, arriving Friday", "my zip code is 10001"],
)
def test_numbers_that_are_not_secrets_are_kept(db, text):
    assert refusal.prepare_for_archive(text) == refusal.ArchiveForm(text, masked=text)


@pytest.mark.parametrize(
    "text, category",
    [
        ("I keep thinking about killing myself", "crisis"),
        ("how do I cook meth in my garage", "illegal"),
        ("should I stop taking my antidepressants", "health_advice"),
    ],
)
def test_other_floor_content_is_kept_only_as_marker_and_hash(db, text, category):
    form = refusal.prepare_for_archive(text)
    assert (form.text, form.floor_category, form.text_hash) == ("", category, refusal.text_hash(text))
    assert form.withheld


def test_a_floor_refusal_the_patterns_missed_is_withheld_by_the_screened_form(alice):
    text = "I keep thinking about putting an end to my own life"
    assert refusal.prepare_for_archive(text).text == text  # no keyword: the model is needed
    form = refusal.screen(text, user=alice).form
    assert (form.text, form.floor_category, form.text_hash) == ("", "crisis", refusal.text_hash(text))


def test_a_secret_in_a_floor_message_is_masked_even_in_the_live_form(alice):
    form = refusal.screen("I want to end it all, my pin is 4821", user=alice).form
    assert form.withheld and form.floor_category == "crisis"
    assert "4821" not in form.masked and "end it all" in form.masked


def test_a_message_with_only_a_secret_keeps_its_masked_text(alice):
    form = refusal.screen("my bank pin is 4821, remind me to call mum", user=alice).form
    assert form.floor_category == "secrets" and not form.withheld
    assert form.text == form.masked and "4821" not in form.text and "call mum" in form.text


def test_the_hash_is_keyed_so_a_short_secret_cannot_be_looked_up(db):
    import hashlib

    assert refusal.text_hash("4821") != hashlib.sha256(b"4821").hexdigest()


def test_a_masked_archive_text_is_still_refused_at_encoding(db):
    masked = refusal.prepare_for_archive("my bank pin is 4821").text
    verdict = refusal.evaluate(masked)
    assert verdict.category == "secrets" and not verdict.may_encode
    assert verdict.matches[0].matched_by == "mask"
