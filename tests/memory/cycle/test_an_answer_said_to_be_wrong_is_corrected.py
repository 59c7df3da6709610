"""An answer the person says is wrong is not said back again, and what they say instead
answers. In a terminal walk-through with the embedded model, "No, that's wrong. She's a
dentist, not a doctor." right after "Your wife Inês is a doctor (you told me earlier
today)." got "How can I help you with that?", and "What does my wife do?" got the doctor
again; "Actually he turned 4 last week." after Rui's age got "2026: Ah, thank you, no.";
"No, they live in Porto now." after "Your parents live in Coimbra …" got "I see.
Tell me more?", and the next "Where do my parents live?" Coimbra again."""

from memory import formation
from memory.cycle import answers, corrected
from memory.models import Conversation


def test_what_is_called_wrong_and_what_is_right():
    made = corrected.correction(
        "Your wife Inês is a doctor (you told me earlier today).", "No, that's wrong. She's a dentist, not a doctor.")
    assert made.wrong == ["Your wife Inês is a doctor"] and made.right == ["My wife Inês is a dentist, not a doctor."]
    made = corrected.correction("I'm not sure — I know that your parents live in Coimbra (you told me on 2 May 2026).",
                                "No, they live in Porto now.")
    assert made.wrong == ["your parents live in Coimbra"] and made.right == ["My parents live in Porto now."]
    assert corrected.correction("Your parents live in Coimbra (you told me earlier today).", "Nice, thanks!") is None
    assert corrected.correction("That sounds lovely.", "No, that's wrong.") is None  # nothing was said back
    places = "You grew up near Hamburg. You live in Munich. You spent three years in London (you told me earlier today)."
    assert corrected.correction(places, "No, I never lived in London.").wrong == ["You spent three years in London"]
    assert corrected.correction(places, "No, that's wrong.").wrong == []  # which one, it does not say


def test_a_corrected_answer_gives_way_to_the_correction(alice, remember, say):
    remember(alice, "My wife Inês is a doctor and we have a son, Rui, who is 3.", "My parents live in Coimbra.")
    assert say(alice, "What does my wife do?").text.startswith("Your wife Inês is a doctor")
    reply = say(alice, "No, that's wrong. She's a dentist, not a doctor.").text
    assert reply == "Sorry, I had that wrong. Your wife Inês is a dentist, not a doctor."
    assert say(alice, "What does my wife do?").text == (
        "Your wife Inês is a dentist, not a doctor (you told me earlier today).")
    assert say(alice, "Where do my parents live?").text.startswith("Your parents live in Coimbra")
    assert say(alice, "No, they live in Porto now.").text == "Sorry, I had that wrong. Your parents live in Porto now."
    assert say(alice, "Where do my parents live?").text == "Your parents live in Porto now (you told me earlier today)."


def test_a_bare_no_asks_what_is_right(alice, say):
    say(alice, "My brother Felix lives in Bremen.")
    say(alice, "Where does Felix live?")
    assert say(alice, "No, that's wrong.").text == f"{answers.HAD_IT_WRONG} {answers.WHAT_IS_RIGHT}"
    assert "Bremen" not in say(alice, "Where does Felix live?").text


def test_actually_puts_an_answer_right(alice, remember, say):
    remember(alice, "My wife Inês is a doctor and we have a son, Rui, who is 3.")
    assert say(alice, "How old is Rui?").text.startswith("You have a son, Rui, who is 3")
    assert say(alice, "Actually he turned 4 last week.").text == "Sorry, I had that wrong. Rui turned 4 last week."
    assert say(alice, "How old is Rui?").text == "Rui turned 4 last week (you told me earlier today)."
    assert corrected.correction("Rui turned 4 last week (you told me earlier today).", "Actually, thanks!") is None


def test_a_correction_holds_in_the_next_session(alice, remember, say):
    """The next session's "What does my wife do?" got the doctor again: what was formed of
    the correction says "She's a dentist, not a doctor." and not whose."""
    remember(alice, "My wife Inês is a doctor.")
    say(alice, "What does my wife do?")
    corrected_turn = say(alice, "No, that's wrong. She's a dentist, not a doctor.")
    formation.form_conversation(corrected_turn.inbound.conversation, force=True)
    reply = say(alice, "What does my wife do?", conversation=Conversation.objects.create(user=alice, channel="cli")).text
    assert reply.startswith("Your wife Inês is a dentist, not a doctor (you told me"), reply
