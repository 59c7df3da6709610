"""A change told in a message answers with what the message goes on to say of it: "Where do
I work?" after "I got a new job! I'm now a finance manager at a charity in Bath." was
answered "You got a new job", and not with the job."""


def test_what_the_message_goes_on_to_say_answers(alice, say):
    say(alice, "I work part-time as an accountant for a small firm in Bristol.")
    say(alice, "I got a new job! I'm now a finance manager at a charity in Bath.")
    assert say(alice, "Where do I work?").text == (
        "You're now a finance manager at a charity in Bath (you told me earlier today).")
