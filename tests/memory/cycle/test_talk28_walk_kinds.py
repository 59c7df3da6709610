"""The faults of the lead's second walk of session 40 (a taxi driver in Bradford, 5 fine / 1 weak / 6 wrong), met by
general forms with a voice-only model; each with look-alikes left alone."""

import pytest

from memory.cycle import catching_up, grounding, rituals, trips
from memory.text import ailments, mishaps


@pytest.mark.parametrize("text, said", [
    ("My wife Samina's a teaching assistant, and our two girls are at the same primary.", "your two girls are at the same primary"),
    ("My husband drives a bus, and our son is in Year 3.", "your son is in Year 3. Does he"),
    ("My partner Jo is a nurse and our kids are at the local school.", "your kids are at the local school"),
    ("Our two girls are at the same primary.", "Your two girls are at the same primary"),
    ("My daughter's at secondary now.", "Your daughter's at secondary now"),
])
def test_a_partners_job_and_where_the_children_are_at_school_are_said_back(text, said):
    """"My wife Samina's a teaching assistant, and our two girls are at the same primary." got "Those are lovely."."""
    reply = rituals.told(text)
    assert reply and said in reply and reply.endswith("?")


@pytest.mark.parametrize("text", ["The kids are at school.", "Our girls are at the park.", "My son is in trouble at school.",
                                  "Our kids are at school."])
def test_children_at_school_today_or_in_trouble_are_not_where_they_go(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, said", [
    ("The little one, Zara, lost her first tooth yesterday and was over the moon.", "lost her first tooth yesterday —"),
    ("Zara lost her first tooth yesterday and was so proud.", "Zara lost her first tooth yesterday —"),
    ("My son lost his first tooth yesterday and he was chuffed to bits.", "Your son lost his first tooth yesterday —"),
    ("My son lost his first tooth yesterday and was thrilled.", "Your son lost his first tooth yesterday —"),
])
def test_a_childs_milestone_then_how_glad_it_made_them_is_met_as_the_milestone(text, said):
    """"The little one, Zara, lost her first tooth yesterday and was over the moon." got "What a beautiful story."."""
    reply = rituals.told(text)
    assert said in reply and "over the moon" not in reply


@pytest.mark.parametrize("text", ["Zara lost her first tooth yesterday and was upset.", "Zara lost her purse and was gutted."])
def test_a_happening_with_no_gladness_after_it_is_not_met_as_the_milestone(text):
    reply = rituals.told(text) or ""
    assert "milestone" not in reply and "big moment" not in reply


@pytest.mark.parametrize("text, ache", [
    ("Did a twelve-hour shift last night and my eyes are stinging.", "your eyes are stinging"),
    ("Did a twelve-hour shift last night, my head is pounding.", "your head is pounding"),
    ("Worked a double yesterday, my feet are killing me.", "your feet are killing you"),
    ("I pulled a fourteen-hour day and my back is aching.", "your back is aching"),
])
def test_a_long_shift_then_an_ache_is_a_days_load(text, ache):
    """"Did a twelve-hour shift last night and my eyes are stinging." got "What's up?"."""
    reply = rituals.told(text)
    assert reply and f"no wonder {ache}" in reply.lower()


@pytest.mark.parametrize("text, ache", [("My eyes are stinging.", "Your eyes are stinging"), ("My throat's sore.", "Your throat's sore"),
                                        ("My head is pounding today.", "Your head is pounding today")])
def test_an_ache_of_any_part_is_met_with_sympathy(text, ache):
    reply = rituals.told(text)
    assert reply and reply.startswith(ache)


@pytest.mark.parametrize("text", ["My heart is pounding.", "My car is burning.", "Did a shift last night and my son is poorly.",
                                  "I had a day off and my eyes are fine."])
def test_what_only_looks_like_an_ache_after_a_load_is_not(text):
    reply = rituals.told(text)
    assert reply is None or "no wonder" not in reply


@pytest.mark.parametrize("text", [
    "We're going to my brother's in Leeds for Eid.", "I'm off to my in-laws' for the weekend.", "We're heading to my mum's for Christmas.",
    "We're going to my sister's for Diwali.",
])
def test_going_to_family_for_a_festival_or_a_stay_is_a_visit(text):
    """"We're going to my brother's in Leeds for Eid." got "That's a lovely choice. What time is it?"."""
    assert trips.told_back(text) and rituals.told(text).startswith(("You're going to your", "You're off to your", "You're heading to your"))


def test_going_somewhere_for_a_festival_is_a_trip():
    assert rituals.told("We're going to Leeds for Eid.").startswith("You're going to Leeds for Eid —")


@pytest.mark.parametrize("text", ["I'm going to my mum's later.", "I'm going to my brother's.", "We're going to Tesco for Eid."])
def test_going_to_family_with_no_stay_or_to_a_shop_is_not_read(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text", [
    "Apologies for vanishing, the kids both had chickenpox.", "Sorry I vanished, my mum's had shingles.",
    "Sorry for vanishing, the twins have been down with tonsillitis.", "Sorry for disappearing, my son caught a nasty bug.",
])
def test_back_after_vanishing_with_an_illness_at_home_is_met_with_sympathy_and_no_cheer(text):
    """"Apologies for vanishing, the kids both had chickenpox." got "How was your day?"."""
    reply = catching_up.back(text, rituals.told)
    assert reply.startswith("No need to apologise.") and ("miserable" in reply or "hard going" in reply)
    assert "good to have you back" not in reply and "!" not in reply


def test_back_after_vanishing_when_busy_is_welcomed():
    assert catching_up.back("Apologies for vanishing, work's been mad.", rituals.told).startswith("No need to apologise — it's good")


@pytest.mark.parametrize("text", ["I had a cold shower.", "I got my flu jab.", "It's been manic with the cold snap.",
                                  "The kids both had a great time.", "It was cold today."])
def test_what_only_names_an_illness_is_no_illness_had(text):
    assert not ailments.had(text)


@pytest.mark.parametrize("text", ["The kids both had chickenpox.", "My dad's got shingles.", "She's had tonsillitis all week."])
def test_an_illness_had_is_bad_news(text):
    assert ailments.had(text) and grounding.bad_news(text)


@pytest.mark.parametrize("text", ["Car failed its MOT this week, so that's three hundred quid I didn't have.",
                                  "The boiler failed its annual service.", "The van's failed its inspection again."])
def test_a_thing_that_failed_its_check_is_a_mishap_said_back(text):
    """"Car failed its MOT this week, so that's three hundred quid I didn't have." had "I'm sorry to hear that." from
    the model in the lead's walk, and "Those are some great stories, I'm glad you've got them." when read again."""
    reply = rituals.told(text)
    assert mishaps.told_of(text) and reply and ("nuisance" in reply or "pain" in reply)


@pytest.mark.parametrize("text", ["I failed my driving test.", "He failed his exam.", "The plan failed.", "Its MOT is due in May."])
def test_someone_failing_or_a_check_due_is_no_mishap(text):
    assert not mishaps.told_of(text)
