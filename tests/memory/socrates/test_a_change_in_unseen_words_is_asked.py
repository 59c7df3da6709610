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
from memory.socrates import ASKED
from memory.socrates.challenges import words_of


def test_a_change_said_in_new_words_is_asked_in_the_persons_words(alice, say, said_long_ago):
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
    for old, text in changes:
        reply = say(alice, text)
        assert f'you said "{words_of(old)}"; now you say "{text.rstrip(".")}"' in reply.text, text
        assert reply.text.endswith("Has something changed?")
        old.refresh_from_db()
        assert old.status == BeliefStatus.ACTIVE  # asked, not decided
    for old, text in changes[3:5] + changes[6:7]:
        assert f'you said "{words_of(old)}"' not in say(alice, text).text  # asked once
    assert BeliefRevision.objects.for_user(alice).filter(llm_verdict=ASKED).count() == 9


def test_a_change_found_by_meaning_waits_for_a_yes(alice, say, said_long_ago):
    diet = said_long_ago(alice, "I follow a gluten-free diet.")
    asked = say(alice, "I've gone back to normal bread and pasta.")
    assert asked.text.endswith("Has something changed?")
    formation.form_conversation(asked.inbound.conversation, force=True)
    diet.refresh_from_db()
    assert diet.status == BeliefStatus.ACTIVE  # formed, and still only asked

    answer = say(alice, "Yes.")
    formation.form_conversation(answer.inbound.conversation, force=True)
    diet.refresh_from_db()
    assert diet.status == BeliefStatus.SUPERSEDED and "bread" in diet.superseded_by.full


def test_look_alikes_of_a_change_ask_nothing(alice, say, said_long_ago):
    said_long_ago(alice, "I keep bees in my garden.")
    said_long_ago(alice, "I'm a paramedic in Cardiff.", days=35)
    said_long_ago(alice, "I follow a gluten-free diet.", days=30)
    said_long_ago(alice, "I support Everton.", days=25)
    said_long_ago(alice, "I smoke a pack a day.", days=45)
    said_long_ago(alice, "I'm a teacher.", days=50)
    said_long_ago(alice, "I have a beard.", days=55)
    said_long_ago(alice, "I'm so proud of my students.", days=60)
    said_long_ago(alice, "I live in Lisbon.", days=65)
    said_long_ago(alice, "run a pottery studio by the river", days=65)
    for text in ("My mum finally quit smoking, I'm so proud of her.",
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
                 "thinking about quitting the studio?"):
        assert "Has something changed?" not in say(alice, text).text, text
    assert not BeliefRevision.objects.for_user(alice).exists()
