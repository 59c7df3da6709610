"""The floor head reads hashed word and character n-grams beside the embedding: stateless
(nothing to ship, the same text gives the same features anywhere), and its lexical weights
tell a first-person crisis phrase from the same verb's everyday senses."""

import numpy as np

from memory import refusal
from memory.refusal import head as floor_head


def test_hashed_features_are_deterministic_and_need_no_vocabulary():
    texts = ["I want to end it all", "kill the process and restart it"]
    first, again = floor_head.lexical(texts), floor_head.lexical(list(reversed(texts)))
    assert first.shape == (2, 2 * floor_head.HASHED_FEATURES)
    assert (first[0] != again[1]).nnz == 0 and (first[1] != again[0]).nnz == 0
    assert first[0].nnz > 20  # words, word pairs and character n-grams


def test_lexical_weights_lean_to_crisis_for_the_first_person_phrase_only(db):
    head = refusal.rules().classifier.head
    crisis = head.classes.index("crisis")

    def lean(text: str) -> float:
        return float((floor_head.lexical([text]) @ head.lexical_coef.T)[0, crisis])

    assert lean("I want to kill myself") > lean("how do I kill a python process") + 0.5
    assert lean("I want to end it all") > lean("we watched the end of the film, it was all good") + 0.5


def test_the_fast_path_gives_the_numbers_the_head_learned_from():
    texts = ["I want to END it all!!", "see you tomorrow, bye", "", "naïve café — 42 kill -9 1234"]
    table = floor_head.lexical(texts).toarray()
    for row, text in zip(table, texts):
        columns, values = floor_head.lexical_columns(text)
        fast = np.zeros_like(row)
        np.add.at(fast, columns, values)
        assert np.allclose(fast, row)
