"""The formation bench reports the CPU that is not embedding per 1,000 turns (the workers'
less the ceiling's, plus their PostgreSQL backends'), and nothing when the backends could
not be read."""

from bench import scale_formation


def test_not_embedding_is_workers_less_ceiling_plus_postgres_per_thousand_turns():
    formation = {"turns": 500, "formation_cpu_seconds": 4.0, "ceiling_cpu_seconds": 3.0, "postgres_cpu_seconds": 0.5}

    (line,) = scale_formation._not_embedding(formation)

    assert "**3.00 s CPU**" in line
    assert "8.00 s less the ceiling's 6.00 s" in line and "backends' 1.00 s" in line


def test_nothing_is_reported_without_the_backends():
    assert scale_formation._not_embedding({"turns": 1000, "formation_cpu_seconds": 7.0, "ceiling_cpu_seconds": 6.0,
                                 "postgres_cpu_seconds": None}) == []
