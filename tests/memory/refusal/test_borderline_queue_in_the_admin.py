"""Operators find the borderline crises in the admin: the refusal events filtered to the
check-in category, separate from the refusals."""

from memory import refusal
from memory.refusal.verdict import CHECK_IN

URL = "/admin/memory/refusalevent/"


def test_the_check_in_events_are_a_filter_of_the_refusal_events(client, operator, alice):
    refusal.screen("me too", user=alice, channel="web", previous="Some days I feel like there's no point in living.")
    refusal.screen("I keep thinking about ending my own life", user=alice, channel="web")
    client.force_login(operator)

    everything = client.get(URL).content.decode()
    assert f"?category={CHECK_IN}" in everything  # the filter is offered
    queue = client.get(URL, {"category": CHECK_IN}).content.decode()
    assert "1 refusal event" in queue and CHECK_IN in queue
    refused = client.get(URL, {"category": "crisis"}).content.decode()
    assert "1 refusal event" in refused


def test_the_test_a_message_box_names_a_borderline_crisis(client, operator):
    client.force_login(operator)
    text = "I don't see any reason to keep living anymore"
    page = client.post("/admin/memory/refusalrule/test/", {"text": text}).content.decode()
    assert "Borderline crisis" in page and "findahelpline.com" in page
    assert "No rule fires" not in page
