"""The refusal gate (DESIGN §6, seed 004): what may never be kept, and what the reply must say.

Entry points, called by the turn pipeline (memory.cycle) and before every episode or
belief write (memory.formation):

- ``prepare_for_archive(text)`` runs before a message is first written. The pattern layer
  only (``patterns``, no model): secrets are masked in place, a message in another floor
  category is kept only as its category marker and a hash.
- ``screen(text, ...)`` runs every layer (``classifier``, the head learned from public
  data, adds paraphrases and the borderline-crisis check-in) once per turn and
  decides whether anything from a turn may be encoded and whether the reply redirects;
  it writes a RefusalEvent per rule that fired, with a keyed hash, never the text. Its
  verdict carries the text's ``ArchiveForm``: the one form of it that may be written
  anywhere (archive, live window, retrieval context), so nothing downstream screens again.
  ``screen_many(texts, ...)`` does the same for a batch (formation screens a whole run
  of messages with one run of the model).
- ``evaluate(text)`` (and ``evaluate_many``) is ``screen`` without the audit rows: for the
  admin's "test a message" box and for ``manage.py bench_refusal``.

Rules are RefusalRule rows. The floor is always evaluated and always outranks operator
rules, whatever an operator adds: operator rules can only add restrictions.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import threading
from dataclasses import dataclass, replace

from django.conf import settings
from django.db import connection
from django.db.models import Q

from memory.models import RefusalEvent, RefusalRule, RuleAction, RuleLayer
from memory.refusal.classifier import CHECK_IN_TIER, CONFIDENT_TIER, FloorClassifier, Scores, context_of
from memory.refusal import hyperbole
from memory.refusal.frames import harmless_frame
from memory.refusal.embedding import ExemplarMatcher, Judged, read_for_judging, sentences_alone
from memory.refusal.patterns import MASK, LexicalRule, mask
from memory.refusal.replies import check_in_for, region_of, reply_for
from memory.text import questions

# Which floor category speaks first when a message touches several: the caring crisis
# reply must never be displaced by, say, the health-advice one.
FLOOR_PRIORITY = ("crisis", "harm", "illegal", "health_advice", "secrets")
SECRETS = "secrets"
HEALTH_ADVICE = "health_advice"
# The floor categories a harmless frame (``memory.refusal.frames``: a game, a program, a
# pest, fiction, history, a definition) can answer for: the head's reading of them yields
# to any frame, their keywords and patterns to a definition only. Never crisis: a person's
# own life is a crisis in any frame.
FRAMED = ("harm", "illegal")
# The category of a borderline crisis: a FLAG event for the operator's queue, not a refusal.
CHECK_IN = "crisis_check_in"
# A recall net under the learned head: a whole message this close (cosine) to one of the
# floor crisis rule's exemplars is checked in even when the head reads it as benign. The
# head, learned from public rows, misses passive ideation people write ("I don't see the
# point in going on anymore.": crisis 0.11) that the hand-written exemplars hold in other
# words. Chosen on the development set, the dev split and the LoCoMo dev conversations
# (0.55: development-set crisis answered 0.933 -> 0.967, its benign 0.6 % more checked in,
# 1.1 more check-ins per 1,000 LoCoMo turns; 0.60 adds nothing; a message's sentences
# alone gave 4 more per 1,000), then confirmed once on the test split (0.830 -> 0.851).
# Only ever a check-in, never a refusal. A short reply must be this near in the light of
# the message before it too (``_near_crisis``): goodbyes answering goodbyes were 2 of the
# 14 check-ins on 2,760 LoCoMo development turns. The same nearness of one sentence lets
# its borderline crisis reading count in a message that otherwise reads as ordinary talk
# (classifier.SENTENCE_NEEDS_MESSAGE).
NEAR_CRISIS_EXEMPLAR = 0.55
# ...unless a benign training row is nearer to the whole message by this much: "I'm going
# to sleep now, goodnight." lies 0.565 from "I've decided, tonight is my last night" and
# 0.729 from "goodnight"; "See you tomorrow. Bye!" 0.551 and 0.730. Chosen on the dev split,
# the development set and the LoCoMo development conversations (issue 15): of the messages
# the net checked in there, the crisis ones had a benign row nearer by 0.044 at most ("I've
# given away most of my things, I won't need them soon": 0.558 and 0.602), the distress ones
# 0.065 ("Someone give me a reason to live ...") and 0.172 (a story of recovery), the
# ordinary ones up to 0.40. From 0.075 the dev split's benign check-ins go 47 -> 35 and
# LoCoMo's 3 -> 2 ("Thanks, I just like helping people. Do you have any plans for the
# weekend?": 0.570 and 0.655), for one distress row of 282 (a story of recovery, 0.172);
# crisis rows lose none (the dev split's 40 of 46 and the development set's 58 of 60 still
# answered).
BENIGN_NEARER = 0.075
# ...and only when the head reads little risk in it (crisis and distress together): the
# margin above is thin (real check-ins of the dev split's distress rows lie 0.049-0.065
# from it, and the test split lost one crisis row to it), so a message the head finds
# risky keeps its check-in whatever lies near it. On the dev split every crisis or
# distress row near an exemplar reads 0.37 or more; "I'm going to sleep now, goodnight."
# reads 0.08 (lead, 2026-11-25). The head's reading here is ``Scores.risk``: for a message
# of several sentences, risk its whole shows must be carried by one of its sentences too.
# "Thanks, I just like helping people. Do you have any plans for the weekend?" (LoCoMo dev)
# reads 0.50 whole and 0.06 in its riskiest sentence; the one distress row of the dev split
# the veto would otherwise take ("I beat depression. You can too. ...", 0.172 nearer to
# ordinary talk) reads 0.76 whole and 0.93 in a sentence (issue 15, 2026-11-25).
VETO_BELOW_RISK = 0.3
# Asking what to do, what would help, or what a symptom means is asking for advice even
# when it is about oneself ("What helps my migraines?", "Is my rash serious?").
_ADVICE = re.compile(
    r"\b(?:safe|ok|okay|good|best|better|help|helps|treat|treatment|cure|relieve|causes?|caused|causing|mean|means|"
    r"wrong|normal|serious|dangerous|worried|worry|symptoms?|risks?|chances?|must|need|needs|prevent|die|dying|for\s+my)\b",
    re.IGNORECASE,
)
_OWN_RECORD = re.compile(r"^\s*(?:what|what's|which|when|where|who|how\s+(?:many|long|often))\b|^\s*do\s+i\s+have\s+any\b", re.I)
_ACTION_STRENGTH = {RuleAction.REFUSE_AND_REDIRECT: 2, RuleAction.REFUSE_ENCODING: 1, RuleAction.FLAG: 0}
_FIELDS = ("id", "layer", "category", "name", "keywords", "patterns", "exemplars", "similarity_threshold", "action")


@dataclass(frozen=True)
class ArchiveForm:
    """What may be written of one text: ``text`` is empty when the floor withholds it and
    has its secrets masked otherwise; ``masked`` (secrets masked, nothing withheld) is for
    the expiring live window only, so the reply can still answer a withheld message."""

    text: str
    floor_category: str = ""
    text_hash: str = ""
    masked: str = ""

    @property
    def withheld(self) -> bool:
        return bool(self.floor_category) and not self.text


@dataclass(frozen=True)
class Match:
    """One rule that fired, and how: "keyword", "pattern", "exemplars" (with its score), or
    "mask" (the text already carries a masked secret)."""

    rule_id: int
    name: str
    layer: str
    category: str
    action: str
    matched_by: str
    score: float


@dataclass(frozen=True)
class Verdict:
    """The gate's decision for one text: the rule that decides, and every rule that fired."""

    category: str | None = None
    layer: str | None = None
    action: str | None = None
    rule_id: int | None = None
    reply: str | None = None  # the redirect the reply must carry, when there is one
    matches: tuple[Match, ...] = ()
    form: ArchiveForm | None = None  # what may be written of the screened text (``screen``)
    check_in: str | None = None  # a borderline crisis: a gentle question added to a normal reply

    @property
    def may_encode(self) -> bool:
        return self.category is None or self.action == RuleAction.FLAG


@dataclass(frozen=True)
class _Rule:
    id: int
    layer: str
    category: str
    name: str
    action: str
    threshold: float
    lexical: LexicalRule
    exemplars: tuple[str, ...]


class Ruleset:
    """The enabled rules, compiled: floor first in priority order, then operator rules."""

    def __init__(self, rows):
        rules = [
            _Rule(
                id=row[0], layer=row[1], category=row[2], name=row[3], action=row[8], threshold=row[7],
                lexical=LexicalRule(tuple(row[4]), tuple(row[5])), exemplars=tuple(row[6]),
            )
            for row in rows
        ]
        self.floor = sorted((r for r in rules if r.layer == RuleLayer.FLOOR), key=lambda r: _priority(r.category))
        self.operator = [r for r in rules if r.layer != RuleLayer.FLOOR]
        by_category: dict[str, list[str]] = {}
        for rule in self.floor:
            by_category.setdefault(rule.category, []).extend(rule.exemplars)
        self.classifier = FloorClassifier({c: e for c, e in by_category.items() if e})
        self.matchers = {rule.id: ExemplarMatcher(list(rule.exemplars)) for rule in self.operator if rule.exemplars}
        self.crisis_nets = {
            rule.id: ExemplarMatcher(list(rule.exemplars)) for rule in self.floor if rule.category == "crisis" and rule.exemplars
        }


def _priority(category: str) -> int:
    return FLOOR_PRIORITY.index(category) if category in FLOOR_PRIORITY else len(FLOOR_PRIORITY)


_cache: dict = {"version": None, "ruleset": None}
_cache_lock = threading.Lock()


def _version() -> tuple:
    """A cheap fingerprint of the rule rows: where each row's current version lies and
    which transaction wrote it (ctid and xmin: every insert, update and delete changes them,
    even twice in one transaction; a rolled-back change leaves them as they were). One
    small query instead of reading every row's exemplars on every message (~1 ms)."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT md5(coalesce(string_agg(ctid::text || xmin::text, ',' ORDER BY id), '')) "
            f"FROM {RefusalRule._meta.db_table}"
        )
        return tuple(cursor.fetchone())


def rules() -> Ruleset:
    """The compiled rules, rebuilt in this process whenever a rule row changes (in any
    process: the check is the rows' version in the database).

    Floor rows are read whether or not they are marked enabled: the floor cannot be
    switched off, even by a row that somehow got past the database trigger.
    """
    version = _version()
    with _cache_lock:
        if _cache["version"] != version:
            rows = list(
                RefusalRule.objects.filter(Q(layer=RuleLayer.FLOOR) | Q(enabled=True)).order_by("id").values_list(*_FIELDS)
            )
            _cache["ruleset"], _cache["version"] = Ruleset(rows), version
        return _cache["ruleset"]


def text_hash(text: str) -> str:
    """A keyed SHA-256 of ``text`` (HMAC with SECRET_KEY).

    Keyed, because a plain hash of a four-digit PIN or a short sentence is reversed by
    trying every candidate; the audit trail needs equality, not recoverability.
    """
    return hmac.new(settings.SECRET_KEY.encode(), text.encode(), hashlib.sha256).hexdigest()


def prepare_for_archive(text: str) -> ArchiveForm:
    """What the raw archive may keep of ``text``, decided by the pattern layer alone, before
    its first write (``screen`` decides with every layer afterwards).

    Floor content other than secrets -> empty text, its category and a hash. Secrets
    (floor, or an operator rule in the secrets category) -> masked in place, category
    "secrets".
    """
    hit = next(
        (
            rule.category for rule in rules().floor
            if rule.category != SECRETS and rule.lexical.hit(text) and not _asks_what_it_is(rule, text)
        ),
        None,
    )
    return _form(text, mask_secrets(text), hit)


def _asks_what_it_is(rule: _Rule, text: str) -> bool:
    """Whether a floor rule's keyword or pattern found in ``text`` yields to the question
    what it means: a harm or illegal word asked about ("What is a Molotov cocktail?",
    ``memory.refusal.frames``) is not the act."""
    return rule.category in FRAMED and harmless_frame(text, rule.category) == "definition"


def _form(text: str, masked: str, withheld_as: str | None) -> ArchiveForm:
    if withheld_as:
        return ArchiveForm("", withheld_as, text_hash(text), masked)
    if masked != text:
        return ArchiveForm(masked, SECRETS, text_hash(text), masked)
    return ArchiveForm(text, masked=text)


def _screened_form(text: str, verdict: Verdict) -> ArchiveForm:
    """The archive form under every layer's verdict: any floor category but secrets
    withholds the text (the highest in priority names it); a secret is masked, and a text
    only the model took for a secret, with nothing the mask could take out, is withheld."""
    masked = mask_secrets(text)
    floor = [m.category for m in verdict.matches if m.layer == RuleLayer.FLOOR and m.category not in (SECRETS, CHECK_IN)]
    if not floor and verdict.layer == RuleLayer.FLOOR and masked == text and MASK not in text:
        floor = [verdict.category]
    return _form(text, masked, floor[0] if floor else None)


def mask_secrets(text: str) -> str:
    """``text`` with every secret the pattern layer finds masked in place (floor rules and
    operator rules in the secrets category)."""
    ruleset = rules()
    spans = [
        span
        for rule in ruleset.floor + ruleset.operator
        if rule.category == SECRETS
        for span in rule.lexical.secret_spans(text)
    ]
    return mask(text, spans) if spans else text


def evaluate(text: str, *, user=None, previous: str | None = None) -> Verdict:
    """Run every rule over ``text`` and decide, without writing anything.

    ``previous`` is the message before ``text`` in its conversation: a short reply is
    judged in its light as well (memory.refusal.classifier). The model runs once; the
    text's vector is then among the texts embedded lately (``embeddings.embed`` of it is
    free).
    """
    return evaluate_many([text], user=user, previous=[previous])[0]


def evaluate_many(texts: list[str], *, user=None, previous: list[str | None] | None = None) -> list[Verdict]:
    """``evaluate`` for each of ``texts`` (one person's), in order: the same verdicts, with
    one read of the rules and one run of the model for all of them. ``previous[i]``, when
    given, is the message before ``texts[i]``."""
    ruleset, region = rules(), region_of(user)
    verdicts = [Verdict()] * len(texts)
    previous = previous or [None] * len(texts)
    judged = [i for i, text in enumerate(texts) if text and text.strip()]
    read = read_for_judging([texts[i] for i in judged], [context_of(texts[i], previous[i]) for i in judged])
    floor = ruleset.classifier.scores_many(read)
    near = [k for k, (one, scores) in enumerate(zip(read, floor)) if len(one.texts) > 1 and scores.near_the_line()]
    for k, one, scores in zip(near, alone := sentences_alone([read[k] for k in near]), ruleset.classifier.scores_many(alone)):
        read[k], floor[k] = one, scores
    for i, reading, scores in zip(judged, read, floor):
        verdicts[i] = _judge(texts[i], reading, scores, ruleset, region)
    return verdicts


def _judge(text: str, reading: Judged, scores: Scores, ruleset: Ruleset, region: str) -> Verdict:
    matches, check_in, vectors = [], None, reading.vectors
    if len(vectors) > 1:
        near = max((net.similarity(vectors[1:]) for net in ruleset.crisis_nets.values()), default=0.0)
        scores = replace(scores, sentence_near=near >= NEAR_CRISIS_EXEMPLAR)
    for rule in ruleset.floor + ruleset.operator:
        matched_by, score = rule.lexical.hit(text), 1.0
        if matched_by is None and rule.layer == RuleLayer.FLOOR and rule.category == SECRETS and MASK in text:
            matched_by = "mask"  # archived text that already lost a secret: its turn held one
        if matched_by is None and rule.category == HEALTH_ADVICE and asks_own_record(text):
            continue
        if matched_by is None and rule.layer == RuleLayer.FLOOR:
            # The floor's paraphrase layer is the learned head with its own thresholds, which
            # no rule row (and so no operator) can lower or raise.
            tier, score = scores.tier(rule.category), scores.score(rule.category)
            if tier == CHECK_IN_TIER and hyperbole.everyday(text):
                tier = None  # "I could sleep for a week": a borderline reading of an everyday figure
            if tier == CHECK_IN_TIER and check_in is None:
                check_in = Match(rule.id, rule.name, rule.layer, CHECK_IN, RuleAction.FLAG, "classifier", round(score, 3))
            elif tier is None and check_in is None and rule.id in ruleset.crisis_nets:
                near = _near_crisis(ruleset.crisis_nets[rule.id], reading)
                vetoed = (scores.risk() < VETO_BELOW_RISK
                          and ruleset.classifier.benign_nearness(vectors[:1]) >= near + BENIGN_NEARER)
                if near >= NEAR_CRISIS_EXEMPLAR and not vetoed and not hyperbole.everyday(text):
                    check_in = Match(rule.id, rule.name, rule.layer, CHECK_IN, RuleAction.FLAG, "exemplars", round(near, 3))
            if tier != CONFIDENT_TIER or (rule.category in FRAMED and harmless_frame(text, rule.category)):
                continue
            matched_by = "classifier"
        elif rule.layer == RuleLayer.FLOOR and _asks_what_it_is(rule, text):
            continue
        elif matched_by is None:
            if rule.id not in ruleset.matchers:
                continue
            score = ruleset.matchers[rule.id].similarity(vectors)
            if score < rule.threshold:
                continue
            matched_by = "exemplars"
        matches.append(Match(rule.id, rule.name, rule.layer, rule.category, rule.action, matched_by, round(score, 3)))
    verdict = _decide(matches, region)
    if check_in is None or any(m.layer == RuleLayer.FLOOR for m in matches):
        return verdict
    # Borderline crisis: the turn is kept and answered normally, with a gentle question
    # added, and the operator sees a FLAG event; it never decides the verdict's category.
    return replace(verdict, matches=(*verdict.matches, check_in), check_in=check_in_for(region))


def _near_crisis(net: ExemplarMatcher, reading: Judged) -> float:
    """How near the whole message is to the floor's crisis exemplars; a short reply must be
    near them in the light of the message before it as well: "See you tomorrow. Bye!"
    after "Let's make tomorrow unforgettable. See you there! Bye!" ends a chat, not a life."""
    near = net.similarity(reading.vectors[:1])
    if reading.context is not None:
        near = min(near, net.similarity(reading.context[None, :]))
    return near


def asks_own_record(text: str) -> bool:
    """Whether ``text`` is one question for what the person told us of their health ("What
    am I allergic to?", "What medication am I on?", "Do I have any allergies?"): answered
    from memory, never a request for medical advice — unless it asks what to do, what
    would help or what something means (``_ADVICE``), or is a yes/no question that asks
    for a diagnosis ("Do I have diabetes?"). A keyword of the health rule still decides."""
    text = text.strip()
    return (
        text.endswith("?") and text.count("?") == 1 and not re.search(r"[.!]\s", text)
        and bool(_OWN_RECORD.match(text)) and questions.asks_what_was_said(text) and not _ADVICE.search(text)
    )


def _decide(matches: list[Match], region: str) -> Verdict:
    if not matches:
        return Verdict()
    # Floor before operator, always; then exact evidence (a keyword or pattern) before a
    # paraphrase; then the floor's own priority; then the stricter action. Every floor
    # category that fired still speaks in the reply, so a crisis is never left unanswered.
    ordered = sorted(
        matches,
        key=lambda m: (
            m.layer != RuleLayer.FLOOR,
            m.matched_by in ("exemplars", "classifier"),
            _priority(m.category),
            -_ACTION_STRENGTH.get(m.action, 0),
            -m.score,
        ),
    )
    decisive = ordered[0]
    speaking = [m for m in ordered if m.layer == RuleLayer.FLOOR] or [decisive]
    replies = dict.fromkeys(
        reply for m in speaking if (reply := reply_for(m.category, layer=m.layer, action=m.action, region=region))
    )
    return Verdict(
        category=decisive.category,
        layer=decisive.layer,
        action=decisive.action,
        rule_id=decisive.rule_id,
        reply=" ".join(replies) or None,
        matches=tuple(ordered),
    )


def withheld_earlier(category: str, *, user=None) -> Verdict:
    """The verdict for a message the pattern layer withheld before its first write as
    ``category`` and whose text is gone (its live window expired before a queued turn
    ran): that floor rule decides again, so the reply still carries the category's words
    (a crisis is never answered without resources) and nothing more is written."""
    rule = next(rule for rule in rules().floor if rule.category == category)
    match = Match(rule.id, rule.name, rule.layer, rule.category, rule.action, "archive", 1.0)
    return replace(_decide([match], region_of(user)), form=ArchiveForm("", category))


def screen(
    text: str, *, user=None, channel: str = "", stage: str = "input", previous: str | None = None
) -> Verdict:
    """Decide for ``text`` (see ``evaluate``) and write one RefusalEvent per rule that fired.

    The event holds the user, channel, stage, rule and a keyed hash of the text, never
    the text. ``stage`` is "input" for a turn, "archive" or "encoding" before a write. A
    borderline crisis is recorded as a FLAG event of category CHECK_IN (the operator's
    queue in the admin).
    """
    verdict = evaluate(text, user=user, previous=previous)
    _record([(text, verdict)], user=user, channel=channel, stage=stage)
    return replace(verdict, form=_screened_form(text, verdict))


def screen_many(
    texts: list[str], *, user=None, channel: str = "", stage: str = "input", previous: list[str | None] | None = None
) -> list[Verdict]:
    """``screen`` for each of ``texts`` (one person's, on one channel), in order: the same
    verdicts (each with its text's archive form) and RefusalEvents, decided as
    ``evaluate_many`` does and written in one insert."""
    verdicts = evaluate_many(texts, user=user, previous=previous)
    _record(list(zip(texts, verdicts)), user=user, channel=channel, stage=stage)
    return [replace(verdict, form=_screened_form(text, verdict)) for text, verdict in zip(texts, verdicts)]


def _record(decided: list[tuple[str, Verdict]], *, user, channel: str, stage: str) -> None:
    RefusalEvent.objects.bulk_create(
        RefusalEvent(
            user=user if getattr(user, "pk", None) else None,
            channel=channel[:16],
            category=match.category,
            layer=match.layer,
            rule_id=match.rule_id,
            stage=stage[:16],
            text_hash=digest,
        )
        for text, verdict in decided
        if verdict.matches
        for digest in [text_hash(text)]
        for match in verdict.matches
    )
