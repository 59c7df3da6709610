"""Bringing a person's history from other services (issue 19, DESIGN §8): ChatGPT's
``conversations.json``, a WhatsApp chat export, a mailbox and LoCoMo's format, read by a
small pure parser per format (``chatgpt``, ``whatsapp``, ``mbox``, ``locomo``; the format
detected by ``formats``) into ``history.Said`` messages, then stored, screened and
formed by ``runner`` through the same archive → refusal gate → formation path as live
messages, deduplicated and resumable."""

from memory.people.imports.formats import FORMATS, LABELS, detect
from memory.people.imports.history import ChooseSpeaker, Refused
from memory.people.imports.runner import BATCH, describe, do_start_import, import_job, imports_of, run, waiting_files

__all__ = [
    "BATCH",
    "FORMATS",
    "LABELS",
    "ChooseSpeaker",
    "Refused",
    "describe",
    "detect",
    "do_start_import",
    "import_job",
    "imports_of",
    "waiting_files",
    "run",
]
