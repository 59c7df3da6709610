"""Kinds left by the lead's walks of session 47 and found by session 48's walks (a hairdresser in Hull, a care-home cook in
Stoke), 2026-11-30, each with phrasings beside the walk's own and look-alikes that must not change."""

import pytest

from memory.cycle import answers, asides, complaints, moments, opinions, plans, rituals, texting, their_work, theirs
from tests.memory.cycle.test_lead47_walk_kinds import _met_in


@pytest.mark.parametrize("text, said", [
    # the model: "… doing what you love."
    ("I'm thinking of quitting my job, I hate the early shifts.", "You're thinking of quitting your job, you hate the early shifts — "),
    ("I'm thinking of leaving my job, I can't stand my manager.", "You're thinking of leaving your job, you can't stand your manager — "),
    ("I'm thinking of packing in my job - I'm sick of the commute.", "You're thinking of packing in your job, you're sick of the commute — "),
    ("im thinking of quitting my job tbh, i hate the hours", "You're thinking of quitting your job, you hate the hours — "),
    ("I'm thinking of jacking in uni; I'm struggling with the placement", "You're thinking of jacking in uni, you're struggling with the placement — "),
])
def test_leaving_for_what_they_hate_about_it_is_met(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, plans._THINKING_OF_LEAVING)


@pytest.mark.parametrize("text", [
    "I'm thinking of quitting my job, I hate my life.",  # never read as a plan: the gate's and the model's
    "I'm thinking of quitting my job, I hate the early shifts and the pay is rubbish.",
])
def test_leaving_for_anything_else_is_not_met_so(text):
    assert plans.leaving(text) is None


@pytest.mark.parametrize("lines", [
    # the model: "I see. Tell me more?" (the lead's walk in session 47: only a reminder to book the MOT had been asked for)
    ["can u remind me to book the MOT tmrw", "Who do I need to call?"],
    ["can u remind me to book the MOT tmrw", "Who was I meant to ring?"],
    ["Who do I need to call?"],
    ["What do I need to buy?"],
])
def test_a_call_never_told_of_is_not_known(alice, say, lines):
    assert [say(alice, line).text for line in lines][-1] == answers.UNKNOWN


@pytest.mark.parametrize("lines, said", [
    (["I need to ring the dentist tomorrow.", "Who was I meant to ring?"], "You need to ring the dentist tomorrow"),
    (["can u remind me to call the dentist tmrw", "Who do I need to call?"], "You need to call the dentist"),
    (["can u remind me to book the MOT tmrw", "What was I supposed to book?"], "You need to book the MOT"),
])
def test_a_call_or_errand_told_of_is_said_back(alice, say, lines, said):
    assert [say(alice, line).text for line in lines][-1].startswith(said)


@pytest.mark.parametrize("text, said", [
    # left to the model (a probe after the lead's walks in session 47)
    ("My landlord is putting the rent up again.", "Your landlord is putting the rent up again — "),
    ("The rent's going up again in April.", "The rent's going up again in April — "),
    ("Our energy bills are going up in January.", "Your energy bills are going up in January — "),
    ("The council are putting up the council tax in April.", "The council are putting up the council tax in April — "),
    ("They've put my rent up by £100 a month.", "They've put your rent up by £100 a month — "),
    ("Nursery fees are set to rise by 10%.", "Nursery fees are set to rise by 10% — "),
    ("Train fares are going up again.", "Train fares are going up again — "),
])
def test_a_rise_in_what_they_pay_is_met_with_its_worry(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, complaints._RISE)


@pytest.mark.parametrize("text", [
    "The kids are going up to bed.", "My temperature is going up.", "My mum is putting the kettle on.",
    "I'm putting the shelves up this weekend.",
])
def test_what_else_goes_up_is_no_rise(text):
    assert not _met_in(rituals.told(text) or " — ", complaints._RISE)


@pytest.mark.parametrize("text, asked", [
    ("what should i cook for her?", "What does she like to eat?"),  # the 135M made a dish up
    ("What should I make for Sam tonight?", "What does Sam like to eat?"),
    ("What should I cook for my parents?", "What do your parents like to eat?"),
    ("What should I get my mum for her birthday?", "What's your mum into at the moment?"),
    ("Any ideas what to get him?", "What's he into at the moment?"),
    ("any ideas for what to buy the kids for christmas", "What are the kids into at the moment?"),
    ("What can I get them?", "What are they into at the moment?"),
])
def test_an_idea_for_someone_is_not_made_up_but_asked_of_them(alice, say, text, asked):
    assert say(alice, text).text == f"{opinions._MADE_UP} {asked}"


@pytest.mark.parametrize("text", ["What should I cook tonight?", "What should I buy?", "What should I cook for dinner?"])
def test_an_idea_for_themselves_is_still_only_a_chat(alice, say, text):
    assert say(alice, text).text == answers.ONLY_A_CHAT


@pytest.mark.parametrize("text, written", [
    # said back "… on the 3rd of june" (the lead's walk in session 47)
    ("my mum's birthday is on the 3rd of june", "My mum's birthday is on the 3rd of June."),
    ("my sister is getting married on 14 march", "My sister is getting married on 14 March."),
    ("our anniversary is the 1st of may", "Our anniversary is the 1st of May."),
    ("we're off to spain in may", "We're off to spain in May."),
    ("wedding is may 3rd", "Wedding is May 3rd."),
    ("going to lanzarote in august", "I'm going to lanzarote in August."),
    # "may" and "march" are words too
    ("i may be late tho", "I may be late."),
    ("the kids march round the house", "The kids march round the house."),
])
def test_a_month_typed_in_lower_case_is_written_out(text, written):
    assert texting.plain(text) == written


def test_a_month_typed_in_lower_case_is_said_back_written_out():
    assert rituals.told("my mum's birthday is on the 3rd of june").startswith("Your mum's birthday is on the 3rd of June — ")


# Session 48's walks


@pytest.mark.parametrize("text", [
    "Ey up duck, I'm Bev. I'm the cook at a care home in Longton.",  # the model: "That's lovely!"
    "Hi, I'm Bev. I'm a cook at a care home in Longton.",
    "Hiya, I'm Bev, I'm the cook at a care home.",
])
def test_an_introduction_with_the_job_one_has_at_a_place_is_met(alice, say, text):
    assert say(alice, text).text == "Nice to meet you, Bev! Oh nice — how long have you been a cook?"


@pytest.mark.parametrize("text", ["I'm the best at the quiz.", "I'm the only one at the party.", "I'm the oldest in the class."])
def test_the_best_or_the_only_one_is_no_job(text):
    assert "have you been" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text, said, wordings", [
    # the model: "Have you considered joining a school for apprenticeships?"
    ("im thinking of taking on an apprentice in the new year but not sure I can afford it",
     "You're thinking of taking on an apprentice in the new year — ", plans._SNAG),
    ("I'm thinking of hiring a cleaner but I'm not sure we can afford it.", "You're thinking of hiring a cleaner — ", plans._SNAG),
    # the model: "I'd be happy to help you make a plan. How about we take a short trip?"
    ("We're thinking of selling up and moving nearer our daughter in Crewe.",
     "You're thinking of selling up and moving nearer your daughter in Crewe — ", plans._THINKING_OF),
    ("We're thinking of taking on an allotment.", "You're thinking of taking on an allotment — ", plans._THINKING_OF),
])
def test_a_plan_to_take_someone_on_or_to_sell_up_is_met(text, said, wordings):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, wordings)


@pytest.mark.parametrize("text, whom", [
    ("my mam's having her cataract done on friday", "your mam"),  # the model: "Fantastic! How's everything going?"
    ("My dad is having his hip replaced next month.", "your dad"),
    ("My son's having his tonsils out on Tuesday.", "your son"),
])
def test_a_part_of_one_of_theirs_seen_to_is_faced(text, whom):
    assert theirs.told_back(texting.plain(text)) == theirs._THEY_FACED
    assert whom in rituals.told(text)


@pytest.mark.parametrize("text", ["My sister is having her nails done on Friday.", "My mum's having her hair done on Saturday."])
def test_a_treat_is_no_operation(text):
    assert not theirs.faces_care(text)


@pytest.mark.parametrize("told, asked", [
    ("my mam's having her cataract done on friday", "when's my mam's op?"),  # was only offered: "I'm not sure — I know that …"
    ("My dad has his knee operation on Monday.", "When is my dad's operation?"),
])
def test_the_operation_of_one_of_theirs_answers_when_it_is(alice, say, told, asked):
    say(alice, told)
    assert say(alice, asked).text.startswith(("Your mam's having her cataract done on Friday (", "Your dad has his knee operation on Monday ("))


@pytest.mark.parametrize("text, said", [
    # the model: "What do you think about the old school rugby team?"
    ("going to see Hull City on saturday with my dad, first match in ages",
     "You're going to see Hull City on Saturday with your dad, first match in ages — "),
    ("I'm going to watch Leeds play on Saturday.", "You're going to watch Leeds play on Saturday — "),
    ("We're going to see Stoke City on Saturday, first game in years.", "You're going to see Stoke City on Saturday, first game in years — "),
    ("We're going to the pub tonight, first night out in months.", "You're going to the pub tonight, first night out in months — "),
])
def test_a_team_seen_play_is_looked_forward_to(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, plans._AHEAD)


@pytest.mark.parametrize("text", ["I'm going to see Mum on Saturday.", "I'm going to see Adele in June."])
def test_someone_seen_is_no_match(text):
    assert not _met_in(rituals.told(text) or " — ", plans._AHEAD)


@pytest.mark.parametrize("text, said, whom", [
    # the model: "That's quite a story. How long has the family been in this business?"
    ("My husband Keith has been laid off from the pot bank after 22 years.",
     "Your husband Keith has been laid off from the pot bank after 22 years", "Keith"),
    ("My husband has been made redundant.", "Your husband has been made redundant", "your husband"),
    ("My dad lost his job last week.", "Your dad lost his job last week", "your dad"),
    ("Our Jack got sacked from the garage.", "Your Jack got sacked from the garage", "Jack"),
])
def test_the_work_one_of_theirs_lost_is_met_with_sympathy(text, said, whom):
    assert rituals.told(text) in {wording.format(said=said, whom=whom) for wording in their_work._LOST}


def test_their_own_redundancy_is_still_the_models():
    assert rituals.told("I've been made redundant.") is None


@pytest.mark.parametrize("text, said", [
    # the model: "What was the type of kitchen you're working in?"
    ("The big oven broke down in the middle of Sunday dinner, I had to do 40 roasts in two small ovens.",
     "The big oven broke down in the middle of Sunday dinner, you had to do 40 roasts in two small ovens — "),
    ("My car broke down on the M6, we had to get a tow.", "Your car broke down on the M6, you had to get a tow — "),
    ("The boiler packed in just before Christmas.", "The boiler packed in just before Christmas — "),
])
def test_a_thing_that_broke_at_the_worst_time_is_met(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, complaints._BROKEN)


@pytest.mark.parametrize("text, how", [
    ("The inspectors are coming next week and I'm dreading it.", "apprehensive"),  # was "to feel dreading it about that"
    ("My mum goes back to work on Monday and I'm a bit scared.", "scared"),
])
def test_dread_of_what_is_coming_is_said_in_words_that_fit(text, how):
    assert f"feel {how} about" in rituals.told(text) or f"Feeling {how} about" in rituals.told(text)


@pytest.mark.parametrize("text, said", [
    # the model: "I see. Tell me more?"
    ("Made oatcakes for all the residents this morning, they went down a storm.",
     "You made oatcakes for all the residents this morning, they went down a storm — "),
    ("I made scones this morning, they went down a treat.", "You made scones this morning, they went down a treat — "),
    ("We made biscuits, everyone loved them.", "You made biscuits, everyone loved them — "),
])
def test_what_they_made_that_went_down_well_is_a_hit(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, asides.A_HIT)


def test_what_they_made_alone_is_still_asked_how_it_turned_out():
    assert rituals.told("I made a cake for the kids this morning.").endswith("How did it turn out?")


@pytest.mark.parametrize("text, said, wordings", [
    # the model: "I'm so glad to hear about Edna! How's she doing?"
    ("One of our ladies, Edna, turned 100 yesterday and we had a party for her.",
     "One of your ladies, Edna, turned 100 yesterday and you had a party for her — ", asides.MARKED_IT),
    ("My nan turned 90 yesterday, we had a do at the Legion.", "Your nan turned 90 yesterday, you had a do at the Legion — ", asides.MARKED_IT),
    ("Me nan's ninety on Saturday, we're having a do at the Legion.",
     "Your nan's ninety on Saturday, you're having a do at the Legion — ", asides.TO_MARK_IT),
])
def test_a_birthday_and_the_do_that_marked_it_are_met_together(text, said, wordings):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, wordings)


def test_one_of_those_in_their_care_is_named_by_their_name():
    assert rituals.told("One of my patients, Arthur, has his hip operation on Friday.").endswith("How is Arthur doing?")


def test_an_and_before_anything_but_a_do_is_no_aside():
    assert rituals.told("We went to the beach and we had a picnic.") is None


@pytest.mark.parametrize("text, said", [
    # the model: "What a special day you're having!", then "How's your little one doing?"
    ("had a bride in at 7am today for her trial, she cried when she saw it (happy tears lol)",
     "You had a bride in at 7am today for her trial, she cried when she saw it — "),
    ("Watched my daughter graduate today, happy tears all round.", "Watched your daughter graduate today — "),
    ("My son's nativity was this afternoon, I cried (happy tears).", "Your son's nativity was this afternoon, you cried — "),
])
def test_a_moment_that_moved_someone_to_happy_tears_is_met(text, said):
    reply = rituals.told(text)
    assert reply.startswith(said) and _met_in(reply, moments._MOVED)


@pytest.mark.parametrize("text", ["It was my nan's funeral today, so many tears (happy tears).", "I cried all day."])
def test_tears_of_a_loss_or_alone_are_no_happy_moment(text):
    assert not _met_in(rituals.told(text) or " — ", moments._MOVED)
