"""A person's words in the full-text index (issue 19).

One GIN index over everyone's parsed text keeps one list of rows per word: for a person
of 10,000 beliefs among a million, a question's words gathered 38,000 rows of everyone's
(11–20 ms) to keep the 378 that were theirs. The index of ``person_words(user_id,
search)`` keeps each word under its person's id instead ('42/lake'), so a person's
full-text match reads their own rows of each word and nothing else, at any size and among
any number of people (2.8 ms p50 where it took 11, the same candidates).

The SQL function is created by migration 0025; ``PersonWords`` names it for the models'
index declarations; a query's words are prefixed the same way (``SEPARATOR``) by
``memory.retrieval.candidates``.
"""

from __future__ import annotations

from django.contrib.postgres.search import SearchVectorField
from django.db.models import Func

SEPARATOR = "/"  # between the person's id and the word, as migration 0025's function writes it


class PersonWords(Func):
    """``person_words(user_id, search)``: the row's parsed words, each behind its person's id."""

    function = "person_words"
    output_field = SearchVectorField()

