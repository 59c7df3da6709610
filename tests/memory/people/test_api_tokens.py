"""Personal API tokens: created with an optional expiry, listed and revoked only by their
owner."""

from memory import people


def test_create_list_and_revoke_are_scoped_to_the_owner(alice, bob):
    row, token = people.do_create_api_token(user=alice, expires_in_days=30)
    assert token.startswith(row.token_key) and row.expiry is not None
    assert [t.token_key for t in people.api_tokens(alice)] == [row.token_key]
    assert list(people.api_tokens(bob)) == []
    assert people.do_revoke_api_token(user=bob, token_key=row.token_key) == 0
    assert people.do_revoke_api_token(user=alice, token_key=row.token_key) == 1
    assert list(people.api_tokens(alice)) == []
