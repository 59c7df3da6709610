"""A message that only greets, thanks, takes leave or takes in what was said ("ok",
"lol": ``text.phatic``) gets the ritual back from the pipeline when the model is a voice
only (DESIGN §7): the embedded 135M answered "Thanks! Talk later." with "What do you
want?", "ok thanks, good night" with "What's the best way to get to Japan?" and "cool"
with "You're not alone in this world." in terminal walk-throughs. So does news that has
its own: a death of someone of theirs gets condolences ("My grandmother died last night."
got "Sighing on the altar, dear." and "The sweetest thing ever."), and short good news
congratulations ("I passed my driving test!" got "How about next time?"), and a few plain
statements of their life and of what happens in their days their own acknowledgement
(``acknowledged``, ``happenings``), a grumble sympathy (``complaints``), and a question of
what the assistant thinks is asked back (``opinions``). It is said as the assistant says anything, not as a
note from the pipeline.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory import archive, llm
from memory.llm import capability
from memory.models import names_of
from memory.cycle import (
    acknowledged, ages, antics, catching_up, complaints, farming, grounding, happenings, heartfelt, in_their_care, meals, milestones, mishaps, moments, moods,
    occupation, opinions, plans, results, seen_to, texting, their_health, their_work, theirs, told_by, upset, weather, worn_down,
)
from memory.cycle.context import addressed
from memory.cycle.losses import condolences
from memory.cycle.occupation import AGED_FIRST, INTRODUCED_THEN, JOB_WITHOUT_A, YEAR_OF_STUDY
from memory.cycle.replies import four_grams, repeats
from memory.cycle.said_back import TOPIC_TURN
from memory.cycle.statements import opening
from memory.cycle.telling import said_back, whom
from memory.text import about_the_assistant, extraction, phatic, ritual_head, valence_head


def ritual(
    user, text: str, *, checked_in: bool = False, after: Callable[[], str] = str, before: Callable[[], str] = str,
) -> str | None:
    """A greeting, thanks or goodbye returned (``phatic.kinds``, else ``learned``) for a voice-only model, or
    what the assistant is when asked (``about_the_assistant``), a word of support when asked how
    to tell someone of theirs (``heartfelt.hard_talk``), or condolences, an
    acknowledgement (``acknowledged``, ``happenings``; a low feeling after the hard going the
    person's message ``before`` told, ``moods.after_that``) or congratulations for what the
    message tells, or None. Said as the assistant says anything, not as a note from the
    pipeline. ``after`` gives the reply before, ``before`` the person's message before; each
    is read only when needed."""
    if checked_in or capability.gives_verdicts(llm.get_llm()):
        return None
    if (asked := about_the_assistant.asked(text)) is not None:
        return ITSELF[asked]
    if (talk := heartfelt.hard_talk(text)) is not None:
        return talk
    names = " ".join(names_of(user))
    for said in (text, texting.plain(text)):  # as typed, then written out: "gonna crash now, night x"
        if kinds := phatic.kinds(said, names):
            return returned(kinds, said, archive.told_name(user))
    turned = _TURNED_TO.sub("", text)  # "On a brighter note my sister …": the news after the turn is met
    written = texting.plain(turned)  # "soz ive been awol, …": read written out where it is not met as typed
    return (
        condolences(turned) or catching_up.back(turned, told) or catching_up.back(written, told) or moods.after_that(written, before)
        or told(turned, after) or introduced_then(turned) or congratulations(written) or congratulations(turned) or learned(user, text)
    )


def learned(user, text: str) -> str | None:
    """A farewell, thanks or greeting in words the lists do not name, read by the learned
    head (``text.ritual_head``: "Cheers, you always cheer me up."), returned, or None. Read
    after every other reading: the head is the least sure of them."""
    kinds = ritual_head.kinds(text)
    return returned(kinds, text, archive.told_name(user)) if kinds else None


_TURNED_TO = re.compile(rf"^\W*(?:{TOPIC_TURN})\W+(?=\w)", re.IGNORECASE)


def told(text: str, after: Callable[[], str] = str) -> str | None:
    """The pipeline's acknowledgement of one plain statement (``acknowledged``) or of what
    happens in the person's days (``happenings``), or None; a message typed as people text is
    read written out (``texting``) when it is not met as typed. Its other wording when the
    first repeats the reply before it (``after``, read only then): three plain statements in
    a row were each met "Oh nice — how long have you …?" (the conversation bench)."""
    text = occupation.as_retired(texting.without_filler(text))  # said back without its "ugh"
    written = texting.plain(text)
    # written out first where the "I" was left out in lower case ("missed my bus …" was said back "Missed your bus …") or
    # where it opens "me and …"
    said, other = (written, text) if texting.read_written_first(text) else (text, written)
    reply = _acknowledged(said, 0)
    if reply is None and other != said:
        reply, said = _acknowledged(other, 0), other
    if reply is None or not repeats(reply, before := four_grams(after())):
        return reply
    other = _acknowledged(said, 1)
    return other if not repeats(other, before) else reply


def _acknowledged(said: str, shift: int) -> str | None:
    """``said`` acknowledged by the first of ``_READERS`` that meets it, in wording ``shift``,
    without a remark that only echoes the word it follows (``_ECHO``), or None."""
    reply = next((reply for read in _READERS if (reply := read(said, shift)) is not None), None)
    return reply and _ECHO.sub(r"\1\2", reply)


# A remark that echoes the word said back before it: "Been to church this morning, the choir was lovely." got "… the choir
# was lovely — lovely. Was there a good turnout?" (the lead's walk 24).
_ECHO = re.compile(r"\b(\w+)\s+—\s+(?:aw,\s+)?(?:how\s+|that's\s+|so\s+)?\1\b\s*([.!])", re.IGNORECASE)


# Two facts of their life joined in one message: "My husband Ciaran drives a bin lorry, and we've a spaniel
# called Juno." (the model: "That's a wonderful name! … fitting one for a husband and a dog."; a fact with a
# remark after it was met as the fact alone, the second fact passed over).
_TWO_FACTS = re.compile(r"^\W*(?P<first>[^,;]+?)\s*[,;]?\s+and\s+(?P<second>(?:we|i|my|our)\b[^;]+?)\s*[.!]*\s*$", re.IGNORECASE)


def both(text: str, shift: int = 0) -> str | None:
    """Two facts of their life (``of_their_life``) joined by "and", each said back, with the
    question the second would get alone (wording ``shift``), or None."""
    found = _TWO_FACTS.match(text.strip())
    if found is None:
        return None
    first, second = found["first"] + ".", opening(found["second"]) + "."
    if not (of_their_life(first) and of_their_life(second)):
        return None
    asked = re.findall(r"[^.!?—]+\?", _acknowledged(second, shift) or "")
    return f"Noted — {said_back(first)}, and {said_back(second)}." + (f" {opening(asked[-1].strip())}" if asked else "")


# A pet named, then its age and ways: "I've a cat called Sooty, he's fifteen and rules the house." (the model passed over
# the age: "Sooty sounds like a good companion. How long have you had Sooty?", the lead's eighth walk)
# ... or children named after a comma, then their age: "We've got twin girls, Asha and Mira, they're six." (the model: "I
# see. Tell me more?", the lead's walk 12)
_ARE = re.compile(r"^(?:'re|\s+are)")
_NAMED_THEN_AGED = re.compile(
    r"^(?P<had>.+?(?:\b(?:called|named)\s+|,\s*)(?P<name>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:\s+and\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?))\s*,\s*(?:and\s+)?"
    r"(?P<they>he|she|they)(?P<rest>(?:'s|'re|\s+is|\s+are)\s+.+)$",
    re.IGNORECASE,
)


def named_then_aged(text: str, shift: int = 0) -> str | None:
    """The reply to one of theirs named (``acknowledged``) and then aged with what they are like (``ages.aged``), in
    wording ``shift``, or None."""
    found = _NAMED_THEN_AGED.match(text.strip())
    if found is None or acknowledged.acknowledgement(found["had"] + ".") is None:
        return None
    if found["they"].lower() == "they":  # read as several of theirs: "our children Asha and Mira are six"
        rest = _ARE.sub(" are", found["rest"])
        return ages.aged(f"Our children {found['name']}{rest}", shift % 2)
    return ages.aged(f"{found['name']}{found['rest']}", shift % 2)


# What meets a plain statement, first first: two facts of their life (``both``), a plain statement, a happening, a grumble
# or what someone of theirs keeps telling them (``told_by``), a question of what the assistant thinks asked back
# (``opinions``), and the moments of their days each reader names.
_READERS = (
    their_work.divided, named_then_aged, both, acknowledged.acknowledgement, meals.acknowledgement, happenings.acknowledgement,
    complaints.acknowledgement, told_by.acknowledgement, theirs.no_present, theirs.nervous, plans.unsure, plans.leaving,
    weather.acknowledgement, moods.hard_day, worn_down.worth_it, moods.and_nervous, opinions.asked_back, mishaps.acknowledgement,
    antics.acknowledgement, seen_to.acknowledgement, results.acknowledgement, in_their_care.acknowledgement,
    upset.acknowledgement, their_health.acknowledgement, plans.day_off, moments.acknowledgement, farming.acknowledgement,
    milestones.acknowledgement, their_work.starting,
)


def of_their_life(sentence: str) -> bool:
    """Whether ``sentence`` is a plain fact of the person's life (``acknowledged``: a pet, their
    children, their work, where they live), of what someone of theirs works as (``their_work``) or
    of how old they are (``ages.aged``)."""
    return any(found is not None for found in (
        acknowledged.acknowledgement(sentence), their_work.told_back(sentence), ages.aged(sentence.strip(), 0)))


# What they are said with no verb after their name: "Name's Geoff, retired postman from
# Swansea.", "I'm Jo, a nurse in Leeds." — read as "I'm a …"; what they do said with no "I"
# ("im Leah, 24, work in marketing in Manchester" got "Good day to you.") as "I …".
_WHAT_THEY_ARE = re.compile(
    r"^(?:(?P<a>an?)\s+(?!(?:bit|little|lot)\b)[a-z]|(?P<from>retired\s+(?:from|and)\s|studying\s)|retired\s+[a-z]|(?P<do>work|live|teach|drive|run)\s"
    # a job by its grade: "I'm Hannah, trainee solicitor in Glasgow." (the model: "What a pleasure to meet you!")
    rf"|{YEAR_OF_STUDY}?(?:trainee|junior|senior|student|qualified|freelance|head|chief|assistant|deputy|lead|staff)\s+[a-z-]+\s+(?:in|at|for)\s"
    # ... or by a word of work without "a": "Alright, I'm Terry, black cab driver, born and bred in Bethnal Green." (the model:
    # "Bethnal Green, Terry. What a lovely place to call home.", the lead's walk 27)
    rf"|{JOB_WITHOUT_A})",
    re.IGNORECASE,
)


def introduced_then(text: str) -> str | None:
    """A first message that gives the writer's name, then one thing ``told`` acknowledges:
    met by name, then acknowledged ("Nice to meet you, Aisha! Oh nice — how long have you
    been a pharmacist?"); the 135M answered "I'm Aisha. I work as a pharmacist in
    Manchester." with "I'm always happy to help." (a walk-through)."""
    found = INTRODUCED_THEN.match(text)
    name = phatic.introduced(text[: found.end("here" if found["here"] else "here_only" if found["here_only"] else "name")]) if found else ""
    if not name or name.lower() != found["name"].lower():
        return None
    rest = AGED_FIRST.sub("", found["rest"])
    said = told(rest) or congratulations(text)  # "I'm Hannah, I've just had a baby!"
    if said is None and (what := _WHAT_THEY_ARE.match(rest)):
        said = told(("I " if what["do"] else "I'm " if what["a"] or what["from"] else "I'm a ") + rest)
    return f"Nice to meet you, {name}! {said}" if said else None


# Good news told in a few words (``extraction.news``), cheered in one of these, the same one
# for the same words.
CHEERS = (
    "Congratulations — that's wonderful news! How are you feeling?",
    "That's brilliant, well done! How are you going to celebrate?",
    "Congratulations! You must be thrilled. How does it feel?",
)
# Their own wedding: "My fiancée Kemi and I are getting married in August!" (the model: "Wedding planning can
# be quite exciting. How have you been?").
_GETTING_MARRIED = r"\b(?:we'?re|we\s+are|i'?m|i\s+am|and\s+i\s+are)\s+(?:finally\s+|officially\s+)?getting\s+married\b"
_GOOD = re.compile(
    # (not care booked in: "I need a filling and the dentist is booked for Friday." was cheered, walk 18's look-alike)
    r"\b(?:passed|won(?!['’]t)|landed|booked(?!\s+(?:in|up|for|on|at|with)\b)|bought|graduated|aced|nailed|qualified|published|launched|promoted"
    # top grades: "our Elin got her A level results today, straight As!!" (the model: "You're quite proud of yourself!",
    # talk32's second walk)
    r"|(?-i:straight\s+(?:A\*?|9)['’]?s|all\s+(?:A\*?|9)['’]?s)"
    # (not word from someone, which may be of anything: "Got a call from the school about Jordan again." was cheered)
    # a pupil's or a worker's star: "My daughter got star of the week." (the model's)
    r"|got\s+(?:star|student|pupil|player|reader|writer|worker|employee|volunteer)\s+of\s+the\s+(?:week|month|term|year|match)"
    r"|got\s+(?:(?:the|a|an|my|our)\b(?!\s+(?:[\w£,-]+\s+){0,2}?(?:call|letter|email|e-mail|text|message|voicemail|bill|invoice|visit)\b)"
    # (not what is coming: "got my first OSCE on thursday, proper bricking it" was congratulated, the lead's walk 25)
    r"(?!(?!\s+(?:new\s+|dream\s+)?(?:job|promotion|place|offer|keys|results?|contract|house|flat|car)\b)"
    r"[^.!?,]*?\b(?:on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|next\s+(?:week|month)"
    r"|this\s+(?:morning|afternoon|evening|weekend))\b)"
    r"|into|in|engaged|married)\b"
    # picked: "Our Siobhan's wee girl Niamh got picked for the school choir!" (the model: "That was a bit of a joke", the lead's
    # eighth walk)
    r"|(?:got|was|were|has\s+been|'s\s+been)\s+(?:picked|chosen|selected)\s+(?:for|as|to)\b(?!\s+(?:jury|an?\s+(?:random\s+)?(?:check|search|test|audit)))"
    # a post offered: "my boss offered me the senior stylist job today!!" (the model: "You're going to be the next in line …")
    r"|offered\s+(?:(?:me|us|him|her|them)\s+)?(?:the|a|an|my)\s+(?:[\w-]+\s+){0,3}?(?:job|role|position|post|promotion|contract"
    r"|place|apprenticeship|scholarship|internship|partnership)\b"
    # a post given: "Gary's just been made a partner at his firm." (the model: "What's your favourite partner?", talk31's walk)
    rf"|(?:been|got|was|were|'s)\s+(?:just\s+)?made\s+(?:an?\s+|the\s+)?{occupation.POST}\b"
    rf"|{_GETTING_MARRIED}"
    # the forces or a service joined: "Grandson's just joined the Navy, we're right proud." (the lead's walk 26)
    r"|joined\s+(?:the\s+)?(?:royal\s+)?(?:navy|army|raf|air\s+force|marines|police|fire\s+service|fire\s+brigade|coastguard|lifeboat\s+crew)"
    # a baby: "I've just had a baby!" (the model: "Not a bad choice, though I'm sure you'd love it.")
    r"|had\s+(?:a|our|my|the)\s+(?:(?:beautiful|little|new|gorgeous)\s+)?(?:baby|little\s+(?:boy|girl)))"
    # news, not a state: "We're engaged!", not "I'm married to Tom."
    r"|^\W*(?:i'?m|we'?re|we\s+are|i\s+am)\s+(?:(?:finally|officially|now)\s+)?(?:engaged|married|pregnant|expecting)\s*!",
    re.IGNORECASE,
)


# Good news whatever the valence head reads: a job or a place got, a promotion ("My boyfriend Dev just got a new job." read
# as bad by it, 0.3 and over, and left to the model: "Congratulations, I would love the chance to meet you.", walk 15).
_SURE = re.compile(
    r"\b(?:got|landed|been\s+offered)\s+(?:(?:a|an|the|her|his|their|my|our)\s+)?(?:new\s+|dream\s+|first\s+)?"
    r"(?:job|promotion|apprenticeship|scholarship|internship|place\s+at)\b|\b(?:got|been|was)\s+promoted\b"
    # a win after doing well said as an idiom: "I killed it at the pub quiz last night, we won!" (read as bad for "killed"; the
    # model: "We did it again last night. What was that about?", the lead's walk in session 47)
    r"|\b(?:killed|smashed|nailed|crushed|aced|owned)\s+it\b[^.!?]*\b(?:we|i)\s+won\b(?!['’]t)"
    # a test passed, a place or a licence got, not denied or with a snag: "my missus Jade just got her provisional licence through"
    # (the model: "What was that about?"), "… has been accepted to study medicine …" (session 48's walks)
    r"|(?<!n't\s)(?<!not\s)(?<!never\s)\b(?:passed\s+(?:(?:his|her|their|my|our|the)\s+)?(?:driving\s+|theory\s+|practical\s+)?test"
    r"|(?:been|was|were|got)\s+accepted\s+(?:to|into|onto|on|at)|got\s+(?:(?:his|her|their|my|our)\s+)?(?:provisional\s+|full\s+"
    r"|driving\s+)?licen[cs]e)\b(?![^.!?]*\b(?:but|yet)\b)",
    re.IGNORECASE,
)
# How glad of it they are, after the news: "Ava got a gold star at school for her reading, pure chuffed with herself." (the model:
# "What kind of writing did you do?", the lead's walk 20)
_CHUFFED_AFTER = re.compile(
    r"\s*[,;-]+\s*(?:and\s+)?(?:(?:she|he|they|i|we)(?:'s|\s+is|'re|\s+are|'m|\s+am|\s+was|\s+were)\s+)?"
    r"(?:(?:really|so|dead|well|proper|very|absolutely)\s+)?(?:chuffed|made\s+up|proud|buzzing|delighted|thrilled|over\s+the\s+moon|beaming"
    r"|proper\s+job|get\s+in|well\s+done\s+(?:him|her|them))"
    r"(?:\s+(?:with|of)\s+(?:herself|himself|themselves|myself|ourselves|it|her|him|them))?(?:\s+to\s+bits)?(?=\W*$)",
    re.IGNORECASE,
)
_OWN_WEDDING = re.compile(_GETTING_MARRIED, re.IGNORECASE)
_A_BABY = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?had\s+(?:a|our|my|the)\s+(?:\w+\s+)?(?:baby|boy|girl)\b", re.IGNORECASE
)
A_NEW_BABY = "Congratulations — what wonderful news! How are you both doing?"
# A baby coming in the family, told by what it makes them: "just found out im gonna be an uncle!!" (the model: "That's
# lovely! What kind of family you have?", talk30's second walk).
_TO_BE = re.compile(
    r"\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:going\s+to|gonna)\s+be\s+(?:an?\s+)?(?:(?:great|first-time|first\s+time)[\s-]+)?"
    r"(?:uncle|aunt|auntie|aunty|grandad|grandpa|grandma|granny|nan|nana|grandparents|dad|daddy|mum|mummy|mom|parents"
    r"|big\s+(?:sister|brother))\b(?!\s+(?:to|for)\b)",
    re.IGNORECASE,
)
A_BABY_COMING = "Congratulations — what lovely news! When's the baby due?"
# "We've got a hamster", "I've got a mortgage": what they have, not news.
# (not what was got into: "Our Jack's got into agricultural college, proper job!", the lead's walk 23)
_HAVE_GOT = re.compile(r"(?:'ve|\bhave|'s|\bhas)\s+got\b(?!\s+(?:into|in\s+to|engaged|married|promoted|through|the\s+job|a\s+(?:new\s+)?job)\b)", re.IGNORECASE)


def congratulations(text: str) -> str | None:
    """Congratulations on short good news (``extraction.news``, or being engaged, married or
    expecting) that tells nothing bad, or None."""
    # "passed" is a word of bad news too ("passed away"), and a hospital may be where the new job is
    if grounding.bad_news(re.sub(happenings.GOOD_LOSS, "", _GOOD.sub("", text), flags=re.IGNORECASE)):
        return None
    text = _SO_THEN.sub("", text)  # "… got a new job in London so he'll be commuting": the news is before it
    text = _CHUFFED_AFTER.sub("", text)  # "…, really chuffed with herself": glad of it, the news before it
    said = extraction.sentences(text)
    if not said or len(text.split()) > 12:
        return None
    first = said[0]
    if _A_BABY.search(first):  # no "well done" nor "how are you going to celebrate?" for a newborn
        return A_NEW_BABY
    if _TO_BE.search(first):
        return A_BABY_COMING
    # "We're getting married!", "I've just been promoted!" (too short to be informative: the model's, the lead's walk in session 47)
    told = extraction.news(first) or extraction.informative(first) or _OWN_WEDDING.search(first) or _SURE.search(first)
    if _HAVE_GOT.search(first) or not (_GOOD.search(first) or _SURE.search(first)) or not told or (valence_head.sounds_bad(text) and not _SURE.search(first)):
        return None  # the head reads what the lists do not name: "Got a parking ticket for being two minutes over."
    if whose := _SOMEONE_ELSES.match(first):  # "Tom got promoted to head of department!"
        # one of someone's by name: "Our Siobhan's wee girl Niamh" is congratulated as Niamh
        named = whom(whose[0]) if _POSSESSIVE.search(whose[0]) else addressed(_BY_NAME.sub("", whose[0]), opens=False)
        return f"That's great news — congratulations to {named}!"
    return CHEERS[sum(map(ord, text)) % len(CHEERS)]


# One of theirs by name alone, congratulated by it: "Our Kayleigh passed her driving test!" (was "congratulations to your
# Kayleigh!").
_BY_NAME = re.compile(r"^(?i:my|our)\s+(?=(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)$)")
# One of someone's, named after whose they are: "Our Siobhan's wee girl Niamh".
_POSSESSIVE = re.compile(r"['’]s\s")
# What follows from the news, after it: "so he'll be commuting", ", so we're moving".
_SO_THEN = re.compile(
    r",?\s+so\s+(?:he|she|they|we|i)(?:'ll|\s+will|'s|\s+is|'re|\s+are|'m|\s+am)\b[^.!?]*"
    r"|,?\s+(?:so|really|very|super|well)\s+proud\s+of\s+(?:him|her|them)\b[^.!?]*",  # "…, so proud of him"
    re.IGNORECASE,
)
# A post given, after whose it is: "Gary's just been made …", "Tom was made …".
_MADE = r"(?:'s|\s+has|\s+was)\s+(?:just\s+|finally\s+)?(?:been\s+)?made\b"
# ... or news said with "'s just": "Jordan's just got an apprenticeship" (cheered as the person's, talk32's walk).
# ... or been promoted: "Omar's just been promoted to team leader!" (cheered as the person's: "How are you going to
# celebrate?", the lead's walk in session 47).
_HAS_JUST = r"['’]s\s+(?:just|finally)\s+(?:got|passed|won|joined|been\s+promoted)\b|(?:'s|\s+has|\s+was)\s+(?:just\s+|finally\s+)?(?:been\s+)?promoted\b"
# Whose news it is when it is not the person's: "My sister …", "Tom …".
_SOMEONE_ELSES = re.compile(
    r"(?i:my|our)\s+(?:[\w'’-]+\s+){0,3}?(?!(?i:just|finally)\b)[\w-]+(?=(?:['’]s)?\s+(?i:just\s+|finally\s+)?(?i:got|passed|won|joined|is|has|was)\b|(?i:"
    + _MADE + "|" + _HAS_JUST + "))"
    r"|(?!(?:I|We|You|He|She|They|It|Just|Finally|Today|Yesterday|Also|Officially)\b)[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+"
    r"(?:['’]s\s+(?!(?:just|finally|been|got|passed|won|made)\b)(?:[\w-]+\s+){0,2}?[\w-]+(?=\s+(?:just\s+|finally\s+)?(?:got|passed|won|has)\b)"  # "Declan's brother has just bought …"
    r"|(?=\s+(?:just\s+|finally\s+)?(?:got|passed|won|has)\b|" + _MADE + "|" + _HAS_JUST + "))"
)


# What the assistant says of itself, as it is: it keeps what the person tells it, says it
# back when asked, and asks when something new does not match (Socrates, DESIGN §6).
ITSELF = {
    about_the_assistant.NAME: "I'm Hippocampus.",
    about_the_assistant.IDENTITY: (
        "I'm Hippocampus, an assistant — not a person. I remember what you tell me, so you can ask me about it later."
    ),
    about_the_assistant.ABILITIES: (
        "I remember what you tell me — the people in your life, your plans, what changes — and tell it back when you "
        "ask, like \"Where does my sister live?\" or \"What do you remember about my job?\". If something you say "
        "doesn't match what you told me before, I'll ask."
    ),
    about_the_assistant.LIFE: (
        "I'm an assistant, not a person, so I don't have a life of my own — no family, home or hobbies. "
        "I'm here to remember yours."
    ),
    about_the_assistant.WELLBEING: "All good here, thanks for asking! How are you doing?",
    about_the_assistant.FORGETTING: (
        "I can't forget one thing on its own: what you tell me is kept as you said it, and what I believe from it "
        "changes when you tell me something new. If you'd like everything gone, you can erase your whole account "
        "from your account page."
    ),
    about_the_assistant.DAYS: "No weekends or days off for me — I'm an assistant, so my days are all the same. How about yours?",
    about_the_assistant.SEEN: "Not me — I can't watch or hear anything from here. Did you? What did you make of it?",
    about_the_assistant.TASTES: (
        "I'm an assistant, so I don't have likes or feelings of my own — but I'd love to hear about yours. What about you?"
    ),
}


# Thanks returned before a farewell, warmer when they praised whom they thank ("Thanks, you're a star, bye!").
_WELCOME = {False: "You're welcome! ", True: "That's kind of you — you're very welcome! "}


def returned(ritual: frozenset[str], text: str, first_name: str = "") -> str:
    """A greeting, thanks or farewell (``phatic.kinds``) returned, to the person's first name
    or the name they give in it; an acknowledgement or a laugh gets one back, without words
    that would start a topic the person did not."""
    if ritual <= {phatic.LAUGHTER, phatic.ACKNOWLEDGEMENT}:
        return "😄" if phatic.LAUGHTER in ritual else "👍"
    given = phatic.introduced(text) if phatic.INTRODUCTION in ritual else ""
    name = f", {given or first_name}" if given or first_name else ""
    if phatic.FAREWELL in ritual:
        said = text.lower()
        night = re.search(r"night|nite|\bgn\b|\bbed\b|nuit|noches|nacht", said)
        leave = "Good night" if night else "See you tomorrow" if "tomorrow" in said else "Bye for now"
        return (_WELCOME[phatic.praised(text)] if phatic.THANKS in ritual else "") + f"{leave}{name}" + (
            " — talk soon!" if leave == "Bye for now" else "!")
    if phatic.THANKS in ritual and phatic.praised(text):
        return f"That's kind of you to say{name} — you're very welcome!"
    if phatic.THANKS in ritual:
        return f"You're welcome{name}!"
    if re.search(r"\b(?:again|back|long\s+time)\b", text, re.IGNORECASE):
        return f"Good to see you again{name}! How have you been?"
    part = re.search(r"\b(morning|afternoon|evening)\b", text, re.IGNORECASE)
    met = " Nice to meet you." if given else ""
    return f"{'Good ' + part[1].lower() if part else 'Hello'}{name}!{met} How are you?"
