"""What the person told after an interjection ("omg", "Hey,") answers a question about it:
"What did Biscuit eat?" right after "omg Biscuit just ate my sock" was offered the
adoption of Biscuit, the sock never kept (``extraction.pleasantry``)."""


def test_news_opened_with_an_interjection_answers(alice, say):
    say(alice, "I just adopted a rescue dog, a beagle called Biscuit.")
    say(alice, "omg Biscuit just ate my sock 😂")
    assert say(alice, "What did Biscuit eat?").text == "Biscuit just ate your sock (you told me earlier today)."
