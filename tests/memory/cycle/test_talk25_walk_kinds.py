"""The kinds the walk-throughs with the embedded 135M found the pipeline not meeting (session
39, helper talk25), each met with a voice-only model on sentences that are not the walks'
own, with look-alikes left alone."""

import pytest

from memory.cycle import catching_up, happenings, moods, occupation, referred, rituals, tries, worn_down
from memory.text import extraction, phatic


@pytest.mark.parametrize("text, said, asked", [
    ("He started nursery this week and cried every morning.", "He started nursery this week and cried every morning — ", "easier"),
    ("She's started reception and has been a bit clingy.", "She's started reception and has been a bit clingy — ", "easier"),
    ("My daughter started school on Monday and cried at drop-off.", "Your daughter started school on Monday and cried at drop-off — ", "easier"),
    ("He started school on Monday and loved it.", "He started school on Monday and loved it — ", "What did he enjoy most?"),
    ("She started nursery this week.", "She started nursery this week — ", "How is she finding it?"),
])
def test_a_first_step_of_one_just_named_is_met_as_it_went(text, said, asked):
    """"My son Finn is three." then "He started nursery this week and cried every morning."
    was the model's; how it went is met as it went (tears are no "how exciting!")."""
    replies = {happenings.acknowledgement(text, 0), happenings.acknowledgement(text, 1)}
    assert all(reply.startswith(said) and reply.endswith("?") for reply in replies)
    assert any(asked in reply for reply in replies)


@pytest.mark.parametrize("text", [
    "He started smoking again.", "She started crying.", "They started school this week.",
    "My son started school on Monday and my wife cried.",
])
def test_what_only_looks_like_a_first_step_is_not_met_as_one(text):
    reply = happenings.acknowledgement(text)
    assert reply is None or "step" not in reply and "mornings" not in reply


@pytest.mark.parametrize("before, text, meant", [
    ("We've got a cat called Pepper.", "She's five and terrified of the hoover.", "Pepper is five and terrified of the hoover."),
    ("We have a dog named Biscuit.", "He's seven.", "Biscuit is seven."),
    ("We had a little girl called Ivy!", "She's three weeks old.", "Ivy is three weeks old."),
])
def test_he_or_she_after_one_called_by_a_name_means_them(before, text, meant):
    assert referred.named(text, [], before) == (meant, text[:3].lower().rstrip("'"))


@pytest.mark.parametrize("before, text, meant", [
    ("My sister has a dog called Max.", "She's a vet.", "My sister is a vet."),  # one of theirs comes first
    ("I met a woman called Sue.", "He's lovely.", None),  # of the other sex
    ("We have a cat called Tom and a dog called Rex.", "She's lovely.", None),  # two
])
def test_one_called_by_a_name_is_not_meant_over_one_of_theirs(before, text, meant):
    found = referred.named(text, [], before)
    assert (found[0] if found else None) == meant


@pytest.mark.parametrize("told, asked, answer", [
    (["We've got a cat called Pepper.", "She's five and terrified of the hoover."], "How old is Pepper?", "Pepper is five"),
    (["We've got a rabbit named Clover.", "She's two and loves carrots."], "How old is Clover?", "Clover is two"),
    (["We have a dog named Biscuit.", "He's seven."], "How old is Biscuit?", "Biscuit is seven"),
    (["My son Finn is three.", "He started nursery this week and cried every morning."], "How old is Finn?", "Finn is three"),
])
def test_an_age_said_of_one_by_a_pronoun_answers_for_them(alice, say, told, asked, answer):
    """"How old is Pepper?" got "I'm not sure" though "She's five" was told; "How old is
    Finn?" must not be answered by what he started since."""
    for text in told:
        say(alice, text)
    reply = say(alice, asked).text
    assert reply.startswith(("Your son " + answer.split(" ", 1)[0] if "Finn" in answer else answer.split(" ", 1)[0]))
    assert answer.split(" ", 2)[2] in reply and "Since then" not in reply and "not sure" not in reply


@pytest.mark.parametrize("text", [
    "She's five and terrified of the hoover.", "He's two and scared of the vacuum cleaner.",
    "She's nine and sleeps about twenty hours a day.", "He's six and loves dinosaurs.",
])
def test_an_age_and_what_they_are_like_is_met(text):
    """"She's five and terrified of the hoover." after a cat named got "You've got a wonderful little mouter."."""
    replies = happenings.acknowledgement(text, 0) + happenings.acknowledgement(text, 1)
    assert "bless" in replies and replies.count(text.split(" and ")[1].rstrip(".")) == 2


@pytest.mark.parametrize("text", ["She's 40 and scared of spiders.", "She's terrified of the hoover.", "He's six and he loves it."])
def test_an_age_not_a_childs_or_no_age_is_not_met_so(text):
    reply = happenings.acknowledgement(text)
    assert reply is None or "bless" not in reply


@pytest.mark.parametrize("text, opens, asks", [
    ("Been a busy week since we talked, sorry.", "No need to apologise — ", "busy"),
    ("Sorry I've not been on for a while, it's been hectic.", "No need to apologise — ", "busy"),
    ("Sorry I haven't messaged, been swamped at work.", "No need to apologise — ", "busy"),
    ("Hey, sorry I've been quiet.", "No need to apologise — ", "been"),
    ("Hi! It's been a while.", "", "been"),
    ("We haven't talked in ages!", "", "been"),
])
def test_back_after_a_gap_is_welcomed(alice, say, text, opens, asks):
    """"Been a busy week since we talked, sorry." got "That's wonderful!" and "If you need
    anything, I'm here."."""
    reply = say(alice, text).text
    assert reply == catching_up.back(text) and reply.startswith(opens) and asks in reply.lower() and reply.endswith("?")
    assert "back" in reply or "again" in reply


@pytest.mark.parametrize("text", [
    "Been a rough week since we talked.", "Sorry I've been quiet, my dad's been in hospital.", "Sorry, I forgot.",
    "It's been a busy week.", "Sorry, it's been hectic.",
])
def test_a_hard_week_or_an_apology_for_something_else_is_no_welcome_back(text):
    assert catching_up.back(text) is None


@pytest.mark.parametrize("text, said", [
    ("I'm Rosalind, I run a little florist's in Harrogate.", "running a little florist's"),
    ("I'm Obinna, I test software for a bank in Leicester.", "testing software"),
    ("I'm Gethin, I fix boilers for a living.", "fixing boilers"),
    ("It's Pauline here, I'm 74 and I live on my own in Whitby.", "Whitby"),
])
def test_an_introduction_with_work_by_its_trade_or_a_home_alone_is_met_by_name(text, said):
    """The walk's introductions got "Good day to you, dear.", "What kind of bank did you work
    for?" and "How's life been treating you?"."""
    reply = rituals.introduced_then(text)
    assert reply.startswith(f"Nice to meet you, {text.split()[1].rstrip(',')}! ") and said in reply and reply.endswith("?")


@pytest.mark.parametrize("text", ["I test it at work.", "I write for the local paper.", "I live on my own."])
def test_what_only_looks_like_work_or_a_home_is_not_met_so(text):
    assert rituals.told(text) is None


def test_work_by_its_trade_answers_what_they_do(alice, say):
    say(alice, "I'm Obinna, I test software for a bank in Leicester.")
    assert "you test software for a bank in Leicester" in say(alice, "What do I do for work?").text


@pytest.mark.parametrize("text", ["Right, I'd better lock up. Bye!", "Thank you love, I'll let you go now.", "I'd better get on."])
def test_closing_up_or_letting_them_go_is_a_goodbye(text):
    assert phatic.FAREWELL in phatic.kinds(text)


@pytest.mark.parametrize("text", ["I need to lock up the shed.", "I'll let you go and have a think.", "I'd better get on with the ironing."])
def test_closing_up_that_tells_more_is_no_goodbye(text):
    assert not phatic.kinds(text)


@pytest.mark.parametrize("text, how, span", [
    ("Valentine's week was absolutely manic at the shop.", "manic", "week"),
    ("The morning was really quiet at the salon.", "quiet", "morning"),
    ("This week has been hectic at work.", "hectic", "week"),
])
def test_a_span_at_work_and_how_it_went_is_met(text, how, span):
    """"Valentine's week was absolutely manic at the shop." got "That's so lovely! How was the weather?"."""
    reply = happenings.acknowledgement(text)
    assert f"{how} {span}" in reply and "lovely" not in reply


@pytest.mark.parametrize("text, said, whom", [
    ("My husband Malcolm does the deliveries in his old van.", "Your husband Malcolm does the deliveries in his old van — ", "Malcolm"),
    ("My sister does the books for us.", "Your sister does the books for you — ", "your sister"),
    ("My grandson Kieran is at university in Durham.", "Your grandson Kieran is at university in Durham — ", "Kieran"),
    ("My daughter is studying law at Leeds.", "Your daughter is studying law at Leeds — ", "your daughter"),
    ("He rings me every Sunday without fail.", "He rings you every Sunday without fail — ", "lovely"),
    ("My neighbour Brenda is popping in to feed the budgie while I'm in hospital.",
     "Your neighbour Brenda is popping in to feed the budgie while you're in hospital — ", ""),
    ("My son is going to walk the dog while we're away.", "Your son is going to walk the dog while you're away — ", ""),
])
def test_what_someone_of_theirs_does_for_them_or_studies_is_met(text, said, whom):
    """The walk's husband doing the deliveries, grandson at university, his Sunday calls and a
    neighbour feeding the budgie got "Odds you've been to that old van!", "I see. Tell me
    more?", "That sounds lovely." and "Can you please bring it to the back of the house?"."""
    replies = [happenings.acknowledgement(text, pick) for pick in (0, 1)]
    assert all(reply.startswith(said) and reply.endswith("?") for reply in replies) and any(whom in reply for reply in replies)


@pytest.mark.parametrize("text", [
    "My son does the washing up.", "My brother is at the hospital.", "He failed his exam.",
    "My neighbour is going to feed the cat because my husband died.",
])
def test_what_only_looks_like_help_study_or_calls_is_not_met_so(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text", ["I go to the bowls club on Thursday afternoons.", "We go to a walking group every Sunday."])
def test_a_club_each_week_is_met(text):
    """"I go to the bowls club on Thursday afternoons." got "What's the date?"."""
    assert happenings.acknowledgement(text).startswith("You go to ")


@pytest.mark.parametrize("text", ["I go to the support group on Mondays.", "I go to a grief group every Tuesday.", "I go to the doctor on Monday."])
def test_a_group_for_a_hard_time_is_not_cheered(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text, after", [
    ("Sorry I've not been on for a while, my knee has been playing up.", "Your knee has been playing up — "),
    ("Hi! It's been a while. We went to Lisbon in June.", "You went to Lisbon in June — "),
])
def test_back_after_a_gap_with_news_is_welcomed_then_met(text, after):
    """"Sorry I've not been on for a while, my knee has been playing up." got "Oh no worries,
    it's completely normal. They just have to take care of themselves sometimes."."""
    reply = catching_up.back(text, rituals.told)
    assert reply.startswith(("No need to apologise — it's good to have you back. ", "It's good to have you back. ")) and after in reply


def test_back_after_a_gap_with_bad_news_is_not_cheered():
    reply = catching_up.back("Sorry I've been quiet, my dad's been in hospital.", rituals.told)
    assert reply.startswith("No need to apologise. Your dad's been in hospital") and "good to have you back" not in reply


@pytest.mark.parametrize("text", ["Honestly I'm running on fumes this week.", "Been running on empty since the baby came."])
def test_running_on_empty_is_tiredness(text):
    """"Honestly I'm running on fumes this week." got the crisis check-in."""
    assert happenings.acknowledgement(text) in worn_down._RUN_DOWN


def test_a_thing_running_on_fumes_is_no_tiredness():
    assert happenings.acknowledgement("The car is running on fumes.") is None


@pytest.mark.parametrize("text, said", [
    ("The weather's been grim, hasn't it?", "The weather's been grim — "),
    ("It's freezing out, isn't it?", "It's freezing out — "),
])
def test_the_weather_asked_agreement_is_small_talk(alice, say, text, said):
    """"The weather's been grim, hasn't it?" was told the assistant can't see the weather."""
    reply = say(alice, text).text
    assert reply.startswith(said) and "can't see" not in reply


def test_the_weather_asked_of_is_still_not_seen(alice, say):
    assert "can't see the weather" in say(alice, "Is it going to rain tomorrow?").text


@pytest.mark.parametrize("text, they", [
    ("My twin boys Chidi and Emeka are six.", "Chidi and Emeka"), ("Our girls, Ada and Ife, are both four.", "Ada and Ife"),
])
def test_children_named_together_with_an_age_are_met(text, they):
    """"My twin boys Chidi and Emeka are six." got "That's a wonderful family indeed!"."""
    replies = {happenings.acknowledgement(text, pick) for pick in (0, 1)}
    assert {f"What are {they} into at the moment?", f"What do {they} like doing?"} <= {reply.split(". ")[-1].split("! ")[-1] for reply in replies}


@pytest.mark.parametrize("text", ["They had their first swimming lesson on Saturday.", "They had their first football match today."])
def test_a_first_of_those_just_named_is_met(text):
    """"They had their first swimming lesson on Saturday." after twin boys got "That's wonderful! How are they doing?"."""
    assert happenings.acknowledgement(text).startswith(text.rstrip(".") + " — ")


@pytest.mark.parametrize("text", ["They started school this week.", "They had their first row.", "My son had his first detention."])
def test_a_first_that_is_no_milestone_or_they_started_is_not_met_so(text):
    assert happenings.acknowledgement(text) is None


def test_a_pet_named_with_a_remark_on_them_is_met():
    """"We also have a tortoise named Sheldon, he's older than me!" got "What kind of pet do you have?"."""
    assert rituals.told("We also have a tortoise named Sheldon, he's older than me!") == (
        "Sheldon sounds like a good companion. How long have you had Sheldon?"
    )


@pytest.mark.parametrize("text", ["We have a dog called Rex, he bit my neighbour.", "We have a dog called Rex, he's very poorly."])
def test_a_pet_named_with_a_hard_remark_is_not_cheered(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, said", [
    ("My wife Leila teaches maths at the local secondary.", "Your wife Leila teaches maths at the local secondary — "),
    ("My brother coaches football for the under-tens.", "Your brother coaches football for the under-tens — "),
    ("She's got her first competition on Saturday.", "She's got her first competition on Saturday — "),
    ("He brings us a mouse most mornings, lovely.", "He brings you a mouse most mornings — "),
])
def test_what_someone_of_theirs_teaches_faces_or_brings_is_met(text, said):
    """Walk 4 (held apart): "How has Leila taught you maths?", "Can you tell me more about
    Maryam?" and "I'll make sure to bring you another one."."""
    replies = [rituals.told(text)] + [happenings.acknowledgement(text.split(",")[0] + ".", pick) for pick in (0, 1)]
    assert all(reply.startswith(said) and reply.endswith("?") for reply in replies)
    assert "good luck to she" not in " ".join(replies)


@pytest.mark.parametrize("text", ["My husband teaches me to drive.", "She leaves me a dead bird on the doorstep every week."])
def test_what_only_looks_like_teaching_or_presents_is_not_met_so(text):
    assert rituals.told(text) is None


@pytest.mark.parametrize("text, who", [
    ("Our daughter Maryam is eight and obsessed with gymnastics.", "Maryam"), ("My son Finn is three.", "Finn"),
])
def test_a_child_named_with_an_age_is_met(text, who):
    assert all(who in happenings.acknowledgement(text, pick) for pick in (0, 1))


def test_a_grown_child_named_with_an_age_is_not_met_as_a_child():
    assert happenings.acknowledgement("My daughter Ella is 30.") is None


@pytest.mark.parametrize("text, how", [
    ("Did three night shifts in a row, I'm wiped out.", "wiped out"), ("Worked four long shifts this week, I'm shattered.", "shattered"),
])
def test_tired_after_shifts_told_with_it_is_not_asked_why(text, how):
    """"Did three night shifts in a row, I'm wiped out." got "Oh no worries! What's up?"."""
    assert rituals.told(text) in {wording.format(how=how) for wording in moods._AFTER_THAT}


def test_an_introduction_with_a_job_by_its_grade_is_met_by_name():
    """"I'm Hannah, trainee solicitor in Glasgow." got "What a pleasure to meet you!"."""
    reply = rituals.introduced_then("I'm Hannah, trainee solicitor in Glasgow.")
    assert reply.startswith("Nice to meet you, Hannah! ") and "a trainee solicitor" in reply
    assert rituals.introduced_then("I'm Sam, head down today.") is None


@pytest.mark.parametrize("text, job", [
    ("im dev, 34, software dev in leeds", "a software dev"),  # the lead's walk in session 47: "What do you have for a quick snack?"
    ("I'm Dev, 34, software developer in Leeds.", "a software developer"),
    ("Hi I'm Sara, graphic designer in Bristol.", "a graphic designer"),
])
def test_an_introduction_with_a_desk_job_without_a_is_met_by_name_and_kept_as_their_work(text, job):
    reply = rituals.introduced_then(text)
    assert reply.startswith("Nice to meet you, ") and job in reply
    assert occupation.own_occupation(text)


def test_a_name_that_is_a_word_of_work_is_no_job():
    assert rituals.introduced_then("I'm Dev, 34.") is None and not occupation.own_occupation("I'm Dev, 34.")


@pytest.mark.parametrize("text", ["My sourdough came out flat as a pancake lol", "My cake was a total disaster haha"])
def test_a_bake_that_flopped_laughed_at_is_met_lightly(text):
    """"My sourdough came out flat as a pancake lol" got "That's a delicious joke, and I'm happy to help with that."."""
    assert rituals.told(text) in tries._ANOTHER_GO


@pytest.mark.parametrize("text", ["My husband was a disaster today.", "My bread came out lovely."])
def test_a_disaster_that_is_no_bake_is_not_laughed_at(text):
    assert rituals.told(text) not in tries._ANOTHER_GO


@pytest.mark.parametrize("text", ["I've been doing Spanish on Duolingo every morning.", "I've been practising my French daily."])
def test_a_language_practised_is_met(text):
    """"I've been doing Spanish on Duolingo every morning." got "What type of Spanish do you want to learn?"."""
    assert rituals.told(text).startswith("You've been ")


def test_doing_that_is_no_language_is_not_met():
    assert rituals.told("I've been doing nothing all day.") is None


@pytest.mark.parametrize("told, asked, answer", [
    (["My grandson Kieran is at university in Durham.", "He rings me every Sunday without fail."], "Where does Kieran study?",
     "Your grandson Kieran is at university in Durham (you told me"),
    (["I've got my knee replacement on the 14th and I'm a bit nervous.", "I go to the bowls club on Thursday afternoons."],
     "When is my operation?", "You've got your knee replacement on the 14th (you told me"),
])
def test_what_is_asked_of_a_kind_is_answered_by_what_is_of_it(alice, say, told, asked, answer):
    """"Where does Kieran study?" and "When is my operation?" were only offered what answers them."""
    for text in told:
        say(alice, text)
    assert say(alice, asked).text.startswith(answer)


def test_a_language_told_is_offered_for_what_is_being_learnt(alice, say):
    """"What am I learning?" after "I've been doing Spanish on Duolingo every morning." got "I don't know"."""
    say(alice, "I've been doing Spanish on Duolingo every morning.")
    assert "Spanish on Duolingo" in say(alice, "What am I learning?").text


@pytest.mark.parametrize("text", ["It is seven.", "That is two."])
def test_an_age_said_of_no_one_named_is_no_fact(text):
    assert not extraction.informative(text)


def test_a_shop_asked_of_is_offered_the_shop_by_its_trade(alice, say):
    """"Where is my shop?" after "I run a little florist's in Harrogate." was offered "Valentine's
    week was absolutely manic at the shop"."""
    say(alice, "I'm Rosalind, I run a little florist's in Harrogate.")
    say(alice, "Valentine's week was absolutely manic at the shop.")
    assert "florist's in Harrogate" in say(alice, "Where is my shop?").text
