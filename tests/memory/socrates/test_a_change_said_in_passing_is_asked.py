"""Socrates mode 1 on changes said in passing, with no word of change a list holds (issue 14,
socrates6): an event dated in the past of an attribute that holds one value at a time ("I got
my hair cut into a short bob in October"), an end of the very thing the earlier statement
names ("I handed in my notice at Tesco"), a short self-description undone ("I have a beard." /
"I shaved my beard off") are asked about once, quoting the person. A clause about someone
else or about what might be, and a feeling, change nothing."""

from memory.models import BeliefRevision, BeliefStatus
from memory.socrates import ASKED
from memory.socrates.challenges import words_of


def test_a_change_said_in_passing_is_asked_once_in_the_persons_words(alice, say, said_long_ago):
    hair = said_long_ago(alice, "I have a ponytail down to my back.")
    job = said_long_ago(alice, "I'm a cashier at Tesco.", days=35)
    beard = said_long_ago(alice, "I have a beard.", days=30)

    for old, text in ((hair, "I got my hair cut into a short bob in October."),
                      (job, "I handed in my notice at Tesco last week."),
                      (beard, "I shaved my beard off last week.")):
        reply = say(alice, text)
        assert f'you said "{words_of(old)}"; now you say "{text.rstrip(".")}"' in reply.text, text
        assert reply.text.endswith("Has something changed?")
        old.refresh_from_db()
        assert old.status == BeliefStatus.ACTIVE  # asked, not decided
    for old, text in ((hair, "I got my hair cut into a short bob in October."), (job, "I handed in my notice at Tesco last week.")):
        assert f'you said "{words_of(old)}"' not in say(alice, text).text  # asked once
        assert BeliefRevision.objects.for_user(alice).filter(belief=old, llm_verdict=ASKED).count() == 1


def test_someone_elses_news_a_plan_or_a_feeling_asks_nothing(alice, say, said_long_ago):
    said_long_ago(alice, "I smoke a pack a day.")
    said_long_ago(alice, "I'm a teacher.", days=35)
    said_long_ago(alice, "I have a beard.", days=30)
    said_long_ago(alice, "I'm so proud of my students.", days=25)
    for text in ("My mum finally quit smoking, I'm so proud of her.",
                 "I'm considering becoming a headteacher one day.",
                 "My beard is getting bushy, I should trim it.",
                 "Last week a parent moved their kid to another school, I'm not proud of how I handled it."):
        assert "Has something changed?" not in say(alice, text).text, text
    assert not BeliefRevision.objects.for_user(alice).exists()
