"""Retake the screenshots in docs/screenshots/: every page in Debian's Chromium, as a
person sees it.

    .venv/bin/python docs/screenshots/take.py [--backend local]

A throw-away database (``hippocampus_screenshot``) gets a person who told a few things,
formed into memory; a daphne process serves the app on a free port; Playwright signs in,
sends two messages through the real pipeline (the embedded model by default), opens
"What I remembered" on the last reply and saves the chat (chat.png), then the memory
browser (memories.png), one memory with its history (memory.png), the settings page
with its decay plot (settings.png) and the account page (account.png).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bench import benchdb  # noqa: E402

FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]
TOLD = [
    "My sister Maya lives in Lisbon and works as an architect.",
    "I'm training for a half marathon in April; my knee has been sore after long runs.",
    "I love baking sourdough bread on Sunday mornings with my daughter Iris.",
    "My manager Tom wants me to lead the new design project at work.",
]
ASKED = ["Hi! I'm planning a trip to see my sister next month.", "Any tips for running while I'm there?"]
SHOTS = ROOT / "docs" / "screenshots"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", default="local")
    args = parser.parse_args()
    database_url = benchdb.setup("hippocampus_screenshot", seed=7, llm_backend=args.backend)
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.test import Client
    from playwright.sync_api import sync_playwright

    from memory import cycle, formation
    from memory.models import Belief

    person = get_user_model().objects.create_user("sam")
    for text in TOLD:
        told = cycle.handle(cycle.Attention(user=person, channel="cli", text=text))
    formation.form_conversation(told.inbound.conversation, force=True)
    browser_session = Client()
    browser_session.force_login(person)
    session = browser_session.cookies[settings.SESSION_COOKIE_NAME].value
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # the reads below run after the pages are done
    with benchdb.served(database_url) as port:
        base = f"http://127.0.0.1:{port}"
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=FLAGS)
            page = browser.new_page(viewport={"width": 1000, "height": 1000})
            page.context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": session,
                                       "domain": "127.0.0.1", "path": "/"}])
            page.goto(f"{base}/", timeout=120_000)
            for text in ASKED:
                page.fill("#message", text)
                page.press("#message", "Enter")
                page.wait_for_function(f"document.querySelectorAll('article.turn[data-final]').length >= "
                                       f"{ASKED.index(text) + 1}", timeout=300_000)
            page.locator("details.remembered summary").last.click()
            page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
            page.screenshot(path=str(SHOTS / "chat.png"))

            page.goto(f"{base}/memories/")
            page.screenshot(path=str(SHOTS / "memories.png"), full_page=True)
            used = Belief.objects.for_user(person).order_by("-access_count", "-depth_center").first()
            page.goto(f"{base}/memories/{used.pk}/")
            page.screenshot(path=str(SHOTS / "memory.png"), full_page=True)
            page.goto(f"{base}/settings/")
            page.fill("#rate-slider", "2.5")
            page.wait_for_function("document.getElementById('plot-summary').textContent.includes('2.5 %')")
            page.screenshot(path=str(SHOTS / "settings.png"), full_page=True)
            page.goto(f"{base}/account/")
            page.screenshot(path=str(SHOTS / "account.png"), full_page=True)
            browser.close()
        print(f"saved chat.png, memories.png, memory.png, settings.png and account.png in {SHOTS}")


if __name__ == "__main__":
    main()
