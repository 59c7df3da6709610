"""The account page leads to importing a history from another service."""


def test_the_account_page_links_the_history_import(client, alice):
    client.force_login(alice)
    page = client.get("/account/")
    assert page.status_code == 200 and b'href="/account/import-history/"' in page.content
