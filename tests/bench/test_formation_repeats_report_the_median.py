"""With --repeats, the formation bench reports the repeat whose ratio is the median, each
ratio comparing a formation with the ceiling replayed right after it, and names every
repeat's ratio beside it."""

from bench import scale_formation


def _readings(started, formed, replayed, texts=100, formed_all=15.0):
    return {"started": started, "formed": formed, "formed_all": formed_all, "replayed": replayed, "cpu": 1.0,
            "ceiling_cpu": 0.8, "postgres": 0.1, "embedding": 0.7, "gate": 0.0, "texts": texts}


def test_a_repeat_is_timed_from_its_first_worker_start_to_its_last_worker_end():
    figures = scale_formation._figures([_readings(10.0, 14.0, 17.0), _readings(10.5, 15.0, 18.0)], 500, 5.0)

    assert figures["formation_seconds"] == 5.0  # 10.0 -> 15.0
    assert figures["ratio"] == 3.0 / 5.0  # the ceiling: 15.0 (all formed) -> 18.0
    assert figures["texts_per_turn"] == 200 / 500 and figures["ingest_turns_per_s"] == 100.0


def test_the_line_names_every_repeat_sorted_beside_the_median():
    formation = {"turns": 1000, "sessions": 25, "workers": 2, "judged": True, "load_average_1m": 1.0,
                 "ratios": [0.88, 0.82, 0.86], "formation_turns_per_s": 140.0, "formation_seconds": 7.0,
                 "formation_cpu_seconds": 12.0, "episodes": 50, "beliefs": 800, "formed_digest": "abc",
                 "ingest_turns_per_s": 40.0, "texts_per_turn": 1.2, "embedded_texts_per_s": 200.0,
                 "ceiling_cpu_seconds": 11.0, "ceiling_turns_per_s": 163.0, "ratio": 0.86,
                 "embedding_in_formation_seconds": 12.0, "gate_seconds": 0.0, "postgres_cpu_seconds": None}

    line = scale_formation.formation_lines(formation)[1]

    assert "reaches **86%** of it, the median of 3 repeats (82, 86, 88 %) (embedding" in line


def test_a_single_run_says_nothing_of_repeats():
    assert scale_formation._of_repeats({"ratios": [0.9]}) == ""
    assert scale_formation._of_repeats({}) == ""
