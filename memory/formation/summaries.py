"""Abstractive summaries, used only where a capable model is configured.

The embedded SmolLM2-135M cannot be trusted to summarise (DESIGN §7): with the local
backend or none, formation keeps its extractive summary. With an HTTP backend (OpenAI-
compatible or Anthropic) the model writes the summary; any failure falls back to the
extractive one, so formation never depends on a model's output.
"""

from __future__ import annotations

import logging
from datetime import datetime

from django.conf import settings

from memory import llm
from memory.text import timeexpr

log = logging.getLogger(__name__)
CAPABLE_BACKENDS = {"openai", "anthropic"}
PROMPT = (
    "Summarise what the person said and did in this stretch of conversation from {day}, in at most "
    "three sentences. Keep every name, place, number and date; write who did what. The assistant's "
    "lines are context only: leave out what the assistant said. No preamble.\n\n{transcript}"
)


def summarise(lines: list[tuple[str, str]], when: datetime) -> str | None:
    """An abstractive summary of (speaker, text) lines, or None to use the extractive one."""
    if settings.HIPPOCAMPUS["LLM_BACKEND"] not in CAPABLE_BACKENDS:
        return None
    transcript = "\n".join(f"{speaker}: {text}" for speaker, text in lines)
    try:
        text = llm.get_llm().meta(PROMPT.format(day=timeexpr.day(when.date()), transcript=transcript), max_tokens=160)
    except llm.LLMError as error:
        log.warning("summary fell back to extractive: %s", error)
        return None
    text = text.strip()
    return f"On {timeexpr.day(when.date())}: {text}" if text else None
