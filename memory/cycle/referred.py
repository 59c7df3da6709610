"""Whom the person means by "he" or "she", so that what they say of someone that way answers
a question about them by name (``said.candidates``): "How old is Finn?" after "Our grandson
Finn is staying with us for half term." and "He's seven and full of beans." got "I'm not
sure — I know that your grandson Finn is staying with you" (talk23's third walk-through), and
"What's my daughter's name?" after "My youngest, Amira, starts secondary school in
September." and "She's nervous …" got "you haven't told me that yet" (its fifth).

One reading only, the one a listener makes without asking: the sentence opens on "he" or
"she", and the sentences before it in the same message, or else the person's message just
before, name exactly one person of theirs whom the pronoun may mean ("my grandson Finn",
"my youngest, Amira", "my mother-in-law"), or, naming none, one called by a name ("a cat
called Pepper"); a relation of the other sex ("my brother" for "she") is no such person.
"""

from __future__ import annotations

import re

from memory.text import lexical

# Whom a person has: family, friends, the people they work or live with, their pets.
SOMEONE = (
    r"(?:mother|father|brother|sister|son|daughter|parent)s?-in-law|husband|wife|missus|missis|hubby|fella|other\s+half|partner|boyfriend|girlfriend|fianc[eé]e?|(?:grand)?(?:mother|father|mum|mom|dad|parent)s?|mam|mammy|mummy|daddy|ma(?![\w-])|da(?![\w-])|grandma|grandpa|"
    # grandparents in the words of other tongues: "my nani is 90 on sunday" (walk 15)
    r"nani|dadi|nonna|nonno|oma|opa|abuela|abuelo|babcia|yiayia|bubbe|zayde|grandmum|grandmom|"
    r"grandson|granddaughter|grandchild|grandkids|stepson|stepdaughter|ex-?(?:husband|wife|partner|boyfriend|girlfriend)|ex|"
    r"nan|nana|gran|granny|grandad|brother|sister|son|daughter|baby|kid|lad|lass|boy|girl|bairn|aunt(?:ie)?|uncle|cousin|niece|nephew|friend|mate|pal|buddy|"
    r"best\s+friend|neighbou?r|boss|manager|colleague|flatmate|roommate|teacher|mentor|cat|dog|kitten|puppy|pet|horse|rabbit"
)
# Whom "he" or "she" stands for, by the word for them: "my daughter" is "she", "one of my ladies" "she", "the gents" "he".
_HE = re.compile(
    r"\b(?:son|boy|lad|brother|nephew|grandson|husband|hubby|fella|boyfriend|dad|da|daddy|grandad|grandpa|uncle|man|men|gents?|bloke)s?$",
    re.IGNORECASE,
)
_SHE = re.compile(
    r"\b(?:daughter|girl|lass|sister|niece|granddaughter|wife|missus|girlfriend|mum|mam|ma|mammy|mummy|nan|gran|granny|grandma"
    r"|aunt|auntie|lady|ladies|woman|women|old\s+dears?)s?$",
    re.IGNORECASE,
)
_MANY = re.compile(
    r"\b(?:kids|children|twins|boys|girls|lads|lasses|ones|grandkids|weans|bairns|ladies|gents|men|women|residents|patients|clients"
    r"|pupils|service\s+users|regulars|customers|passengers|old\s+dears)$",
    re.IGNORECASE,
)


def gender_of(words: str) -> str | None:
    """ "he" or "she" for the word ``words`` end on, or None when it tells neither ("my friend", "Lewis")."""
    return "he" if _HE.search(words.strip()) else "she" if _SHE.search(words.strip()) else None


def many(words: str) -> bool:
    """Whether the word ``words`` end on names more than one ("the kids", "one of my ladies" ends on "ladies")."""
    return bool(_MANY.search(words.strip()))


# The pronoun a sentence opens on, and the verb after it ("He's seven", "She is nervous",
# "she just started", typed "shes"): "'s" before "got", "been" or "had" is "has".
_OPENS = re.compile(r"^\W*(?P<they>he|she)(?P<verb>'s|’s|s\b|\s+(?=[a-z]))", re.IGNORECASE)
_HAS = re.compile(r"^\s*(?:got|been|had)\b", re.IGNORECASE)
# A child by their place among the children, not by what they are: "my youngest, Amira".
YOUNG_ONE = r"youngest|eldest|oldest|middle\s+one|little\s+one|firstborn"
# Someone of theirs, by the name they gave or by what they are to them.
_THEIRS = re.compile(
    rf"\b(?P<whose>my|our|the)\s+(?P<what>(?:[\w-]+\s+)?(?:{SOMEONE}|{YOUNG_ONE}))\b"
    r"(?:\s*,?\s+(?P<name>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))\b)?",
    re.IGNORECASE,
)
# ... or one given by a name after what they are, a pet most often: "We've got a cat called
# Pepper." ("How old is Pepper?" after "She's five and terrified of the hoover." got "I'm not
# sure"), "a beagle named Biscuit", "a little girl called Ivy".
_CALLED = re.compile(r"\b(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?P<what>[\w-]+)\s+(?:called|named)\s+(?P<name>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))\b", re.IGNORECASE)
# A name typed in lower case after whom it names, going on to what they are or do ("our son
# oliver is 4", "my girlfriend tasha just got a new job"), and no word of the language's small
# stock ("my son is 4", "my husband always has"): ``lower_case_name``.
AFTER_WHOM = re.compile(r"\b(?:my|our)\s+[a-z]+\s+([a-z]+)(?=\s+(?:is|was|has|had|and|just|turned|who|got)\b|\s*[,.!?]|\s*$)")
_NOT_NAMES = frozenset("always never still often usually sometimes finally recently soon again".split())
_HERS = re.compile(
    r"\b(?:wife|girlfriend|fianc[eé]e|(?:grand|step)?(?:mother|mum|mom|daughter)|mam|mammy|mummy|nani|dadi|nonna|oma|abuela|babcia|yiayia|bubbe|grandmum|grandmom|grandma|nan|nana|gran|granny|sister|aunt|auntie|niece"
    r"|woman|lady|girl)\b",
    re.IGNORECASE,
)
_HIS = re.compile(
    r"\b(?:husband|fella|boyfriend|fianc[eé]|(?:grand|step)?(?:father|dad|son)|daddy|nonno|opa|abuelo|zayde|grandpa|grandad|brother|uncle|nephew|man|guy|bloke|boy|lad|chap)\b",
    re.IGNORECASE,
)


def named(sentence: str, before: list[str], previous: str = "") -> tuple[str, str] | None:
    """``sentence`` with the one person of theirs its opening "he" or "she" means put in its
    place ("Finn is seven and full of beans"), and the pronoun, or None. Whom it may mean is
    looked for in ``before`` (the sentences of the same message before it), and where they
    name no one in ``previous`` (the person's message before)."""
    opens = _OPENS.match(sentence)
    if opens is None:
        return None
    they = opens["they"].lower()
    meant = _meant(" ".join(before), they) or _meant(previous, they)
    if len(meant) != 1:
        return None
    meant = meant.pop()
    rest = sentence[opens.end():]
    verb = opens["verb"].strip()
    said = f"{meant} {'has' if _HAS.match(rest) else 'is'}{rest}" if verb in {"'s", "’s", "s"} else f"{meant} {rest}"
    return said, they


def _meant(text: str, they: str) -> set[str]:
    """The people of theirs ``text`` names whom ``they`` may mean, by name where given
    ("Finn"), else as they said it ("My mother-in-law", "The new manager"); where it names
    none, one given by a name after what they are ("a cat called Pepper")."""
    other = _HIS if they == "she" else _HERS
    return {
        found["name"] or _lower_case_name(found, text) or f"{found['whose'].capitalize()} {' '.join(found['what'].lower().split())}"
        for found in _THEIRS.finditer(text) if not other.search(found["what"])
    } or {found["name"] for found in _CALLED.finditer(text) if not other.search(found["what"])}


def lower_case_name(word: str) -> bool:
    """Whether ``word``, found where a name typed in lower case stands (``AFTER_WHOM``), may be
    one: no adverb ("really", "nearly"), though a name may end as one does ("lily", "molly":
    "whats my sisters name" after "my sister lily is 16 …" was only offered it)."""
    return word not in lexical.STOP_WORDS and word not in _NOT_NAMES and not (word.endswith("ly") and len(word) >= 6)


def _lower_case_name(found: re.Match, text: str) -> str:
    """The name given after whom ``found`` names in a message typed all in lower case, capitalised, or ""."""
    named = AFTER_WHOM.match(text, found.start()) if text == text.lower() else None
    return named[1].capitalize() if named and lower_case_name(named[1]) else ""
