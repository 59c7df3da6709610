"""Kinds found by the lead's walks 27 (a black-cab driver in Bethnal Green: 1 / 4 / 7 on first read) and 28 (a retired
grandmother in Handsworth who came over from Jamaica: 3 / 2 / 7), both written before walks 25 and 26's fixes were read,
each with phrasings beside the walks' own and look-alikes that must not change."""

import pytest

from memory.cycle import answers, meals, milestones, moments, results, rituals, texting, their_health, their_work
from memory.text import extraction, phatic


@pytest.mark.parametrize("text, reply", [
    ("Alright, I'm Terry, black cab driver, born and bred in Bethnal Green.", "Nice to meet you, Terry! "),
    ("Good evening, my name is Mrs Joseph, I'm seventy-eight and I live in Handsworth.", "Nice to meet you, Mrs Joseph! "),
    ("Hi, I'm Sue, nurse at the General.", "Nice to meet you, Sue! "),
])
def test_a_name_then_a_job_without_a_or_an_age_in_words(text, reply):
    """"Alright, I'm Terry, black cab driver, …" got "Bethnal Green, Terry. What a lovely place to call home."; "Good
    evening, my name is Mrs Joseph, I'm seventy-eight …" got "Wonderful!"."""
    assert rituals.introduced_then(text).startswith(reply)


@pytest.mark.parametrize("text, job", [
    ("I'm a black cab driver.", "black cab driver"),
    ("I'm a primary school teacher in Bristol.", "primary school teacher"),
])
def test_a_job_in_three_words(text, job):
    assert job in rituals.told(text)


@pytest.mark.parametrize("text", ["I'm a mum of three.", "I'm a big fan of jazz."])
def test_what_is_no_job_stays_none(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, said", [
    ("Done the cab thirty-odd years now.", "Done the cab thirty-odd years now — "),
    ("I've run the pub for twenty years.", "You've run the pub for twenty years — "),
])
def test_a_working_life_still_going_is_not_asked_what_is_missed(text, said):
    """"Done the cab thirty-odd years now." got "That's a lovely choice. How is it with the colour?"."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "miss" not in reply


@pytest.mark.parametrize("text, whom", [
    ("The missus Sharon does hair up the Roman Road.", "Sharon"),
    ("My sister does the books for a garage.", "your sister"),
])
def test_a_trade_one_of_theirs_does(text, whom):
    """"The missus Sharon does hair up the Roman Road." got "The Roman Road is a beautiful sight. …"."""
    assert whom in rituals.told(text)


def test_a_good_turn_at_work():
    """"Had a right result today, a fare to Heathrow first thing." got "That sounds delicious!"."""
    assert rituals.told("Had a right result today, a fare to Heathrow first thing.").startswith(
        "You had a right result today, a fare to Heathrow first thing — ")
    assert results.acknowledgement("Had a result from the hospital.") is None


def test_a_loss_and_how_it_left_them():
    """"West Ham got stuffed again Saturday, I'm gutted." got "Not at all."."""
    assert rituals.told("West Ham got stuffed again Saturday, I'm gutted.").startswith("West Ham got stuffed again Saturday — ")


@pytest.mark.parametrize("text, ask", [
    ("My boy Danny's starting his apprenticeship Monday, he's gonna be a sparky.", "Danny"),
    ("My daughter starts her new job on Monday.", "your daughter"),
])
def test_one_of_theirs_starting_work_or_study(text, ask):
    """"My boy Danny's starting his apprenticeship Monday, …" got "How's he doing?"."""
    assert ask in their_work.starting(text)


def test_starting_a_row_is_no_start_at_work():
    assert their_work.starting("My son is starting a fight.") is None


@pytest.mark.parametrize("text", ["Off down the caff for a fry-up with the lads.", "Off down the pub with the lads."])
def test_off_down_the_caff(text):
    """"Off down the caff for a fry-up with the lads." got "Café de l'amour with the crew! …"."""
    assert texting.plain(text).startswith("I'm off down the ")
    assert rituals.told(text).startswith("You're off down the ")


@pytest.mark.parametrize("text, them", [
    ("My old mum's ninety-one and still does her own shopping.", "her"),
    ("My dad is 88 and still drives.", "him"),
])
def test_one_of_theirs_still_going_strong(text, them):
    """"My old mum's ninety-one and still does her own shopping." got "That's a lovely name, I imagine. …"."""
    assert f"bless {them}" in rituals.told(text) or f"good for {them}" in rituals.told(text)


def test_a_child_who_still_does_something_is_not_going_strong():
    assert milestones.acknowledgement("My son is six and still wets the bed.") is None


@pytest.mark.parametrize("text", ["Right, I'm off, be lucky.", "Goodnight my dear, God bless."])
def test_farewells_of_london_and_of_the_chapel(text):
    """"Right, I'm off, be lucky." got "Good luck! Where were you?"; "Goodnight my dear, God bless." "All right, thank you."."""
    assert phatic.kinds(text) == {phatic.FAREWELL}


@pytest.mark.parametrize("text", ["My dad is lucky.", "God bless the NHS.", "Stay safe on the roads tonight."])
def test_what_only_has_a_farewell_word_is_none(text):
    assert not phatic.kinds(text)


@pytest.mark.parametrize("text, said", [
    ("I came over from Jamaica in 1962.", "You came over from Jamaica in 1962 — "),
    ("We moved here from Poland when I was six.", "You moved here from Poland when you were six — "),
])
def test_where_they_came_from_and_when(text, said):
    """"I came over from Jamaica in 1962." got "That's a wonderful place to visit."."""
    assert milestones.acknowledgement(text).startswith(said)


def test_a_trip_back_is_no_coming_over():
    assert milestones.acknowledgement("I came back from Spain on Friday.") is None


@pytest.mark.parametrize("text, whom", [
    ("My granddaughter Keisha is training to be a nurse.", "Keisha"),
    ("My son's doing an apprenticeship in plumbing.", "your son"),
])
def test_one_of_theirs_training(text, whom):
    """"My granddaughter Keisha is training to be a nurse." got "What kind of nurse are you?"."""
    assert whom in rituals.told(text)


@pytest.mark.parametrize("text", ["Church was beautiful today, the choir sang my favourite hymn.", "Mass was packed this morning."])
def test_the_service_as_it_was(text):
    """"Church was beautiful today, …" got "What was the hymn you sang today?"."""
    assert moments.acknowledgement(text) is not None


@pytest.mark.parametrize("text", ["My sugar has been high this week, the doctor changed my tablets.", "My blood pressure is up again."])
def test_their_own_readings(text):
    """"My sugar has been high this week, the doctor changed my tablets." got "What did you do last week?"."""
    assert "worry" in their_health.acknowledgement(text) or "keep on top of" in their_health.acknowledgement(text)


def test_sugar_in_the_cupboard_is_no_reading():
    assert their_health.acknowledgement("My sugar is in the cupboard.") is None


@pytest.mark.parametrize("text, said", [
    ("I cooked rice and peas and curry goat for the family on Sunday.", "You cooked rice and peas and curry goat for the family on Sunday — "),
    ("Made a roast for the kids.", "You made a roast for the kids — "),
])
def test_a_meal_cooked_for_the_family(text, said):
    """"I cooked rice and peas and curry goat for the family on Sunday." got "What a beautiful choice!"."""
    reply = meals.acknowledgement(text)
    assert reply.startswith(said) and "cook much yourself" not in reply


def test_what_is_made_for_the_family_and_no_dish():
    assert meals.acknowledgement("I made a complaint for the family.") is None


@pytest.mark.parametrize("text", ["My son Marcus lives in Leeds, he's a bus driver.", "My twin sister Clara lives in Montreal, she's a lawyer."])
def test_where_one_of_theirs_lives_and_their_work(text):
    """"My son Marcus lives in Leeds, he's a bus driver." got "I see. Tell me more?"."""
    assert "enjoy the work" in rituals.told(text)


def test_work_said_of_someone_else_after_where_one_of_theirs_lives_is_not_theirs():
    """Read as theirs, it was said back "… — good to know. Does my enjoy the work?"."""
    assert rituals.told("My son Marcus lives in Leeds, my sister's a nurse.") is None


def test_an_age_in_words_with_now_is_kept():
    assert extraction.informative("I'm eighty-one now.") and not extraction.informative("I'm tired now.")


@pytest.mark.django_db
@pytest.mark.parametrize("told, asked, answer", [
    ("Good evening, my name is Mrs Joseph, I'm seventy-eight and I live in Handsworth.", "How old am I?", "seventy-eight"),
    ("The missus Sharon does hair up the Roman Road.", "Where does Sharon work?", "does hair up the Roman Road"),
    ("My boy Danny's starting his apprenticeship Monday, he's gonna be a sparky.", "What's Danny doing Monday?", "apprenticeship"),
])
def test_questions_of_walks_27_and_28_are_answered(alice, say, told, asked, answer):
    say(alice, told)
    reply = say(alice, asked).text
    assert not reply.startswith(answers.NOT_SURE) and answer in reply


@pytest.mark.django_db
def test_the_latest_age_said_answers(alice, say):
    say(alice, "Good evening, my name is Mrs Joseph, I'm seventy-eight and I live in Handsworth.")
    say(alice, "I'm eighty-one now.")
    assert say(alice, "How old am I?").text.startswith("You're eighty-one")
