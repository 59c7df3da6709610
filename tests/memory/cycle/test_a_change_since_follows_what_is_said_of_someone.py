"""What the person said of someone they name is said back with a change they told of that
person since: "Do I have a girlfriend?" the session after "My girlfriend Hana is a chef"
and right after "Hana and I broke up last week." got only "Your girlfriend Hana is a
chef …"."""

from django.utils import timezone

from memory import archive, formation

SINCE = "Since then: Hana and you broke up last week (you told me earlier today)."


def test_a_change_told_since_follows(alice, say):
    told = say(alice, "My girlfriend Hana is a chef, she runs a small ramen place in Bristol.")
    formation.form_conversation(told.inbound.conversation, force=True)
    later = archive.begin_conversation(alice, "cli", when=timezone.now())
    say(alice, "Hana and I broke up last week. It was mutual but I'm pretty sad.", conversation=later)
    reply = say(alice, "Do I have a girlfriend?", conversation=later).text
    assert reply.startswith("Your girlfriend Hana is a chef") and reply.endswith(SINCE)


def test_no_change_no_since(alice, say):
    say(alice, "My girlfriend Hana is a chef, she runs a small ramen place in Bristol.")
    say(alice, "Hana made ramen for my parents, they loved it.")
    assert "Since then" not in say(alice, "Do I have a girlfriend?").text


def test_a_change_of_something_named_by_what_it_is_called_follows(alice, say):
    say(alice, "I'm a vet in Lyon and I have a horse called Tempête")
    say(alice, "I sold Tempête last month, it was heartbreaking")
    expected = (
        "You have a horse called Tempête (you told me earlier today). "
        "Since then: you sold Tempête last month, it was heartbreaking (you told me earlier today)."
    )
    assert say(alice, "Do I have a horse?").text == expected  # was only "You have a horse called Tempête"
    assert say(alice, "Who is Tempête?").text == expected


def test_who_someone_is_is_answered_by_the_name_they_were_given(alice, say):
    say(alice, "I've been seeing someone new, her name is Mei")
    say(alice, "Mei and I went to a gig on Friday.")
    assert say(alice, "Who is Mei?").text == (  # was "I'm not sure — I know that …"
        "You've been seeing someone new, her name is Mei (you told me earlier today).")
