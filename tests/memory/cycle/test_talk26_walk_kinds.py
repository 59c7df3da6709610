"""The kinds the walk-throughs with the embedded 135M found the pipeline not meeting (session
40, helper talk26: the lead's walk of a midwife from Derry, then five walks of twelve turns), each
met with a voice-only model on the walks' sentences and others of the kind, with look-alikes left alone."""

import pytest

from memory.cycle import catching_up, happenings, moods, rituals, weather, worn_down
from memory.text import about_the_assistant, phatic


@pytest.mark.parametrize("text, inside", [
    ("Three home visits and a birth today, my feet are done in.", "your feet are done in"),
    ("Four deliveries before lunch, my back's killing me.", "your back's killing you"),
    ("I did six haircuts and two colours today, my back's in bits.", "your back's in bits"),
    ("Two weddings and a christening this weekend, my legs are like jelly.", "your legs are like jelly"),
])
def test_an_ache_after_a_days_load_is_met_with_sympathy(text, inside):
    """"Three home visits and a birth today, my feet are done in." got "That's lovely. How are you?"."""
    replies = [happenings.acknowledgement(text, 0), happenings.acknowledgement(text, 1)]
    assert all(reply and f"no wonder {inside}" in reply.lower() and reply.endswith("?") for reply in replies)
    assert not any("lovely" in reply for reply in replies)


@pytest.mark.parametrize("text", [
    "Two funerals this week, my feet are done in.",  # bad news counted is not a day's load
    "Two kids and a dog, my feet are done in.",  # a count with no day
    "Three home visits and a birth today.",  # no ache after it
])
def test_a_count_without_a_day_or_an_ache_or_with_bad_news_is_not_a_worn_out_day(text):
    reply = happenings.acknowledgement(text)
    assert reply is None or "no wonder" not in reply.lower()


def test_a_low_feeling_after_a_days_load_follows_from_it():
    assert moods.after_that("I'm shattered.", lambda: "Three home visits and a birth today.").startswith(
        ("No wonder you're shattered", "Of course you're shattered"))
    assert moods.after_that("I'm shattered.", lambda: "We've got two kids and a dog.") is None


@pytest.mark.parametrize("text", [
    "Thanks a million, you're great company.", "Cheers, you're a star.", "Thank you so much, you're so kind.",
    "thanks a bunch, you're a gem",
])
def test_thanks_with_praise_gets_a_warm_thanks(alice, say, text):
    """"Thanks a million, you're great company." got "You're welcome! How about that?"."""
    assert phatic.kinds(text) == {phatic.THANKS}
    assert say(alice, text).text == "That's kind of you to say — you're very welcome!"


@pytest.mark.parametrize("text, reply", [
    ("Thanks a million!", "You're welcome!"),
    ("thanks a lot", "You're welcome!"),
    ("Thanks, you're a star, bye!", "That's kind of you — you're very welcome! Bye for now — talk soon!"),
])
def test_thanks_without_praise_or_with_a_farewell_keeps_its_own(text, reply):
    assert rituals.returned(phatic.kinds(text), text) == reply


@pytest.mark.parametrize("text", [
    "Thanks a million for the recipe, I'll try it tonight.", "You're great company for my mum, she says.", "Thanks a lot for nothing.",
])
def test_thanks_or_praise_in_a_message_about_more_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


@pytest.mark.parametrize("text, said, asked", [
    ("My husband Ciaran drives a bin lorry, and we've a spaniel called Juno.",
     "your husband Ciaran drives a bin lorry, and you've a spaniel called Juno", "Juno"),
    ("My wife Carys teaches Welsh at the comp, and we've a collie called Bryn.",
     "your wife Carys teaches Welsh at the comp, and you've a collie called Bryn", "Bryn"),
    ("I'm a nurse in Leeds and my husband Tom is a plumber.", "you're a nurse in Leeds, and your husband Tom is a plumber", "Tom"),
    ("We've got a dog called Rex and my son Finn is four.", "you've got a dog called Rex, and your son Finn is four", "Finn"),
])
def test_two_facts_of_their_life_in_one_message_are_both_said_back(text, said, asked):
    """"My husband Ciaran drives a bin lorry, and we've a spaniel called Juno." got "That's a
    wonderful name! … fitting one for a husband and a dog." from the model; a fact with another
    after it was met as the first alone."""
    for shift in (0, 1):
        reply = rituals.told(text) if shift == 0 else rituals.both(text, 1)
        assert reply.startswith(f"Noted — {said}.") and asked in reply.split(". ", 1)[1] and reply.endswith("?")


@pytest.mark.parametrize("text", [
    "My husband Ciaran drives a bin lorry and my feet are killing me.",  # a fact and an ache
    "We've got a cat called Tom and I love him.",
    "My sister lives in Leeds and we visit her every Sunday.",
    "My son drives me mad and my daughter is no better.",
])
def test_a_fact_joined_to_what_is_not_one_is_not_said_back_as_two(text):
    assert rituals.both(text) is None


@pytest.mark.parametrize("text, reply", [
    ("My husband Ciaran drives a bin lorry.", "Your husband Ciaran drives a bin lorry — "),
    ("My dad drives a taxi in Leeds.", "Your dad drives a taxi in Leeds — "),
    ("We've a spaniel called Juno.", "Juno"),
])
def test_what_someone_of_theirs_drives_or_a_pet_had_is_acknowledged(text, reply):
    assert rituals.told(text).startswith(reply)


@pytest.mark.parametrize("text", ["My son drives me mad.", "My husband drives a Volvo.", "I have a brother called Tom."])
def test_driving_someone_mad_a_car_or_a_brother_is_not(text):
    reply = rituals.told(text)
    assert reply is None or "good to know" not in reply and "lovely name" not in reply


@pytest.mark.parametrize("text, reply", [
    ("Right, that's me away to my bed. Cheers!", "You're welcome! Good night, Ewan!"),
    ("I'll leave it there for tonight, bye!", "Good night, Ewan!"),
    ("I'll say ta-ra for now.", "Bye for now, Ewan — talk soon!"),
    ("That's me done for the day.", "Bye for now, Ewan — talk soon!"),
    ("Right, I'm away to my bed.", "Good night, Ewan!"),
])
def test_a_farewell_said_as_leaving_it_there_is_returned(text, reply):
    """"Right, that's me away to my bed. Cheers!" got "Thank you, I'm glad of that.", "I'll leave it
    there for tonight, bye!" "I see. Tell me more?" and "I'll say ta-ra for now." "… How's the new baby?"."""
    assert rituals.returned(phatic.kinds(text), text, "Ewan") == reply


@pytest.mark.parametrize("text", ["I'll say this for him, he tries.", "That's me in the photo.", "I'll leave it there and come back to it."])
def test_saying_leaving_or_being_something_else_is_no_farewell(text):
    assert phatic.kinds(text) == frozenset()


@pytest.mark.parametrize("text, asked", [
    ("Sorry, I've been off the radar a few days, we were out at sea.", ("How did it go?", "Good to be home?")),
    ("Sorry I've been quiet, I was away with work.", ("How did it go?", "Good to be home?")),
    ("Sorry, been off grid for a week, we were away camping.", ("How did it go?", "Good to be home?")),
    ("Sorry I haven't messaged in ages, rotas have been all over the place.", ("calmed down", "easing off")),
    ("Sorry it's been a while.", ("How have things been?", "How's everything been")),
])
def test_back_after_a_gap_with_where_they_were_or_what_was_busy_is_welcomed(text, asked):
    """"Sorry, I've been off the radar a few days, we were out at sea." got "You're coming back, I'm
    sure of that!"; "Sorry I haven't messaged in ages, rotas have been all over the place." "Just a
    reminder of all the things to do in life is far too many words!"."""
    reply = catching_up.back(text)
    assert reply.startswith("No need to apologise — ") and any(words in reply for words in asked)
    assert "keeping you so busy" not in reply


@pytest.mark.parametrize("text", ["Sorry, I've been away at my dad's funeral.", "Sorry it's raining.", "I was away with the fairies."])
def test_a_gap_for_bad_news_or_no_gap_is_no_cheerful_welcome(text):
    reply = catching_up.back(text)
    assert reply is None or "good to have you back" not in reply and "lovely to hear" not in reply


@pytest.mark.parametrize("text", [
    "I've had a chest infection.", "I've been poorly all week.", "I've got a cough.", "I've been under the weather since Monday.",
])
def test_their_own_illness_is_met_with_sympathy(text):
    replies = [worn_down.worn_down(text, 0), worn_down.worn_down(text, 1)]
    assert all(reply and ("poorly" in reply or "feeling better" in reply) for reply in replies)


@pytest.mark.parametrize("text", ["I had a cold shower.", "My son has had a cold.", "I've got a cold bottle of wine in the fridge."])
def test_a_cold_thing_or_someone_elses_illness_is_not_their_own(text):
    assert worn_down.worn_down(text, 0) is None


def test_back_after_a_gap_and_an_illness_is_welcomed_then_met():
    """"Sorry it's been a while, I've had a chest infection." got "Don't worry, it's not a long story. …"."""
    reply = catching_up.back("Sorry it's been a while, I've had a chest infection.", rituals.told)
    assert reply.startswith("No need to apologise") and "feeling better" in reply


@pytest.mark.parametrize("text, met", [
    ("I'm Ewan, I skipper a creel boat out of Peterhead.", "skippering a creel boat"),
    ("I'm Mairi, I crew the lifeboat in Stornoway.", "crewing the lifeboat"),
    ("My name's Deepa, I'm a train conductor on the Crewe to Cardiff line.", "a train conductor"),
    ("I'm Bill, I'm a driver on the night buses.", "a driver"),
    ("I'm Graham, I'm 68 and retired from the pit, living in Barnsley.", "retired"),
    ("I'm Sue, retired from nursing.", "retired"),
])
def test_an_introduction_with_a_boat_a_line_or_a_retirement_is_met_by_name(text, met):
    """"I'm Ewan, I skipper a creel boat out of Peterhead." got "Yay! What a beautiful boat.", the
    conductor "Dee-lay, eh? Well done to you." and the miner "… as a retired?"."""
    reply = rituals.introduced_then(text)
    assert reply.startswith(f"Nice to meet you, {text.split(',')[0].split()[-1]}!") and met in reply
    assert "a retired?" not in reply


@pytest.mark.parametrize("text", ["I'm a teacher with a lot on my plate.", "I'm a teacher on the verge of quitting.", "I run a tight ship."])
def test_a_job_with_more_said_after_it_is_not_met_as_the_job(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, reply", [
    ("We've got an old lab called Skipper, daft as a brush.", "Skipper sounds like a good companion. How long have you had Skipper?"),
    ("I've got a whippet called Dolly who keeps me going.", "Dolly sounds like a good companion. How long have you had Dolly?"),
    ("We've got two budgies, Mango and Kiwi.", "Mango and Kiwi — lovely names! How long have you had them?"),
    ("I have two hens named Peggy and Sue.", "Peggy and Sue — lovely names! How long have you had them?"),
    ("We've a golden retriever called Max who's daft as anything.", "Max sounds like a good companion. How long have you had Max?"),
])
def test_a_pet_with_a_remark_or_several_by_name_are_met(text, reply):
    """The lab got "Nice! What kind of brush would you be wearing?", the whippet "The Dolly is a
    popular one." and the budgies "Oh my god!"."""
    assert rituals.told(text) == reply


@pytest.mark.parametrize("text", [
    "I've got a whippet called Dolly who died last year.", "I've got a dog called Rex who's sick.", "We've got two kids, Sam and Amy.",
])
def test_a_pet_that_died_or_children_are_not_met_as_pets(text):
    reply = rituals.told(text)
    assert reply is None or "companion" not in reply and "lovely names" not in reply


def test_a_dog_by_its_breed_answers_what_the_dog_is_called(alice, say):
    """"What's my dog called?" after "We've got an old lab called Skipper, …" got "I don't know"."""
    say(alice, "We've got an old lab called Skipper, daft as a brush.")
    reply = say(alice, "What's my dog called?").text
    assert "Skipper" in reply and "haven't told" not in reply


@pytest.mark.parametrize("text, said", [
    ("Wind's been howling all week, hasn't it?", "Wind's been howling all week — that can really get you down."),
    ("The rain has been relentless this week.", "The rain has been relentless this week — that can really get you down."),
    ("Lovely bit of sunshine this afternoon.", "Lovely bit of sunshine this afternoon — how nice!"),
    ("Gorgeous sunshine today!", "Gorgeous sunshine today — how nice!"),
])
def test_the_wind_or_the_sunshine_is_small_talk(text, said):
    """The wind got "That's a bit of an overused phrase." and the sunshine "Have a nice day!"."""
    assert weather.acknowledgement(text).startswith(said)


@pytest.mark.parametrize("text", ["Lovely bit of cake this afternoon.", "The cold has been brutal for my knees.", "My wind's been bad."])
def test_what_only_looks_like_the_weather_is_not(text):
    assert weather.acknowledgement(text) is None


@pytest.mark.parametrize("text, day", [
    ("Rough one today, we lost two strings of creels in the swell and the engine's playing up.", "a rough one"),
    ("Bad day really, it would've been our anniversary and I've been out of sorts.", "a bad day"),
    ("Honestly today was awful, a passenger shouted at me for twenty minutes over a delayed train.", "an awful day"),
    ("This week has been rough, the boiler broke.", "a rough week"),
])
def test_a_hard_day_said_as_one_or_as_today_and_why_is_met(text, day):
    """"Rough one today, …" got "I couldn't help but mention that you're an awesome friend!", the
    anniversary "What's the best part of your life?"."""
    replies = [moods.hard_day(text, 0), moods.hard_day(text, 1)]
    assert all(day in reply and reply.endswith("?") for reply in replies)


@pytest.mark.parametrize("text", ["Rough one, but we got there.", "Today was great, we won.", "Awful, he shouted at me."])
def test_a_day_turned_good_or_said_with_no_day_is_not_a_hard_day(text):
    assert moods.hard_day(text) is None


@pytest.mark.parametrize("text", [
    "I'm taking Callan to see Aberdeen play on Saturday.", "We're taking the boys to see Leeds play next week.",
])
def test_taking_someone_to_see_a_team_play_is_an_outing(text):
    """"I'm taking Callan to see Aberdeen play on Saturday." got "Great!"."""
    reply = happenings.acknowledgement(text)
    assert reply.startswith("You're taking") and "play" in reply and reply.endswith("?")


@pytest.mark.parametrize("text, said", [
    ("I live with my mum and my sister Anita, who's a dental nurse.", "You live with your mum and your sister Anita, who's a dental nurse"),
    ("I live with my mum, my dad and my brother.", "You live with your mum, your dad and your brother"),
    ("I live with my partner Sam.", "You live with your partner Sam"),
])
def test_whom_they_live_with_is_said_back(text, said):
    """"I live with my mum and my sister Anita, who's a dental nurse." got "How about this time, my lovely Anita?"."""
    assert rituals.told(text).startswith(f"{said} — ")


@pytest.mark.parametrize("text", ["I live with my depression.", "I live with chronic pain.", "I live with my partner Sam and I hate it."])
def test_living_with_what_is_not_someone_or_with_more_said_is_not(text):
    reply = rituals.told(text)
    assert reply is None or "good to know" not in reply


@pytest.mark.parametrize("text", ["Busy weekend?", "Good day?", "Did you have a nice weekend?", "How was your weekend?"])
def test_its_days_asked_after_are_answered_as_an_assistant(text):
    """"Busy weekend?" got "I see. Tell me more?"."""
    assert about_the_assistant.asked(text) == about_the_assistant.DAYS


@pytest.mark.parametrize("text", ["Busy weekend.", "My busy weekend?", "Did you have a good day at work?"])
def test_a_weekend_not_asked_of_it_is_not(text):
    assert about_the_assistant.asked(text) is None


@pytest.mark.parametrize("text, met", [
    ("I'm Siobhan, I cut hair in my own salon in Cork.", "cutting hair"),
    ("I'm Kev, I fix cars in my own garage in Wigan.", "fixing cars"),
    ("I'm Tendai, I'm a junior doctor on a stroke ward in Nottingham.", "a junior doctor"),
    ("I'm Ruth, I'm a nurse on the cancer ward at the Christie.", "a nurse"),
])
def test_work_in_their_own_place_or_on_a_ward_somewhere_meets_them_by_name(text, met):
    """Held apart from the fixes above: the hairdresser got "Yes, that's perfect! How did you do it?"
    and the doctor "The most wonderful."."""
    reply = rituals.introduced_then(text)
    assert reply.startswith(f"Nice to meet you, {text.split(',')[0].split()[-1]}!") and met in reply


@pytest.mark.parametrize("text", ["I cut myself in the kitchen.", "I fix it in my own time."])
def test_cutting_oneself_or_fixing_it_is_no_work(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, said, asked", [
    ("My husband Declan is a carpenter and we've three kids under ten.",
     "your husband Declan is a carpenter, and you've three kids under ten", "What are they like?"),
    ("My girlfriend Chloe is a primary teacher and we share a flat with her cat Biscuit.",
     "your girlfriend Chloe is a primary teacher, and you share a flat with her cat Biscuit", "What's Biscuit like?"),
    ("My wife Jen is a nurse and we've two girls, Amy and Kate.", "your wife Jen is a nurse, and you've two girls, Amy and Kate",
     "How old are they?"),
])
def test_two_facts_with_children_of_an_age_or_a_home_shared_are_both_said_back(text, said, asked):
    """"… we've three kids under ten." got "Lucky you!"; the flat shared with a cat "Lots of love to you and Chloe!"."""
    assert rituals.told(text) == f"Noted — {said}. {asked}"


@pytest.mark.parametrize("text, whom", [
    ("The youngest, Aoife, started school in September.", "Aoife"),
    ("The eldest, Conor, started secondary this week.", "Conor"),
])
def test_one_of_the_children_by_their_place_is_one_of_theirs(text, whom):
    """"The youngest, Aoife, started school in September." got "… How do you plan to spend your time?"."""
    reply = happenings.acknowledgement(text)
    assert reply.startswith(text.rstrip(".") + " — ") and whom in reply.split(" — ", 1)[1]


@pytest.mark.parametrize("text, fine", [
    ("Grand day out there, isn't it?", True), ("Beautiful morning out there.", True), ("Miserable day out there.", False),
])
def test_a_day_as_it_is_out_there_is_the_weather(text, fine):
    """"Grand day out there, isn't it?" got "I see. Tell me more?"."""
    reply = weather.acknowledgement(text)
    assert ("make the most" in reply or "how nice" in reply) == fine and "isn't it" not in reply


@pytest.mark.parametrize("text", ["Fine day for it.", "Grand day at the races."])
def test_a_day_not_out_there_is_not_the_weather(text):
    assert weather.acknowledgement(text) is None


@pytest.mark.parametrize("text, day", [
    ("Nightmare day, a bride's mother cried in the chair and my back is killing me.", "a nightmarish day"),
    ("Exhausting shift, lost a patient this morning and it's stayed with me.", "an exhausting shift"),
    ("Awful day, my feet are killing me and the van broke down.", "an awful day"),
])
def test_a_hard_day_with_an_ache_or_a_loss_after_it_is_met(text, day):
    """"Nightmare day, … my back is killing me." got "What's the best part of your day?"; "Exhausting
    shift, lost a patient …" got the model's "Can't have that! How's your cat?" at its second read."""
    assert day in moods.hard_day(text, 0) and day in moods.hard_day(text, 1)


def test_a_hard_day_with_a_threat_after_it_is_left_to_the_gate():
    assert moods.hard_day("Rough day, he says he'll kill me.") is None


@pytest.mark.parametrize("text, asked", [
    ("Apologies for going quiet, the salon's been mental with Christmas parties.", ("calmed down", "easing off")),
    ("Sorry I've been quiet, the ward's been chaos with the winter rush.", ("calmed down", "easing off")),
    ("Long time no speak, nights have wiped me out.", ("rest", "sleep")),
    ("Sorry I've been quiet, the late shifts have knocked me out.", ("rest", "sleep")),
])
def test_back_after_a_gap_with_a_busy_place_or_being_worn_out_is_welcomed(text, asked):
    """The salon got "That's totally fine." and the nights "What's the story behind it?"."""
    reply = catching_up.back(text)
    assert "good to have you back" in reply or "lovely to hear" in reply
    assert any(words in reply for words in asked)


def test_a_gap_for_someone_ill_is_no_cheerful_welcome():
    assert catching_up.back("Sorry I've been quiet, my dad's been ill.") is None


@pytest.mark.parametrize("text, reply", [
    ("Off to do the school run, talk later!", "Bye for now, Siobhan — talk soon!"),
    ("Right, off to collect the kids. Bye!", "Bye for now, Siobhan — talk soon!"),
    ("Thanks, that was really kind.", "You're welcome, Siobhan!"),
    ("Thank you, that's so helpful.", "You're welcome, Siobhan!"),
])
def test_a_chore_to_leave_for_or_a_kindness_thanked_is_a_ritual(text, reply):
    """The school run got "How about a day of the table?" and "Thanks, that was really kind." "I hope
    you're well. What brings you home?"."""
    assert rituals.returned(phatic.kinds(text), text, "Siobhan") == reply


@pytest.mark.parametrize("text", ["I'm off to do the shopping with my mum, she's not well.", "That was kind of him to say."])
def test_a_chore_with_more_said_or_a_kindness_of_another_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


@pytest.mark.parametrize("text", [
    "Did you see the match last night?", "Did you watch the final?", "Have you seen the news this morning?",
])
def test_what_it_saw_asked_is_answered_as_an_assistant(text):
    """"Did you see the match last night?" got "I was in the studio for a bit. That's a lovely candle …"."""
    assert about_the_assistant.asked(text) == about_the_assistant.SEEN


@pytest.mark.parametrize("text", ["Did you see the state of him?", "Did you see the news about my sister?", "I saw the match."])
def test_seeing_what_is_not_an_event_or_with_more_asked_is_not(text):
    assert about_the_assistant.asked(text) is None
