"""A person with the chat open in two tabs sees a turn sent from one in the other: the
reply grows there too, and the finished turn (their message and the reply) lands in
its transcript, without a reload."""

import pytest

from tests.channels_app.web.conftest import REPLY, sign_in

pytestmark = pytest.mark.slow


def test_a_turn_sent_in_one_tab_appears_in_the_other(daphne_server, transactional_db, browser, alice):
    context = browser.new_context()
    first = context.new_page()
    sign_in(first, daphne_server, alice, "alice-pass-123")
    second = context.new_page()
    second.goto(daphne_server + "/")
    for page in (first, second):
        page.wait_for_function("document.getElementById('connection').textContent === ''")

    # A line no reader of the pipeline meets, so the model's reply streams ("I planted tomatoes today." is met since
    # session 48, a thing made or grown).
    first.fill("#message", "The sky looked strange over the estuary tonight.")
    first.press("#message", "Enter")
    second.wait_for_function("(document.querySelector('.streaming-text') || {}).textContent")
    assert len(second.text_content(".streaming-text")) < len(REPLY)  # it grows here as it is written
    second.wait_for_selector("article.turn[data-final]")
    turn = second.locator("article.turn[data-final]")
    assert turn.count() == 1
    assert "The sky looked strange over the estuary tonight." in turn.text_content() and REPLY in turn.text_content()
    assert second.locator("article.turn").count() == 1 and second.is_enabled("#message")
    second.click("details.remembered summary")  # the added turn works like any other
    assert second.is_visible("details.remembered[open]")
    first.wait_for_selector("article.turn[data-final]")
    assert first.locator("article.turn").count() == 1
    context.close()
