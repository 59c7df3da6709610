"""Socrates mode 1 on words no training row holds: a later statement about the same
attribute of the person (their hobbies, diet, team) that says it ended or switched, or an
event of it dated in the past ("I got my hair cut into a short bob in October"), an end of
the very thing the earlier statement names ("I handed in my notice at Tesco"), a short
self-description undone ("I have a beard." / "I shaved my beard off"), a change said as
chat says it, with no subject ("dropped out of architecture school in march") is asked
about once, quoting both sides; a change found by meaning supersedes the belief only after
the person says yes. An event within the same state, someone else's news (in a clause of
its own too), a plan, a feeling, a question about it, a request to the listener ("check
this out", "have fun") or a remark to them asks nothing."""

from memory import formation
from memory.models import BeliefRevision, BeliefStatus
from memory.socrates import ASKED, CONFIRMED
from memory.socrates.own_words import words_of


def test_a_change_said_in_new_words_is_asked_in_the_persons_words(alice, say, said_long_ago, asked_in_their_words):
    bees = said_long_ago(alice, "I keep bees in my garden.")
    bread = said_long_ago(alice, "I follow a gluten-free diet.", days=35)
    team = said_long_ago(alice, "I support Everton.", days=30)
    hair = said_long_ago(alice, "I have a ponytail down to my back.", days=45)
    job = said_long_ago(alice, "I'm a cashier at Tesco.", days=50)
    beard = said_long_ago(alice, "I have a beard.", days=55)
    school = said_long_ago(alice, "I'm studying architecture at Leeds.", days=60)
    darts = said_long_ago(alice, "I play in a darts league on Tuesdays.", days=65)
    studio = said_long_ago(alice, "run a pottery studio by the river", days=70)

    changes = ((bees, "I sold off the hives, the bees were too much work."),
               (bread, "I've gone back to normal bread and pasta."),
               (team, "I've become a Liverpool supporter, believe it or not."),
               (hair, "I got my hair cut into a short bob in October."),
               (job, "I handed in my notice at Tesco last week."),
               (beard, "I shaved my beard off last week."),
               (school, "dropped out of architecture school in march, working in a bar now"),
               (darts, "gave up on darts this autumn, too many late nights"),
               (studio, "closed the pottery studio for good last month"))
    asked_in_their_words(alice, changes)
    for old, text in changes[3:5] + changes[6:7]:
        assert f'you said "{words_of(old)}"' not in say(alice, text).text  # asked once
    assert BeliefRevision.objects.for_user(alice).filter(llm_verdict__in=(ASKED, CONFIRMED)).count() == 9


def test_a_change_found_by_meaning_waits_for_a_yes(alice, settled_by_a_yes):
    settled_by_a_yes(alice, "I follow a gluten-free diet.", "I've gone back to normal bread and pasta.", "bread")


def test_look_alikes_of_a_change_ask_nothing(alice, asks_nothing):
    earlier = [
        "I keep bees in my garden.",
        "I'm a paramedic in Cardiff.",
        "I follow a gluten-free diet.",
        "I support Everton.",
        "I smoke a pack a day.",
        "I'm a teacher.",
        "I have a beard.",
        "I'm so proud of my students.",
        "I live in Lisbon.",
        "run a pottery studio by the river",
    ]
    texts = (
        "My mum finally quit smoking, I'm so proud of her.",
        "I'm considering becoming a headteacher one day.",
        "My beard is getting bushy, I should trim it.",
        "Last week a parent moved their kid to another school, I'm not proud of how I handled it.",
        "The bees made twenty jars of honey this summer.",
        "I've got a job interview at a bakery on Thursday.",
        "Oh, I've been to Paris yesterday! It was sooo cool.",
        "My shift on the ambulance was crazy last night.",
        "My cousin quit the ambulance service last year.",
        "I found a great gluten-free bakery near the station.",
        "Everton lost again on Saturday, typical.",
        "Should I give up the bees?",
        "check this out, the studio by the river at sunset",
        "have fun at the teachers' conference!",
        "keep it up with the pottery",
        "missed you at the pottery fair, the studio was packed",
        "been a long week at the studio",
        "made twenty mugs for the studio shop",
        "thinking about quitting the studio?",
    )
    asks_nothing(alice, earlier, texts)
