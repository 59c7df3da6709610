"""Has a fact of the person's changed? (seed 003 §7, DESIGN §6) Stage 1 of the
contradiction check on unseen phrasing: a statement that says one of the person's own
facts changed ("I sold my Honda", "I cancelled my gym membership", "I left teaching")
contradicts the earlier statement of state it is about, found by a cue list, by the cue
readers (``cues``) and by the attribute of the person both are about (``attributes``);
another quantity, another tenure of the home, or a thing the earlier statement denied
(``values``) say so without a word of change.
"""

from __future__ import annotations

import re

from memory import embeddings
from memory.socrates import attributes, cues, instances, put_away, relations
from memory.socrates.contradiction import (
    ATTRIBUTE,
    CHANGE,
    IDIOMS,
    POSSESSION,
    SAME_WORDS,
    Result,
    content_words,
    overlap,
    polarity,
)
from memory.socrates.change_words import (
    CHANGE_OF_ATTRIBUTE,
    HELPING_OUT,
    DATED,
    LEFT_ONLY,
    LIFE_ENDED,
    NEGATED_CUE,
    NOT_A_TOPIC,
    OF_OTHERS,
    ONLY,
    RECOUNTED,
    SOUGHT,
    STRONG_CHANGE,
    SWITCH,
    UNREAL,
    UPKEEP,
    VISIT,
    WEAK_CHANGE,
    says_change,
    shared_terms,
    unreal,
)
from memory.socrates.subjects import (
    OPENING,
    about_someone_else,
    clauses,
    of_someone_elses,
    of_the_person_now,
    someone_elses,
)
from memory.socrates.values import (
    a_child_born,
    a_first_after_never,
    another_of_a_kind,
    another_quantity,
    another_thing_given_up,
    came_off,
    cut_off,
    filled_again,
    gone_without,
)
from memory.text import lexical

# A thing got ("We got a rabbit", "I bought a car").
_ACQUIRED = re.compile(r"\b(?:got|bought|adopted|rescued|brought home)\b", re.IGNORECASE)


# Two statements about one attribute this alike, neither negated, say the same value.
SAME_VALUE = 0.7
CHANGE_RELATED = 0.35
CHANGE_CLOSE = 0.5
# An end said outright is about the earlier statement's attribute when that is among its
# two nearest at this score or more (a state's must reach ``attributes.PLACED``): "I gave
# up flight school, it was too expensive" sounds of money as much as of studies.
ENDED_PLACED = 0.3
# "still", "started" or "kept" before what the earlier statement names: it holds, or has
# begun ("moved across town, still austin" / "I live in Austin"; "I started volunteering"
# / "I'm still volunteering at the shelter").
_GOES_ON = re.compile(r"\b(?:still|started|began|took up|kept|keep)\s+((?:[\w'-]+\s+){0,2}[\w'-]+)", re.IGNORECASE)


def goes_on(new_text: str, old_text: str) -> bool:
    """Whether ``new_text`` says that what ``old_text`` names still holds or has begun
    (``_GOES_ON``), both said the same way (neither or both negated)."""
    if polarity(new_text) != polarity(old_text):
        return False
    named = set().union(*(lexical.terms(found.group(1)) for found in _GOES_ON.finditer(new_text)))
    return bool((named & lexical.terms(old_text)) - NOT_A_TOPIC)


# A fact found out otherwise than the person held it ("... after all", "turns out ...").
_FOUND_OUT = re.compile(r"\b(?:after all|turns out|it turned out)\b", re.IGNORECASE)
# ... of how the person is, not of what they did ("I didn't make it to the gym after all").
_NOW = re.compile(r"\b(?:i'm|i am|im|i don't|i do not|i do|i can|i can't|i have|i've)\b", re.IGNORECASE)


# A clause that only sets aside what was said or thought ("we moved to York, not Leeds",
# "a dentist, not a doctor"): it says nothing of the person, and the thing it names is not
# what the statement is about.
_CONTRAST = re.compile(r"^\W*not\s+(?:(?:in|at|to|from|with|a|an|the)\s+)?[\w'-]+(?:\s+[\w'-]+)?\W*$", re.IGNORECASE)
# A clause of the time since the two last talked ("Been a busy week since we talked", "long
# time no see"): catching up, no fact of the person's. The end reader read "busy" in the
# first as an end (0.91), and the conversation bench asked it of "I'm dating Sam".
_CATCHING_UP = re.compile(
    r"\bsince (?:we|i) (?:last )?(?:talked|spoke|chatted|caught up|messaged|texted|saw each other)\b"
    r"|\blong time no (?:talk|see|chat|speak)\b|\bsince (?:our|my) last (?:chat|talk|message)\b",
    re.IGNORECASE,
)


def own_part(new: str, old: str) -> str:
    """The clauses of ``new`` that say something of the person as it is: without a
    contrast (``_CONTRAST``: "..., not Leeds"), the time since the two last talked
    (``_CATCHING_UP``), those
    about what might or will be (``UNREAL``: "... and I'd call myself a believer now") and
    those about someone else whom ``old`` does not name ("My dad finally quit smoking, I'm
    proud of him") or a thing of theirs ("since my friend's dog died"); "" when none is left."""
    parts = clauses(new)
    kept = [clause for clause in parts
            if not (_CONTRAST.match(clause) or _CATCHING_UP.search(clause) or UNREAL.search(clause)
                    or about_someone_else(clause, old)
                    or of_someone_elses(clause, old))]
    return new.strip() if len(kept) == len(parts) else ", ".join(kept)


def changed(new_text: str, new_embedding, old_text: str, old_embedding) -> Result:
    """Whether ``new_text`` says that the fact ``old_text`` states has changed (stage
    "change"); a restatement of the old side ("I moved to Berlin" twice), a plan, a wish or
    someone else's news is no change, and only a statement of how things stand with the
    person now (``of_the_person_now``: not "We played games", "It wasn't easy", "I'm so
    proud", "Gonna continue my education") can have changed. Of ``new_text``, only the
    clauses about the person as things are count (``own_part``: "My dad finally quit
    smoking, I'm proud of him" says no change of the person's).

    When ``old_text`` says how things stand (``_a_state``) and both are about one attribute
    of the person (``attributes.shared``): an end ("quit", "I cancelled my membership", by
    the cue list or the end reader, ``cues``) changes it; so does a start or a switch ("now",
    "These days I manage a coffee shop", or an event dated in the past: "I cut my hair
    really short last week") of an attribute that holds one value at a time (home, work,
    diet, looks) said with another value (less alike than SAME_VALUE), or of any attribute
    against the other polarity ("I can't swim" / "I swim every week now"). Otherwise, an
    end from ``CHANGE_OF_ATTRIBUTE`` of a thing both name ("I handed in my notice at St
    Mary's"), or a cue from the list and a content word in common (see ``STRONG_CHANGE``)."""
    old_text, old_embedding = _the_persons_side(new_text, old_text, old_embedding)
    if not old_text:
        return Result(False, CHANGE, embeddings.cosine(new_embedding, old_embedding))
    similarity = embeddings.cosine(new_embedding, old_embedding)
    old = IDIOMS.sub(" ", old_text)
    if not of_the_person_now(old_text):  # read first: most earlier claims stop here
        return Result(False, CHANGE, similarity)
    if relations.ends_another(new_text, old_text) or relations.none_of_it(new_text, old_text):
        return Result(False, CHANGE, similarity)
    said = IDIOMS.sub(" ", new_text)
    # Of the earlier statement, only what is ("I'm engaged to Mateo", not "the wedding's next
    # summer"); of the later, what is not wished or planned.
    if relations.changed(", ".join(clause for clause in clauses(said) if not UNREAL.search(clause)),
                         ", ".join(clause for clause in clauses(old_text) if not unreal(clause))):
        # Before the person's part is taken: "my fiancé wants a big wedding" is about the
        # fiancé, and theirs.
        return Result(True, ATTRIBUTE, similarity)
    if unreal(old_text):
        return Result(False, CHANGE, similarity)
    if filled_again(said, old_text):
        # The person's job or home filled again: read of the whole, whose clauses are
        # sorted there ("My manager at Aldi is so much nicer", "Edinburgh rents are brutal
        # but I love being near the sea here" are the person's). Said with a listed cue
        # ("I moved to Berlin last month"), the statement says the change itself.
        listed = STRONG_CHANGE.search(NEGATED_CUE.sub(" ", said)) and not STRONG_CHANGE.search(old)
        return Result(True, CHANGE if listed else ATTRIBUTE, similarity)
    new = own_part(said, old_text)
    if new and _FOUND_OUT.search(new) and _NOW.search(new) and polarity(new) != polarity(old) and shared_terms(new, old):
        # What the person held of themselves found untrue, said in the same words the other
        # way ("The allergy clinic says I'm not allergic to cats after all" / "I'm allergic
        # to cats"): no restatement, though the two share most words.
        return Result(True, ATTRIBUTE, similarity)
    if not new or goes_on(new, old_text) or overlap(content_words(new), content_words(old)) >= SAME_WORDS:
        return Result(False, CHANGE, similarity)
    if LEFT_ONLY.search(new) and not shared_terms(new, old) or another_thing_given_up(new, old):
        return Result(False, CHANGE, similarity)
    strong = STRONG_CHANGE.search(NEGATED_CUE.sub(" ", new)) and not STRONG_CHANGE.search(old)
    weak = WEAK_CHANGE.search(new) and not WEAK_CHANGE.search(old)
    flipped = polarity(new) != polarity(old)
    # An end said outright ("I handed in my notice at St Mary's", "I gave up flight school,
    # it was too expensive") may sound like a neighbouring attribute more than its own: its
    # second nearest will do, at ENDED_PLACED.
    near = attributes.shared(new_embedding, old_embedding, nearest=2, placed=ENDED_PLACED)
    if near is not None and _cued_elsewhere(new, near.name):
        near = None
    # A hardship told of as over and naming nothing of the earlier statement is no news of it.
    if near is not None and _a_state(old_text) and not (RECOUNTED.match(new) and not shared_terms(new, old)):
        # The readers read the whole statement: not trusted when a part of it was left out,
        # on a thing kept as it is (``UPKEEP``), nor on a step of what the person is after
        # (``SOUGHT``: "I'm wrapping up the business plan and looking for investors" ends
        # no business; asked of "I'm putting in a lot of work on my business" on LoCoMo), nor where others are
        # told of in a clause of their own (``OF_OTHERS``).
        trusted = new == said.strip() and not UPKEEP.search(new) and not SOUGHT.search(new) and not OF_OTHERS.search(new)
        ended, switched = cues.said(new_text) if trusted else (False, False)
        ended = ended or bool(strong or CHANGE_OF_ATTRIBUTE.search(new))
        attribute = near if ended else attributes.shared(new_embedding, old_embedding)
        one_value = attribute is not None and (attribute.exclusive or bool(ONLY.search(old)))
        another = attribute is not None and (flipped or (one_value and similarity < SAME_VALUE))
        dated = bool(DATED.search(new))
        # A stay somewhere for a while switches nothing ("Back in Paris for the weekend"), nor help given besides.
        moved = (weak or switched or dated or SWITCH.search(new)) and not VISIT.search(new) and not HELPING_OUT.search(new)
        if attribute is not None and (ended or (moved and another)):
            # A cue from the list says the change itself; the readers' and the
            # attributes' verdict is a guess, asked about and applied only on a yes.
            return Result(True, CHANGE if strong else ATTRIBUTE, similarity)
    # No change word the readers know: a thing got of what the person said they had none
    # of, about one attribute ("We got a rabbit called Clover" / "I don't have any pets",
    # the rabbit 0.54 from "pets"), another number of the same thing, or a thing the
    # earlier statement denied, or one of its kind (``another_of_a_kind``).
    acquired = (flipped and instances.denied(old) and _ACQUIRED.search(new) and POSSESSION.search(old)
                and attributes.shared(new_embedding, old_embedding, nearest=2, placed=ENDED_PLACED) is not None)
    # A quantity of the person ("I work four days a week") says how things stand, whatever
    # the cue readers make of its words.
    if another_quantity(new, old_text) and not says_change(old_text) or gone_without(said, old_text) or cut_off(new, old_text) or (
            came_off(new, old_text) or a_child_born(new, old_text) or put_away.ended(new, old_text)
            or a_first_after_never(new, old_text)) or (
            (_a_state(old_text) or instances.abstained(old_text)) and (acquired or another_of_a_kind(new, old_text))):
        return Result(True, ATTRIBUTE, similarity)
    shared = shared_terms(new, old) - _modifiers_acted_on(new, old)
    named = shared & lexical.terms(" ".join(_NAME.findall(old_text)))
    if shared and (similarity >= CHANGE_RELATED or named) and not strong and (
            CHANGE_OF_ATTRIBUTE.search(new) or LIFE_ENDED.search(new)):
        # An end of the very thing the earlier statement names ("I handed in my notice at
        # St Mary's" / "I'm a night nurse at St Mary's"), though the two sound like
        # different attributes: asked about, as a change found by meaning is. A name both
        # say is that thing however far apart the rest ("The flat feels so empty since we
        # lost Miso in March" / "We have a tabby called Miso", 0.28).
        return Result(True, ATTRIBUTE, similarity)
    if not (strong or (weak and flipped)):
        return Result(False, CHANGE, similarity)
    if shared and similarity < CHANGE_RELATED:
        similarity = max(similarity, _nearest_clause(new_embedding, old_text, shared))
    return Result(similarity >= (CHANGE_RELATED if shared else CHANGE_CLOSE), CHANGE, similarity)


# Words of change that belong to one attribute of a life: graduating ends studies, not a home
# ("I graduated last week!" sits near "home" as much as "studies", and was applied to "I live
# with my parents" in the conversation bench); retiring or being laid off ends work; a
# divorce or a break-up ends a partnership.
_CUES_OF = {
    "studies": re.compile(r"\b(?:graduated|graduating|graduation|dropped\s+out)\b", re.IGNORECASE),
    "work": re.compile(r"\b(?:retired|laid\s+off|got\s+fired|was\s+promoted|got\s+promoted|resigned)\b", re.IGNORECASE),
    "partner": re.compile(r"\b(?:divorced|broke\s+up|split\s+up|separated)\b", re.IGNORECASE),
}


def _cued_elsewhere(new: str, attribute: str) -> bool:
    """Whether every word of change ``new`` says (``STRONG_CHANGE``) belongs to one and the
    same attribute (``_CUES_OF``), another than ``attribute``."""
    owners = {next((name for name, words in _CUES_OF.items() if words.fullmatch(found.group(0))), None)
              for found in STRONG_CHANGE.finditer(NEGATED_CUE.sub(" ", new))}
    return len(owners) == 1 and None not in owners and attribute not in owners


# What a word of change acts on: the noun phrase after it, up to a word that opens what
# follows ("had to shut down my bank account", "sold my Honda Civic last week"); its last
# word is the thing itself, the others say which.
_ACTED_ON = re.compile(
    rf"(?:{STRONG_CHANGE.pattern}|{CHANGE_OF_ATTRIBUTE.pattern})"
    r"\s+(?:my|our|the|a|an|his|her|their)\s+((?:[\w'-]+\s+){0,3}?[\w'-]+)"
    r"(?=\s*(?:[,.;:!?]|$|(?:and|but|because|so|for|to|in|at|on|with|from|last|this|yesterday|today|after|before|since|"
    r"when|as|too|again|now|instead|already|though|was|were|is|are|has|had|have|will|would|went|feels?|felt)\b))",
    re.IGNORECASE,
)


def _modifiers_acted_on(new: str, old: str) -> set[str]:
    """The words of ``new`` that only say which thing its change acts on, when ``old`` does
    not name the thing itself: "I had to shut down my bank account" ends an account, not
    "I work for a bank downtown" (the conversation bench acknowledged it as a change of
    job); "I sold my Honda Civic" ends the Civic "I drive a Honda Civic" names."""
    found = set()
    for phrase in _ACTED_ON.finditer(new):
        *which, thing = phrase.group(1).split()
        if not shared_terms(thing, old):
            found |= lexical.terms(" ".join(which))
    return found


# A name: a capitalised word that does not open its sentence ("a tabby called Miso").
_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+\b")


def _nearest_clause(new_embedding, old_text: str, shared: set[str]) -> float:
    """How near the statement is to the clause of ``old_text`` that has a word it shares,
    when ``old_text`` says more than that: "I sold Tempête last month" is 0.34 from "I'm a
    vet in Lyon and I have a horse called Tempête" and was not asked about; it is nearer
    "I have a horse called Tempête"."""
    parts = clauses(old_text)
    sharing = [clause for clause in parts if lexical.terms(clause) & shared]
    if len(parts) < 2 or not sharing:
        return -1.0
    return max(embeddings.cosine(new_embedding, embeddings.embed(clause)) for clause in sharing)


_SPEAKER = re.compile(r"\b(?:i|i'm|im|i've|i'd|me|we|we're|we've|us)\b", re.IGNORECASE)
# A clause whose subject is the person, after a few words of when ("yes I moved …", "In
# October we moved …", "Hana and I broke up …"), not someone of theirs ("My dad moved back
# to Ireland to be near us").
_SPEAKER_FIRST = re.compile(r"^\W*(?:(?!(?:my|our)\b)[\w']+\W+){0,3}?(?:i|i'm|im|i've|we|we're|we've)\b", re.IGNORECASE)


def _the_persons_side(new_text: str, old_text: str, old_embedding) -> tuple[str, object]:
    """What of ``old_text`` a change the person tells of themselves (``new_text`` opens
    with "I" or "we", ``_SPEAKER_FIRST``) can be about, with its vector: a statement of
    someone else's ("My mum lives in Birmingham and I visit her every other weekend",
    ``subjects.someone_elses``) only in its clauses with the person in them ("I visit her
    every other weekend"), "" when it has none. "yes I moved to Camden in October" was
    asked about against the mum's home."""
    own = _persons_side(new_text, old_text)
    if own is None:
        return old_text, old_embedding
    return (own, embeddings.embed(own)) if own else ("", old_embedding)


def _persons_side(new_text: str, old_text: str) -> str | None:
    """``_the_persons_side``'s text: None when it is all of ``old_text``."""
    parts = clauses(old_text)
    first = next(iter(clauses(new_text)), "")
    if not parts or not someone_elses(parts[0]) or not _SPEAKER_FIRST.match(first):
        return None
    return ", ".join(clause.strip() for clause in parts if _SPEAKER.search(clause))


def read_persons_sides(new_text: str, old_texts: list[str]) -> None:
    """Read in one run of the model what ``changed`` will compare ``new_text`` with of each
    of ``old_texts`` where that is only the person's side of it (``_the_persons_side``):
    read a pair at a time, each was a run of the model of its own, two with the cue
    readers, before a turn's reply (the conversation bench's first token 654 → 813 ms
    p50 once the sides were compared)."""
    sides = [side for old in old_texts if (side := _persons_side(new_text, old))]
    if sides:
        cues.read(sides)


def _a_state(text: str) -> bool:
    """Whether ``text`` (a statement of the person now, ``of_the_person_now``) says how
    things stand (what can later change), not what happened or may happen: no change cue,
    nothing unreal or planned, and, unless it says the person never has or does a thing
    (``_NEVER``: "I've never smoked in my life", "I don't smoke.", whose "smoked" and
    "don't smoke" the readers take for an end), no word the cue readers are sure says a
    change (``cues.STATE``)."""
    if UNREAL.search(text) or says_change(text):
        return False
    return bool(_NEVER.match(text)) or max(cues.scores(text)) < cues.STATE


_NEVER = re.compile(OPENING + r"(?:i|we)(?:(?:'ve| have)? never|\s+(?:don't|do not))\b", re.IGNORECASE)
