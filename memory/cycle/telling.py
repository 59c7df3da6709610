"""The parts of a sentence that tells what happens in the person's days, shared by the kinds
``happenings`` and ``theirs`` read: who it is of (themselves, someone of theirs or someone
named), where (a named place) and what may follow it and say nothing more (when, where,
with whom); and how a reply names them and says their sentence back."""

from __future__ import annotations

import re

from memory.cycle import texting
from memory.cycle.context import addressed
from memory.cycle.referred import SOMEONE
from memory.cycle.moods import LEAD_IN
from memory.cycle.statements import opening

# What may follow what happens, phrase by phrase, and say nothing more than when, where, with
# whom or for what: "for a few days", "from Australia next month", "on Friday night".
REST = (
    r"(?:\s+(?:(?:on|in|at|for|from|over|with|this|next|last|until|till|around|during|after|before|since|along|across|through"
    r"|round|near|by)\s+[\w'-]+(?:\s+[\w'-]+){0,3}"
    r"|(?:at|by|towards?|around)\s+the\s+(?:end|start|beginning|middle)\s+of\s+(?:the\s+|this\s+|next\s+)?[\w'-]+"
    r"|tomorrow|tonight|today|yesterday|soon|later|again|too|as\s+well|this\s+\w+|next\s+\w+|last\s+\w+|every\s+(?:other\s+)?\w+"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon|evening|night))?"  # "my eye test Thursday"
    r"|all\s+(?:day|week|night|morning|afternoon|evening|weekend|month|year)|though)){0,3}"
)
# A day kept by a faith or a calendar, which going somewhere for makes a trip: "We're going to my brother's in Leeds
# for Eid." (the model: "That's a lovely choice. What time is it?").
FESTIVAL = (
    r"(?:christmas|easter|eid(?:\s+al-?\w+)?|diwali|hanukkah|chanukah|thanksgiving|passover|hogmanay|ramadan|vaisakhi|holi"
    r"|navratri|(?:chinese\s+|lunar\s+)?new\s+year|the\s+holidays)"
)
# Someone of theirs ("my parents", "our friends", "my friend Jake") or someone named; a whole word, which may be plural: "My
# husband Omar" was "My husband Oma" (the grandmother of other tongues) and "How long has Oma been doing that?" (the lead's
# walk in session 47).
THEIRS = (
    rf"(?:my|our)\s+(?:(?!(?:{SOMEONE})s\s)[\w-]+\s+)?(?:{SOMEONE}|in-laws|family|folks|kids|children|grandparents|cousins|friends|relatives|twins"
    # (not whose children they are, typed without the apostrophe: "my brothers boys" is read written out, ``texting``)
    r"|youngest|eldest|oldest|middle\s+one|little\s+one)(?:s\b(?!\s+(?:kids|boys|girls|children|twins|little\s+ones|grandkids|baby)\b)|\b)"
    r"(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)|,\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+),)?(?:\s+from\s+(?:work|school|uni|college|church|the\s+gym|choir))?"
    # "the wife", "the missus Sandra" (the lead's walks 20 and 23)
    r"|the\s+(?:wife|husband|missus|missis|hubby|other\s+half)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?\b"
    r"|our\s+(?!(?:House|Street|Town|Village|Church|School|Club|Team)\b)(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)"  # "Our Sian is expecting."
    # one of the children by their place: "The youngest, Aoife, started school in September." (the model: "That's lovely.
    # How do you plan to spend your time?")
    r"|the\s+(?:youngest|eldest|oldest|middle\s+one|little\s+one|baby)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)|,\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+),)?"
    # one of those in their care or at their work, by name: "One of our ladies, Edna, turned 100 yesterday …" (session 48's walk)
    r"|one\s+of\s+(?:my|our)\s+(?:[\w-]+\s+)?[\w-]+s,\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+),"
)
_NAMED = (
    r"(?!(?:We|You|He|She|They|It|The|A|An|My|Our|His|Her|Their|This|That|There|What|Who|Work|Today|Everyone|Everybody|Someone)\b)"
    r"(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)"
)
# ... or one of theirs by whose they are: "Priya's mum is coming to stay for a fortnight." (the model: "A fortnight?
# That's a bit of an adventure.", the lead's walk 12)
# ... or the children said with "the": "The girls lost their first teeth on the same day, mad." (walk 12)
WHO = rf"(?P<who>{THEIRS}|{_NAMED}['’]s\s+(?:{SOMEONE})\b|the\s+(?:twins|girls|boys|kids|children|young\s+one|young\s+fella|little\s+one)\b|{_NAMED}(?:\s+and\s+{_NAMED})?)"
# "My wife and I …", "Sam and I …", "The wife and I …": one subject, said back as "you and
# your wife …".
WITH_ME = re.compile(
    rf"^\W*(?P<with>{THEIRS}|{_NAMED}|the\s+(?:wife|husband|missus|missis|other\s+half|girls|lads|boys|kids|gang))\s+and\s+I\b",
    re.IGNORECASE,
)
ME_NOW = r"(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:(?:finally|also|all|just|really)\s+)?"
THEY_NOW = rf"{WHO}(?:\s+(?:is|are)|\s*'s|\s*'re)\s+(?:(?:finally|also|all|just)\s+)?"
# Who "he", "she" or "they" are when spoken to of them: "good luck to her!", "Ah, bless him".
OBJECT = {"he": "him", "she": "her", "they": "them"}
# A named place, with "the" before it or not ("Lisbon", "the Peak District").
PLACE = r"(?P<place>(?:the\s+)?(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))*)"


def whom(who: str) -> str:
    """Whom a reply names for someone of theirs: by the name they gave ("My daughter Ellie":
    "Ellie", "Our Siobhan's wee girl Niamh": "Niamh"), else as theirs ("your son", "Brenda's sister")."""
    # not whose they are ("Brenda's sister" is not Brenda), nor the word that opens it ("The young one")
    named = [name for name in re.findall(r"\b(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)\b(?!['’]s\b)", who) if name.lower() not in ("my", "our", "the")]
    return named[-1] if named else re.sub(r"^the\b", "the", addressed(who, opens=False), flags=re.IGNORECASE)


def said_back(sentence: str, with_whom: str = "") -> str:
    """``sentence`` as said to the person, to go on a sentence begun ("We're going to
    Lisbon" → "you're going to Lisbon"), with whom they said it of ("you and your wife went …")."""
    said = re.sub(rf"^\W*{LEAD_IN}", "", sentence, flags=re.IGNORECASE).strip().rstrip(".!").strip()
    said = texting.written_out(said).rstrip(".!?")  # the closing mark ``plain`` adds: the readers' sentences end on none (``END``)
    said = addressed(re.sub(r",?\s+(?:honestly|tbh|to\s+be\s+honest|actually|though|lol|haha|lmao)$", "", said, flags=re.IGNORECASE), opens=False)
    whom_said = re.sub(r"^the\b", "the", addressed(with_whom, opens=False), flags=re.IGNORECASE)
    return re.sub(r"^you\b", f"you and {whom_said}", said) if with_whom else said


# A statement said without its "I": "Had my flu jab …", "Been to chapel this morning, …".
_WITHOUT_I = re.compile(r"^(?=\W*(?:just|finally|had|got|went|been|ate|made|cooked|gave|lost)\b)\W*\w+", re.IGNORECASE)


def with_its_i(told: str) -> str:
    """``told`` with the "I" it was said without: "Had my flu jab …" is said back "You had your flu jab …"."""
    return _WITHOUT_I.sub(lambda verb: ("I've " if verb[0].strip(" \t").lower() == "been" else "I ") + verb[0].lower().lstrip(), told, count=1)


def said_again(told: str) -> str:
    """``told`` said back whole to open a reply, its "I" put back where it was left out ("Had scouse for tea." → "You had
    scouse for tea"), without its closing stop."""
    return opening(said_back(with_its_i(told.strip())).rstrip(" .!"))
