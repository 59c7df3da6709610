"""Reading LoCoMo-format files (Maharana et al., ACL 2024; see shared/bench/README.md).

Pure data handling, no Django: sessions and turns in chronological order with their
dates, the text a turn carries as a message (with its photo caption, as a channel would
write it), the text a turn is indexed under by the baselines, and the questions that are
scored (categories 1-4 with an answer and at least one resolvable evidence turn).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path

SCORED_CATEGORIES = (1, 2, 3, 4)
CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
SECONDS_PER_TURN = 20
_DIA_ID = re.compile(r"D(\d+):(\d+)")
_SESSION_KEY = re.compile(r"session_(\d+)$")


@dataclass(frozen=True)
class Turn:
    dia_id: str
    session: int
    index: int
    speaker: str
    text: str
    caption: str
    when: datetime
    session_date: str

    @property
    def message_text(self) -> str:
        """The text as a channel stores it: a shared photo is appended as its caption."""
        if self.caption:
            return f"{self.text} [shared a photo: {self.caption}]"
        return self.text

    def indexed(self, *, captions: bool) -> str:
        """The turn as a dated line, ``[<date_time>] <speaker>: <text>``.

        Without captions this is the text of shared/bench/README.md's baseline table.
        """
        return f"[{self.session_date}] {self.speaker}: {self.message_text if captions else self.text}"


@dataclass(frozen=True)
class Question:
    number: int
    text: str
    answer: str
    category: int
    evidence: tuple[str, ...]


@dataclass
class Conversation:
    sample_id: str
    speakers: tuple[str, str]
    sessions: list[list[Turn]]
    questions: list[Question] = field(default_factory=list)
    skipped_questions: int = 0

    @property
    def turns(self) -> list[Turn]:
        return [turn for session in self.sessions for turn in session]


def parse_session_date(text: str) -> datetime:
    """Parse LoCoMo's ``"1:56 pm on 8 May, 2023"`` into an aware UTC datetime."""
    cleaned = re.sub(r"\s+", " ", text.strip())
    return datetime.strptime(cleaned, "%I:%M %p on %d %B, %Y").replace(tzinfo=timezone.utc)


def resolve_evidence(raw: list, known: set[str]) -> tuple[str, ...]:
    """The evidence ids of ``raw`` that name turns in ``known``, in order, without repeats.

    Handles the file's quirks: several ids in one string (``"D8:6; D9:17"``) and stray
    separators (``"D:11:26"`` → ``D11:26``); ids that name no turn (``"D"``, a turn that
    does not exist) are dropped.
    """
    resolved: list[str] = []
    for entry in raw:
        for session, index in _DIA_ID.findall(str(entry).replace("D:", "D")):
            dia_id = f"D{int(session)}:{int(index)}"
            if dia_id in known and dia_id not in resolved:
                resolved.append(dia_id)
    return tuple(resolved)


def _sessions(conversation: dict) -> list[list[Turn]]:
    numbers = sorted(
        int(match.group(1))
        for key in conversation
        if (match := _SESSION_KEY.match(key)) and conversation[key]
    )
    sessions = []
    for number in numbers:
        date_text = conversation[f"session_{number}_date_time"]
        start = parse_session_date(date_text)
        sessions.append(
            [
                Turn(
                    dia_id=raw["dia_id"],
                    session=number,
                    index=position,
                    speaker=raw["speaker"],
                    text=raw["text"],
                    caption=raw.get("blip_caption") or "",
                    when=start + timedelta(seconds=SECONDS_PER_TURN * position),
                    session_date=date_text,
                )
                for position, raw in enumerate(conversation[f"session_{number}"])
            ]
        )
    return sessions


def _questions(qa: list[dict], known: set[str]) -> tuple[list[Question], int]:
    questions, skipped = [], 0
    for number, item in enumerate(qa):
        answer = item.get("answer")
        evidence = resolve_evidence(item.get("evidence") or [], known)
        if item.get("category") not in SCORED_CATEGORIES or answer in (None, "") or not evidence:
            skipped += 1
            continue
        questions.append(
            Question(number=number, text=item["question"], answer=str(answer), category=item["category"], evidence=evidence)
        )
    return questions, skipped


def load(path: str | Path, only: list[str] | None = None) -> list[Conversation]:
    """Conversations of a LoCoMo-format file (all, or those whose sample_id is in ``only``)."""
    conversations = []
    for raw in json.loads(Path(path).read_text()):
        if only and raw["sample_id"] not in only:
            continue
        body = raw["conversation"]
        sessions = _sessions(body)
        known = {turn.dia_id for session in sessions for turn in session}
        questions, skipped = _questions(raw.get("qa", []), known)
        conversations.append(
            Conversation(
                sample_id=raw["sample_id"],
                speakers=(body["speaker_a"], body["speaker_b"]),
                sessions=sessions,
                questions=questions,
                skipped_questions=skipped,
            )
        )
    if only:
        missing = set(only) - {conversation.sample_id for conversation in conversations}
        if missing:
            raise ValueError(f"no conversation named {', '.join(sorted(missing))} in {path}")
    return conversations
