"""/settings/: the deprecation rate as a preset or a precise value, saved together with
the time zone and the reflection switch; the plot beside it is drawn from the real decay
and changes with the rate (the fragment htmx fetches as the slider moves); bad values are
a 400 that says what is wrong, and nothing is saved then."""

import re

from memory.people import preferences_of


def curve(page: str, name: str) -> str:
    return re.search(rf'data-curve="{name}" points="([^"]+)"', page).group(1)


def test_the_page_shows_the_current_rate_and_its_plot(client, alice):
    client.force_login(alice)
    page = client.get("/settings/").content.decode()
    assert 'name="preset" value="normal" checked' in page
    assert '<svg viewBox="0 0 640 280"' in page
    for name in ("yours", "slow", "fast", "significant", "emotional"):
        assert f'data-curve="{name}"' in page
    assert 'data-curve="normal"' not in page  # yours is normal: drawn once
    assert "pruned below 0.05" in page and 'class="threshold"' in page
    assert "At 1 % a day, a typical memory" in page


def test_saving_a_preset_then_a_precise_rate(client, alice):
    client.force_login(alice)
    response = client.post("/settings/", {"preset": "fast", "percent": "1", "timezone": "Europe/Lisbon",
                                          "reflection": "on"})
    assert response.status_code == 302 and response.url == "/settings/"
    assert preferences_of(alice) == preferences_of(alice).__class__("fast", 0.03, "Europe/Lisbon", True)
    client.post("/settings/", {"preset": "custom", "percent": "2.5", "timezone": "Europe/Lisbon"})
    saved = preferences_of(alice)
    assert saved.deprecation_rate == "0.025" and saved.daily_decay_rate == 0.025 and saved.reflection is False
    page = client.get("/settings/").content.decode()
    assert 'name="preset" value="custom" checked' in page and 'value="2.5"' in page


def test_the_plot_follows_the_rate(client, alice):
    client.force_login(alice)
    slow = client.get("/settings/plot/?preset=slow").content.decode()
    steep = client.get("/settings/plot/?preset=custom&percent=8").content.decode()
    assert curve(slow, "yours") != curve(steep, "yours")
    assert curve(slow, "fast") == curve(steep, "fast")  # the presets stay where they are
    assert "<html" not in steep  # a fragment, for htmx to swap in
    assert re.search(r"is pruned after \d+ days", steep) and "is pruned after" not in slow


def test_bad_values_are_a_400_and_nothing_is_saved(client, alice):
    client.force_login(alice)
    for form in ({"preset": "glacial", "timezone": "UTC"},
                 {"preset": "custom", "percent": "", "timezone": "UTC"},
                 {"preset": "custom", "percent": "150", "timezone": "UTC"},
                 {"preset": "slow", "timezone": "Mars/Olympus"}):
        response = client.post("/settings/", form)
        assert response.status_code == 400, form
        assert 'class="error"' in response.content.decode()
    assert preferences_of(alice).deprecation_rate == "normal" and preferences_of(alice).timezone == "UTC"
    response = client.get("/settings/plot/?preset=custom&percent=abc")
    assert response.status_code == 400 and "number" in response.content.decode()
