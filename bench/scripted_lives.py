"""Which scripted changes of fact each replayed person carries (the conversation bench,
issue 14).

A scripted change is a fact of the person's ("I'm dating Sam.") and, sessions later, its
change ("Sam and I split up last month."). Placed at random into one life, two changes of
one attribute interleave ("I'm dating Sam." … "I'm single." … "I'm married to Tom." …
"Sam and I split up"): by the split the person has already said twice that Sam is
history, so staying quiet is right, yet the bench counted a miss; and the third of them
is itself a change of the second, counted apart as a collision. A scripted fact that the
speaker's own story contradicts (the bench made conv-30's Jon say "I teach math at a high
school." while his LoCoMo turns lose a job and open a dance studio) makes the pipeline's
rightful question a false challenge. So each life takes at most one change per
attribute, and none of an attribute its speaker's replayed turns speak of (the words of
``STORY``, read on the bench's side, not the pipeline's). Each change is used about as
often as the others across the lives, in at most half of them.
"""

from __future__ import annotations

import random
import re

# The attribute each scripted change is about, by its first statement.
ABOUT = {
    "I live in Lisbon.": "home",
    "I live with my parents.": "home",
    "I live in Chicago.": "home",
    "I live in a small flat downtown.": "home",
    "My brother lives with me.": "home",
    "I work as a nurse at the city hospital.": "work",
    "I work at a bakery in town.": "work",
    "I love my job at the school.": "work",
    "I teach math at a high school.": "work",
    "I love my boss.": "work",
    "I'm married to Tom.": "partner",
    "I'm single.": "partner",
    "I'm dating Sam.": "partner",
    "I'm engaged to Marco.": "partner",
    "I'm a vegetarian.": "diet",
    "My favourite food is sushi.": "food",
    "I love running.": "running",
    "I don't drink coffee.": "coffee",
    "My favourite band is Radiohead.": "music",
    "I play the guitar in a band.": "instrument",
    "I don't play any instruments.": "instrument",
    "I don't have a car.": "car",
    "I drive a red Honda.": "car",
    "I have two cats.": "pets",
    "I don't have any kids.": "children",
    "I don't speak Spanish.": "language",
}

# What a speaker's own turns say they have or do, by attribute: said of themselves ("my
# dance studio", "the wife and kids"), not of others ("Nice job!", "your kids").
_MY = r"\b(?:my|our) (?:\w+ )?"
STORY = {
    "home": r"\b(?:i|we) (?:live|lived|moved|relocated)\b|" + _MY + r"(?:house|apartment|flat)\b|\bmy home\b(?! ?(?:country|town|life))",
    "work": r"\bi work\b|" + _MY + r"(?:job|boss|career|coworkers?|colleagues?|office|business|company|studio|shifts?|clients?)\b",
    "partner": r"\bi'm (?:married|single|dating|engaged|divorced)\b|\bthe (?:wife|husband)\b|"
    + _MY + r"(?:wife|husband|girlfriend|boyfriend|partner|fianc[eé]e?)\b",
    "diet": r"\bi(?:'m| am) (?:a )?(?:vegetarian|vegan)\b|\bi (?:don't |never )?eat meat\b",
    "food": r"\bmy favou?rite (?:food|dish|meal)\b",
    "running": r"\bi (?:go (?:for a )?(?:run|running|jogging)|jog|love running(?! \w))\b|" + _MY + r"(?:marathon|5k|10k)\b",
    "coffee": r"\bi (?:don't )?drink coffee\b|\bmy coffee\b",
    "music": r"\bmy favou?rite (?:band|song|singer|music)\b",
    "instrument": r"\b(?:i|i'm|just) (?:\w+ )?(?:play|played|playing|learn|learning) (?:the |a |any )?"
    r"(?:guitar|piano|violin|drums|instruments?|ukulele|cello)\b|" + _MY + r"(?:guitar|piano|violin|drums|ukulele|cello)\b",
    "car": r"\bi (?:drive|drove)\b|" + _MY + r"car\b",
    "pets": _MY + r"(?:pets?|dogs?|cats?|puppy|puppies|kitten|turtles?)\b",
    "children": _MY + r"(?:kids?|sons?|daughters?|children|baby)\b",
    "language": r"\bi (?:speak|don't speak|learn|am learning|'m learning) spanish\b",
}
_STORY = {attribute: re.compile(pattern, re.IGNORECASE) for attribute, pattern in STORY.items()}


def told_of(texts) -> set[str]:
    """The attributes ``texts`` (one speaker's replayed turns) speak of."""
    texts = list(texts)
    return {attribute for attribute, words in _STORY.items() if any(words.search(text) for text in texts)}


def lives(stories: list[set[str]], change_sets: dict, rng: random.Random) -> list[dict]:
    """For each life (the attributes its story speaks of), the change sets it carries (set
    name → pairs): at most one change per attribute, none of its story's attributes, each
    change in at most half the lives. The lives choose in turns, one change a turn, the
    least used first (ties broken by ``rng``), so they carry about as many each."""
    pool = [(name, pair) for name, pairs in change_sets.items() for pair in pairs]
    used = {pair: 0 for _, pair in pool}
    most = max(1, (len(stories) + 1) // 2)
    taken = [set(story) for story in stories]
    carried: list[dict] = [{name: [] for name in change_sets} for _ in stories]
    choosing = True
    while choosing:
        choosing = False
        for life in rng.sample(range(len(stories)), len(stories)):
            open_ = [(used[pair], rng.random(), name, pair) for name, pair in pool
                     if ABOUT[pair[0]] not in taken[life] and used[pair] < most]
            if open_:
                _, _, name, pair = min(open_)
                taken[life].add(ABOUT[pair[0]])
                used[pair] += 1
                carried[life][name].append(pair)
                choosing = True
    return [{name: pairs for name, pairs in sets.items() if pairs} for sets in carried]
