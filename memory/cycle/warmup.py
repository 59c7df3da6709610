"""Loading what a turn uses before anyone writes.

A fresh web process took 7.7 s over the first message of a walk-through (the embedded
model, 2 cores at load ~3): the refusal gate's heads ~2 s, the embedding model, Socrates'
readers, the language model's weights ~0.7 s, the verdict check. ``manage.py start``
asks the web process to load them at once (``HIPPOCAMPUS_WARM``), so the first person to
write is not the one who waits.
"""

from __future__ import annotations

import logging
import time

from django.db import connections

from memory import llm, refusal, socrates
from memory.llm import capability
from memory.text import heads

log = logging.getLogger(__name__)


def warm() -> None:
    """Load the embedding model, the gate's heads, Socrates' readers, the heads that read
    a message's words (``text.heads``) and the configured language model, and check once whether it
    gives verdicts."""
    started = time.perf_counter()
    try:
        refusal.evaluate("Hello there.")  # judging writes no event
        socrates.prepare()
        heads.prepare()
        model = llm.get_llm()
        model.load()
        capability.gives_verdicts(model)
    finally:
        connections.close_all()  # this thread's, not the server's
    log.info("loaded what a turn uses in %.1f s", time.perf_counter() - started)
