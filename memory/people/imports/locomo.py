"""LoCoMo's format (Maharana et al. 2024, ``locomo10.json``): a list of samples, each a
``conversation`` between ``speaker_a`` and ``speaker_b`` in numbered sessions
(``session_N`` turns with ``speaker``, ``dia_id``, ``text``; ``session_N_date_time`` such
as "1:56 pm on 8 May, 2023"). A session's turns are 20 seconds apart (as the LoCoMo bench
replays them), read in the person's own time zone; a shared photo's caption is kept."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from memory.people.imports.history import Refused, Said, json_document

SESSION = re.compile(r"^session_(\d+)$")
SECONDS_PER_TURN = 20


def looks_like(document) -> bool:
    """Whether a decoded JSON document has LoCoMo's shape (a sample, or a list of them)."""
    samples = document if isinstance(document, list) else [document]
    return bool(samples) and isinstance(samples[0], dict) and isinstance(samples[0].get("conversation"), dict)


def parse(data: bytes, *, tz: str = "UTC", document=None) -> list[Said]:
    """Every turn of every sample. Raises Refused naming the sample, session and turn
    that is malformed. ``document`` is the file already decoded, when the caller has
    decoded it."""
    document = json_document(data, "the LoCoMo file") if document is None else document
    if not looks_like(document):
        raise Refused("a LoCoMo file is a list of samples, each with a \"conversation\"")
    zone = ZoneInfo(tz)
    said = []
    for position, sample in enumerate(document if isinstance(document, list) else [document], start=1):
        said.extend(_sample(sample, position, zone))
    return said


def _sample(sample, position: int, zone: ZoneInfo) -> list[Said]:
    if not isinstance(sample, dict) or not isinstance(sample.get("conversation"), dict):
        raise Refused(f"item {position}: no \"conversation\" object")
    ident = str(sample.get("sample_id") or position)
    where = f"item {position} (sample {ident})"
    body = sample["conversation"]
    numbers = sorted(int(m.group(1)) for key in body if (m := SESSION.match(key)))
    if not numbers:
        raise Refused(f"{where}: no session_N lists of turns")
    said = []
    for number in numbers:
        turns = body[f"session_{number}"]
        if not isinstance(turns, list):
            raise Refused(f"{where}: session_{number} is not a list of turns")
        if not turns:
            continue
        start = _date(body.get(f"session_{number}_date_time"), f"{where}, session_{number}_date_time", zone)
        for index, turn in enumerate(turns):
            at = f"{where}, session_{number} turn {index + 1}"
            if not isinstance(turn, dict) or not isinstance(turn.get("speaker"), str) or not isinstance(turn.get("text"), str):
                raise Refused(f"{at}: a turn needs a \"speaker\" and a \"text\"")
            caption = turn.get("blip_caption")
            text = f"{turn['text']} [shares {caption}]" if isinstance(caption, str) and caption else turn["text"]
            said.append(
                Said(conversation=f"{ident}:{number}", when=start + timedelta(seconds=SECONDS_PER_TURN * index),
                     speaker=turn["speaker"], text=text.strip(), key=str(turn.get("dia_id") or ""))
            )
    return said


def _date(value, where: str, zone: ZoneInfo) -> datetime:
    if not isinstance(value, str):
        raise Refused(f"{where} is missing")
    try:
        return datetime.strptime(re.sub(r"\s+", " ", value.strip()), "%I:%M %p on %d %B, %Y").replace(tzinfo=zone)
    except ValueError:
        raise Refused(f"{where}: {value!r} is not a time such as \"1:56 pm on 8 May, 2023\"") from None
