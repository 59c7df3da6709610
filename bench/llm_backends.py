"""Compare the two ways to run the embedded model (SmolLM2-135M-Instruct GGUF) on CPU.

Run by hand from the repository root:

    .venv/bin/python bench/llm_backends.py            # both runtimes, idle and busy
    .venv/bin/python bench/llm_backends.py --runtime llama.cpp --busy

Each measurement runs in a fresh child process so load time and peak memory are not
shared between runtimes. ``llama.cpp`` is the production path (memory.llm.local, the
same settings and system prompt); ``transformers`` loads the same GGUF file with
``AutoModelForCausalLM.from_pretrained(dir, gguf_file=...)`` (needs the ``gguf`` and
``accelerate`` packages, listed in the dev extra). A one-time conversion to
safetensors is not measured: transformers 5 refuses to save a model loaded from GGUF
("not serializable"). ``--busy`` keeps one CPU-bound
process running beside the measurement, as a busy web or Celery worker would.
Prints a Markdown table and the sample replies for bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import threading
import time
from functools import lru_cache
from pathlib import Path

# Must precede any import of llama_cpp or torch (both use OpenMP); see memory/llm/local.py.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memory.llm.local import DEFAULT_SYSTEM_PROMPT, REPEAT_PENALTY, model_file  # noqa: E402

RUNTIMES = ("llama.cpp", "transformers")
SAMPLE_PROMPTS = (
    "Hello! How are you today?",
    "Can you suggest a name for my new kitten?",
    "I feel tired after work. Any advice?",
)
SPEED_PROMPT = "Tell me a short story about a lighthouse keeper."
SAMPLE_TOKENS = 60
SPEED_TOKENS = 128


def chat(prompt: str) -> list[dict]:
    return [{"role": "system", "content": DEFAULT_SYSTEM_PROMPT}, {"role": "user", "content": prompt}]


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


class LlamaCpp:
    """The production path: memory.llm.local's loader and LocalLLM.stream."""

    def load(self):
        from memory.llm.local import LocalLLM, load_model

        path = model_file()
        load_model(path)
        self.llm = LocalLLM(path=path, max_tokens=SAMPLE_TOKENS)

    def stream(self, prompt: str, max_tokens: int):
        # Greedy, so both runtimes answer the same prompt deterministically.
        return self.llm.stream(chat(prompt), max_tokens=max_tokens, temperature=0.0)


class Transformers:
    """transformers' GGUF loader (dequantises the weights to float32)."""

    def load(self):
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        torch.set_num_threads(os.cpu_count() or 1)
        path = model_file()
        self.tokenizer = AutoTokenizer.from_pretrained(str(path.parent), gguf_file=path.name)
        self.model = AutoModelForCausalLM.from_pretrained(str(path.parent), gguf_file=path.name)
        self.model.eval()

    def stream(self, prompt: str, max_tokens: int):
        from transformers import TextIteratorStreamer

        inputs = self.tokenizer.apply_chat_template(
            chat(prompt), add_generation_prompt=True, return_tensors="pt", return_dict=True
        )
        streamer = TextIteratorStreamer(self.tokenizer, skip_prompt=True, skip_special_tokens=True)
        arguments = dict(
            **inputs, streamer=streamer, max_new_tokens=max_tokens, do_sample=False, repetition_penalty=REPEAT_PENALTY
        )
        threading.Thread(target=self.model.generate, kwargs=arguments).start()
        return streamer


def timed_reply(runner, prompt: str, max_tokens: int) -> dict:
    """Stream one reply; first-piece latency, decode speed and the text."""
    started = time.perf_counter()
    first, pieces = None, []
    for piece in runner.stream(prompt, max_tokens):
        if piece and first is None:
            first = time.perf_counter()
        pieces.append(piece)
    ended = time.perf_counter()
    text = "".join(pieces).strip()
    tokens = count_tokens(text)
    return {
        "text": text,
        "tokens": tokens,
        "first_piece_s": (first or ended) - started,
        # Decode rate after the first piece, so prompt processing does not dilute it.
        "tokens_per_s": (tokens - 1) / (ended - first) if first and tokens > 1 and ended > first else 0.0,
    }


@lru_cache(maxsize=1)
def vocabulary():
    from llama_cpp import Llama

    return Llama(model_path=str(model_file()), vocab_only=True, verbose=False)


def count_tokens(text: str) -> int:
    """Tokens in ``text`` by the model's own tokenizer (the same one for both runtimes)."""
    return len(vocabulary().tokenize(text.encode(), add_bos=False)) if text else 0


def measure(runtime: str) -> dict:
    """Load ``runtime``, then time its replies; run in a fresh process."""
    runner = LlamaCpp() if runtime == "llama.cpp" else Transformers()
    rss_before = peak_rss_mb()
    started = time.perf_counter()
    runner.load()
    load_s = time.perf_counter() - started
    timed_reply(runner, "Hi", 4)  # warm-up: first-call allocations are not the steady state
    speed = timed_reply(runner, SPEED_PROMPT, SPEED_TOKENS)
    samples = [timed_reply(runner, prompt, SAMPLE_TOKENS) for prompt in SAMPLE_PROMPTS]
    return {
        "runtime": runtime,
        "load_s": load_s,
        "first_piece_s": sum(s["first_piece_s"] for s in samples) / len(samples),
        "tokens_per_s": speed["tokens_per_s"],
        "speed_tokens": speed["tokens"],
        "rss_before_load_mb": rss_before,
        "peak_rss_mb": peak_rss_mb(),
        "samples": [{"prompt": p, "reply": s["text"]} for p, s in zip(SAMPLE_PROMPTS, samples)],
    }


def run_child(runtime: str, busy: bool) -> dict:
    burner = subprocess.Popen([sys.executable, "-c", "while True: pass"]) if busy else None
    try:
        out = subprocess.run(
            [sys.executable, __file__, "--child", runtime], check=True, stdout=subprocess.PIPE, text=True
        ).stdout
    finally:
        if burner:
            burner.kill()
    result = json.loads(out.strip().splitlines()[-1])
    result["busy"] = busy
    return result


def report(results: list[dict]) -> str:
    lines = [
        "| runtime | other core | load s | first piece s | tok/s | peak RSS MB (before load) |",
        "|---|---|---|---|---|---|",
    ]
    for r in results:
        lines.append(
            f"| {r['runtime']} | {'busy' if r['busy'] else 'idle'} | {r['load_s']:.2f} | {r['first_piece_s']:.2f} "
            f"| {r['tokens_per_s']:.1f} ({r['speed_tokens']} tokens) | {r['peak_rss_mb']:.0f} ({r['rss_before_load_mb']:.0f}) |"
        )
    for r in results:
        if not r["busy"]:
            lines += ["", f"Sample replies, {r['runtime']} (greedy, {SAMPLE_TOKENS} tokens max):", ""]
            lines += [f"- *{s['prompt']}* → {s['reply']!r}" for s in r["samples"]]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runtime", choices=RUNTIMES, action="append", help="default: all")
    parser.add_argument("--busy", action="store_true", help="only with the other core busy")
    parser.add_argument("--idle", action="store_true", help="only with the other core idle")
    parser.add_argument("--child", choices=RUNTIMES, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.child)))
        return
    loads = [False, True] if args.busy == args.idle else [args.busy]
    results = [run_child(runtime, busy) for busy in loads for runtime in args.runtime or RUNTIMES]
    # Other work on the machine skews every number: say how busy it was.
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"{time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores, load average after the run {load}")
    print(f"command: {sys.executable} {' '.join(sys.argv)}\n")
    print(report(results))


if __name__ == "__main__":
    main()
