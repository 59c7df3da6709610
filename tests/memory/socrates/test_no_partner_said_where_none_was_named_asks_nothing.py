"""Having no partner said where nothing named one asks nothing: "I'm single." was asked of "So we both
have similar interests" in the conversation bench with the default install (the end reader reads
"single" as an end, and "we both" sits near the partner attribute). Said after years married, it
is still asked."""


def test_no_partner_said_after_what_names_none_asks_nothing(alice, asks_nothing):
    """"I'm single." was asked of "So we both have similar interests" in the conversation bench."""
    asks_nothing(alice, ["So we both have similar interests.", "We both love hiking."], ("I'm single.",))


def test_no_partner_said_after_years_married_is_still_asked(alice, said_long_ago, asked_in_their_words):
    asked_in_their_words(alice, [(said_long_ago(alice, "We've been married ten years."), "I'm single.")])
