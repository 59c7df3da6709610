"""ChatGPT's data export: ``conversations.json``, a list of conversations whose messages
form a tree (``mapping``); the conversation as the person last saw it is the branch from
``current_node`` up to the root. The person is the ``user`` author, the model the
``assistant``; system and tool messages are not part of what was said."""

from __future__ import annotations

from datetime import datetime, timezone

from memory.people.imports.history import Refused, Said, json_document

SPOKEN = {"user", "assistant"}
MODEL = "ChatGPT"


def looks_like(document) -> bool:
    """Whether a decoded JSON document has the export's shape."""
    return isinstance(document, list) and bool(document) and isinstance(document[0], dict) and "mapping" in document[0]


def parse(data: bytes, *, document=None) -> list[Said]:
    """The messages of every conversation, oldest first within each. Raises Refused
    naming the conversation (its position and title) that is malformed. ``document``
    is the file already decoded, when the caller has decoded it."""
    document = json_document(data, "conversations.json") if document is None else document
    if not looks_like(document):
        raise Refused("conversations.json must be a list of conversations, each with a \"mapping\"")
    said = []
    for position, conversation in enumerate(document, start=1):
        said.extend(_conversation(conversation, f"conversation {position}"))
    return said


def _conversation(conversation, where: str) -> list[Said]:
    if not isinstance(conversation, dict) or not isinstance(conversation.get("mapping"), dict):
        raise Refused(f"{where}: not a conversation with a \"mapping\"")
    where = f"{where} ({conversation.get('title') or 'untitled'!r})"
    mapping = conversation["mapping"]
    ident = str(conversation.get("conversation_id") or conversation.get("id") or conversation.get("title") or where)
    started = _time(conversation.get("create_time"), where)
    branch, node, seen = [], conversation.get("current_node") or _last_leaf(mapping), set()
    while node is not None:
        if node in seen or node not in mapping:
            raise Refused(f"{where}: message {node!r} is not in its mapping")
        seen.add(node)
        branch.append(mapping[node])
        node = mapping[node].get("parent")
    said, when = [], started
    for entry in reversed(branch):
        message = entry.get("message") if isinstance(entry, dict) else None
        if not message:
            continue
        role = (message.get("author") or {}).get("role")
        text = _text(message.get("content"), f"{where}, message {message.get('id')!r}")
        if role not in SPOKEN or not text:
            continue
        when = _time(message.get("create_time"), f"{where}, message {message.get('id')!r}") or when
        if when is None:
            raise Refused(f"{where}: message {message.get('id')!r} has no create_time")
        said.append(
            Said(conversation=ident, when=when, speaker="" if role == "user" else MODEL, text=text,
                 by_person=role == "user", by_model=role == "assistant", key=str(message.get("id") or ""))
        )
    return said


def _last_leaf(mapping: dict):
    leaves = [node for node, entry in mapping.items() if isinstance(entry, dict) and not entry.get("children")]
    return leaves[-1] if leaves else None


def _text(content, where: str) -> str:
    if content is None:
        return ""
    if not isinstance(content, dict):
        raise Refused(f"{where}: content is not an object")
    parts = content.get("parts") or []
    if content.get("content_type") not in {"text", "multimodal_text"} or not isinstance(parts, list):
        return ""
    # Images and files come as objects among the parts; only the words are kept.
    return "\n".join(part for part in parts if isinstance(part, str)).strip()


def _time(value, where: str):
    if value is None:
        return None
    try:
        return datetime.fromtimestamp(float(value), tz=timezone.utc)
    except (TypeError, ValueError, OverflowError, OSError):
        raise Refused(f"{where}: create_time {value!r} is not a time") from None
