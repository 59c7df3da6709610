"""Replies the pipeline writes itself, without the model: the refusal gate's redirect,
what an explicit memory trigger shows (``listings``), and what the person is told when
the model cannot answer (Socrates' questions and corrections are ``socratic``'s) — and
``tidy``, the last look at what the model wrote.

These must be right even when the configured model is tiny or absent, so they are
composed from memory directly. They are stored as interjections (``Role.INTERJECTION``):
sent to the person, never fed back to the model as turns to continue (DESIGN §6).
"""

from __future__ import annotations

import re

from memory import maintenance as upkeep
from memory import archive, socrates
from memory.cycle import grounding
from memory.cycle.listings import dig_deeper, former, listed, maintenance, recall
from memory.models import Message
from memory.retrieval.assembly import Retrieval
from memory.text import lexical, triggers

# Where a small model starts writing the next turn itself, or our memory headings.
_RUNAWAY = re.compile(r"(?:^|\n)\s*(?:<\|im_(?:start|end)\|>|(?:user|assistant|system|human)\s*:)", re.IGNORECASE)
# Our "who (date):" frame, the memory's "who, date:" headings (or their year alone: "2026:
# Ah, thank you, no." in a walk-through) and section titles, and a leading list dash copied
# from the notes: never part of a reply.
_FRAME = re.compile(
    r"[^\n():,]{1,80} \(\d{1,2} [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ \d{4}\):\s*|[^\n():,]{1,80}, \d{1,2} [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ \d{4}:\s*"
    r"|(?:On )?\d{1,2} [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ \d{4}:\s*|(?m:^\s*\d{4}:\s*)|Notes about [^\n:]*:\s*|What I told you before:\s*|(?m:^\s*-\s+)"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# A stage direction the model writes as if acting ("(smiling) You're so brave", "(sigh)
# Sorry", "*smiles*"): never part of what is said.
_STAGE = re.compile(r"(?:^|(?<=[.!?]\s))\s*(?:\((?:[a-z]+\s?){1,3}\)|\*(?:[a-z]+\s?){1,3}\*)\s*")
# The system prompt asks for one or two short sentences; a small model writes more, and the
# more it writes the more it invents (``bench/voice.py``, the embedded 135M on 30 LoCoMo dev
# turns: 29.0 words a reply cut at three sentences, 20.5 at two; held apart 33.4 → 22.3 and
# replies claiming a life of its own 1 → 0 of 30; bench/RESULTS.md "Conversation").
MAX_SENTENCES = 2
# A letter's salutation the model opens with on a line of its own ("Dear Tom,", "Maria,"): the
# line break ended the reply there, and "Dear Tom," was all the person read.
_SALUTATION = re.compile(r"^\s*(?:[^\s,.!?\n]+[ \t]+){0,2}[^\s,.!?\n]+,[ \t]*\n+")
# ... or all that is left of it: a name or greeting and a comma, nothing said.
_ADDRESS_ONLY = re.compile(r"^\s*(?:[^\s,.!?]+\s+){0,2}[^\s,.!?]+,\s*$")
# The reply when nothing the model wrote is kept (every sentence presumed what the person never said).
LISTENING = "I see. Tell me more?"
# ... and when the reply before was that one: "I see. Tell me more?" twice in a row read as a
# machine in a walk-through.
LISTENING_AGAIN = "Go on, I'm listening."


# ... and when the message told of something hard: "My grandmother died on Sunday. I'm
# really sad." got "I see. Tell me more?" in a Chromium walk-through.
SOUNDS_HARD = "I'm sorry — that sounds hard. Do you want to talk about it?"


def listening(earlier: tuple[str, ...] = (), said: str = "") -> str:
    """The reply when nothing the model wrote is kept: ``SOUNDS_HARD`` when the message
    (``said``) tells of something bad and nothing good (``grounding.tells_of_trouble``: "Spent the whole
    afternoon sorting parcels …, my back's aching." got "I see. Tell me more?"), else ``LISTENING``; or
    ``LISTENING_AGAIN`` when the last of the model's ``earlier`` replies was the one it
    would be."""
    reply = SOUNDS_HARD if grounding.tells_of_trouble(said) else LISTENING
    return LISTENING_AGAIN if earlier and earlier[-1] == reply else reply


class Draft:
    """A reply as it streams. ``add`` each piece: False means the model started writing
    the next turn itself (drop the piece, stop); show the person what ``to_show`` gives,
    stop once ``done`` (MAX_SENTENCES sentences, or a line break), then show ``rest``.
    ``text`` is the tidied whole (``tidy``). With ``grounds`` (a voice-only model, whose
    sentences may presume what nobody said: ``grounding``) a sentence is shown only once
    it is complete and kept, so none is taken back after the person read it."""

    def __init__(self, earlier: tuple[str, ...] = (), said: str = "", grounds: str | None = None, called: str = ""):
        self.raw = ""
        self.called = called  # the person's name as they told it (``tidy``)
        self.earlier = earlier  # the model's replies in the window (``tidy``)
        self.said = said  # the person's message it answers (``tidy``)
        self.grounds = grounds
        self.shown = ""
        self._judged = 0  # how much of ``raw`` ``to_show`` has tidied: up to its last sentence end

    def add(self, piece: str) -> bool:
        candidate = self.raw + piece
        if _RUNAWAY.search(candidate):
            return False
        self.raw = candidate
        return True

    @property
    def done(self) -> bool:
        text = _SALUTATION.sub("", _FRAME.sub("", self.raw).lstrip())
        # A line break after some text starts a list or a new turn: the reply is what came
        # before. A memory heading the model copied ("Tom, 20 January 2023:\n") is no text.
        return "\n" in text or len(re.findall(r"[.!?](?:\s|$)", text.rstrip() + " ")) >= MAX_SENTENCES

    @property
    def text(self) -> str:
        return tidy(self.raw, self.earlier, self.said, self.grounds, called=self.called)

    def to_show(self, piece: str) -> str:
        """What to show now that ``piece`` was added: the piece itself, or with
        ``grounds`` the sentences completed and kept since the last call."""
        if self.grounds is None:
            return piece
        ends = [found.end() for found in re.finditer(r"[.!?](?=\s)", self.raw)]
        if not ends or ends[-1] == self._judged:
            return ""  # no sentence completed since the last call
        self._judged = ends[-1]
        return self._advance(tidy(self.raw[: ends[-1]], self.earlier, self.said, self.grounds, partial=True, called=self.called))

    def rest(self) -> str:
        """What is left to show once the reply is finished."""
        return "" if self.grounds is None else self._advance(self.text)

    def _advance(self, kept: str) -> str:
        if not kept.startswith(self.shown) or kept == self.shown:
            return ""
        new = kept[len(self.shown):]
        self.shown = kept
        return new


def composed(user, trigger: triggers.Trigger | None, memory: Retrieval | None, verdict, inbound: Message) -> str | None:
    """The reply the pipeline writes itself for this turn, or None when the model answers:
    the gate's redirect for a refused message, else the listing an explicit trigger asks
    for (recall, dig deeper, former views, maintenance); a listing includes what the
    person said earlier in this conversation (``archive.said_before``)."""
    if not verdict.may_encode or verdict.reply:
        return refused(verdict)
    intent = trigger.intent if trigger else None
    if intent == triggers.RECALL:
        return recall(user, trigger.topic, memory, archive.said_before(user, inbound))
    if intent == triggers.DIG_DEEPER:
        return dig_deeper(user, trigger.topic, memory, archive.said_before(user, inbound))
    if intent == triggers.FORMER:
        return former(trigger.topic, socrates.former_beliefs(user, trigger.topic or None))
    if intent == triggers.MAINTENANCE:
        return maintenance(upkeep.run_for_user(user, upkeep.TASKS.values()))
    return None


def tidy(
    text: str, earlier: tuple[str, ...] = (), said: str = "", grounds: str | None = None, *, partial: bool = False,
    called: str = "",
) -> str:
    """The model's reply as the person should read it: cut where the model starts writing
    the next turn itself, without our "who (date):" frames, memory headings, its own
    stage directions ("(smiling)") or a letter's salutation on a line of its own ("Dear Tom,"), without a sentence that swears
    (``grounding.coarse``: "Poor bastard!"), without a sentence it already wrote in this reply, and
    without a sentence that mostly repeats its ``earlier`` replies in the window — a small model continues its own phrases ("I'm
    sorry for your loss, but …" opened four replies in a row in a walk-through) — or the
    message it answers (``said``: "So, I'm thinking of learning the guitar this winter.
    That's great!"), unless every sentence does; without a last sentence that announces
    a list ("…:"); and, given the ``grounds`` of a voice-only model, without a sentence
    that presumes what they do not hold (``grounding.presumed``), welcomes a thanks never
    given (``grounding.unthanked``), greets mid-chat or apologises for a confusion
    nobody had (``grounding.out_of_turn``), offers sympathy for news that was not bad
    (``grounding.unasked_sympathy``), cheers bad news (``grounding.misplaced_cheer``), calls
    them by another name than the one they gave (``called``: ``grounding.misaddressed``),
    speaks of a life of its own (``grounding.claims_a_life``), is one odd word alone ("Pink!":
    ``grounding.odd_exclamation``), asks a name they told (``grounding.asks_what_was_told``), asks
    them for help ("Can you please help me with a math problem?": ``grounding.asks_a_favour``), is only a name and a comma, or recites them (half its word 4-grams are in the
    grounds and not in ``said``: "I think I want to learn the guitar." got "Tom is a
    carpenter, he makes furniture for a living.", a note copied whole), even if none is left.
    Of a ``partial`` reply (its sentences so far, to be shown before the rest is written)
    only what the whole could not take back: no repeating sentence even if all repeat so
    far, and no sentence announcing a list yet."""
    text = _RUNAWAY.split(text, maxsplit=1)[0]
    text = _SALUTATION.sub("", _STAGE.sub("", _FRAME.sub("", text)).lstrip())
    kept, seen = [], set()
    for sentence in _SENTENCE_END.split(text.strip()):
        key = " ".join(lexical.terms(sentence)) or sentence.lower()
        if key in seen:
            continue
        seen.add(key)
        kept.append(sentence)
    before = set().union(*map(four_grams, (*earlier, said)))
    kept = [sentence for sentence in kept if not grounding.coarse(sentence)]
    fresh = [sentence for sentence in kept if not repeats(sentence, before)] or ([] if partial else kept)
    if (len(fresh) > 1 or partial) and fresh and fresh[-1].rstrip().endswith(":"):
        fresh = fresh[:-1]  # it announces a list the reply was cut before
    if grounds is not None:
        recited = four_grams(grounds) - four_grams(said)
        fresh = [
            s for s in fresh
            if not grounding.presumed(s, grounds) and not grounding.unthanked(s, said)
            and not grounding.unasked_sympathy(s, said) and not grounding.misplaced_cheer(s, said)
            and not grounding.out_of_turn(s, said)
            and not grounding.misaddressed(s, called) and not grounding.claims_a_life(s) and not grounding.odd_exclamation(s)
            and not grounding.asks_a_favour(s)
            and not grounding.asks_what_was_told(s, grounds, called)
            and not repeats(s, recited) and not _ADDRESS_ONLY.match(s)
        ]
    return " ".join(fresh).strip()


def four_grams(text: str) -> set[tuple[str, ...]]:
    """The text's word 4-grams, lower case."""
    words = re.findall(r"[a-z0-9']+", text.lower().replace("’", "'"))
    return {tuple(words[i:i + 4]) for i in range(len(words) - 3)}


def repeats(sentence: str, said: set) -> bool:
    """Half or more of the sentence's word 4-grams were in what was said before (``said``, 4-grams)."""
    grams = four_grams(sentence)
    return bool(grams) and len(grams & said) * 2 >= len(grams)


def remembered(significant: bool, what: str = "") -> str:
    """The confirmation of a request to remember, saying what is kept (``what``) when given
    ("your brother lives in Glasgow")."""
    if significant:
        return f"Noted — I'll treat this as significant and keep it close{f': {what}' if what else ''}."
    return f"Got it — I'll remember that{f' {what}' if what else ''}."


def model_unavailable(reason: str, memory: Retrieval | None) -> str:
    """What the person reads when no reply could be generated; their message is kept."""
    text = f"Sorry — I couldn't generate a reply just now ({reason}). Your message is saved."
    if memory and memory.items:
        lines = "\n".join(f"• {line}" for line in listed(memory.items, 5))
        text += f"\nHere is what I remember that seems relevant:\n{lines}"
    return text


def refused(verdict) -> str:
    return verdict.reply or "I can't help with that, and I haven't kept it in memory."
