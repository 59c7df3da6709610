"""Which neighbours' changes the person confirmed is read with the neighbours themselves:
Socrates then decides without a query per belief, as it would with one."""

import numpy as np
from django.db import connection
from django.test.utils import CaptureQueriesContext

from memory import embeddings, socrates
from memory.formation import consolidation
from memory.models import BeliefRevision, RevisionReason, neighbours


def test_the_neighbour_query_names_the_confirmed_ones(alice, bob, make_belief):
    confirmed = make_belief(alice, "Sam (4 March 2024): I swim every Tuesday.")
    asked = make_belief(alice, "Sam (4 March 2024): I swim every Thursday.")
    theirs = make_belief(bob, "Sam (4 March 2024): I swim every Tuesday.")
    for belief, verdict in [(confirmed, socrates.CONFIRMED), (asked, socrates.ASKED), (theirs, socrates.CONFIRMED)]:
        BeliefRevision.objects.create(belief=belief, reason=RevisionReason.CONTRADICTION, old_full=belief.full,
                                      new_full="I stopped swimming.", accepted=False, llm_verdict=verdict)
    vectors = np.array(embeddings.embed_many(["I go swimming on Tuesdays."]))
    neighbours.exact("memory_belief", alice, 2)  # the sizes, read once a while

    found: set[int] = set()
    with CaptureQueriesContext(connection) as queries:
        near = consolidation.nearest(alice, vectors, k=2, confirmed=found)

    assert len(queries) == 1
    assert {belief.pk for belief, _ in near[0]} == {confirmed.pk, asked.pk}
    assert found == {confirmed.pk}


def test_socrates_reads_the_confirmed_ids_without_a_query(alice, make_belief):
    old = make_belief(alice, "I eat meat")
    new = make_belief(alice, "I don't eat meat")  # a contradiction that does not say it changed

    with CaptureQueriesContext(connection) as queries:
        assert socrates.after_new_belief(new, [old], confirmed=set()) is None
    assert not queries

    assert socrates.after_new_belief(new, [old], confirmed={old.pk}) is not None
