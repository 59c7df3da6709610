"""News that has a ritual of its own gets it from the pipeline with a voice-only model: a
death of someone of theirs condolences ("My grandmother died last night." got "Sighing on the
altar, dear." from the embedded 135M), short good news congratulations ("I passed my
driving test!" got "How about next time?"); bad news and things that are no one are not
cheered or mourned. "No, that's wrong." of a reply that said nothing back is asked what is
right (it got "No, that's right. What can I help you with?")."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import formation, socrates
from memory.cycle import answers, losses, rituals, socratic
from memory.models import Conversation


@pytest.mark.parametrize("text, whom", [
    ("My grandmother died last night.", "your grandmother"),
    ("We lost our dog Rolo on Sunday.", "your dog Rolo"),
    ("Our old cat Biscuit died on Tuesday.", "your old cat Biscuit"),
])
def test_a_death_gets_condolences(alice, say, text, whom):
    assert say(alice, text).text == losses.SO_SORRY.format(about=f" about {whom}")


@pytest.mark.parametrize("text", ["I passed my driving test!", "I got the promotion!!", "We're engaged!", "Got the job!"])
def test_good_news_gets_congratulations(alice, say, text):
    assert say(alice, text).text in rituals.CHEERS


@pytest.mark.parametrize("text", ["I got fired!", "I failed my driving test.", "My phone died.", "My dad nearly died last year.",
                                  "I quit!", "Did I pass my driving test?",
                                  "I'm married to Tom.", "Sam and I split up last month.",
                                  "We've got a hamster called Biscuit.",
                                  # "won't" is no win (the conversation bench: "Congratulations! You must be thrilled.")
                                  "We don't have any pets, the landlord won't allow them."])
def test_other_news_is_neither_cheered_nor_mourned(text):
    assert rituals.condolences(text) is None and rituals.congratulations(text) is None


def test_a_bare_no_to_a_reply_that_said_nothing_back_asks_what_is_right(alice, say):
    say(alice, "I'm thinking about the weekend.")
    assert say(alice, "No, that's wrong.").text == f"{answers.HAD_IT_WRONG} {answers.WHAT_IS_RIGHT}"


@pytest.mark.parametrize("text, whom", [("Tom got promoted to head of department!", "Tom"),
                                        ("My sister got engaged!", "your sister"),
                                        # the lead's twelfth walk-through: condolences, for a test passed
                                        ("My best mate Chloe just passed her driving test.", "your best mate Chloe")])
def test_someone_elses_good_news_congratulates_them(text, whom):
    assert rituals.condolences(text) is None
    assert rituals.congratulations(text) == f"That's great news — congratulations to {whom}!"


def test_a_death_is_mourned_before_it_is_noted_as_a_change(alice, say):
    """"My grandmother passed away on Sunday." a session after "My grandmother Rose lives in
    Whitby." got only "… Noted — I'll remember that this has changed." in a walk-through."""
    told = say(alice, "My grandmother Rose lives in Whitby.", when=timezone.now() - timedelta(days=3))
    formation.form_conversation(told.inbound.conversation, force=True)
    later = Conversation.objects.create(user=alice, channel="cli")
    reply = say(alice, "My grandmother passed away on Sunday.", conversation=later).text
    assert reply.startswith(losses.SO_SORRY.format(about=" about your grandmother") + "\n\n")
    assert 'you said "My grandmother Rose lives in Whitby"' in reply  # Socrates' note follows
    assert reply.endswith(socratic.NOTED_LOSS) and socrates.NOTED not in reply  # in words that fit a loss


def test_a_piano_teacher_named_with_a_title_answers(alice, say):
    say(alice, "I'm learning the piano, my teacher is Mr Okafor.")
    assert say(alice, "Who is my piano teacher?").text.startswith("Your teacher is Mr Okafor")


def test_where_someone_lived_comes_with_their_death_since(alice, say):
    say(alice, "My grandmother Rose lives in Whitby.")
    say(alice, "My grandmother passed away on Sunday.")
    reply = say(alice, "Where does my grandmother live?").text
    assert reply.startswith("Your grandmother Rose lives in Whitby") and "Since then: your grandmother passed away" in reply


def test_good_news_with_what_follows_from_it_is_still_cheered():
    """"My boyfriend Luke just got a new job in London so he'll be commuting." had "It's always
    a relief to see someone you love and care about again." (a walk-through): what follows
    from the news does not hide it, and bad news with it still does."""
    assert "congratulations to your boyfriend Luke" in rituals.congratulations(
        "My boyfriend Luke just got a new job in London so he'll be commuting.")
    assert rituals.congratulations("My dad passed away so I'm flying home.") is None
