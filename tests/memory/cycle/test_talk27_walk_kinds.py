"""The faults of the lead's walk after talk26's merge (session 40: a postmistress on Unst, 0 fine / 6 weak / 6
wrong), met by general rules with a voice-only model: what the pipeline knew but hedged, cheer for a mishap,
the model asking the person for help, and the kinds the walk found unmet; each with look-alikes left alone."""

import pytest

from memory.cycle import age_given, ages, answered_by, grounding, mishaps, replies, rituals, worn_down
from memory.cycle.occupation import own_occupation
from memory.text import mishaps as told_mishaps
from memory.text import phatic


@pytest.mark.parametrize("sentence", [
    "Fly's the older one, she's eleven and a bit deaf now.",
    "Fly came to us from a farm, she's 11 now.",
    "Fly is the quiet one, and she's nearly nine.",
])
def test_an_age_said_in_a_later_clause_of_the_one_named_is_their_age(sentence):
    """"How old is Fly?" after "Fly's the older one, she's eleven and a bit deaf now." got "I'm not sure — I know that …"."""
    assert age_given.aged_in({"fly"}, sentence)


@pytest.mark.parametrize("sentence", [
    "Fly sleeps by my granddaughter, she's eleven.",  # someone else between: hers
    "Fly and Gyp love Eilidh, she's eleven.",
    "Fly's the older one, she's eleven kilos.",  # no age
    "Fly is lovely, she's a bit deaf.",
])
def test_an_age_said_of_someone_else_or_no_age_is_not_theirs(sentence):
    assert not age_given.aged_in({"fly"}, sentence)


@pytest.mark.parametrize("sentence", [
    "I run the wee post office on Unst.", "I run a bookshop in Hay.", "I manage the garden centre on the ring road.",
    "I keep sheep on the croft.", "Hiya, I'm Morag, I run the wee post office on Unst.",
])
def test_running_a_place_or_keeping_stock_is_ones_work(sentence):
    """"Where do I work?" after "I run the wee post office on Unst." got "I'm not sure — I know that …"."""
    assert own_occupation(sentence)


@pytest.mark.parametrize("sentence", [
    "I run a tight ship.", "I run the risk of being late.", "I run the school run on Mondays.", "I keep busy.",
    "I keep a diary.",
])
def test_running_what_is_no_place_or_keeping_what_is_no_stock_is_no_work(sentence):
    assert not own_occupation(sentence)


@pytest.mark.parametrize("told, question, answer", [
    ("My partner Lewis keeps sheep, and we've two collies, Fly and Gyp.", "What does Lewis do?", "Your partner Lewis keeps sheep"),
    ("Fly's the older one, she's eleven and a bit deaf now.", "How old is Fly?", "Fly's the older one, she's eleven"),
    # the greeting is not kept with the statement (``extraction.unframed``), so the whole is as near as its clause
    ("Hiya, I'm Morag, I run the wee post office on Unst.", "Where do I work?", "You're Morag, you run the wee post office on Unst"),
    ("My brother Sean runs the chip shop in Portrush.", "What does Sean do?", "Your brother Sean runs the chip shop"),
])
def test_what_was_told_is_said_back_as_the_answer(alice, say, told, question, answer):
    """The three hedged answers of the lead's walk, and a place someone runs."""
    say(alice, told)
    reply = say(alice, question).text
    assert reply.startswith(answer) and "not sure" not in reply


@pytest.mark.parametrize("told, question", [
    ("My partner Lewis keeps busy with the garden.", "What does Lewis do?"),  # busy is no work
    ("My partner Lewis keeps a dog.", "What does Lewis do?"),
])
def test_what_someone_keeps_that_is_no_work_is_still_only_offered(alice, say, told, question):
    say(alice, told)
    assert say(alice, question).text.startswith("I'm not sure")


def test_a_job_asked_of_someone_is_answered_by_the_stock_they_keep_or_the_place_they_run():
    for text in ("My partner Lewis keeps sheep", "My dad farms beef cattle", "My sister owns the little bakery on Main Street",
                 "My husband drives a tractor for the estate"):
        assert answered_by._WORKS_AT.search(text), text
    for text in ("My partner Lewis keeps busy", "My dad drives me mad", "My sister runs every morning"):
        assert not answered_by._WORKS_AT.search(text), text


@pytest.mark.parametrize("text", [
    "The ferry was off again today because of the gales.", "Sorry I've been quiet, the internet was down for days with the storm.",
    "The car broke down on the way to Lerwick.", "We had no power for two days.", "Our flight was cancelled.",
    "The washing machine's packed in.", "A pipe burst in the loft.",
])
def test_something_gone_wrong_is_read_as_bad_news(text):
    """The valence lexicon read "The ferry was off again today because of the gales." as 0, and the model's "That was a
    bit of luck." was kept."""
    assert told_mishaps.told_of(text) and grounding.bad_news(text)
    assert grounding.misplaced_cheer("That was a bit of luck.", text)


@pytest.mark.parametrize("text", [
    "The ferry leaves at nine.", "I'm off to bed.", "The kids are off school this week.", "The power of music.",
    "I turned the heating off.", "We were out for a walk.", "The bus was on time for once.",
])
def test_what_only_looks_like_a_mishap_is_not(text):
    assert not told_mishaps.told_of(text)


@pytest.mark.parametrize("text", [
    "The ferry was off again today because of the gales.", "The car broke down on the way to Lerwick.",
    "Our train was cancelled this morning.",
])
def test_something_gone_wrong_is_met_as_a_nuisance(text):
    replies_ = [mishaps.acknowledgement(text, 0), mishaps.acknowledgement(text, 1)]
    assert all(reply and ("nuisance" in reply or "pain" in reply) and reply.endswith("?") for reply in replies_)
    assert rituals.told(text)  # met, by this kind or one before it ("broke down" is a happening's)


@pytest.mark.parametrize("text", [
    "Was the ferry off today?", "The ferry was off, so we went for a walk and it was lovely, and then we had tea.",
])
def test_a_mishap_asked_or_with_more_said_is_not_met_as_one(text):
    assert mishaps.acknowledgement(text) is None


def test_back_after_a_gap_with_a_mishap_as_the_reason_is_welcomed_then_met():
    reply = rituals.catching_up.back("Sorry I've been quiet, the internet was down for days with the storm.", rituals.told)
    assert reply.startswith("No need to apologise.") and "internet was down" in reply and "good to have you back" not in reply


@pytest.mark.parametrize("said", [
    "Spent the whole afternoon sorting parcels that came in late, my back's aching.",
    "My knee's aching.", "The ferry was off again today because of the gales.",
])
def test_nothing_kept_of_the_model_after_bad_news_is_met_with_sympathy(said):
    assert replies.listening((), said) == replies.SOUNDS_HARD


@pytest.mark.parametrize("said", ["The ferry leaves at nine.", "We had a lovely day despite the storm."])
def test_nothing_kept_after_news_that_is_not_bad_is_listened_to(said):
    assert replies.listening((), said) == replies.LISTENING


@pytest.mark.parametrize("sentence", [
    "Can you please help me with a math problem?", "Could you help me write a letter?", "Please help me.",
    "I need your help with something.", "Can you do me a favour?", "Could I ask you a favour?",
])
def test_the_model_asking_the_person_for_help_is_left_out(sentence):
    """"You're a good listener, thanks for that." got "Can you please help me with a math problem?"."""
    assert grounding.asks_a_favour(sentence)
    assert replies.tidy(f"Thanks! {sentence}", said="You're a good listener.", grounds="") == "Thanks!"


@pytest.mark.parametrize("sentence", [
    "Can you tell me more?", "Could you tell me what happened?", "How can I help?", "Is there anything that would help?",
])
def test_asking_to_hear_more_or_offering_help_is_no_favour(sentence):
    assert not grounding.asks_a_favour(sentence)


@pytest.mark.parametrize("text, inside", [
    ("Spent the whole afternoon sorting parcels that came in late, my back's aching.", "your back's aching"),
    ("Been on my feet all day, my legs are like jelly.", "your legs are like jelly"),
    ("Digging the garden all morning, my back's killing me.", "your back's killing you"),
])
def test_an_ache_after_time_spent_at_a_task_is_met_with_sympathy(text, inside):
    """"Spent the whole afternoon sorting parcels …, my back's aching." got "I see. Tell me more?"."""
    assert f"no wonder {inside}" in rituals.told(text).lower()


@pytest.mark.parametrize("text", ["Spent the afternoon with my granddaughter.", "I spent the day in Lerwick."])
def test_time_spent_without_a_task_is_no_days_load(text):
    assert not worn_down.a_days_load(text)


@pytest.mark.parametrize("text, met", [
    ("Hiya, I'm Morag, I run the wee post office on Unst.", "Nice to meet you, Morag! What's a typical day like running the wee post office?"),
    ("Hi, I'm Tam, I keep sheep in Sutherland.", "Nice to meet you, Tam! Oh nice — how long have you been keeping sheep?"),
])
def test_an_introduction_with_a_place_run_or_stock_kept_is_met_by_name(text, met):
    assert rituals.introduced_then(text) == met


@pytest.mark.parametrize("text, said, asked", [
    ("My partner Lewis keeps sheep, and we've two collies, Fly and Gyp.",
     "your partner Lewis keeps sheep, and you've two collies, Fly and Gyp", "they"),
    ("My brother runs the village shop, and we've a cat called Bramble.",
     "your brother runs the village shop, and you've a cat called Bramble", "Bramble"),
])
def test_stock_kept_or_a_place_run_and_pets_are_both_said_back(text, said, asked):
    reply = rituals.told(text)
    assert reply.startswith(f"Noted — {said}.") and asked in reply.split(". ", 1)[1] and reply.endswith("?")


@pytest.mark.parametrize("text", ["My son keeps busy.", "My wife keeps chickens.", "My brother runs every morning."])
def test_keeping_what_is_no_stock_or_running_for_fun_is_not_their_work(text):
    assert rituals.their_work.told_back(text) is None


@pytest.mark.parametrize("text, reply", [
    ("Fly's the older one, she's eleven and a bit deaf now.", "Bless Fly — eleven and a bit deaf now. How is Fly keeping otherwise?"),
    ("She's fourteen and going grey.", "Bless her — fourteen and going grey. How is she keeping otherwise?"),
])
def test_an_age_and_what_the_years_bring_is_met_gently(text, reply):
    assert ages.aged(text, 0) == reply


@pytest.mark.parametrize("text", ["Fly's the older one.", "My mum's the older one, she's eleven years older than me."])
def test_which_one_is_older_with_no_age_is_not(text):
    assert ages.aged(text, 0) is None


@pytest.mark.parametrize("text, whom", [
    ("Our granddaughter Eilidh starts at the school in Baltasound next month.", "Eilidh"),
    ("My son started at the local nursery on Monday.", "your son"),
])
def test_starting_at_a_school_is_a_first_step(text, whom):
    reply = rituals.told(text)
    assert reply and whom in reply and reply.endswith("?")


@pytest.mark.parametrize("text", ["My son starts at the bank on Monday.", "My daughter started at the school gates crying."])
def test_starting_at_what_is_no_school_is_not(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, kind", [
    ("You're a good listener, thanks for that.", phatic.THANKS), ("Thanks, you're a great help.", phatic.THANKS),
    ("Right, I'd best get the tea on. Cheerio!", phatic.FAREWELL), ("I ought to get going, bye!", phatic.FAREWELL),
])
def test_praise_for_listening_thanks_and_best_be_going_takes_leave(text, kind):
    assert kind in phatic.kinds(text)


@pytest.mark.parametrize("text", ["You're a good listener, my daughter says.", "I'd best get the tea on before Lewis comes in."])
def test_praise_or_a_chore_in_a_message_about_more_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


# The faults of talk27's three walks at their first read (a school-bus driver in the valleys, a pharmacy manager in
# Leicester, a beef farmer near Enniskillen), met by the same general rules.

@pytest.mark.parametrize("text, met", [
    ("Hello there, I'm Gareth, I drive the school bus round the valleys near Merthyr.",
     "Nice to meet you, Gareth! Oh nice — how long have you been driving the school bus?"),
    ("Hi! Priya here, I manage a pharmacy in Leicester.", "Nice to meet you, Priya! What's a typical day like running a pharmacy?"),
    ("Evening, I'm Donal, I farm beef cattle outside Enniskillen.", "Nice to meet you, Donal! What's a typical day like farming beef cattle?"),
])
def test_an_introduction_with_the_vehicle_driven_a_name_here_or_stock_farmed_is_met_by_name(text, met):
    """Each got the model's question without the name ("Great! How's that going?", "How's business been?")."""
    assert rituals.introduced_then(text) == met


@pytest.mark.parametrize("text", ["Hi, Leeds here is lovely.", "Sunny here!", "I drive the kids to school."])
def test_a_place_the_weather_or_a_school_run_is_no_introduction_or_work(text):
    assert rituals.introduced_then(text) is None and not own_occupation(text)
    assert phatic.INTRODUCTION not in phatic.kinds(text)


@pytest.mark.parametrize("text, reply", [
    ("Taffy's getting on a bit, he's fourteen and sleeps most of the day.",
     "Ah, bless Taffy — fourteen and sleeps most of the day! What else is Taffy like?"),
    ("Bess is twelve now, she's slowing down but still comes out every morning.",
     "Bless Bess — twelve and slowing down. How is Bess keeping otherwise?"),
])
def test_a_word_of_the_one_named_before_their_age_or_the_age_first_is_met(text, reply):
    assert ages.aged(text, 0) == reply


@pytest.mark.parametrize("text", ["It is seven.", "That is two.", "Bristol is five miles away."])
def test_what_is_no_one_named_has_no_age(text):
    assert ages.aged(text, 0) is None


def test_an_age_with_now_after_it_is_their_age():
    """"How old is Bess?" after "Bess is twelve now, she's slowing down …" got "I'm not sure — I know that …"."""
    assert age_given.aged_in({"bess"}, "Bess is twelve now, she's slowing down but still comes out every morning.")
    assert not age_given.aged_in({"bess"}, "Bess is twelve minutes away.")


@pytest.mark.parametrize("text", [
    "Bus wouldn't start this morning, the battery was flat and the kids were late.", "The car won't start.",
    "Apologies for being missing, the phone signal went with the wind.", "The power went during the storm.",
])
def test_what_would_not_start_or_went_is_a_mishap(text):
    """"Bus wouldn't start …" got the model's "That's a great story, …"."""
    assert told_mishaps.told_of(text)


@pytest.mark.parametrize("text", ["The power went to his head.", "The signal went up at nine.", "She won't start school till May."])
def test_what_only_went_or_starts_later_is_no_mishap(text):
    assert not told_mishaps.told_of(text)


@pytest.mark.parametrize("text, said", [
    ("Sorry for the gap, the power was out for two days after the flooding.", "power was out for two days"),
    ("Apologies for being missing, the phone signal went with the wind.", "phone signal went with the wind"),
])
def test_back_after_a_gap_said_as_a_gap_or_being_missing_is_welcomed_then_met(text, said):
    reply = rituals.catching_up.back(text, rituals.told)
    assert reply.startswith("No need to apologise.") and said in reply and "Sorry for the gap" not in reply


@pytest.mark.parametrize("text", ["I've had a thumping headache since lunchtime.", "I've got a migraine."])
def test_a_pain_in_the_head_is_met_with_sympathy(text):
    """"I've had a thumping headache since lunchtime." got "That's great!"."""
    assert worn_down.worn_down(text, 0) in worn_down._A_PAIN and grounding.misplaced_cheer("That's great!", text)


def test_someone_going_in_for_an_operation_is_wished_well():
    """"My dad goes in for his cataract operation on Thursday." got "That sounds lovely."."""
    assert "I hope it goes well" in rituals.told("My dad goes in for his cataract operation on Thursday.")
    assert rituals.told("My dad goes in for his tea at six.") is None


@pytest.mark.parametrize("text, named", [
    ("My niece Aoife had a baby boy on Saturday, Cian.", True), ("My sister had a baby girl on Monday, Rose.", True),
    ("My sister had a baby girl last night.", False),
])
def test_a_baby_named_is_not_asked_its_name(text, named):
    """"My niece Aoife had a baby boy on Saturday, Cian." got "What's the baby called?"."""
    replies_ = {rituals.happenings.acknowledgement(text, 0), rituals.happenings.acknowledgement(text, 1)}
    assert any("What's the baby called?" in reply for reply in replies_) is not named


@pytest.mark.parametrize("text, kind", [
    ("Cracking chat this, you've cheered me up.", phatic.THANKS), ("You always know what to say, ta.", phatic.THANKS),
    ("Right, I'll leave you to it. See you soon!", phatic.FAREWELL),
])
def test_praise_of_the_chat_thanks_and_leaving_them_to_it_takes_leave(text, kind):
    assert kind in phatic.kinds(text)


@pytest.mark.parametrize("text", [
    "You always know what to say to my mum.", "I'll leave you to it if you're busy with my son.", "He rings me every Sunday without fail.",
])
def test_praise_of_another_or_leaving_with_more_said_is_no_ritual(text):
    assert phatic.kinds(text) == frozenset()


def test_a_saying_with_a_bad_word_that_tells_nothing_bad_keeps_its_cheer():
    """"He rings me every Sunday without fail." — "That sounds lovely." stays."""
    assert not grounding.misplaced_cheer("That sounds lovely.", "He rings me every Sunday without fail.")
    assert grounding.misplaced_cheer("That sounds lovely.", "I haven't slept, my back is sore.")


def test_ones_own_work_is_not_answered_by_what_someone_of_theirs_does(alice, say):
    """"What do I do for a living?" got "Your wife Sian works at the library" over the school bus Gareth drives."""
    say(alice, "Hello there, I'm Gareth, I drive the school bus round the valleys near Merthyr.")
    say(alice, "My wife Sian works at the library, and we've got a ginger cat called Taffy.")
    assert say(alice, "What do I do for a living?").text.startswith("You drive the school bus")
    assert say(alice, "What does my wife do?").text.startswith("Your wife Sian works at the library")


@pytest.mark.parametrize("text", [
    "The delivery van never turned up so half the prescriptions were missing.", "The plumber didn't show up again.",
])
def test_what_never_came_is_a_mishap(text):
    """"The delivery van never turned up …" got "Those were the ones you mentioned. …" at the second read."""
    assert told_mishaps.told_of(text)


@pytest.mark.parametrize("text", ["My son never turned up for dinner.", "The post came early today."])
def test_someone_who_never_came_or_post_that_came_is_no_mishap(text):
    assert not told_mishaps.told_of(text)


def test_great_craic_thanks():
    """"You're great craic, thanks a million." got "That's a lovely choice, I'm sure of it." at the second read."""
    assert phatic.kinds("You're great craic, thanks a million.") == {phatic.THANKS}
    assert phatic.kinds("You're great craic at parties, my wife says.") == frozenset()


# A fourth walk (a B&B on the Antrim coast), written and first read after every fix above, held apart from them:
# 5 fine / 5 weak / 2 wrong; its faults met by the same rules.

def test_a_place_run_on_a_coast_or_street_named_is_met():
    """"Morning! I'm Bronagh, I run a wee B&B on the Antrim coast." got "I'm glad to hear that."."""
    assert rituals.introduced_then("Morning! I'm Bronagh, I run a wee B&B on the Antrim coast.").startswith(
        "Nice to meet you, Bronagh! What's a typical day like running a wee B&B?")
    assert "running a bakery" in rituals.told("I run a bakery on the High Street.")
    assert "running" not in (rituals.told("I run a bakery on the side.") or "")


def test_on_ones_feet_since_an_hour_then_an_ache_is_met_with_sympathy():
    """"I've been on my feet since six, my ankles are swollen." got "How does it feel?"."""
    assert "no wonder your ankles are swollen" in rituals.told("I've been on my feet since six, my ankles are swollen.").lower()
    assert not worn_down.a_days_load("I've been on my feet since Tuesday's fall.")


def test_starting_playgroup_is_a_first_step():
    """"Our grandson Oisin starts playgroup after Easter." got "Oh dear, how lovely!"."""
    assert "Oisin" in rituals.told("Our grandson Oisin starts playgroup after Easter.")


@pytest.mark.parametrize("text, kind", [
    ("You're a great comfort, thank you.", phatic.THANKS),  # the model: "I'm so glad you're enjoying the process!"
    ("I'd better go and lock up, night night!", phatic.FAREWELL),  # the model: "What's your plan?"
])
def test_praise_as_a_comfort_thanks_and_going_to_lock_up_takes_leave(text, kind):
    assert kind in phatic.kinds(text)


def test_sorry_for_going_quiet_there_is_a_gap():
    reply = rituals.catching_up.back("Sorry I went quiet there, the Wi-Fi was down all weekend.", rituals.told)
    assert reply.startswith("No need to apologise.") and "Wi-Fi was down" in reply
    assert rituals.catching_up.back("Sorry I went there, the Wi-Fi was down all weekend.", rituals.told) is None
