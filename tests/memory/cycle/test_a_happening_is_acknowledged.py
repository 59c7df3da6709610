"""What happens in the person's days — a visit, a trip to a named place, an event or outing,
something faced, something they have been doing, a first step of someone of theirs, how a
day at work was — is acknowledged by the pipeline with a voice-only model: the sentence
said back to them and one question. The embedded 135M answered "My parents are visiting
next weekend." with "What type of decorations do you have planned?" and "We're going to
Lisbon in June." with "We'll celebrate with you in Lisbon next June!" (issue 14's dev
walk-through). An errand, bad news, a message that says more, and someone else's news
told as theirs are not taken for one."""

import pytest

from memory.cycle import ages, context, grounding, happenings, plans, theirs, trips


@pytest.mark.parametrize("text, said, asked", [
    ("My parents are visiting next weekend.", "Your parents are visiting next weekend — ", "?"),
    ("My sister is coming to stay for a few days.", "Your sister is coming to stay for a few days — ", "?"),
    ("We're having friends over for dinner on Friday.", "You're having friends over for dinner on Friday — ", "?"),
    ("I'm visiting my grandma on Sunday.", "You're visiting your grandma on Sunday — ", "?"),
    ("We're going to Lisbon in June.", "You're going to Lisbon in June — ", "?"),
    ("We're off to Cornwall for the bank holiday.", "You're off to Cornwall for the bank holiday — ", "?"),
    ("I went to my cousin's wedding on Saturday.", "ou went to your cousin's wedding on Saturday", "?"),
    ("My wife and I went to a friend's wedding last weekend.", "you and your wife went to a friend's wedding", "?"),
    ("We watched the football match last night.", "ou watched the football match last night", "?"),
    ("I went for a run this morning.", "ou went for a run this morning", "?"),
    ("I'm going to a concert tonight.", "You're going to a concert tonight — ", "?"),
    ("I have a job interview on Thursday.", "You have a job interview on Thursday — ", "?"),
    ("I've got parents' evening tomorrow, dreading it a bit.", "You've got parents' evening tomorrow, dreading it a bit — ", "?"),
    ("I'm a bit nervous about my first big presentation on Thursday.",
     "You're a bit nervous about your first big presentation on Thursday — ", "?"),
    ("I've been baking bread this week.", "You've been baking bread this week — ", "?"),
    ("I'm trying to cut down on sugar.", "You're trying to cut down on sugar — ", "?"),  # the model: "try a different type of sugar"
    ("I've given up coffee.", "You've given up coffee — ", "?"),
    ("I'm trying to quit smoking.", "You're trying to quit smoking — ", "?"),
    ("I play five-a-side football on Tuesday nights.", "You play five-a-side football on Tuesday nights — ", "?"),
    ("I go to yoga every Sunday.", "You go to yoga every Sunday — ", "?"),
    ("My son started school this week.", "Your son started school this week — ", "?"),
    ("My daughter Ellie just turned six.", "Your daughter Ellie just turned six — ", "?"),  # the model: "That's a little old, sweet."
    ("Sam turned 40 on Friday!", "happy birthday to Sam!", "?"),
    ("Ellie lost her first tooth today!", "Ellie lost her first tooth today — ", "?"),  # the model: "You're right!"
    ("Work was really busy today.", "busy day at work", "?"),
    ("Had a great day at work today!", "great", "?"),
    ("I'm so tired today, long day.", "so tired after a long day", "?"),  # a walk-through: the model had "I don't have a name yet"
    # A lead's walk-through (session 35) with the embedded model: "That's a fantastic career to have!"
    ("My son is starting nursery in January.", "Your son is starting nursery in January — ", "your son"),
    ("We drove to Whitby on Sunday.", "ou drove to Whitby on Sunday", "?"),  # a trip had
    ("My brother Olek turns thirty next week.", "Your brother Olek turns thirty next week — ", "?"),  # "Nice job done."
    ("My cousin is getting married in May.", "Your cousin is getting married in May — ", "?"),
    ("I'm feeling a bit meh today.", "feeling a bit meh today", "?"),  # "Just a bit, no worries."
    ("I've been doing pilates every Thursday since spring.", "since spring — ", "?"),
    ("We're going to the Peak District next weekend.", "You're going to the Peak District next weekend — ", "?"),  # a place with "the"
    ("We're going on holiday to the Algarve.", "You're going on holiday to the Algarve — ", "?"),  # the holiday makes it a trip
    ("We went on holiday to Crete.", "ou went on holiday to Crete", "?"),
    # the lead's fifth walk-through: "What time do you want me to come over for dinner?" and
    # "Have you tried running in a way that is easier for you?" from the 135M
    ("We're having the in-laws over for Diwali.", "You're having the in-laws over for Diwali — ", "?"),
    ("I've been trying to get back into running, did 5k this morning.", "You've been trying to get back into running — ", "?"),
    # the lead's sixth walk-through: "Fantastic!", "It's lovely.", "… just try not to talk about
    # it too much …" and "The new season is coming up!" from the 135M
    ("The wife and I are off to Tenerife for a fortnight in January.", "You and the wife are off to Tenerife", "?"),
    ("My granddaughter Poppy turns five on Sunday.", "Your granddaughter Poppy turns five on Sunday — ", "?"),
    ("My knee's been playing up again.", "Your knee's been playing up again — ", "?"),
    ("Our Sian is expecting her second in March.", "Your Sian is expecting her second in March — ", "?"),
    ("My sister's expecting twins!", "Your sister's expecting twins — ", "?"),
    # the lead's eighth walk-through: "Oh, no worries! You're all the lucky ones.", "What kind of
    # art do you make?", "What kind of job are you doing at the hospital?", "I see. Tell me more?"
    # and "That was a bit of an overblown" from the 135M
    ("I'm a bit nervous about it honestly.", "You're a bit nervous about it — ", "?"),
    ("I finally finished painting the fence.", "You finally finished painting the fence — ", "?"),
    ("My partner Lea works nights at the hospital.", "Your partner Lea works nights at the hospital — ", "Lea"),
    ("I'm going to the dentist tomorrow, dreading it.", "You're going to the dentist tomorrow, dreading it — ", "?"),
    ("Feeling pretty good today actually.", "", "?"),
    # the lead's ninth walk-through: "Absolutely, I'm glad to hear that.", "How about you try that
    # next Sunday?", "Not a bad idea, I hope." and "That's a lovely way to end a day." from the 135M
    ("My ex-husband is being difficult about the kids at Christmas again.", "Your ex-husband is being difficult", "?"),
    ("I've started doing yoga on Sunday mornings.", "You've started doing yoga on Sunday mornings — ", "How's it going?"),
    ("My mum's not been well, she's waiting on test results.", "Your mum's not been well — ", "?"),
    ("I can't stop thinking about it.", "", "?"),
    ("Parents' evening tonight, I'm shattered.", "shattered", "?"),  # a few words of the day, then how they feel
    # the lead's tenth walk-through: "Meat is a big part of life …" and "That's a beautiful event." from the 135M
    ("I've been trying to eat less meat.", "You've been trying to eat less meat — ", "?"),
    ("My son Leo has a swimming gala on Saturday.", "Your son Leo has a swimming gala on Saturday — ", "Leo"),
    ("We had a lovely walk along the beach this afternoon.", "ou had a lovely walk along the beach this afternoon", "?"),  # "It's a memory I'll always treasure."
    # the lead's twelfth walk-through: "They're so lucky to have you! What's the date?" and
    # "What's the best kind of party for you?" from the 135M
    ("My placement on the children's ward starts Monday.", "Your placement on the children's ward starts Monday — ", "?"),
    ("Nervous but excited!", "", "?"),
    # the lead's thirteenth walk-through: "I can fix you.", "What time do you want to visit?", "What
    # kind of hospital do you work in?" and "How about you take a half marathon this weekend?" from the 135M
    # after a long shift: not only sorry for the feet but why ("No wonder your feet are killing you, after all that.")
    ("Just finished a double shift, my feet are killing me.", "No wonder your feet are killing you, ", "?"),
    ("We're thinking of going to Bath for the night.", "You're thinking of going to Bath for the night — ", "?"),
    ("My dad's been in hospital since Tuesday.", "Your dad's been in hospital since Tuesday — ", "?"),
    ("My mum is in hospital.", "Your mum is in hospital — ", "?"),
    ("I've just started training for a half marathon.", "You've just started training for a half marathon — ", "?"),
])
def test_a_happening_is_said_back_with_one_question(alice, say, text, said, asked):
    reply = say(alice, text).text
    assert reply == happenings.acknowledgement(text) and said in reply and asked in reply.split(" — ")[-1]
    assert reply.count("?") == 1 and reply.endswith("?")


@pytest.mark.parametrize("text, said", [
    ("My brother is flying to Canada tomorrow.", "Your brother is flying to Canada tomorrow — "),
    ("My friend Jake had his birthday party yesterday.", "your friend Jake had his birthday party yesterday"),
    ("Sam is going to Leeds next week.", "Sam is going to Leeds next week — "),
])
def test_someone_elses_news_stays_theirs(text, said):
    reply = happenings.acknowledgement(text)
    assert said in reply and not reply.lower().startswith(("you're", "you went", "you have")) and "How was it?" not in reply


@pytest.mark.parametrize("text", [
    "I'm going to Tesco later.",  # an errand, not a trip
    "I'm off to Tesco.",
    "I'm going to Tesco tomorrow.",
    "I'm going to the shops this weekend.",  # no place named
    "I'm going to Paris.",  # no time or occasion that makes it a trip: left to the model
    "My sister is flying to Spain for a funeral.",  # bad news
    "I went to a funeral on Saturday.",
    "I have to go to the hospital for more tests tomorrow.",
    "My parents are visiting next weekend and I'm dreading it.",  # says more
    "My parents are visiting next weekend to tell us about the house.",
    "I went to a party and got drunk.",
    "I think my parents are visiting next weekend.",
    "My parents aren't visiting next weekend.",
    "I went to the doctor yesterday.",  # no event
    "We had a row last night and he left.",  # says more (a row alone is met: talk23's fifth walk-through)
    "I saw my sister yesterday.",
    "I've got a cold shower to look forward to.",  # (a cold of their own is met: ``worn_down``, talk26)
    "I've been sleeping badly.",  # a state, not something they do
    "I've been drinking too much.",
    "Christmas is coming soon.",  # no one coming
    "My son left school.",
    "Work was fine and then my boss shouted at me.",
    "My sister is nervous about her exam.",  # someone else's nerves
    "I'm not nervous about my interview.",
    "I'm nervous about my mum.",  # not something faced on a day
    "My grandad would have turned ninety today.",  # a loss remembered, not a birthday
    "My son turned two and had a tantrum.",  # says more
    "My son lost his first match today.",  # no milestone to cheer
    "I'm trying to stop thinking about him.",  # no everyday habit
    "I'm trying to cut down on sugar but it's impossible.",  # says more
    "I go to the hospital every week.",  # no pastime
    "I play football on Tuesdays but I hate it.",
    "We went to Asda on Saturday.",  # an errand had
    "We went to the Tesco in town on Saturday.",
    "I'm expecting a call.",  # no baby
    "I'm going to the hospital tomorrow.",  # not everyday
    "I'm thinking of going to the bridge tonight.",  # never a plan of life or safety
    "I'm good.",  # an answer to how they are
    "My mum is well.",  # no news
    "I had a drink.",  # a drink had is no outing told
    "My dad died, I'm exhausted.",  # the day was bad news: condolences, or the model
    "I can't stop thinking about ending it.",  # never met as everyday
    "My boss is expecting the report on Friday.",
    "My knee's been playing up again and I'm scared.",  # says more
    "My sister Beth lives in Cardiff, she's got three kids and a horse.",  # the remark says more of her
    "We went to Paris.",  # no time that makes it a trip
    "I'm down for that.",  # agreeing, not a feeling
    "I'm low on petrol today.",
    "My sister is getting married in June but I'm not invited.",
    "My dad is turning seventy next week and he's in hospital.",
])
def test_what_is_no_happening_or_says_more_is_left_to_the_model(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text, how", [
    ("Work was awful today.", "an awful day"),
    ("Work was stressful this week.", "a stressful week"),
    # the lead's fifth walk-through: "What was that?" from the 135M
    ("Work was a nightmare today, the system went down for three hours.", "a nightmarish day"),
])
def test_a_hard_day_at_work_is_met_not_cheered(text, how):
    reply = happenings.acknowledgement(text)
    assert how in reply.lower() and not grounding.misplaced_cheer(reply, text)


def test_the_same_words_get_the_same_wording_and_others_may_not():
    told = ["My mum is coming for lunch tomorrow.", "My dad is coming for lunch tomorrow.",
            "My aunt is coming for lunch tomorrow.", "My uncle is coming for lunch tomorrow."]
    assert happenings.acknowledgement(told[0]) == happenings.acknowledgement(told[0])
    assert len({happenings.acknowledgement(text).split(" — ")[1] for text in told}) == 2


@pytest.mark.parametrize("text, said", [
    ("I'm a bit tired today.", "a bit tired today"),
    ("I'm a bit bored this evening.", "ored this evening"),
    ("I feel great today!", "lad to hear it"),
    # the lead's walk in session 47: "I'm so sorry, that's not a word. What kind of thing?" from the 135M
    ("I'm so tired I could sleep for a week.", "so tired"),
    ("I'm shattered, I can barely keep my eyes open.", "shattered"),
])
def test_how_they_feel_today_is_met(alice, say, text, said):
    reply = say(alice, text).text
    assert reply == happenings.acknowledgement(text) and said in reply and reply.count("?") == 1


@pytest.mark.parametrize("text", [
    "I'm so tired of everything.", "I'm tired of my job.", "I'm happy with my new flat.", "I'm good.",
    "I'm so tired I could sleep forever.", "I'm so happy I could sleep for a week.",
])
def test_a_feeling_that_says_more_is_left_to_the_model(text):
    assert happenings.acknowledgement(text) is None


def test_a_letter_that_is_i_only_without_case_breaks_nothing():
    """"İ" matched "i" without case and was no key of what is said back (a KeyError in the API's
    property test, found by hypothesis)."""
    assert context.addressed("İ") == "İ" and happenings.acknowledgement("İ") is None


@pytest.mark.parametrize("text, said", [
    ("We went to Filey on Saturday, the kids loved the rock pools.", "ou went to Filey on Saturday"),
    ("My niece Mila starts school in September, she's so excited.", "Your niece Mila starts school in September, she's so excited — "),
    ("Work was hectic today, three people off sick.", "hectic day"),
    ("I'm feeling a bit flat today, not sure why.", "feeling a bit flat today"),
    ("I've taken up bowls at the club, Tuesdays and Thursdays.", "Taking up bowls — "),  # a plain statement, then when
])
def test_a_happening_with_a_remark_after_it_is_met(alice, say, text, said):
    """A short remark after a comma adds to what happened and asks nothing: the happening is
    met and the remark left as said (a walk-through: "We went to Weston-super-Mare on Saturday,
    the kids loved the pier." had "I see. Tell me more?")."""
    reply = say(alice, text).text
    assert reply == happenings.acknowledgement(text) and said in reply and reply.count("?") == 1
    assert not grounding.misplaced_cheer(reply, text)


@pytest.mark.parametrize("text", [
    "We went to Filey on Saturday, it rained the whole time.",  # the remark spoils it
    "We went to Filey on Saturday, but the car broke down.",  # it turns
    "We went to Filey on Saturday, have you been?",  # it asks
    "We went to Filey on Saturday, my gran's funeral.",  # bad news
    "My niece Mila starts school in September, she's sick with worry and so am I, honestly.",
    "I'm feeling down, my cat died.",  # a low feeling with bad news after it: the bad news's
    "I'm shattered, my dad's been rushed into hospital again.",
    "I'm shattered, we had a huge cake order and then the oven broke down in the middle of it.",  # too long to be a remark
])
def test_a_remark_that_turns_spoils_or_asks_leaves_the_message_to_the_model(text):
    assert happenings.acknowledgement(text) is None


def test_a_remark_after_a_hard_day_is_met_without_asking_what_it_said():
    reply = happenings.acknowledgement("Work was hectic today, three people off sick.")
    assert "hectic" in reply and "what made it" not in reply.lower()


def test_someone_of_theirs_is_named_in_the_question_by_the_name_given():
    for text in ("My niece Mila is starting school in September.", "My nephew Leo had his first swimming lesson."):
        asked = happenings.acknowledgement(text).split(" — ")[1]
        assert text.split()[2] in asked and "they" not in asked


@pytest.mark.parametrize("text, said", [
    ("Honestly I'm a bit worried about money this month.", "You're a bit worried about money this month — "),
    ("I'm stressed about my driving test.", "You're stressed about your driving test — "),
    ("I need to renew my passport and book the ferry.", "You need to renew your passport and book the ferry — "),
    ("I've got to collect the dry cleaning.", "You've got to collect the dry cleaning — "),
    ("I need to sort out the school uniform this week.", "You need to sort out the school uniform this week — "),
])
def test_an_everyday_worry_or_errand_is_met(alice, say, text, said):
    """A lead's walk-through: "I need to get the car's MOT done this week and buy a birthday
    present for my wife." had "Sorry, I'm not an auto parts machine!", a money worry "Not at
    all, I'm happy to help."."""
    reply = say(alice, text).text
    assert reply == happenings.acknowledgement(text) and reply.startswith(said) and reply.count("?") == 1


@pytest.mark.parametrize("text", [
    "I'm worried about hurting myself.",  # their own safety: never an everyday worry
    "I'm worried I won't be here much longer.",
    "I need to get help.",
    "I need to get away from it all.",
    "I've been trying to get back into my life.",
    "I need to get out of here for good.",
    "I need to take the way out.",
    "I'm worried about getting out of it all.",
    "I need to buy a rope.",  # a means: never a to-do
    "I have to take all my pills tonight.",
    "I need to get my affairs in order and write the letters.",
    "I need to get my affairs in order.",
    "I need to sort out my will this week.",
])
def test_a_worry_or_errand_of_life_or_safety_is_never_met_as_everyday(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text, said, asked", [
    # The lead's second, third and fourth walk-throughs (session 35), each read before the changes it led to
    ("My dad has his knee operation on Friday.", "Your dad has his knee operation on Friday — ", "How is your dad"),
    ("My brother Kwame just had a baby boy!", "Your brother Kwame just had a baby boy — ", "Kwame"),
    ("We're taking the kids swimming on Saturday.", "You're taking the kids swimming on Saturday — ", "?"),
    ("Our eldest, Amara, started secondary school this week.", "Your eldest, Amara, started secondary school", "Amara"),
    ("I'm knackered, we had three birthday parties this weekend.", "Sorry to hear you're knackered", "rest"),
    ("Work was rough today, the till crashed twice.", "rough day", "switch off"),
    # A third walk-through (session 35): 9 of 16 replies wrong before these
    ("My wife and I just got back from a fortnight in Madeira.", "ou and your wife just got back from a fortnight in Madeira", "?"),
    ("I've got a parents' evening on Monday, dreading it.", "You've got a parents' evening on Monday, dreading it — ", "?"),
    ("I'm trying to get back into swimming after the summer.", "You're trying to get back into swimming after the summer — ", "?"),
    ("My daughter Aoife is moving to Canada in June.", "Your daughter Aoife is moving to Canada in June — ", "?"),
    ("I'm thinking of learning Spanish next year.", "You're thinking of learning Spanish next year — ", "?"),
    ("We're redoing the bathroom next month.", "You're redoing the bathroom next month — ", "?"),
    ("I feel great today actually.", "lad to hear it", "?"),
    # A fourth walk-through (session 35), read after every change above: 3 of 16 wrong
    ("My grandad is 90 on Sunday!", "Your grandad is 90 on Sunday — ", "?"),
    ("My daughter is 7 today!", "happy birthday to your daughter!", "?"),
    ("We've been married for twenty years.", "You've been married for twenty years — ", "?"),
    ("I went to a pottery class last night, my bowl collapsed.", "ou went to a pottery class last night", "?"),
    ("It's our turn to host games night on Friday.", "It's your turn to host games night on Friday — ", "?"),
    ("I finally finished the jigsaw I started in January.", "You finally finished the jigsaw you started in January — ", "?"),
    ("We've been thinking about opening a little café.", "You've been thinking about opening a little café — ", "?"),  # "Where can I show you?"
])
def test_what_happens_to_them_or_around_them_is_met(alice, say, text, said, asked):
    reply = say(alice, text).text
    assert reply == happenings.acknowledgement(text) and said in reply and asked in reply and reply.count("?") == 1


def test_a_name_then_and_then_what_they_do_is_met_by_name(alice, say):
    """"My name's Grace and I run a small bakery in Norwich." joins the name to the rest with
    "and": met by name when what follows is acknowledged."""
    reply = say(alice, "My name's Grace and I've been baking bread this week.").text
    assert reply.startswith("Nice to meet you, Grace!") and "baking bread" in reply


@pytest.mark.parametrize("text", [
    "I got back from the hospital today.",  # no trip
    "I'm thinking of ending it all.",  # never a plan to cheer
    "I'm thinking of getting a rope.",
    "I'm thinking about doing something stupid tonight.",
    "I've been thinking about ending it.",
    "My brother is moving out because of me.",  # no place
    "I finally finished all the pills.",  # a means: never a thing done to cheer
    "I just finished writing the letters.",
])
def test_what_only_looks_like_a_return_or_a_plan_is_not_met(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text, missed", [
    ("I'll miss him loads.", True),  # the model: "I'm so sorry for you, but I've got a lot to say about Sean."
    ("I miss my sister so much.", True),
    ("I missed the bus this morning.", False),
    ("I'll miss the match on Saturday.", False),
])
def test_missing_someone_is_met_without_naming_why(text, missed):
    reply = happenings.acknowledgement(text)
    assert (reply is not None) == missed
    if missed:
        assert ("miss" in reply.lower() or "apart" in reply) and reply.count("?") == 1


@pytest.mark.parametrize("text", ["My son is 6.", "My son is 6 and loves Lego.", "We've been together since school."])
def test_an_age_or_a_time_together_that_is_no_occasion_is_left_to_the_model(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    # the talk23 walk-through: "That sounds lovely! What type of yoga do you practice?" from the 135M
    ("I coach the under-nines on Saturday mornings too.", "You coach the under-nines on Saturday mornings too — "),
    ("I also volunteer at the animal shelter.", "You also volunteer at the animal shelter — "),
    ("We sing in a choir as well.", "You sing in a choir as well — "),
])
def test_one_more_thing_they_do_is_acknowledged(alice, say, text, said):
    reply = say(alice, text).text
    assert reply == happenings.acknowledgement(text) and reply.startswith(said) and reply.endswith("?")


@pytest.mark.parametrize("text", [
    "I love you too.",
    "I think so as well.",
    "I work there too.",  # where was said before
    "I also go to the dentist tomorrow.",  # once, not in their days
    "I have a dog too.",  # what they have, not do
    "I make mistakes too.",
])
def test_a_look_alike_of_one_more_thing_is_not_acknowledged(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text, said, asked", [
    # the talk23 walk-through: "Don't worry, it's completely normal." and "How about a day of
    # Easter with your parents?" from the 135M
    ("I'm really nervous about making the toast on Saturday.", "You're really nervous about making the toast on Saturday — ", "?"),
    ("We're driving to Bristol at Christmas to see my grandparents.",
     "You're driving to Bristol at Christmas to see your grandparents — ", "?"),
    ("I'm flying to Dublin to visit my brother.", "You're flying to Dublin to visit your brother — ", "?"),
])
def test_nerves_before_people_and_a_trip_to_see_someone(text, said, asked):
    reply = happenings.acknowledgement(text)
    assert reply.startswith(said) and "been there before" not in reply and reply.endswith(asked)


@pytest.mark.parametrize("text", [
    "I'm going to Tesco to see my friend.",  # an errand
    "I'm nervous about the results.",  # no thing faced before people
])
def test_a_look_alike_of_a_trip_or_nerves_is_not_acknowledged(text):
    assert happenings.acknowledgement(text) is None


def test_a_wedding_of_theirs_does_not_ask_if_they_are_invited():
    for shift in (0, 1):
        assert "invited" not in happenings.acknowledgement("My brother Tomasz is getting married in August.", shift)


@pytest.mark.parametrize("text, said", [
    # talk23's second walk-through: "What were you up for today?", "What kind of curry would you
    # recommend?" and "Your back is feeling a bit sore. What's the problem?" from the 135M
    ("Rough shift tonight, two drivers off sick.", "That sounds like a rough shift."),
    ("We're taking him out for a pizza to celebrate.", "You're taking him out for a pizza to celebrate — "),
    ("My neck's been stiff all day.", "Your neck's been stiff all day — "),
])
def test_a_day_in_few_words_an_outing_to_celebrate_and_an_ache_all_week(text, said):
    assert happenings.acknowledgement(text).startswith(said)


def test_a_good_day_in_few_words_is_not_said_to_be_at_work():
    assert all("at work" not in happenings.acknowledgement("Lovely day today!", shift) for shift in (0, 1))


@pytest.mark.parametrize("text", [
    "Long day tomorrow.",  # to come: a farewell's reason, not a day had
    "My wrists are sore from the blade.",  # a means of harm: the gate's
])
def test_a_look_alike_of_a_day_or_an_ache_is_not_acknowledged(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    # talk23's third walk-through: "How much did you spend?", "What kind of play do you think she
    # enjoys?" and "The hospital is just around the corner." from the 135M
    ("We made a big pot of soup together last night.", "ou made a big pot of soup together last night"),
    ("My shoulder's been stiff again though.", "Your shoulder's been stiff again — "),
    ("I've got a hospital appointment about my knee on Monday.", "You've got a hospital appointment about your knee on Monday — "),
    ("I'm quite worried the vet will say she needs surgery.", "You're quite worried the vet will say she needs surgery — "),
])
def test_something_made_an_ache_though_a_hospital_appointment_and_a_worry_of_what_may_come(text, said):
    for shift in (0, 1):
        reply = happenings.acknowledgement(text, shift)
        assert said in reply and "good luck" not in reply and reply.endswith("?")


@pytest.mark.parametrize("text, they, age", [("She's five and such a chatterbox.", "she", "five"), ("He's 9 now.", "he", "9")])
def test_the_age_of_one_just_named_is_met(text, they, age):
    assert {happenings.acknowledgement(text, 0), happenings.acknowledgement(text, 1)} == {
        w.format(they=they, age=age, be="'s", do="does") for w in ages._AN_AGE
    }


@pytest.mark.parametrize("text", [
    "He's 45 and a builder.",  # a grown-up's age, with more said
    "She's seven and in hospital again.",  # bad news after it
    "We made a mistake booking it.",
    "I'm worried he'll hurt himself.",  # harm: the gate's and the model's
])
def test_a_look_alike_of_an_age_something_made_or_a_worry_is_not_met(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    # talk23's fourth walk-through, typed as people text: "That's a bit concerning, isn't it?",
    # "How about a romantic match?", "That's lovely! I'm really proud of you." and "What kind of
    # crime novels are you talking about?" from the 135M
    ("My husband is making dinner tonight for a change lol.", "Your husband is making dinner tonight for a change — "),
    ("We've been married 10 years in June.", "You've been married 10 years in June — "),
    ("Thinking of changing jobs but not sure.", "Thinking of changing jobs — "),
    ("My grandad's really into birdwatching.", "Your grandad's really into birdwatching — "),
    ("My sister's birthday is next Friday.", "Your sister's birthday is next Friday — "),
])
def test_someone_cooking_time_together_an_unsure_plan_what_they_like_and_a_birthday_coming(text, said):
    for shift in (0, 1):
        reply = happenings.acknowledgement(text, shift)
        assert reply.startswith(said) and reply.endswith("?") and "lol" not in reply


def test_an_unsure_plan_is_not_cheered():
    for shift in (0, 1):
        reply = plans.unsure("I'm thinking of selling the house, but I'm not sure.", shift)
        assert reply in {w.format(said="You're thinking of selling the house") for w in plans._UNSURE}


def test_back_from_an_outing_is_welcomed():
    assert {happenings.acknowledgement("just got back from a run", s) for s in (0, 1)} == set(trips._BACK)


@pytest.mark.parametrize("text", [
    "He loves me.",  # no pastime
    "She loves it.",
    "My son is cooking up a plan.",
    "Just got back from the hospital.",  # not an outing: bad news, the model's
    "Thinking of you.",
])
def test_a_look_alike_of_these_is_not_acknowledged(text):
    assert happenings.acknowledgement(text) is None


@pytest.mark.parametrize("text, said", [
    # talk23's fifth walk-through: "This is a great phrase! What's your business plan?", "That's a
    # beautiful tribute." and "How many days have you been working out?" from the 135M
    ("Trade's been really quiet lately.", "Trade's been really quiet lately — "),
    ("We had a lovely long lunch on Saturday for my mum's 80th.", "ou had a lovely long lunch on Saturday for your mum's 80th"),
    ("I've started cycling to work too.", "You've started cycling to work too — "),
])
def test_business_going_a_meal_for_an_occasion_and_going_to_work_under_their_own_steam(text, said):
    for shift in (0, 1):
        reply = happenings.acknowledgement(text, shift)
        assert said in reply and reply.endswith("?")
    assert "good to hear" not in happenings.acknowledgement("Trade's been really quiet lately.", 0) + (
        happenings.acknowledgement("Trade's been really quiet lately.", 1))  # slow trade is no good news


def test_the_nerves_of_one_of_theirs_with_faith_in_them():
    for shift in (0, 1):
        reply = theirs.nervous("He's a bit nervous but I'm sure he'll settle in.", shift)
        assert "him" in reply and reply.endswith("?")
    assert theirs.nervous("He's a bit nervous but I'm not.") is None
    assert theirs.nervous("He's nervous and so am I.") is None


@pytest.mark.parametrize("text, said", [
    # talk23's sixth walk-through: "What kind of celebrations are you thinking of?" and "That's
    # lovely. How was your day?" from the 135M
    ("We're going out for dinner on Saturday to celebrate.", "You're going out for dinner on Saturday to celebrate — "),
    ("I've been taking a Spanish class on Mondays as well.", "You've been taking a Spanish class on Mondays as well — "),
])
def test_going_out_to_celebrate_and_one_more_thing_they_have_been_doing(text, said):
    for shift in (0, 1):
        reply = happenings.acknowledgement(text, shift)
        assert reply.startswith(said) and "How long" not in reply  # how long was said in "I've been …"


@pytest.mark.parametrize("text", [
    "Would love an e-bike one day, the hills are killing me.",  # a wish, no one named (a change set's look-alike)
    "Would love to sleep eight hours one day, imagine.",
])
def test_a_wish_is_not_what_someone_loves(text):
    assert happenings.acknowledgement(text) is None
