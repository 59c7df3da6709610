"""Does a new statement contradict a belief? (seed 003 §7, DESIGN §6)

Three stages, cheapest first, each allowed to settle the question:

1. negation heuristic: the same words, one side negated ("I eat meat" / "I don't eat meat");
   or the same slot of a life filled with another value ("I live in Lisbon" / "I moved to
   Berlin", "my favourite band is X" / "... is Y"), see ``SLOTS``; or, whatever the
   phrasing, a statement that says a fact of the person's changed ("I sold my Honda",
   "I cancelled my gym membership") about an earlier statement of state on the same
   attribute of their life (``attributes``, by meaning) or sharing a topic word with it
   (``memory.socrates.change``);
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
from memory.socrates.subjects import about_someone_else
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
POSSESSION = re.compile(r"\b(?:have|has|had|own|owns|owned|got|bought|sold|adopted)\b", re.IGNORECASE)

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
# The stage of a change found by meaning (``change.changed``: the attribute, the cue readers).
ATTRIBUTE = "attribute"
# The stage of a change said by a listed cue (``change.changed``: "I moved to Berlin last month").
CHANGE = "change"
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
# "lived" said in the simple past ("I grew up in Valencia, then I lived in Madrid for five
# years", "we once lived in Leeds") is a home that was, not the one now: "we just moved to
# York" changes no fact of it. "I've lived in Porto for six years" is the home now.
_LIVED = r"(?<![Ii] )(?<![Ww]e )(?<!\balso )(?<!\bonce )lived"
SLOTS = (
    ("home", re.compile(_OWN + r"(?:live|" + _LIVED + r"|living|moved|relocated|settled)(?: back)? (?:in|to) " + _PLACE)),
    ("home", re.compile(r"\b(?:[Ii]|[Ww]e)(?:'m| am| are|'re) (?:living|based) in " + _PLACE)),
    # A home said as a dwelling, not a place ("We moved to a house in the suburbs" / "I live
    # in a small flat downtown"): a slot of its own, as a flat downtown can be in Chicago.
    ("dwelling", re.compile(_OWN + r"(?:live|" + _LIVED + r"|moved|relocated)(?: back)? (?:in|to|into) "
                        r"(?P<value>(?:a|an|the|our|my) [\w' -]+?)(?:[.!,;]|$)")),
    ("favourite", re.compile(r"\bmy fav(?:ou)?rite (?P<slot>[a-z]+(?: [a-z]+)?) (?:is|was) (?:now )?(?P<value>[\w' -]+?)(?: now)?[.!,]?$", re.I)),
    # ... said the other way round ("Winter is my favourite season", "summer's my fave season
    # these days").
    ("favourite", re.compile(r"^\W*(?!(?:this|that|these|those|it|which|what|he|she|they|there|here|who|mine|yours)\b)"
                             r"(?P<value>[\w'-]+(?: [\w'-]+)?)(?:'s| is) (?:now |still )?my fav(?:ou)?(?:rite)?e? "
                             r"(?P<slot>[a-z]+)\b", re.I)),
    # What a thing of the person's is called ("My boat is called Seahorse", "We renamed the
    # boat Marigold", "our band goes by Night Ferry now").
    ("name", re.compile(r"\b(?i:my|our|the) (?:[a-z]+ )?(?P<slot>[a-z]+) (?i:is|'s) (?i:called|named) (?P<value>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)")),
    ("name", re.compile(r"\b(?i:my|our|the) (?:[a-z]+ )?(?P<slot>[a-z]+) (?i:goes by|is now called|'s now called) (?P<value>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)")),
    ("name", re.compile(r"\b(?i:renamed) (?i:the|my|our) (?:[a-z]+ )?(?P<slot>[a-z]+) (?:to )?(?P<value>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)")),
    # The kind of person one is, one at a time ("I'm a cat person", "I've become a total
    # dog person", "I'm a morning person").
    ("person", re.compile(r"\b(?:i'm|i am|im|me into|i've become|i have become|i became) (?:a |an )?(?:(?:total|real|big|huge|proper|complete) )?"
                          r"(?P<value>[a-z]+) person\b", re.I)),
    ("job", re.compile(r"\bi (?:work|worked|am working|'m working) (?:as|at|for) (?:an? |the )?(?P<value>[\w -]+?)(?: now)?(?:[.!,]|$)", re.I)),
    ("household", re.compile(r"\bi live (?P<value>alone|on my own|by myself|with [\w ]+?)(?: now)?(?:[.!,]|$)", re.I)),
    ("partner", re.compile(r"\b(?i:i'm|i am|i got) (?i:married|engaged) to (?P<value>[A-Z]\w+)")),
    ("partner", re.compile(r"\b(?i:i'm|i am) (?i:dating|seeing) (?P<value>[A-Z]\w+)")),
    # A break-up empties the slot: "Marco and I broke up" fills it with "ended: marco".
    ("partner", re.compile(r"\b(?P<ended>[A-Z]\w+) and (?:I|me) (?i:broke up|split up|split|separated|got divorced)")),
    ("partner", re.compile(r"\b(?:I|i) (?i:broke up|split up|split) with (?P<ended>[A-Z]\w+)")),
)

# ", not a nurse", "not the night shift": a word the statement says is not so.
_DENIED = re.compile(r"(?:^|,\s*|\bbut\s+|\band\s+)not\s+(?:an?\s+|the\s+|my\s+)?([a-z][\w-]+)")
# Phrases whose "not" or "now" says neither a negation nor a change ("I can't wait",
# "seven years now", "not long ago", "I won't give up": I keep on).
IDIOMS = re.compile(
    r"\b(?:can't wait|cannot wait|can't believe|why not|no matter|not (?:just|only)|not (?:so |that )?long ago|"
    r"(?:not|never|won't|don't|can't)(?: gonna| going to)? (?:give up|quit|stop)|(?:couldn't|could not|can't) agree more|"
    r"(?:a while|years|months|weeks|days|ages|right|just|by) now|now (?:i|we) (?:can|could|get to))\b",
    re.IGNORECASE,
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
    "slot", "negation", "change" (a statement of change by a listed cue, ``change.changed``),
    "attribute" (a change found by meaning, ``change.changed``: asked, never applied unasked), "embedding" (an
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
    return -1 if _NEGATION.search(IDIOMS.sub(" ", text)) else 1


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
    "I moved to Berlin"); a negated clause fills no slot ("Spring is my favourite season
    now, I can't stand the dark evenings" fills one)."""
    new, old = slots(_affirmed(new_text)), slots(_affirmed(old_text))
    return any(new[slot] != old[slot] for slot in new.keys() & old.keys())


_CLAUSES = re.compile(r"\s*[,;]\s*|\s+but\s+", re.IGNORECASE)


def _affirmed(text: str) -> str:
    """The clauses of ``text`` not negated."""
    return ", ".join(clause for clause in _CLAUSES.split(text) if clause.strip() and polarity(clause) > 0)


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
    possession = bool(POSSESSION.search(new_text) and POSSESSION.search(old_text))
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
