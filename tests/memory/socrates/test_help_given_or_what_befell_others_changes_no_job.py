"""Help given besides what one does, and what befell others told of in a clause of their own, change
no job or home: "I just started helping out with a food drive for folks who lost their jobs" was
asked of "I work at a bakery in town" in the conversation bench with the default install (the end
reader read the folks' lost jobs as the person's). A new job said outright is still asked."""


def test_help_given_or_others_losses_ask_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I work at a bakery in town."], (
        "I just started helping out with a food drive for folks who lost their jobs.",
        "I've started giving a hand at my mate's garage on Saturdays.",
        "I've started volunteering with people who were made redundant.",
    ))


def test_a_new_job_said_outright_is_still_asked(alice, said_long_ago, asked_in_their_words):
    asked_in_their_words(alice, [(said_long_ago(alice, "I work at a bakery in town."), "I just started a new job at the council.")])

