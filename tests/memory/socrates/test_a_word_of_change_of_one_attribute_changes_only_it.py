"""A word of change that belongs to one attribute of a life changes only that attribute:
graduating ends studies, retiring ends work, a divorce ends a partnership. "I graduated last
week!" sits near "home" as much as "studies", and the conversation bench applied it to the
scripted "I live with my parents"."""

import pytest

from memory import embeddings
from memory.socrates import change


def _changes(new: str, old: str) -> bool:
    return change.changed(new, embeddings.embed(new), old, embeddings.embed(old)).contradicts


@pytest.mark.parametrize("new, old", [
    ("I graduated last week", "I live with my parents"),
    ("Finally graduated, the ceremony was lovely", "I rent a room in a shared house"),
    ("Retired last month after forty years at the bank", "I live in Leeds"),
])
def test_it_leaves_other_attributes_alone(new, old):
    assert not _changes(new, old)


@pytest.mark.parametrize("new, old", [
    ("I graduated last week", "I'm a student at Leeds"),
    ("Retired last month after forty years at the bank", "I work at Barclays in the City"),
    ("I moved to Berlin last month", "I live in Lisbon"),
])
def test_it_changes_its_own(new, old):
    assert _changes(new, old)
