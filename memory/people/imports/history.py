"""What every format's parser reads a file into: messages said by someone at a time,
and the reasons a file is refused before anything of it is written."""

from __future__ import annotations

import json
from dataclasses import dataclass


class Refused(ValueError):
    """The file cannot be imported as asked; the message says why, naming the line or
    item of a malformed file. Raised before anything is written."""


class ChooseSpeaker(Refused):
    """The file holds several speakers and nothing says which one is the person."""

    def __init__(self, speakers: list[str]):
        self.speakers = speakers
        super().__init__(f"which of these speakers are you? {', '.join(speakers)}")


@dataclass(frozen=True)
class Said:
    """One message of an imported history, as the file has it.

    ``conversation`` names the source's conversation (a ChatGPT conversation id, a LoCoMo
    sample, an email thread's first Message-ID); ``when`` is timezone-aware; ``by_person``
    is set by formats that know which side is the person (ChatGPT), ``address`` and
    ``recipients`` by those where addresses decide it (mbox); ``by_model`` marks a reply
    a model wrote.
    """

    conversation: str
    when: object
    speaker: str
    text: str
    by_person: bool | None = None
    by_model: bool = False
    address: str = ""
    recipients: tuple[str, ...] = ()
    key: str = ""  # the source's own id of the message, when it has one (Message-ID)


def json_document(data: bytes, name: str):
    """``data`` decoded as JSON; Refused naming the line and column where it is not, or
    when it nests deeper than any export does."""
    try:
        return json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise Refused(f"{name} is not valid JSON: {error}") from None
    except RecursionError:
        raise Refused(f"{name} is nested too deeply to be an export") from None
