"""A person's own words, as Socrates reads them (seed 004, DESIGN §6): the sentences of a
message that are claims about the person (``claims``), what they said of a belief without
formation's who-and-when heading (``words_of``), and beliefs as the contradiction check
reads them (``Spoken``: the words and their vector)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memory import embeddings
from memory.socrates import change_words, hours, names, places, values
from memory.socrates.subjects import described, own_news, unsaid_subject
from memory.models import Belief
from memory.text import extraction, lexical, timeexpr

_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|myself|we|we're|we've|us|our|ours|ourselves)\b", re.IGNORECASE
)
# Not "Can't believe I'm turning 50 next month": a verb negated opens no question.
_QUESTION_START = re.compile(
    r"^(?:who|what|when|where|why|how|which|whose|do|does|did|is|are|was|were|can|could|would|will|should|"
    r"have|has|shall|may|any)\b(?!['’]t\b)",
    re.IGNORECASE,
)
# Where a chat sentence's clauses part: "Down to two bikes after the clear-out, sold the rest
# online" tells of the person in its second.
_CLAUSE = re.compile(r"\s*[,;]\s*")
# One the person names by name gone ("Kiwi passed away in March", "Biscuit died last
# night"): their news, though no word of theirs is in it; a loss compares only with an
# earlier statement that names the same one (``change.changed``, ``LIFE_ENDED``).
_NAMED_LOSS = re.compile(r"^\W*(?-i:[A-Z][a-z]+)\s+(?:has\s+)?(?:passed away|died)\b", re.IGNORECASE)


def claims(text: str) -> list[str]:
    """The sentences of ``text`` that are claims about the person: first person (or, as
    in chat, a clause with a verb with the subject unsaid: "quit the cafe last week",
    "Down to two bikes after the clear-out, sold the rest online",
    ``subjects.unsaid_subject``, or the person's own news, ``subjects.own_news``, or one
    they name gone, ``_NAMED_LOSS``, or a place named as where they live now, ``places.says``:
    "The snow here in Toronto is already knee-deep", or the title they now go by,
    ``names.says``: "Dr Ahmed now, the viva went fine!", or the hours they keep,
    ``hours.says``: "Up at 6 every morning these days", or a fragment describing them,
    ``subjects.described``: "Night porter at a hotel in Bath", or a baby brother or sister of one
    of theirs, ``values.SIBLING``), with a content word, and neither a question (with
    or without its "?") nor a pleasantry, without a request frame ("Remember this: ...").
    "Where does my sister live?", "Hi!", "check this out" and "That's a lovely photo of
    your dog" hold none."""
    return list(_claims(text))


@lru_cache(maxsize=4096)
def _claims(text: str) -> tuple[str, ...]:
    """``claims``, kept for the texts read lately: formation reads a new belief's words
    up to three times (the read-ahead, the stretch's read, ``after_new_belief``)."""
    return tuple(
        sentence
        for sentence in map(extraction.unframed, extraction.sentences(text))
        if not sentence.endswith("?")
        and not extraction.pleasantry(sentence)
        and (_FIRST_PERSON.search(sentence) or _NAMED_LOSS.match(sentence) or places.says(sentence) or names.says(sentence)
             or hours.says(sentence) or described(sentence)
             or values.SIBLING.search(sentence)
             or any(unsaid_subject(c) or own_news(c) or values.opens_with_a_cut(c) for c in _CLAUSE.split(sentence)))
        and not _QUESTION_START.match(sentence)
        and lexical.terms(sentence)
    )


def states_change(text: str) -> bool:
    """Whether a statement itself says that something changed ("I moved to Berlin")."""
    return change_words.says_change(text)


def words_to_read(pairs) -> list[str]:
    """The single words mode 1 embeds to compare each (new ``full``, earlier ``full``) of
    ``pairs`` (``values.to_read``: what the earlier one denies and the new one's
    words; none for most pairs), each once, for formation to read ahead."""
    return list(dict.fromkeys(
        word for new, old in pairs for word in values.to_read(words_in(new), words_in(old))
    ))


def words_of(belief: Belief) -> str:
    """What the person said, without the who-and-when heading formation writes."""
    return words_in(belief.full)


@lru_cache(maxsize=4096)
def words_in(full: str) -> str:
    """``words_of`` a belief whose ``full`` text this is, kept for the texts read lately:
    formation reads a belief's words several times (the read-ahead, the stretch's read,
    its pairs' words, ``after_new_belief``: ~12,000 calls per 1,000 turns, issue 19).
    Without the dates formation resolved ("last week (the week of 16 November 2026)"):
    they are not the person's words, and they made "Hana and I broke up last week" too far
    from "My girlfriend Hana is a chef …" (0.347, 0.385 without) for consolidation to see the change
    the reply had asked about."""
    return timeexpr.unannotated(extraction.heading(full)[1]).strip().rstrip(".!")


@dataclass(frozen=True)
class Spoken:
    """A belief as the contradiction check reads it: the person's words, and their vector
    (the stored embedding includes the "who (date):" frame, which makes any two beliefs
    of one person on one day look alike)."""

    full: str
    embedding: object


def as_spoken(beliefs: list[Belief]) -> list[Spoken | None]:
    """Each belief as the person's words with their vector, or None when the words are
    no claim of the person's ("Long time no talk!") and so cannot be contradicted."""
    words = [words_of(belief) for belief in beliefs]
    claimed = [i for i, text in enumerate(words) if claims(text)]
    vectors = embeddings.embed_many([words[i] for i in claimed]) if claimed else []
    found: list[Spoken | None] = [None] * len(beliefs)
    for i, vector in zip(claimed, vectors):
        found[i] = Spoken(words[i], vector)
    return found
