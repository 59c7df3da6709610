"""Socrates mode 1 on chat's sentences without a subject: one that opens with a verb
("dropped out of architecture school in march", "run a pottery studio by the river") is
the person's own, so a change said so is asked about once, quoting both sides in the
person's words; a request to the listener ("check this out", "have fun"), a remark to
them ("missed you at the fair"), of the talk, an event within the same state or a
question is no claim of a change and asks nothing."""

from memory import socrates
from memory.models import BeliefRevision, BeliefStatus
from memory.socrates import ASKED
from memory.socrates.challenges import words_of


def test_a_change_said_without_a_subject_is_asked_once_in_the_persons_words(alice, say, said_long_ago):
    school = said_long_ago(alice, "I'm studying architecture at Leeds.")
    diet = said_long_ago(alice, "I'm on a paleo diet, strict about it.", days=35)
    studio = said_long_ago(alice, "run a pottery studio by the river", days=50)

    changes = ((school, "dropped out of architecture school in march, working in a bar now"),
               (diet, "gave up on paleo, bread is too good"),
               (studio, "closed the pottery studio for good last month"))
    for old, text in changes:
        reply = say(alice, text)
        assert f'you said "{words_of(old)}"; now you say "{text}"' in reply.text, text
        old.refresh_from_db()
        assert old.status == BeliefStatus.ACTIVE  # asked, not decided
    assert "Has something changed?" not in say(alice, changes[0][1]).text  # asked once
    assert BeliefRevision.objects.for_user(alice).filter(llm_verdict=ASKED).count() == 3


def test_requests_remarks_and_events_without_a_subject_ask_nothing(alice, say, said_long_ago):
    said_long_ago(alice, "run a pottery studio by the river")
    said_long_ago(alice, "I'm studying architecture at Leeds.", days=35)
    for text in ("check this out, the studio by the river at sunset",
                 "look at this bowl from the studio",
                 "have fun at the architecture fair!",
                 "keep it up with the pottery",
                 "missed you at the pottery fair, the studio was packed",
                 "been a long week at the studio",
                 "made twenty mugs for the studio shop",
                 "thinking about quitting the studio?"):
        assert "Has something changed?" not in say(alice, text).text, text
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_a_verb_first_sentence_is_the_speakers_claim_and_a_request_is_not():
    for text in ("dropped out of architecture school in march", "been vegan for a year now",
                 "loving the new phone so far", "haven't been to the gym in months", "work nights at the airport"):
        assert socrates.claims(text) == [text], text
    for text in ("check this out", "look at this", "have fun!", "keep it up", "don't worry about it",
                 "Impressed by your commitment.", "Haven't talked in a few days.", "Been a long road.",
                 "Having pets must be a wonderful experience."):
        assert socrates.claims(text) == [], text
