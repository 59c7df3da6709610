"""Socrates quotes what the person says now without the words it leads in with ("and",
"yes", "so"): 'now you say "and I moved out of Hackney, …"' in a walk-through."""


def test_the_quote_leaves_out_the_words_it_leads_in_with(alice, say, said_long_ago):
    said_long_ago(alice, "I live in Hackney with my flatmate Priya.")
    reply = say(alice, "and I moved out of Hackney, I live in Camden with my boyfriend Yusuf now")
    assert 'now you say "I moved out of Hackney, I live in Camden with my boyfriend Yusuf now"' in reply.text
