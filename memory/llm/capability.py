"""Can this model give a YES/NO verdict? Measured once per model (DESIGN §6–§7).

The metacognitive micro-calls (contradiction stage 3, reconsolidation's agreement check)
decide whether a belief is superseded or rewritten, so a model that answers them by
habit ("YES" to everything, or chatter) must not be asked at all. ``gives_verdicts``
puts the model through ``PROBES``: pairs whose answer is not in doubt, half YES and half
NO, asked exactly as the micro-calls ask (``LLM.meta``, temperature 0). A model passes
when it answers every probe plainly and correctly. The result is kept per model name in
the process and in the shared cache, so each model is measured once, not once per call.
The embedded SmolLM2-135M does not pass (bench/RESULTS.md, "Conversation").
"""

from __future__ import annotations

import hashlib
import logging
import re

from django.core.cache import cache

from memory.llm.base import LLMError

log = logging.getLogger(__name__)

# (question, the answer a capable model gives). Worded as the micro-calls word theirs.
PROBES = (
    ("Two statements made by the same person at different times:\nA: I live in Lisbon.\nB: I have never "
     "been to Portugal.\nCan both be true at once? If B contradicts A, answer YES. If both can be true, "
     "answer NO. Answer with one word, YES or NO.", "YES"),
    ("Two statements made by the same person at different times:\nA: I have a dog called Rex.\nB: I "
     "walked Rex in the park this morning.\nCan both be true at once? If B contradicts A, answer YES. If "
     "both can be true, answer NO. Answer with one word, YES or NO.", "NO"),
    ("Two statements made by the same person at different times:\nA: I am a vegetarian and never eat "
     "meat.\nB: I eat a steak every day.\nCan both be true at once? If B contradicts A, answer YES. If both "
     "can be true, answer NO. Answer with one word, YES or NO.", "YES"),
    ("Two statements made by the same person at different times:\nA: I work as a nurse.\nB: I like "
     "painting at the weekend.\nCan both be true at once? If B contradicts A, answer YES. If both can be "
     "true, answer NO. Answer with one word, YES or NO.", "NO"),
    ('Statement A: "Maria lives in Porto."\nStatement B: "Maria\'s home is in Porto."\nDo A and B mean the '
     "same thing? Answer YES or NO.", "YES"),
    ('Statement A: "Maria lives in Porto."\nStatement B: "Maria hates living in Berlin."\nDo A and B mean '
     "the same thing? Answer YES or NO.", "NO"),
)
_VERSION = hashlib.sha256(repr(PROBES).encode()).hexdigest()[:12]
_measured: dict[str, bool] = {}


def _cache_key(name: str) -> str:
    return f"llm-capability:{_VERSION}:{name}"


def answer_of(reply: str) -> str:
    """The first word of ``reply`` as YES or NO, or "" when it is neither."""
    first = (re.findall(r"[a-z]+", reply.lower()) or [""])[0]
    return {"yes": "YES", "no": "NO"}.get(first, "")


def measure(model) -> bool:
    """Put ``model`` through every probe now; True only when all are answered right."""
    if not getattr(model, "available", False):
        return False
    for question, expected in PROBES:
        try:
            got = answer_of(model.meta(question, max_tokens=4, temperature=0.0))
        except LLMError as error:
            log.info("capability check of %s failed: %s", getattr(model, "name", model), error)
            return False
        if got != expected:
            return False
    return True


def gives_verdicts(model) -> bool:
    """Whether ``model`` may be asked YES/NO verdicts: False for no model, else the
    measured result, from memory when this model was measured before. A model object
    may state it (``verdicts`` attribute) — the test stand-ins do."""
    if not getattr(model, "available", False):
        return False
    stated = getattr(model, "verdicts", None)
    if stated is not None:
        return bool(stated)
    name = getattr(model, "name", "")
    if name in _measured:
        return _measured[name]
    known = cache.get(_cache_key(name)) if name else None
    if known is None:
        known = measure(model)
        log.info("capability check of %s: %s", name or model, "gives verdicts" if known else "no verdicts")
        if name:
            cache.set(_cache_key(name), known, timeout=None)
    if name:
        _measured[name] = known
    return known


def forget(name: str) -> None:
    """Drop what is known about model ``name``, so it is measured again on next use."""
    _measured.pop(name, None)
    cache.delete(_cache_key(name))
