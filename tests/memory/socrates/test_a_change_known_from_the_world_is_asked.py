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

from memory import formation, socrates
from memory.embeddings import encoder
from memory.models import BeliefRevision, BeliefStatus
from memory.socrates import ASKED


def test_a_change_known_from_the_world_is_asked_once_in_the_persons_words(alice, say, said_long_ago, asked_in_their_words):
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
    asked_in_their_words(alice, changes)
    for old, text in changes:
        assert not say(alice, text).text.endswith(socrates.SURFACED)  # asked once
    assert BeliefRevision.objects.for_user(alice).filter(llm_verdict=ASKED).count() == len(changes)


def test_a_change_known_from_the_world_waits_for_a_yes(alice, settled_by_a_yes):
    settled_by_a_yes(alice, "I weigh 88 kilos.", "down to 74 kg after the summer, so happy", "74 kg")


def test_look_alikes_known_from_the_world_ask_nothing(alice, asks_nothing):
    earlier = [
        "I weigh 88 kilos.",
        "I've never owned a bike.",
        "We rent a terraced house in Derby.",
        "I have one daughter.",
        "I've been teetotal for ten years.",
        "We don't have any pets.",
    ]
    texts = (
        "My suitcase weighed 23 kg at check-in.",
        "My brother's bike got stolen outside the station.",
        "Should I get a bike for the commute?",
        "I'm thinking about buying a house one day.",
        "Our neighbours' landlord is selling up.",
        "Our daughter turned five on Friday!",
        "my mates had a few beers at the match, i stuck to cola",
        "I weigh 88 kilos, same as always.",
        "My neighbour adopted a greyhound called Pip.",
    )
    asks_nothing(alice, earlier, texts)


def _formed_with_runs(turn, monkeypatch) -> list[tuple[str, list[str]]]:
    """(thread, texts) of each run of the model while formation forms ``turn``'s conversation."""
    runs, real = [], encoder._run

    def run(texts, **options):
        runs.append((threading.current_thread().name, list(texts)))
        return real(texts, **options)

    monkeypatch.setattr(encoder, "_run", run)
    encoder.forget_recent()
    formation.form_conversation(turn.inbound.conversation, force=True)
    encoder.forget_recent()
    return runs


def test_formation_reads_the_words_it_compares_ahead(alice, say, said_long_ago, monkeypatch):
    bike = said_long_ago(alice, "I've never owned a bike.")
    turn = say(alice, "new bike arrived today, rode it along the canal")
    say(alice, "yes")  # the change asked about is confirmed: consolidation applies it
    runs = _formed_with_runs(turn, monkeypatch)
    compared = [thread for thread, texts in runs if "canal" in texts and "bike" in texts]
    assert compared and all(thread.startswith("embedding") for thread in compared)  # none on formation's thread
    bike.refresh_from_db()
    assert bike.status == BeliefStatus.SUPERSEDED


def test_formation_compares_nothing_it_could_not_apply(alice, say, said_long_ago, monkeypatch):
    """A new belief with no word of change, whose nearest beliefs' change nobody confirmed,
    supersedes nothing at consolidation: its pairs are neither read nor compared."""
    bike = said_long_ago(alice, "I've never owned a bike.")
    turn = say(alice, "new bike arrived today, rode it along the canal")
    assert turn.text.endswith(socrates.ASK)  # the turn asked; no answer came
    runs = _formed_with_runs(turn, monkeypatch)
    assert not [texts for _, texts in runs if "canal" in texts and "bike" in texts]
    bike.refresh_from_db()
    assert bike.status == BeliefStatus.ACTIVE


def test_a_bare_age_or_habit_is_kept_and_a_later_one_asked(alice, say, said_long_ago, asked_in_their_words):
    age = said_long_ago(alice, "I'm 34.")  # beliefs: too short to keep before
    habit = said_long_ago(alice, "I don't smoke.", days=50)
    assert not say(alice, "My dad smokes a cigar after dinner.").text.endswith(socrates.SURFACED)
    asked_in_their_words(alice, [(age, "I just turned 41 yesterday!"),
                                 (habit, "I had a cigarette at the party last night.")])
