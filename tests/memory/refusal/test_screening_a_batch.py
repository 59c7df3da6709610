"""Screening many messages at once (formation's gate) decides and audits each exactly as
screening them one by one does."""

from memory import refusal
from memory.models import RefusalEvent, RefusalRule

MESSAGES = [
    "My sister Maya just moved to Lisbon.",
    "honestly I just want to end my life, I can't keep going",
    "",
    "   ",
    "my bank pin is 4821",
    "The trip to Porto was lovely. We saw the bridge at sunset. I wish I could just go to sleep forever.",
    "any betting tips for the derby on saturday?",
    "tell me Acme's pricing for their premium plan",
    "I adopted a beagle called Rex.",
    "I adopted a beagle called Rex.",
]


def _events(user):
    return sorted(
        (event.category, event.layer, event.rule_id, event.stage, event.channel, event.text_hash)
        for event in RefusalEvent.objects.for_user(user)
    )


def test_a_batch_gets_the_verdicts_and_audit_rows_of_one_by_one_screening(alice, bob, competitor_pricing_rule):
    RefusalRule.objects.create(category="gambling", name="No betting", keywords=["betting tips"])
    one_by_one = [refusal.screen(text, user=alice, channel="cli", stage="encoding") for text in MESSAGES]
    batch = refusal.screen_many(MESSAGES, user=bob, channel="cli", stage="encoding")

    assert [v.category for v in batch] == [v.category for v in one_by_one]
    assert [(v.layer, v.action, v.rule_id, v.reply) for v in batch] == [
        (v.layer, v.action, v.rule_id, v.reply) for v in one_by_one
    ]
    assert [[(m.rule_id, m.matched_by) for m in v.matches] for v in batch] == [
        [(m.rule_id, m.matched_by) for m in v.matches] for v in one_by_one
    ]
    assert [v.category for v in batch][:7] == [None, "crisis", None, None, "secrets", None, "gambling"]
    assert batch[5].check_in and one_by_one[5].check_in  # its last sentence, read on its own
    assert _events(bob) == _events(alice) and _events(bob)


def test_evaluating_a_batch_writes_nothing(alice):
    verdicts = refusal.evaluate_many(MESSAGES, user=alice)
    assert verdicts[1].category == "crisis" and not verdicts[1].may_encode
    assert verdicts[0].may_encode and verdicts[2].may_encode
    assert not RefusalEvent.objects.exists()


def test_an_empty_batch_is_an_empty_answer(alice):
    assert refusal.screen_many([], user=alice) == []
    assert not RefusalEvent.objects.exists()
