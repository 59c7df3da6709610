"""How the embedded model talks when it is only a voice: one reply to each of a LoCoMo
speaker's turns, alone (no memory, no window; the example exchanges a voice-only model is shown, unless
``--examples without``), cut as the turn cuts it
(``memory.cycle.replies.Draft``) at each ``--sentences`` cap, and measured: words a reply,
and replies in which the model claims a life of its own (a family, a team, a job, "I went
…") — which it has not, so each is an invention.

    .venv/bin/python bench/voice.py --conversation conv-30 --turns 30 --sentences 3,2   # dev
    .venv/bin/python bench/voice.py --conversation conv-43 --turns 30 --sentences 3,2   # held apart

Every cap generates the same replies (fixed seed) and cuts them; a cap of 0 leaves them
whole. The system prompt is the turn's own (``memory.cycle.context.SYSTEM``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.locomo_data import load  # noqa: E402

DATA = Path(__file__).resolve().parents[2] / "shared" / "bench" / "locomo_dev.json"


def cut(pieces: list[str], sentences: int, grounds: str | None = None, said: str = "") -> str:
    """The reply to ``said`` as the turn keeps it with a cap of ``sentences`` (0: uncut),
    its sentences that presume what ``grounds`` does not hold (or welcome a thanks ``said``
    never gave) left out when given."""
    from memory.cycle import replies

    if not sentences:
        return replies.tidy("".join(pieces), said=said, grounds=grounds)
    replies.MAX_SENTENCES, before = sentences, replies.MAX_SENTENCES
    try:
        draft = replies.Draft(said=said, grounds=grounds)
        for piece in pieces:
            if not draft.add(piece) or draft.done:
                break
        return draft.text
    finally:
        replies.MAX_SENTENCES = before


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--conversation", default="conv-30")
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--sentences", default="0,2", help="caps to compare, comma-separated (0: uncut)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--examples", choices=("with", "without"), default="with",
                        help="the example exchanges a voice-only model is shown (memory.cycle.context.VOICE_EXAMPLES)")
    parser.add_argument("--show", action="store_true", help="print each message with its reply as kept, and what was left out")
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")
    import django

    django.setup()
    from memory.cycle import grounding
    from memory.cycle.context import SYSTEM, voice_examples
    from memory.llm.local import LocalLLM, model_file

    [conversation] = load(args.data, only=[args.conversation])
    person = conversation.speakers[1]
    said = [t.text for session in conversation.sessions for t in session if t.speaker == person][: args.turns]
    model = LocalLLM(path=model_file(), max_tokens=160, seed=args.seed)
    system = {"role": "system", "content": SYSTEM.format(name=person)}
    examples = [{"role": s.role, "content": s.text} for s in voice_examples()] if args.examples == "with" else []
    written = [list(model.stream([system, *examples, {"role": "user", "content": text}])) for text in said]
    print(f"{args.conversation}, {len(said)} turns of {person}, seed {args.seed}, examples: {args.examples}")
    for sentences in (int(s) for s in args.sentences.split(",")):
        whole = [cut(pieces, sentences, said=text) for pieces, text in zip(written, said)]
        kept = [cut(pieces, sentences, system["content"] + "\n" + text, text) for pieces, text in zip(written, said)]
        for label, replies in (("as written", whole), ("presumptions left out", kept)):
            claims = sum(grounding.claims_a_life(text) for text in replies)
            words = sum(len(text.split()) for text in replies) / len(replies)
            print(f"  cap {sentences or 'none'}, {label}: {words:.1f} words a reply, "
                  f"{claims}/{len(replies)} claim a life of their own")
        changed = sum(a != b for a, b in zip(whole, kept))
        print(f"  cap {sentences or 'none'}: {changed}/{len(kept)} replies lost a sentence that presumed what "
              f"{person} never said, {sum(not k for k in kept)} lost every sentence")
        if args.show:
            for text, a, b in zip(said, whole, kept):
                print(f"\n{person}: {text}\n  written: {a}" + (f"\n  kept:    {b or '(nothing)'}" if a != b else ""))


if __name__ == "__main__":
    main()
