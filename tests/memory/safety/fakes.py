"""A stand-in LLM for the contradiction micro-call: records prompts, answers as told."""

from memory.llm import LLMError


class ScriptedLLM:
    available = True

    def __init__(self, answer="NO", error=None):
        self.answer, self.error, self.prompts = answer, error, []

    def meta(self, prompt, max_tokens=64, temperature=0.0):
        self.prompts.append(prompt)
        if self.error:
            raise LLMError(self.error)
        return self.answer


def use_llm(monkeypatch, llm):
    monkeypatch.setattr("memory.llm.get_llm", lambda: llm)
    return llm
