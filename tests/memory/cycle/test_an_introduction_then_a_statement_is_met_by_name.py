"""A first message that gives the person's name and then one thing the pipeline acknowledges
is met by name and acknowledged: the embedded model answered "I'm Aisha. I work as a
pharmacist in Manchester." with "I'm always happy to help." (a walk-through)."""

import pytest

from memory.cycle import rituals


@pytest.mark.parametrize("text, met, then", [
    ("I'm Aisha. I work as a pharmacist in Manchester.", "Nice to meet you, Aisha!", "pharmacist"),
    ("Hi! I'm Priya, we just got a cat.", "Nice to meet you, Priya!", "a cat"),
    ("Hey, I'm Sam! My mum is visiting next weekend.", "Nice to meet you, Sam!", "Your mum is visiting next weekend"),
    ("My name is Tom and I teach geography.", "Nice to meet you, Tom!", "teaching geography"),  # a walk-through: "My name's Grace and I run …"
    # the lead's sixth walk-through: "I see. Tell me more?" from the 135M; what they are said without a verb
    ("Name's Geoff, retired postman from Swansea.", "Nice to meet you, Geoff!", "a postman"),
    ("I'm Jo, a nurse in Leeds.", "Nice to meet you, Jo!", "a nurse"),
    ("I'm Jo, a bit tired.", "Nice to meet you, Jo!", "a bit tired"),  # how they are, with the "I'm" left out
    ("It's Dan here, I'm a chef in Bristol.", "Nice to meet you, Dan!", "a chef"),  # the lead's thirteenth walk-through
    # the lead's walk in session 38: "I see. Tell me more?"; the hours worked said before "as"
    ("I'm Priyanka, I work nights as a radiographer in Coventry.", "Nice to meet you, Priyanka!", "radiographer"),
])
def test_an_introduction_then_a_statement_is_met_by_name(alice, say, text, met, then):
    reply = say(alice, text).text
    assert reply.startswith(met) and then in reply and reply.count("?") == 1


@pytest.mark.parametrize("text", [
    "I'm Tired. Long day.",  # no name given
    "I'm Aisha. My brother is an idiot.",  # nothing acknowledged after it: the model's
    "My name is Tom and my brother is an idiot.",  # "and" joins only what the writer says of themselves
    "The dog's name's Rex, a spaniel.",  # a name, but not theirs
])
def test_what_is_no_introduction_then_an_acknowledged_statement_is_left(text):
    assert rituals.introduced_then(text) is None
