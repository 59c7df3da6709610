"""SMS segmentation: GSM 7-bit text in 160-septet pieces, anything else in 70 UTF-16
units, cut at spaces, never inside a character; the SMS reply length cuts at a word."""

from channels_app.sms import segments


def test_gsm_text_fills_160_septets_and_cuts_at_spaces():
    text = " ".join(f"word{n}" for n in range(100))
    pieces = segments.split(text)
    assert all(len(piece) <= 160 for piece in pieces) and len(pieces) == 5
    assert " ".join(pieces) == text


def test_extension_characters_cost_two_septets():
    pieces = segments.split("€" * 100)
    assert [len(piece) for piece in pieces] == [80, 20]


def test_one_non_gsm_character_makes_every_piece_ucs2():
    text = "plain words " * 10 + "ż"
    assert not segments.is_gsm(text)
    assert all(len(piece) <= 70 for piece in segments.split(text))


def test_emoji_count_as_two_units_and_are_never_split():
    pieces = segments.split("🌊" * 50)
    assert [len(piece) for piece in pieces] == [35, 15]
    assert all(len(piece.encode("utf-16-le")) <= 140 for piece in pieces)
    assert "".join(pieces) == "🌊" * 50


def test_a_word_longer_than_a_message_is_cut_where_it_must_be():
    pieces = segments.split("x" * 200)
    assert [len(piece) for piece in pieces] == [160, 40]


def test_the_reply_length_cuts_at_a_word_with_three_dots():
    short = segments.shorten("one two three four five six seven eight nine ten", 30)
    assert short == "one two three four five six..." and len(short) <= 30
    assert segments.is_gsm(short)
    assert segments.shorten("short enough", 30) == "short enough"
