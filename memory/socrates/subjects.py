"""Whose statement is it? (seed 003 §7, DESIGN §6) The person's own, said with "I" or
"we" or in chat with the subject left unsaid ("quit the cafe last week"), a statement of
how things stand with them now, their own news, or a remark about someone else.

Regular expressions on the words, no model: Socrates reads a claim as the person's only
when it is (``memory.socrates.own_words``), and a change as theirs only when it is
(``memory.socrates.change``).
"""

from __future__ import annotations

import re

from memory.socrates import quantities
from memory.text import lexical

# How a statement of how things stand with the person opens: the person, their household
# or one of theirs as the subject ("I", "we", "my wife and I", "my cat Mochi", "me and my
# husband Tom"), a few adverbs, then a verb in the present ("am", "have", "don't", "live"),
# not in the past ("We played games", "It made me realise ...", "Their encouragement made
# me who I am").
_PAST = (
    "was were had did made got went took felt found saw thought told came gave left lost met ran said sold spent "
    "bought brought kept knew began became used wanted tried heard ate drank wrote read won put"
)
_PAST = "|".join(_PAST.split())
# A feeling is no fact of a life a change could overturn ("I'm super proud of what I
# accomplished" / "I'm really proud that I can make money doing what I love").
_FEELING = re.compile(
    r"^\W*(?:(?:i|we)(?:'m|'re| am| are| feel| felt)|been|feeling)(?: \w+ly| so| super| very| really| just| still| truly)* "
    r"(?:proud|happy|glad|grateful|thankful|excited|lucky|blessed|thrilled|sad|sorry|passionate|inspired|amazed|"
    r"stoked|pumped|overwhelmed|busy)\b",
    re.IGNORECASE,
)
_ADVERBS = "really|still|also|just|always|usually|only|mostly|currently|now|never|basically|kinda|totally|even|finally"
# Words ending in "-ed" that are no past form ("I breed rabbits", "I need ...").
_NOT_PAST = "need|indeed|feed|seed|speed|weed|bleed|breed|greed|proceed|shed|bed|red|ted|ned|fred|jed|ahmed|mohammed"
_PRESENT_SELF = re.compile(
    r"^\W*(?:(?:well|so|actually|oh|yeah|and|but|also|btw|honestly|basically|right now|these days|at the moment)\W+)*"
    r"(?:(?:im|ive)\b|(?:i|we|me and my \w+(?: \w+)?|(?:my|our) \w+(?: \w+)?(?: and (?:i|me))?)"
    r"(?:'m|'re|'ve|'s| am| are| is| have| has| do| does|n't| don't| doesn't| can't| can| cannot|"
    rf"(?: (?:{_ADVERBS}))* (?!(?:{_PAST}|{_ADVERBS})\b)(?:(?:{_NOT_PAST})\b|[a-z]+(?<!ed)\b)))",
    re.IGNORECASE,
)


# A chat sentence without a subject that opens with a verb is the speaker's own ("quit
# the cafe last week", "been vegan for a year now", "loving the new phone", "haven't
# been to church in ages", "work as a barista downtown"), unless it asks something of
# the listener ("check this out", "look at this", "have fun", "keep it up", "don't
# worry": a past form is no request; a plain form is one when its verb is none of those
# below or it takes "this", "it" or "up") or is said to them ("loved your photos").
OPENING = (
    r"^\W*(?:(?:so|and|but|well|oh|ok|okay|yeah|also|just|finally|honestly|literally|officially|actually|"
    r"basically|recently|lol|omg|ugh|btw|anyway|update)\W+)*"
)
_MORE_PAST = (
    "forgot broke drove flew fell swam sang wore threw chose caught taught held woke slept paid sent built bit sat stood dug fed hung "
    # participles, said after "haven't" ("Haven't thrown a pot since the studio closed")
    "thrown done seen gone eaten drunk driven ridden written taken given grown worn flown spoken broken chosen "
    "forgotten gotten begun sung swum shown fallen"
)
# Past forms that are also the verb's plain form ("quit", "cut it short", "read this").
_PLAIN_PAST = "quit|cut|hit|shut|split|put|read|let|set"
_PAST_FORM = rf"(?:(?!(?:{_NOT_PAST})\b)[a-z]{{2,}}ed|(?!(?:{_PLAIN_PAST})\b)(?:{_PAST}|{'|'.join(_MORE_PAST.split())}))"
_NOT_GERUNDS = (
    "thing|nothing|something|anything|everything|king|ring|spring|string|sing|bring|wing|swing|sting|evening|"
    "morning|wedding|building|ceiling|during|darling|sibling|pudding|clothing"
)
# An "-ing" word that opens a sentence whose verb follows is its subject ("Having pets must
# be wonderful", "Playing games helps me unwind", "Volunteering - it's so heartwarming"):
# a remark, not what the speaker is doing.
_GERUND = (
    rf"(?!(?:{_NOT_GERUNDS})\b)[a-z]{{2,}}ing\b"
    r"(?!.*\b(?:is|are|was|were|must|can|helps?|makes?|sounds?|seems?|feels?|(?:it|that)[’']?s)\b)"
)
# "Been a long road", "been ages": it has, not the speaker.
_IT_HAS_BEEN = (
    r"(?!\W*(?:(?:a|an|such a|so|too|quite|really|pretty)\W+)?(?:long|busy|crazy|hectic|wild|tough|rough|hard|great|"
    r"good|fun|amazing|awesome|nice|ages|forever|a while|awhile|while|week|month|year|day|time|journey|road|ride|"
    r"minute|bit)\b)"
)
# Verbs a person says in the present of their own life without "I" ("work nights",
# "live with my sister", "still smoke", "can't drive").
_PRESENT_VERB = (
    r"(?:work|live|rent|own|drive|ride|wear|play|teach|study|love|hate|eat|drink|smoke|speak|support|run|swim|"
    r"cycle|volunteer|coach|train|go|have|share|keep|use|prefer|attend|grow|raise|commute|walk)"
)
# What follows a verb that asks something of the listener ("check this out", "have fun",
# "keep it up", "go for it").
_ASKED_OF_THE_LISTENER = (
    r"(?!\W*(?:me|us|it|this|that|these|those|them|him|her|up|out|care|fun|ahead|going|on|safe|well|hard|for|"
    r"a (?:look|go|try|great|good|nice|lovely|blast|safe))\b)"
)
_NEGATED = r"(?:(?:still|always|usually|never|cannot|(?:don|can|haven|hasn|didn)[’']?t)\s+)?"
_UNSAID_PRESENT = rf"(?:been\b{_IT_HAS_BEEN}|{_GERUND}|{_PRESENT_VERB}\b{_ASKED_OF_THE_LISTENER})"
# Said to or of the listener ("Impressed by your commitment", "missed you!").
_TO_THE_LISTENER = r"(?!.*\b(?:you|your|yours|u|ur)\b)"
# Said of the talk itself ("Haven't talked in a few days").
_OF_THE_TALK = r"(?!(?:talk|chat|spok|caught up|heard from)\w*\b)"
# A standing said with the subject unsaid: "Married to Priya for 8 years now", "teetotal
# since uni", "Vegan for five years" (not "Married in June", "Retired last year": events).
_UNSAID_STANDING = (
    r"(?:happily\s+|newly\s+)?(?:married|engaged|divorced|widowed|separated|single|retired|pregnant|vegan|vegetarian|"
    r"teetotal|sober|based)\b(?=\s*(?:[,.;!]|$|to\b|for\b|since\b|now\b|and\b|with\b|in\s+(?!(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)(?-i:[A-Z])))"
)
_UNSAID_NOW = re.compile(
    OPENING + _TO_THE_LISTENER + _NEGATED + _OF_THE_TALK + rf"(?:{_UNSAID_PRESENT}|{_UNSAID_STANDING})", re.IGNORECASE
)
_UNSAID = re.compile(
    OPENING + _TO_THE_LISTENER + _NEGATED + _OF_THE_TALK
    + rf"(?:{_UNSAID_PRESENT}|{_PAST_FORM}\b|(?:{_PLAIN_PAST})\b{_ASKED_OF_THE_LISTENER})",
    re.IGNORECASE,
)


_PERSONS = re.compile(OPENING + r"(?:i|i'm|im|i've|ive|i'd|we|we're|we've|we'd|my|our|me)\b", re.IGNORECASE)
# A chat sentence that opens with the person's own news, a thing new or a first ("new 65
# inch tv arrived today", "first flight ever yesterday"), a quantity of theirs ("down to
# 78 kilos", "down to two bikes", "on 45k since the promotion"), work returned to ("Back
# in the office five days a week now", "Back on day shifts"), a place returned to ("Back
# in Manchester for good"), a move ("The move to Bristol
# went smoothly"), a birthday ("Thirty-five today") or an end ("no longer on
# the board", "no more homeschooling", "not a vicar anymore", ``ABSENCE``, "The divorce
# was finalised in October"), or how things
# have been since ("It's been so quiet at home since Pepper died"); not "New York", "new year", "first of all", "first time I ...".
_NUMBER = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|a (?:few|couple|handful))\b"
# How things have been with the person since an event ("It's been so quiet at home since
# Pepper died in September").
_SINCE = r"it['’]?s been (?:\w+ ){1,4}since\b"
# A stretch of time without a thing, or not one of it: the person's own end ("Six months
# without a single cigarette today", "day 40 without a cigarette", "Not a single can of
# fizzy pop since January").
ABSENCE = (
    r"(?:day \d+|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) "
    r"(?:days?|weeks?|months?|years?) (?:without|off|(?:[a-z]+[- ])?free|clean|sober)|not (?:a|one) single)\b"
)
_OWN_NEWS = re.compile(
    OPENING + _TO_THE_LISTENER
    + r"(?:(?:(?:the|my|our)\s+)?(?:brand\s+)?(?:new|first)\s+(?!(?:york|years?|zealand|jersey|orleans|delhi|of|off|"
    r"times?|things?|and|or|ones?|steps?|impression|thought)\b)[a-z0-9]|(?:down|up|back) to (?:\d|" + _NUMBER + r")|"
    r"on [£$€]?\d+k\b|no (?:longer|more)\b|back (?:at|in|on|to) (?:the |my )?(?:work|office|days?|day shifts?|nights?)\b|"
    r"back (?:home )?in (?-i:[A-Z])|"
    r"(?:the|our|my) move (?:to|here|went|was|is)\b|(?:finally )?out of (?:that|the|our|my) (?:flat|house|place|job)\b|(?:\d{1,2}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?) today\b|(?:the|my|our) divorce\b|not (?:an?|the|in|on|at|with)\b[^.!?]*\b(?:anymore|any more)\b|"
    + ABSENCE + "|" + _SINCE + ")",
    re.IGNORECASE,
)


# A chat fragment that describes the person with the person and the verb left unsaid
# ("Night porter at a hotel in Bath", "Full-time dad at home with our twin boys", "Drums
# in a wedding band called The Night Owls", "Home's a granite terrace near Aberdeen
# harbour", "Insurance claims handler, working from my kitchen table", "Paediatric nurse,
# I'm on the kids' ward"): a bare noun phrase of one to three words that goes on to where,
# with whom or what it is, or, two words at least, after a comma to the person. The phrase
# has no word of the closed classes (``lexical.STOP_WORDS``: no article, pronoun or
# conjunction), no past form ("Married in June, best day ever": an event), no word of time
# ("Last week, I ..."), no adverb ("back home on leave") or "-ing" word ("Connecting with
# others is ..."), no name after its first word ("Woah Joanna, I won ...") and no people
# of theirs in the plural (``_others``: "friends in london pay ..."); the clause has no
# word of appraisal (``_APPRAISED``), no verb of its own ("Support from loved ones is
# vital", "Keep on being positive") and is not said to the listener. Not "Nice photo!",
# "Sounds fun", "Look at that", "Great job, Mel", "Your dog's a star".
_APPRAISED = frozenset(
    """nice great good lovely beautiful pretty cool awesome amazing cute sweet gorgeous stunning fantastic wonderful
    brilliant perfect fun funny interesting impressive incredible best happy sorry congrats congratulations wow kudos
    sounds looks look seems glad proud thanks love bye excited""".split()
)
# Where the person is for now, not what they are ("back home on leave for two weeks").
_ADVERBS_OF_PLACE = frozenset("back away abroad still".split())
_TIME_WORD = re.compile(
    r"(?:day|days|week|weeks|weekend|month|months|year|years|night|morning|evening|afternoon|time|while|today|"
    r"yesterday|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$"
)
_BARE_WORD = r"[A-Za-z][a-z-]*"
_DESCRIBED = re.compile(
    OPENING + _TO_THE_LISTENER + rf"(?P<phrase>{_BARE_WORD}(?:\s+{_BARE_WORD}){{0,2}}?)"
    r"(?:\s+(?:at|in|on|with|near|for|from)\s+(?!(?:that|this|it|them|him|her|me|us|those|these|now|all|and|but|or|so)\b)\w"
    r"|['’]s\s+(?:an?|the|in|at|on|near)\s+\w|\s*,\s*(?P<rest>.*))",
    re.IGNORECASE,
)
# A verb of the clause's own after the phrase ("... is vital", "... made me feel great").
_CLAUSE_VERB = re.compile(
    rf"\b(?:is|are|was|were|am|be|has|have|had|will|would|can|could|should|must|does|do|did|{_PAST})\b"
    r"|\w['’](?:re|ll|d|ve)\b|\b(?!(?:" + _NOT_GERUNDS + r")\b)[a-z]{2,}ing\b",
    re.IGNORECASE,
)


def described(text: str) -> bool:
    """Whether ``text`` is a chat fragment describing the person, subject and verb unsaid
    (``_DESCRIBED``)."""
    return described_as(text) is not None


def described_as(text: str) -> str | None:
    """What a chat fragment describing the person (``described``) says they are or have
    ("Night porter" of "Night porter at a hotel in Bath"), or None when ``text`` is none."""
    found = _DESCRIBED.match(text)
    if found is None:
        return None
    words = found["phrase"].split()
    if found["rest"] is not None:
        if len(words) < 2 or not the_persons(found["rest"]):
            return None
        clause = found["phrase"]
    else:
        clause = re.split(r"\s*[,;:–—]\s*|\s+-\s+", text[found.start("phrase"):], maxsplit=1)[0]
    lowered = [word.lower() for word in words]
    return None if (
        any(word in lexical.STOP_WORDS or word in _ADVERBS_OF_PLACE or word.endswith("ly") or re.fullmatch(_PAST_FORM, word)
            for word in lowered)
        or any(word in _APPRAISED for word in clause.lower().split())
        or re.search(r"\byour(?:self|selves)\b", text, re.IGNORECASE) or _TIME_WORD.match(lowered[-1])
        or any(word[0].isupper() for word in words[1:]) or _others(lowered[-1])
        or _CLAUSE_VERB.search(clause[len(found["phrase"]):].lstrip("'’s"))
        or re.search(r"(?<!\w)[a-z]{2,}ing\b", found["phrase"].lower()) and not re.fullmatch(
            rf"(?:\w+\s+)*(?:{_NOT_GERUNDS})", found["phrase"].lower())) else found["phrase"]


def _others(word: str) -> bool:
    """Whether ``word`` names people of the person's in the plural ("friends in london pay
    £1,500 for a room"): a fragment describing the speaker names one."""
    return word.endswith("s") and lexical.stem(word) in PEOPLE


def own_news(text: str) -> bool:
    """Whether ``text`` is a chat sentence that opens with the person's own news, with no
    subject said: a thing new or a first, a quantity of theirs, or an end (``_OWN_NEWS``)."""
    return bool(_OWN_NEWS.match(text))


def the_persons(clause: str) -> bool:
    """Whether ``clause`` opens with the person as its subject, said or unsaid."""
    return bool(_PERSONS.match(clause) or unsaid_subject(clause) or own_news(clause))


def unsaid_subject(text: str) -> bool:
    """Whether ``text`` is a chat sentence with its subject, the speaker, left unsaid: it
    opens with a verb in the past, the present ("work as a barista downtown", "been vegan
    for a year now") or "-ing" ("loving the new phone"), not a request to the listener
    ("check this out", "have fun")."""
    return bool(_UNSAID.match(text))


def of_the_person_now(text: str) -> bool:
    """Whether ``text`` opens by saying how things stand with the person now
    (``_PRESENT_SELF``, or a present verb with the subject unsaid: "been vegan for three
    years", "work nights at the airport", or a fragment describing them, ``described``:
    "Night porter at a hotel in Bath"): "I'm vegetarian", "My husband Daniel and I live
    in Bristol", not "We played games" or "It wasn't easy". A participle's lead-in
    (``_PARTICIPLE_LEAD``) is read past: "Growing up, I saw how …" tells of then, not now."""
    text = _PARTICIPLE_LEAD.sub("", text, count=1)
    return bool(_PRESENT_SELF.match(text) or _UNSAID_NOW.match(text) or described(text)) and not _FEELING.match(text)


# A participle's lead-in before the person's own clause ("Growing up, I saw …", "Being a
# nurse, I work long hours", "Looking back on it, we …"): the clause after it says
# whether things stand so now. The conversation bench applied "I graduated last week!" to
# "Growing up, I saw how lack of education … affected my neighborhood".
_PARTICIPLE_LEAD = re.compile(r"^\W*[A-Za-z]+ing(?:\s+[\w']+){0,3},\s+(?=(?:i|i'm|i've|we|we're|we've|my|our)\b)", re.IGNORECASE)


# Words of counting that open "our third arrived on Tuesday": the person's, no one else.
_COUNTING = frozenset("first second third fourth fifth sixth two three four five six".split())
# Words after "my" or "our" that open a time or a thing of the person's, no one else ("my
# last day at google", "our own place", "My salary went up to 35k").
_OF_MINE = frozenset("last final own salary pay wage wages income".split())
# Someone the sentence opens with: whom the person names by what they are to them, or a
# name. A capitalised word opening a chat sentence is a verb, not a name, when a pronoun,
# a determiner or a particle follows it ("Cut it all off into a pixie cut", "Got the keys",
# "Threw my vape in the bin"), or when it is a contraction ("Haven't thrown a pot").
_SOMEONE = re.compile(
    r"^\W*(?:(?i:my|our) (?P<relation>[a-z]+)|(?P<name>[A-Z][a-z]+)(?!['’]t\b)"
    r"(?!\s+(?i:it|them|me|us|him|her|my|our|your|their|the|a|an|this|that|these|those|some|all|up|out|off|down|back)\b))\b"
)
_ME = re.compile(r"\b(?:i|i'm|i've|i'd|me|we|we're|we've|us)\b", re.IGNORECASE)
# The person in a clause, or a thing of theirs ("They bumped me up to $70k", "The puppy
# chewed through my charger cable").
MINE = re.compile(r"\b(?:i|i'm|im|i've|i'd|me|my|we|we're|we've|us|our)\b", re.IGNORECASE)


def about_someone_else(new: str, old: str) -> bool:
    """``new`` is about someone else whom ``old`` does not name ("My sister moved to Berlin
    too" after "I live in Berlin"), not the person ("My brother moved out" after "My brother
    lives with me"; "Kate moved out after we broke up" after "I live with my girlfriend
    Kate"; "Our twins start nursery" after "We've got one daughter", ``_of_the_family_counted``):
    a remark about someone else is no claim of the person's to contradict."""
    subject = _SOMEONE.match(new)
    if subject is None or _ME.search(new[subject.end():]) or unsaid_subject(new) or own_news(new):
        return False  # "Thirty today, where did ...": the person's news, no one called Thirty
    who = subject.group("relation") or subject.group("name")
    if who.lower() in lexical.STOP_WORDS or who.lower() in _COUNTING or subject.group("relation") in _OF_MINE:
        return False  # "The startup shut down", "This year I …", "our third arrived", "my last day", "my salary": no one named
    return not (re.search(rf"\b{re.escape(who)}\b", old, re.IGNORECASE) or _of_the_family_counted(who, old))


# Whom a person speaks of by what they are to them ("my mum", "our neighbour"), not a thing
# of theirs ("my car", "my job").
PEOPLE = lexical.widened(lexical.terms("family kids")) | lexical.terms(
    "friend bestie flatmate roommate housemate colleague coworker boss manager neighbour neighbor boyfriend "
    "girlfriend fiance fiancee ex grandson granddaughter grandchildren stepdad stepmum stepmom"
)


def someone_elses(clause: str) -> bool:
    """Whether ``clause`` says how things stand with someone the person names by what they
    are to them ("My mum lives in Birmingham", "my sister Ana teaches piano"), the person
    not in it ("My wife and I live in Leeds", "My brother lives with me" are the person's;
    "My car is red" is a thing of theirs)."""
    subject = _SOMEONE.match(clause)
    return bool(subject and subject.group("relation")) and not _ME.search(clause) and bool(
        lexical.terms(subject.group("relation")) & PEOPLE)


# Whom the person works with: said of them, where the person works ("my new manager at Arup").
_WORKMATES = lexical.terms("boss manager colleague coworker")


def of_the_persons_own(clause: str) -> bool:
    """Whether ``clause`` opens with the person, a thing of theirs or someone they work
    with as its subject ("We love it here", "My patients on the ward keep me on my toes",
    "my new manager at Arup is great"), not anyone else of theirs ("My mum stayed with me
    for a week"): what it says of a home or a job is the person's."""
    if not the_persons(clause):
        return False
    subject = _SOMEONE.match(_LEAD_IN.sub("", clause))
    who = subject.group("relation") if subject else None
    return not (who and lexical.terms(who) & (PEOPLE - _WORKMATES))


# The words a chat sentence may open with before its subject ("Yeah, my family is ...").
_LEAD_IN = re.compile(OPENING, re.IGNORECASE)


_THEIRS = re.compile(r"\b(?:my|our) ([a-z]+)['’]s\b", re.IGNORECASE)


def of_someone_elses(clause: str, old: str) -> bool:
    """Whether ``clause`` tells of a thing of someone the person names by what they are to
    them ("It's been a year since my friend's dog died"), the person not in it and that
    someone not named in ``old``. A clause with the person its unsaid subject is theirs
    ("Had my first glass of wine at my cousin's wedding")."""
    return not _ME.search(clause) and not unsaid_subject(clause) and any(
        lexical.terms(who) & PEOPLE and not re.search(rf"\b{re.escape(who)}\b", old, re.IGNORECASE)
        for who in _THEIRS.findall(clause))


def _of_the_family_counted(who: str, old: str) -> bool:
    """Whether ``who`` ("twins", "granddaughter") is of the children or grandchildren that
    ``old`` counts or denies ("one daughter", "no grandchildren yet"): the person's own."""
    kind = quantities.kind_of(who)
    return kind in (quantities.CHILDREN, quantities.GRANDCHILDREN) and any(
        quantities.kind_of(word) == kind for word in re.findall(r"[a-z]+", old.lower()))


# Where a statement's clauses part: a comma or semicolon, or "and", "but" or "so" before a
# new subject ("I started going to church and I'd call myself a believer now").
_CLAUSE = re.compile(
    r"\s*[,;:]\s*|\s+(?:and|but|so)\s+(?=(?:i|i'm|i'd|i'll|i've|we|we're|we'd|we'll|my|our|he|she|they)\b)",
    re.IGNORECASE,
)


def clauses(text: str) -> list[str]:
    """The clauses of ``text`` (``_CLAUSE``), each with something in it."""
    return [clause for clause in _CLAUSE.split(text) if clause.strip()]
