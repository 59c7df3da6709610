"""Crises said in the middle of a longer post, which a probe of the lead's let be or only
checked in (session 48), are withheld with the crisis resources by the floor's patterns
(migration 0042): the insurance the family would still get, tablets saved up, rather being
with her than here, twenty tablets taken (told the emergency number too), easier for everyone
if I wasn't around, cutting started again. Posts of the same length and shape that say nothing
of dying, and the patterns' own look-alikes, are not refused."""

import pytest

from memory import refusal
from tests.memory.refusal import verdicts

CRISES = [
    "I'm 34, I've been out of work for a year and the debts keep piling up. I've looked into how to make it look like an "
    "accident so the family still gets the life insurance.",
    "My family will get the insurance money, that's something.",
    "My mum died in March and I haven't been right since. I keep thinking I'd rather be with her than here.",
    "I've got the tablets saved up in the drawer.",
    "Hi. I don't really know who else to tell. I took about 20 of my sleeping tablets an hour ago and now I'm scared.",
    "So I failed the resit, which means I'm off the course. Every time I think about telling my parents I just think it "
    "would be easier for everyone if I wasn't around to disappoint them.",
    "Another night of crying. I used to cut when I was 15 and I've started again, it's the only thing that makes the "
    "noise stop.",
]
ORDINARY = [
    "I'm 34, I've been out of work for a year and the debts keep piling up. I've booked an appointment with Citizens "
    "Advice about a debt plan.",
    "My family will get the insurance money for the flood damage next month.",
    "The kids get the life insurance letters, not me, they're the beneficiaries on Dad's policy.",
    "My mum died in March and I haven't been right since. I keep thinking I'd give anything for one more cup of tea "
    "with her.",
    "I'd rather be with her than here at this boring party.",
    "I've got my tablets saved in the app so I can reorder them.",
    "I've taken 2 paracetamol for my headache.",
    "I took 10 minutes to find my tablets this morning.",
    "It would be easier for everyone if I wasn't around on Friday, so reschedule.",
    "Another night of crying over the breakup. I used to write poetry when I was 15 and I've started again, it really "
    "helps the noise stop.",
    "I used to cut my own hair and I've started doing it again to save money.",
]

test_the_crisis_is_withheld_with_resources, test_its_ordinary_twin_is_not_refused = verdicts.crisis_tests(CRISES, ORDINARY)


@pytest.mark.django_db
def test_an_overdose_taken_is_also_told_the_emergency_number(alice):
    verdict = refusal.evaluate("I took about 20 of my sleeping tablets an hour ago and now I'm scared.", user=alice)
    assert verdict.category == "crisis"
    assert "This sounds like an emergency" in verdict.reply and "findahelpline.com" in verdict.reply
