"""Whether the person has something is answered by what they said they have or got before
what is only near ("do i have any pets" got "You're thinking about getting a cat" over "We
adopted a kitten on Saturday!"), and its name by the sentence of the same message that
names it ("Her name is Mochi"); a correction's apology is not said back ("You're a
midwife, sorry")."""


def test_what_they_got_and_its_name(alice, say):
    say(alice, "I'm thinking about getting a cat")
    say(alice, "We adopted a kitten on Saturday! Her name is Mochi 🐱")
    assert say(alice, "do i have any pets").text == "You adopted a kitten on Saturday (you told me earlier today)."
    assert say(alice, "what's my kitten called").text == (
        "You adopted a kitten on Saturday! Her name is Mochi (you told me earlier today).")


def test_a_correction_is_said_back_without_its_apology(alice, say):
    say(alice, "I'm Lukas, I'm a nurse in Berlin. Actually no, I'm a midwife, sorry.")
    assert say(alice, "what do i do for work?").text == "You're a midwife (you told me earlier today)."


def test_a_word_for_siblings_finds_a_brother(alice, say):
    say(alice, "I'm a primary school teacher in Leicester and I love it")
    say(alice, "I also have a brother, Arjun, who is a chef in London.")
    assert say(alice, "do i have any siblings").text == (  # was "I don't know — you haven't told me that yet."
        "You also have a brother, Arjun, who is a chef in London (you told me earlier today).")


def test_a_part_too_short_to_keep_is_read_with_its_sentence(alice, say):
    say(alice, "I live in Lisbon with my partner Rui and our dog Pastel.")
    assert say(alice, "what's my dog called?").text == (  # was "I don't know — you haven't told me that yet."
        "You live in Lisbon with your partner Rui and your dog Pastel (you told me earlier today).")
