"""Socrates mode 1 on a child born told as the baby brother or sister of the one the person
named ("Maisie is so gentle with her baby brother, he's two weeks old today" after "We
have one daughter, Maisie"), a fact of the person found out the other way ("The allergy
clinic says I'm not allergic to cats after all"), and a beard gone: asked about in the
person's words. A friend's baby, a wish, an allergy confirmed, what someone else found
out or a plan that fell through asks nothing."""

import pytest


@pytest.mark.parametrize("before, after", [
    ("We have one daughter, Maisie, she's four.", "Maisie is so gentle with her baby brother, he's two weeks old today."),
    ("We have one little boy, Sami, he's three.", "Sami's baby sister arrived on Tuesday, we're exhausted and over the moon."),
    ("I'm allergic to cats.", "The allergy clinic says I'm not allergic to cats after all, it was dust the whole time."),
    ("I have a beard, grown it for five years.", "My daughter didn't recognise me without the beard this morning."),
])
def test_a_child_born_or_a_fact_found_out_is_asked_in_the_persons_words(alice, said_long_ago, asked_in_their_words,
                                                                          before, after):
    asked_in_their_words(alice, [(said_long_ago(alice, before), after)])


def test_a_friends_baby_a_wish_or_what_someone_else_found_out_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["We have one daughter, Maisie.", "I'm allergic to cats.", "I go to the gym every day.",
                         "I have a beard."], (
        "Maisie's friend Ella has a new baby brother.",
        "Maisie keeps asking for a baby brother.",
        "I'm allergic to cats after all, the test came back positive.",
        "My friend isn't allergic to cats after all.",
        "I didn't make it to the gym after all, too tired.",
        "My brother looks so young without his beard.",
    ))
