"""``manage.py start`` has the web process load what a turn uses before anyone writes:
the configured model's weights and its verdict check, the gate and Socrates' heads
(``memory.cycle.warmup``), so the first message does not wait for them."""

from hippocampus.management.commands.start import Command
from memory.cycle import warmup
from memory.llm import capability
from tests.memory.fakes import use_llm


class LoadingLLM:
    """A model stand-in that is measured for verdicts (states none) and records its loading."""

    available = True
    name = "stand-in:loading"

    def __init__(self):
        self.loaded, self.asked = False, []

    def load(self):
        self.loaded = True

    def meta(self, prompt, max_tokens=64, temperature=0.0):
        self.asked.append(prompt)
        return "maybe"


def test_the_model_is_loaded_and_measured_before_the_first_message(db, monkeypatch):
    model = use_llm(monkeypatch, LoadingLLM())
    capability.forget(model.name)
    warmup.warm()
    assert model.loaded and model.asked  # its weights in memory, its verdict check done
    asked = len(model.asked)
    assert capability.gives_verdicts(model) is False and len(model.asked) == asked  # not measured again


def test_start_asks_the_web_process_to_load_at_once(tmp_path, monkeypatch):
    monkeypatch.setattr("hippocampus.services.state_dir", lambda: tmp_path)
    lines = Command().write_procfile("127.0.0.1", 8123).read_text().splitlines()
    [web] = [line for line in lines if line.startswith("web:")]
    assert "HIPPOCAMPUS_WARM=1" in web and "hippocampus.asgi:application" in web
    assert not any("HIPPOCAMPUS_WARM" in line for line in lines if not line.startswith("web:"))
