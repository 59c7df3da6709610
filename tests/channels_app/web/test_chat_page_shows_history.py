"""The chat page needs a signed-in person and shows their last turns from the database
(a reload loses nothing), never anyone else's."""


from memory import cycle


def test_signed_out_people_are_sent_to_sign_in(client):
    response = client.get("/")
    assert response.status_code == 302 and response.url.startswith("/accounts/login/")


def test_the_sign_in_page_uses_the_site_layout(client):
    page = client.get("/accounts/login/").content.decode()
    assert 'class="topbar"' in page and "Sign in" in page


def test_the_page_shows_the_last_turns_with_their_replies(engine, client, alice, bob):
    for text in ("My cat is called Miso.", "I start a new job on Monday."):
        cycle.handle(cycle.Attention(user=alice, channel="web", text=text))
    cycle.handle(cycle.Attention(user=bob, channel="web", text="Bob's secret plan for Tuesday."))
    client.force_login(alice)
    page = client.get("/").content.decode()
    assert page.index("My cat is called Miso.") < page.index("I start a new job on Monday.")
    assert page.count('class="bubble assistant') == 2 and "What I remembered" in page
    assert "Bob" not in page


def test_only_the_configured_number_of_turns_is_shown(engine, client, alice, settings):
    for number in range(3):
        cycle.handle(cycle.Attention(user=alice, channel="web", text=f"Note number {number}."))
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "CHAT_HISTORY_TURNS": 2}
    client.force_login(alice)
    page = client.get("/").content.decode()
    assert "Note number 0." not in page and "Note number 1." in page and "Note number 2." in page


def test_a_reply_being_written_is_shown_streaming_so_the_rest_arrives(engine, client, alice):
    cycle.ingest(cycle.Attention(user=alice, channel="web", text="Still thinking?", provider_id=f"web:{alice.pk}:abcd-1234"))
    client.force_login(alice)
    page = client.get("/").content.decode()
    assert 'id="turn-abcd-1234" class="turn reply streaming"' in page
    assert 'id="reply-abcd-1234"' in page
