"""A retrieval trace shows the blend drawn as bars beside the person's alphas, and what
was injected, with the belief's text."""

from memory.models import RetrievalTrace


def test_the_trace_page_draws_the_blend_and_lists_what_was_injected(client, operator, alice, make_belief):
    belief = make_belief(alice, "Alice keeps bees on her roof.")
    trace = RetrievalTrace.objects.create(
        user=alice, level=2, budget=600, tokens_used=12, candidates_scored=3,
        blend={"semantic": 0.75, "noise": 0.05, "recency": 0.2},
        injected=[{"kind": "belief", "id": belief.pk, "form": "full", "score": 0.81, "tokens": 12}],
    )
    client.force_login(operator)
    page = client.get(f"/admin/memory/retrievaltrace/{trace.pk}/change/").content.decode()
    assert '<svg class="blend"' in page
    assert 'data-name="semantic"' in page and 'class="weight" x="90" y="3" width="225"' in page
    assert 'data-name="coaccess"' in page and ">off · α 5.0<" in page  # left out this turn
    assert "Alice keeps bees on her roof" in page and f"/admin/memory/belief/{belief.pk}/change/" in page
