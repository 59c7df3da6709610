"""Whom or what a question asks about (``subject``, with the names the person gave them:
``their_names``), and whether a sentence they said speaks of it: gives it a name
(``named_in``, ``named_next``), says they have it (``theirs_in``), do what is asked
(``done_in``) or where someone lived (``lived_in``); and whether it asks for work
(``asks_work``) or a name (``ASKS_NAME``). An age given or asked for is ``age_given``'s.
Read by ``answered_by``, which finds what answers, and ``answers``, which decides what to say.
What the person says of their own work is read by ``occupation``."""

from __future__ import annotations

import dataclasses
import re

from memory.cycle.referred import AFTER_WHOM, YOUNG_ONE, lower_case_name
from memory.cycle.said import Said, share
from memory.text import lexical, questions

# The question's own words, which say nothing of what is asked about.
ASKING = lexical.terms(
    "what wat waht where whre wher who when which how many much old long far name called named remember recall remind tell know "
    "again happened thing things like best favourite favorite kind type sort "
    # ... and what frames a question of what they had to do: "Who do I need to call?" shares its "need" with "you need to book
    # the MOT" and went to the model ("I see. Tell me more?", the lead's walk in session 47)
    "need needed meant supposed"
)
# A call asked of as what they had to do, not a name: "Who do I need to call?" (its stem is "called"'s, a question's word).
_TO_CALL = re.compile(r"\bto\s+call\b", re.IGNORECASE)
_CALLING = lexical.terms("call")


def asked_of(question: str) -> frozenset[str]:
    """The words of ``question`` that say what it asks of, not how it asks (``ASKING``)."""
    return lexical.terms(question) - ASKING | (_CALLING if _TO_CALL.search(question) else frozenset())


_MODIFIERS = r"(?:favou?rite|old|older|oldest|young|younger|youngest|little|big|best|new|ex|late|first|second)"

# "Do I have a girlfriend?", "do we have any pets": whether the person has what is asked about.
_ASKS_HAS = re.compile(r"^\W*(?:and\s+|so\s+)?(?:do|did)\s+(?:i|we)\s+(?:still\s+)?(?:have|own)\b", re.IGNORECASE)
_HAVE = re.compile(
    rf"\b(?:do|did)\s+(?:i|we)\s+(?:still\s+)?(?:have|own)\s+(?:(?:a|an|any|some)\s+)?(?:{_MODIFIERS}\s+)?(\w+)", re.IGNORECASE
)
_HOW_MANY = re.compile(r"\bhow\s+many\s+(\w+)\s+(?:do|did)\s+(?:i|we)\s+(?:still\s+)?(?:have|own)\b", re.IGNORECASE)
# What the speaker has: the words after "my", "our", "I have" ("our son", "I have two cats"),
# or what they got ("We adopted a kitten on Saturday!").
_OWN = re.compile(
    r"\b(?:my|our|(?:i|we)(?:\s+(?:also|still|now|already))?\s+have|i've\s+got|we've\s+got"
    r"|(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+)?(?:adopted|got|bought|rescued))\s+((?:[\w'-]+\s+){0,2}[\w'-]+)",
    re.IGNORECASE,
)
# The speaker and what they do, past a few words of when or how ("I live …", "we just moved …",
# "I've been working …", "I currently teach …").
_SPEAKER_DOES = re.compile(
    r"^\W*(?:i|we)(?:'m|'re|\s+am|\s+are|'ve\s+been|\s+have\s+been)?\s+"
    r"(?:(?:just|still|now|currently|also|really|actually|mostly|usually|recently|only|both|already|\w+ly)\s+)*"
    # what they had to do, by what it is: "I need to call the dentist" calls ("Who do I need to call?")
    r"(?:(?:need|needed|have|had|got|meant|supposed)\s+to\s+)?(?P<verb>[a-z]+)",
    re.IGNORECASE,
)
# Someone or something of the person's and their name ("my sister Zoe", "a horse called Tempête").
_NAMED = re.compile(r"\b(?i:my|our|a|an)\s+([\w'-]+)\s+(?i:(?:is\s+)?(?:called|named)\s+)?([^\W\d_][\w'-]*)")


# A question for several things: a plural noun asked for ("What pets do I have?", "which
# countries", "my kids", "how many cats"), what the person has done over time ("Where have
# I lived?", "What jobs have I had?"), or all of something.
_SEVERAL = re.compile(
    r"\b(?:what|which|my|our|any|many|all|the)\s+(?:%s\s+)?(?P<noun>[a-z]+s)\b"
    r"|\b(?:have|has)\s+(?:i|we)\s+(?:ever\s+|always\s+)?[a-z]+(?:ed|en|t|d)\b"
    r"|\b(?:all|every|everything|everyone|everywhere)\b" % _MODIFIERS,
    re.IGNORECASE,
)
# Words that end in "s" and name no several things.
_NOT_PLURAL = frozenset("does is was has his its this us yes always sometimes perhaps plus bus boss address less "
                        "status news series".split())


def asks_for_several(question: str) -> bool:
    """Whether ``question`` asks for all of several things the person may have told
    ("What pets do I have?", "Where have I lived?", "Who are all my cousins?"), not for
    one ("Where do I live?", "What does my husband do?")."""
    return any(
        not found["noun"] or (found["noun"].lower() not in _NOT_PLURAL and not found["noun"].lower().endswith(("ss", "us", "is")))
        for found in _SEVERAL.finditer(question)
    )


# A place of the speaker's life: where they grew up, were born, live, moved, spent years
# ("I grew up in a small town near Hamburg", "I spent three years in London"), not whom they
# moved in with nor where they spent an afternoon.
_LIVED = re.compile(
    r"\b(?:grew\s+up|(?:was|were)\s+born|born\s+and\s+raised|raised|brought\s+up|liv(?:e|es|ed|ing)|mov(?:e|es|ed|ing)"
    r"|relocated|settled|spent\s+(?:\w+\s+){0,2}?(?:years?|months?|summers?|winters?|childhood|twenties|thirties|teens))"
    r"\s+(?:\w+\s+){0,2}?(?:in|to|near|outside)\s+(?!with\b|together\b|fear\b)\w"
    # where they are now, a named place: "Actually I'm in Hamburg, not Berlin.", "We're based in Leeds."
    r"|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:now\s+|actually\s+)?(?:based\s+)?in\s+(?!Year\b|Form\b|Class\b)(?-i:[A-Z])",
    re.IGNORECASE,
)
# ... which a question for where the person has lived asks for: "Where have I lived?",
# "What cities have we lived in?", "Where did I live before?".
_ASKS_LIVED = re.compile(
    r"\bwhere\s+(?:have|had|did)\s+(?:i|we)\s+(?:ever\s+|always\s+)?(?:lived?|been\s+living)\b"
    r"|\b(?:places|cities|countries|towns)\s+(?:have|had|did)\s+(?:i|we)\s+(?:ever\s+)?(?:lived?|been\s+living)\b",
    re.IGNORECASE,
)

# ... and for where they live now: "Where do I live?".
_ASKS_HOME = re.compile(r"\bwhere\s+(?:do|did)\s+(?:i|we)\s+(?:say\s+(?:i|we)\s+)?live\b", re.IGNORECASE)


def asks_home(question: str) -> bool:
    """Whether ``question`` asks where the person lives now ("Where do I live?")."""
    return bool(_ASKS_HOME.search(question))


# A question over the person's past: "Where have I lived?", "What jobs have I had?", "Where
# have we worked?".
_OVER_THE_PAST = re.compile(
    r"\b(?:have|had)\s+(?:i|we)\s+(?:ever\s+)?(?:lived?|been\s+living|had|worked|been)\b", re.IGNORECASE
)


def over_the_past(question: str) -> bool:
    """Whether ``question`` asks what the person has done or had over time, which what they
    said before a change still answers ("I live in Bristol" before "We moved to Cardiff")."""
    return bool(_OVER_THE_PAST.search(question))


def asks_where_lived(question: str) -> bool:
    """Whether ``question`` asks where the person has lived over time ("Where have I lived?")."""
    return bool(_ASKS_LIVED.search(question))


def lived_in(sentence: str) -> bool:
    """Whether ``sentence`` tells a place someone lived ("I grew up near Hamburg", "We moved
    to Cardiff", "I spent three years in London"): the words need not be "live"."""
    return bool(_LIVED.search(sentence))


def asks_whether_has(question: str) -> bool:
    """Whether ``question`` asks whether the person has something ("Do I have a girlfriend?",
    "how many dogs do i have")."""
    return bool(_ASKS_HAS.match(question) or _HOW_MANY.search(question))


def done_in(asked: set[str], clause: str) -> bool:
    """Whether ``clause`` says the speaker does one of ``asked`` ("I live in …", "we just
    moved to …", "I've been working at …"), not only has its word ("I hate my work
    commute")."""
    found = _SPEAKER_DOES.match(clause)
    return bool(found) and share(asked, found["verb"])


def theirs_in(about: set[str], sentence: str) -> bool:
    """Whether ``sentence`` speaks of the person's own one of ``about`` ("my girlfriend
    Hana", "our son", "I have two cats", "We adopted a kitten")."""
    return any(share(about, found[1]) for found in _OWN.finditer(sentence))


def named_in(about: set[str], sentence: str, *, relation: bool = False) -> bool:
    """Whether ``sentence`` gives a name to one of ``about`` ("my boyfriend Jonas", "Jonas
    is my boyfriend", "my boyfriend is called Jonas"); with ``relation``, ``about`` holds
    names (lower case) and the sentence says who one is to the person ("my friend Sophie",
    "Sophie is my flatmate", "a horse called Tempête", "someone new, her name is Mei")."""
    words = "|".join(map(re.escape, sorted(about)))
    if not words:
        return False
    if relation:
        return bool(re.search(
            rf"\b(?i:my|our)\s+(?:\w+\s+){{1,2}}(?i:{words})\b|\b(?i:{words})\s+is\s+(?i:my|our)\s+\w+"
            rf"|\b(?i:called|named|(?:his|her|their)\s+name(?:'s|\s+is))\s+(?i:{words})\b",  # "a horse called Tempête"
            sentence,
        ))
    if re.search(
        rf"\b(?i:{words})\w*(?:'s)?,?\s+(?:(?:is\s+)?(?:called|named)\s+)?[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+|\b[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+\s+is\s+my\s+(?:\w+\s+)?(?i:{words})"
        # "My teacher is Ines, she's Portuguese": the name alone after "is"
        rf"|\b(?i:my|our)\s+(?:\w+\s+)?(?i:{words})\w*\s+is\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+"
        r"(?=\s*[,.!;]|\s*$|\s+(?:and|who)\b)",
        sentence,
    ):
        return True
    # Written in lower case ("our son oliver is 4", "my wife jess is pregnant"): a word after
    # whom is asked about that goes on to what they are or do, and is no word of the language's
    # small stock ("my son is 4", "my husband always has").
    said = sentence.lower()
    if re.search(rf"\b(?:{words})\w*(?:'s)?\s+(?:is\s+)?(?:called|named)\s+[a-z]", said):
        return True  # "my band is called the night owls"
    if re.search(rf"\b(?:{words})\w*\b(?:[\s,]+[\w'-]+){{1,4}}?[\s,]+(?:called|named)\s+[a-z]", said):
        return True  # "got a dog too, a beagle named biscuit"
    return any(
        lower_case_name(found["name"])
        for found in re.finditer(
            rf"\b(?:{words})\w*(?:'s)?\s+(?P<name>[a-z]+)(?=\s+(?:is|was|has|had|and|just|turned|who)\b|\s*[,.!?]|\s*$)", said
        )
    )


# Whom a question in lower case asks of, in the subject's place: "what does callum do", "how old is jade".
_ASKED_OF = re.compile(r"^\W*(?:what|where|how\s+old|who|when|which)\s+(?:does|did|is|was|has)\s+(?!(?:my|your|our|he|she|it|they|his|her|their|the|a|an|i|you)\b)([a-z]+)\b")


def named_in_lower_case(question: str, found: list[Said]) -> set[str]:
    """The words of a question written in lower case that the person gave as a name in what
    they said ("my girlfriend is called jade", "our son oliver is 4": "how old is jade" asks
    about her), as terms."""
    if question != question.lower():
        return set()
    given = {
        name for said in found
        for name in re.findall(r"\b(?:called|named)\s+([a-z]+)", said.text.lower()) + AFTER_WHOM.findall(said.text.lower())
        if lower_case_name(name)
    }
    # ... or the one the question asks of, given after whom they are whatever follows: "what does callum do?"
    # after "my boyfriend callum works in a call centre" (got the person's own job, the lead's walk)
    if (whom := _ASKED_OF.match(question)) and lower_case_name(whom[1]) and any(
        re.search(rf"\b(?:my|our)\s+[a-z]+\s+{whom[1]}\b", said.text.lower()) for said in found
    ):
        given.add(whom[1])
    # a name's possessive typed without its apostrophe: "whats tashas job"
    asked = (word if word in given else word.removesuffix("s") for word in re.findall(r"[a-z]+", question))
    return lexical.terms(" ".join(word for word in asked if word in given))


def capitalised(text: str) -> list[str]:
    """The words of ``text`` that open with a capital, in any alphabet ("Tempête"), not "I"."""
    return [word for word in re.findall(r"[^\W\d_]+", text) if word[0].isupper() and word != "I"]


def their_names(about: set[str], said: list[str]) -> set[str]:
    """The names the person gave in what they ``said`` to whom a question asks about ("my
    sister Zoe": "zoe"), so that what they said of Zoe by name answers "What does my sister
    do?" (it was only offered "you just got back from a week in Lisbon with your sister Zoe"). The word before the
    name is one of ``about`` whole: "my girlfriend Hana" names no girl of "Do I have kids?".
    A name may be given as called ("a horse called Tempête")."""
    if not about:
        return set()
    return set().union(*(
        lexical.terms(name) for text in said
        for who, name in _NAMED.findall(text) if name[:1].isupper() and share(about, who)
    ))


# A child of theirs named by their place among the children: "My youngest, Amira, starts …".
_YOUNG_ONE_NAMED = re.compile(rf"\b(?i:my|our|the)\s+(?i:{YOUNG_ONE})\s*,?\s+([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)")
# The pronoun a daughter or a son is meant by.
_MEANT_BY = {"daughter": "she", "girl": "she", "son": "he", "boy": "he"}


def young_one(about: set[str], found: list[Said]) -> Said | None:
    """What the person said that names a child of theirs by their place among the children
    ("My youngest, Amira, starts …") whom a question for the name of a daughter or a son
    (``about``) may mean, or None: one they went on to call by that child's pronoun ("She's
    nervous …": ``Said.referred``), or any when it asks of a child or the kids."""
    meant = {_MEANT_BY[word] for word in about if word in _MEANT_BY}
    called = {(said.text.split(" ", 1)[0], said.referred) for said in found if said.referred}
    return next((
        said for said in found
        if meant and (named := _YOUNG_ONE_NAMED.search(said.text))
        and (len(meant) > 1 or any((named[1], they) in called for they in meant))
    ), None)


# Whom a question asks about when two words name them: "Who is my cello teacher?" asks of a
# teacher (of the cello), and "My teacher is called Ines" answers it. Only where "my" and
# the two words are all that follows "who is" or "what is", so no verb is taken for a noun
# ("Where does my sister live?").
_HEAD_NOUN = re.compile(
    r"^\W*(?:and\s+)?(?:who|what)(?:'s|\s+is|\s+was|\s+are)\s+(?:my|our)\s+[\w-]+\s+(\w+?)(?:'s\s+(?:name|job)|\s+called)?\s*\??\s*$",
    re.IGNORECASE,
)


# ... or by what they do: "Who teaches my pottery class?" asks of a teacher ("The pottery
# teacher is called Gwen").
_WHO_TEACHES = re.compile(r"^\W*(?:and\s+)?who\s+(teaches|coaches)\s+(?:my|our)\b", re.IGNORECASE)
_WHO_DOES = {"teaches": "teacher", "coaches": "coach"}


def subject(question: str, name: str) -> set[str]:
    """Whom or what a question asks about, as terms: the noun after "my" ("my sister",
    "my old car") or that it asks whether they have ("Do I have any pets?"), and the names
    in it, not the person's own (``name``: all they are called, ``names_of``)."""
    after_my = re.findall(rf"\bmy\s+(?:{_MODIFIERS}\s+)?(\w+)", question, re.IGNORECASE) + _HAVE.findall(question) + _HOW_MANY.findall(question)
    after_my += _HEAD_NOUN.findall(question) + [_WHO_DOES[verb.lower()] for verb in _WHO_TEACHES.findall(question)]
    after_my += questions.THE_FAMILY.findall(question)  # "How old are the twins?"
    names = capitalised(question.split(" ", 1)[-1])
    return lexical.widened(lexical.terms(" ".join(after_my + names)) - ASKING - lexical.terms(name))


_NAMED_BY_PRONOUN = re.compile(
    r"\b(?:his|her|its|their)\s+name(?:'s|\s+is)\s+\S|\b(?:he|she|it|they)(?:'s|\s+is|\s+are)\s+(?:called|named)\s+\S", re.IGNORECASE
)


def named_next(about: set[str], ranked: list[tuple[Said, float]]) -> Said | None:
    """What the person said of one of ``about`` in this conversation with the sentence of
    the same message that names it by a pronoun, as one, or None: "what's my kitten called"
    after "We adopted a kitten on Saturday! Her name is Mochi 🐱" got "I'm not sure — I
    know that you adopted a kitten on Saturday"."""
    for said, _ in ranked:
        if said.at is None or not share(about, said.text):
            continue
        named = next((other for other, _ in ranked if other.at == said.at and _NAMED_BY_PRONOUN.search(other.text)), None)
        if named is not None:
            return dataclasses.replace(named, whole=f"{said.whole or said.text} {named.whole or named.text}")
    return None


def asks_work(question: str) -> bool:
    """Whether ``question`` asks what the person or someone does for work ("What does my
    sister do?", "what's my job?")."""
    return bool(DOES.search(question) or lexical.widened(lexical.terms(question) - ASKING) & WORK)


# "What does my sister do?" asks for work: "Zoe lives in Edinburgh and works as a vet"; so does "What does Gary do now?"
# (not "What do I do now?", which asks what to do).
DOES = re.compile(
    r"^\W*wh?at\s+(?:(?:do|does|did)\b.*\bdo(?:\s+for\s+(?:a\s+living|work))?|does\b.*\bdo\s+(?:now|these\s+days|nowadays))\s*\??\s*$",
    re.IGNORECASE,
)
WORK = lexical.terms("work")
# A name, or who someone of theirs is ("Who is my cello teacher?": a name is its answer).
ASKS_NAME = re.compile(
    r"\b(?:name|called|named)\b|^\W*(?:and\s+)?who(?:'s|\s+is|\s+was|\s+teaches|\s+coaches)\s+(?:my|our)\b", re.IGNORECASE
)
# The person themselves, in a question of theirs ("Where have I lived?").
OF_ONESELF = re.compile(r"\b(?:i|me|my|we|us|our)\b", re.IGNORECASE)
