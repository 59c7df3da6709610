"""The operator's review queue: refusal events of rules that only flag, apart from the
refusals; the message a flag rule fired on is kept and answered."""

from memory import cycle
from memory.models import Message, RefusalRule, RuleAction


def test_flagged_events_are_listed_apart_from_refusals(client, operator, alice, settings):
    settings.HIPPOCAMPUS = {**settings.HIPPOCAMPUS, "SEED": 7, "LLM_BACKEND": "none"}
    RefusalRule.objects.create(category="gambling", name="Betting talk", keywords=["parlay"], action=RuleAction.FLAG)
    RefusalRule.objects.create(category="payroll", name="Salaries", keywords=["payslip"])
    flagged = cycle.handle(cycle.Attention(user=alice, channel="web", text="I won a parlay at the races on Sunday."))
    cycle.handle(cycle.Attention(user=alice, channel="web", text="Here is my payslip for March."))
    assert flagged.reply is not None and Message.objects.get(pk=flagged.inbound.pk).text.startswith("I won a parlay")

    client.force_login(operator)
    queue = client.get("/admin/memory/refusalevent/?rule__action__exact=flag")
    everything = client.get("/admin/memory/refusalevent/")

    assert queue.status_code == 200 and everything.status_code == 200
    assert b"Betting talk" in queue.content and b"Salaries" not in queue.content
    assert b"Betting talk" in everything.content and b"Salaries" in everything.content
    assert b"Flag only" in queue.content
