"""Socrates (seed 004, DESIGN §6): contradictions surfaced, harmful misbeliefs corrected.

- Mode 1. ``examine`` notices when a *claim* the person makes now (a first-person
  statement: not a question, a greeting or a remark about someone else,
  ``own_words.claims``) contradicts one of their own beliefs from another session
  (``comparison``), and returns a question for the reply that quotes both sides in the
  person's words, never our "who (date):" frame. It asks, it does not decide: the pair is
  recorded as an open contradiction revision (``ASKED``), and a pair is asked about once.
  The old belief is superseded only when the new statement itself says that something
  changed or the person said yes when asked (``supersession``). When the statement says
  the change itself ("I moved to Berlin last month", ``comparison.says_itself``), the reply
  acknowledges it (``NOTED``) instead of asking as if unsure, and the pair is recorded
  as confirmed by the person's own words (``CONFIRMED``).
- Mode 2 (``corrections``). A statement that matches a curated claim against established
  knowledge where harm is possible gets a firm, kind correction (``examine``).
"""

from __future__ import annotations

import re

from django.utils import timezone
from pgvector.django import CosineDistance

from memory import embeddings
from memory.socrates import attributes, contradiction, cues, held, instances, judge, relations, values
from memory.socrates.comparison import contradicted, says_itself
from memory.socrates.corrections import conflicting_claim
from memory.socrates.own_words import as_spoken, claims, words_in, words_of
from memory.models import Belief, BeliefRevision, BeliefStatus, RevisionReason, neighbours

# The words a sentence leads in with, left out of a quote of it: 'now you say "yes I moved to
# Camden in October"', 'now you say "and I moved out of Hackney, …"' in a walk-through.
_LEAD = re.compile(r"^(?:(?:and|so|but|yes|yeah|yep|oh|well|ok|okay|anyway|also)\b[\s,]*)+(?=\S)", re.IGNORECASE)
# Mode 1 in a turn also compares each claim with this many of the person's nearest beliefs.
NEAREST_BELIEFS = 5
# What an open mode-1 revision's ``llm_verdict`` says: asked, then answered yes or no.
ASKED = "asked the person"
CONFIRMED = "the person confirmed the change"
DECLINED = "the person said nothing changed"
# How the sentence ends: a question when the change is a guess, an acknowledgement when the
# person's statement says the change itself.
ASK = "Has something changed?"
NOTED = "Noted — I'll remember that this has changed."
# ... and when the change is a death the reply has mourned first: "Noted — … this has
# changed." read cold after "I'm so sorry about your grandmother Rose."
NOTED_LOSS = "I'll remember both — what you told me then, and this."
SURFACED = (ASK, NOTED, NOTED_LOSS)


def prepare() -> None:
    """Load what mode 1 has learned (the pair judge, the cue readers, the attributes'
    prototype vectors), fitting it on a first start, and compile the patterns of the kinds
    of things it compares (``instances.prepare``, ``held.kinds``), so no person's message
    waits for it, nor a formation worker's first conversation (``formation.prepare``)."""
    judge.head()
    cues.readers()
    attributes.prototypes()
    instances.prepare()
    held.kinds()


def said_when(belief: Belief, now=None) -> str:
    """When the person said what ``belief`` holds, in words ("Last month (on 3 October)"); today
    or yesterday without the date ("Earlier today (on 30 November 2026) you said …" told them
    the day they are in: the lead's walk in session 47)."""
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
    return relative if days < 2 else f"{relative} (on {said.day} {said:%B %Y})"


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
    candidates, settings = _candidates(user, beliefs, vectors, conversation, said)
    near = len(candidates)
    candidates += settings
    spoken = as_spoken(candidates)
    open_questions = []
    for sentence, vector in zip(said, vectors):
        found, unsettled = contradicted(sentence, vector, spoken[:near], spoken[near:])
        if found is not None:
            return surface(candidates[found[0]], sentence, found[1], when)
        open_questions += [(score, candidates[i], sentence) for score, i in unsettled]
    if open_questions:
        score, closest, sentence = max(open_questions, key=lambda item: item[0])
        if contradiction.micro_call(sentence, words_of(closest)):
            return surface(closest, sentence, contradiction.Result(True, "llm", score), when)
    return None


def _candidates(user, beliefs, vectors, conversation, said) -> tuple[list[Belief], list[Belief]]:
    """The person's own active beliefs to check: ``beliefs`` plus the nearest to each
    claim, and, of a claim that names a partner or ends a relation (``said``), those it
    may change that way among the nearest to the other side's prototype
    (``relations.prototype``), and of a claim that may change a statement from afar (a
    thing of a kind, hair cut off), those it changes so among the nearest to its
    prototype (``values.prototype``); and apart, of a claim clearly about where the person lives
    or works, the others nearest to that setting's prototypes (``attributes.setting``: a
    statement of their day may give it another value in words far from the earlier one),
    read for that only. Without those from ``conversation`` or already asked about."""
    ids = {b.pk for b in beliefs if b.user_id == user.pk}
    nearest = Belief.objects.for_user(user).filter(status=BeliefStatus.ACTIVE, immutable=False)
    if not neighbours.exact(neighbours.BELIEFS, user, max(NEAREST_BELIEFS, relations.NEAREST)):
        nearest = nearest.filter(in_graph=True)  # the HNSW index's condition, so the planner may take it
    stated_ids = set()
    for vector in vectors:
        ids |= set(nearest.order_by(CosineDistance("embedding", vector)).values_list("pk", flat=True)[:NEAREST_BELIEFS])
        stated = attributes.setting(vector)
        if stated is not None:
            near = nearest.order_by(CosineDistance("embedding", attributes.centre(stated.name)))
            stated_ids |= set(near.values_list("pk", flat=True)[:attributes.NEAREST_STATED])
    for claim in said:
        other_side = relations.prototype(claim)
        if other_side is not None:
            near = nearest.order_by(CosineDistance("embedding", relations.vector(other_side))).values_list("pk", "full")
            ids |= {pk for pk, full in near[:relations.NEAREST] if relations.changed(claim, words_in(full))}
        afar = values.prototype(claim)
        if afar is not None:
            near = nearest.order_by(CosineDistance("embedding", relations.vector(afar))).values_list("pk", "full")
            ids |= {pk for pk, full in near[:instances.NEAREST] if values.from_afar(claim, words_in(full))}
    return _open(user, ids, conversation), _open(user, stated_ids - ids, conversation) if stated_ids - ids else []


def _open(user, ids, conversation) -> list[Belief]:
    """The person's active beliefs among ``ids`` not formed in ``conversation`` nor already
    asked about."""
    found = Belief.objects.for_user(user).filter(pk__in=ids, status=BeliefStatus.ACTIVE, immutable=False)
    if conversation is not None:
        found = found.exclude(derived_from__conversation=conversation)
    asked = BeliefRevision.objects.for_user(user).filter(reason=RevisionReason.CONTRADICTION, belief__in=found)
    return list(found.exclude(pk__in=asked.values("belief_id")).distinct())


def surface(belief: Belief, sentence: str, result: contradiction.Result, when=None) -> str:
    """Record the pair (``belief``, ``sentence``) and word it for the reply, both sides in the person's words: an open question
    (``ASKED``), or, when the statement says the change itself (``says_itself``), the
    change acknowledged and recorded as confirmed by it (``CONFIRMED``), as consolidation
    will apply it (``supersession.after_new_belief``)."""
    stated = says_itself(sentence, result)
    BeliefRevision.objects.record(
        belief,
        reason=RevisionReason.CONTRADICTION,
        episodes=list(belief.derived_from.all()),
        new_full=sentence,
        accepted=False,
        embedding_similarity=result.score,
        llm_verdict=CONFIRMED if stated else ASKED,
        note=(f"acknowledged in a reply ({result.stage}): the statement says the change itself" if stated
              else f"surfaced in a reply ({result.stage}); the belief stays until the person confirms"),
        created_at=when or timezone.now(),
    )
    new = _LEAD.sub("", sentence.strip()).rstrip(".!") or sentence.strip().rstrip(".!")
    return f'{said_when(belief, when)} you said "{words_of(belief)}"; now you say "{new}". {NOTED if stated else ASK}'
