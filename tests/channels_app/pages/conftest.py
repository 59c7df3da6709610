"""The pages' browser tests run against the same daphne, stand-in model and Chromium as
the web chat's (tests/channels_app/web/conftest.py)."""

from tests.channels_app.web.conftest import browser, daphne_server, engine, paced_llm  # noqa: F401
