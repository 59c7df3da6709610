"""What the person said that may answer their question (``answers``): their sentences in
what retrieval brought (beliefs, and their own lines in episode summaries), their earlier
messages in this conversation that are not memories yet, and, before "I don't know", what
a change superseded since; not a change they declined nor an answer they said was wrong
(``corrected``). Each thing said of oneself is read on its own (``clauses``).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from datetime import date, datetime

import numpy as np

from memory import archive, embeddings, socrates
from memory.cycle import referred
from memory.models import Belief, BeliefRevision, BeliefStatus, Episode, Message, RevisionReason
from memory.retrieval.assembly import Injected, Retrieval
from memory.text import extraction, lexical, questions

# The speaker an extractive episode summary puts before each sentence ("alice: ...").
SPEAKER = re.compile(r"(?:^|(?<=[.!?] ))([\w-]{1,40}): ")
EARLIER_MESSAGES = 30  # of this conversation, the person's, newest first
DECLINED_READ = 50  # the changes the person declined, newest first, left out of what answers
ROOT = 5  # letters two stems share to be taken for one word
SUPERSEDED_READ = 50  # the person's superseded beliefs read, newest first, before "I don't know"


@dataclass(frozen=True)
class Said:
    text: str  # one sentence, in the person's words
    day: date
    whole: str = ""  # what ``text`` was said in, when it is a part of it (``clauses``)
    at: datetime | None = None  # when, for a message of this conversation (a memory has only its day)
    referred: str = ""  # "he" or "she", where ``text`` names whom the person meant by it (``referred``)


def candidates(user, inbound: Message, memory: Retrieval | None, corrections=()) -> list[Said]:
    """What the person said that might answer: their sentences among the retrieved
    memories, then their earlier messages in this conversation; questions left out, and
    what they declined or said was wrong (``corrections``: (message, ``corrected.Correction``)
    pairs), whose right sentences are taken in."""
    name = user.get_username()
    found: list[Said] = []
    for item in in_full(user, memory.items if memory else []):
        day = _day(item.heading) or inbound.created_at.date()
        for line in _their_lines(item.text, name):
            found += [Said(s, day, whole) for s, whole in clauses(extraction.sentences(line))]
    earlier = archive.said_before(user, inbound, EARLIER_MESSAGES)
    for i, message in enumerate(earlier):
        day = message.created_at.date()
        sentences = with_fragments([extraction.unframed(s) for s in extraction.sentences(message.text)])
        found += [Said(s, day, whole, message.created_at) for s, whole in clauses(sentences)]
        previous = earlier[i + 1].text if i + 1 < len(earlier) else ""
        found += [
            Said(meant[0], day, "", message.created_at, meant[1])
            for j, sentence in enumerate(sentences) if (meant := referred.named(sentence, sentences[:j], previous))
        ]
    for message, made in corrections:
        at = message.created_at if message.conversation_id == inbound.conversation_id else None
        found += [Said(s, message.created_at.date(), "", at) for s in made.right]
    disowned = _declined(user) + [lexical.terms(wrong) for _, made in corrections for wrong in made.wrong]
    return [
        said for said in found
        if extraction.informative(said.text)
        and not any(lexical.terms(said.whole or said.text) <= words for words in disowned if words)
    ]


def _declined(user) -> list[frozenset[str]]:
    """The words of each statement whose change the person declined (``socrates.DECLINED``):
    after "No, that's wrong." to the acknowledgement of "I moved to Berlin last week.",
    "Where do I live?" got "You moved to Berlin last week" in a walk-through, where the reply
    had said it would keep what they told before."""
    texts = BeliefRevision.objects.for_user(user).filter(
        reason=RevisionReason.CONTRADICTION, llm_verdict=socrates.DECLINED,
    ).order_by("-created_at").values_list("new_full", flat=True)[:DECLINED_READ]
    return [words for words in map(lexical.terms, texts) if words]


def in_full(user, items: list[Injected]) -> list[Injected]:
    """``items`` in their full form: one that came in compressed ("To Paris yesterday",
    "tired could die lol") is read in the person's words again, with its heading."""
    short = {kind: [i.id for i in items if i.kind == kind and i.form != "full"] for kind in ("belief", "episode")}
    texts = dict(
        [(("belief", pk), full) for pk, full in Belief.objects.for_user(user).filter(pk__in=short["belief"]).values_list("pk", "full")]
        + [(("episode", pk), summary) for pk, summary in
           Episode.objects.for_user(user).filter(pk__in=short["episode"]).values_list("pk", "summary")]
    ) if short["belief"] or short["episode"] else {}
    full = []
    for item in items:
        if (item.kind, item.id) in texts:
            heading, text = extraction.heading(texts[(item.kind, item.id)])
            item = dataclasses.replace(item, text=text, heading=heading or item.heading, form="full")
        full.append(item)
    return full


def with_fragments(sentences: list[str]) -> list[str]:
    """Each sentence with the fragments that follow it ("my wife jess is pregnant with our
    second baby!! due in march"): a fragment tells nothing on its own and was left out, so
    "when is the baby due?" got the pregnancy without the month. A fragment goes on in
    lower case, has content words and is no statement, question, pleasantry or remark of a
    feeling ("so happy for her"); it joins the sentence before it after a comma."""
    joined: list[str] = []
    for sentence in sentences:
        if joined and _fragment(sentence):
            joined[-1] = f"{joined[-1].rstrip(' .!')}, {sentence}"
        else:
            joined.append(sentence)
    return joined


def _fragment(sentence: str) -> bool:
    return (sentence[:1].islower() and not _EXCLAIMS.match(sentence) and bool(lexical.terms(sentence))
            and not extraction.informative(sentence) and not questions.is_question(sentence)
            and not extraction.pleasantry(sentence))


# How a remark of one's own feeling opens, the "I'm" left out: "so happy for her", "really
# proud of him", "such a relief".
_EXCLAIMS = re.compile(r"(?:so+|very|really|such|too|super|totally|omg|wow|aw+|yay+|ugh|sooo+)\b", re.IGNORECASE)


def clauses(sentences) -> list[tuple[str, str]]:
    """Each thing said of oneself on its own (``extraction.own_clauses``): in "I'm Ines, I
    work as a pharmacist in Porto and I have a greyhound called Luna." the whole was too far
    from "Where do I work?" and "What's my dog called?" (a walk-through got "you're a bit
    stressed about work" and "you haven't told me"), the clauses are not. What the person
    said of themselves before a comma is read on its own too, and said back with the rest:
    "I moved back to Lisbon, the Valencia job didn't work out." is 0.25 from "Where do I
    live now?", its first part 0.41, and the older "I just moved to Valencia …" 0.30 was
    said back instead. A sentence a part of which says nothing on its own is read whole too:
    "I live in Lisbon with my partner Rui and our dog Pastel." parts into "our dog Pastel",
    too short to be kept, and "What's my dog called?" got "you haven't told me". Pairs of
    (what is read, what is said back: "" for itself)."""
    found = []
    for sentence in sentences:
        parts = extraction.own_clauses(sentence)
        if len(parts) > 1 and not all(map(extraction.informative, parts)):
            found.append((sentence, ""))
        for clause in parts:
            first = clause.split(",", 1)[0]
            found += [(clause, "")] + ([(first, clause)] if first != clause and extraction.of_the_speaker(first) else [])
    return found


def closest(vector, found: list[Said]) -> list[tuple[Said, float]]:
    """Each distinct sentence of ``found`` with its cosine to the question, closest first."""
    said = list({s.text: s for s in reversed(found)}.values())[::-1]
    if not said:
        return []
    similarity = embeddings.embed_many([compared(s.text) for s in said]) @ np.asarray(vector)
    return sorted(zip(said, similarity.tolist()), key=lambda pair: -pair[1])


def compared(text: str) -> str:
    """``text`` in the form it is compared with a question in: without a closing mark,
    which of a sentence's clauses only the last keeps (``extraction.own_clauses``). The
    mark moves the cosine: "my husband Arjun is a teacher." is 0.19 from "What does my
    husband do?", under ``answered_by.SHARED``, and without it 0.23, as the sentence's first
    clause would be."""
    return text.rstrip(" .!…")


def superseded(user, asked: set[str]) -> Said | None:
    """The latest thing the person said that a change has superseded since (DESIGN §6) and
    that has a word of what is asked, or None. A belief is superseded whole: after "We
    moved to Cardiff last weekend." superseded "My partner Tom and I live in Bristol with
    our two cats, Pixel and Mango.", "Do I have any pets?" got "you haven't told me that
    yet" in a walk-through."""
    return next((said for said in formerly(user) if share(asked, said.text)), None)


def formerly(user) -> list[Said]:
    """What the person said that a change has superseded since, the latest first, each
    thing said of oneself on its own (``clauses``)."""
    beliefs = Belief.objects.for_user(user).filter(status=BeliefStatus.SUPERSEDED).order_by("-superseded_at")
    return [
        Said(sentence, belief.created_at.date(), whole)
        for belief in beliefs[:SUPERSEDED_READ]
        for sentence, whole in clauses(extraction.sentences(extraction.heading(belief.full)[1]))
    ]


def share(terms: set[str], text: str) -> bool:
    """Whether ``text`` has one of ``terms``, or a word of the same root (``_one_root``:
    "allergies" / "allergic", "teacher" / "teaches", "move" / "moved")."""
    said = lexical.terms(text)
    return bool(terms & said) or any(_one_root(a, b) for a in terms for b in said)


def _one_root(a: str, b: str) -> bool:
    """Stems that agree in their first five letters, or but for a final "e": the light
    stemmer makes "mov" of "moved" and leaves "move" ("Where did I move to?" found no word
    of "I just moved to Valencia")."""
    return (len(a) >= ROOT and len(b) >= ROOT and a[:ROOT] == b[:ROOT]) or a.removesuffix("e") == b.removesuffix("e")


def _their_lines(text: str, name: str) -> list[str]:
    """The parts of a memory's text the person said: a belief's whole text, or in an
    episode summary ("alice: … bob: …") the lines after their name."""
    parts = SPEAKER.split(text)
    if len(parts) == 1:
        return [text]
    return [parts[i + 1] for i in range(1, len(parts) - 1, 2) if parts[i].lower() == name.lower()]


def _day(heading: str) -> date | None:
    found = re.search(r"\d{1,2} [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ \d{4}", heading or "")
    if not found:
        return None
    return datetime.strptime(found[0], "%d %B %Y").date()
