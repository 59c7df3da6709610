"""Replies the pipeline writes itself, without the model: the refusal gate's redirect,
what an explicit memory trigger shows, and what the person is told when the model cannot
answer (Socrates' questions and corrections are ``socratic``'s) — and ``tidy``, the last
look at what the model wrote.

These must be right even when the configured model is tiny or absent, so they are
composed from memory directly. They are stored as interjections (``Role.INTERJECTION``):
sent to the person, never fed back to the model as turns to continue (DESIGN §6).
"""

from __future__ import annotations

import dataclasses
import re

from django.contrib.postgres.search import SearchQuery, SearchRank, SearchVector

from memory import maintenance as upkeep
from memory import archive, socrates
from memory.cycle import context, grounding
from memory.cycle.asked import own_occupation, their_names
from memory.cycle.said import SPEAKER, in_full
from memory.models import Message, names_of
from memory.retrieval.assembly import Injected, Retrieval
from memory.text import extraction, lexical, timeexpr, triggers

ARCHIVE_HITS = 5
# What a recall's topic is when it is the person asking ("What do you remember about me?").
_SELF = {"", "me", "myself", "us", "i", "my life", "me and my life"}
# Where a small model starts writing the next turn itself, or our memory headings.
_RUNAWAY = re.compile(r"(?:^|\n)\s*(?:<\|im_(?:start|end)\|>|(?:user|assistant|system|human)\s*:)", re.IGNORECASE)
# Our "who (date):" frame, the memory's "who, date:" headings (or their year alone: "2026:
# Ah, thank you, no." in a walk-through) and section titles, and a leading list dash copied
# from the notes: never part of a reply.
_FRAME = re.compile(
    r"[^\n():,]{1,80} \(\d{1,2} [A-Z][a-z]+ \d{4}\):\s*|[^\n():,]{1,80}, \d{1,2} [A-Z][a-z]+ \d{4}:\s*"
    r"|(?:On )?\d{1,2} [A-Z][a-z]+ \d{4}:\s*|(?m:^\s*\d{4}:\s*)|Notes about [^\n:]*:\s*|What I told you before:\s*|(?m:^\s*-\s+)"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# A stage direction the model writes as if acting ("(smiling) You're so brave", "(sigh)
# Sorry", "*smiles*"): never part of what is said.
_STAGE = re.compile(r"(?:^|(?<=[.!?]\s))\s*(?:\((?:[a-z]+\s?){1,3}\)|\*(?:[a-z]+\s?){1,3}\*)\s*")
_NAME = re.compile(r"\b[A-Z][\w-]*")
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
    (``said``) reads as bad (``extraction.valence_of``), else ``LISTENING``; or
    ``LISTENING_AGAIN`` when the last of the model's ``earlier`` replies was the one it
    would be."""
    reply = SOUNDS_HARD if extraction.valence_of(said) < 0 else LISTENING
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
    stage directions ("(smiling)") or a letter's salutation on a line of its own ("Dear Tom,"), without a sentence it already wrote in this reply, and
    without a sentence that mostly repeats its ``earlier`` replies in the window — a small model continues its own phrases ("I'm
    sorry for your loss, but …" opened four replies in a row in a walk-through) — or the
    message it answers (``said``: "So, I'm thinking of learning the guitar this winter.
    That's great!"), unless every sentence does; without a last sentence that announces
    a list ("…:"); and, given the ``grounds`` of a voice-only model, without a sentence
    that presumes what they do not hold (``grounding.presumed``), welcomes a thanks never
    given (``grounding.unthanked``), offers sympathy for news that was not bad
    (``grounding.unasked_sympathy``), cheers bad news (``grounding.misplaced_cheer``), calls
    them by another name than the one they gave (``called``: ``grounding.misaddressed``),
    speaks of a life of its own (``grounding.claims_a_life``), is one odd word alone ("Pink!":
    ``grounding.odd_exclamation``), asks a name they told (``grounding.asks_what_was_told``), is only a name and a comma, or recites them (half its word 4-grams are in the
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
    fresh = [sentence for sentence in kept if not _repeats(sentence, before)] or ([] if partial else kept)
    if (len(fresh) > 1 or partial) and fresh and fresh[-1].rstrip().endswith(":"):
        fresh = fresh[:-1]  # it announces a list the reply was cut before
    if grounds is not None:
        recited = four_grams(grounds) - four_grams(said)
        fresh = [
            s for s in fresh
            if not grounding.presumed(s, grounds) and not grounding.unthanked(s, said)
            and not grounding.unasked_sympathy(s, said) and not grounding.misplaced_cheer(s, said)
            and not grounding.misaddressed(s, called) and not grounding.claims_a_life(s) and not grounding.odd_exclamation(s)
            and not grounding.asks_what_was_told(s, grounds, called)
            and not _repeats(s, recited) and not _ADDRESS_ONLY.match(s)
        ]
    return " ".join(fresh).strip()


def four_grams(text: str) -> set[tuple[str, ...]]:
    """The text's word 4-grams, lower case."""
    words = re.findall(r"[a-z0-9']+", text.lower().replace("’", "'"))
    return {tuple(words[i:i + 4]) for i in range(len(words) - 3)}


def _repeats(sentence: str, said: set) -> bool:
    """Half or more of the sentence's word 4-grams were in what the model said before."""
    grams = four_grams(sentence)
    return bool(grams) and len(grams & said) * 2 >= len(grams)


def about_the_person(user, topic: str) -> bool:
    """The topic of "what do you remember about …" is the person asking: "me", "us", their
    own name, or none ("What do you remember?")."""
    topic = topic.strip().casefold()
    return topic in _SELF or topic in {name.casefold() for name in names_of(user)}


def recall(user, topic: str, memory: Retrieval, earlier=()) -> str:
    """"What do you remember about X": the memories retrieved for X, best first. About a
    named thing ("Pepper", "Ana's school") only those that name it: retrieval always
    finds something near, and a memory of someone else is no memory of Pepper. Then what
    the person said of X earlier in this conversation (``earlier``, messages newest first)
    that is not among them: told five minutes ago, it is not a memory until its stretch
    is formed, and "I don't remember anything about Sam" would be amnesia. About "you"
    (``about_the_person``), everything the person said earlier in the conversation. Each
    memory in the person's own words (``in_full``), each sentence once."""
    everything = about_the_person(user, topic)
    items = in_full(user, memory.items)
    names = set() if everything else named(topic)
    # Whom the topic names, by the names the person gave them too: "What do you remember
    # about my sister?" after "My sister Beth lives in Cardiff" and, a session later, "Beth
    # got engaged last weekend!" listed only the first (a walk-through).
    words = lexical.widened(lexical.terms(topic))
    words |= their_names(words, [item.text for item in items] + [message.text for message in earlier])
    also = own_occupation if words & _WORK else None
    if names:
        items = mentioning(names, items)
    elif not everything:
        items = sharing(words, items, also=also)
    items += _said_of(names, words, earlier, everything=everything, also=also)
    if also and not _OF_SOMEONE.search(topic):  # their own work: not "My friend Tom got promoted"
        items = _cut(items, lambda sentence: not someone_elses(sentence))
    about = "you" if everything else context.addressed(topic, opens=False) or "that"
    if not items:
        return f"I don't remember anything about {about} yet."
    lines = "\n".join(f"• {line}" for line in _listed(items, 12))
    return f"Here's what I remember about {about}:\n{lines}"


def _said_of(names: set[str], words: set[str], earlier, *, everything: bool = False, also=None) -> list[Injected]:
    """The sentences of ``earlier`` messages that name one of a topic's ``names`` (or, with
    none, have one of its ``words`` or, given ``also``, of which it holds; all of them when
    ``everything``), oldest first, as items headed with their day."""
    found = []
    for message in reversed(earlier):
        said = [
            s for s in map(extraction.unframed, extraction.sentences(message.text))
            if extraction.informative(s)
            and (everything or (names & {w.lower() for w in _NAME.findall(s)} if names
                                else words & lexical.terms(s) or also and also(s)))
        ]
        if said:
            day = timeexpr.day(message.created_at.date())
            found.append(Injected("message", message.pk, " ".join(said), "full", 0.0, 0, day))
    return found


def named(topic: str) -> set[str]:
    """The names in a topic, lower case: its capitalised words ("Ana", "Pepper"), not "I"."""
    return {word.lower() for word in _NAME.findall(topic)} - {"i"}


def mentioning(names: set[str], items: list) -> list:
    """The items that name one of ``names``, each cut to its sentences that do (an
    episode's summary holds other things too)."""
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(names))) + r")\b", re.IGNORECASE)
    return _cut(items, lambda sentence: pattern.search(sentence))


def sharing(words: set[str], items: list, also=None) -> list:
    """The items with a sentence that shares one of a topic's ``words`` ("where I went
    this weekend": "weekend") or, given ``also``, of which ``also`` holds, each cut to those
    sentences; all of them, whole, when none does (retrieval's nearest are then the best
    there is). Retrieval finds the whole person near a question about them: "I teach
    history in Leeds" is no answer to it."""
    return _cut(items, lambda sentence: words & lexical.terms(sentence) or also and also(sentence)) or list(items)


# A topic of work, which what the person says they are answers ("What did I tell you about
# my work?": "I'm a nurse at the Royal Infirmary", which shares no word of it, was listed
# with everything else they said).
_WORK = lexical.terms("job work career")
# Someone of theirs a sentence opens with ("My friend Tom got promoted"), not of their work.
_OF_SOMEONE = re.compile(rf"^\W*(?:my|our)\s+(?:\w+\s+)?(?!boss|manager|colleague)(?:{grounding.SOMEONE})\b", re.I)


def someone_elses(sentence: str) -> bool:
    """Whether ``sentence`` tells of someone of theirs and nothing of the speaker after
    ("My friend Tom got promoted"; not "My sister works with me")."""
    found = _OF_SOMEONE.match(sentence)
    return bool(found) and not re.search(r"\b(?:I|me|my|we|us|our)\b", sentence[found.end():], re.I)


def _cut(items: list, keeps) -> list:
    found = []
    for item in items:
        kept = [sentence for sentence in extraction.sentences(SPEAKER.sub("", item.text)) if keeps(sentence)]
        if kept:
            found.append(dataclasses.replace(item, text=" ".join(kept)))
    return found


def _listed(items, limit: int) -> list[str]:
    """Memories as the person reads them: when, then what was said, each sentence once (a
    belief and the episode it came from often say the same sentence)."""
    lines, seen = [], set()
    for item in items:
        when = item.heading.rsplit(", ", 1)[-1] if item.heading else ""
        fresh = []
        for sentence in extraction.sentences(SPEAKER.sub("", item.text)):
            key = " ".join(sorted(lexical.terms(sentence))) or sentence.lower()
            if key not in seen:
                seen.add(key)
                fresh.append(sentence)
        if fresh:
            text = " ".join(fresh)
            lines.append(f"{when}: {text}" if when else text)
    return lines[:limit]


def dig_deeper(user, topic: str, memory: Retrieval, earlier=()) -> str:
    """"Dig deeper into X": beliefs and episodes for X, plus matching raw messages."""
    parts = [recall(user, topic, memory, earlier)]
    hits = archive_search(user, topic)
    if hits:
        found = "\n".join(f"• {timeexpr.day(m.created_at.date())}: {m.text[:200]}" for m in hits)
        parts.append(f"From our past conversations:\n{found}")
    return "\n\n".join(parts)


def archive_search(user, topic: str) -> list[Message]:
    """Raw archive messages matching the topic's words, most relevant first; not the
    person's requests to the memory ("Dig deeper into Isla." listed itself)."""
    expression = lexical.tsquery(topic)
    if not expression:
        return []
    query = SearchQuery(expression, search_type="raw", config="english")
    vector = SearchVector("text", config="english")
    found = (
        Message.objects.for_user(user)
        .filter(role="user")
        .annotate(search=vector, rank=SearchRank(vector, query))
        .filter(search=query)
        .order_by("-rank", "-created_at")[: 4 * ARCHIVE_HITS]
    )
    return [message for message in found if not triggers.asks_the_memory(message.text)][:ARCHIVE_HITS]


def former(topic: str, beliefs) -> str:
    """"What did I used to think about X": superseded beliefs with what replaced them."""
    if not beliefs:
        return f"I don't have any earlier view of yours about {topic or 'that'} that has since changed."
    lines = []
    for belief in beliefs:
        line = f"• Until {timeexpr.day(belief.superseded_at.date())}: {belief.full}"
        if belief.superseded_by:
            line += f"\n  then: {belief.superseded_by.full}"
        lines.append(line)
    return f"Here's what you used to think about {topic or 'that'}:\n" + "\n".join(lines)


def maintenance(counts: dict) -> str:
    done = ", ".join(f"{name.replace('_', ' ')}: {value}" for name, value in counts.items() if value is not None)
    return f"Memory maintenance done for you now. {done or 'Nothing needed changing.'}"


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
        lines = "\n".join(f"• {line}" for line in _listed(memory.items, 5))
        text += f"\nHere is what I remember that seems relevant:\n{lines}"
    return text


def refused(verdict) -> str:
    return verdict.reply or "I can't help with that, and I haven't kept it in memory."
