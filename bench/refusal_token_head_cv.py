"""A learned head over MiniLM's token states, alone and stacked with the floor head, weighed
out of fold (issue 15).

    .venv/bin/python bench/refusal_token_head_cv.py [--seed S] [--filters F] [--width W]
        [--pool max|attention] [--epochs E] [--torch-seed T] [--alarms N]

The floor head reads the mean of the model's last token states and hashed n-grams. The
gate's run of the model (``embeddings.read_many``) returns the states themselves, so a head
over them costs no extra run. This one is a 1-D convolution over the states (``--width``
tokens, ``--filters`` filters, ReLU), max-pooled over the message's tokens (or ``--pool
attention``), and a softmax over the head's classes (crisis rows weighted as the head
weighs them), trained with torch on one CPU thread from fixed seeds. Every train and dev
row of ``training.jsonl`` is read by a head fitted without its fold (``crossval.fold_of``;
the test split is dropped first, ``crossval.development_rows``), beside the floor head's
out-of-fold reading (``crossval.out_of_fold``). Printed per reading (the floor head, the
token head, the higher crisis probability of the two, their log-probabilities mixed): the
crisis rows answered (refused or checked in) at as many benign rows alarmed (refused as
crisis or checked in) as the floor head makes at the gate's thresholds (or ``--alarms``),
the crisis check-in threshold that gets there being found for each (``crossval.outcomes``
judges every reading).

The states (float16, 929,155 tokens, 0.76 GB; read in 256 s) and the floor head's
out-of-fold table (5-9 minutes a seed) are cached under ``<state>/models``
(``embeddings.fitted``), so another setting costs only the token heads (20-50 s a fold on
one core). Measured and not kept (``data/README.md``): mixed with the floor head it
answered 190-203 of 264 crisis rows against the head's 185-186, as much as its own
training seed moves it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np

from bench import benchdb
from bench.refusal_head_cv import floor_exemplars

BATCH = 64
READ_BATCH = 1024
MIXES = (0.3, 0.5, 0.7)  # the floor head's share of the mixed log-probabilities


def token_states(texts: list[str]):
    """(vectors (n, 384) float32, states (tokens, 384) float16, starts (n + 1,)): each
    text's unit vector and its last token states, [CLS] and [SEP] included, text i's at
    ``states[starts[i]:starts[i + 1]]``; from one reading of each text, cached."""
    from memory import embeddings
    from memory.embeddings import encoder, fitted

    def reading():
        vectors, states = [], []
        for begin in range(0, len(texts), READ_BATCH):
            found = embeddings.read_many(texts[begin : begin + READ_BATCH])
            vectors += [one.vector for one in found]
            states += [one.states.astype(np.float16) for one in found]
            print(f"read {begin + len(found)} of {len(texts)}", file=sys.stderr, flush=True)
        starts = np.concatenate([[0], np.cumsum([len(one) for one in states])])
        return np.stack(vectors), np.concatenate(states), starts

    return fitted.cached(
        "refusal-token-states", [encoder.MODEL_NAME, texts], reading,
        stored=lambda saved: (saved["vectors"], saved["states"], saved["starts"]),
        arrays=lambda found: dict(zip(("vectors", "states", "starts"), found)),
    )


def head_out_of_fold(rows, exemplars, seed, vectors):
    """The floor head's out-of-fold (classes, table) for ``rows`` (``crossval.out_of_fold``), cached."""
    from memory.embeddings import fitted
    from memory.refusal import crossval
    from memory.refusal import head as floor_head

    key = [floor_head.VERSION, floor_head.C, floor_head.CRISIS_WEIGHT, seed, [row["text"] for row in rows],
           [row["label"] for row in rows], exemplars]
    return fitted.cached(
        "refusal-cv-head-table", key, lambda: crossval.out_of_fold(rows, exemplars, seed=seed, vectors=vectors),
        stored=lambda saved: (tuple(str(c) for c in saved["classes"]), saved["table"]),
        arrays=lambda found: {"classes": np.array(found[0]), "table": found[1]},
    )


def token_model(classes: int, filters: int, width: int, pool: str):
    """Convolution over the states, pooled over the windows by their ``pool`` (max, or a
    learned attention over them), then a linear layer to the classes' logits."""
    import torch

    class TokenHead(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = torch.nn.Conv1d(384, filters, width)
            self.out = torch.nn.Linear(filters, classes)
            self.attention = torch.nn.Linear(filters, 1)  # made last: max pooling's start is the same without it

        def forward(self, states, lengths):
            found = torch.relu(self.conv(states.transpose(1, 2)))  # (batch, filters, windows)
            windows = torch.arange(found.shape[2])[None, :]
            outside = ~(windows <= torch.clamp(lengths - width, min=0)[:, None])
            if pool == "max":
                return self.out(found.masked_fill(outside[:, None, :], float("-inf")).max(dim=2).values)
            scores = self.attention(found.transpose(1, 2)).squeeze(2)
            weights = torch.softmax(scores.masked_fill(outside, float("-inf")), dim=1)
            return self.out((found * weights[:, None, :]).sum(dim=2))

    return TokenHead()


def batches(states, starts, indexes, width: int):
    """``indexes`` in batches of similar length (longest first): (indexes, states padded
    to at least ``width`` tokens, lengths) each, as float32 tensors."""
    import torch

    lengths = starts[1:] - starts[:-1]
    ordered = sorted(indexes, key=lambda i: (-lengths[i], i))
    for begin in range(0, len(ordered), BATCH):
        chosen = ordered[begin : begin + BATCH]
        padded = np.zeros((len(chosen), max(int(lengths[chosen[0]]), width), 384), dtype=np.float32)
        for row, i in enumerate(chosen):
            padded[row, : lengths[i]] = states[starts[i] : starts[i + 1]]
        yield chosen, torch.from_numpy(padded), torch.as_tensor(lengths[chosen])


def token_out_of_fold(states, starts, targets, weights, assigned, classes, args) -> np.ndarray:
    """For every row (``assigned`` its fold, -1 for the exemplars every fold learns), the
    token head's class probabilities from a head trained without its fold."""
    import torch

    torch.set_num_threads(1)
    table = np.zeros((int((assigned >= 0).sum()), classes))
    for fold in range(int(assigned.max()) + 1):
        started = time.perf_counter()
        torch.manual_seed(1000 * args.torch_seed + fold)
        model = token_model(classes, args.filters, args.width, args.pool)
        optimiser = torch.optim.Adam(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)
        learned = np.flatnonzero(assigned != fold)
        training = list(batches(states, starts, learned, args.width))
        order = torch.Generator().manual_seed(1000 * args.torch_seed + fold)
        for _ in range(args.epochs):
            for k in torch.randperm(len(training), generator=order).tolist():
                chosen, padded, lengths = training[k]
                loss = torch.nn.functional.cross_entropy(model(padded, lengths), targets[chosen], reduction="none")
                optimiser.zero_grad()
                (loss * weights[chosen]).sum().div(weights[chosen].sum()).backward()
                optimiser.step()
        with torch.no_grad():
            for chosen, padded, lengths in batches(states, starts, np.flatnonzero(assigned == fold), args.width):
                table[chosen] = torch.softmax(model(padded, lengths), dim=1).numpy()
        print(f"fold {fold}: {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    return table


def at_alarms(labels, classes, table, budget: int) -> dict:
    """The reading's outcomes with the lowest crisis check-in threshold (to 0.001) that
    alarms at most ``budget`` benign rows (1.0 when none does): its threshold, alarms and
    counts by label."""
    from memory.refusal import crossval

    low, high = 0.0, 1.0
    while high - low > 0.001:
        middle = (low + high) / 2
        if crossval.alarms(labels, crossval.outcomes(classes, table, check_in_crisis=middle)) <= budget:
            high = middle
        else:
            low = middle
    found = crossval.outcomes(classes, table, check_in_crisis=high)
    return {"threshold": high, "alarms": crossval.alarms(labels, found), "counts": crossval.summary(labels, found)}


def mixed(head_table, token_table, share: float) -> np.ndarray:
    """Both readings' log-probabilities mixed, ``share`` of the floor head's, as probabilities."""
    logits = share * np.log(head_table + 1e-12) + (1 - share) * np.log(token_table + 1e-12)
    logits -= logits.max(axis=1, keepdims=True)
    return np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", default=None, help="another seed for the folds")
    parser.add_argument("--filters", type=int, default=64)
    parser.add_argument("--width", type=int, default=3)
    parser.add_argument("--pool", choices=("max", "attention"), default="max")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--weight-decay", type=float, default=1e-4)
    parser.add_argument("--torch-seed", type=int, default=0, help="another start and order of the token heads")
    parser.add_argument("--alarms", type=int, default=None, help="benign rows alarmed to compare at")
    args = parser.parse_args(argv)
    benchdb.setup("hippocampus_bench_refusal_token_cv")
    import torch

    from memory.refusal import crossval
    from memory.refusal import head as floor_head

    seed = args.seed or crossval.SEED
    exemplars = floor_exemplars()
    rows = crossval.development_rows(floor_head.training_rows())
    labels = [row["label"] for row in rows]
    extra_texts, extra_labels = crossval.exemplar_texts(exemplars)
    started = time.perf_counter()
    vectors, states, starts = token_states([row["text"] for row in rows] + extra_texts)
    print(f"states: {len(states)} tokens, {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    classes, head_table = head_out_of_fold(rows, exemplars, seed, vectors)
    print(f"floor head out of fold: {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    index = {c: k for k, c in enumerate(classes)}
    every = labels + extra_labels
    targets = torch.as_tensor([index[label] for label in every])
    weights = torch.as_tensor([floor_head.CRISIS_WEIGHT if label == "crisis" else 1.0 for label in every])
    assigned = np.array(crossval.fold_of(rows, seed=seed) + [-1] * len(extra_texts))
    token_table = token_out_of_fold(states, starts, targets, weights, assigned, len(classes), args)
    crisis = index["crisis"]
    higher = head_table.copy()
    higher[:, crisis] = np.maximum(head_table[:, crisis], token_table[:, crisis])
    readings = {"floor head": head_table, "token head": token_table, "higher crisis of the two": higher}
    readings.update({f"mixed, {share} the floor head's": mixed(head_table, token_table, share) for share in MIXES})
    budget = args.alarms or crossval.alarms(labels, crossval.outcomes(classes, head_table))
    print(f"\n### seed {seed}; token head: width {args.width}, {args.filters} filters, {args.pool} pooling, "
          f"{args.epochs} epochs, torch seed {args.torch_seed}, lr {args.lr}, weight decay {args.weight_decay}; "
          f"{len(rows)} rows; at most {budget} benign rows alarmed\n")
    print("| reading | check-in from crisis | benign alarmed | crisis answered | crisis refused | distress answered "
          "| benign refused | harm refused | illegal refused | health advice refused |")
    print("|---" * 10 + "|")
    for name, table in readings.items():
        found = at_alarms(labels, classes, table, budget)
        counts = found["counts"]

        def answered(label):
            return counts[label].get("refused", 0) + counts[label].get("checked_in", 0)

        print(
            f"| {name} | {found['threshold']:.3f} | {found['alarms']} | {answered('crisis')} | "
            f"{counts['crisis'].get('refused', 0)} | {answered('distress')} | {counts['benign'].get('refused', 0)} | "
            f"{counts['harm'].get('own', 0)} | {counts['illegal'].get('own', 0)} | "
            f"{counts['health_advice'].get('own', 0)} |"
        )


if __name__ == "__main__":
    main()
