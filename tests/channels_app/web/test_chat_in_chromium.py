"""End to end in Debian's Chromium (Playwright, never `playwright install`): sign in,
send with Enter, watch the reply grow, reload and see the history, open "what I
remembered", give a thumbs down; refused over-long text; a phone-width layout."""

import pytest

from memory.models import DEFAULT_ALPHAS, RetrievalTrace
from memory.retrieval import alphas_for
from tests.channels_app.web.conftest import REPLY, sign_in

pytestmark = pytest.mark.slow


def test_sign_in_send_watch_it_grow_reload_remembered_thumbs_down(daphne_server, transactional_db, browser, alice,
                                                                  make_belief):
    make_belief(alice, "Alice's sister Maya lives in Lisbon and works as an architect.")
    page = browser.new_page(viewport={"width": 390, "height": 780})
    sign_in(page, daphne_server, alice, "alice-pass-123")
    page.wait_for_function("document.getElementById('connection').textContent === ''")

    page.fill("#message", "I might visit my sister Maya soon.")
    page.press("#message", "Enter")
    page.wait_for_function("(document.querySelector('.streaming-text') || {}).textContent")
    partial = page.text_content(".streaming-text")
    assert page.is_disabled("#send")
    page.wait_for_selector("article.turn[data-final]")
    final = page.text_content("article.turn[data-final] .bubble.assistant")
    assert 0 < len(partial) < len(REPLY) and REPLY in final
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # fits a phone

    page.reload()
    history = page.locator("article.turn[data-final]")
    assert history.count() == 1
    assert "I might visit my sister Maya soon." in history.text_content() and REPLY in history.text_content()

    page.click("details.remembered summary")
    assert "Lisbon" in page.locator("details.remembered li").first.inner_text()

    page.click("button.thumb.down")
    page.wait_for_selector("button.thumb.down[aria-pressed=true]")
    assert RetrievalTrace.objects.get(user=alice).outcome == 0.0
    assert alphas_for(alice)["semantic"] < DEFAULT_ALPHAS["semantic"]


def test_shift_enter_is_a_new_line_and_too_long_is_refused_visibly(daphne_server, transactional_db, browser, bob):
    page = browser.new_page()
    sign_in(page, daphne_server, bob, "bob-pass-123")
    page.fill("#message", "x" * 201)  # daphne runs with a 200-character limit
    assert "the limit is 200" in page.text_content("#composer-error")
    assert page.is_visible("#composer-error") and page.is_disabled("#send")

    page.fill("#message", "first line")
    page.press("#message", "Shift+Enter")
    page.type("#message", "second line")
    assert page.input_value("#message") == "first line\nsecond line"
    page.press("#message", "Enter")
    page.wait_for_selector("article.turn[data-final]")
    assert page.inner_text("article.turn .bubble.person") == "first line\nsecond line"
