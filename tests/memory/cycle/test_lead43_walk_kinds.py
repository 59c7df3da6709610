"""Kinds found by the lead's walks 13 (a hairdresser in Perth), 14 (a bus driver in Cardiff), 15 (a
call-centre worker in Leicester, in lower case as texts are), 16 (a retired miner near Barnsley) and 17 (a
café owner in Cork), 2026-11-29, each with phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import grounding, replies, rituals, texting
from memory.text import mishaps, phatic


@pytest.mark.parametrize("text, said, worry", [
    ("The salon was dead quiet today, barely any bookings.", "The salon was dead quiet today — ", True),
    ("Our cafe has been really slow this month.", "Our cafe has been really slow this month — ", True),
    ("The bakery was busy today.", "The bakery was busy today — ", False),
])
def test_how_trade_went_at_their_place_of_business_is_met(alice, say, text, said, worry):
    """"The salon was dead quiet today, barely any bookings." got "That's a beautiful thing!" (the
    model): only "the shop" and "the business" were read as where one trades."""
    reply = say(alice, text).text
    assert reply.startswith(said) and (("worry" in reply or "hard" in reply) if worry else ("great" in reply or "good" in reply))


@pytest.mark.parametrize("text", ["The salon I go to is dead posh.", "The bakery on the corner sells great scones."])
def test_a_place_of_business_said_otherwise_is_not_met_as_trade(alice, say, text):
    assert " — that's hard" not in say(alice, text).text


@pytest.mark.parametrize("question", ["How old are the dogs?", "how old are the dogs", "What are the dogs called?"])
def test_their_pets_asked_of_with_the_are_said_back(alice, say, question):
    """"How old are the dogs?" after "We've got two dogs, Bonnie and Clyde, they're four." went to the
    model, which said "The dogs are 12 years old, yes!"."""
    say(alice, "We've got two dogs, Bonnie and Clyde, they're four.")
    assert say(alice, question).text == "You've got two dogs, Bonnie and Clyde, they're four (you told me earlier today)."


def test_a_pet_never_told_of_is_not_made_up(alice, say):
    say(alice, "We've got two dogs, Bonnie and Clyde, they're four.")
    assert say(alice, "How old is the cat?").text == "I don't know — you haven't told me that yet."


@pytest.mark.parametrize("text, name, bus", [
    ("Hiya, I'm Gethin, I drive the number 61 bus in Cardiff.", "Gethin", "driving the number 61 bus?"),
    ("I'm Bev, I drive the X5 bus.", "Bev", "driving the X5 bus?"),
])
def test_a_bus_by_its_route_number_is_work_driven(text, name, bus):
    """The walk's first line got "I see. Tell me more?": a bus by its number was no vehicle."""
    reply = rituals.introduced_then(text)
    assert reply.startswith(f"Nice to meet you, {name}! ") and reply.endswith(bus)


def test_a_distance_driven_is_no_work():
    assert "how long have you been driving" not in (rituals.told("I drive 40 miles to work.") or "")


@pytest.mark.parametrize("text, said", [
    ("My wife Sian works nights at the Heath hospital as a midwife.", "Your wife Sian works nights at the Heath hospital as a midwife — "),
    ("My brother works in Leeds for the council.", "Your brother works in Leeds for the council — "),
    ("My wife works at St Thomas' hospital.", "Your wife works at St Thomas' hospital — "),
])
def test_where_and_as_what_one_of_theirs_works_is_said_back(text, said):
    """"My wife Sian works nights at the Heath hospital as a midwife." got "How did you have the chance to see her?":
    a place and a post together were not read, and a hospital by its name was read as bad news."""
    assert rituals.told(text).startswith(said)


def test_one_of_theirs_in_hospital_by_its_name_is_not_their_work():
    assert "enjoy it" not in (rituals.told("My wife is at the Heath hospital, they think it's her appendix.") or "")


@pytest.mark.parametrize("text", ["Sian's mam is coming to stay for Christmas.", "My mam is coming to stay for Christmas."])
def test_a_mam_is_a_mum(text):
    """"Sian's mam is coming to stay for Christmas." got "What's the best way to celebrate them?"."""
    assert "mam is coming to stay for Christmas — " in rituals.told(text)


@pytest.mark.parametrize("text, said", [
    ("Had a letter from the dentist, I need a filling.", "You had a letter from the dentist, you need a filling — "),
    ("I've got to have a tooth out next week.", "You've got to have a tooth out next week — "),
    ("Got a letter from the optician, I need reading glasses.", "You got a letter from the optician, you need reading glasses — "),
])
def test_care_to_come_is_said_back_and_asked_when(alice, say, text, said):
    """"Had a letter from the dentist, I need a filling." got "Dentistry is a delicate and rewarding profession. What kind
    of dentist do you work with?"."""
    reply = say(alice, text).text
    assert reply.startswith(said) and ("booked in" in reply or "When is it" in reply)


@pytest.mark.parametrize("text", ["I need a filling in my kitchen wall.", "We need new glasses for the party.", "I need a new car."])
def test_what_is_no_care_to_come_is_not_met_as_it(text):
    assert "booked in" not in (rituals.told(text) or "") and "When is it" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text", [
    "Some lad was sick all over the top deck tonight, had to take the bus out of service.",
    "The dog threw up on the carpet again.", "A passenger was sick on my bus, so I had to take it out of service.",
])
def test_a_mess_someone_else_made_is_a_mishap(text):
    """The walk's line got "That was a bit of a story. What did you do to help clean it up?"."""
    assert mishaps.told_of(text)


@pytest.mark.parametrize("text", ["I was sick all over the bathroom floor.", "I'm sick of the top deck being cold."])
def test_ones_own_sickness_is_no_mishap(text):
    assert not mishaps.told_of(text)


@pytest.mark.parametrize("text, whom", [
    ("my boyfriend dev just got a job as a paramedic, so proud of him", "your boyfriend Dev"),
    ("My boyfriend Dev just got a new job.", "your boyfriend Dev"),
])
def test_one_of_theirs_getting_a_job_is_congratulated_whatever_the_valence_head_reads(text, whom):
    """"My boyfriend Dev just got a new job." was read as bad news by the valence head and left to the model:
    "Congratulations, I would love the chance to meet you."."""
    assert rituals.congratulations(texting.plain(text)) == f"That's great news — congratulations to {whom}!"


def test_the_pipeline_congratulates_one_of_theirs_by_the_name_written_out(alice, say):
    """In the web chat the walk's line got "That's great news — congratulations to your boyfriend dev!"."""
    reply = say(alice, "my boyfriend dev just got a job as a paramedic, so proud of him").text
    assert reply == "That's great news — congratulations to your boyfriend Dev!"


@pytest.mark.parametrize("text", ["Got a parking ticket for being two minutes over.", "My son got a new job but he hates it."])
def test_bad_news_with_a_got_is_still_not_congratulated(text):
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text, said", [
    ("ugh the 44 was late again so i missed the start of my shift", "The 44 was late again, so you missed "),
    ("The train was running late this morning.", "The train was running late this morning — "),
])
def test_a_late_bus_or_train_is_a_mishap_said_back_without_its_ugh(text, said):
    """The walk's line got "Could I assist you further?"."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", ["I was late again.", "He was late for work.", "It was late when we got home."])
def test_someone_late_is_no_mishap(text):
    assert not mishaps.told_of(text)


@pytest.mark.parametrize("text, said", [
    ("my manager had a go at me for it in front of everyone", "Your manager had a go at you for it in front of everyone — "),
    ("My boss told me off for being late.", "Your boss told you off for being late — "),
    ("A customer shouted at me today.", "A customer shouted at you today — "),
])
def test_being_told_off_is_met_with_sympathy(text, said):
    """The walk's line got "I see. Tell me more?"."""
    reply = rituals.told(text)
    assert reply.startswith(said) and ("Are you OK?" in reply or "How are you feeling now?" in reply)


@pytest.mark.parametrize("text", ["My dad had a go at fixing the boiler.", "I had a go at the climbing wall.", "My mum told me about the wedding."])
def test_a_go_at_a_thing_or_a_telling_is_no_telling_off(text):
    assert "not on" not in (rituals.told(text) or "") and "on the end of" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text, said", [
    ("me and my sister are doing a 10k for charity in may", "You and your sister are doing a 10k for charity in May — "),
    ("We're doing a sponsored walk for the hospice.", "You're doing a sponsored walk for the hospice — "),
])
def test_a_run_or_walk_taken_on_is_wished_luck(text, said):
    """The walk's line got "That's a wonderful idea. How much do you plan to donate?"."""
    reply = rituals.told(text)
    assert reply.startswith(said) and ("training" in reply or "good luck" in reply)


@pytest.mark.parametrize("text", ["We're going to the race on Saturday.", "I earn 30k a year."])
def test_a_race_watched_or_a_sum_is_no_run_taken_on(text):
    assert "good luck" not in (rituals.told(text) or "") and "training" not in (rituals.told(text) or "")


def test_a_grandparent_in_the_word_of_another_tongue_is_theirs():
    """"my nani is 90 on sunday, whole family is coming round" got "How lovely to hear that! What's your day like?"."""
    assert rituals.told("my nani is 90 on sunday, whole family is coming round").startswith("Your nani is 90 on Sunday — ")


@pytest.mark.parametrize("text, asked", [
    ("cant decide what to get her tbh", "she"),
    ("I don't know what to get him for his birthday.", "he"),
    ("Can't decide what to get them.", "they"),
])
def test_a_present_not_yet_thought_of_is_asked_what_they_like(text, asked):
    """The walk's line got "Oh no worries! What can I do to help you?"."""
    assert f" {asked} " in rituals.told(text) and rituals.told(text).endswith(("into?", "enjoy doing?"))


@pytest.mark.parametrize("text", ["I can't decide what to get for dinner.", "I don't know what to get her to stop crying."])
def test_what_is_no_present_is_not_asked_as_one(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, said", [
    ("my cat keeps bringing mice in, so grim", "Your cat keeps bringing mice in — "),
    ("Our dog keeps digging up the lawn.", "Your dog keeps digging up the lawn — "),
])
def test_what_a_pet_keeps_doing_is_smiled_at(text, said):
    """The walk's line got "What kind of cat are you keeping?"."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", ["My cat keeps being sick on the carpet.", "My dog keeps limping on his back leg."])
def test_a_pet_unwell_is_not_smiled_at(text):
    assert "character" not in (rituals.told(text) or "") and "daft thing" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text, said", [
    ("Our youngest, Cerys, has just started in reception, she's four.", "Your youngest, Cerys, has just started in reception — "),
    ("Cerys has just started in reception.", "Cerys has just started in reception — "),
])
def test_a_child_starting_in_reception_is_a_first_step(text, said):
    """The walk's line, after its other fixes, got "Cerys is so sweet. Congratulations, she's going to have a wonderful time at
    the reception!" from the model."""
    assert rituals.told(text).startswith(said)


def test_a_reception_of_another_kind_is_no_first_step():
    assert "getting on" not in (rituals.told("We've just started in reception at the hotel.") or "")


@pytest.mark.parametrize("text, said", [
    ("Now then, I'm Keith, retired from the pit thirty year since.", "Nice to meet you, Keith! Enjoying retirement, I hope! "),
    ("I'm Keith, retired from the pit thirty years ago.", "Nice to meet you, Keith! Enjoying retirement, I hope! "),
    ("I'm Keith, retired from the pit.", "Nice to meet you, Keith! Oh nice — how long have you been retired?"),
])
def test_retired_since_a_while_is_not_asked_how_long(text, said):
    """The walk's first line got "What do you make of it?"."""
    assert rituals.introduced_then(text).startswith(said)


@pytest.mark.parametrize("text, said", [
    ("Our lass Brenda does the flowers at the church every Saturday.", "Your lass Brenda does the flowers at the church every Saturday — "),
    ("My wife does the teas at the cricket club.", "Your wife does the teas at the cricket club — "),
])
def test_a_part_one_of_theirs_does_at_church_or_club_is_said_back(text, said):
    """The walk's line got "What kind of flowers are you decorating today?"."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text, said", [
    ("Me knees are shot, I can't get up the allotment like I used to.", "Your knees are shot — "),
    ("My back's killing me, I can barely walk.", "Your back's killing you — "),
    ("I've got me eye test Thursday at Specsavers.", "You've got your eye test Thursday at Specsavers — "),
])
def test_me_said_for_my_and_an_ache_with_what_it_stops(text, said):
    """"Me knees are shot, …" got "That's quite a situation, is that?", "I've got me eye test Thursday at Specsavers." got
    "That sounds delicious! How about a coffee tomorrow?"."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text, plain", [
    ("Can you give me back the keys?", "Can you give me back the keys?"),
    ("Tell me about it.", "Tell me about it."),
])
def test_me_after_other_verbs_stays_me(text, plain):
    assert texting.plain(text) == plain


def test_an_eye_test_ahead_is_no_ordeal_to_wish_luck_for():
    assert "good luck" not in rituals.told("I've got my eye test on Thursday.")


@pytest.mark.parametrize("text, said", [
    ("Brenda's sister is poorly, she's in Barnsley hospital with her chest.", "Brenda's sister is poorly, she's in Barnsley hospital with her chest — "),
    ("Brenda's sister is poorly.", "Brenda's sister is poorly — I'm sorry to hear it. How is Brenda's sister doing today?"),
    ("My mum's been really poorly this week.", "Your mum's been really poorly this week — "),
])
def test_one_of_theirs_poorly_is_met_and_asked_after_by_whose_they_are(text, said):
    """The walk's line got "Poor bastard! What's wrong with your sister?"."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "sorry" in reply


@pytest.mark.parametrize("sentence", ["Poor bastard!", "What the hell happened?", "That's a load of crap."])
def test_a_sentence_of_the_model_that_swears_is_left_out(sentence):
    assert grounding.coarse(sentence)
    assert replies.tidy(f"{sentence} How is your sister doing?") == "How is your sister doing?"


@pytest.mark.parametrize("sentence", ["Hello there!", "Shell out for a new one.", "What a scrappy game."])
def test_clean_sentences_are_kept(sentence):
    assert not grounding.coarse(sentence)


@pytest.mark.parametrize("text, said", [
    ("Barnsley lost again Saturday, they're hopeless this season.", "Barnsley lost again Saturday — "),
    ("Leeds got beaten 3-0 last night.", "Leeds got beaten 3-0 last night — "),
    ("The lads lost on penalties.", "The lads lost on penalties — "),
])
def test_their_side_losing_is_met(text, said):
    """The walk's line got "Ha ha! What's up?"."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", ["Sarah lost her keys.", "I lost again.", "Grandad lost again at bingo."])
def test_what_someone_lost_is_no_result(text):
    assert "watch them" not in (rituals.told(text) or "") and "the matches" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text, said", [
    ("The council still haven't fixed the streetlight outside ours.", "The council still haven't fixed the streetlight outside yours — "),
    ("The landlord still hasn't sorted out the damp in the bathroom.", "The landlord still hasn't sorted out the damp in the bathroom — "),
])
def test_what_they_still_have_not_put_right_is_a_grumble(text, said):
    """The walk's line got "That sounds disappointing. What's the best you can do to help?"."""
    assert rituals.told(text).startswith(said)


def test_what_the_person_has_not_fixed_is_no_grumble():
    assert rituals.told("I still haven't fixed the fence.") is None


@pytest.mark.parametrize("text", ["Right, I'll love you and leave you, tea's on the table.", "I'll love you and leave you."])
def test_love_you_and_leave_you_is_a_farewell(text):
    """The walk's last line got "Yes, please."."""
    assert phatic.kinds(text) == {"farewell"}


def test_love_said_with_never_leaving_is_no_farewell():
    assert phatic.FAREWELL not in phatic.kinds("I love you and I'll never leave you.")


@pytest.mark.parametrize("text, said", [
    ("Hi there, I'm Siobhan, I've a little café in Cork city.", "Nice to meet you, Siobhan! "),
    ("I've got a small bakery in town.", ""),
])
def test_a_small_place_one_has_is_one_run(text, said):
    """The walk's first line got "Hi there, Siobhan! Welcome to my cafe."."""
    reply = rituals.introduced_then(text) or rituals.told(text)
    assert reply.startswith(said) and ("running a little café" in reply or "running a small bakery" in reply)


@pytest.mark.parametrize("text", ["I have a gym at home.", "I've got a kitchen that needs redoing."])
def test_a_place_one_has_that_is_not_small_is_not_run(text):
    assert "running" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text, said", [
    ("My fella Declan is a mechanic, he's mad into hurling.", "Your fella Declan is a mechanic — "),
    ("My husband Declan is a mechanic, he's really into golf.", "Your husband Declan is a mechanic — "),
])
def test_what_one_of_theirs_works_as_with_what_they_love_after_it(text, said):
    """The walk's line got "In a country place you'd be more likely to see a butcher than a mechanic."."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text, said", [
    ("The young one made her confirmation on Saturday, she looked gorgeous.", "The young one made her confirmation on Saturday — "),
    ("My daughter made her first holy communion on Saturday.", "Your daughter made her first holy communion on Saturday — "),
])
def test_a_sacrament_made_is_a_milestone(text, said):
    """The walk's line got "That's lovely! How have you been?"; asked after, "the young one" is no name ("How did The get on?")."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "How did The" not in reply


def test_giving_out_is_telling_off():
    """"Mam was giving out to me for not ringing her on Sunday." got "Can't believe it's Sunday!"."""
    assert rituals.told("Mam was giving out to me for not ringing her on Sunday.").startswith(
        "Mam was giving out to you for not ringing her on Sunday — ")
    assert rituals.told("They were giving out leaflets.") is None


def test_wrecked_is_tired():
    """"I'm wrecked, was up at half five to do the baking." got "You're right, I'm glad to hear that."."""
    assert rituals.told("I'm wrecked, was up at half five to do the baking.").startswith("Sorry to hear you're wrecked.")
    assert rituals.told("The car is wrecked.") is None


@pytest.mark.parametrize("text, plain", [
    ("Declan's brother is after buying a house in Ballincollig.", "Declan's brother has just bought a house in Ballincollig."),
    ("I'm after finishing the baking.", "I have just finished the baking."),
    ("He's after stopping smoking.", "He has just stopped smoking."),
    ("I'm after you.", "I'm after you."),
])
def test_after_doing_is_just_done(text, plain):
    assert texting.plain(text) == plain


def test_one_of_someones_news_after_doing_is_theirs_to_be_congratulated(alice, say):
    """The walk's line got "That sounds like a wonderful idea."."""
    reply = say(alice, "Declan's brother is after buying a house in Ballincollig.").text
    assert reply == "That's great news — congratulations to Declan's brother!"


@pytest.mark.parametrize("text", ["The craic was mighty at the christening.", "Great craic at the wedding last night!"])
def test_good_craic_is_a_good_time(text):
    """The walk's line got "That's a lovely word."."""
    assert "great time" in rituals.told(text) or "best bit" in rituals.told(text)


def test_craic_said_of_a_dull_town_is_no_good_time():
    assert rituals.told("The craic is dead in this town.") is None


@pytest.mark.parametrize("question", ["What's our Liam just done?", "What has Liam been up to?"])
def test_what_one_of_theirs_has_just_done_is_said_back(alice, say, question):
    """"What's our Liam just done?" got "I'm not sure — I know that your grandson Liam's just passed …" (walk 16): what they
    did answers it, before what they are like."""
    say(alice, "Our grandson Liam's just passed his driving test, fourth time lucky!")
    say(alice, "Our Liam plays for the under-14s.")
    assert say(alice, question).text == (
        "Your grandson Liam's just passed his driving test, fourth time lucky (you told me earlier today).")


def test_what_one_never_told_of_has_done_is_not_made_up(alice, say):
    say(alice, "Our grandson Liam's just passed his driving test, fourth time lucky!")
    assert say(alice, "What has my sister done?").text == "I don't know — you haven't told me that yet."
