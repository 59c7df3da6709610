"""The conversation bench's report (``bench/conversation.py``): the issue's measures over a
set's turns, their markdown, and bench/RESULTS.md's "Conversation" section."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from bench import benchdb, results_md
from bench.locomo_scoring import percentile

if TYPE_CHECKING:
    from bench.conversation import Turn

RESULTS = benchdb.REPO_ROOT / "bench" / "RESULTS.md"


def per_thousand(count: int, total: int) -> float | None:
    return 1000 * count / total if total else None


# The earlier statement a challenge quotes ("… you said "I'm dating Sam"; now you say …").
_QUOTED = re.compile(r'you said "(.+?)"; now you say')


def _quoted(turn: Turn) -> str:
    """The earlier statement ``turn``'s challenge quotes, in lower case ("" when none)."""
    found = _QUOTED.search(turn.reply) if turn.challenge else None
    return found.group(1).lower().strip() if found else ""


def _is(quoted: str, statement: str) -> bool:
    """Whether a challenge's ``quoted`` words are ``statement`` (as formation keeps it)."""
    statement = statement.lower().rstrip(".! ")
    return bool(quoted) and bool(statement) and (quoted in statement or statement in quoted)


def surfaced_own(turn: Turn) -> bool:
    """Whether a scripted change's later statement was challenged on its own first statement,
    not on another: "Sam and I split up last month." applied to "I'm married to Tom" (the
    bench pools every pair in one speaker) surfaced nothing true."""
    return _is(_quoted(turn), turn.earlier)


def summarise(turns: list[Turn]) -> dict:
    """The issue's measures over ``turns``."""
    from memory.cycle import answers, said_back

    ordinary = [t for t in turns if t.kind == "ordinary"]
    probes = [t for t in turns if t.kind == "probe"]
    changes = [t for t in turns if t.kind == "change_after"]
    # A scripted first statement may contradict another scripted one of the same life
    # ("I'm dating Sam." after "I'm married to Tom."): counted apart, not as false. Of the
    # false ones, those that quote a statement the bench scripted are told apart too, though
    # still counted false: the LoCoMo speaker's own story may contradict what the bench makes
    # them say (Gina loses her job and opens a dance studio after the scripted "I teach math at
    # a high school"), or the pipeline may be wrong ("I graduated last week!" applied to the
    # scripted "I live with my parents"); only reading them tells which.
    scripted = [t.text for t in turns if t.kind in ("change_before", "change_after")]
    false_challenges = [t for t in turns if t.challenge and t.kind in ("ordinary", "probe")]
    on_the_script = [t for t in false_challenges if any(_is(_quoted(t), text) for text in scripted)]
    collisions = [t for t in turns if t.challenge and t.kind == "change_before"]
    model = [t for t in turns if t.role == "assistant"]
    firsts = [t.first_token_ms for t in model if t.first_token_ms is not None]
    level2 = [t.first_token_ms for t in model if t.first_token_ms is not None and t.level == 2]
    ceiling = [t for t in probes if t.ceiling_carries_gold is not None]
    return {
        "turns": len(turns),
        "ordinary_turns": len(ordinary),
        "model_replies": len(model),
        "floor_interjections": sum(1 for t in ordinary if t.floor),
        "floor_interjections_per_1000": per_thousand(sum(1 for t in ordinary if t.floor), len(ordinary)),
        "floor_categories": dict(Counter(t.floor for t in ordinary if t.floor)),
        "check_ins_per_1000": per_thousand(sum(1 for t in ordinary if t.checked_in), len(ordinary)),
        "withheld_per_1000": per_thousand(sum(1 for t in ordinary if t.withheld), len(ordinary)),
        "false_challenges": len(false_challenges),
        "false_challenges_per_1000": per_thousand(len(false_challenges), len(ordinary)),
        "scripted_collisions": len(collisions),
        "challenged_on_the_script": len(on_the_script),
        "true_changes": len(changes),
        "true_changes_surfaced": sum(1 for t in changes if surfaced_own(t)),
        # Challenged, but on another statement than the change's own: a wrong target.
        "true_changes_other_target": sum(1 for t in changes if t.challenge and not surfaced_own(t)),
        "true_changes_by_set": {
            name: [sum(1 for t in changes if t.change_set == name and surfaced_own(t)), sum(1 for t in changes if t.change_set == name)]
            for name in dict.fromkeys(t.change_set for t in changes)
        },
        "copies_system": sum(1 for t in model if t.copies_system),
        "copies_earlier_reply": sum(1 for t in model if t.copies_reply),
        "probes": len(probes),
        "probe_gold_share": sum(1 for t in probes if t.carries_gold) / len(probes) if probes else None,
        "ceiling_gold_share": sum(1 for t in ceiling if t.ceiling_carries_gold) / len(ceiling) if ceiling else None,
        # Questions the pipeline answered itself for a voice-only model (memory.cycle.answers).
        "probes_said_back": sum(1 for t in probes if t.role == "interjection" and said_back.SAID_BACK.search(t.reply)),
        "probes_not_known": sum(1 for t in probes if t.reply == answers.UNKNOWN),
        "memory_tokens_p50": percentile([t.memory_tokens for t in turns], 50) if turns else None,
        "memory_tokens_p95": percentile([t.memory_tokens for t in turns], 95) if turns else None,
        "reply_ms_p50": percentile([t.reply_ms for t in turns], 50) if turns else None,
        "reply_ms_p95": percentile([t.reply_ms for t in turns], 95) if turns else None,
        "first_token_ms_p50": percentile(firsts, 50) if firsts else None,
        "first_token_ms_p95": percentile(firsts, 95) if firsts else None,
        "first_token_ms_level2_p50": percentile(level2, 50) if level2 else None,
    }


def _fmt(value, digits=1) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def markdown(report: dict) -> str:
    header = ["set", "ordinary turns", "floor /1k", "withheld /1k", "false challenges /1k (n, of them on a scripted statement; scripted collisions)", "true changes surfaced",
              "copies system", "copies earlier reply", "probes: gold / ceiling", "retrieved memory tokens p50/p95",
              "reply ms p50/p95", "first token ms p50/p95 (L2 p50)"]
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for name, s in report["sets"].items():
        probes = f"{_fmt(s['probe_gold_share'], 2)} / {_fmt(s['ceiling_gold_share'], 2)} (n={s['probes']})"
        lines.append("| " + " | ".join([
            name, str(s["ordinary_turns"]), _fmt(s["floor_interjections_per_1000"]), _fmt(s["withheld_per_1000"]),
            f"{_fmt(s['false_challenges_per_1000'])} ({s['false_challenges']}, {s.get('challenged_on_the_script', 0)}; "
            f"{s.get('scripted_collisions', 0)})",
            ("; ".join(f"{name} {hit}/{total}" for name, (hit, total) in s.get("true_changes_by_set", {}).items())
             or f"{s['true_changes_surfaced']}/{s['true_changes']}")
            + (f" (+{s['true_changes_other_target']} on another statement)" if s.get("true_changes_other_target") else ""),
            f"{s['copies_system']}/{s['model_replies']}", f"{s['copies_earlier_reply']}/{s['model_replies']}", probes,
            f"{_fmt(s['memory_tokens_p50'], 0)}/{_fmt(s['memory_tokens_p95'], 0)}",
            f"{_fmt(s['reply_ms_p50'], 0)}/{_fmt(s['reply_ms_p95'], 0)}",
            f"{_fmt(s['first_token_ms_p50'], 0)}/{_fmt(s['first_token_ms_p95'], 0)} ({_fmt(s['first_token_ms_level2_p50'], 0)})",
        ]) + " |")
    lines += ["", f"Model: {report['model']}; command: `{report['command']}`"]
    lines += [
        f"Crisis check-ins added to ordinary turns of {name}: {_fmt(s['check_ins_per_1000'])} per 1,000. "
        f"Probes of {name} the pipeline answered itself: {s['probes_said_back']} said back, {s['probes_not_known']} "
        f"\"I don't know\" of {s['probes']}." for name, s in report["sets"].items() if "probes_said_back" in s
    ]
    floors = {name: s["floor_categories"] for name, s in report["sets"].items() if s["floor_categories"]}
    if floors:
        lines.append(f"Floor interjections by category: {json.dumps(floors)}")
    examples = report.get("examples", [])
    if examples:
        lines += ["", "Sample exchanges (first model replies of the held-apart set):", ""]
        lines += [f"- *{e['text'][:160]}* → {e['reply'][:240]!r}" for e in examples]
    false = report.get("false_challenge_examples", [])
    if false:
        lines += ["", "Challenges outside the scripted changes:", ""] + [f"- *{e['text'][:160]}* → {e['reply'][:240]!r}" for e in false]
    return "\n".join(lines)


INTRO = """The product as a person meets it (issue 14): one speaker of each LoCoMo conversation sends
their turns through `memory.cycle.handle` with the configured model; probes between sessions
ask what they said before, scripted changes of fact test Socrates. `bench/conversation.py`.
Targets: floor interjections ≤ 1 per 1,000 ordinary turns, false challenges ≤ 2 per 1,000 with
≥ 90 % of true changes surfaced, 0 replies copying system text, probe answers at least as often
right as the ceiling (gold evidence pasted into the same prompt), first token p50 ≤ 800 ms at L2."""


def publish(report: dict, *, record: bool) -> None:
    """Print the report's markdown and, with ``record``, keep it in bench/RESULTS.md."""
    text = markdown(report)
    print(text)
    if not record:
        return
    summary = "; ".join(
        f"{name}: floor {_fmt(s['floor_interjections_per_1000'])}/1k, false challenges {_fmt(s['false_challenges_per_1000'])}/1k, "
        f"true {s['true_changes_surfaced']}/{s['true_changes']} "
        f"({', '.join(f'{n} {h}/{t}' for n, (h, t) in s.get('true_changes_by_set', {}).items())}), copies {s['copies_system']}/{s['model_replies']}, "
        f"gold {_fmt(s['probe_gold_share'], 2)} vs ceiling {_fmt(s['ceiling_gold_share'], 2)}, "
        f"first token p50 {_fmt(s['first_token_ms_p50'], 0)} ms"
        for name, s in report["sets"].items()
    )
    arguments = report["command"].split("conversation.py", 1)[-1].strip()
    results_md.update_section(
        RESULTS, "Conversation", intro=INTRO,
        history_header=["date", "commit", "load", "model", "arguments", "summary"],
        row=[results_md.today(), results_md.revision(benchdb.REPO_ROOT), report.get("load", ""), report["model"],
             f"`{arguments}`", summary],
        latest=text,
    )


def record_saved(path: Path) -> None:
    """Record a report saved with ``--out`` (``--record-saved FILE``), without running again."""
    publish(json.loads(path.read_text()), record=True)
