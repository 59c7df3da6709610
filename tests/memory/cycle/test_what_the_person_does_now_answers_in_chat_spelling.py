"""'wat do i do for work' asks what "What do I do for work?" asks (it went to the model:
"She's working at a startup …"), and a change and what the person does now, told in one
message, are answered with what they do now ("You quit the bank job" was said back)."""


def test_chat_spelling_and_the_clause_that_answers(alice, say):
    say(alice, "I've just started a new job as a software engineer at a bank in London.")
    say(alice, "I quit the bank job, I'm working at a startup in Shoreditch now")
    assert say(alice, "wat do i do for work").text == (
        "You're working at a startup in Shoreditch now (you told me earlier today).")
