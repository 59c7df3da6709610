"""Retake docs/screenshots/account.png: the account page in Debian's Chromium, as a person sees it.

    .venv/bin/python docs/screenshots/take_account.py [--backend local]

A throw-away database (``hippocampus_screenshot``) gets a person who told a few things
through the real pipeline (the embedded model by default), formed into memory; a daphne
process serves the app on a free port; Playwright opens /account/ with that person
signed in and saves the page.
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
    "I keep bees on the roof of my flat.",
]


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

    person = get_user_model().objects.create_user("sam")
    for text in TOLD:
        told = cycle.handle(cycle.Attention(user=person, channel="web", text=text))
        print(f"{text}\n  → {told.reply.text if told.reply else ''}")
    formation.form_conversation(told.inbound.conversation, force=True)
    browser_session = Client()
    browser_session.force_login(person)
    session = browser_session.cookies[settings.SESSION_COOKIE_NAME].value
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # nothing below touches the database
    with benchdb.served(database_url) as port:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=FLAGS)
            page = browser.new_page(viewport={"width": 900, "height": 1200})
            page.context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": session,
                                       "domain": "127.0.0.1", "path": "/"}])
            page.goto(f"http://127.0.0.1:{port}/account/", timeout=120_000)
            target = ROOT / "docs" / "screenshots" / "account.png"
            page.screenshot(path=str(target), full_page=True)
            browser.close()
        print(f"saved {target}")


if __name__ == "__main__":
    main()
