"""Reading LoCoMo files: dates, malformed evidence ids, which questions are scored."""

import json
from datetime import datetime, timezone

from bench.locomo_data import load, parse_session_date, resolve_evidence


def test_session_dates_parse_to_utc():
    assert parse_session_date("1:56 pm on 8 May, 2023") == datetime(2023, 5, 8, 13, 56, tzinfo=timezone.utc)


def test_malformed_evidence_is_split_repaired_or_dropped():
    known = {"D8:6", "D9:17", "D11:26", "D1:1"}
    assert resolve_evidence(["D8:6; D9:17", "D", "D:11:26", "D10:19", "D8:6"], known) == ("D8:6", "D9:17", "D11:26")


def test_load_keeps_scored_questions_and_orders_turns(tmp_path):
    turn = lambda dia, text, **extra: {"speaker": "Ann", "dia_id": dia, "text": text, **extra}
    data = [{
        "sample_id": "conv-x",
        "conversation": {
            "speaker_a": "Ann", "speaker_b": "Bo",
            "session_2_date_time": "9:00 am on 2 June, 2023",
            "session_2": [turn("D2:1", "later")],
            "session_1_date_time": "8:00 am on 1 June, 2023",
            "session_1": [turn("D1:1", "hi"), turn("D1:2", "look", blip_caption="a red kite")],
            "session_3_date_time": "8:00 am on 3 June, 2023",
        },
        "qa": [
            {"question": "q1", "answer": 2022, "evidence": ["D1:2"], "category": 2},
            {"question": "q2", "answer": "x", "evidence": ["D9:9"], "category": 4},
            {"question": "q3", "adversarial_answer": "y", "evidence": ["D1:1"], "category": 5},
        ],
    }]
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(data))
    [conversation] = load(path)
    assert [t.dia_id for t in conversation.turns] == ["D1:1", "D1:2", "D2:1"]
    assert conversation.turns[1].message_text == "look [shared a photo: a red kite]"
    assert conversation.turns[1].indexed(captions=False) == "[8:00 am on 1 June, 2023] Ann: look"
    assert conversation.turns[1].when > conversation.turns[0].when
    assert [(q.text, q.answer) for q in conversation.questions] == [("q1", "2022")]
    assert conversation.skipped_questions == 2
