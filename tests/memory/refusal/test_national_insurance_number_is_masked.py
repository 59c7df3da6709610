"""A UK National Insurance number written with its spaces is a secret, masked to its number
(migration 0044): "my national insurance number is QQ 12 34 56 C" was let through in the lead's
probe of session 48. A bus number, a room and the placeholder outside its name are not."""

import pytest

from memory import refusal
from memory.refusal import mask_secrets


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "masked"), [
    ("my national insurance number is QQ 12 34 56 C, ok?", "my national insurance number is [withheld: secret], ok?"),
    ("my NI number is AB123456C", "my NI number is [withheld: secret]"),
    ("He gave me JT 43 21 09 B to fill in the form", "He gave me [withheld: secret] to fill in the form"),
])
def test_the_number_is_withheld_and_masked(alice, text, masked):
    assert refusal.evaluate(text, user=alice).category == "secrets"
    assert mask_secrets(text) == masked


@pytest.mark.django_db
@pytest.mark.parametrize("text", [
    "The 12 34 56 bus goes past ours.",
    "Meet me in room AB 12 34 56 7.",
    "The form shows QQ 12 34 56 C as an example.",
    "I need to find my national insurance number for the new job.",
])
def test_a_look_alike_is_answered(alice, text):
    assert refusal.evaluate(text, user=alice).category is None
