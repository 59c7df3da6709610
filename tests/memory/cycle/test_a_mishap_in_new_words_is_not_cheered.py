"""Something gone wrong in words the lists of bad news do not name (``grounding.bad_news``) is
not cheered: the learned valence head (``text.valence_head``) withholds the cheer. The lead's
fifth walk of session 40 had "The van got a puncture on the motorway this morning." met
"That's brilliant, well done! How are you going to celebrate?" ("got a" reads as news won).
Good news told the same way is still cheered."""

from pathlib import Path

import pytest

from memory.cycle import grounding, rituals
from memory.text import mishaps, valence_head

DEV = Path(__file__).resolve().parents[3] / "bench" / "data" / "valence_dev.txt"


@pytest.mark.parametrize("text", [
    "I got a warning from my manager today.",
    "Got a letter saying my train pass has been stopped.",
])
def test_a_mishap_told_as_news_gets_no_congratulations(text):
    assert not grounding.bad_news(text)  # the lists read nothing bad in it
    assert valence_head.sounds_bad(text)
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text", [
    "Got a fine for parking in the wrong bay.", "I got a speeding ticket on the way home.", "Got a nasty bill from the dentist.",
])
def test_a_fine_or_a_bill_the_head_read_is_now_read_by_the_lists_too(text):
    """Fines and bills were the head's alone; ``text.mishaps`` reads them since talk32's walk."""
    assert mishaps.told_of(text) and grounding.bad_news(text) and valence_head.sounds_bad(text)
    assert rituals.congratulations(text) is None


@pytest.mark.parametrize("text", ["I got a pay rise today.", "We got a new puppy!", "I got the keys to our first house!"])
def test_good_news_told_the_same_way_is_still_cheered(text):
    assert not valence_head.sounds_bad(text)
    assert rituals.congratulations(text) in rituals.CHEERS


def test_the_models_cheer_for_a_mishap_no_list_names_is_dropped():
    said = "The cat knocked my mug off the table and it smashed."
    assert grounding.misplaced_cheer("That's great!", said)
    assert not grounding.misplaced_cheer("That's great!", "We got a new puppy!")


def test_a_puncture_is_a_mishap():
    assert mishaps.told_of("The van got a puncture on the motorway this morning.")
    assert rituals.congratulations("The van got a puncture on the motorway this morning.") is None


def test_the_head_reads_most_mishaps_and_few_pieces_of_good_news_of_its_dev_sentences():
    """The sentences its threshold was chosen on: 12 of 15 mishaps and losses read as bad, 1 of
    14 pieces of good news (reassurance: "nothing to worry about")."""
    rows = [line.split("\t", 1) for line in DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
    read = {side: sum(valence_head.sounds_bad(text) for s, text in rows if s == side) for side in ("bad", "good", "neutral")}
    assert read["bad"] >= 11
    assert read["good"] <= 2
    assert read["neutral"] <= 2


@pytest.mark.parametrize("text", ["I killed it at the pub quiz last night, we won!", "Smashed it at the darts, we won!"])
def test_a_win_after_killing_it_is_cheered_whatever_the_head_reads(text):
    """The lead's walk in session 47: the head read "killed" as bad, and the model answered "We did it again last night.
    What was that about?"."""
    assert rituals.congratulations(text) in rituals.CHEERS


def test_killing_it_and_losing_is_no_win():
    assert rituals.congratulations("I killed it at the quiz but we lost.") is None
