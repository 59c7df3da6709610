"""A plain statement of a new pet, a diet or condition, a move to a named place, what the
person works as or something they started learning is acknowledged by the pipeline with a
voice-only model, saying back only what was said: the embedded 135M answered "We just got a
cat." with a cheer for an exam passed, "I'm allergic to peanuts." with "Nice try! That's a
good one." and "We're moving to York next month." with "Where can I buy some furniture?".
What says more, or something else, is the model's to answer."""

import pytest

from memory.cycle import acknowledged


@pytest.mark.parametrize("text, said, asked", [
    ("We just got a cat.", "a cat", "What's their name?"),
    ("We've just adopted a kitten called Miso!", "a kitten", "How is Miso settling in?"),
    # A pet had for a while, by name (the model: "A golden retriever is a breed of domestic dog.").
    ("We've got a golden retriever called Biscuit.", "Biscuit", "?"),
    ("I'm allergic to peanuts.", "you're allergic to peanuts", "I'll"),
    ("I can't eat gluten.", "you can't eat gluten", "I'll"),
    ("I'm a vegetarian.", "you're a vegetarian", "I'll"),  # a diet, not a job (the conversation bench)
    # How long, said after it (a walk-through: "What kind of vegan do you eat?" from the model).
    ("I've been vegetarian for ten years.", "you've been vegetarian for ten years", "I'll"),
    ("I have been coeliac since I was a kid.", "you have been coeliac since you were a kid", "I'll"),
    ("We're moving to York next month.", "to York", "?"),
    ("We're thinking about moving to York next year.", "to York", "?"),  # the model: "Where do you think we should go?"
    ("I work as a nurse at the Royal Infirmary.", "a nurse", "?"),
    ("I started learning the piano.", "Learning the piano", "?"),
    ("My sister Ana lives in Porto.", "your sister Ana", "?"),
    ("I took up running last month.", "Taking up running —", "?"),
    # the lead's sixth walk-through: a retired man asked "What's a typical day like for you as a retired postman?"
    ("I'm a retired postman from Swansea.", "retirement after all those years as a postman", "?"),
    ("I'm retired now.", "how long have you been retired", "?"),
    # put right at once (the lead's eighth walk-through: "Might be helpful." from the 135M)
    ("Actually I'm in Hamburg, not Berlin.", "Got it — you're in Hamburg, not Berlin.", "Thanks for putting me right."),
    ("Sorry, my son is 7, not 6.", "Got it — your son is 7, not 6.", "Thanks"),
    ("I live in Leeds with my partner Sam.", "Leeds", "?"),  # the lead's eleventh walk-through
    ("I'm a night nurse.", "a night nurse", "?"),
    ("I drive taxis in Leeds.", "driving taxis", "?"),  # talk23's second walk-through: "That's lovely." from the 135M
])
def test_a_plain_statement_is_said_back_with_one_question_or_a_promise(alice, say, text, said, asked):
    reply = say(alice, text).text
    assert reply == acknowledged.acknowledgement(text) and said in reply and asked in reply


@pytest.mark.parametrize("text", [
    "We've got a hamster.",  # what they have, not news
    "I'm allergic to peanuts, so no satay please.",  # says more than the fact
    "I'm allergic to peanuts. Also I love cake.",
    "We're moving to York next month because of my job.",  # says why: no "What's taking you there?"
    "We're moving house next month.",  # no place to say back
    "I started learning last week.",  # a time, not a thing learned
    "I'm a big fan of jazz.",
    "I work in a hospital.",  # a place, not a field: the model's
    "I drive a Volvo.",  # a car of theirs, not work
    "I drive my kids to school.",
    "I started a new job.",
    "I work as a pharmacist in Leeds and my husband Arjun is a teacher.",  # two things said
    "I'm allergic to peanuts and he is too.",
    "My sister lives in a flat.",  # no place named
    "We're thinking about moving house.",  # no place named
    "I've been to Paris for ten days.",  # a trip, not a diet or condition
    "I've been vegetarian for ten years but I miss bacon.",  # says more
    "Actually it's fine, not a problem.",  # nothing of theirs put right
    "I live in Leeds with my partner Sam but we're moving soon.",  # says more
    "I live in fear of spiders.",  # no place
    "I'm a terrible sleeper, four hours a night if I'm lucky.",  # how they sleep, not a job (the conversation bench)
    "I'm a heavy smoker.",
    "I'm a night owl.",
    "I'm an iPhone person, always have been.",  # a kind of person, not a job
])
def test_what_says_more_or_else_is_left_to_the_model(text):
    assert acknowledged.acknowledgement(text) is None


def test_the_same_words_get_the_same_wording_and_others_may_not():
    told = ["I'm vegetarian.", "I'm vegan.", "I'm coeliac.", "I'm lactose intolerant."]
    assert acknowledged.acknowledgement(told[0]) == acknowledged.acknowledgement(told[0])
    assert len({acknowledged.acknowledgement(text).split(" I'll")[0] for text in told}) == 2


def test_a_wording_that_would_repeat_the_reply_before_is_the_other_one(alice, say):
    """The conversation bench: "I live in Chicago." and then "I teach math at a high school."
    were each met "Oh nice — how long have you …?"."""
    first = say(alice, "I live in Chicago.").text
    second = say(alice, "I teach math at a high school.").text
    assert first.startswith("Oh nice — how long have you") and "teaching math" in second
    assert not second.startswith("Oh nice — how long have you")
    assert second == acknowledged.acknowledgement("I teach math at a high school.", shift=1)


@pytest.mark.parametrize("text, where", [
    # talk23's third walk-through: "Not a bad idea!" from the 135M
    ("We live in a small town just outside York.", "a small town just outside York"),
    ("I live in a cottage near Whitby with my wife.", "a cottage near Whitby"),
])
def test_a_home_near_a_place_is_said_back_as_such(text, where):
    for shift in (0, 1):
        reply = acknowledged.acknowledgement(text, shift)
        assert where.lower() in reply.lower()
        assert "lived in York" not in reply and reply.endswith("?")
