"""RESULTS.md: a harness rewrites its own section, keeps its history, leaves others alone."""

from bench.results_md import update_section


def test_history_grows_and_other_sections_stay(tmp_path):
    path = tmp_path / "RESULTS.md"
    path.write_text("# Results\n\n## Refusal gate\n\nprecision 0.97\n\n## Scale\n\nold\n")
    for n in (1, 2):
        update_section(path, "LoCoMo retrieval", intro="intro", history_header=["run", "recall"],
                       row=[str(n), f"{n}0.0"], latest=f"latest {n}")
    text = path.read_text()
    assert "## Refusal gate\n\nprecision 0.97\n" in text
    assert "## Scale\n\nold\n" in text
    assert "| 1 | 10.0 |" in text and "| 2 | 20.0 |" in text
    assert "latest 2" in text and "latest 1" not in text
    assert text.count("## LoCoMo retrieval") == 1


def test_section_in_the_middle_is_replaced_in_place(tmp_path):
    path = tmp_path / "RESULTS.md"
    path.write_text("# Results\n\n## Scale\n\nold\n\n## Refusal gate\n\nkeep me\n")
    update_section(path, "Scale", intro="new intro", history_header=["a"], row=["1"], latest="now")
    text = path.read_text()
    assert text.index("## Scale") < text.index("## Refusal gate")
    assert "old" not in text and "keep me" in text


def test_a_title_that_begins_another_sections_title_is_its_own_section(tmp_path):
    path = tmp_path / "RESULTS.md"
    path.write_text("# Benchmark results\n\n## Refusal gate on ordinary conversation\n\nkept\n")
    update_section(path, "Refusal gate", intro="new", history_header=["a"], row=["1"], latest="l")
    text = path.read_text()
    assert "## Refusal gate on ordinary conversation\n\nkept" in text
    assert text.count("## Refusal gate\n") == 1


def test_notes_written_by_hand_after_the_latest_run_are_kept(tmp_path):
    path = tmp_path / "RESULTS.md"
    update_section(path, "Conversation", intro="intro", history_header=["a"], row=["1"], latest="run one")
    path.write_text(path.read_text() + "**A note by hand.**\n\n### Walk-throughs\n\nkept too\n\n## Pages\n\nother\n")
    update_section(path, "Conversation", intro="intro", history_header=["a"], row=["2"], latest="run two")
    text = path.read_text()
    assert "run one" not in text and "run two" in text
    assert text.index("run two") < text.index("**A note by hand.**") < text.index("kept too") < text.index("## Pages")
    assert text.count("A note by hand") == 1 and "## Pages\n\nother\n" in text


def test_a_section_recorded_before_the_block_was_marked_keeps_its_old_run_among_the_notes(tmp_path):
    path = tmp_path / "RESULTS.md"
    path.write_text("# R\n\n## Scale\n\nintro\n\n### History\n\n| a |\n|---|\n| 0 |\n\n### Latest run\n\nold run\n\n**note**\n")
    update_section(path, "Scale", intro="intro", history_header=["a"], row=["1"], latest="new run")
    text = path.read_text()
    assert text.index("new run") < text.index("old run") < text.index("**note**")
    assert "| 0 |" in text and "| 1 |" in text
