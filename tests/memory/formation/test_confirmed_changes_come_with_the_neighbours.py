"""Which neighbours' changes the person confirmed, and which they declined, is read with
the neighbours themselves: Socrates then decides without a query per belief or change, as
it would with one."""

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


def test_the_neighbour_query_names_the_declined_changes(alice, bob, make_belief):
    declined = make_belief(alice, "Sam (4 March 2024): I swim every Tuesday.")
    confirmed = make_belief(alice, "Sam (4 March 2024): I swim every Thursday.")
    theirs = make_belief(bob, "Sam (4 March 2024): I swim every Tuesday.")
    for belief, verdict, said in [(declined, socrates.DECLINED, "I stopped swimming."),
                                  (declined, socrates.DECLINED, "I swim on Fridays now."),
                                  (declined, socrates.ASKED, "I swim on Mondays now."),
                                  (confirmed, socrates.CONFIRMED, "I swim on Sundays now."),
                                  (theirs, socrates.DECLINED, "I gave up swimming.")]:
        BeliefRevision.objects.create(belief=belief, reason=RevisionReason.CONTRADICTION, old_full=belief.full,
                                      new_full=said, accepted=False, llm_verdict=verdict)
    vectors = np.array(embeddings.embed_many(["I go swimming on Tuesdays."]))
    neighbours.exact("memory_belief", alice, 2)

    found: dict[int, list[str]] = {}
    with CaptureQueriesContext(connection) as queries:
        near = consolidation.nearest(alice, vectors, k=2, declined=found)

    assert len(queries) == 1
    assert {belief.pk for belief, _ in near[0]} == {declined.pk, confirmed.pk}
    assert {pk: sorted(said) for pk, said in found.items()} == {
        declined.pk: ["I stopped swimming.", "I swim on Fridays now."]}


def test_socrates_reads_the_confirmed_ids_without_a_query(alice, make_belief):
    old = make_belief(alice, "I eat meat")
    new = make_belief(alice, "I don't eat meat")  # a contradiction that does not say it changed

    with CaptureQueriesContext(connection) as queries:
        assert socrates.after_new_belief(new, [old], confirmed=set()) is None
    assert not queries

    assert socrates.after_new_belief(new, [old], confirmed={old.pk}) is not None


def test_socrates_reads_the_declined_changes_without_a_query(alice, make_belief):
    old = make_belief(alice, "I eat meat")
    new = make_belief(alice, "I don't eat meat anymore")  # says itself that it changed

    with CaptureQueriesContext(connection) as queries:
        refused = socrates.after_new_belief(new, [old], confirmed=set(),
                                            declined={old.pk: ["Noted: I don't eat meat anymore."]})
    assert refused is None and not queries

    assert socrates.after_new_belief(new, [old], confirmed=set(), declined={old.pk: ["I eat fish now."]}) is not None


def test_without_the_declined_changes_socrates_reads_them(alice, make_belief):
    old = make_belief(alice, "I eat meat")
    new = make_belief(alice, "I don't eat meat anymore")
    BeliefRevision.objects.create(belief=old, reason=RevisionReason.CONTRADICTION, old_full=old.full,
                                  new_full="I don't eat meat anymore", accepted=False, llm_verdict=socrates.DECLINED)

    assert socrates.after_new_belief(new, [old]) is None
    assert socrates.after_new_belief(new, [old], confirmed=set(), declined={}) is not None
