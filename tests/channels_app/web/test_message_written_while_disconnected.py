"""In Chromium: when the chat's connection drops, the page says so and reconnects by
itself; a message written meanwhile waits in the page, goes when the connection is
back, and is stored and answered once."""

import pytest

from memory.models import Message, Role
from tests.channels_app.web.conftest import REPLY, sign_in

pytestmark = pytest.mark.slow


def test_a_message_written_while_disconnected_goes_when_the_connection_is_back(
    daphne_server, transactional_db, browser, alice
):
    page = browser.new_page()
    connections = []

    def through(route):  # every connection of the page, passed on to daphne
        route.connect_to_server()
        connections.append(route)

    page.route_web_socket("**/ws/chat/", through)
    sign_in(page, daphne_server, alice, "alice-pass-123")
    page.wait_for_function("document.getElementById('connection').textContent === ''")
    page.evaluate("htmx.config.wsReconnectDelay = function () { return 3000; }")  # a window to write in

    connections[0].close(code=1012, reason="service restart")  # the connection drops
    page.wait_for_function("document.getElementById('connection').textContent.includes('reconnecting')")
    page.fill("#message", "I wrote this while offline.")
    page.press("#message", "Enter")
    assert page.text_content(".pending .state") in ("Sending…", "Waiting for the connection…")
    assert not Message.objects.filter(user=alice).exists()  # nothing reached the server yet

    page.wait_for_selector("article.turn[data-final]", timeout=60_000)
    assert len(connections) == 2 and page.text_content("#connection") == ""
    assert REPLY in page.text_content("article.turn[data-final]") and page.locator(".pending").count() == 0
    assert Message.objects.filter(user=alice, role=Role.USER, text="I wrote this while offline.").count() == 1
    assert Message.objects.filter(user=alice, role=Role.ASSISTANT).count() == 1
