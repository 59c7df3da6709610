"""Socrates mode 1 on quantities said anywhere in the person's clauses and in a stretch of
time, and on a kind of what "I've never …" or "we're not … people" denies (issue 14):
"They raised me to $60k" after "I'm paid $48,000 a year" (the clause opens with someone
else, the pay is the person's), "Now that we're down to one dog" after "I've got two
dogs", "Doing five days a week" after "I work three days a week", "maybe five hours a
night" after "I sleep nine hours a night" (a hedge of an amount, nothing unreal), a
cigarette after "I've never smoked" (whose "smoked" the cue readers take for an end), a
kitten after "We're not cat people". Each is asked about once, quoting the person; a
change found so is applied only on a yes. Someone else's days, hours or things (a
possessive: "my neighbour's kitten"), a wish, and the same number again ask nothing."""

from memory import socrates
from memory.models import BeliefRevision
from memory.socrates import ASKED


def test_a_quantity_in_any_clause_is_asked_once_in_the_persons_words(alice, say, said_long_ago, asked_in_their_words):
    pay = said_long_ago(alice, "I'm paid $48,000 a year.")
    dogs = said_long_ago(alice, "I've got two dogs.", days=35)
    days = said_long_ago(alice, "I work three days a week.", days=45)
    sleep = said_long_ago(alice, "I sleep nine hours a night.", days=50)
    smoking = said_long_ago(alice, "I've never smoked in my whole life.", days=55)
    cats = said_long_ago(alice, "We're not cat people at all.", days=60)

    changes = ((pay, "They raised me to $60k last month, still buzzing."),
               (dogs, "Now that we're down to one dog the walks are much shorter."),
               (days, "Doing five days a week since the merger."),
               (sleep, "Getting maybe five hours a night with the teething."),
               (smoking, "Had a cigarette behind the pub after work, it's becoming a habit."),
               (cats, "Cuddled the new kitten on the sofa all evening."))
    asked_in_their_words(alice, changes)
    for old, text in changes:
        assert not say(alice, text).text.endswith(socrates.SURFACED)  # asked once
    assert BeliefRevision.objects.for_user(alice).filter(llm_verdict=ASKED).count() == len(changes)


def test_a_quantity_in_any_clause_waits_for_a_yes(alice, settled_by_a_yes):
    settled_by_a_yes(alice, "I work three days a week.", "Doing five days a week since the merger.", "five days")


def test_someone_elses_quantities_and_things_ask_nothing(alice, asks_nothing):
    earlier = [
        "I'm paid $48,000 a year.",
        "I work three days a week.",
        "I sleep nine hours a night.",
        "We're not cat people at all.",
        "I don't own a car.",
    ]
    texts = (
        "If they raised me to $60k I'd be thrilled.",
        "My flatmate works five days a week at the hospital.",
        "My husband only sleeps five hours a night.",
        "I work three days a week, which suits me fine.",
        "My neighbour's kitten climbed over our fence again.",
        "Borrowed my sister's car to get to the airport.",
    )
    asks_nothing(alice, earlier, texts)
