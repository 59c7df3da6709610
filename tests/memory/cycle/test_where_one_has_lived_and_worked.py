"""A question over the person's past gets every place they lived and every job they had,
in whatever words they told them. In a walk-through with the embedded model, after "I grew
up in a small town near Hamburg.", "These days I live in Munich with my girlfriend Lea."
and "I spent three years in London after university.", "Where have I lived?" got Munich
alone, the next session too; "Where did I grow up?" got "I'm not sure — I know that you
grew up …"; "What jobs have I had?" got the waiter's job alone, and "What's my job?" got
"I'm not sure — I know that you worked as a waiter in college" after "Now I'm a nurse in
Leeds."."""

from memory import formation
from memory.cycle import asked
from memory.models import Belief, BeliefStatus, Conversation

HAMBURG = "I grew up in a small town near Hamburg."
MUNICH = "These days I live in Munich with my girlfriend Lea."
LONDON = "I spent three years in London after university."
OSLO = "My sister lives in Oslo."  # her place, not the person's


def test_a_sentence_that_says_where_one_lived():
    for sentence in (HAMBURG, MUNICH, LONDON, "I was born in Lisbon.", "We moved to Cardiff last month.",
                     "Born and raised in Glasgow!", "i lived in berlin for 5 years"):
        assert asked.lived_in(sentence), sentence
    for sentence in ("I moved in with my girlfriend.", "I spent three hours in the garden.", "I love living alone.",
                     "I live for the weekends."):
        assert not asked.lived_in(sentence), sentence


def test_every_place_told_answers_where_one_has_lived(alice, say):
    for line in (HAMBURG, MUNICH, LONDON, OSLO):
        say(alice, line)
    reply = say(alice, "Where have I lived?").text
    assert reply == (
        "You grew up in a small town near Hamburg. These days you live in Munich with your girlfriend Lea. "
        "You spent three years in London after university (you told me earlier today)."
    )


def test_the_places_remembered_answer_in_the_next_session(alice, remember, say):
    remember(alice, HAMBURG, "I'm a nurse.", MUNICH, LONDON, OSLO)
    reply = say(alice, "Where have I lived?").text
    assert "Hamburg" in reply and "Munich" in reply and "London" in reply and "Oslo" not in reply, reply


def test_where_one_grew_up_is_said_back_as_the_answer(alice, say):
    say(alice, HAMBURG)
    say(alice, MUNICH)
    assert say(alice, "Where did I grow up?").text == "You grew up in a small town near Hamburg (you told me earlier today)."


def test_every_job_told_answers_what_jobs_one_has_had(alice, say):
    for line in ("I used to be a teacher.", "I worked as a waiter in college.", "Now I'm a nurse in Leeds.", "I love my garden."):
        say(alice, line)
    assert say(alice, "What jobs have I had?").text == (
        "You used to be a teacher. You worked as a waiter in college. Now you're a nurse in Leeds (you told me earlier today)."
    )
    assert say(alice, "What's my job?").text == "Now you're a nurse in Leeds (you told me earlier today)."


def test_someone_elses_move_does_not_answer_where_one_lives(alice, remember, say):
    """In a Chromium walk-through, after "He moved to Kiel in the summer." (the brother),
    "Where have I lived?" was answered with "Your brother Felix moved to Kiel in the
    summer" among the person's places: a change said now answers before a memory, but
    only a change of theirs answers a question of theirs."""
    remember(alice, "I live in Hamburg with my partner Jo.")
    say(alice, "My brother Felix just moved to Kiel.")
    assert say(alice, "Where do I live?").text.startswith("You live in Hamburg with your partner Jo")
    assert "Kiel" not in say(alice, "Where have I lived?").text


def test_a_job_left_since_answers_what_ones_job_is(alice, remember, say):
    """"What's my job?" right after "I quit my job at the restaurant yesterday." got "You're a
    chef at an Italian restaurant in Manchester" in a terminal walk-through: a question for
    nothing but whom or what it asks about ("my job") read no change of it."""
    remember(alice, "I'm a chef at an Italian restaurant in Manchester.")
    later = Conversation.objects.create(user=alice, channel="cli")
    say(alice, "I quit my job at the restaurant yesterday.", conversation=later)
    assert say(alice, "What's my job?", conversation=later).text.startswith("You quit your job at the restaurant yesterday")


def test_a_place_left_since_is_still_a_place_lived(alice, remember, say):
    """After "We moved to Cardiff last weekend." superseded "I live in Bristol with my partner
    Tom.", "Where have I lived?" got Cardiff alone: what a change superseded is past, not
    untrue."""
    remember(alice, "I grew up in Swansea.", "I live in Bristol with my partner Tom.")
    later = Conversation.objects.create(user=alice, channel="cli")
    moved = say(alice, "We moved to Cardiff last weekend.", conversation=later)
    formation.form_conversation(moved.inbound.conversation, force=True)
    assert Belief.objects.for_user(alice).get(full__contains="Bristol").status == BeliefStatus.SUPERSEDED
    reply = say(alice, "Where have I lived?", conversation=Conversation.objects.create(user=alice, channel="cli")).text
    assert "Swansea" in reply and "Bristol" in reply and "Cardiff" in reply, reply
    assert "Bristol" not in say(alice, "Where do I live?").text
