"""Socrates (seed 004, DESIGN §6): contradictions surfaced, harmful misbeliefs corrected.

- Mode 1. ``examine`` notices when a *claim* the person makes now (a first-person
  statement: not a question, a greeting or a remark about someone else, ``claims``)
  contradicts one of their own beliefs from another session, and returns a question for
  the reply that quotes both sides in the person's words, never our "who (date):" frame.
  It asks, it does not decide: the pair is recorded as an open contradiction revision
  (``ASKED``), and a pair is asked about once. The old belief is superseded at
  consolidation (``after_new_belief`` → ``supersede``: a BeliefRevision with provenance to
  the episodes on both sides; the old belief is marked superseded, never overwritten, and
  stays readable through ``former_beliefs``) only when the new statement itself says
  that something changed ("I moved to Berlin", "... now", "no longer") or the person said
  yes when asked (``answer_to_challenge``).
- Mode 2 (``corrections``). A statement that matches a curated claim against established
  knowledge where harm is possible gets a firm, kind correction (``examine``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from django.utils import timezone
from pgvector.django import CosineDistance

from memory import embeddings
from memory.socrates import attributes, contradiction, cues, judge, quantities
from memory.socrates.corrections import conflicting_claim
from memory.models import Belief, BeliefRevision, BeliefStatus, Message, RevisionReason, Role, bulk
from memory.text import extraction, lexical

# Mode 1 at consolidation asks the LLM about this many nearest beliefs at most.
LLM_CHECKS_PER_BELIEF = 3
# Mode 1 in a turn also compares each claim with this many of the person's nearest beliefs.
NEAREST_BELIEFS = 5
# A statement of change is checked against this many of the earlier claims nearest to it.
CHANGE_CANDIDATES = 2
# The pair judge reads this many of the open pairs nearest to a claim: a change is about
# the fact nearest to it, not whatever else the person said.
JUDGED = 3
# What an open mode-1 revision's ``llm_verdict`` says: asked, then answered yes or no.
ASKED = "asked the person"
CONFIRMED = "the person confirmed the change"
DECLINED = "the person said nothing changed"
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|we|we're|we've|our|ours)\b", re.IGNORECASE)
_QUESTION_START = re.compile(
    r"^(?:who|what|when|where|why|how|which|whose|do|does|did|is|are|was|were|can|could|would|will|should|"
    r"have|has|shall|may|any)\b",
    re.IGNORECASE,
)
_YES = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|right|correct|exactly|indeed|true|it has|i did|that's right|sure|it did)\b",
    re.IGNORECASE,
)
ANSWER_WORDS = 8
_NO = re.compile(r"^\W*(?:no|nope|nah|not really|nothing)\b", re.IGNORECASE)


def prepare() -> None:
    """Load what mode 1 has learned (the pair judge, the cue readers, the attributes'
    prototype vectors), fitting it on a first start, so no person's message waits for it."""
    judge.head()
    cues.readers()
    attributes.prototypes()


def said_when(belief: Belief, now=None) -> str:
    """When the person said what ``belief`` holds, in words ("Last month (on 3 October)")."""
    first = belief.derived_from.order_by("occurred_at").values_list("occurred_at", flat=True).first()
    said = timezone.localtime(first or belief.valid_from)
    days = (timezone.localtime(now or timezone.now()).date() - said.date()).days  # calendar days: 23:40 to 01:00 is yesterday
    if days < 1:
        relative = "Earlier today"
    elif days < 2:
        relative = "Yesterday"
    elif days < 7:
        relative = f"{days} days ago"
    elif days < 14:
        relative = "Last week"
    elif days < 28:
        relative = f"{days // 7} weeks ago"
    elif days < 60:
        relative = "Last month"
    elif days < 365:
        relative = f"{days // 30} months ago"
    else:
        relative = "Over a year ago"
    return f"{relative} (on {said.day} {said:%B %Y})"


def claims(text: str) -> list[str]:
    """The sentences of ``text`` that are claims about the person: first person (or, as
    in chat, a verb with the subject unsaid: "quit the cafe last week",
    ``contradiction.unsaid_subject``), with a content word, and neither a question (with
    or without its "?") nor a pleasantry, without a request frame ("Remember this: ...").
    "Where does my sister live?", "Hi!", "check this out" and "That's a lovely photo of
    your dog" hold none."""
    return list(_claims(text))


@lru_cache(maxsize=4096)
def _claims(text: str) -> tuple[str, ...]:
    """``claims``, kept for the texts read lately: formation reads a new belief's words
    up to three times (the read-ahead, the stretch's read, ``after_new_belief``)."""
    return tuple(
        sentence
        for sentence in map(extraction.unframed, extraction.sentences(text))
        if not sentence.endswith("?")
        and not extraction.pleasantry(sentence)
        and (_FIRST_PERSON.search(sentence) or contradiction.unsaid_subject(sentence) or contradiction.own_news(sentence))
        and not _QUESTION_START.match(sentence)
        and lexical.terms(sentence)
    )


def states_change(text: str) -> bool:
    """Whether a statement itself says that something changed ("I moved to Berlin")."""
    return contradiction.says_change(text)


def examine(user, text: str, embedding, beliefs, *, conversation=None, when=None) -> str | None:
    """The sentence the reply must carry, or None.

    Mode 2 first (a harmful misbelief is corrected whatever else was said). Then mode 1:
    each claim in ``text`` against the person's own active beliefs among ``beliefs`` and
    their nearest ones, leaving out beliefs formed in ``conversation`` (a contradiction is
    across sessions) and beliefs already asked about; the heuristics for all of them, and
    at most one LLM micro-call (capable models only) for the closest one they left open.
    A contradiction found is recorded as an open question (``ASKED``) and returned as a
    question in the person's words.
    """
    claim = conflicting_claim(text, embedding)
    if claim is not None:
        return claim.correction
    said = claims(text)
    if not said:
        return None
    vectors = [embedding] if said == [text.strip()] else list(embeddings.embed_many(said))
    candidates = _candidates(user, beliefs, vectors, conversation)
    spoken = _spoken(candidates)
    open_questions = []
    for sentence, vector in zip(said, vectors):
        found, unsettled = contradicted(sentence, vector, spoken)
        if found is not None:
            return _ask(candidates[found[0]], sentence, found[1], when)
        open_questions += [(score, candidates[i], sentence) for score, i in unsettled]
    if open_questions:
        score, closest, sentence = max(open_questions, key=lambda item: item[0])
        if contradiction.micro_call(sentence, words_of(closest)):
            return _ask(closest, sentence, contradiction.Result(True, "llm", score), when)
    return None


def contradicted(sentence: str, vector, spoken: list) -> tuple[tuple[int, contradiction.Result] | None, list]:
    """The verdict on one claim against the person's earlier claims (``spoken``:
    ``Spoken`` or None, see ``_spoken``), no LLM asked: (position in ``spoken``, verdict)
    of the first the heuristics find it contradicts, else of the one the pair judge
    (``judge``) finds most likely changed among those the heuristics left open, or None;
    and (score, position) of those still open, for the micro-call."""
    unsettled = []
    change = _change_of(sentence, vector, spoken)
    if change is not None:
        return change, unsettled
    open_pairs = []
    for position, words in enumerate(spoken):
        if words is None:
            continue
        result = contradiction.detect(sentence, vector, words, ask_llm=False)
        # Opposite polarity alone is asked about only when the person says something changed
        # of how things stood with them ("It wasn't easy, but I'm much happier ..." is not).
        polar = result.stage == contradiction.POLARITY
        if result.contradicts and (not polar or (states_change(sentence) and contradiction.of_the_person_now(words.full))):
            return (position, result), unsettled
        if result.stage in contradiction.UNSETTLED:
            unsettled.append((result.score, position))
        judged = result.stage in contradiction.UNSETTLED or (result.stage == "unrelated" and result.score >= judge.RELATED)
        if judged and not (contradiction.about_someone_else(sentence, words.full) or contradiction.goes_on(sentence, words.full)):
            open_pairs.append(position)
    nearest = sorted(open_pairs, key=lambda i: -embeddings.cosine(vector, spoken[i].embedding))[:JUDGED]
    open_pairs = [i for i in open_pairs if i in nearest]
    if open_pairs:
        chances = judge.probabilities(
            [spoken[i].full for i in open_pairs], [sentence] * len(open_pairs),
            [spoken[i].embedding for i in open_pairs], [vector] * len(open_pairs),
        )
        best = int(np.argmax(chances))
        if chances[best] >= judge.THRESHOLD:
            return (open_pairs[best], contradiction.Result(True, "judge", float(chances[best]))), unsettled
    return None, unsettled


def _change_of(sentence: str, vector, spoken: list) -> tuple[int, contradiction.Result] | None:
    """(position, verdict) of the earlier claim among ``spoken`` whose fact ``sentence``
    says has changed (``contradiction.changed``), or None. A statement of change is about
    one of the few earlier claims nearest to it (``CHANGE_CANDIDATES``), not any related
    one, or one that gives a quantity of the kind it gives (``quantities.shared``); of two it changes, the one whose one-value slot, quantity or tenure it gives
    another value (``contradiction.refills``: "We relocated to Denver in March" changes "I
    live in Chicago" more surely than the nearer "I live in a small flat downtown"), else
    the nearer."""
    present = sorted(
        ((embeddings.cosine(vector, words.embedding), i) for i, words in enumerate(spoken) if words is not None),
        reverse=True,
    )
    # Another number of one quantity is read in any of them ("With our two kids both away"
    # / "We have four children", 0.30 apart, below three unrelated claims): a pattern on
    # the words at hand.
    counted = [item for item in present[CHANGE_CANDIDATES:] if quantities.shared(sentence, spoken[item[1]].full)]
    found = []
    for similarity, position in present[:CHANGE_CANDIDATES] + counted:
        result = contradiction.changed(sentence, vector, spoken[position].full, spoken[position].embedding)
        if result.contradicts:
            found.append((contradiction.refills(sentence, spoken[position].full), similarity, position, result))
    if not found:
        return None
    *_, position, result = max(found, key=lambda item: item[:2])
    return position, result


def _candidates(user, beliefs, vectors, conversation) -> list[Belief]:
    """The person's own active beliefs to check: ``beliefs`` plus the nearest to each
    claim, without those from ``conversation`` or already asked about."""
    ids = {b.pk for b in beliefs if b.user_id == user.pk}
    for vector in vectors:
        nearest = Belief.objects.for_user(user).filter(status=BeliefStatus.ACTIVE, immutable=False)
        ids |= set(nearest.order_by(CosineDistance("embedding", vector)).values_list("pk", flat=True)[:NEAREST_BELIEFS])
    found = Belief.objects.for_user(user).filter(pk__in=ids, status=BeliefStatus.ACTIVE, immutable=False)
    if conversation is not None:
        found = found.exclude(derived_from__conversation=conversation)
    asked = BeliefRevision.objects.for_user(user).filter(reason=RevisionReason.CONTRADICTION, belief__in=found)
    return list(found.exclude(pk__in=asked.values("belief_id")).distinct())


def words_to_read(pairs) -> list[str]:
    """The single words mode 1 embeds to compare each (new ``full``, earlier ``full``) of
    ``pairs`` (``contradiction.to_read``: what the earlier one denies and the new one's
    words; none for most pairs), each once, for formation to read ahead."""
    return list(dict.fromkeys(
        word for new, old in pairs for word in contradiction.to_read(words_in(new), words_in(old))
    ))


def words_of(belief: Belief) -> str:
    """What the person said, without the who-and-when heading formation writes."""
    return words_in(belief.full)


@lru_cache(maxsize=4096)
def words_in(full: str) -> str:
    """``words_of`` a belief whose ``full`` text this is, kept for the texts read lately:
    formation reads a belief's words several times (the read-ahead, the stretch's read,
    its pairs' words, ``after_new_belief``: ~12,000 calls per 1,000 turns, issue 19)."""
    return extraction.heading(full)[1].strip().rstrip(".!")


def _ask(belief: Belief, sentence: str, result: contradiction.Result, when) -> str:
    """Record the pair as an open question and word it: both sides in the person's words."""
    BeliefRevision.objects.record(
        belief,
        reason=RevisionReason.CONTRADICTION,
        episodes=list(belief.derived_from.all()),
        new_full=sentence,
        accepted=False,
        embedding_similarity=result.score,
        llm_verdict=ASKED,
        note=f"surfaced in a reply ({result.stage}); the belief stays until the person confirms",
        created_at=when or timezone.now(),
    )
    new = sentence.strip().rstrip(".!")
    return f'{said_when(belief, when)} you said "{words_of(belief)}"; now you say "{new}". Has something changed?'


def answer_to_challenge(user, text: str, *, asked_since) -> BeliefRevision | None:
    """The person's answer to the question asked since ``asked_since`` (their previous
    message's time): a plain yes marks the open pair ``CONFIRMED`` and applies the change
    (now, when the new statement has already been formed into a belief; else at
    consolidation, ``after_new_belief``), a plain no ``DECLINED``. Returns the revision
    answered."""
    # A long message that merely opens with "yeah" is about something else.
    short = len(text.split()) <= ANSWER_WORDS
    verdict = CONFIRMED if _YES.match(text) and (short or states_change(text)) else DECLINED if _NO.match(text) and short else None
    if verdict is None:
        return None
    question = (
        BeliefRevision.objects.for_user(user)
        .filter(reason=RevisionReason.CONTRADICTION, accepted=False, llm_verdict=ASKED, created_at__gte=asked_since)
        .order_by("-created_at", "-id")
        .first()
    )
    if question is not None:
        BeliefRevision.objects.filter(pk=question.pk).update(llm_verdict=verdict)
        question.llm_verdict = verdict
        if verdict == CONFIRMED:
            _apply_if_formed(question)
    return question


def _apply_if_formed(question: BeliefRevision) -> None:
    """Supersede the belief ``question`` asked about by the belief its new statement
    became, if formation has written that already (a session may close between the
    question and the yes)."""
    old = question.belief
    words = question.new_full.strip().rstrip(".!")
    new = (
        Belief.objects.for_user(old.user)
        .filter(status=BeliefStatus.ACTIVE, full__contains=words)
        .exclude(pk=old.pk)
        .order_by("-valid_from", "-id")
        .first()
    )
    if new is not None and old.status == BeliefStatus.ACTIVE:
        supersede(old=old, new=new, note=CONFIRMED)


def previous_message_time(inbound: Message):
    """When the person's message before ``inbound`` in its conversation was said (None
    when it is the first): a question asked since then was asked in the last reply."""
    return (
        Message.objects.filter(conversation=inbound.conversation, role=Role.USER, created_at__lt=inbound.created_at)
        .order_by("-created_at")
        .values_list("created_at", flat=True)
        .first()
    )


def supersede(*, old: Belief, new: Belief, result: contradiction.Result | None = None, note: str = "") -> BeliefRevision:
    """Revise ``old`` on a confirmed contradiction by ``new`` (same person).

    Writes an accepted BeliefRevision (reason contradiction) linked to the episodes of
    both beliefs, and marks ``old`` superseded (superseded_at, superseded_by) without
    touching its text, provenance or earlier revisions.
    """
    if old.user_id != new.user_id:
        raise ValueError("a belief can only be superseded by a belief of the same person")
    now = timezone.now()
    revision = BeliefRevision.objects.unsaved(
        old,
        reason=RevisionReason.CONTRADICTION,
        new_full=new.full,
        new_compressed=new.compressed,
        new_kind=new.kind,
        accepted=True,
        embedding_similarity=result.score if result else None,
        llm_verdict=f"contradiction ({result.stage})" if result else "",
        note=note,
    )
    # One statement writes the revision, links it to both beliefs' episodes (read there,
    # by id) and marks ``old`` superseded, where the ORM took six round trips with its
    # savepoint (formation supersedes ~30 beliefs per 1,000 turns, issue 19).
    bulk.insert(
        [revision],
        then=(
            f"INSERT INTO {BeliefRevision.episodes.through._meta.db_table} (beliefrevision_id, episode_id) "
            f"SELECT DISTINCT inserted.id, d.episode_id FROM inserted "
            f"CROSS JOIN {Belief.derived_from.through._meta.db_table} AS d WHERE d.belief_id IN (%(old)s, %(new)s)",
            f"UPDATE {Belief._meta.db_table} SET status = %(status)s, superseded_at = %(now)s, superseded_by_id = %(new)s "
            f"WHERE id = %(old)s",
        ),
        params={"old": old.pk, "new": new.pk, "status": BeliefStatus.SUPERSEDED, "now": now},
    )
    old.status, old.superseded_at, old.superseded_by = BeliefStatus.SUPERSEDED, now, new
    return revision


def after_new_belief(belief: Belief, near_beliefs, *, confirmed: set[int] | None = None) -> BeliefRevision | None:
    """Mode 1 at consolidation: given a newly written belief and the person's nearest
    existing beliefs (most similar first), revise the first one it contradicts through
    ``supersede`` — only when the change is confirmed: the new statement says so itself
    (a statement of change by a listed cue about one of the nearest, ``_change_of``, or a
    contradiction with a change cue), or the person said yes when asked about that belief
    (always so for a change found by meaning, stage ``contradiction.ATTRIBUTE``). Otherwise
    the pair stays open.
    The LLM (capable models only) is asked about the closest few. ``confirmed``: the ids
    of those of ``near_beliefs`` whose change the person confirmed, when the caller read
    them with the beliefs (consolidation does); else each is looked up when it matters."""
    is_confirmed = _confirmed if confirmed is None else (lambda old: old.pk in confirmed)
    olds = [
        old for old in near_beliefs
        if old.pk != belief.pk and old.user_id == belief.user_id and old.status == BeliefStatus.ACTIVE and not old.immutable
    ]
    new, *spoken = _spoken([belief, *olds])
    if new is None:
        return None
    change = _change_of(new.full, new.embedding, spoken)
    if change is not None and (change[1].stage != contradiction.ATTRIBUTE or is_confirmed(olds[change[0]])):
        return supersede(old=olds[change[0]], new=belief, result=change[1])
    for position, (old, words) in enumerate(zip(olds, spoken)):
        if words is None:
            continue
        result = contradiction.detect(new.full, new.embedding, words, ask_llm=position < LLM_CHECKS_PER_BELIEF)
        if result.contradicts and (states_change(new.full) or is_confirmed(old)):
            return supersede(old=old, new=belief, result=result)
    return None


@dataclass(frozen=True)
class Spoken:
    """A belief as the contradiction check reads it: the person's words, and their vector
    (the stored embedding includes the "who (date):" frame, which makes any two beliefs
    of one person on one day look alike)."""

    full: str
    embedding: object


def _spoken(beliefs: list[Belief]) -> list[Spoken | None]:
    """Each belief as the person's words with their vector, or None when the words are
    no claim of the person's ("Long time no talk!") and so cannot be contradicted."""
    words = [words_of(belief) for belief in beliefs]
    claimed = [i for i, text in enumerate(words) if claims(text)]
    vectors = embeddings.embed_many([words[i] for i in claimed]) if claimed else []
    found: list[Spoken | None] = [None] * len(beliefs)
    for i, vector in zip(claimed, vectors):
        found[i] = Spoken(words[i], vector)
    return found


def _confirmed(belief: Belief) -> bool:
    return belief.revisions.filter(reason=RevisionReason.CONTRADICTION, llm_verdict=CONFIRMED).exists()


def former_beliefs(user, about: str | None = None, *, limit: int = 10):
    """What the person used to think ("what did I used to think about X"): their
    superseded beliefs with revisions and successors, closest to ``about`` first when
    given, else most recently superseded first. Retrieval never returns these."""
    beliefs = (
        Belief.objects.for_user(user)
        .filter(status=BeliefStatus.SUPERSEDED)
        .select_related("superseded_by")
        .prefetch_related("revisions", "derived_from")
    )
    if about:
        return list(beliefs.order_by(CosineDistance("embedding", embeddings.embed(about)))[:limit])
    return list(beliefs.order_by("-superseded_at")[:limit])
