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
import json
from functools import lru_cache
from pathlib import Path

from memory import embeddings
from memory.socrates import quantities
from memory.socrates.subjects import clauses
from memory.text import lexical

# A word of the later clause names the denied thing, or a thing of its kind, from this
# cosine of the two words' vectors.
SAME_KIND = 0.72
# Up to this many content words after a negation are what it denies ("I don't drink
# coffee at all" → coffee; "I don't have a driving licence" → driving licence).
DENIED_WORDS = 2
# What an abstainer abstains from: a word that says it outright and the names of the things.
ABSTAINS = (
    (re.compile(r"\bvegan\b", re.IGNORECASE), ("meat", "fish", "dairy", "eggs")),
    (re.compile(r"\b(?:vegetarian|veggie)\b", re.IGNORECASE), ("meat", "fish")),
    (re.compile(r"\b(?:pescatarian|pescetarian)\b", re.IGNORECASE), ("meat",)),
    (re.compile(r"\b(?:teetotal|teetotaller|sober|tee-total)\b", re.IGNORECASE), ("alcohol",)),
    (re.compile(r"\bnon-?smoker\b", re.IGNORECASE), ("cigarettes",)),
    (re.compile(r"\b(?:kosher|halal)\b", re.IGNORECASE), ("pork",)),
)
# A thing given up or kept out of one's life, said of the thing ("dairy-free", "off
# caffeine", "cut out sugar completely", "I've stopped eating dairy"): a kind of ``KINDS``
# only, as "off work" or "quit my job" abstain from nothing; "-free" said of the person,
# not of a thing ("dairy-free desserts", "the dairy-free recipe").
_GIVEN_UP = re.compile(
    r"\b(?:([a-z]+)[- ]free(?=\s*(?:[,.;!?]|$|for\b|since\b|now\b|these days\b|completely\b|diet\b))|"
    r"(?:off|cut out|given up|gave up|quit|stopped|avoid|avoiding|no more)\s+"
    r"(?:(?:eating|drinking|all|the|any)\s+)*([a-z]+(?: [a-z]+)?))",
    re.IGNORECASE,
)
# Everyday names of what is of a kind a person may deny or abstain from (``data/kinds.json``,
# ours): what the single words' vectors do not tell (chicken 0.70 from "meat", lamb 0.58,
# espressos 0.54 from "coffee", telly 0.34 from "tv").
KINDS_FILE = Path(__file__).parent / "data" / "kinds.json"
# Words before a thing that say it is not of its kind ("veggie burger", "oat latte",
# "alcohol-free beer", "decaf coffee").
_STAND_IN = (
    r"veggie|vegan|vegetarian|bean|plant-based|plant|meat-free|meatless|quorn|tofu|lentil|oat|soy|soya|almond|"
    r"dairy-free|gluten-free|sugar-free|alcohol-free|non-alcoholic|low-alcohol|zero|decaf|herbal|fake|mock|vegan-friendly|"
    r"cashew|coconut|nut|rice|hemp"
)
_STOOD_IN = re.compile(rf"\b(?:{_STAND_IN})[\s-]+[\w'-]+", re.IGNORECASE)
# A name of the thing said of a place, a trade or a tool of it ("a coffee brand", "the wine
# bar", "the coffee machine"), not the thing had.
_OF_THE_TRADE = (
    r"shops?|brands?|bars?|company|companies|clients?|business|cafes?|café|farms?|factory|aisle|machines?|makers?|"
    r"industry|ads?|adverts?|festival|van|truck|stand|alarms?|detectors?"
)
# A thing made, served or given for others ("Cooked lamb chops for my in-laws", "baked a
# loaf for my partner", "bought my dad a bottle of wine for his birthday"), or a thing only
# watched (``_WATCHED``: "Watched the marathon on telly"): what the person cooks, gives or
# sees is not what they eat or do.
_PEOPLE = (
    r"(?:in-laws?|partners?|husbands?|wife|wives|kids?|children|family|friends?|mates?|guests?|boyfriends?|girlfriends?|"
    r"mum|dad|mom|parents?|sons?|daughters?|sisters?|brothers?|flatmates?|housemates?|colleagues?|team|neighbou?rs?|else)"
)
_SERVED = re.compile(
    rf"\bfor (?:(?:my|our|the|his|her|their|everyone|everybody)\b(?: [\w'-]+){{0,3}}? {_PEOPLE}\b|(?:his|her|their)\b)|"
    rf"\b(?:bought|got|gave|made|brought|ordered|cooked|baked)\s+(?:my|our|the)\s+(?:[\w'-]+\s+)?{_PEOPLE}\b",
    re.IGNORECASE,
)
_WATCHED = re.compile(r"\bwatch(?:ed|ing|es)?\s+(?:the\s+|a\s+|an\s+|some\s+)?$", re.IGNORECASE)
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
# Said alone, or with words of degree only, a denied verb of these says what is abstained
# from ("I don't drink", "I don't drink at all").
_ALONE = {"drink": "alcohol", "smoke": "cigarettes"}


@lru_cache(maxsize=4096)
def denied(text: str) -> tuple[str, ...]:
    """What ``text`` says the person does not have or do: the first content words after
    the negation of each of its clauses (``_NEGATED``) ("coffee", "driving licence", "plane", "drive"), or what an abstainer
    abstains from ("meat" for "I'm vegetarian", ``abstained``)."""
    found = list(abstained(text))
    for negated in filter(None, map(_NEGATED.match, _CLAUSES.split(text))):
        said = _WORD.findall(negated.group(1).lower())
        words = [w for w in said if w not in lexical.STOP_WORDS and w not in _LIGHT and len(w) > 1][:DENIED_WORDS]
        if words:
            found.append(" ".join(words))
        elif said and said[0] in _ALONE and all(w in lexical.STOP_WORDS or w in _LIGHT for w in said[1:]):
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
    """Whether a word of ``clause`` is one of ``things`` or a thing of its kind, by its
    everyday name (``of_a_kind``) or by the single words' vectors (``SAME_KIND``); not a
    thing made for others (``_SERVED``) nor a stand-in for it ("oat milk", ``_STAND_IN``)."""
    said = words(_STOOD_IN.sub(" ", clause))
    if not things or not said or _SERVED.search(clause):
        return False
    if of_a_kind(things, clause):
        return True
    denied = [w for thing in things for w in thing.split()]
    if {lexical.stem(w) for w in said} & {lexical.stem(w) for w in denied}:
        return True
    if {quantities.kind_of(w) for w in said} & {quantities.kind_of(w) for w in denied} & {
            quantities.CHILDREN, quantities.GRANDCHILDREN}:
        return True  # "our son was born" after "no kids": one kind, though the words sit apart (0.49)
    compared = _kinds(things)
    vectors = embeddings.embed_many([*compared, *said])
    return bool((vectors[: len(compared)] @ vectors[len(compared):].T).max() >= SAME_KIND)


def _kinds(things: tuple[str, ...]) -> list[str]:
    """What a later word is compared with: each denied thing and, of one of two words,
    each word ("smoked" of "smoked life", "dog" of "dog people": cigarette 0.79, puppy 0.80)."""
    return list(dict.fromkeys([*things, *(w for thing in things if " " in thing for w in thing.split())]))


@lru_cache(maxsize=1)
def kinds() -> dict[str, tuple[str, ...]]:
    """Each kind of ``KINDS_FILE`` → the names of what is of it."""
    found = json.loads(KINDS_FILE.read_text(encoding="utf-8"))["kinds"]
    return {kind: tuple(names) for kind, names in found.items()}


@lru_cache(maxsize=4096)
def abstained(text: str) -> tuple[str, ...]:
    """The kinds (``kinds``) ``text`` says the person keeps out of their life: by a word of
    an abstainer ("vegan", "teetotal", ``ABSTAINS``) or of the thing given up
    (``_GIVEN_UP``): "I've stopped eating dairy", "gluten-free for my health", "I'm off
    caffeine completely". A state, however it began ("since 2019", "stopped")."""
    found = [thing for pattern, things in ABSTAINS if pattern.search(text) for thing in things]
    for match in _GIVEN_UP.finditer(text):
        said = (match.group(1) or match.group(2)).lower()
        found += [thing for thing in (said, said.split()[0]) if thing in kinds()][:1]
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=256)
def _of_kinds(names: frozenset[str]) -> re.Pattern:
    listed = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w'-])(?:({_STAND_IN})[\s-]+)?(?:{listed})(?![\w'-])(?!\s+(?:{_OF_THE_TRADE})\b)", re.IGNORECASE)


def of_a_kind(things: tuple[str, ...], clause: str) -> bool:
    """Whether ``clause`` names, as the person's and not as made for others (``_SERVED``),
    a thing of a kind among ``things`` by its everyday name (``kinds``): "lamb chops"
    after "meat", "a double espresso" after "caffeine"; not "veggie burgers" (``_STAND_IN``),
    "a coffee brand" (``_OF_THE_TRADE``) or "watched the marathon" (``_WATCHED``)."""
    pattern = _pattern(things)
    if pattern is None or _SERVED.search(clause):
        return False
    clause = _SOMEONE_ELSES.sub(" ", clause)
    return any(found.group(1) is None and not _WATCHED.search(clause[: found.start()])
               for found in pattern.finditer(clause))


def _pattern(things: tuple[str, ...]) -> re.Pattern | None:
    """The pattern of the everyday names of what is of a kind among ``things`` (``of_a_kind``),
    or None when no kind of theirs is listed."""
    names = {name for kind in _kinds(things) for name in kinds().get(kind, ())}
    return _of_kinds(frozenset(names)) if names else None


def prepare() -> None:
    """Compile each listed kind's pattern (``_pattern``), as ``had`` reads every kind of a
    claim: ~11 ms of a process's first claim with a word of change otherwise."""
    for kind in kinds():
        _pattern((kind,))


def owned(things: tuple[str, ...], clause: str) -> bool:
    """Whether ``clause`` names a thing among ``things`` or of their kind (``names``) as the
    person's own, whoever its subject: "The tattoo on my wrist is still healing", "on my
    third espresso of the day" (not "My sister's tattoo on her wrist")."""
    return any(
        re.search(rf"\bmy\s+(?:[\w'-]+\s+){{0,2}}{re.escape(w)}\b|\b{re.escape(w)}\s+(?:on|in)\s+my\b", clause, re.IGNORECASE)
        and names(things, w) for w in words(clause)) if things else False


def opens_with_a_kind(things: tuple[str, ...], clause: str) -> bool:
    """Whether ``clause``, a chat fragment with no subject, opens with a thing of a kind
    among ``things`` (``of_a_kind``), counted or not: "Three espressos a day these days",
    "pints with the lads after five-a-side", "bacon sarnies on a sunday morning"."""
    opening = re.match(r"^\W*(?:(?:\d+|a|an|some|more|two|three|four|five|six|few|couple|of|the)\s+)*((?:[\w'-]+\s+){0,1}[\w'-]+)", clause)
    return bool(opening) and of_a_kind(things, opening.group(1))


# Of a claim that names a thing of a kind, this many of the person's statements nearest to
# the prototype of abstaining from it (``prototype``) are read too: "Shared a bottle of red
# with my sister" is 0.21 from "I don't drink alcohol, haven't for years", below the
# nearest of any person who talks much.
NEAREST = 20


def prototype(claim: str) -> str | None:
    """The prototype of the statements a ``claim`` naming a thing of a kind by its everyday
    name may change (``of_a_kind``: "Grilled some lamb chops" → "I don't have any meat at
    all."), or None."""
    kind = next((kind for kind in kinds() if of_a_kind((kind,), claim)), None)
    return f"I don't have any {kind} at all." if kind else None


# A stretch of time ("day 40", "three months"), and a thing said to be gone from it: "Three
# months without a cigarette today!", "six months smoke free today".
_STRETCH = re.compile(
    r"\b(?:day \d+|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) (?:days?|weeks?|months?|years?))\b",
    re.IGNORECASE,
)
_FREE = r"[- ]free(?=\s*(?:[,.;!?]|$|for\b|since\b|now\b|today\b|these days\b|completely\b))"


def had(text: str, polarity) -> tuple[str, ...]:
    """The kinds (``kinds``) a thing of which ``text`` names in a clause ``polarity`` reads
    as affirmed: what "I smoke about ten a day" says the person has or does (cigarettes)."""
    parts = clauses(text)
    return tuple(kind for kind in kinds() if any(polarity(part) > 0 and of_a_kind((kind,), part) for part in parts))


def gone_without(things: tuple[str, ...], clause: str) -> bool:
    """Whether ``clause`` says a stretch of time without a thing of a kind among ``things``
    (``_STRETCH``): "day 40 without a cigarette", "six months smoke free today"."""
    names = {name for kind in things for name in kinds().get(kind, ())}
    if not names or not _STRETCH.search(clause):
        return False
    listed = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return bool(re.search(rf"\bwithout (?:a |an |any |one )?(?:single )?(?:{listed})\b|\b(?:{listed}){_FREE}", clause, re.IGNORECASE))


def opens_with_a_stretch(clause: str) -> bool:
    """Whether ``clause`` opens with a stretch of time (``_STRETCH``: "Ten weeks without ...")."""
    found = _STRETCH.search(clause)
    return bool(found) and not clause[: found.start()].strip(" \t\"'(")
