"""Lexical matching: content terms of a text, overlap scores and the full-text query.

Dense embeddings blur names, numbers and rare words; these keep them. Terms are
lowercased word tokens minus stop words, lightly stemmed so "painting" matches "paints".
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

STOP_WORDS = frozenset(
    """a about above after again against all am an and any are as at be because been before being
    below between both but by can could did do does doing down during each few for from further had
    has have having he her here hers herself him himself his how i if in into is it its itself just
    me more most my myself no nor not now of off on once only or other our ours ourselves out over
    own same she should so some such than that the their theirs them themselves then there these
    they this those through to too under until up very was we were what when where which while who
    whom why will with would you your yours yourself yourselves also really yeah yes oh hey hi hello
    thanks thank like get got go going gonna know think lot much many one ever tell remember say
    said thing things way well im ive dont didnt doesnt cant wont youre thats its lets""".split()
)
# A word in any alphabet: "Inês" and "Tomás" are names too ("How old is Inês?" found only
# "in" of it, a stop word, and was answered "I'm not sure").
_WORD = re.compile(r"[^\W_](?:[^\W_]|['’-])*")
_SUFFIXES = ("ing", "ed", "es", "s", "ly")
_DOUBLED = frozenset("bgkmnprtv")  # not d, f: "added", "stuffed"


def stem(word: str) -> str:
    """A light suffix stripper (enough for overlap, not linguistics). A consonant doubled
    before "ing" or "ed" is one ("running", "planned": "run", "plan"; "What do you remember
    about my running?" found no word of "after long runs"), but for d, f, l, s and z
    ("added", "stuffed", "falling", "missed")."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            root = word[: -len(suffix)]
            if suffix in ("ing", "ed") and root[-1] == root[-2] and root[-1] in _DOUBLED:
                return root[:-1]
            return root
    return word


# A question's word and the word a person uses for the same thing: "What is my job?" / "I
# work as a nurse", "What do you remember about my job?" / "I work as a teacher".
_KIN = (
    "job work works working career profession occupation employed",
    "live lives home address move moved moving",  # "Where do I live?" / "We moved to Cardiff"
    "grow grows grew grown growing",  # "Where did I grow up?" / "I grew up near Hamburg"
    "wedding weddings married marry marries marrying marriage",  # "my brother's wedding" / "getting married"
    "run runs running ran jog jogging marathon",  # "my running" / "training for the half marathon"
    "eat eats ate eaten eating",  # "What did I eat?" / "We ate so many pastéis de nata"
    "daughter girl",  # "whats my daughters name" / "a little girl called ruby"
    "son boy",
    "meet meets met meeting",  # "Who did I meet in the park?" / "I met my old colleague Mr Joshi there"
    "medication medications medicine medicines meds tablets pills",  # "What medication am I on?" / "I take tablets for …"
    # the words of the regions for one of theirs: "What's my wife called?" / "The missus Sandra does the books" (the lead's walk 23)
    "wife missus missis",
    "husband hubby",
    "mum mam mammy mummy mother mom",
    "dad daddy father",
    "nan nana gran granny grandma grandmother",
    "grandad grandpa grandfather",
    "kids children weans bairns",
)


@lru_cache(maxsize=4096)
def terms(text: str) -> frozenset[str]:
    """The stemmed content terms of ``text``, kept for the texts read lately: formation
    reads a sentence's up to five times (is it informative, its summary's rank, its
    valence, its belief's topics, Socrates' claims)."""
    words = (w.strip("'’-").replace("’", "'") for w in _WORD.findall(text.lower()))
    return frozenset(stem(w.split("'")[0]) for w in words if w and w.split("'")[0] not in STOP_WORDS and len(w) > 1)


_KINDRED = {stem: group for group in map(terms, _KIN) for stem in group}
# A word for a kind and the words a person uses for what is of it, one way only: "Do I have
# any pets?" is answered by "our two cats", and "What's my dog called?" is not by "My cat
# is Miso". (In a walk-through "Do I have any pets?" got "you haven't told me that yet".)
_SPORTS = (
    "run running ran jog jogging swim swimming cycling bike biking football soccer tennis basketball yoga gym climbing "
    "bouldering hiking rowing boxing golf rugby cricket netball volleyball badminton skiing surfing pilates marathon"
)
# Dogs by breed, in the words people use of their own ("an old lab called Skipper").
DOG_BREEDS = (
    "greyhound labrador lab retriever spaniel terrier poodle collie beagle husky bulldog pug dachshund whippet lurcher "
    "alsatian sheepdog springer staffie westie cockapoo labradoodle"
)
_KINDS = {
    "pets animals": f"cat kitten dog puppy {DOG_BREEDS} rabbit bunny hamster guinea parrot budgie budgies tortoise turtle horse pony goldfish",
    # "What's my dog called?" / "We've got an old lab called Skipper, daft as a brush." (talk26's walk: "you haven't told me")
    "dog dogs": f"puppy pup {DOG_BREEDS}",
    "kids children child": "son daughter baby babies twins boy girl toddler",
    "siblings sibling": "brother sister twin",
    # "What sports do I do?" / "I started running again, 5k every morning" (a walk-through: "you haven't told me")
    "sports sport exercise workout": _SPORTS,
    # "What are my hobbies?" / "I love knitting and hiking.", "I also do pottery on Wednesdays."
    "hobbies hobby pastimes pastime interests": "love enjoy knitting crochet sewing painting drawing reading gardening "
                                                "cooking baking pottery photography music guitar piano singing choir dancing "
                                                f"chess gaming writing fishing {_SPORTS}",  # "do i have any siblings" / "I also have a brother, Arjun"
    "parents": "mum mom mother dad father",
    # "What did I tell you about my job?" / "I handed in my notice at Kerr & Sons, I'm joining a
    # studio in Glasgow" (a walk-through listed everything else instead)
    "job jobs work career": "boss colleague colleagues coworker coworkers office notice promotion promoted hired fired "
                            "resign resigned interview salary raise shift shifts manager client clients contract redundant "
                            "redundancy employer company firm studio startup start-up retire retired retirement",
    "family relatives": "mum mom mother dad father parents sister brother siblings son daughter kids children wife "
                        "husband partner grandma grandpa grandmother grandfather aunt uncle cousin niece nephew",
    # "What am I learning?" / "I've been doing Spanish on Duolingo every morning." (talk25's walk: "you haven't told me")
    "learning learn language languages": "spanish french german italian portuguese japanese mandarin chinese korean arabic "
                                         "welsh gaelic greek russian dutch duolingo",
    # "Where does Kieran study?" / "My grandson Kieran is at university in Durham." (only offered)
    # ... "where am i studying?" / "i'm a student nurse in glasgow" (the lead's fourth walk: only offered)
    "study studies studying": "university uni college degree course school student",
    # "Where is my shop?" / "I run a little florist's in Harrogate." (talk25's walk offered "… manic at the shop")
    "shop shops business": "florist bakery cafe café salon restaurant pub boutique butcher baker newsagent chemist "
                           "greengrocer barber hairdresser jeweller deli",
    # "When is my operation?" / "I've got my knee replacement on the 14th." (only offered)
    "operation operations surgery op": "replacement transplant procedure",
}
_OF_A_KIND = {kind: terms(members) for kinds, members in _KINDS.items() for kind in terms(kinds)}


def widened(found: set[str]) -> set[str]:
    """``found`` terms with their kin (``_KIN``) and, for a word of a kind, what is of it
    (``_KINDS``)."""
    return set().union(found, *(_KINDRED.get(term, set()) | _OF_A_KIND.get(term, set()) for term in found))


def overlap_scores(query: str, texts: list[str]) -> list[float]:
    """For each text, the IDF-weighted share of the query's terms it contains (0..1).

    Document frequencies come from ``texts`` themselves, so a term every candidate shares
    (the person's own name, say) counts little and a rare one counts a lot.
    """
    wanted = terms(query)
    if not wanted or not texts:
        return [0.0] * len(texts)
    finder = _finder(wanted)
    bags = [
        {stem(word) for word in finder.findall(text.lower()) if word not in STOP_WORDS} & wanted for text in texts
    ]
    n = len(bags)
    idf = {t: math.log(1 + n / (1 + sum(t in bag for bag in bags))) for t in wanted}
    total = sum(idf.values()) or 1.0
    return [sum(idf[t] for t in wanted if t in bag) / total for bag in bags]


def _finder(wanted: set[str]) -> re.Pattern:
    """A pattern that finds, in lowercased text, the words that may stem to one of
    ``wanted``: in one pass, instead of tokenising and stemming every word of every text
    (``overlap_scores`` keeps those whose stem is wanted, as ``terms`` would)."""
    # A stem's last consonant may stand doubled before its suffix ("run": "running").
    stems = "|".join(
        re.escape(t) + (f"{re.escape(t[-1])}?" if t[-1] in _DOUBLED else "") for t in sorted(wanted, key=len, reverse=True)
    )
    suffixes = "|".join(_SUFFIXES)
    # A word starts after anything but a word character (or a hyphen inside a word) and
    # ends before one; a hyphen at its end is not part of it.
    return re.compile(rf"(?<![a-z0-9'’])(?<![a-z0-9'’]-)(?:{stems})(?:{suffixes})?(?![a-z0-9]|-[a-z0-9])")


TSQUERY_TERMS = 6


def tsquery(text: str) -> str:
    """A Postgres to_tsquery string matching any of the text's most specific content
    words ('' if none). Longer words stand in for rarer ones: matching and ranking every
    row that shares a common word costs more than it finds."""
    words = {re.sub(r"[\W_]", "", m) for m in _WORD.findall(text.lower()) if m.strip("'’-") not in STOP_WORDS}
    specific = sorted((w for w in words if len(w) > 1), key=lambda w: (-len(w), w))[:TSQUERY_TERMS]
    return " | ".join(sorted(specific))
