"""A role said as who the person is, opening the statement ("Being a paramedic means I
never see a weekend off" after "I work as an accountant in Leeds"), gives their job
another role (issue 14, ``roles``): asked about in the person's words. A role of a life
("Being a mum ..."), the same role, or a trait ("Being a bit of a perfectionist ...") asks
nothing."""


def test_a_role_said_as_who_one_is_is_asked(alice, said_long_ago, asked_in_their_words):
    asked_in_their_words(alice, [(said_long_ago(alice, "I work as an accountant in Leeds."),
                                  "Being a paramedic means I never see a weekend off.")])


def test_a_role_of_a_life_the_same_role_or_a_trait_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I work as an accountant in Leeds."], (
        "Being a mum is the best job in the world.",
        "Being an accountant means January is always busy.",
        "Being a bit of a perfectionist keeps me up at night.",
    ))
