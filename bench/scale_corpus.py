"""Synthetic memories for the scale benchmark: one person's beliefs, questions and chat.

Template text about people, places, preferences, routines and events, drawn with a seeded
generator so the same seed always gives the same corpus (and its cached embeddings stay
valid). Pure Python; no Django.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

NAMES = (
    "Maya Ana Ben Chloe Dario Elena Farid Greta Hugo Ines Jonas Keiko Liam Mei Nadia Omar Priya Quinn Rosa Sami "
    "Tara Umar Vera Wen Ximena Yusuf Zoe Aaron Bianca Carlos Dana Emil Fatima Gabe Hana Ivan Julia Kofi Lena Marco "
    "Nora Oscar Paula Rafael Sofia Tomas Uma Victor Wanda Yara Zack Alma Bruno Celia Diego Esther Felix Gloria Hector"
).split()
RELATIONS = (
    "sister brother mother father cousin aunt uncle neighbour colleague manager friend best-friend flatmate "
    "daughter son partner grandmother grandfather teacher coach dentist landlord"
).split()
PLACES = (
    "Lisbon Porto Berlin Hamburg Kyoto Osaka Lagos Accra Toronto Montreal Oaxaca Lima Cusco Tbilisi Krakow "
    "Vienna Edinburgh Galway Reykjavik Marrakesh Hanoi Seoul Busan Melbourne Hobart Nairobi Zanzibar Valparaiso "
    "Tallinn Bergen Seville Bologna Naples Split Bruges Lyon Marseille Istanbul Izmir Chiang-Mai"
).split()
FOODS = (
    "ramen|sourdough bread|dark chocolate|oat-milk lattes|spicy curry|sushi|falafel|pho|tacos al pastor|"
    "lemon tart|mushroom risotto|kimchi stew|grilled sardines|pierogi|jollof rice|cardamom buns|miso soup|"
    "banana bread|paella|dumplings|goat cheese|black olives|mango sticky rice|lentil soup"
).split("|")
ACTIVITIES = (
    "bouldering|trail running|sea swimming|pottery|watercolour painting|chess|salsa dancing|birdwatching|"
    "cycling to work|baking bread|learning Portuguese|playing the cello|woodworking|yoga at dawn|gardening|"
    "volunteering at the food bank|writing short stories|film photography|rowing|climbing|knitting|choir singing"
).split("|")
THINGS = (
    "a second-hand bike|a blue ceramic teapot|a film camera|a standing desk|a sourdough starter|a kayak|"
    "an old piano|a vegetable patch|a tiny apartment|a rescue greyhound|a tabby cat|a vintage record player|"
    "an electric scooter|a tent|a sewing machine|a telescope"
).split("|")
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
MONTHS = "January February March April May June July August September October November December".split()
FEELINGS = "thrilled anxious proud exhausted relieved nervous grateful frustrated calm excited".split()
JOBS = (
    "nurse|architect|teacher|data analyst|carpenter|translator|product manager|chef|paramedic|librarian|"
    "electrician|pharmacist|journalist|software engineer|vet|bus driver"
).split("|")
# Optional endings that vary otherwise identical statements, as real memories do.
ENDINGS = (
    "", "", "", " {name} told me so.", " That was back in {year}.", " I mentioned it on a {day}.",
    " It came up again in {month}.", " I still think about it.", " {name} agrees.", " It has been like that since {year}.",
)

# (kind, template). Fields: {name} {relation} {place} {food} {activity} {thing} {day} {month} {year}
# {feeling} {job} {n}.
TEMPLATES = (
    ("fact", "{name} is my {relation} and lives in {place}."),
    ("fact", "My {relation} {name} works as a {job} in {place}."),
    ("fact", "{name}'s birthday is on {n} {month}."),
    ("fact", "I moved to {place} in {month} {year}."),
    ("fact", "I bought {thing} in {month} {year} and use it every week."),
    ("fact", "{name} has two kids and a dog called Biscuit."),
    ("fact", "I met {name} at a {activity} class in {place}."),
    ("preference", "I love {food}, especially on cold {day} evenings."),
    ("preference", "I can't stand {food}; it reminds me of school lunches."),
    ("preference", "My favourite weekend thing is {activity}."),
    ("preference", "I prefer quiet cafés in {place} over busy bars."),
    ("preference", "{name} always orders {food} when we eat out."),
    ("goal", "I want to get better at {activity} this year."),
    ("goal", "I'm saving up to visit {place} with {name} in {month}."),
    ("goal", "I hope to run a half marathon before {month} {year}."),
    ("value", "Being honest with {name} matters more to me than being right."),
    ("value", "I try to spend every {day} without screens."),
    ("identity", "I think of myself as a {job} at heart, even when I'm not working."),
    ("fact", "On {n} {month} {year} I went {activity} with {name} near {place} and felt {feeling}."),
    ("fact", "Last {month} {name} and I argued about money; I felt {feeling} afterwards."),
    ("fact", "Every {day} I call my {relation} {name}."),
    ("fact", "{name} started a new job as a {job} in {month} {year}."),
    ("fact", "My {relation} {name} is allergic to {food}."),
    ("fact", "I was {feeling} when {name} visited me in {place} in {month}."),
    ("fact", "The {activity} club meets on {day}s at 7pm in {place}."),
)
QUESTIONS = (
    "What does {name} do for work?",
    "Where does my {relation} live?",
    "When is {name}'s birthday?",
    "What food do I like?",
    "Have I ever been to {place}?",
    "What did I do with {name} last {month}?",
    "Which hobbies am I trying to get better at?",
    "How did I feel after visiting {place}?",
    "Who did I meet at {activity}?",
    "What am I saving up for?",
    "Is {name} allergic to anything?",
    "What do I usually do on {day}s?",
)


@dataclass(frozen=True)
class SyntheticBelief:
    full: str
    compressed: str
    kind: str
    people: tuple[str, ...]
    topics: tuple[str, ...]


def _fields(rng: random.Random) -> dict:
    return {
        "name": rng.choice(NAMES),
        "relation": rng.choice(RELATIONS),
        "place": rng.choice(PLACES),
        "food": rng.choice(FOODS),
        "activity": rng.choice(ACTIVITIES),
        "thing": rng.choice(THINGS),
        "day": rng.choice(WEEKDAYS),
        "month": rng.choice(MONTHS),
        "year": rng.randint(2015, 2025),
        "feeling": rng.choice(FEELINGS),
        "job": rng.choice(JOBS),
        "n": rng.randint(1, 28),
    }


def beliefs(count: int, seed: int) -> list[SyntheticBelief]:
    """``count`` beliefs; the first n of ``beliefs(m, seed)`` equal ``beliefs(n, seed)``."""
    rng = random.Random(seed)
    made = []
    for _ in range(count):
        kind, template = rng.choice(TEMPLATES)
        fields = _fields(rng)
        statement = template.format(**fields)
        full = statement + rng.choice(ENDINGS).format(**_fields(rng))
        people = (fields["name"],) if "{name}" in template else ()
        topics = tuple(key for key in ("place", "food", "activity", "job") if "{" + key + "}" in template)
        made.append(SyntheticBelief(full, statement.split(";")[0][:120], kind, people, topics))
    return made


def questions(count: int, seed: int) -> list[str]:
    """``count`` questions a person might ask about their own memories."""
    rng = random.Random(seed + 1)
    return [rng.choice(QUESTIONS).format(**_fields(rng)) for _ in range(count)]


def chat(turns: int, seed: int) -> list[tuple[str, str]]:
    """``turns`` (speaker, text) chat lines alternating between the person and a friend."""
    rng = random.Random(seed + 2)
    speakers = ("Sam", rng.choice(NAMES))
    lines = []
    for position in range(turns):
        _, template = rng.choice(TEMPLATES)
        opener = rng.choice(("", "Oh, and ", "By the way, ", "Honestly, ", "Guess what: "))
        lines.append((speakers[position % 2], opener + template.format(**_fields(rng))))
    return lines
