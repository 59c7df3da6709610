"""The kinds talk23's seventh walk-through (a student nurse, typed in the terminal) found
the pipeline not meeting, each met with a voice-only model on sentences that are not the
walk's own, with look-alikes left alone: a week finished without "I", hard going but loved,
not in the mood for what others have on, a call and then what the caller said, saving up
for something, a grumble ending ", so annoying", and a farewell after going to one's room.
The 135M had answered them "I see. Tell me more?", "Aww, you're very lucky.", "Oh no
worries!", "How about a visit to the garden on Saturday?", "A dream come true!", "… you
can't blame the driver." and "Nice try! What do you think of it?"."""

import pytest

from memory.cycle import complaints, happenings, moods, plans, told_by, worn_down
from memory.text import about_the_assistant, phatic


def test_a_week_finished_without_i_is_well_done():
    reply = happenings.acknowledgement("Finally finished my dissertation.")
    assert reply.startswith("Finally finished your dissertation — ") and reply.endswith("?")


@pytest.mark.parametrize("text", ["It was exhausting but I enjoyed every minute.", "Today was hectic, but it was worth it."])
def test_hard_going_but_loved(alice, say, text):
    assert say(alice, text).text == worn_down.worth_it(text) and "worth it" in worn_down.worth_it(text, 1) + worn_down.worth_it(text, 0)


@pytest.mark.parametrize("text", ["It was exhausting but I hated it.", "It was hard but I'm not sure I'll go back."])
def test_hard_going_not_loved_is_not_cheered(text):
    assert worn_down.worth_it(text) is None


def test_not_in_the_mood_for_what_others_have_on():
    text = "My housemates are going to a gig tonight and I don't fancy it."
    assert {told_by.acknowledgement(text, s) for s in (0, 1)} == set(told_by._QUIET_NIGHT)
    assert told_by.acknowledgement("My housemates are going to a gig tonight and I can't wait.") is None


@pytest.mark.parametrize("text, said", [
    ("My brother texted this morning, he's coming home for Christmas.", "Your brother's coming home for Christmas — "),
    ("My sister called, she's having a baby girl!", None),  # what she said is no kind read: left as it was
])
def test_a_call_then_what_the_caller_said(text, said):
    reply = happenings.acknowledgement(text)
    assert (reply is None) if said is None else reply.startswith(said)


def test_saving_up_for_something():
    assert happenings.acknowledgement("We're saving up for a new kitchen.").startswith("You're saving up for a new kitchen — ")
    assert happenings.acknowledgement("I'm saving up for a rope.") is None  # a means of harm: the gate's


def test_a_grumble_ending_so_annoying():
    reply = complaints.acknowledgement("My train was cancelled again, so annoying.")
    assert reply.startswith("Your train was cancelled again, so annoying — ")
    assert complaints.acknowledgement("So annoying.") is None


def test_a_farewell_after_going_to_ones_room_and_a_wish_asked_of_it():
    assert phatic.kinds("Right, off to my room. Night!", "") == {phatic.FAREWELL}
    assert about_the_assistant.asked("Do you ever just want a lie-in?") == about_the_assistant.TASTES
    assert about_the_assistant.asked("Do you ever want to remind me of my plans?") is None  # of the person: not its tastes


def test_a_grumble_of_what_happened_once_does_not_ask_how_long():
    for shift in (0, 1):
        assert "How long" not in complaints.acknowledgement("My phone screen cracked this morning, so annoying.", shift)
