"""Kinds found by the lead's walks 18 (a florist in Gateshead, 2026-11-29, read after every fix of session 43), 19
(a carer in Belfast), 20 (a bus mechanic in Glasgow) and 21 (a plasterer in Bootle, 2026-11-30), each with phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import (
    antics, complaints, context, grounding, happenings, in_their_care, meals, mishaps, results, rituals, seen_to, texting, their_health,
    upset, weather,
)
from memory.refusal import classifier
from memory.text import mishaps as mishap_words
from memory.text import phatic


@pytest.mark.parametrize("text, said", [
    ("The van was late again so I missed the market this morning.",
     "The van was late again, so you missed the market this morning — "),
    ("The taxi was late so I missed my appointment.", "The taxi was late, so you missed your appointment — "),
    ("ugh the 44 was late again so i missed the start of my shift", "The 44 was late again, so you missed the start of your shift — "),
    ("The boiler packed in last night so we had cold showers this morning.",
     "The boiler packed in last night, so you had cold showers this morning — "),
])
def test_a_mishap_and_what_it_cost_them_are_both_said_back_and_how_they_managed_is_not_asked(text, said):
    """"The van was late again so I missed the market this morning." got "What did you do to get there?" (the
    model): a van was no service that runs late, and a mishap's cost, once read, was dropped and asked after."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "manage" not in reply and reply.count("?") <= 1


@pytest.mark.parametrize("text", [
    "The delivery was late again.", "Our order was running late.", "The coach was late back from Blackpool.",
    "The post was late today.",
])
def test_what_comes_to_them_late_is_a_mishap(text):
    assert mishap_words.told_of(text)


@pytest.mark.parametrize("text", [
    "I was late again.", "My sister was late for the wedding.", "We had a late breakfast.", "The van was parked outside.",
    "The van was late so I missed the market, and then it rained.",
])
def test_someone_late_or_a_van_otherwise_or_a_cost_that_goes_on_is_not_met_as_a_mishap(text):
    assert not mishap_words.told_of(text) or mishaps.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    ("I need a filling, the dentist rang this morning.", "You need a filling — "),
    ("I need two fillings and a crown, the dentist says.", "You need two fillings and a crown — "),
    ("The optician says I need reading glasses.", "The optician says you need reading glasses — "),
    ("Had a letter from the dentist, I need a filling.", "You had a letter from the dentist, you need a filling — "),
])
def test_care_to_come_is_met_however_they_heard_of_it(text, said):
    """"I need a filling, the dentist rang this morning." got "That's a lovely choice. What type of food are you
    enjoying?" (the model): only how they heard of it before the need was read."""
    assert seen_to.acknowledgement(text).startswith(said)


@pytest.mark.parametrize("text", ["I need a filling and I'm booked in for Friday.", "I need a filling and the dentist is booked for Friday."])
def test_care_to_come_already_booked_is_not_asked_when_it_is_nor_congratulated(text):
    reply = seen_to.acknowledgement(text)
    assert "booked" in reply and "When is it" not in reply and "booked in?" not in reply
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text", ["We booked our holiday to Spain!", "We've booked a cottage in Cornwall for August!"])
def test_a_holiday_booked_is_still_good_news(text):
    assert rituals.congratulations(text) is not None


@pytest.mark.parametrize("text", [
    "I need a filling of some sort for the pie.", "The dentist rang this morning.", "My son needs a filling.",
])
def test_what_is_no_care_of_theirs_to_come_is_left_alone(text):
    assert seen_to.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    ("Our dog keeps digging up the garden, little devil.", "Your dog keeps digging up the garden — "),
    ("The cat keeps bringing in mice, little monster.", "The cat keeps bringing in mice — "),
    ("My dog keeps stealing socks, cheeky beggar.", "Your dog keeps stealing socks — "),
])
def test_what_a_pet_keeps_doing_is_met_with_a_fond_word_after_it(text, said):
    """"Our dog keeps digging up the garden, little devil." got "Oh noes! That's unfortunate." (the model)."""
    reply = antics.acknowledgement(text)
    assert reply.startswith(said) and "devil" not in reply and "monster" not in reply


@pytest.mark.parametrize("text, pet", [
    ("Max's scared of the vet, the daft dog.", "Max"), ("Our cat's terrified of the hoover, silly moggy.", "your cat"),
])
def test_a_fond_word_after_a_fear_is_read_as_after_a_habit(text, pet):
    reply = antics.afraid(text)
    assert "bless" in reply and pet in reply and "daft dog" not in reply and "moggy" not in reply


@pytest.mark.parametrize("text", ["My mum's scared of flying, the poor thing.", "Our dog keeps being sick, poor thing."])
def test_a_fear_or_a_habit_that_is_no_pet_antic_is_left_alone(text):
    assert antics.acknowledgement(text) is None


@pytest.mark.parametrize("text, plain", [
    ("The heating's been off in our flat since Tuesday, freezing so it is.", "The heating's been off in our flat since Tuesday, freezing."),
    ("he's dead excited so he is", "he's dead excited"), ("I'm starving, so I am.", "I'm starving."),
    ("I said it would rain and so it did.", "I said it would rain and so it did."),
])
def test_the_tag_ulster_ends_a_statement_on_is_left_out_where_it_is_a_tag(text, plain):
    """"…, freezing so it is." was met as a mishap that led to "it is" (walk 19)."""
    assert texting.without_filler(text) == plain


def test_a_mishap_with_the_tag_is_said_back_without_it():
    reply = rituals.told("The heating's been off in our flat since Tuesday, freezing so it is.")
    assert reply.startswith("The heating's been off in your flat since Tuesday — ") and "so it is" not in reply


@pytest.mark.parametrize("text, reply", [
    ("Bout ye, I'm Siobhan, I'm a carer in Belfast, mostly nights.", "Nice to meet you, Siobhan! "),
    ("Wotcha, I'm Del, I drive a cab in Hackney.", "Nice to meet you, Del! "),
])
def test_a_regional_hello_then_a_name_is_an_introduction(text, reply):
    """"Bout ye, I'm Siobhan, …" got "I'm so glad to hear from you. That's lovely!" (the model)."""
    assert rituals.introduced_then(text).startswith(reply)


@pytest.mark.parametrize("text, said", [
    ("My partner Ciaran drives a taxi, he's never home before two.", "Your partner Ciaran drives a taxi, he's never home before two — "),
    ("My wife's a nurse, she works nights.", "Your wife's a nurse, she works nights — "),
])
def test_what_one_of_theirs_works_as_with_the_hours_it_keeps_is_met(text, said):
    """"My partner Ciaran drives a taxi, he's never home before two." got "It can be really stressful being a carer,
    especially when your partner is in town." (the model)."""
    reply = happenings.acknowledgement(text)
    assert reply.startswith(said) and ("long" in reply)


@pytest.mark.parametrize("text", ["My partner Ciaran drives a taxi, he's never been to Spain.", "My wife's lovely, she works nights."])
def test_hours_after_what_is_no_work_or_no_hours_after_work_are_not_read_as_long_hours(text):
    assert "long" not in (happenings.acknowledgement(text) or "")


@pytest.mark.parametrize("text, said", [
    ("Our wee lad Oisín starts P1 in September.", "Your wee lad Oisín starts P1 in September — "),
    ("Our Seán starts year one next week.", "Your Seán starts year one next week — "),
    ("My daughter Zoë starts high school in August.", "Your daughter Zoë starts high school in August — "),
    ("Our Oisín lost his first tooth today, the tooth fairy's skint.", "Your Oisín lost his first tooth today — "),
])
def test_a_school_year_by_its_name_and_names_with_accents_are_read(text, said):
    """"Our wee lad Oisín starts P1 in September, …" and "Our Oisín lost his first tooth today, the tooth fairy's skint." went to
    the model ("What kind of work has him done for you?", "Don't worry, the tooth fairy's not real!"): a name was read as
    [A-Z][a-z]+ only, and P1 was no school."""
    assert happenings.acknowledgement(text).startswith(said)


def test_how_excited_one_of_theirs_is_about_what_is_coming_is_said_back_and_not_asked():
    reply = rituals.told("Our wee lad Oisín starts P1 in September, he's dead excited so he is.")
    assert reply.startswith("Your wee lad Oisín starts P1 in September, he's dead excited — ") and "looking forward" not in reply.split("—")[1]


@pytest.mark.parametrize("text, bad", [
    ("he's dead excited", False), ("She was dead chuffed with it.", False), ("My dad is dead.", True), ("The battery's dead.", True),
])
def test_dead_said_for_very_is_no_bad_news(text, bad):
    assert grounding.bad_news(text) is bad


@pytest.mark.parametrize("text, said", [
    ("My ma's coming for her dinner on Sunday, I'm doing a roast.", "Your ma's coming for her dinner on Sunday, you're doing a roast — "),
    ("My sister's coming for tea on Friday, I'm making a curry.", "Your sister's coming for tea on Friday, you're making a curry — "),
])
def test_a_visit_and_what_they_are_making_for_it_are_both_said_back(text, said):
    """"My ma's coming for her dinner on Sunday, I'm doing a roast." got "Well, the roast is a bit of a challenge." (the model)."""
    reply = happenings.acknowledgement(text)
    assert reply.startswith(said) and "Anything planned" not in reply


@pytest.mark.parametrize("text, said, they", [
    ("One of my ladies fell out of bed last night and I had to ring the ambulance.",
     "One of your ladies fell out of bed last night and you had to ring the ambulance — ", "she"),
    ("One of the residents had a fall this morning.", "One of the residents had a fall this morning — ", "they"),
    ("One of the kids fell off the climbing frame at break.", "One of the kids fell off the climbing frame at break — ", "they"),
    ("A patient collapsed on my shift.", "A patient collapsed on your shift — ", "they"),
])
def test_someone_in_their_care_taken_ill_or_hurt_is_met_and_asked_after(text, said, they):
    """"One of my ladies fell out of bed last night and I had to ring the ambulance." got "That was a bit of a shock!"."""
    reply = in_their_care.acknowledgement(text)
    assert reply.startswith(said) and f" {they} " in reply and "Is they" not in reply


@pytest.mark.parametrize("text", [
    "One of my ladies is lovely.", "One of the patients told me a joke.", "One of the kids fell asleep in class.",
    "I fell out of bed last night.",
])
def test_what_befell_no_one_in_their_care_is_left_alone(text):
    assert in_their_care.acknowledgement(text) is None


@pytest.mark.parametrize("text, said, asks", [
    ("Ciaran's after crashing the taxi into a bollard, no one hurt thank God.", "Ciaran has just crashed the taxi into a bollard — ",
     "nobody was hurt"),
    ("I crashed the car this morning.", "You crashed the car this morning — ", "Are you all right?"),
    ("We had a little bump on the motorway, no one was injured thankfully.", "You had a little bump on the motorway — ", "nobody was hurt"),
])
def test_a_crash_asks_after_who_was_in_it_or_is_glad_nobody_was_hurt(text, said, asks):
    """"Ciaran's after crashing the taxi into a bollard, no one hurt thank God." got "That was a great story, I can only imagine
    the pain and loss you had to go through." (the model)."""
    reply = rituals.told(text)
    assert reply.startswith(said) and asks in reply and "Is you" not in reply and "sorted" not in reply


@pytest.mark.parametrize("text", ["The party was a crash course in chaos.", "I crashed on the sofa after work.", "Nobody got hurt."])
def test_what_is_no_crash_is_not_met_as_one(text):
    assert not mishap_words.crash(text)


@pytest.mark.parametrize("text, alone", [
    ("I'm wrecked, double shift and no break.", True), ("Shattered after a long day at work.", True),
    ("I'm so tired of everything at work.", False), ("I'm tired of it all.", False),
])
def test_tiredness_with_the_work_that_made_it_is_judged_alone(text, alone):
    """"I'm wrecked, double shift and no break." was checked in in the light of a crash nobody was hurt in (the gate's context)."""
    previous = "Ciaran's after crashing the taxi into a bollard, no one hurt thank God."
    assert (classifier.context_of(text, previous) is None) is alone


@pytest.mark.parametrize("text, plain", [
    ("Lewis was greetin' all morning cause he didnae want to go to nursery.",
     "Lewis was crying all morning because he didn't want to go to nursery."),
    ("Dreich day the day, it's been chucking it down since six.", "Dreich day today, it's been chucking it down since six."),
    ("I'm scunnered with the overtime.", "I'm fed up with the overtime."),
    ("The wife's away to Tenerife next week.", "The wife's off to Tenerife next week."),
    ("My da's doing brand new now.", "My da's doing great now."),
    ("Ava's pure chuffed with herself.", "Ava's really chuffed with herself."),
    ("We'll go the day after.", "We'll go the day after."), ("I was greeting the guests.", "I was greeting the guests."),
    ("The car is brand new.", "The car is brand new."), ("It's pure wool.", "It's pure wool."),
])
def test_words_of_scotland_and_the_north_are_written_out_only_where_they_have_one_sense(text, plain):
    """Walk 20 (a bus mechanic in Glasgow) read 4/2/6 at first: its Scots words went to the model."""
    assert texting.plain(text) == plain


@pytest.mark.parametrize("text, said", [
    ("Dreich day the day, it's been chucking it down since six.", "Dreich day today, it's been chucking it down since six — "),
    ("Wet day today, it's been pouring since lunchtime.", "Wet day today, it's been pouring since lunchtime — "),
])
def test_two_clauses_of_weather_are_met_as_the_weather(text, said):
    """"Dreich day the day, it's been chucking it down since six." got "That's quite the culinary style, eh?" (the model)."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", ["Grey day today, I'm going to the gym.", "It's been raining since six, the kids are bored."])
def test_weather_beside_something_else_is_not_met_as_weather_alone(text):
    assert weather.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    ("Me and the wife have two weans, Ava's seven and Lewis is four.", "Oh, two kids, Ava's seven and Lewis is four! "),
    ("We've got two boys, Sam's nine and Leo just turned six.", "Oh, two boys, Sam's nine and Leo just turned six! "),
])
def test_children_each_with_their_age_are_said_back_and_their_ages_not_asked(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and "How old" not in reply


@pytest.mark.parametrize("question", ["How old's Lewis?", "how old's Ava", "How old is Lewis?"])
def test_how_old_asked_with_s_is_answered_from_what_was_said(alice, say, question):
    """"How old's Lewis?" was hedged "I'm not sure — I know that Lewis was greetin' all morning …" (walk 20)."""
    say(alice, "Me and the wife have two weans, Ava's seven and Lewis is four.")
    say(alice, "Lewis was greetin' all morning cause he didnae want to go to nursery.")
    reply = say(alice, question).text
    assert "Lewis is four" in reply and "not sure" not in reply


@pytest.mark.parametrize("text, said, then", [
    ("Lewis was greetin' all morning cause he didnae want to go to nursery.",
     "Lewis was crying all morning because he didn't want to go to nursery — ", " he "),
    ("My daughter was in tears at the school gate.", "Your daughter was in tears at the school gate — ", " she "),
    ("The twins were in a right state this morning.", "The twins were in a right state this morning — ", " they "),
])
def test_one_of_theirs_upset_is_met_kindly(text, said, then):
    reply = rituals.told(text)
    assert reply.startswith(said) and then in reply and "poor your" not in reply and "poor the" not in reply


@pytest.mark.parametrize("text", ["My son was crying with laughter.", "I was crying all morning.", "The baby was asleep all morning."])
def test_laughter_their_own_tears_or_no_upset_are_not_met_as_one_of_theirs_upset(text):
    assert upset.acknowledgement(text) is None


@pytest.mark.parametrize("text", [
    "I'm scunnered with the overtime, haven't had a Saturday off in a month.", "I'm fed up with the rain.",
    "I'm sick and tired of the roadworks.",
])
def test_fed_up_with_something_of_their_days_is_met(text):
    reply = complaints.acknowledgement(texting.plain(text))
    assert reply.startswith("You're ") and "fed up" not in reply.split("—")[1]


@pytest.mark.parametrize("text", ["I'm fed up with my life.", "I'm sick of everything.", "I'm tired of living like this."])
def test_fed_up_with_life_is_never_met_as_a_grumble(text):
    assert complaints.acknowledgement(text) is None


def test_left_at_home_while_one_of_theirs_goes_away_is_not_asked_if_they_are_going_too():
    reply = rituals.told("The wife's away to Tenerife with her pals next week, I'm on my own with the weans.")
    assert reply.startswith("The wife's off to Tenerife with her pals next week, you're on your own with the kids — ")
    assert "Are you going too" not in reply


@pytest.mark.parametrize("text, said", [
    ("My da had a wee stroke last year but he's doing brand new now.", "Your da had a wee stroke last year but he's doing great now — "),
    ("My mum broke her hip in March but she's back on her feet now.", "Your mum broke her hip in March but she's back on her feet now — "),
    ("Our Ellie had chickenpox last month but she's fine now.", "Your Ellie had chickenpox last month but she's fine now — "),
])
def test_one_of_theirs_ill_before_and_well_now_is_met_with_relief(text, said):
    """"My da had a wee stroke last year but he's doing brand new now." got "Dad's doing well, I reckon." (the model)."""
    reply = rituals.told(text)
    assert reply.startswith(said) and ("relief" in reply or "good to hear" in reply)


@pytest.mark.parametrize("text", ["My dad had a stroke last year.", "My dad had a stroke last year but he's not great.",
                                  "My dad had a stroke last year but he's still in hospital."])
def test_one_of_theirs_not_well_again_is_not_met_with_relief(text):
    assert their_health.acknowledgement(text) is None


@pytest.mark.parametrize("text, whom", [
    ("Ava got a gold star at school for her reading, pure chuffed with herself.", "Ava"),
    ("My daughter got star of the week.", "your daughter"),
])
def test_a_childs_star_at_school_is_congratulated(text, whom):
    assert whom in rituals.congratulations(texting.plain(text))


def test_a_farewell_with_a_regional_all_right_is_a_farewell(alice, say):
    """"Sound, I'm off to bed, ta-ra." got "A nice sound you've got there!" (the model, walk 21: a Scouse plasterer)."""
    say(alice, "Alright, I'm Jamie, I'm a plasterer from Bootle.")
    assert "Jamie" in say(alice, "Sound, I'm off to bed, ta-ra.").text


@pytest.mark.parametrize("text", ["Sound.", "The sound was awful.", "Grand, I'll book it for Friday."])
def test_a_regional_all_right_alone_or_with_more_is_no_farewell(text):
    assert "farewell" not in phatic.kinds(text)


@pytest.mark.parametrize("text, said, asks", [
    ("Me nan's ninety on Saturday, we're having a do at the Legion.",
     "Your nan's ninety on Saturday, you're having a do at the Legion — ", "Any plans"),
    ("My nan's ninety on Saturday.", "Your nan's ninety on Saturday — ", None),
    ("Sam's 40 on Friday!", "Sam's 40 on Friday — ", None),
])
def test_a_birthday_said_with_s_and_a_do_to_mark_it_are_met(text, said, asks):
    """"Me nan's ninety on Saturday, we're having a do at the Legion." got "What's the latest on Legion?" (the model): a
    birthday was read only with "is" spelt out, and "me" was no "my" before a nan."""
    reply = rituals.told(text)
    assert reply.startswith(said) and (asks is None or asks not in reply)


@pytest.mark.parametrize("text, said", [
    ("Me nan's ninety on Saturday.", "Your nan's ninety on Saturday."), ("I went with me mam.", "You went with your mam."),
    ("Give me a minute.", "Give you a minute."), ("She told me dad was coming.", "She told you dad was coming."),
])
def test_me_said_for_my_is_said_back_as_your(text, said):
    assert context.addressed(text) == said


@pytest.mark.parametrize("text, said", [
    ("The job I'm on is a nightmare, the ceilings are all bowed.", "job"),
    ("The house we're working on has been a nightmare this week.", "job"),
])
def test_the_job_a_trade_is_on_is_a_day_at_work(text, said):
    """"The job I'm on is a nightmare, …" got "Do you have a plan for the future?" (the model)."""
    reply = rituals.told(text)
    assert reply is not None and f" {said}" in reply and " day." not in reply


@pytest.mark.parametrize("text, said", [
    ("Me back's killing me after lugging plasterboard up three flights.",
     "Your back's killing you after lugging plasterboard up three flights — "),
    ("My knees are shot from kneeling on the kitchen floor all day.", "Your knees are shot from kneeling on the kitchen floor all day — "),
])
def test_an_ache_with_what_did_it_is_met(text, said):
    """"Me back's killing me after lugging plasterboard up three flights." got "You're too proud to tackle it." (the model)."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text, said, cook", [
    ("Had scouse for tea, me mam's is the best.", "You had scouse for tea, your mam's is the best — ", "your mam's cooking"),
    ("Had scouse for tea.", "You had scouse for tea — ", None),
    ("We had fish and chips for tea tonight.", "You had fish and chips for tea tonight — ", None),
])
def test_a_meal_they_had_is_met_and_who_made_it_praised(text, said, cook):
    """"Had scouse for tea, me mam's is the best." got "That was a bit of a lie." (the model)."""
    reply = rituals.told(text)
    assert reply.startswith(said) and (cook is None or cook in reply or "making it yourself" in reply)


@pytest.mark.parametrize("text", ["I had a curry for tea and now I feel sick.", "Had food poisoning from the chippy tea."])
def test_a_meal_that_made_them_ill_is_not_met_as_a_meal(text):
    assert meals.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    ("Liverpool battered them 4-0, boss.", "Liverpool battered them 4-0 — "), ("City beat United 3-0, get in!", "City beat United 3-0 — "),
    ("Barnsley won 2-1 on Saturday.", "Barnsley won 2-1 on Saturday — "),
])
def test_their_side_winning_is_cheered(text, said):
    """"Liverpool battered them 4-0, boss." got "I see. Tell me more?" (the model)."""
    reply = results.acknowledgement(text)
    assert reply.startswith(said) and ("result" in reply or "brilliant" in reply)


@pytest.mark.parametrize("text", ["I beat my personal best today.", "Mum beat the traffic.", "We won."])
def test_what_is_no_side_winning_is_not_cheered_as_one(text):
    assert results.acknowledgement(text) is None
