"""A chat sentence is the person's claim when a clause of it is ("Down to two bikes after
the clear-out, sold the rest online", "so no more piano lessons"), or when it opens with a
negated verb that asks nothing ("Can't believe I'm turning 40"); a question still is not."""

from memory.socrates.own_words import claims


def test_a_clause_of_the_persons_makes_a_claim():
    for text in ("Down to three cats after the move, gave two away.",
                 "The twins started at nursery this week, so no more mornings at home.",
                 "Haven't ridden a horse since the stables closed.",
                 "Can't believe I'm turning 40 next week.",
                 "Couldn't resist the cake, ate half of it myself."):
        assert claims(text) == [text], text


def test_a_question_or_someone_elses_news_is_not_a_claim():
    for text in ("Can you remind me what I said about the cats?", "Can I ask you something",
                 "The twins started at nursery this week.", "Did the stables close"):
        assert claims(text) == [], text
