"""The pages' browser tests run against the web chat's daphne and Chromium fixtures."""

from tests.channels_app.web.conftest import daphne_server, paced_llm  # noqa: F401  (fixtures)
from tests.channels_app.web.test_chat_in_chromium import browser  # noqa: F401  (fixture)
