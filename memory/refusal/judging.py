"""Judging a text by every refusal rule (DESIGN §6, seed 004): the floor's keywords and
patterns, its learned head (``classifier``) with the harmless frames (``frames``) and the
crisis exemplars' recall net, then operator rules; which rule decides, and what the reply
must say. Nothing is written here: ``memory.refusal.gate`` records what fired.

The floor is always evaluated and always outranks operator rules.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from memory.models import RuleAction, RuleLayer
from memory.refusal.classifier import CHECK_IN_TIER, CONFIDENT_TIER, Scores, affirmed_claim, context_of, last_question
from memory.refusal import hyperbole
from memory.refusal.despair import denies_being_safe, said_in_despair
from memory.refusal.frames import FRAMED, harmless_frame, yields_to_frame
from memory.refusal.homonyms import accident_told, plain_sense
from memory.refusal.told import health_told, illness_of_theirs_told
from memory.refusal.topic import asks_about_the_topic, asks_how_lethal
from memory.refusal.emergency import EMERGENCY, emergency_told
from memory.refusal.embedding import ExemplarMatcher, Judged, read_for_judging, sentences_alone
from memory.refusal.patterns import MASK
from memory.refusal.replies import check_in_for, region_of, reply_for
from memory.refusal.ruleset import HEALTH_ADVICE, SECRETS, Ruleset, priority, rules
from memory.refusal.verdict import CHECK_IN, ArchiveForm, Match, Verdict
from memory.text import lexical, phatic, questions

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
    # A message whose crisis words are said in an everyday sense is read in that sense too,
    # in the same run of the model, and crisis is judged on that reading (``homonyms``).
    plain = {i: sense for i in judged if (sense := plain_sense(texts[i])) != texts[i]}
    said = [texts[i] for i in judged] + list(plain.values())
    read = read_for_judging(said, [context_of(text, previous[i]) for text, i in zip(said, [*judged, *plain])])
    floor = ruleset.classifier.scores_many(read)
    near = [k for k, (one, scores) in enumerate(zip(read, floor)) if len(one.texts) > 1 and scores.near_the_line()]
    for k, one, scores in zip(near, alone := sentences_alone([read[k] for k in near]), ruleset.classifier.scores_many(alone)):
        read[k], floor[k] = one, scores
    in_plain = dict(zip(plain, zip(plain.values(), read[len(judged):], floor[len(judged):])))
    for i, reading, scores in zip(judged, read, floor):
        verdicts[i] = _judge(texts[i], reading, scores, ruleset, region, in_plain.get(i))
    return verdicts


def _judge(
    text: str, reading: Judged, scores: Scores, ruleset: Ruleset, region: str,
    plain: tuple[str, Judged, Scores] | None = None,
) -> Verdict:
    """The verdict for ``text``; ``plain`` is its plain sense (``homonyms``) with that
    sense's reading, which crisis is judged on instead when the message has one."""
    matches, check_in = [], None
    ritual = bool(phatic.kinds(text))  # "Goodbye": judged in the light of the message before only
    judged = (text, reading, _as_judged(reading, scores, ruleset, ritual))
    in_crisis = judged if plain is None else (plain[0], plain[1], _as_judged(plain[1], plain[2], ruleset, ritual))
    about_the_topic = asks_about_the_topic(in_crisis[0])
    # Read once, and only when a borderline crisis asks (it may run the model over the rest).
    only_a_figure = cache(lambda: _only_a_figure(text, ruleset))
    for rule in ruleset.floor + ruleset.operator:
        floor_crisis = rule.layer == RuleLayer.FLOOR and rule.category == "crisis"
        said, reading, scores = in_crisis if floor_crisis else judged
        vectors = reading.vectors
        if about_the_topic and floor_crisis:
            # A question about suicide or self-harm as a topic, not the writer's own: answered,
            # and the check-in carries the resources (``topic.asks_about_the_topic``).
            check_in = check_in or Match(rule.id, rule.name, rule.layer, CHECK_IN, RuleAction.FLAG, "topic", 1.0)
            continue
        if floor_crisis and check_in is None and asks_how_lethal(said):
            # Asked of no one, it may be curiosity: a check-in at least, whatever else decides.
            check_in = Match(rule.id, rule.name, rule.layer, CHECK_IN, RuleAction.FLAG, "lethality", 1.0)
        if floor_crisis and check_in is None and said_in_despair(text):
            # Despair in words other than dying's: a check-in at least (``despair``).
            check_in = Match(rule.id, rule.name, rule.layer, CHECK_IN, RuleAction.FLAG, "despair", 1.0)
        matched_by, score = rule.lexical.hit(said), 1.0
        if matched_by is None and floor_crisis and (
            _affirms_a_crisis(rule, text, judged[1]) or denies_being_safe(text, judged[1].before)
        ):
            matched_by = "affirmed"
        if matched_by is None and rule.layer == RuleLayer.FLOOR and rule.category == SECRETS and MASK in said:
            matched_by = "mask"  # archived text that already lost a secret: its turn held one
        if matched_by is None and rule.layer == RuleLayer.FLOOR and rule.category == HEALTH_ADVICE and emergency_told(said):
            matched_by = EMERGENCY  # asks nothing, so no head's reading of a request decides it
        if matched_by is None and rule.category == HEALTH_ADVICE and (asks_own_record(said) or health_told(said) or illness_of_theirs_told(said)):
            continue
        if matched_by is None and rule.layer == RuleLayer.FLOOR:
            # The floor's paraphrase layer is the learned head with its own thresholds, which
            # no rule row (and so no operator) can lower or raise.
            tier, score = scores.tier(rule.category), scores.score(rule.category)
            if tier == CONFIDENT_TIER and floor_crisis and accident_told(text):
                # An accident at a chore, told: the head reads its blood as self-harm ("cut myself
                # shaving this morning and it won't stop bleeding": crisis 0.92 in its plain
                # sense). A check-in at most, which the everyday figure may still clear below;
                # the floor's keywords and patterns, and a meant or repeated cut, still decide.
                tier = CHECK_IN_TIER
            if tier == CHECK_IN_TIER and scores.of_the_context().tier(rule.category) is None and only_a_figure():
                # "I could sleep for a week": a borderline reading of an everyday figure; but not
                # where the message before checks it in ("since my dad passed away" after "like
                # nothing matters"): the figure answers for this message's words only.
                tier = None
            if tier == CHECK_IN_TIER and check_in is None:
                check_in = Match(rule.id, rule.name, rule.layer, CHECK_IN, RuleAction.FLAG, "classifier", round(score, 3))
            elif tier is None and check_in is None and rule.id in ruleset.crisis_nets:
                near = (_near_crisis(ruleset.crisis_nets[rule.id], reading, scores, ruleset.classifier.benign_nearness)
                        if not ritual or reading.context is not None else 0.0)
                # Ordinary talk's nearness (3,490 rows read) only where the net would answer.
                if (
                    near >= NEAR_CRISIS_EXEMPLAR
                    and not (scores.risk() < VETO_BELOW_RISK
                             and ruleset.classifier.benign_nearness(vectors[:1]) >= near + BENIGN_NEARER)
                    and not only_a_figure()
                ):
                    check_in = Match(rule.id, rule.name, rule.layer, CHECK_IN, RuleAction.FLAG, "exemplars", round(near, 3))
            # Someone else's suicide asked about is no request to harm them ("My friend told me he wants to kill himself.
            # How can I help him?": harm 0.57 by the head, the lead's probe of session 48).
            if tier != CONFIDENT_TIER or (rule.category in FRAMED and (about_the_topic or harmless_frame(said, rule.category))):
                continue
            matched_by = "classifier"
        elif rule.layer == RuleLayer.FLOOR and yields_to_frame(rule.category, said):
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


def _as_judged(reading: Judged, scores: Scores, ruleset: Ruleset, ritual: bool) -> Scores:
    """The head's ``scores`` of one reading as the tiers judge them: a ritual's by the message
    before only, and a sentence of several marked when it is near a floor crisis exemplar."""
    if ritual:
        scores = scores.of_the_context()
    if len(reading.vectors) > 1:
        near = max((net.similarity(reading.vectors[1:]) for net in ruleset.crisis_nets.values()), default=0.0)
        scores = replace(scores, sentence_near=near >= NEAR_CRISIS_EXEMPLAR)
    return scores


def _affirms_a_crisis(rule, text: str, reading: Judged) -> bool:
    """Whether ``text``, a short answer that affirms the question before it, says yes to what
    the floor crisis ``rule``'s keywords or patterns withhold: the question in the first
    person, then the answer ("do I still check the rope I hid, yes, every night."). The
    head reads the claim too (``classifier.affirmed_claim``), but only for a check-in; a
    floor keyword or pattern in what the person says yes to is their own crisis, withheld
    and answered with the crisis resources as it would be said whole. Not where the
    question as asked already holds the floor's words: they are then said of a topic or of
    someone else ("Do you know the warning signs of suicide?", "Is your brother still
    self-harming?", "Did you overdose on chocolate again?"), whose yes is no crisis of the
    writer's; the head still reads it for a check-in."""
    claim = affirmed_claim(text, reading.before) if reading.context is not None else None
    return (
        claim is not None and rule.lexical.hit(f"{claim}, {text.strip()}") is not None
        and rule.lexical.hit(last_question(reading.before)) is None
    )


def _only_a_figure(text: str, ruleset: Ruleset) -> bool:
    """Whether the borderline crisis reading of ``text`` is an everyday figure's
    (``hyperbole``): each of its sentences says its dark words in one, or what it says
    besides reads below the check-in and far from the crisis exemplars. "I could sleep for
    a week. Nothing matters anymore." is checked in: the figure answers for its sentence."""
    if not hyperbole.everyday(text):
        return False
    rest = hyperbole.unfigured(text)
    if not rest:
        return True
    reading = read_for_judging([rest], [None])[0]
    scores = ruleset.classifier.scores_many([reading])[0]
    near = max((net.similarity(reading.vectors[:1]) for net in ruleset.crisis_nets.values()), default=0.0)
    return scores.tier("crisis") is None and near < NEAR_CRISIS_EXEMPLAR


def _near_crisis(net: ExemplarMatcher, reading: Judged, scores: Scores, benign_nearness) -> float:
    """How near the message is to the floor's crisis exemplars: the whole, or, where its
    sentences were read on their own and the whole shows risk enough for a sentence to
    count (``Scores.sentences_count``, as in ``Scores.tier``), a sentence nearer to them than to
    ordinary talk (``benign_nearness``): "My dad died last year. I don't see the point in
    anything anymore." (the whole 0.50, crisis and distress 0.36; its second sentence 0.64,
    ordinary talk 0.48) went without the check-in that sentence alone earns, while "Do
    you have any plans for the weekend?" (0.61, ordinary talk 0.66) is no crisis sentence.
    A short reply must be near them in the light of the message before it as well: "See
    you tomorrow. Bye!" after "Let's make tomorrow unforgettable. See you there! Bye!"
    ends a chat, not a life."""
    near = _nearness(net, reading.texts[0], reading.vectors[0])
    if len(reading.vectors) > 1 and scores.sentences_count():
        for text, sentence in zip(reading.texts[1:], reading.vectors[1:, None]):
            nearness = _nearness(net, text, sentence[0])
            if nearness > benign_nearness(sentence):
                near = max(near, nearness)
    if reading.context is not None:
        near = min(near, net.similarity(reading.context[None, :]))
    return near


# Parts of the body: a message near a crisis exemplar by one of these alone shares its topic, not its harm.
_BODY = lexical.terms("arm arms wrist wrists leg legs thigh thighs hand hands skin neck chest head back body")


def _nearness(net: ExemplarMatcher, text: str, vector) -> float:
    """How near ``text`` (its unit ``vector``) is to the net's nearest crisis exemplar; none
    (0.0) where, near enough to count, it shares no word with it but parts of the body: "My
    arm's a bit sore." (0.65 to "I cut my arms to cope with the pain") and "My arms ache from
    carrying the shopping." were checked in by the net for an ache (the lead's walk 11)."""
    similarity, exemplar = net.nearest(vector)
    if similarity < NEAR_CRISIS_EXEMPLAR:
        return similarity  # counts for nothing either way: the words need no reading
    shared = lexical.terms(text) & lexical.terms(exemplar)
    return 0.0 if shared and shared <= _BODY else similarity


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
            priority(m.category),
            -_ACTION_STRENGTH.get(m.action, 0),
            -m.score,
        ),
    )
    decisive = ordered[0]
    speaking = [m for m in ordered if m.layer == RuleLayer.FLOOR] or [decisive]
    replies = dict.fromkeys(
        reply for m in speaking
        if (reply := reply_for(m.category, layer=m.layer, action=m.action, region=region, emergency=m.matched_by == EMERGENCY))
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
