"""A fragment after a sentence ("… our second baby!! due in march") is read with it: alone
it tells nothing and was left out, and "when is the baby due?" got the pregnancy without
the month."""


def test_a_fragment_is_said_back_with_the_sentence_before_it(alice, say):
    say(alice, "my wife jess is pregnant with our second baby!! due in march")
    assert say(alice, "when is the baby due?").text == (
        "Your wife Jess is pregnant with your second baby, due in March (you told me earlier today).")


def test_a_pleasantry_or_a_question_is_no_fragment(alice, say):
    say(alice, "I finished my first marathon today. Thanks!")
    say(alice, "My knee hurts. is that normal")
    reply = say(alice, "What did I finish today?").text
    assert "Thanks" not in reply and "marathon" in reply
    assert "normal" not in say(alice, "What hurts?").text
