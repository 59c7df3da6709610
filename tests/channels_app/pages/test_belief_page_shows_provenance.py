"""/memories/<id>/: the belief with its weight, the episodes it came from, every revision,
a sparkline of the turns that used it and what it replaced; a click further, the episode
with its messages (a withheld one as its category marker) and a single message."""

from django.utils import timezone

from memory.models import BeliefRevision, BeliefStatus, Conversation, Message, RetrievalTrace, RevisionReason


def test_weight_episodes_history_and_uses(client, alice, make_belief):
    belief = make_belief(alice, "Alice's sister Maya lives in Lisbon.", depth_center=0.55)
    BeliefRevision.objects.record(belief, reason=RevisionReason.RECONSOLIDATION, episodes=[],
                                  new_full="Maya, Alice's sister, lives in Lisbon.", accepted=False)
    conversation = Conversation.objects.create(user=alice, channel="web")
    RetrievalTrace.objects.create(user=alice, conversation=conversation, level=2, budget=600, injected=[
        {"kind": "belief", "id": belief.pk, "form": "full", "score": 0.2, "tokens": 9}])  # before weights were kept
    for score, weight in ((0.5, 0.45), (0.00004, 0.5)):
        RetrievalTrace.objects.create(user=alice, conversation=conversation, level=2, budget=600, injected=[
            {"kind": "belief", "id": belief.pk, "form": "full", "score": score, "tokens": 9, "weight": weight},
            {"kind": "episode", "id": 1, "form": "summary", "score": 0.0001, "tokens": 9}])
    old = make_belief(alice, "Alice's sister lives in Madrid.", status=BeliefStatus.SUPERSEDED,
                      superseded_by=belief, superseded_at=timezone.now())
    client.force_login(alice)

    page = client.get(f"/memories/{belief.pk}/").content.decode()

    assert 'aria-label="weight 0.55 of 1"' in page
    episode = belief.derived_from.get()
    assert f'href="/memories/episodes/{episode.pk}/"' in page
    assert "Reconsolidation" in page and "(tried, not kept)" in page and "Maya, Alice&#x27;s sister" in page
    # 0.45, 0.5, then 0.55 now, on a 160 × 32 line with 2 px margins: 28 px are a weight of 1
    assert '<polyline points="0.0,17.4 80.0,16.0 160.0,14.6"' in page
    assert "each of the 3 times a reply used it, and now (0.55)" in page and "Last time it came in at 40 % of that reply's strongest memory" in page
    assert "What you used to think" in page and f'href="/memories/{old.pk}/"' in page
    old_page = client.get(f"/memories/{old.pk}/").content.decode()
    assert "You used to think this" in old_page and 'id="pin"' not in old_page


def test_the_episode_shows_its_messages_and_a_withheld_one_as_its_marker(client, alice, make_belief):
    belief = make_belief(alice, "Alice started a new job.")
    episode = belief.derived_from.get()
    withheld = Message.objects.create(user=alice, conversation=episode.conversation, role="user", channel="web",
                                      text="", floor_category="secrets", text_hash="0" * 64)
    client.force_login(alice)
    page = client.get(f"/memories/episodes/{episode.pk}/").content.decode()
    said = episode.source_messages.get()
    assert "Alice started a new job." in page and f'href="/memories/messages/{said.pk}/"' in page
    assert f'href="/memories/{belief.pk}/"' in page

    message_page = client.get(f"/memories/messages/{said.pk}/").content.decode()
    assert "Alice started a new job." in message_page and f'href="/memories/episodes/{episode.pk}/"' in message_page
    withheld_page = client.get(f"/memories/messages/{withheld.pk}/").content.decode()
    assert "[withheld: secrets]" in withheld_page and "not been formed into memory" in withheld_page
