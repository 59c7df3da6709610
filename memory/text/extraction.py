"""Extractive memory formation: statements, kinds, compressed forms, significance and
valence, with no model output format to depend on (DESIGN §3, issue "formation must work
when the model is tiny or absent").

A statement is a sentence someone said that carries information about them: not a
question, not a pleasantry, with enough content words. Each becomes a belief candidate,
written in the third person's frame "<speaker> (<date>): <sentence>" so it stays true
out of context, with relative dates resolved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache

from memory.text import lexical, numbers, phatic, questions, timeexpr, triggers

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'“])")
_OF_ONESELF = re.compile(r"\b(?:i|i'm|im|i've|my|me|we|we're|we've|our|us)\b", re.IGNORECASE)
_PLEASANTRY = re.compile(
    r"^(thanks?|thank you|wow|omg|haha|lol|that'?s (so )?(great|awesome|amazing|cool|nice|wonderful)|"
    r"sounds (great|good|fun)|good (luck|job)|congrats|congratulations|awesome|amazing|cool|nice|great|"
    r"take care|bye|see you|hi|hey|hello|(it'?s |so )?(good|nice|great) to (see|hear|meet|talk))\b",
    re.IGNORECASE,
)
# A greeting in front of what the sentence tells, before a comma or a name: "Hi, I'm Gareth", "Morning all, …", "yo im Kyle, …".
_GREETING_FIRST = re.compile(
    r"^\s*(?:hi|hello|hey|hiya|heya|howdy|yo|alright|(?:good\s+)?(?:morning|afternoon|evening))(?:\s+(?:there|all|again|everyone))?(?:\s*,\s*(?=\S)|\s+(?=(?:i'?m|im|i\s+am|my\s+name)\b))",
    re.IGNORECASE,
)
# How a person asks us to keep something, in front of what is to be kept ("Remember this:
# my brother lives in Glasgow", "Just so you know, I'm vegan"): the request, not the fact.
_REMINDER = re.compile(triggers.REMIND_ME + r"(?P<what>[^?]+?)(?:,?\s+(?:please|pls))?\W*$", re.IGNORECASE)
_REQUEST_FRAME = re.compile(
    r"^(?:(?:ok(?:ay)?|so|oh|and|hey)\b[,\s]*)?(?:please\s+)?"
    r"(?:(?:remember|don'?t\s+forget|do\s+not\s+forget|never\s+forget|note|keep\s+in\s+mind)\s+(?:this|that)\b"
    r"|(?:remember|don'?t\s+forget|do\s+not\s+forget|note|keep\s+in\s+mind)(?=\s*:)"
    r"|make\s+a\s+note(?:\s+of\s+(?:this|that))?|just\s+so\s+you\s+know|fyi|for\s+your\s+information"
    # A significance frame ("This is really important to me: …") is cut only where it ends at a
    # stop or colon, so "It was a big deal for me to move" keeps its words.
    r"|(?:" + triggers.SIGNIFICANCE + r")(?=\s*(?:[:,;.!\-–—]|$)))"
    r"(?:\s*,?\s*please)?\s*[:,;.!\-–—]*\s*",
    re.IGNORECASE,
)
_KIND_CUES = [
    ("identity", re.compile(r"\b((i am|i'm) (a|an) \w+|i identify as|as an? (\w+ )?(woman|man|person|parent|"
                            r"mother|father|artist|teacher|nurse|engineer|student))\b", re.I)),
    ("value", re.compile(r"\b(i believe|i value|important to me|matters to me|i care about|principle)\b", re.I)),
    ("goal", re.compile(r"\b(i want to|i plan to|i'm planning|i am planning|my goal|i hope to|i'm going to|i will|"
                        r"i'd like to|i intend|i'm saving|aiming to|dream of)\b", re.I)),
    ("preference", re.compile(r"\b(i love|i like|i enjoy|i prefer|my favou?rite|i hate|i dislike|i can't stand|"
                              r"i'm (a big )?fan of|i adore)\b", re.I)),
]
_POSITIVE_WORDS = (
    "love loved happy glad great awesome amazing wonderful excited proud grateful fun enjoy enjoyed beautiful "
    "fantastic joy peaceful relaxing celebrate success won win best good nice thrilled blessed calm hopeful"
)
_NEGATIVE_WORDS = (
    "sad angry upset hate hated terrible awful stressed stressful anxious worried lonely hurt pain painful "
    "lost fail failed bad worst sick scared afraid tired exhausted depressed broke frustrated cry cried grief"
)
_INTENSE_WORDS = "love hate terrified devastated thrilled heartbroken furious ecstatic grief died divorce"
_POSITIVE, _NEGATIVE, _INTENSE = (lexical.terms(words) for words in (_POSITIVE_WORDS, _NEGATIVE_WORDS, _INTENSE_WORDS))
_LEXICON = frozenset(f"{_POSITIVE_WORDS} {_NEGATIVE_WORDS} {_INTENSE_WORDS}".split())


def _felt(text: str, words: frozenset[str], of: frozenset[str]) -> frozenset[str]:
    """The stems of ``of`` among ``words`` (``text``'s terms), each said by a word of the
    lexicon's or an inflection of one: a stem that is no word of the lexicon counts only
    when a longer word of the text begins with it ("hate" and "hat" both stem to "hat";
    "I've been learning to crochet, made my first hat." read as sad and got sympathy)."""
    return frozenset(
        stem for stem in words & of
        if stem in _LEXICON or re.search(rf"\b{re.escape(stem)}[a-z]", text, re.IGNORECASE)
    )
MIN_CONTENT_TERMS = 2
# A short self-description says who someone is in two or three words ("I'm single.", "I'm a
# vegetarian.", "I love running.", "I have a beard.", "I can't swim at all."): kept though shorter than a statement must be, so a
# later change of it has something to contradict. "I'm <state>" counts only for lasting
# states (``_LASTING``), not for "I'm fine." or "I'm so excited!".
_SELF_DESCRIPTION = re.compile(
    r"^(?:i'm|i am|we're|we are)(?: not)? (?:(?:an? )(?P<noun>[\w-]+)|(?P<state>[\w-]+)(?: now| this year)?|(?:dating|seeing|engaged to|married to) [A-Z]\w+)[.!]?$"
    r"|^(?:i|we) (?:really |don't |do not |never |can't |cannot |can )?(?:love|like|hate|enjoy|adore|dislike|prefer|eat|"
    r"drink|smoke|play|own|have|speak|support|follow|live|work|study|drive|ride|wear|rent|run|cycle|swim|teach|coach) "
    r"(?!(?:it|that|this|them|you|those|these|him|her|so|to|no idea|a question|time|fun)\b)[a-z-]+(?: [a-z-]+){0,2}[.!]?$"
    r"|^(?:i'm|i am|we're|we are) (?:learning|studying|training|living|working|renting) "
    r"(?!(?:it|that|this|them|on it)\b)[a-z-]+(?: [a-z-]+){0,2}[.!]?$"
    # A habit said with no object ("I don't smoke.", "I drink.") and an age ("I'm 34.",
    # "My son is 7."): a later change of either is asked about only if they were kept.
    r"|^(?:i|we) (?:really |don't |do not |never |no longer |can't |cannot |can )?"
    r"(?:smoke|drink|drive|vape|gamble|cycle|swim|cook|bake|knit|surf|ski|climb|dance|sing)"
    r"(?: anymore| any more| at all| much| a lot)?[.!]?$"
    r"|^(?:i'm|i am|(?:my|our) (?:[\w'-]+ )?(?:son|daughter|kids?|children|child|boy|girl|baby|twins|brother|sister|"
    r"mum|mom|dad|mother|father|husband|wife|partner|boyfriend|girlfriend|grandson|granddaughter|nephew|niece|dog|cat)"
    r" (?:is|are|just turned|turned)) \d{1,3}(?: years old)?[.!]?$"
    # ... and with the name in front ("im jonas, 29"), or someone's by name ("Biscuit is seven.", said back of "He's
    # seven." after "We have a dog named Biscuit.": "How old is Biscuit?" got "I'm not sure")
    r"|^(?:i'm|im|i am) [a-z]+, \d{1,3}[.!]?$"
    r"|^(?-i:(?!(?:It|That|This|He|She|There|What|Which|Who)\b)[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+) (?:is|just turned|turned) (?:\d{1,3}|one|two|three|four"
    r"|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)"
    r"(?: years old)?[.!]?$",
    re.IGNORECASE,
)
# Short news of the speaker's life, told as chat tells it ("I got the promotion!!", "Got the
# job!", "Finally passed!", "We just bought a house!"): an event verb of theirs and what
# happened, in a few words. "I got the promotion!!" was never kept (one content word);
# "Got it!", "I got you" and "we did it" tell nothing.
_NEWS = re.compile(
    r"^(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:(?:just|finally|actually|officially|totally|also)\s+)*"
    r"(?:got|passed|won|landed|booked|bought|finished|graduated|started|quit|retired|aced|nailed|sold|signed|adopted|"
    r"completed|published|launched|married|resigned|enrolled|qualified)\b"
    r"(?!\s+(?:it|that|this|you|them|him|her|one|there|lucky|confused|lost|a\s+question)\b)"
    r"(?:\s+[\w'&-]+){0,5}\s*[.!]*$",
    re.IGNORECASE,
)
_LASTING = frozenset(
    """single married engaged divorced separated widowed retired pregnant vegetarian vegan pescatarian
    unemployed sober celibate religious atheist christian muslim jewish buddhist hindu gay straight bisexual
    lesbian trans nonbinary disabled deaf blind diabetic allergic left-handed right-handed adopted""".split()
)
COMPRESSED_WORDS = 20
# What a compressed form leaves out of a sentence: articles and "and", forms of "be" and
# "do", the speaker's "I" (the heading names them), interjections and hedges. Names,
# numbers, negations, pronouns and prepositions stay: they carry what was said.
_FILLER = frozenset(
    """a an the and am is are was were be been being do does did i i'm i've i'd i'll it's
    yeah yes oh hey hi hello um uh wow just really so very pretty totally actually some
    that this there here gonna""".split()
)
_WORD = re.compile(r"[$£€]?\d+(?:[.,:/]\d+)*%?|[\w'’()-]+")
EXCERPT_SENTENCES = 2


@dataclass(frozen=True)
class Statement:
    text: str  # the sentence, relative dates resolved
    full: str  # framed: who said it and when
    compressed: str
    kind: str
    valence: float
    emotional: bool


# A stop before a lower-case word ends a sentence too: people chat in lower case ("did 10k
# on sunday. i have a golden retriever named Bruno"), and a whole message read as one
# sentence became one belief, recalled whole for any one thing in it. Not after an
# abbreviation ("e.g. a dog", "at 9 a.m. on", "Dr. patel").
_STOP_LOWER = re.compile(r"(?<=[.!?])\s+(?=[a-z])")
_ABBREVIATION = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|esp|dr|mr|mrs|ms|st|no|vol|fig)\.|\b[a-z]\.)$", re.IGNORECASE)


def sentences(text: str) -> list[str]:
    """The sentences of ``text``: split after a stop before a capital, a digit or a quote,
    and before a lower-case word unless the stop ends an abbreviation."""
    found = []
    for piece in _SENTENCE.split(text.strip()):
        parts = _STOP_LOWER.split(piece)
        joined = [parts[0]]
        for part in parts[1:]:
            if _ABBREVIATION.search(joined[-1]):
                joined[-1] = f"{joined[-1]} {part}"
            else:
                joined.append(part)
        found += joined
    return [s.strip() for s in found if s.strip()]


# Where a sentence goes on to another thing the speaker says of themselves: a comma,
# semicolon, "and", "but" or "so" before "I", "my", "we" or "our" ("I'm Ines, I work as a
# pharmacist in Porto and I have a greyhound called Luna.").
_OWN_CLAUSE = re.compile(
    r"\s*(?:[,;]\s*(?:and\s+|but\s+|so\s+)?|\s+(?:and|but|so)\s+)"
    r"(?=(?:i|i'm|i've|i'd|i'll|my|we|we're|we've|our)\b)",
    re.IGNORECASE,
)


_SPEAKER_FIRST = re.compile(r"\s*(?:i|i'm|i've|i'd|i'll|we|we're|we've)\b", re.IGNORECASE)


def of_the_speaker(clause: str) -> bool:
    """Whether ``clause`` opens with the speaker ("I …", "we've …") and says something (three
    words at least)."""
    return len(clause.split()) >= 3 and bool(_SPEAKER_FIRST.match(clause))


# A clause's own verb: "My husband Arjun is a teacher" says something before "and we have
# a cat"; "My partner Sam" before "and I adopted a dog" does not.
_OWN_VERB = re.compile(
    r"\b(?:is|are|was|were|has|have|had|works?|worked|lives?|lived|teach(?:es)?|taught|studies|studied|runs?|ran|"
    r"plays?|played|owns?|owned|loves?|loved|likes?|liked|hates?|got|gets|goes|went|moved|makes?|made|keeps?|kept)\b"
    r"|\w'(?:s|re)\s+(?:an?|the|from|in|at|into|still|now|not|very|so|really|always|never)\b",
    re.IGNORECASE,
)
# ... unless what follows points back to it: "My mum lives in Birmingham and I visit her
# every other weekend" says one thing.
_POINTS_BACK = re.compile(r"\b(?:he|she|him|her|his|hers|they|them|their|it|its|there)\b", re.IGNORECASE)


def own_clauses(sentence: str) -> list[str]:
    """The things a sentence says of the speaker, each on its own: one clause for each
    "I …", "my …" it goes on to, or the sentence itself when it says one thing. A clause
    has two words at least ("Me and my sister went to Rome" is one), and a bare "and"
    parts what the speaker began with "I" or "we", or what has a verb of its own when
    what follows does not point back to it ("My husband Arjun is a teacher and we have a
    cat called Mango" is two): "My partner Sam and I adopted a dog" is one."""
    parts, start = [], 0
    for boundary in _OWN_CLAUSE.finditer(sentence):
        part = sentence[start:boundary.start()]
        after_stop = re.match(r"\s*[,;]", boundary[0])
        own_thing = _OWN_VERB.search(part) and not _POINTS_BACK.search(sentence[boundary.end():])
        if len(part.split()) >= 2 and (after_stop or _SPEAKER_FIRST.match(part) or own_thing):
            parts.append(part.strip(" ,;"))
            start = boundary.end()
    parts.append(sentence[start:].strip(" ,;"))
    return parts if len(parts) > 1 else [sentence]


def reminded(sentence: str) -> str | None:
    """What ``sentence`` asks to be reminded of, told as the person would tell it ("can u
    remind me to call the dentist tmrw" → "I need to call the dentist tmrw", "Could you
    remind me that my MOT is due on Friday please?" → "My MOT is due on Friday"), or None
    when it asks for no reminder."""
    found = _REMINDER.match(sentence.strip())
    if found is None:
        return None
    what = found["what"]
    return f"I need to {what}" if found["how"].lower() == "to" else what[:1].upper() + what[1:]


def unframed(sentence: str) -> str:
    """``sentence`` without a request to remember it in front ("Remember this: my brother
    lives in Glasgow." → "My brother lives in Glasgow."), or a greeting before a comma ("Hi,
    I'm Gareth, I'm a plumber in Newport." was said back "Hi, you're Gareth, …" when asked
    "What's my job?"); "" when the request is all of it. A reminder asked for is what it is
    for (``reminded``): "What do I need to do tomorrow?" was not answered by the request."""
    if (told := reminded(sentence)) is not None:
        return told
    rest = _REQUEST_FRAME.sub("", _GREETING_FIRST.sub("", sentence, count=1), count=1)
    if rest == sentence:
        return sentence
    return rest[:1].upper() + rest[1:] if rest.strip() else ""


def pleasantry(sentence: str) -> bool:
    """Whether a sentence is a pleasantry ("Thanks!", "Sounds great", "Good to see you"):
    one that opens as one and does not go on to tell something of the speaker. "omg Biscuit
    just ate my sock" and "Hey, I moved to Berlin last week" are not (the first was never a
    memory, and "What did Biscuit eat?" was offered the adoption of Biscuit)."""
    opened = _PLEASANTRY.match(sentence)
    if not opened:
        return False
    rest = sentence[opened.end():].lstrip(" ,!.:;-–—")
    return not (_OF_ONESELF.search(rest) and not pleasantry(rest) and informative(rest))


# An aside at the end of a sentence ("I'm vegetarian by the way", "I don't smoke tbh"): no
# part of what it says. "I'm vegetarian by the way" was never kept, and "I'm not vegetarian
# anymore" a session later was not asked about.
_ASIDE = re.compile(
    r",?\s+(?:by\s+the\s+way|btw|honestly|tbh|lol|haha+|though|anyway|actually|really|sorry)\s*(?=[.!]*$)", re.IGNORECASE
)


def without_aside(sentence: str) -> str:
    """``sentence`` without an aside at its end (``_ASIDE``)."""
    return _ASIDE.sub("", sentence)


@lru_cache(maxsize=4096)
def informative(sentence: str) -> bool:
    """Whether a sentence is worth keeping as a belief candidate: not a question (with or without its "?",
    ``questions.is_question``), a pleasantry, a ritual said in more words (``phatic.kinds``: "Right, I'm away to my bed,
    night hen." was listed as a fact on the memories page after the lead's walk 24), or a request to the memory ("Dig
    deeper into Isla.", "Run memory maintenance.": both were kept as beliefs in a walk-through). Kept for the sentences
    read lately: formation reads each twice (beliefs, then summary)."""
    if questions.is_question(sentence) or pleasantry(sentence) or phatic.kinds(sentence) or triggers.asks_the_memory(sentence):
        return False
    described = _SELF_DESCRIPTION.match(without_aside(sentence))
    if described:
        state = described["state"]
        return state is None or state.lower() in _LASTING or state.isdigit() or numbers.value(state) > 0  # "I'm eighty-one now."
    if news(sentence):
        return True
    return len(lexical.terms(sentence)) >= MIN_CONTENT_TERMS and len(sentence.split()) >= 4


def news(sentence: str) -> bool:
    """Whether ``sentence`` is short news of the speaker's life (``_NEWS``: "Got the job!",
    "I passed my driving test!"), not a remark ("Got it!")."""
    return bool(_NEWS.match(without_aside(sentence.strip())))


def kind_of(sentence: str) -> str:
    for kind, cue in _KIND_CUES:
        if cue.search(sentence):
            return kind
    return "fact"


def valence_of(text: str) -> float:
    """Lexicon valence in [-1, 1]: (positive - negative) / (positive + negative)."""
    words = lexical.terms(text)
    positive, negative = len(_felt(text, words, _POSITIVE)), len(_felt(text, words, _NEGATIVE))
    return 0.0 if positive + negative == 0 else (positive - negative) / (positive + negative)


def shorten(text: str, limit: int = COMPRESSED_WORDS) -> str:
    """``text`` shortened, not paraphrased: its words in order without filler
    (``_FILLER``), at most ``limit`` of them; numbers keep their form ("$1,500", "3.5")."""
    words = [w for w in _WORD.findall(text) if w.lower().replace("’", "'") not in _FILLER]
    return " ".join(words[:limit])


def compress(sentence: str, speaker: str, when: datetime) -> str:
    """The sentence shortened (``shorten``) under who said it and when."""
    head = f"{speaker} {timeexpr.day(when.date())}:" if speaker else f"{timeexpr.day(when.date())}:"
    return f"{head} {shorten(sentence)}"[:300]


def frame(sentence: str, speaker: str, when: datetime) -> str:
    who = speaker or "The person"
    return f"{who} ({timeexpr.day(when.date())}): {sentence}"


_DAY = r"\d{1,2} [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ \d{4}"
_HEADINGS = (
    re.compile(rf"(?P<who>[^\n():]{{1,80}}) \((?P<day>{_DAY})\): "),  # frame()
    re.compile(rf"(?:On )?(?P<day>{_DAY}): "),  # summarise(), excerpt(), compress() with no speaker
    re.compile(rf"(?P<who>[^\n():]{{1,80}}?) (?P<day>{_DAY}): "),  # compress()
)


def heading(text: str) -> tuple[str, str]:
    """Split the who-and-when this module writes in front of a memory's text from the
    rest: ("Caroline, 8 May 2023", "I went to a support group."); ("", text) when the text
    has none (written some other way, e.g. rewritten by reconsolidation)."""
    for pattern in _HEADINGS:
        found = pattern.match(text)
        if found and found.end() < len(text):
            who = found.groupdict().get("who")
            return (f"{who}, {found['day']}" if who else found["day"]), text[found.end():]
    return "", text


def statements(text: str, *, speaker: str, when: datetime) -> list[Statement]:
    """The belief candidates in one message, each in the person's words without a request
    frame around them (``unframed``)."""
    return list(_statements(text, speaker, when, when.tzinfo))


@lru_cache(maxsize=4096)
def _statements(text: str, speaker: str, when: datetime, zone) -> tuple[Statement, ...]:
    """``statements``, kept for the messages read lately: formation reads the next
    conversation's ahead (to embed them while this one is written), then again when it
    forms it. ``zone`` is ``when``'s own: one instant in two zones is equal as a key but
    is written as two dates."""
    found = []
    if phatic.kinds(text):  # a farewell whose reason is a sentence of its own: "Anyway, Meg needs her walk. Ta-ra!"
        return ()
    for sentence in map(unframed, sentences(text)):
        if not informative(sentence):
            continue
        resolved = timeexpr.annotate(sentence, when)
        words = lexical.terms(resolved)
        found.append(
            Statement(
                text=resolved,
                full=frame(resolved, speaker, when),
                compressed=compress(resolved, speaker, when),
                kind=kind_of(sentence),
                valence=valence_of(resolved),
                emotional=bool(_felt(resolved, words, _INTENSE)),
            )
        )
    return tuple(found)


def excerpt(summary: str, query: str) -> str:
    """The sentences of an episode summary that best match ``query`` (its date kept)."""
    head, _, body = summary.partition(": ")
    parts = sentences(body) or [summary]
    scores = lexical.overlap_scores(query, parts)
    best = sorted(sorted(range(len(parts)), key=lambda i: -scores[i])[:EXCERPT_SENTENCES])
    return f"{head}: " + " ".join(parts[i] for i in best) if body else summary


def _ended(sentence: str) -> str:
    return sentence if sentence.rstrip()[-1:] in {".", "!", "?", "…"} else sentence.rstrip() + "."


def summarise(lines: list[tuple[str, str]], when: datetime, limit_sentences: int = 8) -> str:
    """An extractive summary of a stretch: its most informative sentences, in order.

    ``lines`` are (speaker, text) pairs. Sentences are ranked by content terms (rare
    capitalised names and numbers count double) and the best ``limit_sentences`` kept,
    without a request to remember them in front (``unframed``): the summary is what was
    said, and a "Remember this:" in it is a frame the embedded model copies into every
    later reply it sees it in.
    """
    candidates = []
    for position, (speaker, text) in enumerate(lines):
        for sentence in map(unframed, sentences(text)):
            if not sentence or not informative(sentence):
                continue
            names = len(re.findall(r"\b([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+|\d+)\b", sentence[1:]))
            candidates.append((len(lexical.terms(sentence)) + names, position, speaker, sentence))
    best = sorted(sorted(candidates, reverse=True)[:limit_sentences], key=lambda c: c[1])
    # Each sentence ends with a stop, so the next speaker's label starts a sentence of its own
    # ("… thinks I'm crazy haha teo: My running club …" was listed as one sentence about Clara).
    body = " ".join(f"{speaker + ': ' if speaker else ''}{_ended(timeexpr.annotate(s, when))}" for _, _, speaker, s in best)
    if not body:
        body = " ".join(f"{speaker + ': ' if speaker else ''}{text}" for speaker, text in lines)[:600]
    return f"On {timeexpr.day(when.date())}: {body}"
