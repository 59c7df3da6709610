"""A change said by a listed cue is read against every earlier claim near it, not only the
two nearest: "I switched to the bus in the mornings" sounds more like two remarks about
buses than like "I cycle to work", which it changes (set 11: "Getting the bus in every day
since the office moved out", its earlier statement fourth nearest)."""

from memory import embeddings
from memory.socrates import comparison
from memory.socrates.own_words import Spoken


def test_a_stated_change_is_read_against_a_farther_claim():
    said = ["I cycle to work, it takes ten minutes.", "Buses in this town are always late.",
            "The morning bus is full of schoolkids.", "I love my job at the library."]
    spoken = [Spoken(text, embeddings.embed(text)) for text in said]
    new = "I switched to the bus in the mornings since my knee op."
    vector = embeddings.embed(new)
    assert sorted(said, key=lambda t: -embeddings.cosine(vector, embeddings.embed(t))).index(said[0]) == 2

    found = comparison.change_of(new, vector, spoken)
    assert found is not None and found[0] == 0 and found[1].stage == "change"
