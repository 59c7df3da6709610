"""A question for several things gets all the person told that answer it, in one sentence
(``answers.gathered``): "What pets do I have?" after a cat and a dog named in two messages
got the cat alone; "Where have I lived?" one of the places (and, gathered, the sister's city)."""

from memory.cycle import asked


def test_what_asks_for_several():
    for question in ("What pets do I have?", "Where have I lived?", "Do I have any pets?", "What jobs have I had?"):
        assert asked.asks_for_several(question), question
    for question in ("Where do I live?", "What does my husband do?", "What's my dog called?", "What is my address?"):
        assert not asked.asks_for_several(question), question


def test_two_pets_told_apart_are_both_said_back(alice, say):
    say(alice, "We have a cat called Biscuit.")
    say(alice, "I started a new pottery class on Mondays.")
    say(alice, "Our dog Rolo is three years old.")
    assert say(alice, "What pets do I have?").text == (
        "You have a cat called Biscuit. Your dog Rolo is three years old (you told me earlier today).")
    assert say(alice, "Do I have any pets?").text == (
        "You have a cat called Biscuit. Your dog Rolo is three years old (you told me earlier today).")


def test_the_places_lived_are_said_back_in_order(alice, say):
    say(alice, "I lived in Porto until I was twenty.")
    say(alice, "Then I lived in Berlin for five years.")
    say(alice, "My sister works in a bakery.")
    say(alice, "My brother lives in Osaka.")  # the person's places, not his
    say(alice, "Last month we moved to Cardiff.")
    reply = say(alice, "Where have I lived?").text
    assert "Porto" in reply and "Berlin" in reply and "Cardiff" in reply and "bakery" not in reply and "Osaka" not in reply
    assert reply.index("Porto") < reply.index("Berlin") < reply.index("Cardiff")


def test_one_thing_asked_is_one_thing_said_back(alice, say):
    say(alice, "We have a cat called Biscuit.")
    say(alice, "Our dog Rolo is three years old.")
    assert say(alice, "What's my dog called?").text == "Your dog Rolo is three years old (you told me earlier today)."


def test_hobbies_are_what_the_person_loves_and_does(alice, say):
    """"What are my hobbies?" after "I love knitting and hiking." and "I also do pottery on
    Wednesdays." got "I don't know — you haven't told me that yet." (a walk-through)."""
    say(alice, "I'm a teacher in Cork.")
    say(alice, "I love knitting and hiking.")
    say(alice, "I also do pottery on Wednesdays.")
    assert say(alice, "What are my hobbies?").text == (
        "You love knitting and hiking. You also do pottery on Wednesdays (you told me earlier today).")


def test_names_asked_for_are_said_back_without_what_else_was_said_of_them(alice, say):
    """"What are my kids called?" got "You have two kids, Arjun who is 7 and Maya who is 4.
    You're worried about the money and about having enough time for the kids" (a
    walk-through): what names them answers, not all that speaks of them."""
    say(alice, "I have two kids, Arjun who is 7 and Maya who is 4.")
    say(alice, "I'm worried about having enough time for the kids.")
    say(alice, "Our youngest, Maya, just started nursery.")
    assert say(alice, "What are my kids called?").text == (
        "You have two kids, Arjun who is 7 and Maya who is 4 (you told me earlier today).")


def test_what_is_of_the_kind_asked_is_gathered_though_far_in_meaning(alice, remember, say):
    """"What are my hobbies?" got the hiking alone and "How many siblings do I have?" the
    sister alone in a walk-through: the climbing gym (0.13) and the brother (0.198) were
    under the cosine that gathers what shares a word of the question."""
    remember(alice, "My sister Beth lives in Cardiff, she's a vet.",
             "My younger brother Sam is still at university in York studying physics.",
             "I love hiking and I've started going to a climbing gym on Thursdays.")
    hobbies = say(alice, "What are my hobbies?").text
    assert "hiking" in hobbies and "climbing gym" in hobbies and "Beth" not in hobbies, hobbies
    siblings = say(alice, "How many siblings do I have?").text
    assert "Beth" in siblings and "Sam" in siblings and "hiking" not in siblings, siblings


def test_a_choir_is_a_hobby(alice, say):
    """"What are my hobbies?" after "I love swimming and I've just joined a choir." got the
    swimming alone in a Chromium walk-through."""
    say(alice, "I love swimming and I've just joined a choir.")
    reply = say(alice, "What are my hobbies?").text
    assert "swimming" in reply and "choir" in reply, reply


def test_one_thing_of_the_kind_told_in_passing_answers(alice, say):
    """"What are my hobbies?" after "I work as a nurse at the children's hospital, and I've
    just joined a choir." got "I'm not sure — I know that you've just joined a choir" in a
    Chromium walk-through."""
    say(alice, "I work as a nurse at the children's hospital, and I've just joined a choir.")
    assert say(alice, "What are my hobbies?").text == "You've just joined a choir (you told me earlier today)."
