"""Does a new statement contradict a belief? (seed 003 §7, DESIGN §6)

Three stages, cheapest first, each allowed to settle the question:

1. negation heuristic: the same words, one side negated ("I eat meat" / "I don't eat meat");
   or the same slot of a life filled with another value ("I live in Lisbon" / "I moved to
   Berlin", "my favourite band is X" / "... is Y"), see ``SLOTS``; or, whatever the
   phrasing, a statement that says a fact of the person's changed ("I sold my Honda",
   "I cancelled my gym membership") about an earlier statement of state on the same
   attribute of their life (``attributes``, by meaning) or sharing a topic word with it
   (``changed``);
2. embedding opposition: close in meaning but of opposite polarity, by negation or by an
   antonym swap ("I love my job" / "I hate my job");
3. an isolated LLM micro-call, only when 1 and 2 are inconclusive and only on a model that
   passed the capability check (``memory.llm.capability``; the embedded 135M model does
   not): its prompt holds the two statements and nothing else (no conversation, no
   memory), and its answer never enters the conversation. No capable model or an unclear
   answer means "no contradiction": a person is never challenged on a guess.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from memory import embeddings, llm
from memory.socrates import attributes, cues, instances, quantities
from memory.text import lexical
from memory.llm import capability

logger = logging.getLogger(__name__)

# Below this similarity two statements are about different things.
RELATED = 0.4
# Stage 1: share of content words the two statements must have in common.
SAME_WORDS = 0.6
# Stage 2: at or above this similarity, opposite polarity is a contradiction, and equal
# polarity with no antonym swap is agreement.
OPPOSED = 0.6
AGREEING = 0.9
# Opposite polarity alone settles it from this similarity when both statements say what
# the person has ("I don't have a car" / "I bought a car"; "I have two cats" / "I don't
# have any pets now"): callers ask about it only when the new statement says something
# changed. Elsewhere it needs OPPOSED: "I won't quit" is no change of "I keep pushing".
POLARITY_RELATED = 0.45
# A thing got ("We got a rabbit", "I bought a car").
_ACQUIRED = re.compile(r"\b(?:got|bought|adopted|rescued|brought home)\b", re.IGNORECASE)
_POSSESSION = re.compile(r"\b(?:have|has|had|own|owns|owned|got|bought|sold|adopted)\b", re.IGNORECASE)

_NEGATION = re.compile(
    r"\b(?:not|no|never|nobody|nothing|none|neither|nor|cannot|no longer|anymore|any more|stopped|quit)\b|n't\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[a-z']+")
_STOPWORDS = frozenset(
    "i me my mine we our you your he she it they them is am are was were be been being do does did "
    "a an the to of in on at for with and or but so that this these those really very just also "
    "now still too much lot lots".split()
)
ANTONYMS = (
    ("love", "hate"), ("like", "dislike"), ("like", "hate"), ("enjoy", "hate"), ("enjoy", "dislike"),
    ("always", "never"), ("agree", "disagree"), ("happy", "unhappy"), ("married", "single"),
    ("married", "divorced"), ("healthy", "sick"), ("allowed", "forbidden"), ("safe", "dangerous"),
    ("vegetarian", "meat"), ("vegan", "meat"),
)
# An antonym swap this close in meaning is a contradiction even below OPPOSED.
ANTONYM_RELATED = 0.5
# The stage of a contradiction by opposite polarity alone (see ``heuristics``).
POLARITY = "polarity"
# The stage of a change found by meaning (``changed``: the attribute, the cue readers).
ATTRIBUTE = "attribute"
# Stages that leave a pair open: nothing decided, or opposite polarity alone (a guess).
UNSETTLED = ("inconclusive", POLARITY)
# A place: capitalised words, or in chat one word in lower case where a sentence or a clause
# may end after it ("we relocated to denver in march"), not a word of the sentence going on
# ("we moved to be closer", "I live in a flat").
_PLACE = (
    r"(?P<value>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"
    r"|(?!(?:a|an|the|my|our|his|her|their|this|that|with|here|there|together|town|be|get|go)\b)[a-z][\w'-]+"
    r"(?=$|[.,!;]| (?:in|last|this|since|now|with|for|about|and|but|a)\b))"
)
# The person or their household as the subject, a few words before the verb at most ("We
# packed up and moved to Leeds"), with nobody else's in between ("I think my dad moved").
_OWN = r"\b(?:[Ii]|[Ww]e)\b(?:(?!\b(?:he|she|they|my|his|her|their)\b)[^.,;!?]){0,30}?\b"
# Slots of a person's life that hold one value at a time: (name, pattern with ``value``).
# Two first-person statements filling one slot with different values contradict.
SLOTS = (
    ("home", re.compile(_OWN + r"(?:live|lived|living|moved|relocated|settled)(?: back)? (?:in|to) " + _PLACE)),
    ("home", re.compile(r"\b(?:[Ii]|[Ww]e)(?:'m| am| are|'re) (?:living|based) in " + _PLACE)),
    # A home said as a dwelling, not a place ("We moved to a house in the suburbs" / "I live
    # in a small flat downtown"): a slot of its own, as a flat downtown can be in Chicago.
    ("dwelling", re.compile(_OWN + r"(?:live|lived|moved|relocated)(?: back)? (?:in|to|into) "
                        r"(?P<value>(?:a|an|the|our|my) [\w' -]+?)(?:[.!,;]|$)")),
    ("favourite", re.compile(r"\bmy fav(?:ou)?rite (?P<slot>[a-z]+(?: [a-z]+)?) (?:is|was) (?:now )?(?P<value>[\w' -]+?)(?: now)?[.!,]?$", re.I)),
    ("job", re.compile(r"\bi (?:work|worked|am working|'m working) (?:as|at|for) (?:an? |the )?(?P<value>[\w -]+?)(?: now)?(?:[.!,]|$)", re.I)),
    ("household", re.compile(r"\bi live (?P<value>alone|on my own|by myself|with [\w ]+?)(?: now)?(?:[.!,]|$)", re.I)),
    ("partner", re.compile(r"\b(?i:i'm|i am|i got) (?i:married|engaged) to (?P<value>[A-Z]\w+)")),
    ("partner", re.compile(r"\b(?i:i'm|i am) (?i:dating|seeing) (?P<value>[A-Z]\w+)")),
    # A break-up empties the slot: "Marco and I broke up" fills it with "ended: marco".
    ("partner", re.compile(r"\b(?P<ended>[A-Z]\w+) and (?:I|me) (?i:broke up|split up|split|separated|got divorced)")),
    ("partner", re.compile(r"\b(?:I|i) (?i:broke up|split up|split) with (?P<ended>[A-Z]\w+)")),
)

# Stage 1 on unseen phrasing: a statement that says one of the person's own facts changed
# ("I sold my Honda", "My brother moved out", "I left teaching") contradicts the earlier
# statement it is about. A strong cue says a change by itself; a weak one ("now",
# "started") only with the other side's polarity ("I don't play any instruments" / "I play
# the piano now"). What it is about: a content word both share, with the statements at
# least CHANGE_RELATED alike, or no shared word and CHANGE_CLOSE alike ("I live in a small
# flat downtown" / "We moved to a house in the suburbs").
_STRONG_CHANGE = re.compile(
    r"\b(?:moved|relocated|sold|left(?! for\b| on\b| early\b)|quit|switched|stopped|gave up|given up|no longer|anymore|any more|"
    r"broke up|split up|separated|got (?:married|divorced|engaged|rid of)|retired|changed (?:jobs?|careers?|schools?|teams?)|"
    r"called (?:it|things) off|shut down|closed down|dropped out|graduated|passed away|went (?:vegan|vegetarian)|"
    r"(?:got|took|found) (?:a |an )?(?:new )?job(?! interview| offer| fair| application)|laid off|got fired|was promoted|got promoted|passed my)\b",
    re.IGNORECASE,
)
# More words of change, read only between two statements about one attribute of the
# person (``attributes``): alone, "became" or "gone back to" say little ("They've become
# like family to me").
_CHANGE_OF_ATTRIBUTE = re.compile(
    r"\b(?:cancell?ed|closed|got over|lost interest|no more|done with|divorc(?:e|ing)|dumped|rehomed|resigned|handed in|"
    r"stepped down|scrapped|written off|sober|(?:went|gone) back to|turned into|became|become|"
    r"(?:got|was|were|been|being) let go|let (?:the|our|my|him|her|them) (?:\w+ )?go)\b",
    re.IGNORECASE,
)
# When a thing happened ("in October", "last week", "since April", "three months ago"):
# an event dated so, of an attribute that holds one value at a time, is a switch.
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
_SEASON = r"(?:spring|summer|autumn|fall|winter)"
_DATED = re.compile(
    rf"\b(?:(?:in|since|last|this|over the) (?:{_MONTH}|{_SEASON})|last (?:week|month|year|{_SEASON})|since (?:last|the)\b|"
    rf"(?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?) ago|yesterday|(?-i:just) (?:had|got|bought|moved|started))\b",
    re.IGNORECASE,
)
# A visit is no move: "Oh, I've been to Paris yesterday!" dates a trip, not a new home
# (the conversation bench asked about it against "I live in Lisbon").
_VISIT = re.compile(r"\b(?:been to|went to|visit(?:ed|ing)?|trip|holiday|vacation|travell?(?:ed|ing))\b", re.IGNORECASE)
_WEAK_CHANGE = re.compile(r"\b(?:now|these days|nowadays|started|began|took up)\b", re.IGNORECASE)
# A cue said of what did not happen ("I won't quit", "I can't stop writing") or of what
# might ("I wish I could", "I'd love to") says no change.
_UNREAL = re.compile(
    r"(?:\b(?:not|never|won't|can't|cannot|couldn't|don't|didn't)\s+(?:\w+\s+)?(?:quit|stop|leave|give up|move|sell)"
    r"|\b(?:wish|would|could|(?<!in )(?<!since )(?<!last )(?<!this )(?<!until )(?<!of )(?<!from )may(?! \d)|might|if|will|gonna|(?:am|'m|are|'re|is|'s) going to|plan(?:ning)? to|hop(?:e|ing) to|want to|"
    # "maybe four hours a night": a hedge of an amount, nothing unreal
    r"maybe(?! (?:about |around )?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple)\b)|"
    r"thinking (?:about|of)|considering|should)\b"
    r"|\b(?:i|we)'(?:d|ll)\b)",
    re.IGNORECASE,
)
# ", not a nurse", "not the night shift": a word the statement says is not so.
_DENIED = re.compile(r"(?:^|,\s*|\bbut\s+|\band\s+)not\s+(?:an?\s+|the\s+|my\s+)?([a-z][\w-]+)")
# Phrases whose "not" or "now" says neither a negation nor a change ("I can't wait",
# "seven years now", "not long ago", "I won't give up": I keep on).
_IDIOMS = re.compile(
    r"\b(?:can't wait|cannot wait|can't believe|why not|no matter|not (?:just|only)|not (?:so |that )?long ago|"
    r"(?:not|never|won't|don't|can't)(?: gonna| going to)? (?:give up|quit|stop)|(?:couldn't|could not|can't) agree more|"
    r"(?:a while|years|months|weeks|days|ages|right|just|by) now|now (?:i|we) (?:can|could|get to))\b",
    re.IGNORECASE,
)
# Two statements about one attribute this alike, neither negated, say the same value.
SAME_VALUE = 0.7
CHANGE_RELATED = 0.35
CHANGE_CLOSE = 0.5
# An end said outright is about the earlier statement's attribute when that is among its
# two nearest at this score or more (a state's must reach ``attributes.PLACED``): "I gave
# up flight school, it was too expensive" sounds of money as much as of studies.
ENDED_PLACED = 0.3
# Words that say when or that something changed, not what it is about.
NOT_A_TOPIC = lexical.terms(
    "moved relocated sold left quit switched stopped gave given longer anymore broke split separated married "
    "divorced engaged rid retired changed called off shut closed dropped graduated passed away went job laid fired "
    "promoted now days nowadays started began "
    "took since ago last next year month week day time new today yesterday spring summer autumn fall winter"
)


META_PROMPT = (
    "Two statements made by the same person at different times:\n"
    "A: {old}\n"
    "B: {new}\n"
    "Can both be true at once? If B contradicts A, answer YES. If both can be true, answer NO. "
    "Answer with one word, YES or NO."
)


@dataclass(frozen=True)
class Result:
    """The verdict on one pair: ``stage`` is the stage that settled it ("unrelated",
    "slot", "negation", "change" (a statement of change by a listed cue, ``changed``),
    "attribute" (a change found by meaning, ``changed``: asked, never applied unasked), "embedding" (an
    antonym swap), "polarity" (opposite polarity alone), "llm"), or "inconclusive" when
    none could."""

    contradicts: bool
    stage: str
    score: float


# What these read of a text is kept for the texts read lately: Socrates compares each new
# belief with its neighbours, so a neighbour's text is read once per pair it is in
# (consolidation's duplicate check reads them too).
@lru_cache(maxsize=4096)
def polarity(text: str) -> int:
    """+1 for an affirmative statement, -1 for a negated one.

    Any negation cue negates: "I don't eat meat anymore" carries two cues and one meaning;
    an idiom's does not ("I can't wait", "not long ago").
    """
    return -1 if _NEGATION.search(_IDIOMS.sub(" ", text)) else 1


@lru_cache(maxsize=4096)
def content_words(text: str) -> frozenset[str]:
    """The words that carry a statement's meaning, without negations or filler."""
    words = set(_WORD.findall(text.lower().replace("n't", " not")))
    return frozenset(word.rstrip("s") for word in words - _STOPWORDS if not _NEGATION.fullmatch(word))


def _antonym_swap(a: str, b: str) -> bool:
    left, right = content_words(a), content_words(b)
    return any(
        (x in left and y in right and y not in left) or (y in left and x in right and x not in left)
        for x, y in ANTONYMS
    )


def denies(new: str, old: str) -> bool:
    """``new`` says outright that what ``old`` says of the person is not so: "Actually I'm
    a midwife, not a nurse" after "I'm a nurse in Manchester" (the two share one word of
    four, and the negation of one word reads as another side of one topic)."""
    if polarity(old) < 0 or about_someone_else(new, old):
        return False
    denied = {word.rstrip("s") for word in _DENIED.findall(new.lower())} - _STOPWORDS
    return bool(denied & content_words(old))


def overlap(a: set[str], b: set[str]) -> float:
    """The share of words two sets have in common (Jaccard)."""
    return len(a & b) / len(a | b) if a | b else 0.0


@lru_cache(maxsize=4096)
def slots(text: str) -> MappingProxyType:
    """The one-value slots ``text`` fills, slot → value in lower case (read-only)."""
    filled = {}
    for name, pattern in SLOTS:
        found = pattern.search(text)
        if found:
            groups = found.groupdict()
            slot = f"{name}:{groups['slot'].lower()}" if groups.get("slot") else name
            value = groups["value"] if groups.get("value") else f"ended: {groups['ended']}"
            filled.setdefault(slot, value.strip().lower())
    return MappingProxyType(filled)


def other_value(new_text: str, old_text: str) -> bool:
    """Both affirm the same one-value slot with different values ("I live in Lisbon" /
    "I moved to Berlin"); a negated statement fills no slot."""
    if polarity(new_text) < 0 or polarity(old_text) < 0:
        return False
    new, old = slots(new_text), slots(old_text)
    return any(new[slot] != old[slot] for slot in new.keys() & old.keys())


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


def says_change(text: str) -> bool:
    """Whether a statement itself says that something changed ("I moved to Berlin", "I
    eat meat again these days"): a change cue not said of what did not or might happen."""
    plain = _IDIOMS.sub(" ", text)
    return bool((_STRONG_CHANGE.search(plain) or _WEAK_CHANGE.search(plain)) and not _UNREAL.search(plain))


# Words of counting that open "our third arrived on Tuesday": the person's, no one else.
_COUNTING = frozenset("first second third fourth fifth sixth two three four five six".split())
_SOMEONE = re.compile(r"^\W*(?:(?i:my|our) (?P<relation>[a-z]+)|(?P<name>[A-Z][a-z]+))\b")
_ME = re.compile(r"\b(?:i|i'm|i've|i'd|me|we|we're|we've|us)\b", re.IGNORECASE)
# A clause with the person in it, where a quantity it gives is theirs ("They bumped me up
# to $70k", "Now that we're down to one cat", "the landlord put our rent up to £1,150"):
# someone else's clauses are already left out (``own_part``).
_MINE = re.compile(r"\b(?:i|i'm|im|i've|i'd|me|my|we|we're|we've|us|our)\b", re.IGNORECASE)


def about_someone_else(new: str, old: str) -> bool:
    """``new`` is about someone else whom ``old`` does not name ("My sister moved to Berlin
    too" after "I live in Berlin"), not the person ("My brother moved out" after "My brother
    lives with me"; "Kate moved out after we broke up" after "I live with my girlfriend
    Kate"; "Our twins start nursery" after "We've got one daughter", ``_of_the_family_counted``):
    a remark about someone else is no claim of the person's to contradict."""
    subject = _SOMEONE.match(new)
    if subject is None or _ME.search(new[subject.end():]) or unsaid_subject(new):
        return False
    who = subject.group("relation") or subject.group("name")
    if who.lower() in lexical.STOP_WORDS or who.lower() in _COUNTING:
        return False  # "The startup shut down", "This year I …", "our third arrived": no one named
    return not (re.search(rf"\b{re.escape(who)}\b", old, re.IGNORECASE) or _of_the_family_counted(who, old))


def _of_the_family_counted(who: str, old: str) -> bool:
    """Whether ``who`` ("twins", "granddaughter") is of the children or grandchildren that
    ``old`` counts or denies ("one daughter", "no grandchildren yet"): the person's own."""
    kind = quantities.kind_of(who)
    return kind in (quantities.CHILDREN, quantities.GRANDCHILDREN) and any(
        quantities.kind_of(word) == kind for word in re.findall(r"[a-z]+", old.lower()))


# Where a statement's clauses part: a comma or semicolon, or "and", "but" or "so" before a
# new subject ("I started going to church and I'd call myself a believer now").
_CLAUSE = re.compile(
    r"\s*[,;:]\s*|\s+(?:and|but|so)\s+(?=(?:i|i'm|i'd|i'll|i've|we|we're|we'd|we'll|my|our|he|she|they)\b)",
    re.IGNORECASE,
)


def own_part(new: str, old: str) -> str:
    """The clauses of ``new`` that say something of the person as it is: without those
    about what might or will be (``_UNREAL``: "... and I'd call myself a believer now") and
    those about someone else whom ``old`` does not name ("My dad finally quit smoking, I'm
    proud of him"); "" when none is left."""
    clauses = [clause for clause in _CLAUSE.split(new) if clause.strip()]
    kept = [clause for clause in clauses if not _UNREAL.search(clause) and not about_someone_else(clause, old)]
    return new.strip() if len(kept) == len(clauses) else ", ".join(kept)


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
    end from ``_CHANGE_OF_ATTRIBUTE`` of a thing both name ("I handed in my notice at St
    Mary's"), or a cue from the list and a content word in common (see ``_STRONG_CHANGE``)."""
    similarity = embeddings.cosine(new_embedding, old_embedding)
    said, old = _IDIOMS.sub(" ", new_text), _IDIOMS.sub(" ", old_text)
    new = own_part(said, old_text)
    if (not new or not of_the_person_now(old_text) or _UNREAL.search(old) or goes_on(new, old_text)
            or overlap(content_words(new), content_words(old)) >= SAME_WORDS):
        return Result(False, "change", similarity)
    strong = _STRONG_CHANGE.search(new) and not _STRONG_CHANGE.search(old)
    weak = _WEAK_CHANGE.search(new) and not _WEAK_CHANGE.search(old)
    flipped = polarity(new) != polarity(old)
    # An end said outright ("I handed in my notice at St Mary's", "I gave up flight school,
    # it was too expensive") may sound like a neighbouring attribute more than its own: its
    # second nearest will do, at ENDED_PLACED.
    near = attributes.shared(new_embedding, old_embedding, nearest=2, placed=ENDED_PLACED)
    if near is not None and _a_state(old_text):
        # The readers read the whole statement: not trusted when a part of it was left out.
        ended, switched = cues.said(new_text) if new == said.strip() else (False, False)
        ended = ended or bool(strong or _CHANGE_OF_ATTRIBUTE.search(new))
        attribute = near if ended else attributes.shared(new_embedding, old_embedding)
        another = attribute is not None and (flipped or (attribute.exclusive and similarity < SAME_VALUE))
        dated = bool(_DATED.search(new)) and not _VISIT.search(new)
        if attribute is not None and (ended or ((weak or switched or dated) and another)):
            # A cue from the list says the change itself; the readers' and the
            # attributes' verdict is a guess, asked about and applied only on a yes.
            return Result(True, "change" if strong else ATTRIBUTE, similarity)
    # No change word the readers know: a thing got of what the person said they had none
    # of, about one attribute ("We got a rabbit called Clover" / "I don't have any pets",
    # the rabbit 0.54 from "pets"), another number of the same thing, or a thing the
    # earlier statement denied, or one of its kind (``another_of_a_kind``).
    acquired = (flipped and instances.denied(old) and _ACQUIRED.search(new) and _POSSESSION.search(old)
                and attributes.shared(new_embedding, old_embedding, nearest=2, placed=ENDED_PLACED) is not None)
    # A quantity of the person ("I work four days a week") says how things stand, whatever
    # the cue readers make of its words.
    if another_quantity(new, old_text) and not says_change(old_text) or (
            _a_state(old_text) and (acquired or another_of_a_kind(new, old_text))):
        return Result(True, ATTRIBUTE, similarity)
    shared = (lexical.terms(new) & lexical.terms(old)) - NOT_A_TOPIC
    if shared and similarity >= CHANGE_RELATED and not strong and _CHANGE_OF_ATTRIBUTE.search(new):
        # An end of the very thing the earlier statement names ("I handed in my notice at
        # St Mary's" / "I'm a night nurse at St Mary's"), though the two sound like
        # different attributes: asked about, as a change found by meaning is.
        return Result(True, ATTRIBUTE, similarity)
    if not (strong or (weak and flipped)):
        return Result(False, "change", similarity)
    return Result(similarity >= (CHANGE_RELATED if shared else CHANGE_CLOSE), "change", similarity)


# Whether the person's home is rented or owned: a tenant ("we rent a flat", "our
# landlord"), not a landlord ("I rent out my old flat"); an owner ("first mortgage
# payment", "bought a house", "owning a place").
_RENTS = re.compile(
    r"\b(?:rent(?:s|ing|ed)?\b(?! out)|tenants?\b|(?:our|my) landlord|lease\b|council (?:flat|house))", re.IGNORECASE
)
_OWNS = re.compile(
    r"\b(?:mortgage|homeowners?|owning (?:a|our|my) (?:place|home|house|flat)|(?:own|owns|bought|buying|closing on) "
    r"(?:a|an|our|my|the|this) (?:[\w-]+ )?(?:house|home|flat|place|apartment|condo|semi|bungalow|cottage)\b)",
    re.IGNORECASE,
)


def tenure(text: str) -> str | None:
    """How ``text`` says the person holds their home: "rents", "owns", or None."""
    rents, owns = _RENTS.search(text), _OWNS.search(text)
    return None if bool(rents) == bool(owns) else "rents" if rents else "owns"


def _another_tenure(new: str, old: str) -> bool:
    return {tenure(old), tenure(new)} == {"rents", "owns"}


def refills(new_text: str, old_text: str) -> bool:
    """Whether ``new_text`` gives what ``old_text`` says of the person another value: a
    one-value slot (``other_value``), a quantity (``quantities``) or the home's tenure."""
    return other_value(new_text, old_text) or quantities.differ(old_text, new_text) or _another_tenure(new_text, old_text)


def another_quantity(new: str, old: str) -> bool:
    """Whether ``new`` (the person's clauses of a statement, ``own_part``) gives, in a
    clause with the person in it (``_MINE``, or the subject unsaid), a quantity of ``old``
    another value ("down to 78 kilos" / "I weigh about 95 kg", "They bumped me up to $70k"
    / "My salary is $52,000 a year", "Doing five days a week" / "I work four days a week",
    ``quantities``)."""
    clauses = [clause for clause in _CLAUSE.split(new) if clause.strip()]
    return quantities.differ(old, ", ".join(c for c in clauses if _MINE.search(c) or _the_persons(c)))


def another_of_a_kind(new: str, old: str) -> bool:
    """Whether ``new`` (the person's clauses of a statement, ``own_part``, the first of
    them the person's: "I", "we", "my", a verb with the subject unsaid, ``own_news``) says
    a home rented is owned or the other way round (``tenure``), or says in a clause of the person's, not negated, a thing that ``old`` denies or one of
    its kind ("first flight ever yesterday" / "I've never been on a plane", "made a
    killer steak" / "I'm vegetarian", ``instances``)."""
    clauses = [clause for clause in _CLAUSE.split(new) if clause.strip()]
    if not clauses or not _the_persons(clauses[0]):
        return False
    if _another_tenure(new, old):
        return True
    things = instances.denied(_IDIOMS.sub(" ", old))
    return any(
        polarity(clause) > 0 and _the_persons(clause) and instances.names(things, clause) for clause in clauses
    ) if things else False


def to_read(new: str, old: str) -> list[str]:
    """The single words ``another_of_a_kind`` embeds for this pair (none for most pairs),
    for formation to read ahead with the sentences."""
    things = instances.denied(_IDIOMS.sub(" ", old))
    return [word for clause in _CLAUSE.split(new) for word in instances.to_read(things, clause)] if things else []


# How a statement of how things stand with the person opens: the person, their household
# or one of theirs as the subject ("I", "we", "my wife and I", "my cat Mochi", "me and my
# husband Tom"), a few adverbs, then a verb in the present ("am", "have", "don't", "live"),
# not in the past ("We played games", "It made me realise ...", "Their encouragement made
# me who I am").
_PAST = (
    "was were had did made got went took felt found saw thought told came gave left lost met ran said sold spent "
    "bought brought kept knew began became used wanted tried heard ate drank wrote read won put"
)
_PAST = "|".join(_PAST.split())
# A feeling is no fact of a life a change could overturn ("I'm super proud of what I
# accomplished" / "I'm really proud that I can make money doing what I love").
_FEELING = re.compile(
    r"^\W*(?:(?:i|we)(?:'m|'re| am| are| feel| felt)|been|feeling)(?: \w+ly| so| super| very| really| just| still| truly)* "
    r"(?:proud|happy|glad|grateful|thankful|excited|lucky|blessed|thrilled|sad|sorry|passionate|inspired|amazed|"
    r"stoked|pumped|overwhelmed|busy)\b",
    re.IGNORECASE,
)
_ADVERBS = "really|still|also|just|always|usually|only|mostly|currently|now|never|basically|kinda|totally|even|finally"
# Words ending in "-ed" that are no past form ("I breed rabbits", "I need ...").
_NOT_PAST = "need|indeed|feed|seed|speed|weed|bleed|breed|greed|proceed|shed|bed|red|ted|ned|fred|jed|ahmed|mohammed"
_PRESENT_SELF = re.compile(
    r"^\W*(?:(?:well|so|actually|oh|yeah|and|but|also|btw|honestly|basically|right now|these days|at the moment)\W+)*"
    r"(?:(?:im|ive)\b|(?:i|we|me and my \w+(?: \w+)?|(?:my|our) \w+(?: \w+)?(?: and (?:i|me))?)"
    r"(?:'m|'re|'ve|'s| am| are| is| have| has| do| does|n't| don't| doesn't| can't| can| cannot|"
    rf"(?: (?:{_ADVERBS}))* (?!(?:{_PAST}|{_ADVERBS})\b)(?:(?:{_NOT_PAST})\b|[a-z]+(?<!ed)\b)))",
    re.IGNORECASE,
)


# A chat sentence without a subject that opens with a verb is the speaker's own ("quit
# the cafe last week", "been vegan for a year now", "loving the new phone", "haven't
# been to church in ages", "work as a barista downtown"), unless it asks something of
# the listener ("check this out", "look at this", "have fun", "keep it up", "don't
# worry": a past form is no request; a plain form is one when its verb is none of those
# below or it takes "this", "it" or "up") or is said to them ("loved your photos").
_OPENING = (
    r"^\W*(?:(?:so|and|but|well|oh|ok|okay|yeah|also|just|finally|honestly|literally|officially|actually|"
    r"basically|recently|lol|omg|ugh|btw|anyway|update)\W+)*"
)
_MORE_PAST = "forgot broke drove flew fell swam sang wore threw chose caught taught held woke slept paid sent built bit sat stood dug fed hung"
# Past forms that are also the verb's plain form ("quit", "cut it short", "read this").
_PLAIN_PAST = "quit|cut|hit|shut|split|put|read|let|set"
_PAST_FORM = rf"(?:(?!(?:{_NOT_PAST})\b)[a-z]{{2,}}ed|(?!(?:{_PLAIN_PAST})\b)(?:{_PAST}|{'|'.join(_MORE_PAST.split())}))"
_NOT_GERUNDS = (
    "thing|nothing|something|anything|everything|king|ring|spring|string|sing|bring|wing|swing|sting|evening|"
    "morning|wedding|building|ceiling|during|darling|sibling|pudding|clothing"
)
# An "-ing" word that opens a sentence whose verb follows is its subject ("Having pets must
# be wonderful", "Playing games helps me unwind", "Volunteering - it's so heartwarming"):
# a remark, not what the speaker is doing.
_GERUND = (
    rf"(?!(?:{_NOT_GERUNDS})\b)[a-z]{{2,}}ing\b"
    r"(?!.*\b(?:is|are|was|were|must|can|helps?|makes?|sounds?|seems?|feels?|(?:it|that)[’']?s)\b)"
)
# "Been a long road", "been ages": it has, not the speaker.
_IT_HAS_BEEN = (
    r"(?!\W*(?:(?:a|an|such a|so|too|quite|really|pretty)\W+)?(?:long|busy|crazy|hectic|wild|tough|rough|hard|great|"
    r"good|fun|amazing|awesome|nice|ages|forever|a while|awhile|while|week|month|year|day|time|journey|road|ride|"
    r"minute|bit)\b)"
)
# Verbs a person says in the present of their own life without "I" ("work nights",
# "live with my sister", "still smoke", "can't drive").
_PRESENT_VERB = (
    r"(?:work|live|rent|own|drive|ride|wear|play|teach|study|love|hate|eat|drink|smoke|speak|support|run|swim|"
    r"cycle|volunteer|coach|train|go|have|share|keep|use|prefer|attend|grow|raise|commute|walk)"
)
# What follows a verb that asks something of the listener ("check this out", "have fun",
# "keep it up", "go for it").
_ASKED_OF_THE_LISTENER = (
    r"(?!\W*(?:me|us|it|this|that|these|those|them|him|her|up|out|care|fun|ahead|going|on|safe|well|hard|for|"
    r"a (?:look|go|try|great|good|nice|lovely|blast|safe))\b)"
)
_NEGATED = r"(?:(?:still|always|usually|never|cannot|(?:don|can|haven|hasn|didn)[’']?t)\s+)?"
_UNSAID_PRESENT = rf"(?:been\b{_IT_HAS_BEEN}|{_GERUND}|{_PRESENT_VERB}\b{_ASKED_OF_THE_LISTENER})"
# Said to or of the listener ("Impressed by your commitment", "missed you!").
_TO_THE_LISTENER = r"(?!.*\b(?:you|your|yours|u|ur)\b)"
# Said of the talk itself ("Haven't talked in a few days").
_OF_THE_TALK = r"(?!(?:talk|chat|spok|caught up|heard from)\w*\b)"
_UNSAID_NOW = re.compile(_OPENING + _TO_THE_LISTENER + _NEGATED + _OF_THE_TALK + _UNSAID_PRESENT, re.IGNORECASE)
_UNSAID = re.compile(
    _OPENING + _TO_THE_LISTENER + _NEGATED + _OF_THE_TALK
    + rf"(?:{_UNSAID_PRESENT}|{_PAST_FORM}\b|(?:{_PLAIN_PAST})\b{_ASKED_OF_THE_LISTENER})",
    re.IGNORECASE,
)


_PERSONS = re.compile(_OPENING + r"(?:i|i'm|im|i've|ive|i'd|we|we're|we've|we'd|my|our|me)\b", re.IGNORECASE)
# A chat sentence that opens with the person's own news, a thing new or a first ("new 65
# inch tv arrived today", "first flight ever yesterday"), a quantity of theirs ("down to
# 78 kilos", "on 45k since the promotion") or an end ("no longer on the board", "not a
# vicar anymore"); not "New York", "new year", "first of all", "first time I ...".
_OWN_NEWS = re.compile(
    _OPENING + _TO_THE_LISTENER
    + r"(?:(?:(?:the|my|our)\s+)?(?:brand\s+)?(?:new|first)\s+(?!(?:york|years?|zealand|jersey|orleans|delhi|of|off|"
    r"times?|things?|and|or|ones?|steps?|impression|thought)\b)[a-z0-9]|(?:down|up|back) to \d|on [£$€]?\d+k\b|"
    r"no longer\b|not (?:an?|the|in|on|at|with)\b[^.!?]*\b(?:anymore|any more)\b)",
    re.IGNORECASE,
)


def own_news(text: str) -> bool:
    """Whether ``text`` is a chat sentence that opens with the person's own news, with no
    subject said: a thing new or a first, a quantity of theirs, or an end (``_OWN_NEWS``)."""
    return bool(_OWN_NEWS.match(text))


def _the_persons(clause: str) -> bool:
    """Whether ``clause`` opens with the person as its subject, said or unsaid."""
    return bool(_PERSONS.match(clause) or unsaid_subject(clause) or own_news(clause))


def unsaid_subject(text: str) -> bool:
    """Whether ``text`` is a chat sentence with its subject, the speaker, left unsaid: it
    opens with a verb in the past, the present ("work as a barista downtown", "been vegan
    for a year now") or "-ing" ("loving the new phone"), not a request to the listener
    ("check this out", "have fun")."""
    return bool(_UNSAID.match(text))


def of_the_person_now(text: str) -> bool:
    """Whether ``text`` opens by saying how things stand with the person now
    (``_PRESENT_SELF``, or a present verb with the subject unsaid: "been vegan for three
    years", "work nights at the airport"): "I'm vegetarian", "My husband Daniel and I live
    in Bristol", not "We played games" or "It wasn't easy"."""
    return bool(_PRESENT_SELF.match(text) or _UNSAID_NOW.match(text)) and not _FEELING.match(text)


def _a_state(text: str) -> bool:
    """Whether ``text`` (a statement of the person now, ``of_the_person_now``) says how
    things stand (what can later change), not what happened or may happen: no change cue,
    nothing unreal or planned, and, unless it says the person never has or does a thing
    (``_NEVER``: "I've never smoked in my life", "I don't smoke.", whose "smoked" and
    "don't smoke" the readers take for an end), no word the cue readers are sure says a
    change (``cues.STATE``)."""
    if _UNREAL.search(text) or says_change(text):
        return False
    return bool(_NEVER.match(text)) or max(cues.scores(text)) < cues.STATE


_NEVER = re.compile(_OPENING + r"(?:i|we)(?:(?:'ve| have)? never|\s+(?:don't|do not))\b", re.IGNORECASE)


def heuristics(new_text: str, new_embedding, old_text: str, old_embedding) -> Result:
    """Stages 1 and 2 alone (no model call); "inconclusive" when neither settles it."""
    similarity = embeddings.cosine(new_embedding, old_embedding)
    if other_value(new_text, old_text):
        return Result(True, "slot", similarity)
    if similarity < RELATED:
        return Result(False, "unrelated", similarity)
    if denies(new_text, old_text):
        return Result(True, "negation", similarity)
    swapped = _antonym_swap(new_text, old_text)
    opposite = polarity(new_text) != polarity(old_text) or swapped
    shared = overlap(content_words(new_text), content_words(old_text))
    if shared >= SAME_WORDS:
        return Result(opposite, "negation", shared)
    if similarity >= ANTONYM_RELATED and swapped:
        return Result(True, "embedding", similarity)
    possession = bool(_POSSESSION.search(new_text) and _POSSESSION.search(old_text))
    if opposite and (similarity >= OPPOSED or (possession and similarity >= POLARITY_RELATED)):
        # Opposite polarity alone: a negation somewhere in one of two related statements.
        # In conversation that is mostly another side of the same topic ("I can't have
        # dairy" / "I'm tempted by dairy-free flavours"), so callers weigh it (POLARITY).
        return Result(True, POLARITY, similarity)
    if similarity >= AGREEING:
        return Result(False, "embedding", similarity)
    return Result(False, "inconclusive", similarity)


def micro_call(new_text: str, old_text: str) -> bool | None:
    """Stage 3: ask the LLM, in isolation, whether the statements contradict.

    True or False on a clear answer; None when the model is unavailable, cannot give
    verdicts (capability check), fails, or is unclear.
    """
    model = llm.get_llm()
    if not capability.gives_verdicts(model):
        return None
    try:
        answer = model.meta(META_PROMPT.format(old=old_text, new=new_text), max_tokens=4, temperature=0.0)
    except llm.LLMError as error:
        logger.info("contradiction micro-call unavailable: %s", error)
        return None
    return {"YES": True, "NO": False}.get(capability.answer_of(answer))


def detect(new_text: str, new_embedding, belief, *, ask_llm: bool = True) -> Result:
    """Whether ``new_text`` contradicts ``belief`` (its ``full`` text and ``embedding``).

    Runs the stages in order and stops at the first that settles it; the LLM is asked
    only when the heuristics are inconclusive or found opposite polarity alone, and
    ``ask_llm`` is true (no verdict from it leaves the heuristics' result).
    """
    result = heuristics(new_text, new_embedding, belief.full, belief.embedding)
    if result.stage not in UNSETTLED or not ask_llm:
        return result
    answer = micro_call(new_text, belief.full)
    if answer is None:
        return result
    return Result(answer, "llm", result.score)
