"""Kinds found by the lead's walks 20 (a bus mechanic in Glasgow), 21 (a plasterer in Bootle) and 22 (a retired dinner lady
in Merthyr), 2026-11-30, each with
phrasings beside the walk's own and look-alikes that must not change; walks 18 and 19 are in ``test_lead44_walk_kinds``."""

import pytest

from memory.cycle import complaints, context, meals, moments, results, rituals, texting, their_health, upset, weather
from memory.refusal.gate import evaluate
from memory.text import phatic


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
    ("The cause of the fire was a candle.", "The cause of the fire was a candle."), ("She saved the day.", "She saved the day."),
    ("The baby woke in the night.", "The baby woke in the night."), ("I'm off the day.", "I'm off today."),
    ("See you the morra.", "See you tomorrow."), ("We wean the lambs in May.", "We wean the lambs in May."), ("Cos it rained we stayed in.", "Because it rained we stayed in."),
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


@pytest.mark.parametrize("text, said", [
    ("I'm off today.", "You're off today — "), ("I'm off work tomorrow.", "You're off work tomorrow — "),
    ("Got the day off on Friday.", "You got the day off on Friday — "),
])
def test_a_day_off_is_met_as_time_off_not_as_feeling_off(text, said):
    """"I'm off today." (in the replay of walk lines for walk 20's "I'm off the day") was met "Ah, off today — that's no fun.
    Has anything in particular got you down?"."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "got you down" not in reply


@pytest.mark.parametrize("text", ["I'm feeling a bit off today.", "I feel off today."])
def test_feeling_off_is_still_met_as_a_low_feeling(text):
    assert "got you down" in rituals.told(text) or "no fun" in rituals.told(text)


@pytest.mark.parametrize("text, said", [
    ("My grandson Rhys is coming over now in a minute for his tea.", "Your grandson Rhys is coming over soon for his tea — "),
    ("Had a lush cwtch off the little one this morning.", "You had a lovely cuddle off the little one this morning — "),
    ("I had a hug from my mum.", "You had a hug from your mum — "),
])
def test_words_of_wales_are_written_out_and_a_moment_with_one_of_theirs_is_met(text, said):
    """Walk 22 (a retired dinner lady in Merthyr) read 5/3/4 at first: "… now in a minute for his tea." got "Yes, please. How about
    a cup of tea?", "Had a lush cwtch off the little one this morning." got "How was your day?"."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text, said", [
    ("Been to chapel this morning, the singing was beautiful.", "You've been to chapel this morning, the singing was beautiful — "),
    ("I went to church this morning.", "You went to church this morning — "),
])
def test_a_service_attended_is_met(text, said):
    """"Been to chapel this morning, the singing was beautiful." got "I'm so glad you're enjoying the song!"."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", ["I went to church for my friend's funeral.", "Been to chapel, the service was awful."])
def test_a_sad_service_is_not_met_as_a_glad_one(text):
    assert moments.acknowledgement(text) is None


def test_a_regional_word_for_whom_is_left_at_a_farewell():
    """"Right, I'm off to put the kettle on, ta-ra bach." got "That's a sweet name."."""
    assert phatic.kinds("Right, I'm off to put the kettle on, ta-ra bach.") == {"farewell"}


def test_weather_and_what_it_is_good_for_is_met_as_the_weather():
    """"Tidy weather for the washing today, it's all out on the line." got "I see. Tell me more?"."""
    assert weather.acknowledgement("Tidy weather for the washing today, it's all out on the line.").startswith(
        "Tidy weather for the washing today, it's all out on the line — ")


@pytest.mark.parametrize("text, said", [
    ("The bingo was cancelled again, ych a fi.", "The bingo was cancelled again — "),
    ("Our quiz night got called off.", "Your quiz night got called off — "),
])
def test_a_thing_of_theirs_called_off_is_a_shame_and_not_asked_how_they_managed(text, said):
    """"The bingo was cancelled again, ych a fi." was said back with its "ych a fi" and asked "How did you manage?"."""
    reply = rituals.told(text)
    assert reply.startswith(said) and "shame" in reply or "disappointing" in reply
    assert "manage" not in reply and "ych" not in reply


def test_a_way_to_travel_cancelled_is_still_a_nuisance():
    assert "nuisance" in rituals.told("My flight was cancelled.") or "pain" in rituals.told("My flight was cancelled.")


@pytest.mark.parametrize("text, said", [
    ("My hip's giving me jip, I'm waiting on the operation.", "Your hip's giving you jip, you're waiting on the operation — "),
    ("My knee is killing me, I'm still waiting for a date for the op.", "Your knee is killing you, you're still waiting for a date for the op — "),
])
def test_an_ache_and_the_operation_waited_on_are_said_back_together(text, said):
    """"My hip's giving me jip, I'm waiting on the operation." got the crisis check-in (the gate read "jip" as no ache: crisis
    0.34) and nothing of the ache."""
    assert rituals.told(text).startswith(said)


@pytest.mark.django_db
@pytest.mark.parametrize("text, check_in", [
    ("My hip's giving me jip, I'm waiting on the operation.", False), ("My knees are giving me hell.", False),
    ("Life is giving me hell, I want it to end.", True),
])
def test_a_part_of_the_body_giving_them_gyp_however_spelt_is_an_ache_to_the_gate(text, check_in):
    verdict = evaluate(text)
    assert bool(verdict.check_in or verdict.category) is check_in
