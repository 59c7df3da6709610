"""The turn pipeline (DESIGN §3): one loop for every channel — seed 003's
attention-agnostic cycle. A web message, an SMS, an email, a terminal line or a
scheduled self-prompt becomes an ``Attention`` and goes through ``handle``; only the
output routing differs.

persist → triggers → refusal gate → context level → retrieve → generate → persist the
reply, reinforce what was retrieved (access, co-access), trace → enqueue formation
(never blocking the reply). Each step is one call into the package that owns it.
"""

from __future__ import annotations

import logging
import time
from contextlib import closing
from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable

from django.db import transaction
from django.utils import timezone

from memory import archive, embeddings, llm, refusal, retrieval
from memory.cycle import answers, context, levels, losses, replies, rituals, socratic
from memory.formation import schedule
from memory.models import Belief, Conversation, Message, RetrievalTrace, Role
from memory.retrieval import feedback
from memory.text import extraction, triggers

log = logging.getLogger(__name__)
INTERNAL = "internal"


@dataclass
class Attention:
    """One input to the cycle, from any channel."""

    user: object
    channel: str
    text: str
    when: datetime | None = None
    conversation: Conversation | None = None
    kind: str = "message"  # "message" | "self_prompt"
    provider_id: str | None = None
    speaker: str = ""
    thread_key: str = ""


@dataclass
class TurnResult:
    inbound: Message
    reply: Message | None = None
    text: str = ""
    level: int = 2
    memory: retrieval.Retrieval | None = None
    trace: RetrievalTrace | None = None
    trigger: triggers.Trigger | None = None
    verdict: refusal.Verdict = field(default_factory=refusal.Verdict)
    duplicate: bool = False
    error: str = ""


def ingest(attention: Attention) -> Message:
    """Persist one inbound message (refusal pattern layer, raw archive) without replying."""
    return _persist_inbound(attention)[0]


def _persist_inbound(attention: Attention) -> tuple[Message, bool]:
    when = attention.when or timezone.now()
    conversation = attention.conversation or archive.conversation_for(
        attention.user, attention.channel, when=when, thread_key=attention.thread_key
    )
    role = Role.REFLECTION if attention.kind == "self_prompt" else Role.USER
    return archive.store(
        user=attention.user,
        conversation=conversation,
        role=role,
        text=attention.text,
        when=when,
        provider_id=attention.provider_id,
        speaker=attention.speaker,
    )


def handle(attention: Attention, on_token: Callable[[str], None] | None = None) -> TurnResult:
    """Answer one attention, in DESIGN §3's steps. The inbound message is stored before
    anything else happens; a delivery seen before (same provider id) returns the earlier
    reply unchanged. The gate screens the text once; its verdict, with the one form of
    the text that may be written anywhere, travels with the turn."""
    turn_started = timezone.now()
    inbound, created = _persist_inbound(attention)  # 1. persist
    if not created:
        return _earlier_result(inbound)
    return respond(attention, inbound, on_token=on_token, turn_started=turn_started)


def respond(
    attention: Attention, inbound: Message, *, on_token: Callable[[str], None] | None = None, turn_started=None,
    verdict: refusal.Verdict | None = None, on_reply: Callable[[Message], None] | None = None,
) -> TurnResult:
    """Steps 2–7 for ``inbound``, the attention's message already in the archive; the
    reply is dated after its message by the time since ``turn_started`` (default: now).
    ``verdict`` is the gate's decision when it was taken before and the text is gone
    (``deferred``); otherwise the gate screens the text here. ``on_reply(reply)`` runs in
    the transaction that stores the reply and its message's status: all three stand or
    fall together.
    Callers other than ``handle`` make sure a message is answered once (``stored``)."""
    turn_started = turn_started or timezone.now()
    user, conversation, text = attention.user, inbound.conversation, attention.text
    result = TurnResult(inbound=inbound, trigger=triggers.detect(text))  # 2. triggers
    before = archive.recent_turns(conversation, 1, before=inbound)
    result.verdict = verdict or refusal.screen(  # 3. gate, the message before as context
        text, user=user, channel=attention.channel, previous=archive.live_text(before[0]) if before else None,
    )
    vector = embeddings.embed(text)  # the gate's run already embedded it: read from the recent texts
    archive.apply_verdict(inbound, result.verdict)
    kept = result.verdict.form.text == text  # nothing withheld or masked: its context may be stored
    feedback.correction_signal(user, conversation, text)
    result.level = levels.for_turn(conversation, text, result.trigger)  # 4. level
    attention_state, alphas = retrieval.attend(user, vector, remember=kept)  # 5. retrieve
    query = result.trigger.topic if result.trigger and result.trigger.topic else text
    result.memory = retrieval.retrieve(
        user, query, budget=levels.budget(result.level), now=inbound.created_at,
        vector=attention_state.vector if query == text else None, include_episodes=result.level == 3,
        active_ids=retrieval.active_beliefs(conversation), current_valence=extraction.valence_of(text) or None,
        seed=inbound.pk, alphas=alphas,
    )
    started = time.perf_counter()
    result.text, status, role = _reply_text(attention, conversation, inbound, result, vector, on_token)  # 6. generate
    if on_token and role == Role.INTERJECTION:
        on_token(result.text)  # composed whole: it streams as one piece, so a channel shows all of it
    if result.verdict.check_in:
        # A borderline crisis: the reply stays the person's answer, with the check-in after it.
        check_in = _check_in(user, conversation, inbound, result.verdict.check_in)
        if on_token:
            on_token(f"\n\n{check_in}")
        result.text = f"{result.text}\n\n{check_in}"
    generation_ms = (time.perf_counter() - started) * 1000
    with transaction.atomic():
        result.reply = _persist_reply(attention, inbound, result.text, role, timezone.now() - turn_started)  # 7. persist
        archive.set_status(inbound, status)
        if on_reply:
            on_reply(result.reply)
    if result.reply.role == Role.ASSISTANT:
        # The model's reply is the message before the person's next one: the gate's reading
        # of it is taken now, off that turn's path (interjections are not turns).
        refusal.read_ahead(archive.live_text(result.reply))
    retrieval.reinforce(user, result.memory, context_kept=kept, now=inbound.created_at)
    result.trace = retrieval.record_trace(
        user=user, message=inbound, level=result.level, memory=result.memory,
        context_switch=attention_state.context_switch, generation_ms=generation_ms,
    )
    if result.verdict.may_encode and attention.kind != "self_prompt":
        schedule.after_turn(conversation, result.trigger)
    return result


def _check_in(user, conversation: Conversation, inbound: Message, check_in: str) -> str:
    """The gate's check-in, or its short form when the reply before in this conversation
    carried one: asked once, the resources every time."""
    before = (
        Message.objects.filter(conversation=conversation, created_at__lt=inbound.created_at)
        .exclude(role=Role.USER).order_by("-created_at", "-id").first()
    )
    if before is None or not refusal.carries_check_in(before.text):
        return check_in
    return refusal.check_in_for(refusal.region_of(user), again=True)


def _persist_reply(attention: Attention, inbound: Message, text: str, role: str, took) -> Message:
    """Store the reply as what it is (the model's, or an interjection we composed); it
    follows its message by the time the turn took (so replayed history stays in order)."""
    role = Role.REFLECTION if attention.kind == "self_prompt" else role
    reply, _ = archive.store(
        user=attention.user, conversation=inbound.conversation, role=role, text=text, when=inbound.created_at + took
    )
    return reply


def _reply_before(inbound: Message) -> str:
    """What the assistant said last in ``inbound``'s conversation, or ""."""
    before = (
        Message.objects.filter(conversation=inbound.conversation, role=Role.ASSISTANT, created_at__lt=inbound.created_at)
        .order_by("-created_at", "-id").values_list("text", flat=True).first()
    )
    return before or ""


def _reply_text(attention, conversation, inbound, result: TurnResult, vector, on_token) -> tuple[str, str, str]:
    """The reply, the inbound message's resulting status, and the reply's role: what the
    pipeline composes itself (refusals, listings, Socrates) is an interjection, never a
    turn for the model to continue (DESIGN §6)."""
    trigger, memory, user = result.trigger, result.memory, attention.user
    said = result.verdict.form.masked  # the model never sees a secret, so no reply repeats one
    composed = replies.composed(user, trigger, memory, result.verdict, inbound)
    checked_in = bool(result.verdict.check_in)
    if composed is None:
        composed = socratic.reply(user, inbound, said, vector, _beliefs_of(memory))
        # A death told is mourned before it is noted as a change: "My grandmother passed away on
        # Sunday." got only "Earlier today you said "My grandmother Rose lives in Whitby"; …
        # Noted — I'll remember that this has changed."
        if composed is not None and (sorry := losses.condolences_for(said, checked_in=checked_in)):
            composed = f"{sorry}\n\n{socratic.mourned(composed)}"
    if composed is None and (ritual := rituals.ritual(
        user, said, checked_in=checked_in, after=lambda: _reply_before(inbound),
        before=lambda: next((message.text for message in archive.said_before(user, inbound, 1)), ""),
    )):
        if on_token:
            on_token(ritual)  # the assistant's reply, though composed whole
        return ritual, "answered", Role.ASSISTANT
    if composed is None:
        composed = answers.answer(user, inbound, said, vector, memory, trigger, checked_in=checked_in)
    if composed is not None:
        return composed, "answered", Role.INTERJECTION
    notes = []
    if trigger and trigger.intent in {triggers.REMEMBER, triggers.SIGNIFICANT}:
        notes.append("The person asked you to remember this. Confirm briefly that you will.")
    rendered = context.render(conversation, inbound, said, memory, notes)
    draft = replies.Draft(earlier=rendered.replies, said=said, grounds=rendered.grounds, called=rendered.called)
    try:
        with closing(llm.get_llm().stream(rendered.messages)) as pieces:  # closing it stops the generation
            for piece in pieces:
                if not draft.add(piece):
                    break
                if on_token and (shown := draft.to_show(piece)):
                    on_token(shown)
                if draft.done:
                    break
        text = draft.text
        if on_token and (shown := draft.rest()):
            on_token(shown)
    except llm.LLMError as error:
        log.warning("generation failed for message %s: %s", inbound.pk, error)
        result.error = str(error)
        return replies.model_unavailable(str(error), memory), "failed", Role.INTERJECTION
    if not text:
        text = replies.remembered(trigger.intent == triggers.SIGNIFICANT) if trigger else replies.listening(rendered.replies, said)
    return text, "answered", Role.ASSISTANT


def _beliefs_of(memory: retrieval.Retrieval | None):
    ids = memory.belief_ids if memory else []
    return list(Belief.objects.filter(pk__in=ids)) if ids else []


def _earlier_result(inbound: Message) -> TurnResult:
    reply = (
        Message.objects.filter(conversation=inbound.conversation, created_at__gte=inbound.created_at)
        .exclude(pk=inbound.pk)
        .exclude(role=Role.USER)
        .order_by("created_at", "id")
        .first()
    )
    return TurnResult(inbound=inbound, reply=reply, text=reply.text if reply else "", duplicate=True)
