"""/memories/: the person's beliefs with a weight bar, searchable, filtered by person,
topic and status ("what you used to think"), in the order asked; a bad filter is a 400
that says which."""

from memory.models import BeliefStatus


def beliefs_on(page: str) -> list[str]:
    import re

    return re.findall(r'class="belief-text" href="/memories/\d+/">([^<]*)</a>', page)


def test_heaviest_first_with_weight_bars_and_tags(client, alice, make_belief):
    make_belief(alice, "Alice has a cat called Miso.", depth_center=0.3, people=["Alice"], topics=["cat"])
    make_belief(alice, "Alice is a nurse.", depth_center=0.8, pinned=True)
    client.force_login(alice)
    page = client.get("/memories/").content.decode()
    assert beliefs_on(page) == ["Alice is a nurse.", "Alice has a cat called Miso."]
    assert 'aria-label="weight 0.80 of 1"' in page and 'style="width: 80%"' in page
    assert ">pinned<" in page
    assert 'href="?status=active&amp;topic=cat"' in page


def test_search_filters_and_orders(client, alice, make_belief):
    make_belief(alice, "Maya lives in Lisbon.", people=["Maya"], topics=["lisbon"], depth_center=0.4, kind="fact")
    make_belief(alice, "Maya wants to learn surfing.", people=["Maya"], topics=["surfing"], depth_center=0.6,
                kind="goal")
    make_belief(alice, "Alice drinks green tea.", people=["Alice"], topics=["tea"], depth_center=0.5)
    client.force_login(alice)
    assert beliefs_on(client.get("/memories/?q=lisbon").content.decode()) == ["Maya lives in Lisbon."]
    assert beliefs_on(client.get("/memories/?person=Maya&order=weight").content.decode()) == [
        "Maya lives in Lisbon.", "Maya wants to learn surfing."]
    assert beliefs_on(client.get("/memories/?topic=tea").content.decode()) == ["Alice drinks green tea."]
    assert beliefs_on(client.get("/memories/?order=kind").content.decode()) == [
        "Alice drinks green tea.", "Maya lives in Lisbon.", "Maya wants to learn surfing."]


def test_what_you_used_to_think(client, alice, make_belief):
    now = make_belief(alice, "Alice lives in Porto.")
    make_belief(alice, "Alice lives in Leeds.", status=BeliefStatus.SUPERSEDED, superseded_by=now)
    client.force_login(alice)
    page = client.get("/memories/?status=superseded").content.decode()
    assert "What you used to think" in page and beliefs_on(page) == ["Alice lives in Leeds."]
    assert beliefs_on(client.get("/memories/").content.decode()) == ["Alice lives in Porto."]


def test_a_bad_filter_is_a_400_saying_which(client, alice, make_belief):
    make_belief(alice, "Alice is a nurse.")
    client.force_login(alice)
    response = client.get("/memories/?order=colour")
    assert response.status_code == 400
    assert "order" in response.content.decode() and "not one of the available choices" in response.content.decode()
    assert client.get("/memories/?q=" + "x" * 500).status_code == 400


def test_25_a_page_and_the_filters_kept_across_pages(client, alice, make_belief):
    for n in range(26):
        make_belief(alice, f"Alice noted thing number {n}.", depth_center=n / 100, topics=["notes"])
    client.force_login(alice)
    first = client.get("/memories/?topic=notes").content.decode()
    assert len(beliefs_on(first)) == 25 and "page 1 of 2" in first
    assert 'href="?topic=notes&amp;page=2" rel="next"' in first
    assert beliefs_on(client.get("/memories/?topic=notes&page=2").content.decode()) == ["Alice noted thing number 0."]


def test_what_was_said_but_is_no_memory_yet_is_counted(client, alice, engine):
    from memory import cycle, formation

    client.force_login(alice)
    said = [cycle.handle(cycle.Attention(user=alice, channel="cli", text=text))
            for text in ("My brother Tom lives in Glasgow.", "He plays the cello.")]
    page = client.get("/memories/").content.decode()
    assert "2 of your messages are not a memory yet" in page and "quiet for 30 minutes" in page
    formation.form_conversation(said[0].inbound.conversation, force=True)
    page = client.get("/memories/").content.decode()
    assert "not a memory yet" not in page and "Tom" in page
