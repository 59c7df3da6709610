"""The product as a person meets it: real multi-session conversations replayed through
``memory.cycle.handle`` with the configured model, measured end to end (issue 14).

    .venv/bin/python bench/conversation.py --llm local --conversations conv-26 --sessions 4 --turns 40
    .venv/bin/python bench/conversation.py --llm none                     # every dev conversation

One speaker of each LoCoMo conversation (``--data``, any file in its format) is the
person: their turns are the messages, sent at their sessions' times; the assistant
answers in the other speaker's place. Formation runs as it does in production (inline:
Celery eager), and each session is formed as an idle conversation would be. Before each
session after the first the person asks up to ``--probes`` questions whose evidence they
said in earlier sessions; every probe's prompt is also answered with the gold evidence
pasted in place of the retrieved memory (the ceiling, same window, same model, same
seed). Scripted real changes of fact across sessions (a statement in one session, its
change sessions later) measure whether Socrates surfaces them: the dev conversations
carry ``DEV_CHANGES`` and ``OLD_HELD_CHANGES`` (read while tuning, so a second dev set;
each life at most one change per attribute and none its speaker's own story speaks of,
``bench/scripted_lives.py``),
the held-apart ones ``HELD_CHANGES_FILE`` (set 20, written before any tuning against it and
never tuned on; sets 1–19 were read while tuning, bench/socrates_offline.py's dev sets),
each reported on its own.

Reported per 1,000 ordinary turns: floor interjections (crisis, harm, illegal, health
replies) and withheld messages; Socrates challenges, true (on a scripted change) and
false (anywhere else); replies that copy system text (our "who (date):" frame, our
prompt or scripts) or an earlier reply (half or more of their word 4-grams); probe
answers carrying the gold answer, against the ceiling; memory-context tokens; time to
the reply and to its first streamed token, p50/p95. JSON (``--out``) and markdown; with
``--record`` the markdown goes into bench/RESULTS.md's "Conversation" section.
Deterministic under ``--seed`` (HIPPOCAMPUS_SEED also seeds the local model's sampling).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from datetime import timedelta
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import benchdb, scripted_lives
from bench.conversation_report import publish, record_saved, summarise
from bench.locomo_data import Conversation, Question, load
from bench.locomo_scoring import answer_in_context

DATA = Path("/work/shared/bench/locomo_dev.json")
CHALLENGE_END = "Has something changed?"
SPACING = timedelta(seconds=60)  # between the person's messages in a session (shorter than idle)
# Real changes of fact across sessions: (said first, said sessions later).
DEV_CHANGES = (
    ("I live in Lisbon.", "I moved to Berlin last month."),
    ("I work as a nurse at the city hospital.", "I quit nursing and I work as a software developer now."),
    ("I'm a vegetarian.", "I eat meat again these days."),
    ("I'm married to Tom.", "Tom and I got divorced in the spring."),
    ("I love running.", "I hate running now."),
    ("I don't drink coffee.", "I drink three coffees a day now."),
    ("My favourite band is Radiohead.", "My favourite band is Arctic Monkeys now."),
    ("I'm single.", "I'm married now."),
    ("I play the guitar in a band.", "I stopped playing the guitar."),
    ("I live with my parents.", "I live alone now."),
    ("I'm dating Sam.", "Sam and I split up last month."),
    ("I don't have a car.", "I bought a car, so I drive to work now."),
    ("I have two cats.", "I don't have any pets now."),
    ("I don't speak Spanish.", "I speak Spanish fluently now."),
)
OLD_HELD_CHANGES = (
    ("I work at a bakery in town.", "I work for a bank downtown now."),
    ("My favourite food is sushi.", "My favourite food is pizza these days."),
    ("I live in Chicago.", "We relocated to Denver in March."),
    ("I don't have any kids.", "I have a baby daughter now."),
    ("I love my job at the school.", "I hate my job at the school now."),
    ("I'm engaged to Marco.", "Marco and I broke up, so the wedding is off."),
    # Written after the six above had been reported (and their misses read), never tuned on.
    ("I teach math at a high school.", "I left teaching and I work in sales now."),
    ("I drive a red Honda.", "I sold my Honda, I take the bus these days."),
    ("I live in a small flat downtown.", "We moved to a house in the suburbs."),
    ("I don't play any instruments.", "I play the piano now, I started lessons in June."),
    ("My brother lives with me.", "My brother moved out in May."),
    ("I love my boss.", "I can't stand my boss these days."),
)
HELD_CHANGES_FILE = Path(__file__).resolve().parent / "data" / "changes_held_apart_20.json"
_FRAME = re.compile(r"\(\d{1,2} [A-Z][a-z]+ \d{4}\):|\b\d{1,2} [A-Z][a-z]+ \d{4}:")
OUR_PHRASES = (
    "Notes about", "What I told you before", "Earlier in this conversation", CHALLENGE_END, "you said \"", "Here's what I remember",
    "couldn't generate a reply", "never make up facts", "Reply to", "one to three short sentences",
    "If you might act on these thoughts",
)


def surfaced(reply: str) -> bool:
    """Whether ``reply`` is Socrates' mode 1: a change asked about, or acknowledged when
    the message said it itself."""
    from memory.socrates import challenges

    return reply.rstrip().endswith(challenges.SURFACED)


@dataclass
class Turn:
    """One message the person sent and what came back."""

    sample: str
    session: int
    kind: str  # ordinary | change_before | change_after | probe
    text: str
    reply: str
    role: str
    level: int
    floor: str  # the floor category that answered, or ""
    checked_in: bool  # a crisis check-in was added to the reply
    withheld: bool
    challenge: bool
    copies_system: bool
    copies_reply: bool
    memory_tokens: int
    reply_ms: float
    first_token_ms: float | None
    gold: str = ""
    change_set: str = ""  # the scripted set a change_before/change_after turn is from
    earlier: str = ""  # a change_after turn's scripted first statement, the one it changes
    carries_gold: bool | None = None
    ceiling_reply: str = ""
    ceiling_carries_gold: bool | None = None


@dataclass
class Person:
    """What one replayed person's earlier replies were, for the copy check."""

    grams: set = field(default_factory=set)


def copies_system(reply: str) -> bool:
    """The reply repeats our frame, our prompt (its example exchanges too) or our scripts."""
    from memory.cycle.context import VOICE_EXAMPLES

    # Case kept: "notes about what I wanted" is the model's own English, "Notes about" our heading.
    ours = (*OUR_PHRASES, *(example for _, example in VOICE_EXAMPLES))
    return bool(_FRAME.search(reply)) or any(phrase in reply for phrase in ours)


def copies_earlier(reply: str, person: Person) -> bool:
    """Half or more of the reply's word 4-grams were in this person's earlier replies."""
    from memory.cycle.replies import four_grams

    grams = four_grams(reply)
    return len(grams) >= 4 and len(grams & person.grams) >= len(grams) / 2


def probes_for(conversation: Conversation, said: dict[str, int], session: int) -> list[Question]:
    """Questions whose evidence the person said, all of it in sessions before ``session``."""
    return [q for q in conversation.questions if all(said.get(e, session) < session for e in q.evidence)]


def replayed(conversation: Conversation, args) -> list[list]:
    """The person's turns of each session the replay sends: ``--sessions`` of them, with
    ``--turns`` shared evenly by the sessions, so the later sessions (and the scripted
    changes in them) are reached too."""
    sessions = conversation.sessions[: args.sessions]
    cap = max(1, args.turns // len(sessions))
    return [[t for t in session if t.speaker == conversation.speakers[0]][:cap] for session in sessions]


def scripted_plan(sessions: int, changes, rng: random.Random) -> dict[int, list[tuple[str, str, str]]]:
    """Session → scripted messages (kind, text, the change's first statement for its later
    one): each change said in one session, changed in a later one."""
    plan: dict[int, list[tuple[str, str, str]]] = defaultdict(list)
    if sessions < 2:
        return plan
    for before, after in changes:
        first = rng.randrange(0, sessions - 1)
        plan[first].append(("change_before", before, ""))
        plan[rng.randrange(first + 1, sessions)].append(("change_after", after, before))
    return plan


class Replayer:
    """One person's replay: sends their messages, keeps what the measures need."""

    def __init__(self, conversation: Conversation, args, rng: random.Random, progress):
        from django.contrib.auth import get_user_model

        self.conversation, self.args, self.rng, self.progress = conversation, args, rng, progress
        self.speaker = conversation.speakers[0]
        name = re.sub(r"[^A-Za-z]", "", self.speaker) or "person"
        users = get_user_model().objects
        taken = users.filter(username__startswith=name).count()
        self.user = users.create_user(f"{name}{conversation.sample_id[-2:]}{taken}" if taken else name, first_name=name)
        self.earlier = Person()
        self.turns: list[Turn] = []

    def run(self, change_sets: dict) -> list[Turn]:
        """Replay the conversation with each of ``change_sets`` (name → pairs) scripted in."""
        from memory import formation

        sessions = self.conversation.sessions[: self.args.sessions]
        plan: dict[int, list[tuple[str, str, str, str]]] = defaultdict(list)
        for name, changes in change_sets.items():
            for number, items in scripted_plan(len(sessions), changes, self.rng).items():
                plan[number] += [(kind, text, name, earlier) for kind, text, earlier in items]
        by_id = {t.dia_id: t for t in self.conversation.turns}
        said: dict[str, int] = {}
        asked: set[int] = set()
        for number, (session, own) in enumerate(zip(sessions, replayed(self.conversation, self.args))):
            clock = iter(session[0].when + SPACING * k for k in range(1, 10_000))
            ready = [q for q in probes_for(self.conversation, said, number) if q.number not in asked] if number else []
            for question in self.rng.sample(ready, min(self.args.probes, len(ready))):
                asked.add(question.number)
                evidence = [f"{by_id[e].speaker}: {by_id[e].message_text}" for e in question.evidence]
                self.send(question.text, next(clock), "probe", number, gold=question.answer, evidence=evidence)
            queue: list = list(own)
            for scripted in plan.get(number, []):
                queue.insert(self.rng.randrange(len(queue) + 1), scripted)
            for item in queue:
                if isinstance(item, tuple):
                    kind, text, name, earlier = item
                    self.send(text, next(clock), kind, number, change_set=name, earlier=earlier)
                else:
                    said[item.dia_id] = number
                    self.send(item.message_text, next(clock), "ordinary", number)
            latest = self.user.conversations.order_by("-last_message_at").first()
            if latest is not None:  # the session ends: idle encoding forms what is left
                formation.form_conversation(latest, force=True)
        return self.turns

    def send(
        self, text: str, when, kind: str, session: int, *, gold: str = "", evidence=(), change_set: str = "", earlier: str = "",
    ) -> None:
        from memory import cycle
        from memory.cycle import replies

        stamps: list[float] = []
        started = time.perf_counter()
        result = cycle.handle(
            cycle.Attention(user=self.user, channel="cli", text=text, when=when),
            on_token=lambda piece: stamps.append(time.perf_counter()),
        )
        ended = time.perf_counter()
        result.inbound.refresh_from_db()
        verdict, reply = result.verdict, result.text
        role = result.reply.role if result.reply else ""
        by_model = role == "assistant"
        # The check-in is the pipeline's, added after what the model wrote.
        written = reply.removesuffix(f"\n\n{verdict.check_in}") if verdict.check_in else reply
        turn = Turn(
            sample=self.conversation.sample_id,
            session=session,
            kind=kind,
            text=text,
            reply=reply,
            role=role,
            level=result.level,
            floor=(verdict.category or "") if verdict.layer == "floor" and (not verdict.may_encode or verdict.reply) else "",
            checked_in=bool(verdict.check_in),
            withheld=bool(result.inbound.floor_category) and not result.inbound.text,
            challenge=surfaced(reply),
            copies_system=by_model and copies_system(written),
            copies_reply=by_model and copies_earlier(written, self.earlier),
            memory_tokens=result.memory.tokens_used if result.memory else 0,
            reply_ms=((stamps[-1] if stamps else ended) - started) * 1000,
            first_token_ms=(stamps[0] - started) * 1000 if stamps else None,
            gold=gold,
            change_set=change_set,
            earlier=earlier,
        )
        if by_model:
            self.earlier.grams |= replies.four_grams(written)
        if gold:
            turn.carries_gold = answer_in_context(gold, [reply])
            if self.args.ceiling:
                turn.ceiling_reply = ceiling(result, evidence)
                turn.ceiling_carries_gold = answer_in_context(gold, [turn.ceiling_reply])
        self.turns.append(turn)
        self.progress.update(1)


def ceiling(result, evidence: list[str]) -> str:
    """The probe's prompt answered with the gold evidence in place of the retrieved memory."""
    from memory import llm
    from memory.cycle import context
    from memory.retrieval.assembly import Injected, Retrieval

    items = [Injected(kind="evidence", id=0, text=line, form="full", score=1.0, tokens=0) for line in evidence]
    inbound = result.inbound
    rendered = context.render(inbound.conversation, inbound, inbound.text, Retrieval(items=items), [])
    try:
        return llm.get_llm().complete(rendered.messages)
    except llm.LLMError as error:
        return f"(no reply: {error})"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--conversations", nargs="*", help="sample ids to tune on (default: all but the held-apart one)")
    parser.add_argument("--held", nargs="*", default=["conv-43"], help="sample ids held apart (reported on their own)")
    parser.add_argument("--sessions", type=int, default=10**6, help="at most this many sessions per conversation")
    parser.add_argument("--turns", type=int, default=10**6, help="at most this many of the person's turns per conversation")
    parser.add_argument("--probes", type=int, default=2, help="probe questions before each later session")
    parser.add_argument("--llm", choices=("none", "local", "openai", "anthropic"), default="local")
    parser.add_argument("--no-ceiling", dest="ceiling", action="store_false", help="skip the gold-evidence answers")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--database", default="hippocampus_conversation")
    parser.add_argument("--out", type=Path, help="write the JSON report here")
    parser.add_argument("--record", action="store_true", help="write the markdown into bench/RESULTS.md")
    parser.add_argument("--record-saved", type=Path, help="record a report saved with --out, and stop")
    args = parser.parse_args(argv)
    if args.record_saved:
        return record_saved(args.record_saved)
    os.environ["HIPPOCAMPUS_LLM_BACKEND"] = args.llm
    os.environ["HIPPOCAMPUS_CELERY_EAGER"] = "true"  # formation inline, as a worker would run it
    os.environ.setdefault("HIPPOCAMPUS_LOG_LEVEL", "ERROR")  # a failed generation is counted, not logged
    benchdb.setup(args.database, seed=args.seed, llm_backend=args.llm)
    from tqdm import tqdm

    from memory.llm import get_llm

    everything = load(args.data)
    held = [c for c in everything if c.sample_id in set(args.held)]
    tuned = [c for c in everything if c.sample_id not in set(args.held)]
    if args.conversations is not None:
        tuned = [c for c in tuned if c.sample_id in set(args.conversations)]
    rng = random.Random(args.seed)

    held_changes = [tuple(pair) for pair in json.loads(HELD_CHANGES_FILE.read_text())["pairs"]]
    # At most one change per attribute in a life, none its speaker's own story speaks of
    # (bench/scripted_lives.py says why).
    stories = [scripted_lives.told_of(t.message_text for own in replayed(c, args) for t in own) for c in tuned]
    carried = scripted_lives.lives(stories, {"dev": DEV_CHANGES, "old held": OLD_HELD_CHANGES}, rng)
    plan = [("dev", c, sets) for c, sets in zip(tuned, carried)]
    plan += [("held apart", c, {f"set {HELD_CHANGES_FILE.stem.rsplit('_', 1)[-1]}": held_changes}) for c in held]
    scripted = sum(2 * len(pairs) for _, _, sets in plan for pairs in sets.values())
    results: dict[str, list[Turn]] = {"dev": [], "held apart": []}
    with tqdm(total=sum(map(len, (own for _, c, _ in plan for own in replayed(c, args)))) + scripted, unit="turn") as progress:
        for name, conversation, change_sets in plan:
            results[name] += Replayer(conversation, args, rng, progress).run(change_sets)
    report = {
        "model": get_llm().name,
        "command": " ".join([".venv/bin/python", "bench/conversation.py", *(argv or sys.argv[1:])]),
        "seed": args.seed,
        # Other work on the machine skews every timing: say how busy it was.
        "load": " ".join(f"{x:.1f}" for x in os.getloadavg()),
        "sets": {name: summarise(turns) for name, turns in results.items() if turns},
        "examples": [asdict(t) for t in results["held apart"] if t.role == "assistant"][:6],
        "false_challenge_examples": [
            asdict(t) for t in results["dev"] + results["held apart"] if t.challenge and t.kind != "change_after"
        ][:8],
    }
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps({**report, "turns": {k: [asdict(t) for t in v] for k, v in results.items()}}, indent=1))
    publish(report, record=args.record)


if __name__ == "__main__":
    main()
