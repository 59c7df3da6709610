"""Socrates mode 1 on changes said with no change word and no word in common, that only
what the words mean in the world tells (issue 14): another number of the same quantity
("down to 74 kg" after "I weigh 88 kilos", a second baby after "one daughter", "on 41k"
after "I earn £30k"), a thing the person said they did not have or do, or one of its
kind ("new bike arrived today" after "I've never owned a bike", beers after "I've been
teetotal for ten years"), a pet got after "We don't have any pets", a home rented and
then owned. Each is asked about once, quoting the person; a change found so is applied
only on a yes. Someone else's numbers or things, a plan, a question, or the same number
again ask nothing; and formation reads the single words it compares ahead, off its own
thread."""

import threading

from memory import formation
from memory.embeddings import encoder
from memory.models import BeliefRevision, BeliefStatus
from memory.socrates import ASKED
from memory.socrates.challenges import words_of


def test_a_change_known_from_the_world_is_asked_once_in_the_persons_words(alice, say, said_long_ago):
    weight = said_long_ago(alice, "I weigh 88 kilos.")
    bike = said_long_ago(alice, "I've never owned a bike.", days=35)
    pay = said_long_ago(alice, "I earn £30k a year.", days=45)
    home = said_long_ago(alice, "We rent a terraced house in Derby.", days=50)
    children = said_long_ago(alice, "I have one daughter.", days=55)
    drink = said_long_ago(alice, "I've been teetotal for ten years.", days=60)
    pets = said_long_ago(alice, "We don't have any pets.", days=65)

    changes = ((weight, "down to 74 kg after the summer, so happy"),
               (bike, "new bike arrived today, rode it along the canal"),
               (pay, "on 41k since the new contract"),
               (home, "Paid the first mortgage instalment on our cottage today."),
               (children, "Our second baby was born on Friday!"),
               (drink, "had a few beers at the match yesterday"),
               (pets, "We adopted a greyhound called Pip."))
    for old, text in changes:
        reply = say(alice, text)
        assert f'you said "{words_of(old)}"; now you say "{text.rstrip(".!")}"' in reply.text, text
        old.refresh_from_db()
        assert old.status == BeliefStatus.ACTIVE  # asked, not decided
    for old, text in changes:
        assert "Has something changed?" not in say(alice, text).text  # asked once
    assert BeliefRevision.objects.for_user(alice).filter(llm_verdict=ASKED).count() == len(changes)


def test_a_change_known_from_the_world_waits_for_a_yes(alice, say, said_long_ago):
    weight = said_long_ago(alice, "I weigh 88 kilos.")
    asked = say(alice, "down to 74 kg after the summer, so happy")
    formation.form_conversation(asked.inbound.conversation, force=True)
    weight.refresh_from_db()
    assert weight.status == BeliefStatus.ACTIVE

    answer = say(alice, "Yes.")
    formation.form_conversation(answer.inbound.conversation, force=True)
    weight.refresh_from_db()
    assert weight.status == BeliefStatus.SUPERSEDED and "74 kg" in weight.superseded_by.full


def test_look_alikes_known_from_the_world_ask_nothing(alice, say, said_long_ago):
    said_long_ago(alice, "I weigh 88 kilos.")
    said_long_ago(alice, "I've never owned a bike.", days=35)
    said_long_ago(alice, "We rent a terraced house in Derby.", days=50)
    said_long_ago(alice, "I have one daughter.", days=55)
    said_long_ago(alice, "I've been teetotal for ten years.", days=60)
    said_long_ago(alice, "We don't have any pets.", days=65)
    for text in ("My suitcase weighed 23 kg at check-in.",
                 "My brother's bike got stolen outside the station.",
                 "Should I get a bike for the commute?",
                 "I'm thinking about buying a house one day.",
                 "Our neighbours' landlord is selling up.",
                 "Our daughter turned five on Friday!",
                 "my mates had a few beers at the match, i stuck to cola",
                 "I weigh 88 kilos, same as always.",
                 "My neighbour adopted a greyhound called Pip."):
        assert "Has something changed?" not in say(alice, text).text, text
    assert not BeliefRevision.objects.for_user(alice).exists()


def test_formation_reads_the_words_it_compares_ahead(alice, say, said_long_ago, monkeypatch):
    said_long_ago(alice, "I've never owned a bike.")
    turn = say(alice, "new bike arrived today, rode it along the canal")
    runs, real = [], encoder._run

    def run(texts, **options):
        runs.append((threading.current_thread().name, list(texts)))
        return real(texts, **options)

    monkeypatch.setattr(encoder, "_run", run)
    encoder.forget_recent()
    formation.form_conversation(turn.inbound.conversation, force=True)
    compared = [thread for thread, texts in runs if "canal" in texts and "bike" in texts]
    assert compared and all(thread.startswith("embedding") for thread in compared)  # none on formation's thread
    encoder.forget_recent()
