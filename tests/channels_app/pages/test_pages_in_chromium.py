"""End to end in Debian's Chromium: sign in, tell the chat something, and once the
conversation is formed into memory see the new belief in the browser, with the message
it came from a click further; pin it; on the settings page move the rate and see the
plot redraw (htmx), save it; the search follows typing, the keyboard starts at the skip
link, the pages fit a phone, and without JavaScript the settings still save."""

import pytest

from memory import formation
from memory.models import Belief, Conversation, Message
from memory.people import preferences_of
from tests.channels_app.web.conftest import sign_in

pytestmark = pytest.mark.slow

TOLD = "My sister Maya lives in Lisbon and works as an architect."


def test_a_formed_conversation_shows_up_as_a_belief_with_its_source_and_can_be_pinned(
    daphne_server, transactional_db, browser, alice, engine
):
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    sign_in(page, daphne_server, alice, "alice-pass-123")
    page.wait_for_function("document.getElementById('connection').textContent === ''")
    page.fill("#message", TOLD)
    page.press("#message", "Enter")
    page.wait_for_selector("article.turn[data-final]")
    formation.form_conversation(Conversation.objects.get(user=alice, channel="web"), force=True)
    belief = Belief.objects.for_user(alice).get(full__icontains="Lisbon")

    page.click("nav.sections >> text=Memories")
    page.wait_for_url("**/memories/")
    assert page.get_attribute("nav.sections a[aria-current=page]", "href") == "/memories/"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip"  # the keyboard starts at the skip link
    page.fill("#q", "pottery")  # the list follows the search as it is typed (htmx), without a reload
    page.wait_for_selector("#results >> text=Nothing matches.")
    page.fill("#q", "Lisbon")
    page.wait_for_selector(f"li.belief[data-belief='{belief.pk}']")
    page.click(f"li.belief[data-belief='{belief.pk}'] a.belief-text")
    page.wait_for_selector(f"article.memory[data-belief='{belief.pk}']")
    page.click("ul.episodes a")
    page.wait_for_selector("article.episode")
    said = Message.objects.get(user=alice, role="user")
    assert TOLD in page.inner_text(f"#message-{said.pk}")

    page.go_back()
    page.click("#pin")
    page.wait_for_selector("text=Pinned: this memory will not fade.")
    assert page.inner_text("#pin") == "Unpin"
    belief.refresh_from_db()
    assert belief.pinned

    page.set_viewport_size({"width": 390, "height": 844})
    for path in (f"/memories/{belief.pk}/", "/memories/", f"/memories/episodes/{belief.derived_from.get().pk}/"):
        page.goto(daphne_server + path)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), path  # fits a phone


def test_moving_the_rate_redraws_the_plot_and_saving_keeps_it(daphne_server, transactional_db, browser, bob):
    page = browser.new_page(viewport={"width": 390, "height": 844})
    sign_in(page, daphne_server, bob, "bob-pass-123")
    page.goto(daphne_server + "/settings/")
    yours = "polyline[data-curve=yours]"
    before = page.get_attribute(yours, "points")
    assert page.is_visible("#rate-slider")  # JavaScript shows the slider

    page.fill("#rate-slider", "6")
    page.wait_for_function(
        "before => document.querySelector('polyline[data-curve=yours]').getAttribute('points') !== before", arg=before)
    assert page.is_checked("input[name=preset][value=custom]") and page.input_value("#id_percent") == "6"
    assert "At 6 % a day" in page.inner_text("#plot-summary")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # fits a phone

    page.click("button.primary")
    page.wait_for_selector("text=Saved.")
    assert preferences_of(bob).deprecation_rate == "0.06"
    assert page.get_attribute(yours, "points") != before


def test_without_javascript_the_pace_is_chosen_and_saved_with_the_button(daphne_server, transactional_db, browser,
                                                                         alice):
    page = browser.new_context(java_script_enabled=False).new_page()
    sign_in(page, daphne_server, alice, "alice-pass-123")
    page.goto(daphne_server + "/settings/")
    assert not page.is_visible("#rate-slider")  # the slider needs JavaScript; the number field does not
    page.check("input[name=preset][value=fast]")
    page.click("button.primary")
    page.wait_for_selector("text=Saved.")
    assert "At 3 % a day" in page.inner_text("#plot-summary")
    assert preferences_of(alice).deprecation_rate == "fast"
