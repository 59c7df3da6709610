"""memory.socrates.contradiction.detect: negation heuristic, embedding opposition, then the LLM."""

from types import SimpleNamespace

from memory.socrates import contradiction
from memory import embeddings
from tests.memory.fakes import ScriptedLLM, use_llm


def belief(text):
    return SimpleNamespace(full=text, embedding=embeddings.embed(text))


def detect(new, old, **kwargs):
    return contradiction.detect(new, embeddings.embed(new), belief(old), **kwargs)


def test_stage_one_negation_of_the_same_words(monkeypatch):
    llm = use_llm(monkeypatch, ScriptedLLM("NO"))
    result = detect("I don't eat meat anymore", "I eat meat")
    assert (result.contradicts, result.stage) == (True, "negation")
    assert detect("I really love coffee", "I love coffee").stage == "negation"
    assert not detect("I really love coffee", "I love coffee").contradicts
    assert llm.prompts == []


def test_stage_two_embedding_opposition_by_antonym(monkeypatch):
    llm = use_llm(monkeypatch, ScriptedLLM("NO"))
    result = detect("I hate my job", "I love my job")
    assert (result.contradicts, result.stage) == (True, "embedding")
    assert result.score >= contradiction.OPPOSED
    assert llm.prompts == []


def test_unrelated_statements_never_reach_the_llm(monkeypatch):
    llm = use_llm(monkeypatch, ScriptedLLM("YES"))
    result = detect("I'm learning the piano", "My sister is called Anna")
    assert (result.contradicts, result.stage) == (False, "unrelated")
    assert llm.prompts == []


def test_stage_three_llm_settles_what_the_heuristics_leave_open(monkeypatch):
    llm = use_llm(monkeypatch, ScriptedLLM("Yes."))
    result = detect("I drink wine every evening", "I don't drink alcohol")
    assert (result.contradicts, result.stage) == (True, "llm")
    assert len(llm.prompts) == 1
    llm.answer = "NO"
    assert detect("I drink wine every evening", "I don't drink alcohol") == contradiction.Result(False, "llm", result.score)


def test_no_model_or_a_failing_one_means_no_contradiction(monkeypatch):
    use_llm(monkeypatch, ScriptedLLM(error="model missing"))
    result = detect("I have a glass of wine every evening", "I don't drink alcohol")
    assert (result.contradicts, result.stage) == (False, "inconclusive")
    unavailable = ScriptedLLM()
    unavailable.available = False
    use_llm(monkeypatch, unavailable)
    assert not detect("I have a glass of wine every evening", "I don't drink alcohol").contradicts
    assert unavailable.prompts == []


def test_an_unclear_answer_means_no_contradiction(monkeypatch):
    use_llm(monkeypatch, ScriptedLLM("Well, it depends on the day"))
    assert not detect("I have a glass of wine every evening", "I don't drink alcohol").contradicts


def test_a_break_up_empties_the_partner_slot():
    assert detect("Sam and I split up last month.", "I'm dating Sam.").stage == "slot"
    assert detect("Marco and I broke up.", "I'm engaged to Marco.").contradicts


def test_opposite_polarity_about_what_one_has_counts_from_a_looser_similarity():
    result = detect("I bought a car, so I drive to work now.", "I don't have a car.")
    assert (result.contradicts, result.stage) == (True, contradiction.POLARITY)
    assert contradiction.POLARITY_RELATED <= result.score < contradiction.OPPOSED
    # The same looseness elsewhere would take "I won't quit" for a change of "I keep pushing".
    assert not detect("I won't quit - your words motivate me to keep going!",
                      "But your success really inspires me to keep pushing forward").contradicts
