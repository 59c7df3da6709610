"""The age of one of theirs just named, with what they are like, met by the pipeline when the model is a voice only
(DESIGN §7): "He's seven and full of beans." after a grandson staying (the model: "Ah, Finn! He's a true-eyed
boy."), "Fly's the older one, she's eleven and a bit deaf now." (the lead's walk: "I've got a bit of a heart for
her."). Read by ``happenings`` and by ``rituals`` (a fact of their life)."""

from __future__ import annotations

import re

from memory.cycle.referred import YOUNG_ONE
from memory.cycle.statements import END
from memory.cycle.telling import OBJECT

# The age of one just named, and a word of what they are like: "He's seven and full of beans."
# after a grandson staying (the model: "Ah, Finn! He's a true-eyed boy.").
_AGED = re.compile(
    # ... or of one named by their place among the children: "The youngest, Orla, is only two.", or of children
    # named together: "My twin boys Chidi and Emeka are six." (the model: "That's a wonderful family indeed!")
    # ... or of one named with a word of them before: "Fly's the older one, she's eleven and a bit deaf now." (the lead's
    # walk; the model: "I've got a bit of a heart for her."), "Taffy's getting on a bit, he's fourteen and sleeps most of the
    # day."; or named with the age first: "Bess is twelve now, she's slowing down but …", "Marmalade's fifteen and sleeps
    # about twenty hours a day." of a cat just named (the model: "What's a particular type of food?")
    rf"^\W*(?:(?:(?P<named>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))(?:'s|\s+is)\s+(?:[\w'-]+\s+){{0,4}}?[\w'-]+,\s+)?(?P<they>he|she)(?:'s|\s+is)"
    rf"|(?P<pet>(?!(?:It|That|This|There|What|Which|Who|Everything|Everyone)\b)(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))(?:'s|\s+is)|(?:my|our|the)\s+(?:{YOUNG_ONE}),?\s+(?P<name>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)),?\s+is"
    r"|(?:my|our)\s+(?:little\s+|youngest\s+|eldest\s+|oldest\s+)?(?:son|daughter|boy|girl|lad|lass|grandson|granddaughter|nephew|niece)"
    r",?\s+(?P<child>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)),?\s+is"
    r"|(?:my|our)\s+(?:twin\s+|two\s+|little\s+)?(?:boys|girls|sons|daughters|kids|children|twins),?\s+"
    r"(?P<names>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)\s+and\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)),?\s+are(?:\s+both)?)\s+"
    r"(?:only\s+|just\s+|nearly\s+|almost\s+)?"
    # a child's: what a grown-up is into is no question for an age
    r"(?P<age>[1-9]|1[0-7]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)"
    r"(?:\s+(?:years?\s+old|months?\s+old|now))?"
    r"(?:\s*(?:,|and|,\s*and)\s+(?:so\s+|really\s+|very\s+|such\s+a\s+|a\s+real\s+)?(?:full\s+of\s+beans|full\s+of\s+energy|lively|cheeky"
    r"|funny|clever|sweet|chatty|bright|energetic|curious|shy|quiet|mischievous|cute|gorgeous|lovely|adorable|a\s+handful"
    r"|a\s+live\s+wire|into\s+everything|(?:a\s+)?little\s+(?:monkey|chatterbox|character)|character|chatterbox"
    # ... or what they are scared of, or do: "She's five and terrified of the hoover." of a cat named just
    # before (the model: "You've got a wonderful little mouter."), "She's nine and sleeps about twenty hours a day.",
    # "He's three and he herds the grandchildren like sheep." of a collie (the model: "That's a wonderful story,
    # dear. What did you do there?"); not what is only "it" ("He's six and he loves it.")
    # ... or what the years bring: "… eleven and a bit deaf now"
    r"|(?:(?:he|she)(?:'s|\s+is)\s+)?(?P<old>(?:(?:a\s+bit|a\s+little|going|getting|quite)\s+)?(?:deaf|blind|grey|gray|stiff|creaky"
    r"|doddery|arthritic|slowing\s+down|getting\s+on(?:\s+a\s+bit)?)(?:\s+now|\s+these\s+days)?)(?:,?\s+but\s+[\w'\s-]{3,60}?)?"
    r"|(?:(?:he|she)\s+)?(?P<like>(?:scared|terrified|afraid|frightened)\s+of\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?"
    # ... still or always: "Meg's nine now and still chases the postman." (the lead's walk; the model: "Meg's nine, she is no more!")
    r"|(?:(?:still|always|forever|constantly)\s+)?(?:sleeps|snores|eats|barks|purrs|chases|follows|steals|loves|adores|hates|herds|guards|digs|chews|climbs|rules|bosses"
    r"|howls|hides)\b(?!\s+(?:it|that|this|them)\b)(?:\s+[\w'-]+){1,5}"
    r"|(?:obsessed\s+with|mad\s+about|crazy\s+about|really\s+into|into)\s+(?!(?:everything|it|that)\b)[\w'-]+(?:\s+[\w'-]+){0,3})))?" + END,
    re.IGNORECASE,
)
_AN_AGE = (
    "What a lovely age! What{be} {they} into at the moment?",
    "Ah, {age} — a lovely age. What {do} {they} like doing?",
)
_GETTING_ON = ("Bless {them} — {age} and {like}. How is {they} keeping otherwise?", "Ah, {age} — {like}, bless {them}. Is {they} still enjoying life?")
_LIKE_THAT = ("Ah, bless {them} — {age} and {like}! What else is {they} like?", "What a character — {age} and {like}! What else does {they} get up to?")


def aged(sentence: str, pick: int) -> str | None:
    """The reply in wording ``pick`` to the age of one just named (``_AGED``), or None."""
    if (found := _AGED.match(sentence)) is None:
        return None
    they = found["names"] or found["name"] or found["child"] or found["named"] or found["pet"] or found["they"].lower()
    several, like = bool(found["names"]), found["like"] or found["old"]
    wordings = _GETTING_ON if found["old"] else _LIKE_THAT if like and not several else _AN_AGE
    return wordings[pick].format(
        they=they, them=OBJECT.get(they, they), age=found["age"].lower(), like=like and like.lower(),
        be=" are" if several else "'s", do="do" if several else "does",
    )
