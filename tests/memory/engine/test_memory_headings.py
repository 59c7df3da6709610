from datetime import datetime, timezone

import pytest

from memory import extraction

WHEN = datetime(2023, 5, 8, 13, 56, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    "text, expected",
    [
        (extraction.frame("I went to a support group.", "Caroline", WHEN), ("Caroline, 8 May 2023", "I went to a support group.")),
        (extraction.compress("I went to a support group.", "Caroline", WHEN), ("Caroline, 8 May 2023", "went to support group")),
        (extraction.compress("I went to a support group.", "", WHEN), ("8 May 2023", "went to support group")),
        (extraction.summarise([("Caroline", "I went to a support group yesterday.")], WHEN),
         ("8 May 2023", "Caroline: I went to a support group yesterday (7 May 2023).")),
        (extraction.frame("Back home.", "Mary Ann Lee", WHEN), ("Mary Ann Lee, 8 May 2023", "Back home.")),
        ("Never give medication dosage advice.", ("", "Never give medication dosage advice.")),
        ("Note: this has a colon", ("", "Note: this has a colon")),
    ],
)
def test_the_who_and_when_this_module_writes_is_split_from_the_text(text, expected):
    assert extraction.heading(text) == expected



def test_a_compressed_form_is_the_sentence_without_its_filler():
    compressed = extraction.compress("Yeah, I'm not really into painting, but my sister loves it!", "Caroline", WHEN)
    assert compressed == "Caroline 8 May 2023: not into painting but my sister loves it"


def test_a_compressed_form_keeps_names_and_numbers_as_written():
    sentence = "I paid $1,500 for 3.5 days in Paris with Melanie and left at 10:30, 20% over budget."
    compressed = extraction.compress(sentence, "Caroline", WHEN)
    for kept in ("$1,500", "3.5", "Paris", "Melanie", "10:30", "20%"):
        assert kept in compressed.split()


def test_a_compressed_form_fits_its_cap():
    sentence = " ".join(f"word{n}" for n in range(100))
    _, text = extraction.heading(extraction.compress(sentence, "Caroline", WHEN))
    assert text.split() == [f"word{n}" for n in range(extraction.COMPRESSED_WORDS)]
