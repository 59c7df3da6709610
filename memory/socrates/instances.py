"""What a person said they do not have or do, and a later thing of that kind (issue 14).

"I don't own a tv" and then "new 65 inch tv arrived today"; "I've never been on a plane"
and then "first flight ever yesterday"; "I'm vegetarian" and then "made a killer steak
last night": the later statement says no change word and shares no word with the earlier
one's, and the two sentences sound less alike (0.3-0.45) than ordinary talk about one
topic. What they share is a word of the later statement that names what the earlier one
denies, or a thing of its kind. ``denied`` reads what an earlier statement denies (the
words after its negation, or what an abstainer abstains from: a vegetarian from meat);
``names`` finds a word of a later clause that is that thing or one of its kind by the
MiniLM vectors of the single words (beef 0.82 from "meat", flight 0.75 from "plane",
driving 0.82 from "drive"; steak 0.71 from "meat" just below; tea 0.62 from "coffee", dog
0.70 from "pets": words of one field, not of one kind, sit below ``SAME_KIND``). Whether the later clause is the
person's and says that it is so is ``change.changed``'s business.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memory import embeddings
from memory.socrates import quantities
from memory.text import lexical

# A word of the later clause names the denied thing, or a thing of its kind, from this
# cosine of the two words' vectors.
SAME_KIND = 0.72
# Up to this many content words after a negation are what it denies ("I don't drink
# coffee at all" → coffee; "I don't have a driving licence" → driving licence).
DENIED_WORDS = 2
# What an abstainer abstains from: a word that says it outright and a name for the thing.
ABSTAINS = (
    (re.compile(r"\b(?:vegetarian|vegan|veggie)\b", re.IGNORECASE), "meat"),
    (re.compile(r"\b(?:teetotal|teetotaller|sober|tee-total)\b", re.IGNORECASE), "alcohol"),
    (re.compile(r"\bnon-?smoker\b", re.IGNORECASE), "cigarettes"),
)
# A negation of the clause's own verb or thing: among its first words ("I don't drink
# coffee", "my wife and I don't have any pets", "no kids", "I speak no German"), not in a
# clause within ("loads of books I haven't read"), nor of a degree or a quality ("not a
# lot for London", "not great", "not sure").
_NEGATED = re.compile(
    r"^\W*(?:[\w']+\s+){0,4}?(?:(?:no|never|not|without)\b|[\w]+n't\b)\s+"
    r"(?!(?:a lot|lots|much|many|really|that|so|too|very|quite|bad|great|good|sure|easy|fun|only|just|enough|yet)\b)"
    r"([^,.;!?]*)",
    re.IGNORECASE,
)
_CLAUSES = re.compile(r"\s*[,;:]\s*|\s+(?:and|but|so)\s+", re.IGNORECASE)
_WORD = re.compile(r"[a-z][a-z'-]*")
# Verbs of having or doing that say nothing of what is denied ("don't have any pets",
# "never been on a plane"), and words of degree.
_LIGHT = frozenset(
    "have has had own owns owned got do does did like liked love loved hate eat ate drink drank speak use used want "
    "need know been be go went even ever really at all any word bit single much anymore more longer since yet "
    "interested allowed able learned learnt tried".split()
)
# Said alone, a denied verb of these says what is abstained from ("I don't drink").
_ALONE = {"drink": "alcohol", "smoke": "cigarettes"}


@lru_cache(maxsize=4096)
def denied(text: str) -> tuple[str, ...]:
    """What ``text`` says the person does not have or do: the first content words after
    the negation of each of its clauses (``_NEGATED``) ("coffee", "driving licence", "plane", "drive"), or what an abstainer
    abstains from ("meat" for "I'm vegetarian")."""
    found = [thing for pattern, thing in ABSTAINS if pattern.search(text)]
    for negated in filter(None, map(_NEGATED.match, _CLAUSES.split(text))):
        said = _WORD.findall(negated.group(1).lower())
        words = [w for w in said if w not in lexical.STOP_WORDS and w not in _LIGHT and len(w) > 1][:DENIED_WORDS]
        if words:
            found.append(" ".join(words))
        elif said and said[0] in _ALONE and len(said) == 1:
            found.append(_ALONE[said[0]])
    return tuple(dict.fromkeys(found))


# A thing someone else has ("my dad's car", "on his iPhone", "her new bike"): named, but
# not the person's. Not a contraction ("it's", "that's").
_SOMEONE_ELSES = re.compile(
    r"\b(?:(?!(?:it|that|what|he|she|there|here|who|where|let|how|everyone|everybody|one)'s)[a-z]+'s|his|her|their|your)"
    r"\s+(?:[a-z-]+\s+)?[a-z-]+",
    re.IGNORECASE,
)


def words(clause: str) -> list[str]:
    """The content words of a later clause that could name a thing of the person's: not
    what someone else has (``_SOMEONE_ELSES``)."""
    return list(dict.fromkeys(
        w for w in _WORD.findall(_SOMEONE_ELSES.sub(" ", clause).lower())
        if w not in lexical.STOP_WORDS and w not in _LIGHT and len(w) > 1
    ))


def to_read(things: tuple[str, ...], clause: str) -> list[str]:
    """The single words (and denied things) ``names`` embeds for this pair: read ahead with
    the sentences, formation finds them embedded."""
    return [*_kinds(things), *words(clause)] if things else []


def names(things: tuple[str, ...], clause: str) -> bool:
    """Whether a word of ``clause`` is one of ``things`` or a thing of its kind
    (``SAME_KIND``)."""
    said = words(clause)
    if not things or not said:
        return False
    denied = [w for thing in things for w in thing.split()]
    if {lexical.stem(w) for w in said} & {lexical.stem(w) for w in denied}:
        return True
    if {quantities.kind_of(w) for w in said} & {quantities.kind_of(w) for w in denied} & {
            quantities.CHILDREN, quantities.GRANDCHILDREN}:
        return True  # "our son was born" after "no kids": one kind, though the words sit apart (0.49)
    kinds = _kinds(things)
    vectors = embeddings.embed_many([*kinds, *said])
    return bool((vectors[: len(kinds)] @ vectors[len(kinds):].T).max() >= SAME_KIND)


def _kinds(things: tuple[str, ...]) -> list[str]:
    """What a later word is compared with: each denied thing and, of one of two words,
    each word ("smoked" of "smoked life", "dog" of "dog people": cigarette 0.79, puppy 0.80)."""
    return list(dict.fromkeys([*things, *(w for thing in things if " " in thing for w in thing.split())]))
