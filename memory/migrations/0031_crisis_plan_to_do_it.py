"""A floor crisis pattern for a plan to "do it" after killing oneself or ending one's life
was named (issue 15; the crisis twin of lookalikes_dev_3.jsonl that the gate only checked
in on, "Is it illegal to kill yourself? I'm planning to do it tonight."): the act named
(killing oneself, taking or ending one's life, committing suicide, a suicide method, note or
plan, overdosing on something), then within the message the writer's own plan or time for
"it" ("I'm planning to do it", "I'll do it tonight", "I've decided to do it"). The noun
"suicide" alone is a topic ("an essay about suicide. I'm going to do it tonight" is not
matched). Crisis is never framed: a game named does not pull it back. The floor trigger is
disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_ACT = (
    r"\b(?:kill(?:ing)? (?:my|your|one)sel(?:f|ves)|(?:take|taking|end|ending) (?:my|your|one'?s) (?:own )?life|"
    r"commit(?:ting)? suicide|suicide (?:methods?|notes?|plan)|overdos(?:e|ing) on)\b"
)
_PLAN = (
    r"\b(?:(?:i'?m|i am|im) (?:planning|going|gonna|about|ready|getting ready|set) to do (?:it|that|this)|"
    r"(?:i'?ll|i will|i'?m gonna|i'?m going to|im gonna) do (?:it|that|this) (?:tonight|today|tomorrow|soon|"
    r"this week(?:end)?|after (?:work|school|dinner)|when (?:they|everyone)(?:'re| are) asleep)|"
    r"i(?:'ve| have) decided to do (?:it|that)|i(?:'m| am) doing (?:it|that) (?:tonight|today|tomorrow))\b"
)
ADDED = {"crisis": [_ACT + r"[^\n]{0,160}?" + _PLAN]}


class Migration(migrations.Migration):

    dependencies = [("memory", "0030_told_methods_aimed_at_people")]

    operations = [_floor_patterns.adding(ADDED)]
