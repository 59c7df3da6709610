"""The learned stages decide the pairs the cue lists leave open: a change no rule names is
asked about once, in the person's words (since issue 14's attribute stage,
``change.changed`` reads "My hair is down to my shoulders now" as a switch of the
person's looks before the pair judge, ``memory.socrates.judge``, is asked); a consistent
addition and a question are not."""

from memory import socrates
from memory.models import BeliefRevision
from memory.socrates import judge


def test_a_change_no_rule_names_is_asked_once_quoting_the_person(alice, say, said_long_ago):
    hair = said_long_ago(alice, "I have short hair.")

    reply = say(alice, "My hair is down to my shoulders now.")
    assert 'you said "I have short hair"' in reply.text
    assert 'now you say "My hair is down to my shoulders now"' in reply.text and reply.text.endswith("Has something changed?")
    asked = BeliefRevision.objects.for_user(alice).get(belief=hair)
    assert "(attribute)" in asked.note or ("(judge)" in asked.note and asked.embedding_similarity >= judge.THRESHOLD)

    again = say(alice, "My hair is down to my shoulders now.")
    assert not again.text.endswith(socrates.SURFACED)
    assert BeliefRevision.objects.for_user(alice).filter(belief=hair).count() == 1


def test_a_consistent_addition_is_not_asked(alice, say, said_long_ago):
    said_long_ago(alice, "I have a cat called Mochi.")
    assert not say(alice, "I got a second cat.").text.endswith(socrates.SURFACED)
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_a_question_is_never_judged(alice, say, said_long_ago, monkeypatch):
    said_long_ago(alice, "I have short hair.")

    def never(*args, **kwargs):
        raise AssertionError("a question reached the pair judge")

    monkeypatch.setattr(judge, "probabilities", never)
    for text in ("Should I grow my hair down to my shoulders?", "Do you think long hair would suit me now"):
        assert not say(alice, text).text.endswith(socrates.SURFACED), text
    assert not BeliefRevision.objects.for_user(alice).exists()
