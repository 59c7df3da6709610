"""One claim against the person's earlier claims (seed 004, DESIGN §6, mode 1): which of
them it contradicts, by the cheap stages of the contradiction check (``contradiction``), a
statement of change (``change``) and the pair judge (``judge``), no LLM asked. Nothing is
written here: asking (``challenges``) and superseding (``supersession``) build on it."""

from __future__ import annotations

import numpy as np

from memory import embeddings
from memory.socrates import contradiction, judge, quantities, relations
from memory.socrates.change import changed, goes_on, read_persons_sides, unreal
from memory.socrates.own_words import states_change
from memory.socrates.subjects import about_someone_else, of_the_person_now
from memory.socrates.told_by_the_day import another_setting
from memory.socrates.values import from_afar, refills

# A statement of change is checked against this many of the earlier claims nearest to it,
# and against the others for a change said by a listed cue only (stage "change").
CHANGE_CANDIDATES = 2
# The stage of a change the pair judge found (a guess, always asked about).
JUDGE = "judge"
# The pair judge reads this many of the open pairs nearest to a claim: a change is about
# the fact nearest to it, not whatever else the person said.
JUDGED = 3


def contradicted(sentence: str, vector, spoken: list, settings: list = ()) -> tuple[tuple[int, contradiction.Result] | None, list]:
    """The verdict on one claim against the person's earlier claims (``spoken``:
    ``Spoken`` or None, see ``own_words.as_spoken``), no LLM asked: (position in ``spoken``, verdict)
    of the first the heuristics find it contradicts, else of the one the pair judge
    (``judge``) finds most likely changed among those the heuristics left open, or None;
    and (score, position) of those still open, for the micro-call. ``settings`` (``Spoken``
    or None, counted on from the end of ``spoken``) are the person's statements of where
    they live or work found by that setting alone (``attributes.setting``): read only for
    another value of it (``another_setting_of``), the last guess, as nothing else relates
    the two; or, when ``sentence`` says the change by a listed cue ("We relocated to Denver
    in March": stage "change"), for the value it changes (a stored statement's vector,
    framed by who and when, can sit farther from the claim than a dozen unrelated ones of
    a talkative person, so the setting may be all that finds "I live in Chicago")."""
    unsettled = []
    change = change_of(sentence, vector, spoken)
    if change is None and settings:
        by_cue = change_of(sentence, vector, [*([None] * len(spoken)), *settings])
        change = by_cue if by_cue is not None and by_cue[1].stage == contradiction.CHANGE else None
    if change is not None:
        return change, unsettled
    open_pairs = []
    for position, words in enumerate(spoken):
        if words is None or relations.ends_another(sentence, words.full):
            continue
        result = contradiction.detect(sentence, vector, words, ask_llm=False)
        # Opposite polarity alone is asked about only when the person says something changed
        # of how things stood with them ("It wasn't easy, but I'm much happier ..." is not).
        polar = result.stage == contradiction.POLARITY
        if result.contradicts and (not polar or (states_change(sentence) and of_the_person_now(words.full))):
            return (position, result), unsettled
        if result.stage in contradiction.UNSETTLED:
            unsettled.append((result.score, position))
        judged = result.stage in contradiction.UNSETTLED or (result.stage == "unrelated" and result.score >= judge.RELATED)
        if judged and not (about_someone_else(sentence, words.full) or goes_on(sentence, words.full) or unreal(words.full)):
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
            return (open_pairs[best], contradiction.Result(True, JUDGE, float(chances[best]))), unsettled
    return another_setting_of(sentence, vector, [*spoken, *settings]), unsettled


def another_setting_of(sentence: str, vector, spoken: list) -> tuple[int, contradiction.Result] | None:
    """(position, verdict) of the earlier statement among ``spoken`` of where the person
    lives or works that ``sentence``, a statement of their day now with no change said,
    gives another value of, however far from it (``told_by_the_day.another_setting``: "My patients
    on the ward keep me on my toes every shift" / "I'm an accountant at a big firm", 0.17
    apart), the nearest such; or None. Read last: the weakest guess of all, asked about."""
    found = [(embeddings.cosine(vector, words.embedding), position) for position, words in enumerate(spoken)
             if words is not None and another_setting(sentence, vector, words.full, words.embedding)]
    if not found:
        return None
    similarity, position = max(found)
    return position, contradiction.Result(True, contradiction.ATTRIBUTE, similarity)


def says_itself(sentence: str, result: contradiction.Result) -> bool:
    """Whether ``sentence`` says itself the change ``result`` found, so that it is applied
    without asking (``supersession.after_new_belief``): a change by a listed cue (stage
    "change": "I moved to Berlin last month"), or a contradiction the heuristics or a
    capable model found in a statement that says something changed (``states_change``);
    not a change guessed from meaning (``contradiction.ATTRIBUTE``) or by the pair judge."""
    if result.stage in (contradiction.ATTRIBUTE, JUDGE):
        return False
    return result.stage == contradiction.CHANGE or states_change(sentence)


def change_of(sentence: str, vector, spoken: list) -> tuple[int, contradiction.Result] | None:
    """(position, verdict) of the earlier claim among ``spoken`` whose fact ``sentence``
    says has changed (``change.changed``), or None. A statement of change is about
    one of the few earlier claims nearest to it (``CHANGE_CANDIDATES``), not any related
    one, or one that gives a quantity of the kind it gives (``quantities.shared``) or says
    a relation begun or ended (``relations``), or,
    when a listed cue says the change, any of them (stage "change"); of two it changes, the one whose one-value slot, quantity or tenure it gives
    another value (``values.refills``: "We relocated to Denver in March" changes "I
    live in Chicago" more surely than the nearer "I live in a small flat downtown"), else
    the nearer."""
    read_persons_sides(sentence, [words.full for words in spoken if words is not None])
    present = sorted(
        ((embeddings.cosine(vector, words.embedding), i) for i, words in enumerate(spoken) if words is not None),
        reverse=True,
    )
    # Another number of one quantity is read in any of them ("With our two kids both away"
    # / "We have four children", 0.30 apart, below three unrelated claims): a pattern on
    # the words at hand.
    # So is a relation begun or ended (``relations``: "I'm single" / "My wife and I are
    # celebrating", 0.32 apart).
    # And a change a pattern tells from afar (``values.from_afar``: "Shared a bottle of red"
    # / "I don't drink alcohol", "Chopped it all off" / "I have long hair").
    counted = [item for item in present[CHANGE_CANDIDATES:]
               if quantities.shared(sentence, spoken[item[1]].full) or relations.changed(sentence, spoken[item[1]].full)
               or from_afar(sentence, spoken[item[1]].full)]
    # The rest are read too, for a change said by a listed cue only (stage "change": "Getting
    # the bus in every day since the office moved out" / "I walk to work", fourth nearest).
    farther = [item for item in present[CHANGE_CANDIDATES:] if item not in counted]
    found = []
    for similarity, position in present[:CHANGE_CANDIDATES] + counted + farther:
        result = changed(sentence, vector, spoken[position].full, spoken[position].embedding)
        if result.contradicts and (result.stage == contradiction.CHANGE or (similarity, position) not in farther):
            found.append((refills(sentence, spoken[position].full), similarity, position, result))
    if not found:
        return None
    *_, position, result = max(found, key=lambda item: item[:2])
    return position, result
