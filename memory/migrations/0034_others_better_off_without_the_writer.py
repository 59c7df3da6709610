"""A floor pattern for the writer's belief that the people in their life would be glad of
their absence (issue 15): "everybody in my life would be relieved if I stopped being
around" (the WhatsApp import fixture's crisis message, a known miss of the head: crisis
0.10, under the check-in, tests/memory/people/imports), "my family would be happier if I
wasn't here", "they'd all be fine if I just disappeared". Perceived burdensomeness is one
of the warning signs crisis lines name; "better off without me" (0007) and "no longer a
burden for anyone" (0032) said it in other words.

Matched: the people in the writer's life (everyone, my family, my kids, they all …) would
be relieved, happier, fine, better or glad, if the writer were gone, not around or here,
stopped being around, disappeared, died or did not exist. Not matched: an absence from a
place or for a while ("if I stopped being around the office so much", "if I wasn't here
at Christmas", "if I disappeared for a weekend"), an act of theirs ("if I stopped
singing in the shower"), or someone else's absence ("if he stopped being around").

The floor trigger is disabled only around this statement (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_PEOPLE = (
    r"(?:every(?:one|body)(?: (?:in|around) my life| i know)?|my (?:whole )?(?:family|kids|children|parents|friends|wife|"
    r"husband|partner|mum|mom|dad)|(?:they|we|you)(?: all)?|people|the world|no one would (?:even )?care)"
)
_GLAD = r"(?:relieved|happier|better|fine|glad|better off|lighter|easier)"
_GONE = (
    r"(?:(?:was|were|am) (?:gone|dead|not (?:around|here))|(?:wasn'?t|weren'?t) (?:around|here)|stopped being (?:around|here|alive)"
    r"|(?:just )?disappeared|(?:just )?died|(?:just )?vanished|didn'?t exist|never existed|(?:was|were) never born)"
)
# What keeps the absence ordinary: a place or a time after it ("around the office", "here at
# Christmas", "for a weekend").
_ONLY_AWHILE = r"(?!\s+(?:at|in|on|for|from|during|this|next|over|the|so much|as much|all the time|when)\b)"

ADDED = {
    "crisis": [
        rf"\b{_PEOPLE}\b[^.!?\n]{{0,20}}\b(?:would|'d|will)(?: all| just)? be {_GLAD}\b[^.!?\n]{{0,20}}\bif i\b"
        rf"(?: just| simply)? {_GONE}{_ONLY_AWHILE}",
    ],
}


class Migration(migrations.Migration):

    dependencies = [("memory", "0033_crisis_preparations_and_lethality_in_distress")]

    operations = [_floor_patterns.adding(ADDED)]
