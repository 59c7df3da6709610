"""What is remembered reaches the model in the person's turn, addressed to them: "Your
brother lives in Glasgow", never "My brother ...", which a small model reads as its own."""

from memory import formation
from memory.cycle import context


def test_first_person_words_become_second_person():
    assert context.addressed("- My brother Tom lives in Glasgow and I visit him.") == (
        "- Your brother Tom lives in Glasgow and you visit him."
    )
    assert context.addressed("alice, 3 May 2026:\n- I'm a nurse. I was tired, so Tom drove me home.") == (
        "alice, 3 May 2026:\n- You're a nurse. You were tired, so Tom drove you home."
    )
    assert context.addressed("We moved to Lisbon with our kids; the US embassy helped us.") == (
        "You moved to Lisbon with your kids; the US embassy helped you."
    )
    assert context.addressed("my sister teaches piano", opens=False) == "your sister teaches piano"


def test_the_remembered_items_come_with_the_message_addressed_to_the_person(alice, say):
    told = say(alice, "My brother Tom lives in Glasgow and works as a nurse.")
    formation.form_conversation(told.inbound.conversation, force=True)
    asked = say(alice, "Where does my brother live?")
    rendered = context.render(asked.inbound.conversation, asked.inbound, asked.inbound.text, asked.memory, [])
    last = rendered.messages[-1]
    assert last["role"] == "user" and last["content"].endswith("Where does my brother live?")
    assert "What I told you before:" in last["content"] and "Your brother Tom lives in Glasgow" in last["content"]
    assert not any("brother" in m["content"] for m in rendered.messages if m["role"] == "system")
