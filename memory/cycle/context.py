"""Frame-aware rendering of what the model sees (seed 002).

The prompt, stable parts first so a local model reuses its cached prefix from the turn
before (``memory.llm.local``): the system frame (who the assistant is); what happened
earlier in this conversation — older stretches as their episode summaries, and the
person's turns that are older than the raw window but not yet in a usable episode as
shortened lines, so nothing said in this conversation vanishes before it is formed; the
recent turns raw; then the notes the turn must honour; then the message, with what is
remembered of this person for it in front ("What I told you before:", addressed to them:
"Your brother lives in Glasgow"). The remembered items sit in the person's turn rather
than in a system message because the embedded 135M model answers from them more often
there (issue 14, bench/RESULTS.md "Conversation"); they change every turn either way. Each rendered segment
keeps the messages, episodes and beliefs it came from. An episode summary replaces its
raw turns only once it is a few turns old ("delayed usage"), never mid-thought.

Only the person's messages and the model's own replies are turns. What the pipeline
composed itself (``Role.INTERJECTION``: crisis resources, Socrates' questions, recall
listings) is never in the window: a small model continues whatever it is shown. For the
same reason a model that is a voice only (it gives no verdicts, ``llm.capability``: the
embedded 135M) never sees its own replies (in a walk-through it answered "I'm sorry, I
couldn't help but mention the holidays. Don't you have a holiday weekend?" to four
different messages in a row, each time copying the reply before), nor the person's earlier
turns unless the message points back to the one before it, nor memory notes unless the
message is a question: it mixed them into its replies ("What's with the cat?" to news of a
move). The pipeline answers what the person said before itself (``answers``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from django.conf import settings

from memory import archive, llm
from memory.cycle.texting import my_for_me
from memory.llm import capability
from memory.formation import NOT_ENCODED
from memory.models import Conversation, Episode, Message, Role
from memory.retrieval.assembly import Retrieval
from memory.text import extraction, questions, tokens

DELAY_TURNS = 2  # an episode is used only after this many turns have followed its last message
OLDER_EPISODES = 3
OLDER_LINES = 12  # the person's unformed turns before the window, at most, as shortened lines

SYSTEM = (
    "You are Hippocampus, {name}'s friendly assistant. Reply to {name} in one or two short sentences. "
    "If the notes below answer {name}'s question, give that answer. Never invent names, places or facts "
    "about {name}; if you don't know, say you don't know."
)
# Whom the assistant talks to when they never told their name: never their username (an
# address they sign in with), which the embedded 135M used as one ("Hello, demo!").
SOMEONE = "the person"
# Three exchanges shown to a voice-only model (DESIGN §7) before the conversation, as the
# tone to continue: a short reply that takes up what was said and asks one question. The
# embedded 135M on 30 LoCoMo turns (bench/voice.py --examples): dev conv-30
# 20.5 → 15.7 words a reply, 2 → 1 claiming a life of its own; held apart conv-43
# 22.3 → 14.6 words, 0 → 1 (bench/RESULTS.md "Conversation"). Neutral or glad in tone: an
# example of sympathy ("Work was stressful today.") had it open 8 of 30 dev replies with
# "I'm sorry", to good news too. Never the person's facts: their words are not these.
VOICE_EXAMPLES = (
    ("I just got back from a long run by the river.", "Nice! How far did you go?"),
    ("My sister is visiting next week.", "That sounds lovely. Do you have plans together?"),
    ("I finally finished painting the kitchen.", "Well done! What colour did you choose?"),
)


@dataclass
class Segment:
    role: str
    text: str
    messages: list[int] = field(default_factory=list)
    episodes: list[int] = field(default_factory=list)
    beliefs: list[int] = field(default_factory=list)


@dataclass
class Rendered:
    segments: list[Segment]
    replies: tuple[str, ...] = ()  # what a reply must not copy: the model's replies in the window, the examples
    grounds: str | None = None  # for a voice-only model, all it was shown of the person (``grounding``)
    called: str = ""  # the person's name as they told it ("" when they never did: ``archive.told_name``)

    @property
    def messages(self) -> list[dict]:
        """The chat messages for the LLM (consecutive system segments merged)."""
        merged: list[dict] = []
        for segment in self.segments:
            if merged and merged[-1]["role"] == segment.role == "system":
                merged[-1]["content"] += "\n\n" + segment.text
            else:
                merged.append({"role": segment.role, "content": segment.text})
        return merged


def render(conversation: Conversation, inbound: Message, text: str, memory: Retrieval | None, notes: list[str]) -> Rendered:
    """Build the prompt for replying to ``text`` (the live text of ``inbound``), within
    what the configured model takes (``LLM.memory_tokens``, ``LLM.prompt_tokens``): the
    best remembered items first, and the oldest lines and turns left out of a prompt that
    would not fit."""
    model = llm.get_llm()
    memory = _within(memory, getattr(model, "memory_tokens", None))
    rendered = _render(conversation, inbound, text, memory, notes)
    if getattr(model, "prompt_tokens", None):
        _fit(rendered, model.prompt_tokens)
    return rendered


def _within(memory: Retrieval | None, limit: int | None) -> Retrieval | None:
    """``memory`` with only its best items that fit ``limit`` tokens (items come best first)."""
    if memory is None or limit is None or memory.tokens_used <= limit:
        return memory
    kept, used = [], 0
    for item in memory.items:
        if used + item.tokens > limit:
            break
        kept.append(item)
        used += item.tokens
    return replace(memory, items=kept, tokens_used=used)


def _fit(rendered: Rendered, limit: int) -> None:
    """Drop the earlier-lines segment, then the oldest raw turns (two at least stay), until
    the prompt fits ``limit`` tokens."""
    def size():
        return sum(tokens.count(segment.text) for segment in rendered.segments)

    segments = rendered.segments
    while size() > limit:
        lines = [s for s in segments if s.role == "system" and s.messages]
        turns = [s for s in segments[:-1] if s.role != "system"]
        if lines:
            segments.remove(lines[0])
        elif len(turns) > 2:
            segments.remove(turns[0])
        else:
            return


def _render(conversation, inbound, text, memory, notes) -> Rendered:
    user = conversation.user
    called = archive.told_name(user)
    instructions = Segment("system", SYSTEM.format(name=called or SOMEONE))
    segments = [instructions]
    own_replies = capability.gives_verdicts(llm.get_llm())
    recent = archive.recent_turns(conversation, window_size(conversation, inbound), before=inbound)
    if own_replies:
        summaries = _earlier_summaries(conversation, recent)
        segments += summaries
        segments += _unformed_lines(conversation, recent, summaries, inbound, called or SOMEONE)
    else:
        segments += voice_examples()
    segments += [
        Segment("assistant" if m.role == Role.ASSISTANT else "user", archive.live_text(m), [m.pk])
        for m in (recent if own_replies else _pointed_back_to(recent, text))
    ]
    segments += [Segment("system", note) for note in notes]
    if memory and memory.items and (own_replies or questions.is_question(text)):
        segments.append(
            Segment(
                "user",
                f"What I told you before:\n{addressed(unnamed(memory.render(), user.get_username()))}\n\n{text}",
                [inbound.pk],
                episodes=[i.id for i in memory.items if i.kind == "episode"],
                beliefs=[i.id for i in memory.items if i.kind == "belief"],
            )
        )
    else:
        segments.append(Segment("user", text, [inbound.pk]))
    # A copy of an example, its message or its reply, is left out too ("Hi again!" got
    # "By the way, I just got back from a long run by the river.").
    copied = () if own_replies else tuple(said for example in VOICE_EXAMPLES for said in example)
    # Not our instructions: "your friend Beth" to "My sister Beth lives in Cardiff" was held
    # by "Hannah's friendly assistant" in a walk-through.
    # What the person said in the window counts though the model was not shown it: "How's your
    # brother?" to a message after the one that named him presumes nothing.
    told = [archive.live_text(m) for m in recent if m.role == Role.USER]
    grounds = None if own_replies else "\n".join(
        [*told, *(s.text for s in segments if s is not instructions and s.text not in copied)])
    return Rendered(segments, copied + tuple(archive.live_text(m) for m in recent if m.role == Role.ASSISTANT), grounds, called)


# A message that speaks of what the one before it told: "Any tips for keeping them healthy?"
# after the tomato plants.
_POINTS_BACK = re.compile(r"\b(?:he|she|it|they|them|him|her|his|its|their|that|this|those|these|there)\b", re.IGNORECASE)


def _pointed_back_to(recent: list[Message], text: str) -> list[Message]:
    """What a voice-only model is shown of the conversation before the message: the
    person's turn before it when the message points back to it, else nothing. Shown the
    person's recent turns, the embedded 135M mixed them into its reply: "What's with the
    cat?" to news of a move, "Yes, she had a peanut allergy too!" to an allergy right
    after a grandmother's death, "Congratulations on Tom's inspiring leadership" (Tom
    teaches history) in walk-throughs. What the person said before is answered from by
    the pipeline (``answers``), not by the model."""
    said = [m for m in recent if m.role == Role.USER]
    return said[-1:] if said and _POINTS_BACK.search(text) else []


def unnamed(text: str, username: str) -> str:
    """Memory text without the person's username where it labels what they said (the
    "demo, 28 November 2026:" heading, an episode's "demo: " speaker): the notes are said to
    them ("What I told you before:"), and a username is no name to call them by."""
    label = re.escape(username)
    return re.sub(rf"(?m)^{label}, (?=\d)|(?:^|(?<=[\s.!?])){label}: ", "", text)


def voice_examples() -> list[Segment]:
    """``VOICE_EXAMPLES`` as turns of the conversation (the oldest, so the first a prompt
    that does not fit leaves out)."""
    return [Segment(role, said) for example in VOICE_EXAMPLES for role, said in zip(("user", "assistant"), example)]


_SPOKEN_TO = {
    "i": "you", "me": "you", "my": "your", "mine": "yours", "myself": "yourself", "i'm": "you're", "im": "you're",
    "ive": "you've",
    "i've": "you've", "i'd": "you'd", "i'll": "you'll", "i am": "you are", "i was": "you were",
    "we": "you", "us": "you", "our": "your", "ours": "yours", "ourselves": "yourselves", "we're": "you're",
    "we've": "you've", "we'd": "you'd", "we'll": "you'll",
}
_FIRST_PERSON = re.compile(
    r"\b(?:i am|i was|i'm|i've|i'd|i'll|i|(?-i:im|ive)|me|my|mine|myself|we're|we've|we'd|we'll|we|(?-i:us)|our|ours|ourselves)\b",
    re.IGNORECASE,
)


def addressed(text: str, *, opens: bool = True) -> str:
    """What the person said about themselves, as said to them ("My brother lives in
    Glasgow" → "Your brother lives in Glasgow"): a small model reads "my" in its notes as
    its own and answers as the person (measured with SmolLM2-135M, issue 14); "me" said for "my" is "your" ("Me nan's
    ninety …" was said back "You nan's ninety …", the lead's walk 21). With
    ``opens=False`` the text goes on a sentence already begun ("… that your brother …")."""
    def swap(found: re.Match) -> str:
        word = _SPOKEN_TO.get(found[0].lower().replace("’", "'"))
        if word is None:  # a letter that only matched as "i" without case ("İ"): no word of theirs
            return found[0]
        before = text[: found.start()].rstrip(" ")
        return word.capitalize() if (opens and not before) or (before and before[-1] in ".!?:-\n") else word
    return _FIRST_PERSON.sub(swap, my_for_me(text))


def window_size(conversation: Conversation, inbound: Message) -> int:
    """How many raw turns the window shows: RECENT_TURNS to 2×RECENT_TURNS−1. Its start
    moves in blocks of RECENT_TURNS rather than one turn at a time, so from one turn to
    the next the prompt up to the newest turns stays the same and a local model reuses
    its cache for it (``memory.llm.local``)."""
    size = settings.HIPPOCAMPUS["RECENT_TURNS"]
    earlier = (
        Message.objects.filter(conversation=conversation, role__in=[Role.USER, Role.ASSISTANT], created_at__lte=inbound.created_at)
        .exclude(pk=inbound.pk)
        .count()
    )
    return size + earlier % size if earlier >= size else size


def _earlier_summaries(conversation: Conversation, recent: list[Message]) -> list[Segment]:
    """Summaries of this conversation's stretches that ended before the window and are
    at least DELAY_TURNS turns old."""
    if not recent:
        return []
    window_start = recent[0].created_at
    cutoff = recent[-DELAY_TURNS].created_at if len(recent) >= DELAY_TURNS else window_start
    episodes = (
        Episode.objects.for_user(conversation.user)
        .filter(conversation=conversation, ended_at__lt=window_start, created_at__lte=cutoff)
        .order_by("-ended_at")[:OLDER_EPISODES]
    )
    return [
        Segment("system", f"Earlier in this conversation: {unnamed(episode.summary, conversation.user.get_username())}",
                episodes=[episode.pk])
        for episode in reversed(list(episodes))
    ]


def _unformed_lines(
    conversation: Conversation, recent: list[Message], summaries: list[Segment], inbound: Message, name: str,
) -> list[Segment]:
    """The person's turns before the raw window that no summary shown covers yet (not
    formed, or formed too recently to be used), shortened, newest OLDER_LINES of them, as
    what ``name`` said."""
    before = recent[0] if recent else inbound
    older = Message.objects.filter(conversation=conversation, role=Role.USER, created_at__lt=before.created_at)
    older = older.exclude(status=NOT_ENCODED).exclude(pk=inbound.pk)
    if summaries:
        shown = Episode.objects.filter(pk__in=[s.episodes[0] for s in summaries])
        covered_until = max(shown.values_list("ended_at", flat=True))
        older = older.filter(created_at__gt=covered_until)
    lines = list(older.order_by("-created_at", "-id")[:OLDER_LINES])[::-1]
    shortened = [(m, extraction.shorten(m.text)) for m in lines if m.text]
    if not shortened:
        return []
    body = "\n".join(f"- {short}" for _, short in shortened if short)
    return [Segment("system", f"Earlier in this conversation {name} said (shortened):\n{body}", [m.pk for m, _ in shortened])]
