"""Stand-ins for the language model, the one edge these tests fake (``memory.llm.get_llm``);
everything else is the real database, embeddings and Redis."""

from memory.llm import LLMError


class ScriptedLLM:
    """The contradiction micro-call's model: records prompts, answers as told. It
    stands for a model that passed the capability check (``verdicts``)."""

    available = True
    verdicts = True

    def __init__(self, answer="NO", error=None):
        self.answer, self.error, self.prompts = answer, error, []

    def meta(self, prompt, max_tokens=64, temperature=0.0):
        self.prompts.append(prompt)
        if self.error:
            raise LLMError(self.error)
        return self.answer


def use_llm(monkeypatch, llm):
    def get_llm():
        return llm

    get_llm.cache_clear = lambda: None  # memory.llm clears its cache when a test changes settings
    monkeypatch.setattr("memory.llm.get_llm", get_llm)
    return llm


class FakeLLM:
    """Answers the rewrite prompt with ``rewrite`` and the comparison with ``verdict``;
    stands for a model that passed the capability check (``verdicts``)."""

    available = True
    verdicts = True

    def __init__(self, rewrite: str = "", verdict: str = "YES"):
        self.rewrite, self.verdict, self.prompts = rewrite, verdict, []

    def meta(self, prompt, max_tokens=64, temperature=0.0):
        self.prompts.append((prompt, temperature))
        return self.verdict if "Answer YES or NO" in prompt else self.rewrite

    def complete(self, messages, max_tokens=None, temperature=0.7):
        return self.meta(messages[-1]["content"], max_tokens, temperature)

    def stream(self, messages, max_tokens=None, temperature=0.7):
        yield "A quiet thought about what matters to them."
