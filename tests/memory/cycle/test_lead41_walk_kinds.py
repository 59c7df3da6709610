"""The kinds the lead's sixth walk in the web chat with the embedded 135M found the pipeline
not meeting (session 41: a B&B owner in Keswick, fourteen turns), each met on sentences that
are not the walk's own, with look-alikes left alone."""

import pytest

from memory.cycle import ages, catching_up, rituals, their_work
from memory.text import mishaps, phatic


@pytest.mark.parametrize("told, question, answer", [
    ("My husband Tom does the accounts and I do the orders.", "What does Tom do?", "Your husband Tom does the accounts"),
    ("My sister Jo does all the baking for the café.", "What does Jo do?", "Your sister Jo does all the baking"),
    ("My wife Priya works at the library.", "What does Priya do?", "Your wife Priya works at the library"),
])
def test_what_someone_does_is_answered_by_what_they_said_of_them(alice, say, told, question, answer):
    """"What does Alan do?" after "My husband Alan does the breakfasts and I do the rooms." got the person's
    own work ("You're Margaret and you run a little B&B in Keswick"), then "I'm not sure — I know that …"."""
    say(alice, "I'm Dana and I run a small florist's in Whitby.")
    say(alice, told)
    reply = say(alice, question).text
    assert reply.startswith(answer) and "florist" not in reply


def test_ones_own_work_is_still_answered_when_asked_of_oneself(alice, say):
    say(alice, "I'm Dana and I run a small florist's in Whitby.")
    say(alice, "My husband Tom does the accounts.")
    assert "florist" in say(alice, "What's my job?").text


@pytest.mark.parametrize("text, said", [
    ("My husband Alan does the breakfasts and I do the rooms.", "Your husband Alan does the breakfasts and you do the rooms"),
    ("My wife does the cooking and I do the washing up.", "Your wife does the cooking and you do the washing up"),
    ("Sam does the accounts, and I handle the orders.", "Sam does the accounts, and you handle the orders"),
])
def test_who_does_which_part_of_the_work_is_acknowledged(text, said):
    replies = [their_work.divided(text, 0), their_work.divided(text, 1)]
    assert all(reply.startswith(said) and reply.endswith("?") for reply in replies)
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", [
    "My son does the funniest voices and I do the laughing.", "My husband does the best roast and I eat it.",
    "My husband Alan does the breakfasts.",
])
def test_no_part_of_the_work_or_no_share_of_it_is_not_read_as_divided(text):
    assert their_work.divided(text) is None


@pytest.mark.parametrize("text, like", [
    ("Meg's nine now and still chases the postman.", "nine and still chases the postman"),
    ("Biscuit's four and always steals socks.", "four and always steals socks"),
    ("Rolo is twelve and still barks at the bin men.", "twelve and still barks at the bin men"),
])
def test_an_age_and_what_they_still_do_is_met(text, like):
    """"Meg's nine now and still chases the postman." got "Meg's nine, she is no more!" from the model."""
    assert like in ages.aged(text, 0) and like in ages.aged(text, 1)


@pytest.mark.parametrize("text", [
    "Had a couple cancel last minute, so we've two empty rooms.", "Had a client cancel on me today.",
    "The guests cancelled on us at the last minute.", "Another last-minute cancellation this morning.",
])
def test_someone_cancelling_is_a_mishap(text):
    """"Had a couple cancel last minute, so that's two empty rooms this weekend." got "Aww, no worries. It's a
    bittersweet moment."."""
    assert mishaps.told_of(text)


@pytest.mark.parametrize("text", [
    "We had a couple of friends over.", "I had a client call me back.", "We had the grandkids over for tea.",
    "I cancelled my gym membership.",
])
def test_having_people_round_or_cancelling_oneself_is_no_mishap(text):
    assert not mishaps.told_of(text)


@pytest.mark.parametrize("text", [
    "Anyway, Meg needs her walk. Ta-ra!", "Right, the dog needs walking. Bye!", "The baby needs feeding, talk later!",
])
def test_one_of_theirs_that_needs_them_then_a_farewell_is_a_farewell(text):
    """"Anyway, Meg needs her walk. Ta-ra!" got "Yay, I'm glad to hear that! What's the weather like today?"."""
    assert phatic.kinds(text) == frozenset({phatic.FAREWELL})


@pytest.mark.parametrize("text", ["Meg needs her walk.", "The dog needs walking more often.", "The baby needs feeding every three hours."])
def test_one_of_theirs_that_needs_them_without_a_farewell_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


@pytest.mark.parametrize("text, said", [
    ("Sorry, it's been a while — we've had a houseful since Easter.", "You've had a houseful since Easter — how has that been?"),
    ("Long time no speak, I've been doing up the spare room.", "You've been doing up the spare room — how has that been?"),
    ("Sorry I've been quiet, we've had the builders in.", "You've had the builders in — how has that been?"),
])
def test_back_after_a_gap_with_what_they_had_or_did_since_is_welcomed_and_said_back(text, said):
    """"Sorry, it's been a while — we've had a houseful since Easter." got "I see. Tell me more?"."""
    reply = catching_up.back(text)
    assert reply.endswith(said) and "good to have you back" in reply


@pytest.mark.parametrize("text", ["Sorry I've been quiet, I've been ill.", "Sorry I've been quiet, we've had some bad news."])
def test_back_after_a_gap_with_bad_news_is_not_asked_how_it_has_been(text):
    reply = catching_up.back(text)
    assert reply is None or "how has that been" not in reply


def test_we_have_been_busy_is_a_busy_time():
    assert "busy" in catching_up.back("Sorry, it's been a while, we've been busy.").lower()


@pytest.mark.parametrize("told, places", [
    ("I run a little B&B in Keswick.", "Keswick"), ("I work at the chemist's in Penrith.", "Penrith"),
])
def test_where_one_lives_is_offered_from_where_one_said_one_is(alice, say, told, places):
    """"Where do I live?" after "I run a little B&B in Keswick." got "I don't know — you haven't told me that yet."."""
    say(alice, told)
    reply = say(alice, "Where do I live?").text
    assert reply.startswith("I'm not sure") and places in reply


def test_where_someone_else_is_does_not_answer_where_one_lives(alice, say):
    say(alice, "My sister runs a pub in Keswick.")
    assert "Keswick" not in say(alice, "Where do I live?").text


# The lead's seventh walk (a young dad in Leeds, thirteen turns).

@pytest.mark.parametrize("text, said", [
    ("We've got a little boy, Arjun, who's two.", "a little boy, Arjun"),
    ("We have two girls, Maya and Isla, who are five and three.", "two girls, Maya and Isla"),
])
def test_children_named_then_aged_are_met_without_asking_their_age(text, said):
    """"My wife Priya is a midwife and we've got a little boy, Arjun, who's two." got "What kind of midwife did you
    have?"."""
    replies = [rituals.told(text), rituals.told(f"My wife Priya is a midwife and {text[0].lower()}{text[1:]}")]
    assert all(said in reply and "How old" not in reply for reply in replies)


@pytest.mark.parametrize("text", [
    "Arjun's just started nursery and he loves it.", "He's just started nursery and he loves it.",
    "Maya's just started school and she loves it.",
])
def test_a_first_step_and_how_they_took_it_is_met(text):
    """"Arjun's just started nursery and he loves it." got "I'm so glad you're enjoying it. I just love seeing all the
    new babies around!"."""
    reply = rituals.told(text)
    assert reply is not None and reply.startswith(text.rstrip("."))


@pytest.mark.parametrize("text", ["Arjun started nursery and he loves trains.", "I started a new job and it pays well."])
def test_a_step_and_something_else_is_not_met_as_one(text):
    assert rituals.told(text) is None or "loves trains" not in rituals.told(text)


@pytest.mark.parametrize("text", [
    "I've been up half the night with him, he's teething.", "I was up all night with the baby.",
    "We were up most of the night with Arjun, he's got a temperature.",
])
def test_up_in_the_night_with_a_little_one_is_met_with_sympathy(text):
    """"I've been up half the night with him, he's teething." got "How have they been?"."""
    assert "wears you down" in rituals.told(text) or "little sleep" in rituals.told(text)


@pytest.mark.parametrize("text", ["I was up all night dancing.", "I've been up half the night reading."])
def test_up_all_night_for_fun_is_not_met_with_sympathy(text):
    reply = rituals.told(text)
    assert reply is None or ("wears you down" not in reply and "little sleep" not in reply)


@pytest.mark.parametrize("text", [
    "We're going to Priya's parents in Birmingham for Diwali.", "We're going to Tom's mum's for the weekend.",
    "We're going to my parents' for Diwali.",
])
def test_a_visit_to_the_family_of_one_named_is_a_trip(text):
    """"We're going to Priya's parents in Birmingham for Diwali." got "Diwali is a very special occasion."."""
    assert rituals.told(text).startswith("You're going to")


@pytest.mark.parametrize("text", [
    "Sorry for the silence, work has been a nightmare with a big release.", "Sorry for the silence, work's been a nightmare.",
])
def test_a_busy_time_called_a_nightmare_is_welcomed_back(text):
    """"Sorry for the silence, work has been a nightmare with a big release." got "Sorry about that. I'm so sorry to hear
    that."."""
    assert "lovely to hear from you again" in catching_up.back(text) or "good to have you back" in catching_up.back(text)


@pytest.mark.parametrize("text", [
    "Sorry I've been quiet, it's been a nightmare since Mum died.", "Sorry I've been quiet, it's been hectic with my dad in hospital.",
])
def test_a_gap_with_a_loss_or_illness_is_not_welcomed_as_busy(text):
    assert catching_up.back(text) is None


# The lead's eighth walk (a retired school cook from Belfast, twelve turns).

@pytest.mark.parametrize("text, name", [
    ("Hello love, I'm Bernie, retired school cook from Belfast.", "Bernie"),
    ("Hiya pet, I'm Dot, I work as a nurse in Sunderland.", "Dot"),
    ("Morning all, I'm Kev, I drive buses in Leeds.", "Kev"),
])
def test_an_introduction_after_a_greeting_to_whom_is_met_by_name(text, name):
    assert rituals.introduced_then(text).startswith(f"Nice to meet you, {name}!")


@pytest.mark.parametrize("text", [
    "My daughter Siobhan lives in Glasgow with her two wee ones.", "My son lives in Leeds with his little ones.",
])
def test_where_one_of_theirs_lives_with_their_little_ones_is_met(text):
    assert rituals.told(text) is not None


@pytest.mark.parametrize("text", [
    "The bin men didn't come again this week.", "The postman never turned up today.", "The builders didn't show up.",
    "Sorry I've not been on, the phone was playing up.", "The laptop's been acting up all week.",
])
def test_a_service_that_did_not_come_or_a_thing_playing_up_is_a_mishap(text):
    """"The bin men didn't come again this week." got "The bin men are still out in the garden."."""
    assert mishaps.told_of(text)


@pytest.mark.parametrize("text", ["My friend didn't come to the party.", "The kids are playing up today.", "My son was acting up at school."])
def test_a_person_not_coming_or_playing_up_is_no_mishap(text):
    assert not mishaps.told_of(text)


def test_back_after_a_gap_with_a_thing_playing_up_is_welcomed_not_read_as_a_correction(alice, say):
    """"Sorry I've not been on, the phone was playing up." got "Got it — you've, not been on. Thanks for putting me right."."""
    reply = say(alice, "Sorry I've not been on, the phone was playing up.").text
    assert reply.startswith("No need to apologise") and "putting me right" not in reply


@pytest.mark.parametrize("text, whom", [
    ("Our Siobhan's wee girl Niamh got picked for the school choir!", "Niamh"),
    ("My son got picked for the county team!", "your son"),
])
def test_one_of_theirs_picked_is_congratulated(text, whom):
    assert rituals.congratulations(text) == f"That's great news — congratulations to {whom}!"


def test_picked_for_jury_service_is_not_congratulated():
    assert rituals.congratulations("I got picked for jury service.") is None


def test_going_to_see_them_all_is_a_trip_to_see_them():
    """"I'm going over to Glasgow at Christmas to see them all." got "Christmas is the perfect time to celebrate the love of
    your life."."""
    assert rituals.told("I'm going over to Glasgow at Christmas to see them all.").startswith("You're going over to Glasgow")


@pytest.mark.parametrize("text, like", [
    ("I've a cat called Sooty, he's fifteen and rules the house.", "fifteen and rules the house"),
    ("We've got a dog called Rolo, she's nine and still chases squirrels.", "nine and still chases squirrels"),
])
def test_a_pet_named_then_its_age_and_ways_is_met_with_both(text, like):
    assert like in rituals.told(text)


def test_a_tonic_is_praise():
    assert phatic.kinds("You're a tonic, thanks pet.") == frozenset({phatic.THANKS})


# The lead's ninth walk (a baker in Bristol), read once on the session's final code.

@pytest.mark.parametrize("text, doing", [
    ("Hey, I'm Tash, I work in a bakery in Bristol.", "working in a bakery"),
    ("Hi, I'm Sam, I work at the post office.", "working in the post office"),
])
def test_an_introduction_with_the_place_one_works_in_is_met(text, doing):
    """"Hey, I'm Tash, I work in a bakery in Bristol." got "What brings you here today?"."""
    reply = rituals.introduced_then(text)
    assert reply.startswith("Nice to meet you") and doing in reply


@pytest.mark.parametrize("text", ["I work at the gym on Mondays.", "I work out at the gym."])
def test_working_out_or_a_day_at_a_place_is_not_read_as_a_workplace(text):
    reply = rituals.told(text)
    assert reply is None or "working in" not in reply


@pytest.mark.parametrize("text", [
    "Sorry, been a mad few weeks with the wedding planning.", "Sorry, been a mad fortnight.", "Sorry, it's been a crazy couple of weeks.",
])
def test_an_apology_for_a_busy_few_weeks_is_a_welcome_back(text):
    """"Sorry, been a mad few weeks with the wedding planning." got "I see. Tell me more?"."""
    assert "lovely to hear from you again" in catching_up.back(text) or "good to have you back" in catching_up.back(text)


@pytest.mark.parametrize("text", ["It's been a hectic week.", "Been a mad few weeks with the wedding planning.", "Sorry, it's been a crazy week."])
def test_a_busy_time_without_an_apology_for_weeks_is_no_gap(text):
    assert catching_up.back(text) is None
