"""What an explicit memory trigger shows, composed from memory without the model: "what
do you remember about X" (``recall``), "dig deeper into X" (``dig_deeper``), "what did I
used to think about X" (``former``) and what maintenance did (``maintenance``). ``replies``
sends them as interjections.

A listing is what the person said, in their own words (``in_full``), each sentence once;
of a named thing only what names it, since retrieval always finds something near.
"""

from __future__ import annotations

import dataclasses
import re

from django.contrib.postgres.search import SearchQuery, SearchRank, SearchVector

from memory.cycle import context, grounding, referred
from memory.cycle.asked import their_names
from memory.cycle.occupation import own_occupation
from memory.cycle.said import SPEAKER, in_full
from memory.models import Message, names_of
from memory.retrieval.assembly import Injected, Retrieval
from memory.text import extraction, lexical, timeexpr, triggers

ARCHIVE_HITS = 5
# What a recall's topic is when it is the person asking ("What do you remember about me?").
_SELF = {"", "me", "myself", "us", "i", "my life", "me and my life"}
_NAME = re.compile(r"\b[A-Z][\w-]*")


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
    asked = lexical.terms(topic)
    if _FOR_A_LIVING.search(topic):  # "what I do for a living" asks for work, not for where one lives or moves
        asked = (asked - lexical.terms("living")) | _WORK
    words = lexical.widened(asked)
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
    lines = "\n".join(f"• {line}" for line in listed(items, 12))
    return f"Here's what I remember about {about}:\n{lines}"


def _said_of(names: set[str], words: set[str], earlier, *, everything: bool = False, also=None) -> list[Injected]:
    """The sentences of ``earlier`` messages that name one of a topic's ``names`` (or, with
    none, have one of its ``words`` or, given ``also``, of which it holds; all of them when
    ``everything``), oldest first, as items headed with their day. A sentence that speaks
    of them by "he" or "she" right after they were named is one of them, said with whom it
    means (``referred``: "What did I say about my dad?" listed "My dad's just been diagnosed
    with diabetes." without "He's not taking it very seriously.")."""
    def of_it(s: str) -> bool:
        return bool(everything or (names & {w.lower() for w in _NAME.findall(s)} if names
                                   else words & lexical.terms(s) or also and also(s)))

    found, previous = [], ""
    for message in reversed(earlier):
        sentences = [s for s in map(extraction.unframed, extraction.sentences(message.text)) if extraction.informative(s)]
        said = []
        for j, s in enumerate(sentences):
            if of_it(s):
                said.append(s)
            elif (meant := referred.named(s, sentences[:j], previous)) and of_it(meant[0]):
                said.append(meant[0])
        previous = message.text
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
_FOR_A_LIVING = re.compile(r"\bfor\s+a\s+living\b|^\W*what\s+(?:i|we)\s+do\s*$", re.IGNORECASE)
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


def listed(items, limit: int) -> list[str]:
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
