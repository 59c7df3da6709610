"""The faults of the lead's fourth walk of session 40 (a student nurse in Glasgow, typed in lower case as texts
are), met by general forms of how people text with a voice-only model; each with look-alikes left alone."""

import pytest

from memory.cycle import catching_up, complaints, rituals, texting


@pytest.mark.parametrize("typed, written", [
    ("gonna crash now, night x", "I'm going to crash now, night."),
    ("gonna head to bed", "I'm going to head to bed."),
    ("ur the best thanks x", "You're the best thanks."),
    ("thanks ur amazing", "Thanks you're amazing."),
    ("ur mum called", "Your mum called."),
    ("had my first night shift on a&e, absolutely shattered", "I had my first night shift on a&e, I'm absolutely shattered."),
    ("Did a twelve-hour shift last night, so tired", "I did a twelve-hour shift last night, I'm so tired."),
    ("worked a double today - knackered", "I worked a double today - I'm knackered."),
    # look-alikes: what is not the person's own ("it's gonna be …"), a feeling that is someone else's or goes on
    ("gonna be a long week", "Going to be a long week."),
    ("the kids were tired, excited and loud", "The kids were tired, excited and loud."),
    ("I saw the kids, excited as ever", "I saw the kids, excited as ever."),
    ("I'm Jo, a bit tired", "I'm Jo, a bit tired."),  # an introduction: met by name (``introduced_then``)
])
def test_texting_is_written_out(typed, written):
    assert texting.plain(typed) == written


@pytest.mark.parametrize("text, reply", [
    ("gonna crash now, night x", "Good night!"),
    ("gonna head off now, night", "Good night!"),
    ("ur the best thanks x", "That's kind of you to say — you're very welcome!"),
    ("thanks ur a star", "That's kind of you to say — you're very welcome!"),
])
def test_a_texted_ritual_is_returned_as_written_out(alice, say, text, reply):
    """"gonna crash now, night x" got "Night is a wonderful choice. What kind of night?"."""
    assert say(alice, text).text == reply


@pytest.mark.parametrize("text", ["gonna be a long night", "ur mum rang about tonight"])
def test_a_texted_look_alike_is_no_ritual(alice, engine, text):
    reply = rituals.ritual(alice, text) or ""
    assert not reply.startswith(("Good night", "Bye", "You're welcome"))


@pytest.mark.parametrize("text, how", [
    ("had my first night shift on a&e, absolutely shattered", "absolutely shattered"),
    ("did my last night shift, so tired", "so tired"),
    ("Had my first night shift on A&E, I'm absolutely shattered.", "absolutely shattered"),
    ("worked my second night shift in a row, knackered", "knackered"),
])
def test_tiredness_after_a_shift_said_by_which_it_was_is_met(text, how):
    """"had my first night shift on a&e, absolutely shattered" got "Absolutely! How's business?"."""
    reply = rituals.told(text)
    assert reply and f"you're {how}" in reply and "a lot" in reply


@pytest.mark.parametrize("text", ["had my first driving lesson, absolutely buzzing", "had my first day at uni, so excited"])
def test_gladness_after_a_first_is_not_a_hard_shift(text):
    assert "a lot" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text, said", [
    ("my flatmate ate my leftovers AGAIN", "Your flatmate ate your leftovers AGAIN"),
    ("My brother nicked my charger again.", "Your brother nicked your charger again"),
    ("my sister borrowed my straighteners without asking", "Your sister borrowed your straighteners without asking"),
    ("The kids have used all my shampoo again!", "The kids have used all your shampoo again"),
    ("Tom ate the last of my biscuits again", "Tom ate the last of your biscuits again"),
])
def test_someone_helping_themselves_to_what_is_theirs_again_is_a_grumble(text, said):
    """"my flatmate ate my leftovers AGAIN" got "That's quite a generous compliment. …"."""
    reply = complaints.acknowledgement(text)
    assert reply and reply.startswith(said + " — ") and reply.endswith("?")


@pytest.mark.parametrize("text", [
    "my husband cooked my favourite tea again", "My sister borrowed my car.", "My flatmate ate my leftovers.",
    "my mum came round again", "my dog ate my socks again",
])
def test_what_is_not_taken_unasked_is_no_such_grumble(text):
    assert complaints.acknowledgement(text) is None


@pytest.mark.parametrize("text", [
    "sorry been ages, placement has been full on", "sorry its been ages, uni's been mental",
    "Sorry I've been quiet, college has been manic.", "Sorry it's been a while, my placement has been full on.",
])
def test_a_gap_with_what_kept_them_busy_named_bare_is_a_welcome_back(text):
    """"sorry been ages, placement has been full on" got "That's wonderful! What kind of place did you end up at?"."""
    reply = catching_up.back(text)
    assert reply and reply.startswith("No need to apologise") and ("calmed down" in reply or "easing off" in reply)


@pytest.mark.parametrize("text", ["placement has been full on", "sorry been ages, my dad's been in hospital"])
def test_a_busy_time_alone_or_bad_news_after_a_gap_is_not_asked_if_it_calmed_down(text):
    reply = catching_up.back(text) or ""
    assert "calmed down" not in reply and "easing off" not in reply


@pytest.mark.parametrize("told, asked, answer", [
    ("hey, i'm jess, i'm a student nurse in glasgow", "where am i studying?", "You're a student nurse in glasgow"),
    ("I'm a student paramedic in Leeds.", "Where am I studying?", "You're a student paramedic in Leeds"),
    ("my boyfriend callum works in a call centre and we share a flat with his brother", "who do i live with?",
     "you share a flat with his brother"),
    ("I live with my sister Ana in Leeds.", "Who do I live with?", "You live with your sister Ana in Leeds"),
    ("We rent a house with two friends from uni.", "who do i live with", "You rent a house with two friends from uni"),
    # talk30's walk: "where do i work?" got "I'm not sure — I know that your boss offered you …"
    ("hiya, im kez, i do hair at a salon in sheffield", "where do i work?", "You do hair at a salon in sheffield"),
])
def test_what_one_said_one_is_or_whom_one_shares_a_home_with_answers(alice, say, told, asked, answer):
    """"where am i studying?" and "who do i live with?" got "I'm not sure — I know that …" of what answers them."""
    say(alice, told)
    reply = say(alice, asked).text
    assert answer in reply and not reply.startswith("I'm not sure")


@pytest.mark.parametrize("told, asked", [
    ("I'm a student nurse in Glasgow.", "Who do I live with?"),
    ("We share a flat in Glasgow.", "Where am I studying?"),
    ("My boyfriend Callum works in a call centre.", "Who do I live with?"),
])
def test_what_does_not_answer_is_not_said_as_the_answer(alice, say, told, asked):
    say(alice, told)
    reply = say(alice, asked).text
    assert reply.startswith("I'm not sure") or reply.startswith("I don't know")


# talk30's own walk (a hairdresser in Sheffield, typed as texts).

@pytest.mark.parametrize("typed, written", [
    ("soz ive been awol", "Sorry I've been awol."),
    ("right im off to bed, speak tmrw x", "Right I'm off to bed, speak tomorrow."),
    ("we got a rescue greyhound called biscuit", "We got a rescue greyhound called Biscuit."),
    ("my dog is called biscuit", "My dog is called Biscuit."),
    ("i called mum last night", "I called mum last night."),  # phoned: no name after it
])
def test_more_texting_is_written_out(typed, written):
    assert texting.plain(typed) == written


@pytest.mark.parametrize("text, met", [
    ("hiya, im kez, i do hair at a salon in sheffield", "Nice to meet you, Kez! Oh nice — how long have you been doing hair?"),
    ("I do nails at a salon in Leeds.", "doing nails"),
    ("I do the accounts for a firm in Hull.", None),  # "the": not the trade itself
    ("I do yoga at a gym in Leeds.", None),
])
def test_a_trade_one_does_is_ones_work(text, met):
    """"hiya, im kez, i do hair at a salon in sheffield" got "Me too!"."""
    reply = rituals.introduced_then(text) or rituals.told(text)
    assert reply is None if met is None else met in reply


@pytest.mark.parametrize("text, said", [
    ("We got a rescue greyhound called Biscuit last month.", "Oh, a greyhound! How is Biscuit settling in?"),
    ("we got a rescue greyhound called biscuit last month, shes so soppy", "How is Biscuit settling in?"),
    ("I've just adopted an ex-racing whippet.", "whippet"),
])
def test_a_new_pet_by_its_breed_is_met(text, said):
    """"we got a rescue greyhound called biscuit last month, shes so soppy" got "… a beautiful way to celebrate"."""
    assert said in (rituals.told(text) or "")


@pytest.mark.parametrize("text, said", [
    ("missed my bus this morning and got soaked waiting for the next one", "got soaked waiting for the next one — "),
    ("I missed my train this morning.", "You missed your train this morning — "),
    ("Got absolutely soaked on the way to work.", "soaked on the way to work — "),
])
def test_a_missed_bus_or_a_soaking_is_a_mishap(text, said):
    """"missed my bus … got soaked …" got "Losing someone can be really hard"."""
    reply = rituals.told(text)
    assert reply and said in reply and reply.endswith("?")


@pytest.mark.parametrize("text", ["I missed my mum today.", "We missed the bus tour but it was fine."])
def test_missing_someone_is_no_mishap(text):
    assert "nuisance" not in (rituals.told(text) or "") and "pain" not in (rituals.told(text) or "")


@pytest.mark.parametrize("text", ["my boss offered me the senior stylist job today!!", "They offered me a place at Leeds!",
                                  "I got offered the job at the bakery!"])
def test_a_post_offered_is_cheered(text):
    """"my boss offered me the senior stylist job today!!" got "You're going to be the next in line …"."""
    assert rituals.congratulations(text) in rituals.CHEERS


@pytest.mark.parametrize("text", ["My mum offered me a lift.", "My boss offered me a cup of tea.",
                                  "They offered me the job but I turned it down."])
def test_what_else_is_offered_is_not_cheered(text):
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text, said", [
    ("Sorry I've been quiet, I've been doing extra shifts.", "easing off"),
    ("sorry been ages, been working long hours", "easing off"),
    ("Sorry I've been quiet, work's been manic.", "Busy with anything nice"),
])
def test_the_work_that_kept_them_is_a_reason_for_a_gap(text, said):
    assert said in (catching_up.back(text) or "")


def test_a_texted_gap_is_read_written_out(alice, say):
    """"soz ive been awol, been covering loads of shifts" got "Nice."."""
    assert say(alice, "soz ive been awol, been covering loads of shifts").text.startswith("No need to apologise")


@pytest.mark.parametrize("text, said", [
    ("my sister lou has two little boys and my dad lives round the corner from me",
     "Noted — your sister Lou has two little boys, and your dad lives round the corner from you. Do you see a lot of him?"),
    ("My nan lives next door.", "Your nan lives next door — "),
    ("My parents live nearby.", "Your parents live nearby — "),
    ("My brother Tom has two kids.", "Your brother Tom has two kids — "),
])
def test_one_of_theirs_nearby_or_with_children_is_said_back(text, said):
    """"my sister lou has two little boys and my dad lives round the corner from me" got "I see. Tell me more?"."""
    reply = rituals.told(text)
    assert reply and reply.startswith(said) and reply.endswith("?")


@pytest.mark.parametrize("text", ["My dad lives round the corner from the pub.", "My brother has two cars.",
                                  "My sister has two kids and she's exhausted."])
def test_what_is_not_near_them_or_their_children_is_not(text):
    reply = rituals.told(text) or ""
    assert "handy" not in reply and "How old are they" not in reply and "see much of them" not in reply


@pytest.mark.parametrize("text, said", [
    ("missed my bus this morning and got soaked waiting for the next one", "You missed your bus this morning"),
    ("had my first night shift on a&e, absolutely shattered", "Of course you're absolutely shattered"),
])
def test_a_statement_typed_without_its_i_is_said_back_to_them(text, said):
    """"missed my bus …" was said back "Missed your bus …": read written out first where the "I" was left out."""
    assert rituals.told(text).startswith(said)


@pytest.mark.parametrize("text", ["Had a great day at work today!", "my sister lou has two little boys", "Missed the bus."])
def test_what_keeps_its_i_or_its_capital_is_read_as_typed_first(text):
    assert not texting.read_written_first(text)


@pytest.mark.parametrize("text, said", [
    ("Lou's boys are staying over on Saturday.", "Lou's boys are staying over on Saturday — "),
    ("My sister Lou's boys are staying over on Saturday.", "Your sister Lou's boys are staying over on Saturday — "),
    ("my brothers boys are coming round tomorrow", "Your brother's boys are coming round tomorrow — "),
])
def test_the_children_of_one_of_theirs_coming_to_stay_is_a_visit(text, said):
    """"lous boys are staying over on saturday" got "Luks boys! What a beautiful day, isn't it?"."""
    reply = rituals.told(text)
    assert reply and reply.startswith(said) and reply.endswith("?")


@pytest.mark.parametrize("typed, written", [
    ("my brothers boys are coming round", "My brother's boys are coming round."),
    ("my sisters are coming round", "My sisters are coming round."),  # sisters, not a sister's
])
def test_whose_children_typed_without_the_apostrophe(typed, written):
    assert texting.plain(typed) == written


# talk30's second walk (a postman in Swansea, typed as texts).

@pytest.mark.parametrize("typed, written", [
    ("my wife cerys teaches year 2 and weve got twin girls", "My wife Cerys teaches year 2 and we've got twin girls."),
    ("our cat pickle brought a mouse in", "Our cat Pickle brought a mouse in."),
    ("my wife teaches year 2", "My wife teaches year 2."),  # no name: "teaches" is what she does
    ("locked myself out", "I locked myself out."),
])
def test_texting_of_the_second_walk_is_written_out(typed, written):
    assert texting.plain(typed) == written


@pytest.mark.parametrize("text, said", [
    ("my wife cerys teaches year 2 and weve got twin girls who are 6",
     "Noted — your wife Cerys teaches year 2, and you've got twin girls who are 6."),
    ("We have two boys who are 8 and 5.", "Oh, two boys!"),
])
def test_children_with_their_ages_after_who_are_are_met(text, said):
    """"my wife cerys teaches year 2 and weve got twin girls who are 6" got "The girls are so cute. How's your wife doing?"."""
    assert (rituals.told(text) or "").startswith(said)


def test_children_who_are_something_else_are_not_an_age():
    assert rituals.told("We've got two boys who are driving me mad.") is None


@pytest.mark.parametrize("text", ["locked myself out this morning, had to wait an hour for the locksmith",
                                  "I locked myself out this morning."])
def test_locked_out_is_a_mishap(text):
    """"locked myself out …" got "I hope they're all well and that you're enjoying the beauty of the outdoors."."""
    assert (rituals.told(text) or "").startswith("You locked yourself out this morning")


@pytest.mark.parametrize("text", ["just found out im gonna be an uncle!!", "We're going to be grandparents!",
                                  "I'm going to be a big sister!"])
def test_a_baby_coming_in_the_family_is_congratulated(text):
    """"just found out im gonna be an uncle!!" got "That's lovely! What kind of family you have?"."""
    assert rituals.congratulations(text) == rituals.A_BABY_COMING


@pytest.mark.parametrize("text", ["I'm going to be a dad for the school play.", "I'm going to be a mum to two dogs."])
def test_a_part_or_a_pets_keeper_is_no_baby(text):
    assert rituals.congratulations(text) != rituals.A_BABY_COMING


@pytest.mark.parametrize("text, said", [
    ("our cat pickle brought a live mouse in last night lol", "Your cat Pickle brought a live mouse in last night — "),
    ("Our dog Rolo stole a whole sausage off the counter.", "Your dog Rolo stole a whole sausage off the counter — "),
    ("The puppy shredded my slippers this morning.", "The puppy shredded your slippers this morning — "),
])
def test_what_a_pet_got_up_to_is_met_with_a_smile(text, said):
    """"our cat pickle brought a live mouse in last night lol" got "… How long has the cat been eating your mouse?"."""
    reply = rituals.told(text)
    assert reply and reply.startswith(said) and reply.endswith("?")


@pytest.mark.parametrize("text", ["Our dog Rolo ate a bar of chocolate.", "My cat brought in a bird and it died.",
                                  "My dog knocked my nan over and she hurt her hip.", "My sister brought a cake round."])
def test_what_may_harm_or_is_no_pets_is_no_antic(text):
    reply = rituals.told(text) or ""
    assert "cheeky" not in reply and "What did you do?" not in reply


def test_how_old_several_are_is_answered_by_their_age_alone(alice, say):
    """"how old are my girls?" got their age and "the girls have had chickenpox" beside it."""
    say(alice, "my wife cerys teaches year 2 and weve got twin girls who are 6")
    say(alice, "sorry been a while, the girls have had chickenpox")
    reply = say(alice, "how old are my girls?").text
    assert "who are 6" in reply and "chickenpox" not in reply
