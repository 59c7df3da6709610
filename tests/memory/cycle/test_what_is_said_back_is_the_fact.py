"""What is said back is the fact, not the chat around it: "I'm allergic to peanuts
remember, so no satay please 😅" was said back whole in an import walk-through ("You're
allergic to peanuts remember, so no satay please 😅 (you told me …)")."""

from memory import formation


def test_a_request_and_a_tag_around_the_fact_are_left_out(alice, say):
    told = say(alice, "I'm allergic to peanuts remember, so no satay please 😅")
    formation.form_conversation(told.inbound.conversation, force=True)
    assert say(alice, "What am I allergic to?").text == "You're allergic to peanuts (you told me earlier today)."


def test_what_the_fact_says_is_kept(alice, say):
    say(alice, "I don't eat meat, so no bacon for me.")
    say(alice, "I have two kids, no pets.")
    assert say(alice, "Do I eat meat?").text == "You don't eat meat (you told me earlier today)."
    assert say(alice, "Do I have kids?").text == "You have two kids, no pets (you told me earlier today)."


def test_an_aside_before_the_tail_is_left_out(alice, say):
    say(alice, "I'm vegan btw, so no cheese for me haha")
    assert say(alice, "Am I vegan?").text == "You're vegan (you told me earlier today)."
