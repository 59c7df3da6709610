"""A sentence said back to answer a question leaves out a label it opened with ("Big news:
I moved to Barcelona last week!" was said back "Big news: You moved to Barcelona …"), but
not words of the person's own before a colon; said today, it leaves out the date formation
resolved ("last week (the week of 16 November 2026) (you told me earlier today)")."""

from django.utils import timezone

from memory import archive


def test_a_label_is_not_said_back(alice, say):
    say(alice, "Big news: I moved to Barcelona last week!")
    assert say(alice, "Where do I live now?").text == "You moved to Barcelona last week (you told me earlier today)."


def test_words_of_ones_own_before_a_colon_are(alice, say):
    say(alice, "My plan: move to Spain next spring with my wife.")
    assert say(alice, "What's my plan?").text.startswith("Your plan: move to Spain next spring")



def test_a_date_resolved_today_is_not_said_back(alice, remember, say):
    remember(alice, "Big news: I moved to Barcelona last week!")  # kept as "… last week (the week of …)!"
    later = archive.begin_conversation(alice, "cli", when=timezone.now())
    assert say(alice, "Where do I live now?", conversation=later).text == (
        "You moved to Barcelona last week (you told me earlier today).")


def test_a_laugh_in_the_sentence_is_not_said_back(alice, say):
    say(alice, "i got a second dog lol, a corgi named Mochi")
    assert say(alice, "how many dogs do i have").text == (
        "You got a second dog, a corgi named Mochi (you told me earlier today).")


def test_a_correction_is_said_back_without_its_actually(alice, say):
    say(alice, "My sister Clara lives in Lisbon too, she's a dentist.")
    say(alice, "Actually my sister lives in Porto, not Lisbon. I got that wrong.")
    assert say(alice, "Where does my sister live?").text == "Your sister lives in Porto, not Lisbon (you told me earlier today)."
