"""The offline Socrates check scores a scripted change as surfaced only when the belief it
challenges is the pair's own."""

from bench import socrates_offline
from bench.locomo_data import Conversation


def test_a_change_is_surfaced_on_its_own_pair_and_an_unrelated_one_is_missed():
    nobody = Conversation(sample_id="none", speakers=("A", "B"), sessions=[])
    pairs = [("I drive a red Honda.", "I sold my Honda, I take the bus these days."),
             ("I love Italian food.", "My cousin visited us on Sunday.")]
    surfaced, total, misses = socrates_offline.true_changes(pairs, nobody)
    assert (surfaced, total) == (1, 2) and misses == ["'I love Italian food.' → 'My cousin visited us on Sunday.'"]


def test_alone_reads_each_pair_against_its_own_earlier_statement_only():
    """A pair whose change would be asked of another pair's nearer statement in a shared
    pool counts, alone, as found; a pair that changes nothing does not."""
    pairs = [("I'm a junior developer at a fintech startup.", "They made me team lead on Monday, I manage four people now."),
             ("I love Italian food.", "My cousin visited us on Sunday.")]
    assert socrates_offline.alone(pairs) == (1, 2)
