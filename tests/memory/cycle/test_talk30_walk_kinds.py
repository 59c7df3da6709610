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
