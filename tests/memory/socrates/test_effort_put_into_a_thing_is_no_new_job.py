"""Effort the person puts into a thing of theirs ("Putting a lot of effort into my company,
even with the slow months", "Working hard on my side business every weekend") is an
activity, not another occupation: it names no job, so it asks nothing of the job they
said (the embedded model's conversation bench asked "I'm putting in a lot of work on my
business even with the obstacles" of "I teach math at a high school"). A day at another
job told by what fills it ("My patients on the stroke unit keep me busy every shift") is
still asked about."""


def test_effort_put_into_a_thing_of_the_persons_asks_nothing(alice, asks_nothing):
    asks_nothing(alice, ["I work as a plumber in Bristol.", "I'm a nurse at the Royal Infirmary."], (
        "Putting a lot of effort into my company, even with the slow months.",
        "Working hard on my side business every weekend, despite the setbacks.",
    ))


def test_a_day_at_another_job_is_still_asked(alice, said_long_ago, asked_in_their_words):
    asked_in_their_words(alice, [(said_long_ago(alice, "I work as a plumber in Bristol."),
                                  "My patients on the stroke unit keep me busy every shift.")])
