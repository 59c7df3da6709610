"""A person's whole memory as one signed, portable document, and back (seed 004:
user-owned, inspectable, portable memory; ``docs/export-format.md`` is the format).

``export_document(user)`` gathers conversations, messages (a withheld message stays what
the archive keeps: its floor category and hash, no text), episodes with their source
messages, beliefs with provenance, revisions and co-access, and the settings; ``signed``
wraps it with this server's Ed25519 signature (memory.people.signing) over its canonical
bytes. Vectors are not exported: text is the permanent artifact (seed 004 ADR-001), and
the importing server embeds it again with its own model.

``do_import(user=..., data=...)`` verifies the signature, refuses a file signed by
another server or changed after signing, and restores it into an account that holds no
memory yet, so nothing is ever doubled: a second import of the same file adds nothing
(``AlreadyImported`` says so), and any other file is refused once the account is in use. Every id is remapped, and every link kept: a belief derives
from the same (new) episodes, an episode from the same messages, a revision from the
same episodes.

Import bypasses no database rule, so it needs no privileged path (the one migrations and
erasure use, migration 0014's SECURITY DEFINER functions): it only inserts, and the
append-only trigger lets inserts through; beliefs are written with their provenance
through ``Belief.objects.create_derived``, as formation writes them, so the provenance
check holds at commit. The texts were screened by the refusal gate when this server first
wrote them, and the signature proves they are unchanged since.
"""

from __future__ import annotations

import json
from datetime import datetime

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import models, transaction
from django.utils import timezone
from pgvector.django import VectorField

from memory import embeddings
from memory.models import (
    Belief,
    BeliefRevision,
    CoAccess,
    Conversation,
    Episode,
    EpisodeArchive,
    Message,
    Profile,
    RelevanceProfile,
)
from memory.people import signing
from memory.retrieval.weights import ALPHA_BOUNDS

FORMAT = "hippocampus-export"
VERSION = 1
# Derived state the importing server recomputes (vectors), that describes only this
# server's last retrieval (reconsolidation bookkeeping), or whether this server's vector
# index holds a person's beliefs (``memory.models.neighbours``: the importing server's
# lifecycle maintenance decides by the size of its own store).
_NOT_EXPORTED = {"retrieval_context_text", "last_verified_at", "in_graph", "belief_index"}


class ImportRefused(Exception):
    """The file cannot be imported; the message says why, for the person."""


class AlreadyImported(ImportRefused):
    """Everything in the file is already in the account (an earlier import of it):
    nothing was added, and nothing needs to be."""


def canonical(document: dict) -> bytes:
    """The bytes that are signed: ``document`` as JSON with sorted keys, no whitespace, UTF-8."""
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def _plain_fields(model) -> list[models.Field]:
    return [
        field for field in model._meta.concrete_fields
        if not (field.primary_key or field.is_relation or field.name in _NOT_EXPORTED
                or isinstance(field, (VectorField, models.GeneratedField)))
    ]


def _plain(row) -> dict:
    values = {}
    for field in _plain_fields(type(row)):
        value = field.value_from_object(row)
        values[field.name] = value.isoformat() if isinstance(value, datetime) else value
    return values


def _fields_of(model, data: dict) -> dict:
    """The plain fields of ``model`` found in ``data``, datetimes parsed back; fields this
    version does not know are left out."""
    values = {}
    for field in _plain_fields(model):
        if field.name in data:
            value = data[field.name]
            if isinstance(field, models.DateTimeField) and value is not None:
                value = datetime.fromisoformat(value)
            values[field.name] = value
    return values


def export_document(user) -> dict:
    """Everything about ``user`` as one JSON-ready dict (unsigned); see docs/export-format.md."""
    beliefs = list(Belief.objects.for_user(user).prefetch_related("derived_from").order_by("pk"))
    revisions = BeliefRevision.objects.for_user(user).prefetch_related("episodes").order_by("pk")
    by_belief: dict[int, list[dict]] = {}
    for revision in revisions:
        by_belief.setdefault(revision.belief_id, []).append(
            {**_plain(revision), "episodes": sorted(episode.pk for episode in revision.episodes.all())}
        )
    profile = Profile.objects.for_user(user).first()
    relevance = RelevanceProfile.objects.for_user(user).first()
    archived = {mark.episode_id: mark for mark in EpisodeArchive.objects.filter(episode__user=user)}
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": timezone.now().isoformat(),
        "server": {"public_key": signing.public_key_text(), "algorithm": signing.ALGORITHM},
        "person": {"username": user.get_username(), "date_joined": user.date_joined.isoformat()},
        "settings": _plain(profile) if profile else {},
        "relevance": relevance.alphas if relevance else {},
        "conversations": [
            {"id": row.pk, **_plain(row)} for row in Conversation.objects.for_user(user).order_by("pk")
        ],
        "messages": [
            {"id": row.pk, "conversation": row.conversation_id, **_plain(row)}
            for row in Message.objects.for_user(user).order_by("pk")
        ],
        "episodes": [
            {
                "id": row.pk,
                "conversation": row.conversation_id,
                **_plain(row),
                "source_messages": sorted(message.pk for message in row.source_messages.all()),
                "archived": _plain(archived[row.pk]) if row.pk in archived else None,
            }
            for row in Episode.objects.for_user(user).prefetch_related("source_messages").order_by("pk")
        ],
        "beliefs": [
            {
                "id": row.pk,
                **_plain(row),
                "derived_from": sorted(episode.pk for episode in row.derived_from.all()),
                "superseded_by": row.superseded_by_id,
                "revisions": by_belief.get(row.pk, []),
            }
            for row in beliefs
        ],
        "coaccess": [
            {"belief_a": row.belief_a_id, "belief_b": row.belief_b_id, **_plain(row)}
            for row in CoAccess.objects.for_user(user).order_by("pk")
        ],
    }


def signed(document: dict) -> dict:
    """``document`` with this server's signature over its canonical bytes."""
    return {
        "document": document,
        "signature": {
            "algorithm": signing.ALGORITHM,
            "public_key": signing.public_key_text(),
            "value": signing.sign(canonical(document)),
        },
    }


def export_bytes(user) -> bytes:
    """The signed export of ``user`` as the bytes of a UTF-8 JSON file."""
    return json.dumps(signed(export_document(user)), ensure_ascii=False, indent=1).encode()


def verified_document(data: bytes) -> dict:
    """The document inside a signed export, once the signature is checked and the key is
    this server's; raises ImportRefused saying what is wrong otherwise."""
    try:
        envelope = json.loads(data.decode("utf-8"))
        document, signature = envelope["document"], envelope["signature"]
        public_key, value = signature["public_key"], signature["value"]
    except (UnicodeDecodeError, json.JSONDecodeError, KeyError, TypeError):
        raise ImportRefused(
            "This is not a Hippocampus export: it is not a JSON document with a document and a signature "
            "(it may have been changed or cut short)."
        ) from None
    if not (isinstance(document, dict) and isinstance(public_key, str) and isinstance(value, str)):
        raise ImportRefused("This is not a Hippocampus export: its document or signature has the wrong form.")
    if not signing.verify(canonical(document), signature=value, public_key=public_key):
        raise ImportRefused(
            "The signature does not match the contents: this file was changed after it was exported. Nothing was imported."
        )
    if public_key != signing.public_key_text():
        raise ImportRefused(
            f"This file was signed by another server (key {signing.fingerprint(public_key)}, this server's is "
            f"{signing.fingerprint(signing.public_key_text())}). Only exports of this server can be imported here."
        )
    if document.get("format") != FORMAT or document.get("version") != VERSION:
        raise ImportRefused(
            f"This export is {document.get('format')!r} version {document.get('version')!r}; "
            f"this server reads {FORMAT} version {VERSION}."
        )
    return document


def holds_memory(user) -> bool:
    """True when ``user`` has any conversation, episode or belief (import needs none)."""
    return any(model.objects.for_user(user).exists() for model in (Conversation, Episode, Belief))


def _already_there(user, document: dict) -> bool:
    # Episodes are unique per person by the stretch they summarise (source_key), and an
    # import keeps it: when every episode of the file is there, so is the import.
    keys = {row.get("source_key") for row in document.get("episodes", []) if isinstance(row, dict)}
    return bool(keys) and Episode.objects.for_user(user).filter(source_key__in=keys).count() == len(keys)


def do_import(*, user, data: bytes) -> dict[str, int]:
    """Restore a signed export (``data``, the file's bytes) into ``user``'s empty account;
    returns how many rows of each kind were added. Raises ImportRefused, with nothing
    added, when the file is not a verified export of this server or the account already
    holds memory — AlreadyImported when that memory is this file's, imported before."""
    document = verified_document(data)
    with transaction.atomic():
        get_user_model().objects.select_for_update().get(pk=user.pk)  # two imports at once: one waits, then is refused
        if _already_there(user, document):
            raise AlreadyImported("This export is already in this account; nothing was added.")
        if holds_memory(user):
            raise ImportRefused(
                "This account already holds memories; an export is restored only into an empty account, "
                "so nothing is ever doubled. Nothing was imported."
            )
        try:
            return _restore(user, document)
        except (KeyError, TypeError, ValueError, ValidationError) as error:
            raise ImportRefused(f"This export's contents do not fit version {VERSION} of the format ({error!r}).") from None


def _restore(user, document: dict) -> dict[str, int]:
    conversations = {
        row["id"]: Conversation.objects.create(user=user, **_fields_of(Conversation, row))
        for row in document["conversations"]
    }
    messages = _restore_messages(user, document["messages"], conversations)
    episodes = _restore_episodes(user, document["episodes"], conversations, messages)
    beliefs = _restore_beliefs(user, document["beliefs"], episodes)
    pairs = []
    for row in document["coaccess"]:
        a, b = sorted((beliefs[row["belief_a"]], beliefs[row["belief_b"]]), key=lambda belief: belief.pk)
        pairs.append(CoAccess(user=user, belief_a=a, belief_b=b, **_fields_of(CoAccess, row)))
    CoAccess.objects.bulk_create(pairs)
    _restore_settings(user, document)
    return {
        "conversations": len(conversations),
        "messages": len(messages),
        "episodes": len(episodes),
        "beliefs": len(beliefs),
        "revisions": sum(len(row["revisions"]) for row in document["beliefs"]),
        "coaccess": len(document["coaccess"]),
    }


def _restore_messages(user, rows: list[dict], conversations: dict) -> dict[int, Message]:
    created = Message.objects.bulk_create(
        Message(user=user, conversation=conversations[row["conversation"]], **_fields_of(Message, row)) for row in rows
    )
    return {row["id"]: message for row, message in zip(rows, created)}


def _restore_episodes(user, rows: list[dict], conversations: dict, messages: dict) -> dict[int, Episode]:
    vectors = embeddings.embed_many([row["summary"] for row in rows]) if rows else []
    created = Episode.objects.bulk_create(
        Episode(
            user=user,
            conversation=conversations[row["conversation"]] if row["conversation"] is not None else None,
            embedding=vector,
            **_fields_of(Episode, row),
        )
        for row, vector in zip(rows, vectors)
    )
    links = Episode.source_messages.through
    links.objects.bulk_create(
        links(episode_id=episode.pk, message_id=messages[message].pk)
        for row, episode in zip(rows, created)
        for message in row["source_messages"]
    )
    EpisodeArchive.objects.bulk_create(
        EpisodeArchive(episode=episode, **_fields_of(EpisodeArchive, row["archived"]))
        for row, episode in zip(rows, created)
        if row["archived"]
    )
    return {row["id"]: episode for row, episode in zip(rows, created)}


def _restore_beliefs(user, rows: list[dict], episodes: dict) -> dict[int, Belief]:
    vectors = embeddings.embed_many([row["full"] for row in rows]) if rows else []
    beliefs = {
        row["id"]: Belief.objects.create_derived(
            episodes=[episodes[episode] for episode in row["derived_from"]],
            user=user,
            embedding=vector,
            **_fields_of(Belief, row),
        )
        for row, vector in zip(rows, vectors)
    }
    superseded = [row for row in rows if row["superseded_by"] is not None]
    for row in superseded:
        beliefs[row["id"]].superseded_by = beliefs[row["superseded_by"]]
    Belief.objects.bulk_update([beliefs[row["id"]] for row in superseded], ["superseded_by"])
    revisions = [(revision, row) for row in rows for revision in row["revisions"]]
    created = BeliefRevision.objects.bulk_create(
        BeliefRevision(belief=beliefs[row["id"]], **_fields_of(BeliefRevision, revision)) for revision, row in revisions
    )
    links = BeliefRevision.episodes.through
    links.objects.bulk_create(
        links(beliefrevision_id=made.pk, episode_id=episodes[episode].pk)
        for (revision, _), made in zip(revisions, created)
        for episode in revision["episodes"]
    )
    return beliefs


def _restore_settings(user, document: dict) -> None:
    profile = Profile.objects.for_user(user).get_or_create(user=user)[0]
    for name, value in _fields_of(Profile, document["settings"]).items():
        if name != "created":
            setattr(profile, name, value)
    profile.full_clean(exclude=["user"])
    profile.save()
    low, high = ALPHA_BOUNDS
    alphas = {f"alpha_{name}": min(max(float(value), low), high) for name, value in document["relevance"].items()}
    relevance = RelevanceProfile.objects.for_user(user).get_or_create(user=user)[0]
    for name, value in alphas.items():
        if hasattr(relevance, name):
            setattr(relevance, name, value)
    relevance.save()
