"""A three- or four-word statement of how the person's life stands, with an everyday verb
("I support Arsenal.", "I live on my own.", "I'm learning French."), a habit ("I don't
smoke.") or an age ("I'm 34.", "My son is 7."), is a belief candidate,
so a later change of it can be asked about; a short remark that says nothing lasting
("I have to go.", "I like it.", "I'm learning it.") is not."""

from datetime import datetime, timezone

import pytest

from memory.text import extraction

WHEN = datetime(2026, 11, 1, tzinfo=timezone.utc)


@pytest.mark.parametrize("text", ["I support Arsenal.", "I live on my own.", "I'm learning French.", "I rent my flat.",
                                  "I work from home.", "We drive a Volvo.", "I have a beard.", "I can't swim at all.",
                                  "I don't smoke.", "I don't drink anymore.", "I'm 34.", "My son is 7."])
def test_a_short_self_description_is_a_belief_candidate(text):
    assert [s.text for s in extraction.statements(text, speaker="alice", when=WHEN)] == [text]


@pytest.mark.parametrize("text", ["I have to go.", "I like it.", "I'm learning it.", "I run to you.", "I have no idea.",
                                  "I can't do that.", "I'm tired.", "I'm 2nd.", "My bus is 5."])
def test_a_short_remark_is_not(text):
    assert extraction.statements(text, speaker="alice", when=WHEN) == []
