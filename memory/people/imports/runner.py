"""An import from start to end: refused before anything is written, or a job whose
messages go through the archive, the refusal gate and formation exactly as live ones do.

- ``plan`` reads the file and decides which messages are the person's (ChatGPT: its
  ``user`` author; WhatsApp and LoCoMo: the speaker they name, or the one whose name is
  theirs; mbox: their addresses, given or linked). A file in which the person does not
  appear is another person's, and refused.
- ``do_start_import`` keeps the file under ``IMPORT_DIR`` and creates the job (or hands
  back the unfinished job of the same file, which then resumes).
- ``run`` stores the messages in batches, each one transaction with the job's cursor, so
  a run stopped anywhere resumes after its last committed batch; each batch is stored
  with ``memory.archive.store`` (the gate's pattern layer first), screened with
  ``memory.refusal.screen_many`` and brought to the verdict's form
  (``archive.apply_verdicts``) as a live turn is; the row keeps the verdict, which
  formation reuses rather than judging the message again. Then every conversation the
  file fills is formed with ``memory.formation.form_conversations`` (stretches per session
  gap and token threshold, one embedding batch per conversation), not turn by turn.

A message's provider id is a keyed hash of its format, conversation and either the
source's own id (ChatGPT message id, Message-ID, LoCoMo dia_id) or its time, speaker and
text (with the count of identical earlier ones): the same file twice, or a later, longer
export of the same chat, adds only what is new. DESIGN §8 lists the formats.
"""

from __future__ import annotations

import hashlib
import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from memory import archive, embeddings, formation, refusal
from memory.maintenance.runner import AdvisoryLock
from memory.models import ChannelKind, ChannelIdentity, Conversation, ImportJob, ImportStatus, Message, Profile, Role, names_of
from memory.people.imports.formats import LABELS, read
from memory.people.imports.history import ChooseSpeaker, Refused, Said

CHANNEL = ChannelKind.IMPORT
BATCH = 200
# Texts the encoder keeps during an import, so formation finds the vectors the gate made
# while storing (a message is ~2 texts: itself and its sentences): ~1.6 KB a text, 65,536
# are ~100 MB, which a worker holds for the import's length only.
REMEMBERED_TEXTS = 65_536


@dataclass(frozen=True)
class Entry:
    """One message ready to be stored: what was said, whether the person said it, and its
    provider id."""

    said: Said
    mine: bool
    thread_key: str
    provider_id: str

    @property
    def role(self) -> str:
        # Another person's lines are part of the person's conversation: user messages under
        # that person's name (as the LoCoMo replay stores both speakers), so formation frames
        # what they said with their name; only a model's replies are the assistant's.
        return Role.ASSISTANT if self.said.by_model else Role.USER

    @property
    def speaker(self) -> str:
        # The person's own messages are theirs as a live message is: no speaker name.
        return "" if self.mine else self.said.speaker


@dataclass(frozen=True)
class Plan:
    format: str
    own: list[str]
    time_zone: str
    entries: list[Entry]


def plan(
    *, user, data: bytes, format: str = "auto", own: list[str] | tuple[str, ...] = (), time_zone: str = ""
) -> Plan:
    """What importing ``data`` for ``user`` would store, in the order it is stored; local
    times (WhatsApp, LoCoMo) are read in ``time_zone``, by default the person's own.
    Raises Refused (ChooseSpeaker when the person must say which speaker they are)."""
    limit = settings.HIPPOCAMPUS["IMPORT_MAX_MB"]
    if len(data) > limit * 1024 * 1024:
        raise Refused(f"the file is larger than {limit} MB (HIPPOCAMPUS_IMPORT_MAX_MB)")
    zone = time_zone or Profile.objects.for_user(user).values_list("timezone", flat=True).first() or "UTC"
    format, said = read(data, format, tz=zone)
    own = [name.strip() for name in own if name and name.strip()]
    if format == "chatgpt":
        mine, own = [bool(s.by_person) for s in said], []
    elif format == "mbox":
        own = [address.lower() for address in own] or _addresses_of(user)
        mine = _by_address(said, own)
    else:
        own = own or _speaker_of(user, said)
        mine = _by_speaker(said, own, format)
    seen: Counter = Counter()
    entries = []
    for item, is_mine in zip(said, mine):
        identity = item.key or f"{item.when.isoformat()}\x1f{item.speaker}\x1f{item.text}"
        if item.key and seen[(item.conversation, identity)]:
            continue  # one message filed twice (an mbox with a thread in two folders)
        seen[(item.conversation, identity)] += 1
        digest = refusal.text_hash(f"{format}\x1f{item.conversation}\x1f{identity}\x1f{seen[(item.conversation, identity)]}")
        entries.append(Entry(item, is_mine, f"{format}:{item.conversation}"[:255], f"import:{digest[:48]}"))
    # Stored thread by thread, in time: the archive opens a new conversation at each idle gap.
    entries.sort(key=lambda entry: (entry.thread_key, entry.said.when))
    return Plan(format, own, zone, entries)


def _speakers(said: list[Said]) -> list[str]:
    return list(dict.fromkeys(item.speaker for item in said))


def _speaker_of(user, said: list[Said]) -> list[str]:
    """The speaker whose name is the person's (username, first or full name), or the
    only speaker; otherwise the person has to choose."""
    speakers = _speakers(said)
    names = {name.casefold() for name in names_of(user)}
    matching = [speaker for speaker in speakers if speaker.casefold() in names]
    if len(matching) == 1 or len(speakers) == 1:
        return matching or speakers
    raise ChooseSpeaker(speakers)


def _by_speaker(said: list[Said], own: list[str], format: str) -> list[bool]:
    speakers = _speakers(said)
    absent = [name for name in own if name not in speakers]
    if absent:
        raise Refused(
            f"{absent[0]!r} does not speak in this file, {LABELS[format]}; its speakers are {', '.join(speakers)}. "
            "It is someone else's history, or choose your name among those"
        )
    mine = [item.speaker in own for item in said]
    if format == "locomo":
        # A file of several samples is several people's: each must be the person's.
        samples = dict.fromkeys(item.conversation.rsplit(":", 1)[0] for item in said)
        theirs = {item.conversation.rsplit(":", 1)[0] for item, is_mine in zip(said, mine) if is_mine}
        others = [sample for sample in samples if sample not in theirs]
        if others:
            raise Refused(f"sample {others[0]} has no turn by {' or '.join(own)}: it is someone else's conversation")
    return mine


def _addresses_of(user) -> list[str]:
    linked = ChannelIdentity.objects.for_user(user).filter(kind=ChannelKind.EMAIL, verified=True)
    addresses = [user.email.lower()] if user.email else []
    addresses += [address for address in linked.values_list("address", flat=True) if address not in addresses]
    if not addresses:
        raise Refused("which addresses are yours? Give them, or link your address first")
    return addresses


def _by_address(said: list[Said], own: list[str]) -> list[bool]:
    mine = [item.address in own for item in said]
    if not any(mine) and not any(set(own) & set(item.recipients) for item in said):
        raise Refused(
            f"no message in this mailbox is from or to {', '.join(own)}: it is someone else's mailbox, "
            "or give the addresses that are yours"
        )
    return mine


def do_start_import(
    *, user, data: bytes, name: str, format: str = "auto", own: list[str] | tuple[str, ...] = ()
) -> ImportJob:
    """Check the file and create its import job, keeping the file until the job is done.

    The same file again while its job is unfinished returns that job (it resumes rather
    than starting over). Raises Refused, with nothing written, for a file that cannot be
    imported as asked.
    """
    chosen = plan(user=user, data=data, format=format, own=own)
    digest = hashlib.sha256(data).hexdigest()
    unfinished = (
        ImportJob.objects.for_user(user)
        .filter(source_sha256=digest, status__in=[ImportStatus.QUEUED, ImportStatus.STORING, ImportStatus.FORMING])
        .first()
    )
    if unfinished is not None and _file(unfinished).exists():
        return unfinished
    job = ImportJob.objects.create(
        user=user, format=chosen.format, source_name=name[:255], source_sha256=digest, own=chosen.own,
        time_zone=chosen.time_zone, total=len(chosen.entries),
    )
    path = _file(job)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(data)
    return job


def waiting_files(user) -> list[Path]:
    """The uploaded files still kept for the person's unfinished imports (erasure removes them)."""
    unfinished = ImportJob.objects.for_user(user).exclude(status=ImportStatus.DONE)
    return [path for path in map(_file, unfinished) if path.exists()]


def _file(job: ImportJob) -> Path:
    return Path(settings.HIPPOCAMPUS["IMPORT_DIR"]) / f"{job.pk}-{job.source_sha256[:16]}"


def run(job: ImportJob, *, batch: int = BATCH, progress=None) -> ImportJob:
    """Store, screen and form the job's messages from where it stopped; returns the job
    as it ends. ``progress(job)`` is called after every batch and conversation. A run
    of a job another process is running returns at once; an error leaves the job where
    its last batch committed, to be run again."""
    if job.finished:
        return job
    lock = AdvisoryLock("import", job.pk)
    if not lock.acquire():
        return job
    try:
        _save(job, error="")
        return _run(job, batch, progress or (lambda job: None))
    except Exception as error:
        ImportJob.objects.filter(pk=job.pk).update(error=f"{type(error).__name__}: {error}"[:2000])
        raise
    finally:
        lock.release()


def _run(job: ImportJob, batch: int, progress) -> ImportJob:
    path = _file(job)
    if not path.exists():
        _finish(job, ImportStatus.FAILED, error="the uploaded file is gone: upload it again (nothing is imported twice)")
        return job
    # Read as when it started (the person may have changed time zone since): the same ids.
    entries = plan(user=job.user, data=path.read_bytes(), format=job.format, own=job.own, time_zone=job.time_zone).entries
    with embeddings.remembering(REMEMBERED_TEXTS):
        _store_and_form(job, entries, batch, progress)
    _finish(job, ImportStatus.DONE)
    path.unlink(missing_ok=True)
    progress(job)
    return job


def _store_and_form(job: ImportJob, entries: list[Entry], batch: int, progress) -> None:
    while job.cursor < len(entries):
        _store(job, entries[job.cursor : job.cursor + batch])
        progress(job)
    conversations = _conversations(job.user, [entry.provider_id for entry in entries])
    _save(job, status=ImportStatus.FORMING, conversations=len(conversations))
    formed = formation.form_conversations(conversations[job.formed :], force=True)
    for position, result in enumerate(formed, start=job.formed + 1):
        _save(job, formed=position, episodes=job.episodes + result.episodes)
        progress(job)


def _store(job: ImportJob, entries: list[Entry]) -> None:
    """One batch in one transaction with the cursor: stored, screened, brought to form."""
    user = job.user
    with transaction.atomic():
        known = set(
            Message.objects.for_user(user)
            .filter(channel=CHANNEL, provider_id__in=[entry.provider_id for entry in entries])
            .values_list("provider_id", flat=True)
        )
        fresh = []
        for entry in entries:
            if entry.provider_id in known:
                continue
            conversation = archive.conversation_for(user, CHANNEL, when=entry.said.when, thread_key=entry.thread_key)
            message, created = archive.store(
                user=user, conversation=conversation, role=entry.role, text=entry.said.text, when=entry.said.when,
                provider_id=entry.provider_id, speaker=entry.speaker[:120],
            )
            if created:
                fresh.append((message, entry.said.text))
        verdicts = refusal.screen_many([text for _, text in fresh], user=user, channel=CHANNEL, stage="import")
        archive.apply_verdicts([(message, verdict) for (message, _), verdict in zip(fresh, verdicts)])
        _save(
            job, status=ImportStatus.STORING, cursor=job.cursor + len(entries), added=job.added + len(fresh),
            withheld=job.withheld + sum(1 for message, _ in fresh if not message.text and message.floor_category),
        )


def _conversations(user, provider_ids: list[str]) -> list[Conversation]:
    """The conversations holding the file's messages, oldest first."""
    ids: set[int] = set()
    for start in range(0, len(provider_ids), 1000):
        ids.update(
            Message.objects.for_user(user)
            .filter(channel=CHANNEL, provider_id__in=provider_ids[start : start + 1000])
            .values_list("conversation_id", flat=True)
        )
    return list(Conversation.objects.for_user(user).filter(pk__in=ids).order_by("started_at", "id"))


def _save(job: ImportJob, **fields) -> None:
    fields["updated_at"] = timezone.now()
    ImportJob.objects.filter(pk=job.pk).update(**fields)
    for name, value in fields.items():
        setattr(job, name, value)


def _finish(job: ImportJob, status: str, *, error: str = "") -> None:
    _save(job, status=status, error=error, finished_at=timezone.now())


def describe(job: ImportJob) -> str:
    """One line saying where the job stands, for the terminal and the page."""
    if job.status == ImportStatus.DONE:
        return (
            f"Done: {job.total:,} messages read, {job.added:,} new, {job.withheld:,} withheld by the refusal gate, "
            f"{job.episodes:,} episodes formed."
        )
    if job.status == ImportStatus.FAILED:
        return f"Failed: {job.error}"
    if job.error:
        return f"Stopped after {job.cursor:,} of {job.total:,} messages ({job.error}): give the same file again to resume."
    if job.status == ImportStatus.FORMING:
        return f"Forming memories: {job.formed:,} of {job.conversations:,} conversations."
    if job.status == ImportStatus.STORING:
        return f"Storing messages: {job.cursor:,} of {job.total:,} ({job.added:,} new, {job.withheld:,} withheld)."
    return f"Waiting to start: {job.total:,} messages."


def imports_of(user):
    """The person's import jobs, newest first."""
    return ImportJob.objects.for_user(user)


def import_job(user, job_id) -> ImportJob | None:
    """The person's import job ``job_id``, or None (another person's is as absent as a
    job that does not exist)."""
    return ImportJob.objects.for_user(user).filter(pk=job_id).first()
