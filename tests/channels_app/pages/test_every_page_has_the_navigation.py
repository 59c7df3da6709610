"""One navigation on every page a signed-in person sees — Chat · Memories · Settings ·
Account — with the current section marked for screen readers, and a skip link first."""

import re

import pytest


@pytest.mark.parametrize("url,current", [("/", "Chat"), ("/memories/", "Memories"), ("/settings/", "Settings")])
def test_the_same_four_sections_with_the_current_one_marked(client, alice, url, current):
    client.force_login(alice)
    page = client.get(url).content.decode()
    nav = re.search(r'<nav class="sections" aria-label="Sections">(.*?)</nav>', page, re.S).group(1)
    assert re.findall(r'<a href="([^"]+)"', nav) == ["/", "/memories/", "/settings/", "/account/"]
    assert re.findall(r">(\w+)</a>", nav) == ["Chat", "Memories", "Settings", "Account"]
    assert re.findall(r'aria-current="page">(\w+)</a>', nav) == [current]
    assert page.index('class="skip" href="#content"') < page.index('<nav class="sections"')


def test_the_sign_in_page_has_no_sections(client):
    page = client.get("/accounts/login/").content.decode()
    assert 'class="topbar"' in page and '<nav class="sections"' not in page
