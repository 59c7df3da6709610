"""A contradiction settled (seed 004, DESIGN §6, mode 1): the old belief is superseded
(``supersede``: a BeliefRevision with provenance to the episodes on both sides; the old
belief is marked superseded, never overwritten, and stays readable through
``former_beliefs``) only when the new statement itself says that something changed ("I
moved to Berlin", "... now", "no longer"), found at consolidation (``after_new_belief``),
or the person said yes when asked (``answer_to_challenge``). A change acknowledged in a reply
("Noted — I'll remember that this has changed.") is declined or corrected by the person's
no (``answer_to_acknowledgement``)."""

from __future__ import annotations

import re
from functools import lru_cache

from django.utils import timezone
from pgvector.django import CosineDistance

from memory import embeddings
from memory.socrates import change, change_words, contradiction
from memory.socrates.challenges import ASKED, CONFIRMED, DECLINED, surface
from memory.socrates.comparison import change_of, says_itself
from memory.socrates.own_words import as_spoken, claims, states_change, words_in
from memory.socrates.subjects import clauses
from memory.models import Belief, BeliefRevision, BeliefStatus, Message, RevisionReason, Role, bulk

# Mode 1 at consolidation asks the LLM about this many nearest beliefs at most.
LLM_CHECKS_PER_BELIEF = 3
_YES = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|right|correct|exactly|indeed|true|it has|i did|that's right|sure|it did)\b",
    re.IGNORECASE,
)
ANSWER_WORDS = 8
_NO = re.compile(r"^\W*(?:no|nope|nah|not really|nothing)\b", re.IGNORECASE)
# ... or a no that says things stand as they were, however long: "no, I still don't really
# drink, it was just one glass" went to the model in a walk-through.
_AS_BEFORE = re.compile(
    r"\b(?:still|as before|same as before|(?:nothing|hasn't|haven't|has not|have not) changed|just (?:once|one)|"
    r"only (?:once|one)|one[- ]off)\b",
    re.IGNORECASE,
)


def answer_to_challenge(user, text: str, *, asked_since) -> BeliefRevision | None:
    """The person's answer to the question asked since ``asked_since`` (their previous
    message's time): a plain yes marks the open pair ``CONFIRMED`` and applies the change
    (now, when the new statement has already been formed into a belief; else at
    consolidation, ``after_new_belief``), a plain no ``DECLINED``. Returns the revision
    answered."""
    # A long message that merely opens with "yeah" is about something else.
    short = len(text.split()) <= ANSWER_WORDS
    declined = _NO.match(text) and (short or _AS_BEFORE.search(text))
    verdict = CONFIRMED if _YES.match(text) and (short or states_change(text)) else DECLINED if declined else None
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


# A decline of an acknowledged change is short: a longer message says something of its
# own, and Socrates reads it.
DECLINE_WORDS = 8


def answer_to_acknowledgement(user, text: str, *, acknowledged_since, corrects: bool, when=None) -> str | None:
    """The person's no to the changes acknowledged since ``acknowledged_since`` (their
    previous message's time: so in the last reply), said with "no" or as a correction
    (``corrects``: the caller reads whether ``text`` says the reply was wrong), else None.

    - A short no that states no change of its own ("No, that's wrong.", "Nope.", "No, I
      still live in Munich.") declines them: each pair is recorded ``DECLINED`` and never
      applied; returns ``DECLINED``. In a walk-through "No, that's wrong." right after the
      acknowledgement went to the embedded model, which answered "Wrong! You're not the
      only one who loves Lea.".
    - A no that states another change of the same fact ("No, that's wrong, we moved to
      York, not Leeds.") corrects it: the acknowledged pair is declined and the correction
      recorded and acknowledged in its place; returns the reply's sentence. In a
      walk-through it was read against the person's other beliefs instead, and "I work at
      the hospital in Leeds" was acknowledged as changed.
    """
    if not (_NO.match(text) or corrects):
        return None
    acknowledged = list(
        BeliefRevision.objects.for_user(user)
        .filter(reason=RevisionReason.CONTRADICTION, accepted=False, llm_verdict=CONFIRMED, created_at__gte=acknowledged_since)
        .select_related("belief")
    )
    if not acknowledged:
        return None
    if not states_change(text):
        if len(text.split()) > DECLINE_WORDS:
            return None
        _decline(acknowledged)
        return DECLINED
    said = [_from_the_change(sentence) for sentence in claims(text) if states_change(sentence)]
    vectors = embeddings.embed_many(said) if said else []
    for revision in acknowledged:
        old = as_spoken([revision.belief])[0]
        for sentence, vector in zip(said, vectors if old else []):
            found = _correction(sentence, vector, old, revision.new_full)
            if found is not None:
                _decline(acknowledged)
                return surface(revision.belief, sentence, found, when)
    return None


def _correction(sentence: str, vector, old, acknowledged: str) -> contradiction.Result | None:
    """The change ``sentence`` says of the earlier claim ``old`` (``Spoken``) in place of
    the ``acknowledged`` statement, or None: one found by ``change_of``, or the change
    said again with another value ("I moved to Hamburg" for "I moved to Berlin last week",
    at ``change.CHANGE_CLOSE`` or nearer: "I live in Munich with my girlfriend Lea" is
    placed neither at home nor with a partner, and Hamburg is further from it than Berlin)."""
    found = change_of(sentence, vector, [old])
    if found is not None:
        return found[1]
    if embeddings.cosine(vector, embeddings.embed(acknowledged)) >= change.CHANGE_CLOSE:
        return contradiction.Result(True, "change", embeddings.cosine(vector, old.embedding))
    return None


def _from_the_change(sentence: str) -> str:
    """``sentence`` from its first clause that states a change on: "we moved to York, not
    Leeds" of "No, that's wrong, we moved to York, not Leeds" (the no read as a negation
    of the change, and its words in the sentence's vector, "I moved to Hamburg" was not
    found to change "I live in Munich with my girlfriend Lea")."""
    return sentence[next((sentence.index(clause) for clause in clauses(sentence) if states_change(clause)), 0):]


def _decline(revisions: list[BeliefRevision]) -> None:
    BeliefRevision.objects.filter(pk__in=[revision.pk for revision in revisions]).update(llm_verdict=DECLINED)


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


def after_new_belief(belief: Belief, near_beliefs, *, confirmed: set[int] | None = None,
                     declined: dict[int, list[str]] | None = None) -> BeliefRevision | None:
    """Mode 1 at consolidation: given a newly written belief and the person's nearest
    existing beliefs (most similar first), revise the first one it contradicts through
    ``supersede`` — only when the change is confirmed: the new statement says so itself
    (a statement of change by a listed cue about one of the nearest, ``change_of``, or a
    contradiction with a change cue), or the person said yes when asked about that belief
    (always so for a change found by meaning, stage ``contradiction.ATTRIBUTE``). Otherwise
    the pair stays open.
    The LLM (capable models only) is asked about the closest few. ``confirmed``: the ids
    of those of ``near_beliefs`` whose change the person confirmed, when the caller read
    them with the beliefs (consolidation does: then a belief that ``may_supersede`` none
    of them is compared with none); else each is looked up when it matters. ``declined``
    likewise: for each of them the new statements of the changes the person declined
    (``_applies``), when the caller read them with the beliefs."""
    is_confirmed = _confirmed if confirmed is None else (lambda old: old.pk in confirmed)
    was_declined = _declined if declined is None else (
        lambda old, words: any(words in said for said in declined.get(old.pk, ())))
    olds = [
        old for old in near_beliefs
        if old.pk != belief.pk and old.user_id == belief.user_id and old.status == BeliefStatus.ACTIVE and not old.immutable
    ]
    if confirmed is not None and not may_supersede(belief.full, olds, confirmed):
        return None
    new, *spoken = as_spoken([belief, *olds])
    if new is None:
        return None
    found = change_of(new.full, new.embedding, spoken)
    if found is not None and _applies(new.full, found[1], olds[found[0]], is_confirmed, was_declined):
        return supersede(old=olds[found[0]], new=belief, result=found[1])
    for position, (old, words) in enumerate(zip(olds, spoken)):
        if words is None:
            continue
        result = contradiction.detect(new.full, new.embedding, words, ask_llm=position < LLM_CHECKS_PER_BELIEF)
        if result.contradicts and _applies(new.full, result, old, is_confirmed, was_declined):
            return supersede(old=old, new=belief, result=result)
    return None


def _applies(words: str, result: contradiction.Result, old: Belief, is_confirmed, was_declined) -> bool:
    """Whether a change ``result`` found of ``old`` by a new statement (its ``words``) is
    applied: never when the person declined it when told it was noted ("No, that's
    wrong." after "Noted — I'll remember that this has changed.": a revision of ``old``
    quoting these words, ``DECLINED``, ``was_declined``), even when they confirmed another
    change of ``old`` (the correction "No, that's wrong, we moved to York, not Leeds.");
    else when the person confirmed a change of ``old`` or the statement says the change
    itself."""
    return (says_itself(words, result) or is_confirmed(old)) and not was_declined(old, words)


def _declined(old: Belief, words: str) -> bool:
    """Whether the person declined a change of ``old`` by a statement quoting ``words``
    (``_applies``), read from its revisions; consolidation reads them with the neighbours
    (``nearest``), where this was a query per change found (~40 per 1,000 turns, issue 19)."""
    return BeliefRevision.objects.filter(
        belief=old, reason=RevisionReason.CONTRADICTION, llm_verdict=DECLINED, new_full__contains=words
    ).exists()


def may_supersede(full: str, olds, confirmed: set[int]) -> bool:
    """Whether a new belief with this ``full`` text can supersede one of ``olds`` at
    consolidation (``after_new_belief``; ``confirmed``: the ids of those whose change the
    person confirmed): a change applied without asking is said by a word of change
    (``change_words.cued``: stage "change", or ``says_itself``), and any other needs the person's
    yes. Most new beliefs have neither, and consolidation neither compares nor reads
    ahead for them (~0.4 s of a worker's CPU per 1,000 turns, issue 19)."""
    return says_a_word_of_change(full) or any(old.pk in confirmed for old in olds)


@lru_cache(maxsize=4096)
def says_a_word_of_change(full: str) -> bool:
    """Whether the person's words in a belief with this ``full`` text carry a word of change
    (``change_words.cued``), so that consolidation compares it with its nearest whatever the
    person confirmed (``may_supersede``). Kept for the texts read lately: formation asks it
    of a statement read ahead, again at consolidation and once more in ``after_new_belief``."""
    return change_words.cued(words_in(full))


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
