"""Kinds found by the lead's walks 25 (a student nurse in Birmingham, typed as people text: 2 / 3 / 7 on first read) and
26 (a retired trawlerman in Whitby, written before walk 25's fixes: 5 / 2 / 5), each with phrasings beside the walks' own
and look-alikes that must not change."""

import pytest

from memory.cycle import answers, dialect, meals, milestones, moments, rituals, texting
from memory.text import mishaps, phatic, questions


@pytest.mark.parametrize("text, reply", [
    ("hiya, im Jade, 2nd year student nurse at Birmingham uni", "Nice to meet you, Jade! "),
    ("Hi, I'm Tom, final year student paramedic at Coventry.", "Nice to meet you, Tom! "),
])
def test_a_year_of_study_before_what_one_studies_to_be(text, reply):
    """"hiya, im Jade, 2nd year student nurse at Birmingham uni" got "Jade, you're making it!" (the model)."""
    said = rituals.introduced_then(texting.plain(text))
    assert said.startswith(reply) and "student" in said


@pytest.mark.parametrize("text", ["I'm a year older now.", "I'm a second year."])
def test_a_year_alone_is_no_job(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, how", [
    ("on placement at the QE this week, its been mental", "mental"),
    ("I'm on nights this week, it's been busy.", "busy"),
    ("On earlies at the depot, it's been hectic.", "hectic"),
])
def test_what_they_are_on_and_how_it_has_been(text, how):
    """"on placement at the QE this week, its been mental" got "I'm so glad you're having fun with the project!"."""
    assert how in rituals.told(text)


def test_being_on_something_else_is_left_alone():
    assert rituals.told("I'm on the bus, it's been late again.") is None


@pytest.mark.parametrize("text, said", [
    ("my mom's diabetic and her sugars have been all over the place", "Your mom's diabetic and her sugars have been all over the place — "),
    ("My dad's got COPD and his breathing has been bad this week.", "Your dad's got COPD and his breathing has been bad this week — "),
    ("My nan has dementia and her memory is getting worse.", "Your nan has dementia and her memory is getting worse — "),
])
def test_a_condition_of_theirs_playing_up_is_met_with_sympathy(text, said):
    """"my mom's diabetic and her sugars have been all over the place" got "I see. Tell me more?"."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "sorry" in reply


@pytest.mark.parametrize("text", ["My mum's diabetic and she loves cake.", "My brother is asthmatic and his inhaler is blue."])
def test_a_condition_said_with_something_else_is_left_alone(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, written", [
    ("got my first OSCE on thursday, proper bricking it", "I've got my first OSCE on Thursday, I'm really nervous."),
    ("had a right mare on the bus", "I had a nightmare on the bus."),
    ("bostin night out for my mate's 21st saturday", "Brilliant night out for my mate's 21st Saturday."),
    ("Grandson's just joined the Navy, we're right proud.", "My grandson's just joined the Navy, we're really proud."),
])
def test_the_words_of_the_midlands_and_the_north_are_written_out(text, written):
    assert texting.plain(text) == written


@pytest.mark.parametrize("text", ["Our old mare is in foal again.", "That's the right answer.", "Mum's the word."])
def test_look_alikes_keep_their_words(text):
    assert dialect.written(text) == text
    assert "nightmare" not in texting.plain(text)


def test_an_exam_coming_is_not_congratulated():
    """"got my first OSCE on thursday, proper bricking it" got "Congratulations! You must be thrilled."."""
    text = "got my first OSCE on thursday, proper bricking it"
    assert rituals.congratulations(text) is None and rituals.congratulations(texting.plain(text)) is None
    assert rituals.told(text).startswith("You've got your first OSCE on Thursday — ")


def test_news_got_on_a_day_is_still_news():
    assert rituals.congratulations("Got the job on Monday!") is not None


@pytest.mark.parametrize("text", ["The 11 terminated at Perry Barr.", "had a right mare on the bus, the 11 terminated at Perry Barr"])
def test_a_bus_that_ended_short_is_a_mishap(text):
    """"had a right mare on the bus, the 11 terminated at Perry Barr" got "the famous 19th-century horse named Perry?"."""
    assert mishaps.told_of(text) or mishaps.told_of(texting.plain(text))
    assert "nuisance" in rituals.told(text)


@pytest.mark.parametrize("text", ["The meeting terminated early.", "Had a nightmare about spiders."])
def test_what_is_no_journey_is_no_mishap(text):
    assert not mishaps.told_of(text)


@pytest.mark.parametrize("text", ["bostin night out for my mate's 21st saturday", "Cracking day out at the races."])
def test_a_good_night_out(text):
    """"bostin night out …" got "It was a lovely day, wasn't it?"."""
    assert "great time" in rituals.told(text)


@pytest.mark.parametrize("text", ["tara-a-bit, on an early tomorrow", "Ta-ra a bit!"])
def test_a_farewell_of_the_midlands(text):
    """"tara-a-bit, on an early tomorrow" got "How lovely! What kind of art do you like to create?"."""
    assert phatic.kinds(text) == {phatic.FAREWELL}


@pytest.mark.parametrize("text", ["Tara's on an early tomorrow.", "I'm on earlies all week."])
def test_a_name_or_a_shift_is_no_farewell(text):
    assert not phatic.kinds(text)


def test_a_question_typed_without_its_apostrophe_is_one():
    assert questions.is_question("whens my OSCE") and texting.contracted("whens my OSCE?") == "when's my OSCE?"


@pytest.mark.parametrize("text, reply", [
    ("Me and the wife Pat have been wed fifty years come June.", "You and the wife Pat have been wed fifty years come June — "),
    ("I've been married to Dave for twenty years.", "You've been married to Dave for twenty years — "),
])
def test_years_married(text, reply):
    """"Me and the wife Pat have been wed fifty years come June." got "So true! How was your wife?"."""
    assert rituals.told(text).startswith(reply)


@pytest.mark.parametrize("text, reply", [
    ("Forty year on the boats, mostly out of Scarborough.", "Forty year on the boats, mostly out of Scarborough — "),
    ("I did twenty years in the army.", "You did twenty years in the army — "),
])
def test_a_working_life_by_its_years(text, reply):
    """"Forty year on the boats, …" got "That was a great trip, I'll never forget it."."""
    assert rituals.told(text).startswith(reply)


@pytest.mark.parametrize("text", ["Three years on the waiting list.", "Ten years in the making.", "Two years in prison.",
                                  "I spent three years in London after university."])
def test_years_waited_are_no_working_life(text):
    assert milestones.acknowledgement(text) is None


def test_the_anniversary_is_read_from_the_years_married():
    assert milestones.married_when("Me and the wife Pat have been wed fifty years come June.")
    assert not milestones.married_when("We've been married forty years.")


@pytest.mark.parametrize("text, said", [
    ("The lifeboat had a shout last night, two lads off the rocks.", "The lifeboat had a shout last night, two lads off the rocks — "),
    ("Fire brigade got called out to the school again.", "Fire brigade got called out to the school again — "),
])
def test_a_rescue_where_they_live(text, said):
    """"The lifeboat had a shout last night, …" got "Two lads? That's a great name."."""
    assert moments.acknowledgement(text).startswith(said)


def test_the_lifeboat_out_for_practice_is_no_rescue():
    assert moments.acknowledgement("The lifeboat went out for a practice.") is None


@pytest.mark.parametrize("text, said", [
    ("Had a pint with the old crew at the Duke, first in months.", "You had a pint with the old crew at the Duke, first in months — "),
    ("Had a few drinks with the lads last night.", "You had a few drinks with the lads last night — "),
])
def test_a_drink_with_friends(text, said):
    """"Had a pint with the old crew at the Duke, …" got "What did the crew do you think about?"."""
    assert moments.acknowledgement(text).startswith(said)


def test_a_drink_with_a_meal_is_no_catch_up():
    assert moments.acknowledgement("Had a drink with my tea.") is None


@pytest.mark.parametrize("text, whom", [
    ("Pat's made a pan of stew, she's a grand cook.", "Pat"),
    ("My wife's made a lasagne for tea.", "your wife"),
])
def test_a_dish_one_of_theirs_made(text, whom):
    """"Pat's made a pan of stew, she's a grand cook." got "That's a beautiful recipe. What's she doing in there?"."""
    assert whom in meals.acknowledgement(text)


@pytest.mark.parametrize("text", ["Mum made a fuss about it.", "My husband has made a complaint.", "Pat made a cake."])
def test_what_else_was_made_is_no_meal(text):
    assert meals.acknowledgement(text) is None


@pytest.mark.parametrize("text, whom", [("Grandson's just joined the Navy, we're right proud.", "your grandson")])
def test_one_of_theirs_joining_the_forces_is_congratulated(text, whom):
    assert rituals.congratulations(texting.plain(text)) == f"That's great news — congratulations to {whom}!"


@pytest.mark.django_db
@pytest.mark.parametrize("told, asked, answer", [
    ("Me and the wife Pat have been wed fifty years come June.", "When's our anniversary?", "fifty years come June"),
    ("got my first OSCE on thursday, proper bricking it", "whens my OSCE?", "OSCE on thursday"),
])
def test_questions_of_walks_25_and_26_are_answered(alice, say, told, asked, answer):
    say(alice, told)
    reply = say(alice, asked).text
    assert not reply.startswith(answers.NOT_SURE) and answer in reply
