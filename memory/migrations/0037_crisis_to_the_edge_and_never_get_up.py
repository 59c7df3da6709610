"""Floor patterns for three crises the lead found let through in the web chat and the
terminal (issue 15; session 46's note): going to a bridge, a cliff, a roof or the tracks to
jump or to end it; standing there and having thought of jumping; and wishing or not caring
to fall, hit one's head or lie down and never get up. The first two were only checked in
("I'm going to the bridge to jump.": the head's crisis 0.46; "Tonight I'll go to the bridge
and jump.": 0.70; "I stood on the bridge and thought about jumping.": 0.75, where 0035 reads
"thinking about it" only), the third let be ("I don't care if I hit my head and never get
up."): the head reads a fall, and the floor's "never wake up" is said of sleep. All checked
(``bench/refusal_pattern_rows.py``) against every benign and distress row of the train and dev splits of data/training.jsonl,
the hand-written dev sets and LoCoMo's development turns: the first matches none, the others
only rows already crisis or distress.

Crisis:
- the writer going, heading, walking, driving or climbing to a bridge, cliff, roof, ledge,
  top floor or the tracks to jump, to throw themselves or to end it, said of now, of a plan
  or of what they did; not jumping in, down, on, onto or over anything (the bus home, the
  grass), nor into a river, the sea or a pool, nor a bungee, a dive, a swim, a zip line, a
  summer or the kids (a summer's jumps remembered are read as a swim: ``homonyms``);
- standing or sitting on a bridge, a ledge, a roof or a platform's edge and having thought
  of jumping, letting go or ending it ("thought about it, then I took the job" is not);
- hoping, wishing, wanting or not caring to (fall, hit one's head, lie down ...) and never
  get up or wake up; not said of someone else ("I hope he ...", "my kids"), not "never get
  up before noon" or "early", and not of a bed, a sofa, a lazy weekend or an alarm.

The floor trigger is disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_TO_THE_EDGE = (
    r"\bi(?:'m| am|'ll| will| was| just| finally| then| nearly| almost| really)*"
    r"(?: going to| gonna| want to| wanna| have to| need to| could| might)? "
    r"(?:go|going|went|head|heading|headed|walk|walked|walking|drive|driving|drove|climb|climbed|climbing)(?: \w+){0,2}? "
    r"(?:to|up to|onto|on to|out to|down to|up on) (?:the |a |that )?"
    r"(?:bridge|cliff|cliffs|cliff edge|roof|rooftop|ledge|edge|tracks|railway tracks|top floor|car park roof)\b"
)
_JUMP = (
    r"\b(?:to jump|and jump|and jumped|to throw myself|and threw myself|and throw myself|to end it|and end it)\b"
    r"(?! (?:in|into|down|on|onto|up|over|across|out|at|the|a|rope|ship|for|around|about|back|aboard|with|straight|"
    r"off (?:it )?into)\b)"
    r"(?![^\n]*\b(?:into the (?:river|water|sea|lake|pool|harbou?r|canal)|bungee|swim\w*|div\w*|zip ?line|parachut\w*|"
    r"base ?jump\w*|kids|summer|paraglid\w*)\b)"
)
_NEVER_GET_UP = (
    r"\b(?:(?:don'?t|do not|wouldn'?t|would not) (?:care|mind) if|hope|hoping|wish|want to|wanna|pray)\b(?: that)?"
    r"(?! (?:that )?(?:he|she|they|you|it|we|my|his|her|their|the)\b)[^.!?\n]{0,40}\bnever (?:get|wake) up\b"
    r"(?! (?:before|early|on time|in time|until|till|til|at|when|feeling|for|to)\b)"
    r"(?![^\n]*\b(?:bed|sofa|couch|lazy|weekend|saturday|sunday|holiday|lie-?in|duvet|blanket|cozy|cosy|early|morning|alarm)\b)"
)
_THOUGHT_OF_JUMPING = (
    r"\b(?:stood|standing|stand|sat|sitting)\b[^.!?\n]{0,20}\b(?:on|at|by) (?:the |a )?(?:edge of (?:the |a )?)?"
    r"(?:platform(?: edge)?|edge|ledge|roof|bridge|cliff(?: edge)?|railings?)\b[^\n]{0,60}"
    r"\b(?:thought|think|wondered|wondering) (?:about|of) (?:jumping|doing it|ending it|letting go|stepping off|throwing myself)\b"
)
ADDED = {"crisis": [rf"{_TO_THE_EDGE}[^.!?\n]{{0,25}}{_JUMP}", _NEVER_GET_UP, _THOUGHT_OF_JUMPING]}


class Migration(migrations.Migration):

    dependencies = [("memory", "0036_crisis_said_as_public_posts_say_it")]

    operations = [_floor_patterns.adding(ADDED)]
