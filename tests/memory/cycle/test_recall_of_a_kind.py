""""What do you remember about my family?" lists what the person said of their mum, brother
or kids, not everything: a word for a kind reaches what is of it (``lexical.widened``)."""


def test_a_recall_of_the_family_lists_the_family(alice, say):
    say(alice, "My brother Arjun is getting married in June in Mumbai.")
    say(alice, "I teach maths at a secondary school in Leicester.")
    say(alice, "My mum makes the best dal.")
    reply = say(alice, "What do you remember about my family?").text
    assert "Arjun" in reply and "dal" in reply
    assert "Leicester" not in reply
