"""Two processes that fit the same head at the same moment (two formation workers placing
their first statements on a fresh state folder) both get it, and the file cached is whole:
each writes a file of its own and moves it into place (``embeddings.fitted``)."""

import os
import time

import numpy as np

from memory.embeddings import fitted

VALUES = 4_000_000  # ~32 MB: long enough to write that the two writes overlap


def _fit_in_a_child(start: float) -> tuple[int, int]:
    """(the child's pid, the end of a pipe it writes b"ok" to once it has the head)."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - runs in the child
        status = b"no"
        try:
            def fitting():
                time.sleep(max(0.0, start - time.time()))  # both write at the same moment
                return np.arange(VALUES, dtype=np.float64)

            head = fitted.cached("race", ["one key"], fitting,
                                 stored=lambda saved: saved["values"], arrays=lambda values: {"values": values})
            status = b"ok" if len(head) == VALUES else b"no"
        finally:
            os.write(write, status)
            os._exit(0)
    os.close(write)
    return child, read


def test_two_processes_fitting_one_head_at_once_both_get_it(tmp_path, monkeypatch):
    monkeypatch.setattr("hippocampus.services.state_dir", lambda: tmp_path)
    start = time.time() + 0.5
    children = [_fit_in_a_child(start) for _ in range(2)]
    for child, read in children:
        os.waitpid(child, 0)
        assert os.read(read, 2) == b"ok"
    cached = fitted.path_of("race", ["one key"])
    with np.load(cached) as saved:
        assert np.array_equal(saved["values"], np.arange(VALUES, dtype=np.float64))
    assert [path.name for path in cached.parent.iterdir()] == [cached.name]  # no partial file left
