"""The kinds talk24's walk-throughs (session 38, terminal, the embedded 135M) found the
pipeline not meeting or meeting badly, each met with a voice-only model on sentences that are
not the walks' own, with look-alikes left alone."""

import pytest

from memory.cycle import moods, opinions, rituals
from memory.text import phatic


@pytest.mark.parametrize("before", ["Awful shift, two of the team were off sick.", "Work was a nightmare today."])
def test_tired_after_a_hard_day_told_is_not_asked_why(alice, say, before):
    """"I'm shattered." after "Rough day, we lost a dog in surgery." got "Ah, shattered — …
    Has it been a busy day?": what was just told, asked."""
    say(alice, before)
    reply = say(alice, "I'm knackered.").text
    assert reply in {wording.format(how="knackered") for wording in moods._AFTER_THAT}


def test_tired_after_a_good_day_is_met_as_tired(alice, say):
    say(alice, "We had a lovely walk along the river.")
    assert say(alice, "I'm knackered.").text not in {wording.format(how="knackered") for wording in moods._AFTER_THAT}


@pytest.mark.parametrize("text, opens", [
    ("Hi, I'm Maureen, I'm 71 and I help out at the food bank.", "Nice to meet you, Maureen! "),
    ("names kyle, i'm an electrician in leeds", "Nice to meet you, Kyle! "),
])
def test_an_introduction_with_an_age_or_in_lower_case_is_met_by_name(text, opens):
    """"I'm Bernadette, I'm 67 and I volunteer at the library in Dundee." got "How lovely of
    you to know." and "names jordan, i'm a plumber in ohio" "I see. Tell me more?"."""
    reply = rituals.introduced_then(text)
    assert reply.startswith(opens) and reply.endswith("?")


@pytest.mark.parametrize("text", ["Cheers hun, bye!", "Right, school run. Talk later!", "Anyway, the kettle's on."])
def test_a_goodbye_with_a_pet_name_or_a_chore_is_a_goodbye(text):
    """"Thanks pet, bye." got "Thank you, pet! How about this?", "Right, school run. Speak
    later!" "I hope you're well."."""
    assert phatic.FAREWELL in phatic.kinds(text)


def test_a_chore_that_tells_more_is_no_goodbye():
    assert not phatic.kinds("Right, school run, then I've got a dentist appointment.")


@pytest.mark.parametrize("text, opens", [
    ("My daughter Esme lives in Sydney with her husband.", "Do you get to visit your daughter Esme in Sydney"),
    ("My father-in-law is coming to stay for a week.", "Your father-in-law is coming to stay for a week — "),
    ("They're coming over for Sunday lunch.", "They're coming over for Sunday lunch — "),
    ("They turn eight on Friday.", "They turn eight on Friday — "),
    ("The eldest, Jamal, is only nine.", ""),
    ("He's a carpenter.", "He's a carpenter — "),
])
def test_someone_of_theirs_by_a_pronoun_an_in_law_or_their_place(text, opens):
    """The walks' "My son Callum lives in Toronto with his wife.", "My mother-in-law is
    staying with us for a month.", "They're coming home for Christmas …", "They turn ten
    next week.", "The youngest, Orla, is only two." and "shes a radiographer" were the model's."""
    reply = rituals.told(text)
    assert reply is not None and reply.startswith(opens) and reply.endswith("?")
    assert "they been" not in reply and "Does they" not in reply


def test_who_a_pronoun_is_said_back_as_in_the_question():
    assert rituals.told("She's a physiotherapist.").endswith("Does she enjoy it?") or "has she been" in rituals.told(
        "She's a physiotherapist.")


@pytest.mark.parametrize("text", ["He's a teenager.", "She's a star.", "She's a bit of a worrier."])
def test_what_someone_is_that_is_no_work_is_not_taken_for_it(text):
    assert rituals.told(text) is None or "enjoy it" not in rituals.told(text)


@pytest.mark.parametrize("text, says", [
    ("manic week, the auditors were in", "What a manic week! "),
    ("Work's been non-stop this month.", "month"),
    ("I can't wait to see my sister.", "You can't wait to see your sister — "),
    ("I haven't slept well for weeks.", "?"),
    ("I'm dreading the drive up to Aberdeen.", "You're dreading the drive up to Aberdeen — "),
    ("My washing machine packed up this morning.", "Your washing machine packed up this morning — "),
    ("My shoulder's been giving me bother.", "Your shoulder's been giving you bother — "),
    ("We're thinking of getting a puppy but our flat is too small.", "You're thinking of getting a puppy — "),
])
def test_everyday_kinds_the_walks_found(text, says):
    """Walk lines of these kinds went to the model: "crazy week, three burst pipes in two
    days" ("Where did you get these amazing pipes?"), "Work has been relentless this winter …",
    "I can't wait to see the grandchildren." ("What do you want to eat?"), "I haven't slept
    properly in days." ("… go swimming tomorrow?"), "Honestly I'm dreading twelve ten-year-olds
    …", "my truck broke down yesterday too lol" ("I'm sorry — that sounds hard."), "My knees
    have been giving me bother …" ("What's going on?") and "… buying a house next year but
    prices are nuts"."""
    reply = rituals.told(text)
    assert reply is not None and says in reply and reply.endswith("?")


@pytest.mark.parametrize("text", [
    "I can't wait for this week to be over.",  # no joy to share
    "I'm thinking of going to Portugal but not till July.",  # a when, no snag
    "My marriage broke down last year.",  # no appliance
])
def test_look_alikes_are_left_alone(text):
    reply = rituals.told(text)
    assert reply is None or not any(word in reply for word in ("how lovely", "way round it", "not straightforward", "fixed"))


def test_how_old_by_a_pronoun_is_the_age_just_told(alice, say):
    """"How old will they be?" after "They turn ten next week." got "The twins are 18 years
    old." from the model."""
    say(alice, "My partner and I have two girls, Ada and Ivy.")
    say(alice, "They turn eight on Friday.")
    say(alice, "We're having a picnic for them.")
    assert say(alice, "How old will they be?").text == "They turn eight on Friday (you told me earlier today)."


@pytest.mark.parametrize("text, opens", [
    ("We've got three girls.", "Oh, three girls! What are they like?"),
    ("I have a son called Idris.", "A son, Idris — lovely! How old is he?"),
])
def test_children_told_are_asked_about(text, opens):
    """"My husband Arjun and I have twin boys, Rohan and Kiran." got "I see. Tell me more?"."""
    assert rituals.told(text) in {opens, rituals.told(text, lambda: opens)}


def test_children_with_their_ages_told_are_not_asked_their_age():
    assert rituals.told("We have two boys aged 3 and 5.") is None or "How old" not in rituals.told("We have two boys aged 3 and 5.")


def test_someone_fond_who_grates_is_met_with_sympathy():
    """"She's lovely but she rearranges my kitchen." got "Lady of the house! That's so lovely."."""
    reply = rituals.told("My dad's lovely but he never stops giving advice.")
    assert reply.startswith("Your dad's lovely but he never stops giving advice — ") and reply.endswith("?")
    assert rituals.told("She's lovely but I miss her.") is None  # what grates is not theirs
    assert rituals.told("He's lovely but he's been really poorly.") is None  # bad news, not a grumble


def test_an_errand_typed_gotta_and_a_party_done_are_acknowledged():
    assert rituals.told("gotta pick up the kids at 3").endswith("?")
    assert rituals.told("We're throwing a party at the community hall on Sunday.").startswith(
        "You're throwing a party at the community hall on Sunday — ")


def test_a_job_in_capitals_keeps_its_capitals():
    assert "a GP" in rituals.told("I'm a GP in Leicester.")


def test_someones_new_job_at_a_hospital_is_good_news():
    """"my girlfriend tasha just got a new job at the hospital" was read as bad news (a hospital)."""
    assert rituals.congratulations("My wife Jen just got a new job at the hospital!") == (
        "That's great news — congratulations to your wife Jen!"
    )


def test_a_name_typed_in_lower_case_is_whom_she_means(alice, say):
    """"whats tashas job" after "my girlfriend tasha just got a new job at the hospital" and
    "shes a radiographer" got the new job, not the radiographer."""
    say(alice, "my boyfriend dom just started at the council")
    say(alice, "hes a planning officer")
    assert say(alice, "whats doms job").text == "Dom is a planning officer (you told me earlier today)."


def test_an_age_after_only_answers_how_old(alice, say):
    """"How old is Orla?" after "The youngest, Orla, is only two." was only offered it."""
    say(alice, "The eldest, Kofi, is only eleven.")
    assert say(alice, "How old is Kofi?").text == "The eldest, Kofi, is only eleven (you told me earlier today)."


@pytest.mark.parametrize("text", ["omg hi", "G'day!", "Lovely chatting with you. Night!", "ok gtg, getting ready"])
def test_greetings_and_goodbyes_the_walks_typed(text):
    """"omg hi" got "I see. Tell me more?", "G'day" "I'll have to go now.", "Very nice talking
    to you. Good night." "How can I help you today?" and "ok gtg getting ready" "Yes, I'm here!
    What's your name?"."""
    assert phatic.kinds(text) & {phatic.GREETING, phatic.FAREWELL}


@pytest.mark.parametrize("text, says", [
    ("Hi, I'm Zoe, we had a baby boy on Tuesday!", "Nice to meet you, Zoe! Congratulations"),
    ("We've just had a baby!", "Congratulations"),
    ("He's called Arlo, he's five days old.", "Arlo — "),
    ("My mum's just been diagnosed with arthritis.", "I'm sorry"),
    ("I worry about her all the time.", "You worry about her all the time — "),
    ("Just finished a fourteen hour shift.", "?"),
    ("I'm running on two hours sleep.", "?"),
    ("Honestly I'm running on about four hours of sleep.", "wears you down"),  # the lead's walk, session 38
    ("I haven't been out of the house for days.", "?"),
    ("My dad is coming to help out next week.", "Your dad is coming to help out next week — "),
    ("We're taking the baby to see my nan on Saturday.", "You're taking the baby to see your nan on Saturday — "),
    ("My sister keeps asking when I'm moving out and I have no idea.", "it's fine not to have it all worked out"),
    ("kinda worried about it tbh", "You're kinda worried about it — "),
    ("honestly so relieved", "?"),
    ("start on monday", "You start on Monday — "),
    ("My wife starts her new job on Monday and I'm a bit nervous.", "nervous"),
    ("My brother made dinner for us.", "Your brother made dinner for you — "),
])
def test_more_kinds_the_walks_found(text, says):
    """Walks 4–7: a new mother ("I'm Hannah, I've just had a baby!": "Not a bad choice …"; "She's
    called Ivy, …"; "I'm running on about three hours sleep.": "… What do you have for
    dessert?"; "I haven't left the house in four days.": "That sounds lovely."; "My mum is
    coming to help …": "Oh no, that's lovely."), a nurse off a night shift ("My dad's just been
    diagnosed with diabetes.": "What a brave decision."; "I worry about him a lot."; "My partner
    Josh has made brekkie for me, legend."), a student ("my mum keeps asking what im doing next
    year and i have no idea", "kinda stressed about it tbh", "literally so relieved", "start
    next monday")."""
    reply = rituals.introduced_then(text) or rituals.told(text) or rituals.congratulations(text)
    assert reply is not None and says in reply and reply.endswith("?")


def test_low_after_a_long_shift_follows_from_it():
    assert moods.after_that("I'm absolutely knackered.", lambda: "Just got off a twelve hour night shift.") is not None


def test_health_told_is_kept_and_said_back(alice, say):
    say(alice, "My blood pressure has been high this week, doctor has changed the tablets.")
    assert "tablets" in say(alice, "What medication am I on?").text


def test_what_was_said_of_someone_lists_what_followed_by_he(alice, say):
    say(alice, "My dad's just been diagnosed with diabetes.")
    say(alice, "He's not taking it very seriously.")
    listing = say(alice, "What did I say about my dad?").text
    assert "My dad is not taking it very seriously." in listing


def test_whom_one_met_is_found_by_meet(alice, say):
    say(alice, "Yesterday I met my old colleague Mr Joshi in the park after many years.")
    say(alice, "We had tea and talked for two hours!")
    assert "Mr Joshi" in say(alice, "Who did I meet in the park?").text


def test_an_introduction_with_a_title_keeps_it():
    """"I am Mr Venkatesh, retired bank manager, …" was called "Mr" ("Good night, Mr!")."""
    assert phatic.introduced("I am Mrs Okafor, a retired teacher.") == "Mrs Okafor"
    assert rituals.introduced_then("I am Mrs Okafor, a retired teacher.").startswith("Nice to meet you, Mrs Okafor! ")


@pytest.mark.parametrize("text, opens", [
    ("me and the lads r going out tonight", "You and the lads are going out tonight — "),
    ("He is coming to visit us at Easter.", "He is coming to visit you at Easter — "),
    ("Every evening I walk the dog by the canal.", "Every evening you walk the dog by the canal — "),
    ("Last week I bumped into my old headteacher Mrs Hill.", "Oh nice — last week you bumped into your old headteacher"),
    ("My husband is making biryani for Eid.", "Your husband is making biryani for Eid — "),
    ("My dad won't take his tablets.", "That's"),
    ("She's not taking it seriously at all.", "That's"),
])
def test_kinds_of_an_older_man_a_student_and_a_nurse(text, opens):
    """Walks four to six: "Every morning I walk in the park for one hour." ("What kind of
    flowers?"), "Yesterday I met my old colleague Mr Joshi there after many years.", "My wife is
    making gulab jamun for Diwali." ("Oh my god, that's so delicious."), "She is coming to visit
    us in December …", "me and the girls r going out tonight to celebrate" ("How was the
    party?"), "He's not taking it very seriously." ("Haha, that's great!") and, from talk23,
    "Alan keeps forgetting to take his tablets."."""
    reply = rituals.told(text)
    assert reply is not None and reply.startswith(opens) and reply.endswith("?")


def test_a_name_ending_as_an_adverb_does_is_a_name(alice, say):
    say(alice, "my cousin molly is 19 and shes moving to leeds")
    assert say(alice, "whats my cousins name").text.startswith("Your cousin Molly")


@pytest.mark.parametrize("text, says", [
    ("We're getting married in June!", "Congratulations"),
    ("Been on my feet since 7am, the shop was heaving.", "that's a long one"),
    ("We hardly see each other at the moment.", "?"),
    ("I'm completely burnt out.", "burnt out"),
    ("Some days are better than others.", "?"),
    ("She rings me every Friday.", "She rings you every Friday — "),
    ("My first cake was a total disaster haha", "everyone"),
    ("The exam results have me a bit anxious.", "The exam results have you a bit anxious — "),
])
def test_kinds_of_a_widow_and_a_groom(text, says):
    """Walks eight and nine, read after every fix above: "My fiancée Kemi and I are getting
    married in August!" ("Wedding planning can be quite exciting. How have you been?"), "Been at
    my desk since 6am, the markets are wild today." ("So, what's your plans?"), "We barely see
    each other during the week." ("That's lovely."), "Honestly I'm a bit burnt out." ("I see.
    Tell me more?"), "Some days are harder than others." after a husband's death, "He calls me
    every Sunday, such a sweet boy.", "My first painting was a disaster lol" and "The
    hurricane season has me nervous this year." ("… both terrifying and exciting!")."""
    reply = rituals.told(text) or rituals.congratulations(text)
    assert reply is not None and says in reply and reply.endswith("?")


@pytest.mark.parametrize("text", ["Thank you sweetie, speak tomorrow.", "Right, back to work. Cheers!"])
def test_goodbyes_of_the_last_walks(text):
    assert phatic.FAREWELL in phatic.kinds(text)


@pytest.mark.parametrize("text", ["Is it normal to feel this flat after a holiday?", "is it weird that i still miss my old job"])
def test_whether_a_feeling_is_normal_is_not_answered_as_a_fact(text):
    """"Is it normal to feel this tired?" from a new mother got "Well, it's completely normal. …"."""
    assert rituals.told(text) in set(opinions._NOT_ALONE)
    assert rituals.told("Is it normal for a cat to sleep all day?") is None  # of the world: not a feeling of theirs


def test_a_long_catch_up_is_asked_about():
    """"We had tea and talked for two hours!" got "How did you manage to keep up with the party?"."""
    assert rituals.told("We had coffee and chatted for hours.").startswith("You had coffee and chatted for hours — ")
