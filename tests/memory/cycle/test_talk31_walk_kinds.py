"""The kinds talk31's walk with the embedded 135M found the pipeline not meeting (session 41: a retired
train driver in Derby, twelve turns, typed with capitals and stops), each met on sentences that are
not the walk's own, with look-alikes left alone."""

import pytest

from memory.cycle import asked, catching_up, mishaps, occupation, rituals
from memory.text import phatic


@pytest.mark.parametrize("text, job", [
    ("I'm retired now, I used to be a postman.", "postman"),
    ("I'm retired, I was a nurse in Leeds.", "nurse"),
    ("I'm retired now, I used to be a bus driver, and I live in Hull.", "bus driver"),
])
def test_retired_and_what_they_were_is_read_as_a_retired_job(text, job):
    """"I'm retired now, I used to be a train driver, and I live in Derby." got "You're a good man, I'll see you
    at the pub next time." from the model."""
    assert occupation.as_retired(text).startswith(f"I'm a retired {job}")
    assert rituals.told(text) is not None


def test_retired_and_what_they_were_is_met_after_their_name():
    reply = rituals.introduced_then("Hello, I'm Ken. I'm retired now, I used to be a joiner, and I live in Bury.")
    assert reply.startswith("Nice to meet you, Ken!") and "retired joiner" in reply and "Bury" in reply


@pytest.mark.parametrize("text", [
    "I'm retired now but I was a big fan of golf.", "I was a teacher.", "I used to be a nurse, now I'm a baker.",
    "I'm retired now, I was a bit of a wreck at work.",
])
def test_no_former_job_after_being_retired_is_left_as_it_is(text):
    assert occupation.as_retired(text) == text


@pytest.mark.parametrize("text", [
    "I managed to put diesel in the petrol car this morning.", "Put petrol in the diesel van, what a numpty.",
    "I only went and put the wrong fuel in the car.", "Locked my keys in the car at the shops.",
    "My husband reversed into a bollard at the supermarket.",
])
def test_a_blunder_with_the_car_is_a_mishap(text):
    """"I managed to put diesel in Maureen's petrol car this morning." got "I see. Tell me more?"."""
    assert mishaps.acknowledgement(text) is not None


@pytest.mark.parametrize("text", [
    "I put diesel in the van this morning.", "I put petrol in the car on the way home.", "I locked the door and went to bed.",
    "The lorry reversed into the yard.",
])
def test_filling_up_locking_up_or_reversing_is_no_mishap(text):
    assert mishaps.acknowledgement(text) is None


def test_no_how_did_you_manage_after_they_managed_it():
    assert mishaps.acknowledgement("I managed to put diesel in the petrol car.").endswith("Is it sorted now?")


@pytest.mark.parametrize("text, whom", [
    ("Gary's just been made a partner at his firm.", "Gary"),
    ("My sister's been made head of maths!", "your sister"),
    ("Tom was made captain of the team.", "Tom"),
])
def test_a_post_given_to_someone_of_theirs_is_congratulated(text, whom):
    """"Gary's just been made a partner at his firm." got "What's your favourite partner?"."""
    assert rituals.congratulations(text) == f"That's great news — congratulations to {whom}!"


@pytest.mark.parametrize("text", [
    "Gary's been made redundant.", "My son's been made redundant.", "Gary made a partner cry.", "She made a cake for the fete.",
])
def test_being_made_redundant_or_making_something_is_not_congratulated(text):
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text, said", [
    ("We're off to Whitby in our camper at the start of the week.", "You're off to Whitby in your camper"),
    ("We're going to Skegness in the caravan.", "You're going to Skegness in the caravan"),
    ("We're off to Devon at the end of the month.", "You're off to Devon at the end of the month"),
])
def test_a_trip_by_its_time_or_its_caravan_is_met(text, said):
    """"We're off to Skegness in the caravan at the end of the month." got "What time do you want to visit?"."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", ["I'm going to Tesco at the end of the week.", "We're going to Whitby.", "I'm off to bed in a bit."])
def test_an_errand_or_a_trip_with_no_time_is_not_met_as_a_trip(text):
    assert not (rituals.told(text) or "").endswith(("Have you been there before?", "What are you most looking forward to?"))


@pytest.mark.parametrize("text", [
    "Sorry I've not been on for a while, I've been in hospital having my knee done.",
    "Sorry I've been quiet, I've been poorly.",
    "Sorry for the silence, I had an operation on my back.",
    "It's been a while, I've been laid up with flu.",
])
def test_a_gap_for_their_own_illness_is_met_with_sympathy(text):
    """"Sorry I've not been on for a while, I've been in hospital having my hip done." got "Oh no worries, you're safe."."""
    reply = catching_up.back(text, rituals.told)
    assert reply is not None and "sorry you've been" in reply and "good to have you back" not in reply


@pytest.mark.parametrize("text", [
    "Sorry I've been quiet, I've been in hospital visiting my mum.",
    "Sorry I've been quiet, I've been in hospital having a baby.",
    "Sorry I've been quiet, I've been sick of work.",
])
def test_a_gap_for_a_visit_a_baby_or_being_fed_up_is_not_met_as_illness(text):
    assert "sorry you've been" not in (catching_up.back(text, rituals.told) or "")


def test_a_gap_for_someone_elses_stay_in_hospital_is_met_as_before():
    reply = catching_up.back("Sorry I've been quiet, my dad's been in hospital.", rituals.told)
    assert reply.startswith("No need to apologise. Your dad's been in hospital")


@pytest.mark.parametrize("text", ["Right, I'll be off. Ta-ra, duck.", "I'll be off now, night!", "Anyway, I'll make a move. Bye!"])
def test_ill_be_off_is_a_farewell(text):
    """"Right, I'll be off. Ta-ra, duck." got "What's the best part about working with a duck?"."""
    assert phatic.FAREWELL in phatic.kinds(text, "")


@pytest.mark.parametrize("text", ["I'll be off work next week.", "I'll be off to Spain soon.", "I'll be going to the match."])
def test_being_off_work_or_going_somewhere_is_no_farewell(text):
    assert not phatic.kinds(text, "")


@pytest.mark.parametrize("text, said, away", [
    ("My wife Maureen and I have two grown-up sons, Gary and Paul, and Paul lives in Leeds with his family.",
     "Two grown-up sons, Gary and Paul", "Paul in Leeds"),
    ("We have two daughters, Amy and Beth, and Beth lives in Bristol.", "Two daughters, Amy and Beth", "Beth in Bristol"),
    ("My husband and I have three kids, Tom, Joe and Ella, and Ella lives in London.", "Three kids, Tom, Joe and Ella", "Ella in London"),
])
def test_their_children_and_where_one_of_them_lives_is_met(text, said, away):
    """"My wife Maureen and I have two grown-up sons, Gary and Paul, and Paul lives in Leeds with his family." got "A
    beautiful family indeed." from the model."""
    assert rituals.told(text) == f"{said} — lovely! Do you get to see {away} much?"


def test_someone_else_living_somewhere_after_their_children_is_not_met_as_one_of_them():
    assert rituals.told("We have two daughters, Amy and Beth, and Sue lives in Bristol.") is None


@pytest.mark.parametrize("text", ["My husband and I went to Rome and I loved it.", "My wife and I have two sons and I work nights."])
def test_a_clause_of_its_own_after_one_subject_with_them_is_still_a_second_statement(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("told, question, answer", [
    ("My son Gary's just been made a partner at his firm.", "What does Gary do now?", "Your son Gary's just been made a partner"),
    ("My sister Jo was promoted to sergeant last year.", "What does Jo do?", "Your sister Jo was promoted to sergeant"),
    ("My brother Ian has been made head of science.", "What does Ian do?", "Your brother Ian has been made head of science"),
])
def test_what_someone_does_is_answered_by_the_post_they_were_given(alice, say, told, question, answer):
    """"What does Gary do now?" after "Gary's just been made a partner at his firm." got "I'm not sure — I know that …"."""
    say(alice, told)
    assert say(alice, question).text.startswith(answer)


def test_being_made_to_do_something_does_not_answer_what_they_do(alice, say):
    say(alice, "My son Gary was made to tidy his room.")
    assert not say(alice, "What does Gary do?").text.startswith("Your son Gary was made")


@pytest.mark.parametrize("question, work", [
    ("What does Gary do now?", True), ("What does my sister do these days?", True), ("What does Jo do?", True),
    ("What do I do now?", False), ("What do we do now?", False),
])
def test_what_someone_does_now_asks_for_work_but_what_to_do_now_does_not(question, work):
    assert bool(asked.DOES.search(question)) is work
