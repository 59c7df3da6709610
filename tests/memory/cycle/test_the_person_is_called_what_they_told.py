"""The person is called by the name they told us, or by none: never by their username, an
address they sign in with. The embedded model greeted a person "demo" from the system
prompt ("You are Hippocampus, demo's friendly assistant") and the memory headings ("demo,
28 November 2026:")."""

from django.contrib.auth import get_user_model

from memory import archive, formation
from memory.cycle import context


def test_the_name_told_is_the_name_used(db, say):
    demo = get_user_model().objects.create_user("demo")
    say(demo, "Hi! I'm Priya.")
    told = say(demo, "I work as a pharmacist in Leeds and I'm Arjun's wife.")
    assert archive.told_name(demo) == "Priya"
    formation.form_conversation(told.inbound.conversation, force=True)
    asked = say(demo, "Where do I work these days, do you think?")
    rendered = context.render(asked.inbound.conversation, asked.inbound, asked.inbound.text, asked.memory, [])
    prompt = "\n".join(m["content"] for m in rendered.messages)
    assert "Priya" in rendered.messages[0]["content"]
    assert "pharmacist" in prompt and "demo" not in prompt
    assert say(demo, "Goodbye").text == "Bye for now, Priya — talk soon!"


def test_without_a_name_told_none_is_used(db, say):
    demo = get_user_model().objects.create_user("demo")
    say(demo, "I work as a pharmacist in Leeds.")
    assert archive.told_name(demo) == ""
    asked = say(demo, "How are things going, do you think?")
    rendered = context.render(asked.inbound.conversation, asked.inbound, asked.inbound.text, asked.memory, [])
    assert not any("demo" in m["content"] for m in rendered.messages)
    assert say(demo, "Goodbye").text == "Bye for now — talk soon!"


def test_a_username_labelling_what_they_said_is_left_out():
    assert context.unnamed("demo, 28 November 2026:\n- I work in Leeds.", "demo") == "28 November 2026:\n- I work in Leeds."
    assert context.unnamed("demo: I work in Leeds. demo: We have a cat.", "demo") == "I work in Leeds. We have a cat."


def test_a_name_with_an_accent_is_a_name(db, say):
    tomas = get_user_model().objects.create_user("tomas")
    say(tomas, "I'm Tomás, I'm a software engineer at a bank in Lisbon.")
    assert archive.told_name(tomas) == "Tomás"
    assert say(tomas, "hi again").text == "Good to see you again, Tomás! How have you been?"


def test_a_name_given_as_who_is_here_is_a_name(db, say):
    """"Hey, it's Dev here." got "How's everything going?" and no name was read (a walk-through)."""
    dev = get_user_model().objects.create_user("dev")
    assert say(dev, "Hey, it's Dev here.").text == "Hello, Dev! Nice to meet you. How are you?"
    assert archive.told_name(dev) == "Dev"
