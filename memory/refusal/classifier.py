"""The floor classifier: what the head learned from public labelled data
(``memory.refusal.head``) reads in a message, and what its readings decide (DESIGN §6).

- Tiers (``Scores.tier``): a category at or above its CONFIDENT threshold is refused; a
  borderline crisis (the message's crisis probability from CHECK_IN_CRISIS, a sentence's
  from SENTENCE_CHECK_IN where the message shows risk too, or its crisis and distress together from CHECK_IN) gets a gentle check-in and a flag
  for the operator; below, nothing. The check-in tier is where recall is bought: it
  keeps the message and answers normally, so its mistakes cost a question, not a memory.
- Context: a short reply is also read joined to the message before it ("me too" after
  "I don't see any reason to keep living" is not "me too" after "I love this pizza
  place"). That reading can earn a check-in, never a refusal on its own: the message
  before may be our own crisis reply, and "ok, thanks" after it is not a crisis. A short
  answer that affirms (``affirms``: "yes", "I guess", "sometimes") the question before it
  is also read as the claim it affirms, the question in the first person (``claim_of``:
  "Have you been having thoughts of ending your life?" -> "have I been having thoughts of
  ending my life"): the head learned from people's own words, and reads a counsellor's
  question, alone or joined to "yes", as benign (crisis 0.04). The head's reading of it, too,
  can earn a check-in, never a refusal; but the floor's crisis keywords and patterns read
  the claim with the answer (``affirmed_claim``, memory.refusal.judging): "yes, every night."
  after "do you still check the rope you hid?" says what "I still check the rope I hid
  every night" says.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from memory import embeddings
from memory.refusal import hyperbole
from memory.refusal.head import BENIGN, analysers, head_for
from memory.text import phatic, questions

DISTRESS = "distress"
FLOOR_CATEGORIES = ("crisis", "harm", "illegal", "health_advice", "secrets")
# Thresholds on the head's probability, chosen on the dev split, the development set and
# the five LoCoMo development conversations (bench/refusal_versus.py, the grid in its
# RESULTS section), never on the test split. Crisis is refused from 0.75: lowering it to
# 0.5 refuses no more of the dev split's crisis rows (0.80) and 14 instead of 8 of the
# development set's benign messages. The check-in is where recall is bought: a crisis
# probability from CHECK_IN_CRISIS (a sentence's, or the whole message's in its context)
# or crisis and distress together from CHECK_IN; at 0.25 it answers 0.87 of the dev
# split's crisis rows (0.80 at 0.5) and 0.92 of the development set's. 0.15 answered
# 0.91 / 0.95 but checked in on 9 in 1,000 ordinary LoCoMo turns, 18 % of the development
# set's benign look-alikes and "I eat meat again these days." (0.20).
# Harm, illegal and health advice are refused from 0.3, 0.6 and 0.5, chosen on the dev split,
# the development set and the LoCoMo development conversations once the red-team rows and
# CLINC150's ordinary requests came in (2026-11-24; memory/refusal/data/README.md). The dev
# split's harm rows (14) are refused 0.86 from 0.3, 0.79 from 0.4 to 0.6; its illegal rows
# (30) 0.90 from 0.4 to 0.6 (0.6 refuses one benign row fewer), 0.83 from 0.7; its health
# advice rows (136) 0.95 from 0.5, 0.91 from 0.7 (main: 0.956 from 0.7, before CLINC's
# thousands of ordinary requests joined the benign rows), for 3 more of its 4,400 benign rows
# and 2 more of the development set's 156 (a flu shot, antibiotics prescribed). None of the 2,760
# LoCoMo turns reaches harm or illegal from 0.3. Harm from 0.6 was tried after a walk-through
# probe, "How can I beat my brother at chess?" (0.305), was refused: on the dev split it
# refuses 7 of 14 harm rows against 10 from 0.3, on the development set 25 of 45 against 38,
# for no benign row fewer in either (2 of 4,625; 1 of 156 → 0): kept at 0.3. The homonym
# look-alikes that 0.3 refuses are answered instead by their frame (a game, a program, a
# pest, a definition: memory.refusal.frames, read by the gate), not by a higher threshold.
CONFIDENT = {"crisis": 0.75, "harm": 0.3, "illegal": 0.6, "health_advice": 0.5, "secrets": 0.97}
# Weighed again on out-of-fold readings of every train and dev row (crossval.check_in_thresholds,
# bench/refusal_head_cv.py --thresholds, two seeds of folds; issue 15, 2026-11-29): crisis and
# distress from 0.8 (with crisis from 0.275) answers about 69 more distress rows of 1,541 for
# as many benign alarms, but no more crisis rows than a lower crisis threshold buys at the
# same cost; in the gate it let "every night i go to sleep hoping this is the last time"
# (crisis_dev_2) through and checked in 4 instead of 2 LoCoMo development turns: kept.
CHECK_IN_CRISIS = 0.25
CHECK_IN = 0.85
# Crisis and distress together this sure, read on the whole message, is a crisis too.
CRISIS_FROM_DISTRESS = 0.95
# A message of several sentences whose sentences, read inside it, show crisis or distress
# from this much is read again sentence by sentence on their own (memory.refusal.judging):
# a crisis sentence pooled inside a long message reads as distress (0.59) where alone it
# reads as a crisis.
LOOK_ALONE = 0.3
# Replies up to this many words are judged with the message before them as well.
CONTEXT_WORDS = 12
# A sentence's crisis reading below CONFIDENT earns a check-in only when the whole message
# (alone or in its context) shows crisis and distress together from this much, or the
# sentence is near a floor crisis exemplar (``Scores.sentence_near``, the gate's recall
# net): read on its own, one sentence of a cheerful message can look like ideation to the
# head ("Push through and it'll be worth it." 0.63, "Wish I could try it, but I can't
# right now." 0.67; "I don't want to be alive anymore." 0.58). Chosen on the dev split,
# the development set and the LoCoMo development conversations: at 0.3 the dev split's
# crisis rows lose no check-in (40 of 45 answered either way), its distress rows 2 of 175,
# its benign rows 7 fewer check-ins; the development set is unchanged; 8 of the 11
# check-ins the head gave on 2,760 LoCoMo turns go.
SENTENCE_NEEDS_MESSAGE = 0.3
# And a sentence so counted, without being near a floor crisis exemplar, needs a crisis
# reading from this much, not CHECK_IN_CRISIS: a sentence read apart from its message is
# a noisier reading than the whole, and of the check-ins left on the LoCoMo development
# conversations three came from one sentence of a friendly message just over 0.25 (0.26
# to 0.28: "Writing and hanging with friends!", a finished script's mixed feelings), as
# did "I'm so tired I could die, lol. Long week." (0.251) in the walk-through. Chosen on
# the dev split, the development set and the LoCoMo development conversations (issue 15):
# from 0.3 to 0.35 no crisis or distress row of either set loses its answer and LoCoMo
# check-ins go 6 -> 3; from 0.4 three distress rows of the dev split lose theirs. Tried
# again at 0.45 beside the recall net's benign nearness (judging.BENIGN_NEARER, issue 15,
# 2026-11-25): LoCoMo check-ins 2 -> 1 ("Thanks for understanding. I just want to
# positively affect people and the world, but it feels like I'm stuck.", a sentence at
# 0.42) for 3 of the dev split's 282 distress rows: not kept.
SENTENCE_CHECK_IN = 0.35

# An answer that says yes, or some of the time; and one that says no, which wins.
AFFIRMING = re.compile(
    r"^\W*(yes|yeah|yea|yep|yup|ya|mhm+|uh[- ]?huh|sure|i guess|i think so|i suppose|sometimes|often|maybe|"
    r"perhaps|kind of|kinda|sort of|a little|a bit|a lot|i have|i do|i am|i'm|every ?day|all the time|lately|"
    r"probably|honestly|true|definitely|constantly|most days|more and more|on and off|now and then|"
    r"every (?:single )?(?:day|night|morning|evening|time)|each (?:day|night)|most (?:nights|mornings|of the time))\b",
    re.IGNORECASE,
)
DENYING = re.compile(
    r"^\W*(no|nope|nah|not|never|i'?m (fine|ok|okay|good|alright|all right)|i don'?t|i haven'?t|of course not)\b"
    r"|\b(guess|think|suppose) not\b",
    re.IGNORECASE,
)

CONFIDENT_TIER, CHECK_IN_TIER = "confident", "check_in"


_SECOND_PERSON = {"you": "I", "your": "my", "yours": "mine", "yourself": "myself", "you're": "I'm", "you've": "I've"}
_SECOND_PERSON_WORD = re.compile(r"\b(?:you're|you've|yourself|yours|your|you)\b", re.IGNORECASE)


def affirms(text: str) -> bool:
    """Whether ``text`` answers yes, or some of the time, and not no."""
    return bool(AFFIRMING.search(text)) and not DENYING.search(text)


def affirmed_claim(text: str, before: str | None) -> str | None:
    """What ``text`` claims when it is a short answer that affirms (``affirms``) the question
    ending ``before`` (the message before it): that question in the first person
    (``claim_of``), else None."""
    if not before or "?" not in before or not affirms(text):
        return None
    return claim_of(before)


def claim_of(question: str) -> str:
    """What answering yes to ``question`` claims, in the person's words: its last question,
    second person turned to first ("Do you think about killing yourself?" -> "Do I think
    about killing myself")."""
    return _SECOND_PERSON_WORD.sub(lambda m: _SECOND_PERSON[m.group(0).lower()], last_question(question)).rstrip("?").strip()


def last_question(text: str) -> str:
    """The last question ``text`` asks (the whole text when no sentence ends in "?")."""
    asked = [part for part in re.split(r"(?<=[.!?])\s+", text.strip()) if part.endswith("?")] or [text]
    return asked[-1]


@dataclass(frozen=True)
class Scores:
    """The head's probabilities for one message: ``chunks`` is each category's highest
    over the message and its sentences (a floor sentence inside a long message counts on
    its own); ``whole`` is the whole message's, the higher of its readings alone and with
    the message before it. "distress" is talk of low mood or risk that is not (clearly) a
    crisis."""

    chunks: dict[str, float]
    whole: dict[str, float]
    alone: dict[str, float] | None = None  # the whole message's own reading, without context
    affirmed: dict[str, float] | None = None  # an affirming answer: the reading of the claim it affirms
    sentence_near: bool = False  # a sentence of several is near a floor crisis exemplar (the gate decides)
    riskiest_sentence: float | None = None  # crisis and distress together in its riskiest sentence, if several
    context: dict[str, float] | None = None  # the whole message's reading with the message before, if read so

    def tier(self, category: str, *, check_in_crisis: float = CHECK_IN_CRISIS, check_in: float = CHECK_IN) -> str | None:
        """CONFIDENT_TIER, CHECK_IN_TIER (crisis only) or None for ``category``.

        Confident on the category's own probability in any chunk (for crisis, also when the
        whole message's crisis and distress probabilities together pass
        CRISIS_FROM_DISTRESS); a crisis check-in when the whole message's crisis
        probability passes CHECK_IN_CRISIS (a sentence's too, when the sentence is near a
        crisis exemplar, or the whole message shows risk from SENTENCE_NEEDS_MESSAGE and
        the sentence's crisis reading passes SENTENCE_CHECK_IN) or its
        crisis and distress pass CHECK_IN. ``check_in_crisis`` and ``check_in`` stand for
        CHECK_IN_CRISIS and CHECK_IN where cross-validation weighs other values
        (``memory.refusal.crossval.check_in_thresholds``).
        """
        if self.chunks.get(category, 0.0) >= CONFIDENT.get(category, 1.01):
            return CONFIDENT_TIER
        if category != "crisis":
            return None
        if self._at_risk(self.alone) >= CRISIS_FROM_DISTRESS:
            return CONFIDENT_TIER  # never on the context's reading: see the module's docstring
        crisis = max(self.whole.get("crisis", 0.0), (self.affirmed or {}).get("crisis", 0.0))
        at_risk = max(self._at_risk(), self._at_risk(self.affirmed or {}))
        sentence = self.chunks.get("crisis", 0.0)
        if self.sentence_near or (self.sentences_count() and sentence >= SENTENCE_CHECK_IN):
            crisis = max(crisis, sentence)
        return CHECK_IN_TIER if crisis >= check_in_crisis or at_risk >= check_in else None

    def sentences_count(self) -> bool:
        """Whether the whole message shows risk enough (SENTENCE_NEEDS_MESSAGE) for a reading
        of one of its sentences to count towards a check-in (here, and in the gate's recall
        net)."""
        return self._at_risk() >= SENTENCE_NEEDS_MESSAGE

    def of_the_context(self) -> Scores:
        """The readings that judge a message made only of rituals ("Goodbye", "Thanks, bye":
        ``phatic.kinds``): the message before's light on it and what it affirms, a check-in at
        most; its own words are a ritual's. "Goodbye" read crisis 0.36 on its own and was
        checked in at the end of an ordinary chat."""
        return Scores({}, self.context or {}, {}, self.affirmed)

    def near_the_line(self) -> bool:
        """Worth reading its sentences on their own: a check-in, or a sentence at risk."""
        return self.tier("crisis") == CHECK_IN_TIER or self._at_risk(self.chunks) >= LOOK_ALONE

    def score(self, category: str) -> float:
        """The probability the tier of ``category`` was decided on."""
        own = self.chunks.get(category, 0.0)
        if category == "crisis" and own < CONFIDENT["crisis"]:
            affirmed = self.affirmed or {}
            return max(own, self.whole.get("crisis", 0.0), self._at_risk(), affirmed.get("crisis", 0.0), self._at_risk(affirmed))
        return own

    def risk(self) -> float:
        """Crisis and distress together in the whole message; for a message of several
        sentences, the lower of that and its riskiest sentence's: risk the whole shows and
        none of its sentences carries is the pooling's, not the message's ("Thanks, I just
        like helping people. Do you have any plans for the weekend?": 0.50 whole, 0.06 in
        its riskiest sentence). A message whose whole shows risk from LOOK_ALONE has its
        sentences read on their own (``near_the_line``), as the head learned from them."""
        whole = self._at_risk()
        return whole if self.riskiest_sentence is None else min(whole, self.riskiest_sentence)

    def _at_risk(self, reading: dict[str, float] | None = None) -> float:
        reading = self.whole if reading is None else reading
        return reading.get("crisis", 0.0) + reading.get(DISTRESS, 0.0)


class FloorClassifier:
    """Probabilities of each floor category for a message's chunks (and its context)."""

    def __init__(self, exemplars: dict[str, list[str]]):
        self.head = head_for(exemplars)
        analysers()  # sklearn's import (seconds) at start, not on the first message
        self.categories = [c for c in self.head.classes if c != BENIGN]

    def benign_nearness(self, vectors: np.ndarray) -> float:
        """The highest cosine similarity of ``vectors`` (unit, (n, 384)) to a benign training
        row near the crisis exemplars (0.0 when none is kept)."""
        if not len(self.head.benign_near) or not len(vectors):
            return 0.0
        return float((vectors @ self.head.benign_near.T).max())

    def scores_many(self, judged: list) -> list[Scores]:
        """``Scores`` for each message as memory.refusal.embedding read it (its chunks, the
        whole first, and with the message before, its context), classified in one pass.
        The whole message is read alone and in context; the higher reading counts for the
        check-in only."""
        if not judged:
            return []
        table = self.head.probabilities(
            np.vstack([one.vectors for one in judged]), [text for one in judged for text in one.texts]
        )
        present = [i for i, one in enumerate(judged) if one.context is not None]
        joined = (
            self.head.probabilities(np.vstack([judged[i].context for i in present]), [judged[i].context_text for i in present])
            if present else None
        )
        context_row = {i: row for row, i in enumerate(present)}
        said = {i: claim for i in present if (claim := affirmed_claim(judged[i].texts[0], judged[i].before))}
        answering, claims = list(said), list(said.values())
        affirmed = dict(zip(answering, self.head.probabilities(embeddings.embed_many(claims), claims))) if claims else {}
        bounds = np.cumsum([0, *(len(one.texts) for one in judged)])
        named = [(k, c) for k, c in enumerate(self.head.classes) if c != BENIGN]
        risky = [k for k, c in enumerate(self.head.classes) if c in ("crisis", DISTRESS)]
        found = []
        for index, (start, end) in enumerate(zip(bounds[:-1], bounds[1:])):
            rows = table[start:end]
            whole = rows[0] if index not in context_row else np.maximum(rows[0], joined[context_row[index]])
            best = rows.max(axis=0)
            found.append(
                Scores(
                    {c: float(best[k]) for k, c in named},
                    {c: float(whole[k]) for k, c in named},
                    {c: float(rows[0][k]) for k, c in named},
                    {c: float(affirmed[index][k]) for k, c in named} if index in affirmed else None,
                    riskiest_sentence=float(rows[1:, risky].sum(axis=1).max()) if len(rows) > 1 else None,
                    context={c: float(joined[context_row[index]][k]) for k, c in named} if index in context_row else None,
                )
            )
        return found


def context_of(text: str, previous: str | None) -> str | None:
    """The message before ``text`` when a short reply is judged in its light, else None.
    A message that only thanks (and greets or takes leave) is judged alone: "Thanks, good
    night!" read crisis 0.30 in the light of "I'm so tired I could sleep for a week." and
    got a second check-in in a walk-through. A bare farewell is still read in its light. So is
    tiredness after a loss told (``hyperbole.tired_after_a_loss``): grief's, read alone; so is tiredness with the work
    that made it (``hyperbole.tired_from_work``); so is
    a question of what the person told ("Where do I live?", ``questions.asks_what_was_said``)
    that asks nothing of why, how or going on (``_NOT_ONLY_RECALL``)."""
    if not previous or not previous.strip() or len(text.split()) > CONTEXT_WORDS or phatic.THANKS in phatic.kinds(text):
        return None
    if hyperbole.tired_after_a_loss(text, previous) or hyperbole.tired_from_work(text):
        return None
    if questions.asks_what_was_said(text) and questions.is_question(text) and not _NOT_ONLY_RECALL.search(text):
        return None  # "Where do I live?" after "I've left nursing, …" read crisis 0.43 and was checked in
    return previous


# What keeps a question of what was said in the light of the message before: why or how,
# the point of going on, living like this ("Why do I even bother?", "Where do I go from here?").
_NOT_ONLY_RECALL = re.compile(
    r"\b(?:why|how|point|bother|anymore|any\s+more|from\s+here|wrong\s+with|worth|alive|live\s+like|feel\w*|die|dead|end"
    r"|hurt\w*|leave|left|gone|matter\w*|cope|help|miss|care|even|anyone|anybody|alone|lonely)\b",
    re.IGNORECASE,
)
