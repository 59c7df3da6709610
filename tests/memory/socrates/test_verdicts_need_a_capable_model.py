"""YES/NO verdicts come only from a model that passes the capability check: a model
that answers by habit is never asked, so it never supersedes or rewrites a belief."""



from memory import socrates
from memory.llm import capability
from memory.maintenance import reconsolidation
from tests.memory.fakes import ScriptedLLM, use_llm


class HabitualYes(ScriptedLLM):
    """Says YES to everything, as a tiny model tends to; not known to be capable."""

    verdicts = None
    name = "test:habitual-yes"

    def __init__(self):
        super().__init__("YES")


class Careful(ScriptedLLM):
    """Answers the capability probes right, and YES to anything else."""

    verdicts = None
    name = ""

    def meta(self, prompt, max_tokens=64, temperature=0.0):
        self.prompts.append(prompt)
        return dict(capability.PROBES).get(prompt, "YES")


def test_a_model_that_fails_the_check_never_supersedes_a_belief(monkeypatch, alice, make_belief):
    capability.forget(HabitualYes.name)
    llm = use_llm(monkeypatch, HabitualYes())
    old = make_belief(alice, "I don't drink alcohol")
    new = make_belief(alice, "I have a glass of wine every evening now")  # the heuristics leave it open
    assert socrates.after_new_belief(new, [old]) is None
    old.refresh_from_db()
    assert old.status == "active"
    assert all(prompt in dict(capability.PROBES) for prompt in llm.prompts)  # only the probes were asked


def test_the_same_pair_is_decided_by_a_model_that_passes(monkeypatch, alice, make_belief):
    llm = use_llm(monkeypatch, Careful())
    old = make_belief(alice, "I don't drink alcohol")
    new = make_belief(alice, "I have a glass of wine every evening now")  # the heuristics leave it open
    assert socrates.after_new_belief(new, [old]) is not None
    assert len(llm.prompts) == len(capability.PROBES) + 1


def test_reconsolidation_agreement_is_not_taken_from_a_model_that_fails(monkeypatch):
    capability.forget(HabitualYes.name)
    kept, verdict = reconsolidation.meaning_kept("I live in Porto", "I live in Porto, Portugal", HabitualYes())
    assert not kept and "capability" in verdict


def test_a_model_is_measured_once(monkeypatch):
    capability.forget(HabitualYes.name)
    first = HabitualYes()
    assert capability.gives_verdicts(first) is False and first.prompts
    second = HabitualYes()
    assert capability.gives_verdicts(second) is False and second.prompts == []
