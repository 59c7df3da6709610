"""A word for a kind of thing finds what is of it: "What sports do I do?" after "I started
running again, 5k every morning." got "I don't know — you haven't told me that yet." in a
walk-through."""


def test_running_is_a_sport(alice, say):
    say(alice, "I started running again, 5k every morning.")
    assert "running" in say(alice, "What sports do I do?").text
