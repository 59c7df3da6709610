"""Which of the things the person said answers a question: the one that answers it clearly
(``best``), all of them for a question for several (``gathered``), the latest change of
what is asked (``news``) and a change of whom it names told after (``since``). ``answers``
decides what to do with them.

"Answers clearly": the sentence speaks of whom or what the question asks about
(``subject``: "Is Sam a nurse?" is not answered by "I work as a nurse"), is close in
meaning to the question (MiniLM cosine) and shares a content word with it, or is very
close without one ("What is my job?" / "I work as a nurse" share "work" through
``lexical.widened``), or says the person does what is asked ("I live in …") or has whom
they ask about ("my girlfriend Hana …" for "Do I have a girlfriend?"). Candidates
(``said.candidates``) are the sentences the person said in what retrieval brought (beliefs,
and their own lines in episode summaries) and their earlier messages in this conversation
that are not memories yet.
"""

from __future__ import annotations

import re

from memory import socrates
from memory.cycle import milestones, seen_to, theirs
from memory.cycle.age_given import ASKS_AGE_OF
from memory.cycle.asked import (
    ASKS_NAME, DOES, OF_ONESELF, WORK, asked_of, asks_for_several, asks_home, asks_where_lived,
    asks_whether_has, asks_work, capitalised, done_in, lived_in, named_in, theirs_in,
)
from memory.cycle.occupation import CHORES, DOES_A_TRADE, NO_JOB, ODD_WORK, PLACE_RUN, POST, STOCK_KEPT, VEHICLE, own_occupation
from memory.cycle.said import Said, share
from memory.text import lexical

CLOSE = 0.4  # cosine of question and sentence, with a content word shared
# A question about the person themselves with no clear answer gets the closest thing they
# said from this cosine, offered as what is known: "Where do I work?" after "I'm a nurse in
# Manchester." (0.36, no word shared) was answered "you haven't told me that yet".
MAYBE = 0.3
# ... or from this one when it has a word of what is asked: "Can you remind me what I do on
# Tuesdays?" after "I started going to a climbing gym on Tuesdays." (0.30) went to the model.
SHARED = 0.2
VERY_CLOSE = 0.55  # without one
# A question none of whose words the person used gets "you haven't told me" only when
# nothing they said is this near: "What's my dog called?" after "I just adopted a greyhound
# called Pepper!" (0.56) was told so in a walk-through; "What's my cat called?" after "My
# dog is called Pepper." is 0.48, and "I don't know" stays its answer.
OFFERED = 0.5
# A question for several things gets this many at most in its one sentence, and of whom or
# what it asks about ("my hobbies", "siblings") what speaks of one from this cosine: "I've
# started going to a climbing gym on Thursdays." is 0.13 from "What are my hobbies?", "My
# younger brother Sam is still at university …" 0.198 from "How many siblings do I have?".
MAX_ANSWERS = 4
# A day or a time a question asks of and nothing else ("What's on at the weekend?"; a
# capitalised day is read as whom it asks about): a sentence that names it answers.
_WHEN = lexical.terms(
    "monday tuesday wednesday thursday friday saturday sunday weekend tomorrow tonight christmas easter birthday "
    "january february march april may june july august september october november december"
)
OF_THE_KIND = 0.1
# What someone does (``asked.DOES``) is answered by what they are ("he's a firefighter", "I'm a nurse", "works as a vet").
_OCCUPATION = re.compile(
    rf"(?:\b(?:is|am|are)|'s|'m|'re|\bworks?\s+as|\bworking\s+as)(?:\s+(?:now|still|currently|actually))?\s+an?\s+{NO_JOB}[a-z-]+",
    re.IGNORECASE,
)
# ... or by where they work now ("My brother works at a bank"), or by the work they do: "What's
# my husband's job?" was only offered "your husband Tom teaches history at St Mary's".
_WORKS_AT = re.compile(
    # ... or when they work there: "What does Kerry do?" was only offered "your missus Kerry works nights at the Co-op" (talk32's walk)
    r"\bworks?\s+(?:(?:nights|days|lates|earlies|shifts|weekends|part[\s-]time|full[\s-]time)\s+)?(?:as|at|for|in)\s+\S|\b(?:teach(?:es)?|lectures?|nurses)\s+(?!(?:me|him|her|them|us|you)\b)\w"
    # ... or the place they run, what they drive, the stock they keep: "What does Lewis do?" after "My partner Lewis
    # keeps sheep" was only offered it
    rf"|\b(?:runs?|owns?|manages?)\s+(?:a|an|the|his|her|their)\s+(?:[\w-]+\s+){{0,2}}?{PLACE_RUN}"
    rf"|\bdrives\s+{VEHICLE}(?!\s+to\b)|\b{STOCK_KEPT}|\b{ODD_WORK}"
    # ... or what they do in the question's own verb: "What does Alan do?" after "My husband Alan does the breakfasts and I
    # do the rooms." (the lead's walk; it got the person's own work, then "I'm not sure — I know that …")
    rf"|\bdoes\s+(?:the|all\s+the|most\s+of\s+the)\s+(?!{CHORES}\b)\w|\b{DOES_A_TRADE}\b"
    # ... or the post they were given: "What does Gary do now?" after "Gary's just been made a partner at his firm." (only
    # offered, talk31's walk)
    rf"|\b(?:made|promoted\s+to)\s+(?:an?\s+|the\s+)?{POST}\b",
    re.IGNORECASE,
)

# What the person says they are ("i'm a student nurse in glasgow"), which answers a question of what is of it ("where am
# i studying?"); and whom they live with, in the words of a shared home ("we share a flat with his brother" answers
# "who do i live with?": both were only offered in the lead's fourth walk).
_THEY_ARE = re.compile(r"\b(?:i'?m|i\s+am)\s+(?:(?:now|still|currently|also)\s+)?an?\s+(?P<what>(?:[\w-]+\s+){0,2}[\w-]+)", re.IGNORECASE)
_ASKS_HOUSEMATES = re.compile(
    r"\bwho\s+(?:do|did)\s+(?:i|we)\s+(?:live|share\s+(?:a|the|my|our)\s+(?:flat|house|home|place))\s+with\b"
    r"|\bwho(?:'s|\s+is|\s+are)\s+my\s+(?:flat|house|room)\s*mates?\b",
    re.IGNORECASE,
)
_SHARES_HOME = re.compile(
    r"\b(?:i|we)(?:'re|\s+are)?\s+(?:(?:still|now|all|both)\s+)?(?:share|sharing|live|living|rent|renting)\s+"
    r"(?:(?:a|the|our|my)\s+(?:[\w-]+\s+)?(?:flat|house|home|place|apartment|room)\s+)?with\b"
    r"|\b(?:i|we)\s+(?:all\s+|both\s+)?(?:share|rent)\s+(?:a|the|our|my)\s+(?:[\w-]+\s+)?(?:flat|house|home|place|apartment)\b"
    r"|\bmy\s+(?:flat|house|room)\s*mates?\b",
    re.IGNORECASE,
)

# Work that was ("I used to be a nurse", "I worked as a waiter in college"): what they do now
# answers first, as near as it is.
_WORK_BEFORE = re.compile(r"\b(?:used\s+to|worked|was|were)\b", re.IGNORECASE)


# What one of theirs has just done or been up to: "What's our Liam just done?" (after "Our grandson Liam's just passed his
# driving test", it got "I'm not sure — I know that …", the lead's walk 16): anything said of them answers it.
_DONE_LATELY = re.compile(
    r"^\W*(?:and\s+)?what(?:'s|\s+has|\s+have)\s+(?:[\w'-]+\s+){1,3}?(?:just\s+|recently\s+)?(?:done|been\s+up\s+to|been\s+doing)\b"
    r"(?:\s+(?:lately|recently|now|today|this\s+week|again))?\s*\??\s*$",
    re.IGNORECASE,
)
_DID = re.compile(r"\b(?:just|finally|recently|got|won|went|made|bought|\w+ed)\b", re.IGNORECASE)
# Where one of theirs is going: "Where's Jack going?" after "Me mate Jack's off to Tenerife next week, jammy sod." was only
# offered it (the lead's probe of walk 21): a place they are off to answers.
_ASKS_WHERE_GOING = re.compile(
    r"^\W*(?:and\s+)?where(?:'s|’s|\s+is|\s+are|'re|\s+was|\s+were)\s+(?:[\w'-]+\s+){1,3}?"
    r"(?:going|off\s+to|heading|headed|flying|moving|travelling|traveling|jetting\s+off\s+to)\b",
    re.IGNORECASE,
)
# When their anniversary is: "When's our anniversary?" after "Me and the wife Pat have been wed fifty years come June." was
# only offered it (the lead's walk 26).
_ASKS_ANNIVERSARY = re.compile(r"\b(?:when(?:'s|\s+is|\s+was)|what\s+date\s+is)\s+(?:our|my)\s+(?:wedding\s+)?anniversary\b", re.IGNORECASE)
# What one of theirs is doing on a day: "What's Danny doing Monday?" after "My boy Danny's starting his apprenticeship Monday, …"
# was only offered it (the lead's walk 27): what is said of them on that day answers.
_DOING_WHEN = re.compile(
    r"^\W*(?:and\s+)?what(?:'s|’s|\s+is|\s+are|'re)\s+(?:[\w'-]+\s+){1,3}?(?:doing|up\s+to)\s+(?:on\s+)?"
    r"(?P<when>(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|this\s+weekend|next\s+week)\b",
    re.IGNORECASE,
)
# When their operation is: "When is my operation?" after "My knee replacement is booked for March." was only offered it (the
# lead's walk 29).
# ... or one of theirs: "when's my mam's op?" (only offered "my mam's having her cataract done on friday", session 48's walk)
_ASKS_OPERATION = re.compile(
    r"\bwhen(?:'s|\s+is|\s+was)\s+(?:my|the)\s+(?:[\w-]+['’]s\s+)?(?:operation|op|surgery|procedure)\b", re.IGNORECASE
)
_GOES_TO = re.compile(
    r"\b(?:off|going|heading|headed|flying|flies|moving|travelling|traveling|away|jetting\s+off|emigrating)\s+"
    r"(?:(?:out|over|back|up|down)\s+)?to\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)",
    re.IGNORECASE,
)


def best(question: str, ranked: list[tuple[Said, float]], about: set[str] = frozenset()) -> Said | None:
    """The one sentence that answers ``question`` clearly (module docstring), or None.
    The word shared is one of what is asked, not of whom (``about``): "My sister Lena's
    birthday is on 14 March" shares "sister" with "Where does my sister live?" and does not
    answer it. A question for a name ("What's my boyfriend's name?") is answered by a
    sentence that names them ("My boyfriend Jonas is a chef"). About someone (``ranked``
    holds only what speaks of them), a word of what is asked is enough from ``SHARED``:
    "What does my sister do?" / "Zoe lives in Edinburgh and works as a vet" (0.2-0.3); so
    it is about the person when they said they do what is asked (``done_in``: "Where do I
    live?" / "I live in a small village near Cork with my husband Patrick", 0.32). "Do I
    have a girlfriend?" is answered by what they said of theirs ("My girlfriend Hana is a
    chef", 0.16). A question for the name of whom it asks about is answered only by a
    sentence that names them."""
    if ASKS_AGE_OF.match(question):
        return None  # "how old is jade" is answered by an age (``aged_in``), not by "my girlfriend is called jade"
    asked = lexical.widened(asked_of(question) | (WORK if DOES.search(question) else set()))
    named = bool(lexical.terms(" ".join(capitalised(question.split(" ", 1)[-1]))) & about)
    # "What's my job?" asks for the job; "How old is Clara?" does not ask for Clara, and
    # "Your twin sister Clara lives in Montreal" was said back as its answer ("When was I in
    # Paris?" asks of the person, with Paris).
    asked = asked - about or (set() if named and not OF_ONESELF.search(question) else asked)
    for_a_name = bool(ASKS_NAME.search(question))
    has = about and asks_whether_has(question)
    for_work = asks_work(question) or bool(asked & WORK)  # "Where do I work?": "I'm now a finance manager …"
    does = bool(DOES.search(question))  # what someone does is answered by what they are or where they work
    # What names them, or says the person has them, answers before anything only near: "do i
    # have any pets" got "You're thinking about getting a cat" over "We adopted a kitten".
    told = next((said for said, _ in ranked if for_a_name and named_in(about, said.text) or has and theirs_in(about, said.text)), None)
    if told is not None:
        return told
    # (what these find answers; where they find nothing, what follows may)
    if _ASKS_OPERATION.search(question) and (told := next(
            (said for said, _ in ranked if seen_to.operation_booked(said.text) or theirs.faces_care(said.text)), None)):
        return told
    if _ASKS_ANNIVERSARY.search(question) and (told := next((said for said, _ in ranked if milestones.married_when(said.text)), None)):
        return told
    if about and (when := _DOING_WHEN.match(question)):
        day = re.compile(rf"\b{when['when']}\b", re.IGNORECASE)
        if told := next((said for said, similarity in ranked if similarity >= OF_THE_KIND and day.search(said.text)), None):
            return told
    if about and _ASKS_WHERE_GOING.match(question) and (
            told := next((said for said, similarity in ranked if similarity >= OF_THE_KIND and _GOES_TO.search(said.text)), None)):
        return told
    if about and _DONE_LATELY.match(question):  # what they did before what they are like
        near = [said for said, similarity in ranked if similarity >= SHARED]
        return next((said for said in near if _DID.search(said.text)), near[0] if near else None)
    if about and not has and asks_for_several(question) and not lexical.widened(asked_of(question)) - about:
        # "What are my hobbies?" asks for nothing but what is of the kind: "I love knitting and hiking",
        # "… and I've just joined a choir" (``ranked`` holds only what speaks of it)
        return next((said for said, similarity in ranked if similarity >= OF_THE_KIND), None)
    for said, similarity in ranked:
        if for_a_name and about:
            continue  # "What's my mum's name?" is not answered by "My mum lives in Birmingham" (0.44)
        if not about and similarity >= SHARED and done_in(asked, said.text):
            return said
        if not about and similarity >= SHARED and (found := _THEY_ARE.search(said.text)) and share(asked, found["what"]):
            return said
        if not about and similarity >= SHARED and _ASKS_HOUSEMATES.search(question) and _SHARES_HOME.search(said.text):
            return said
        if (asked | about) <= _WHEN and similarity >= SHARED and share(asked | about, said.text):
            return said  # "What's happening on Saturday?" / "My son Leo has a swimming gala on Saturday." was only offered
        if not about and similarity >= SHARED and asks_home(question) and lived_in(said.text):
            return said  # "Where do I live?" / "Actually I'm in Hamburg, not Berlin." got "you haven't told me"
        # "What does Luis do?": "My brother Luis lives in Seville and he's a firefighter"; of whom it
        # asks about (``ranked`` holds only what speaks of them), from nearer: "What does my fiancé
        # do?" / "My fiancé Arjun is a paramedic in Bristol." (0.18) was only offered
        # ... and of the person (asked of no one, or of "my job"), by the work they said they do,
        # from as near as of someone ("I drive buses in Glasgow.", 0.19 from "What do I do for a
        # living?", got "I don't know").
        # (asked of the person, not what someone of theirs does: "What do I do for a living?" got "Your wife Sian works at
        # the library" over "I drive the school bus round the valleys near Merthyr")
        if for_work and (
                similarity >= (OF_THE_KIND if about else SHARED) and (_OCCUPATION.search(said.text) or _WORKS_AT.search(said.text))
                and (about or not _of_someone_else(said.text))
                or (not about or about & WORK) and similarity >= OF_THE_KIND and own_occupation(said.text)
                and not _WORK_BEFORE.search(said.text)):
            return said
        if does or similarity < CLOSE:
            continue  # "What does Dev do?" is not answered by "he's also working long hours at the moment"
        # A name the question gives makes what else is said of them near: "Where does Hana
        # work?" / "Hana and I broke up last week." (0.63) answers nothing asked.
        if similarity >= VERY_CLOSE and not named or share(asked, said.text):
            return said
    if about and asked - about and not does:
        return next((said for said, similarity in ranked if similarity >= SHARED and share(asked - about, said.text)), None)
    return None


def news(question: str, ranked: list[tuple[Said, float]], about: set[str]) -> Said | None:
    """The latest thing the person said that says something changed (``socrates.states_change``)
    of what ``question`` asks, or None: said in this conversation, it answers before anything
    older ("Where do I live?" right after "We moved to Cardiff last weekend." (0.24) was
    offered "you live in Bristol", remembered from before (0.33)); remembered, where nothing
    else answers ("Where do I work?" a day after "I just started a new job as a nurse at
    Southmead hospital." (0.37) was only offered it). Asked of the person, only a change of
    theirs: "My brother Felix just moved to Kiel." answered "Where have I lived?". Asked for
    nothing but whom or what ("What's my job?"), a change of it ("I quit my job …")."""
    asked = lexical.widened(asked_of(question)) - about
    of_oneself = not about and OF_ONESELF.search(question)
    # Whether they have someone ("Do I have a girlfriend?") is answered with a change since
    # (``since``), not by the change alone.
    of_what = asked or (set() if asks_whether_has(question) else about)
    # Their own work asked ("Where do I work?", "What's my job?"): a change of it said in any words answers.
    own_work = asks_work(question) and about <= lexical.widened(WORK)
    return max((
        said for said, similarity in ranked
        if (own_work and _WORK_CHANGED.search(said.text)
            or similarity >= SHARED and share(of_what, said.text) and (not about or share(about, said.text)))
        and (not of_oneself or _of_oneself(asked, said.text)) and socrates.states_change(said.text)
    ), key=lambda said: (said.at is not None, said.at or said.day), default=None)


# A change of work said without the word: "I've left nursing, I'm training to be a midwife
# now." (the lead's eleventh walk-through: "What do I do for work?" got the nursing job), or
# by the place left: "Big news: I left the hospital, I'm starting at a GP surgery …" (the
# lead's walk in session 47: "Where do I work?" got the hospital, the clause 0.12 from the
# question in meaning; the pattern is what answers, however near).
_WORK_CHANGED = re.compile(
    r"\b(?:left|quit|leaving|quitting|gave\s+up|given\s+up)\s+(?:my\s+job|[a-z]+ing)\b|\btraining\s+(?:to\s+be|as)\s+an?\s+\w+"
    r"|\b(?:left|quit|leaving|quitting|handed\s+in\s+my\s+notice\s+at)\s+(?:the|my)\s+(?:hospital|school|firm|company|practice|office"
    r"|bank|shop|agency|council|army|navy|police|ward|surgery|restaurant|kitchen|factory|warehouse|store|studio|salon|post|role"
    r"|position|nursery|call\s+centre|site|lab|university|college)\b"
    r"|\b(?:retired|promoted|made\s+redundant|laid\s+off|got\s+the\s+job|new\s+job|gone\s+freelance|went\s+freelance)\b",
    re.IGNORECASE,
)


def since(name: str, told: Said, ranked: list[tuple[Said, float]]) -> Said | None:
    """The latest change the person told of ``name`` after ``told``, or None: "Who is Max?"
    right after "Max and I broke up last month." got only "Your boyfriend Max is a nurse",
    and "Do I have a girlfriend?" after "Hana and I broke up last week." got "Your
    girlfriend Hana is a chef …". Said in this conversation, it is after any memory; a
    memory is after another from an earlier day."""
    return max((
        said for said, _ in ranked
        if said.text != told.text and _later(said, told)
        and re.search(rf"\b{re.escape(name)}\b", said.text) and socrates.states_change(said.text)
    ), key=lambda said: (said.day, said.at is not None, said.at.timestamp() if said.at else 0.0), default=None)


def _later(said: Said, told: Said) -> bool:
    if said.at is not None:
        return told.at is None or said.at > told.at
    return told.at is None and said.day > told.day


def gathered(question: str, chosen: Said, ranked: list[tuple[Said, float]], about: set[str]) -> list[Said]:
    """``chosen`` and the other things the person said that answer a question for several
    (``asks_for_several``), up to MAX_ANSWERS, each once: from ``SHARED``, one with a word
    of what is asked, or of theirs whom it asks about ("Our dog Rolo is three" for "Do I
    have any pets?"). "What pets do I have?" after "We have a cat called Biscuit." and "Our
    dog Rolo is three years old." got the cat alone."""
    asked = lexical.widened(asked_of(question)) - about
    of_oneself = not about and OF_ONESELF.search(question)
    for_names = about and ASKS_NAME.search(question)
    # The places lived and the jobs had are told in words of their own: "I grew up near
    # Hamburg" for "Where have I lived?", "I used to be a teacher" for "What jobs have I had?".
    told_in_own_words = lived_in if asks_where_lived(question) else own_occupation if asks_work(question) else None
    found = [chosen]
    for said, similarity in ranked:
        if len(found) == MAX_ANSWERS:
            break
        # Asked for nothing but whom or what ("What are my hobbies?"), what speaks of it fits, and
        # whether they have it ("Do I have any pets?") what says they do.
        fits = share(asked, said.text) if asked else not asks_whether_has(question) or theirs_in(about, said.text)
        fits = fits or bool(told_in_own_words and told_in_own_words(said.text))
        if of_oneself and not _of_oneself(asked, said.text):
            continue  # "Where have I lived?" is not answered by "My sister Yui lives in Osaka"
        if for_names and not named_in(about, said.text):
            continue  # "What are my kids called?" is not answered by "I'm worried about time for the kids"
        of_it = not about or share(about, said.text)
        if of_it and similarity >= (OF_THE_KIND if about else SHARED) and fits and not any(_same(said, other) for other in found):
            found.append(said)
    return found


def _of_oneself(asked: set[str], sentence: str) -> bool:
    """Whether ``sentence`` says what is asked of the speaker ("I've lived in Tokyo …") or of
    a thing of theirs that is asked about ("Our dog Rolo is three" for "What pets do I have?"),
    not of someone of theirs ("My sister Yui lives in Osaka")."""
    if _SPEAKER_SAYS.match(sentence):
        return True
    owned = _OWNED.search(sentence)
    return bool(owned) and share(asked, owned[1])


_OWNED = re.compile(r"^\W*(?:my|our)\s+([\w'-]+)", re.IGNORECASE)
# The speaker, after a few words of when or a label at most: "Then I lived in Berlin", "Last
# month we moved", "Big news: I moved".
_SPEAKER_SAYS = re.compile(r"^\W*(?:[\w,:!]+\s+){0,3}?(?:i|we|i'm|i've|we've|we're|i'd|we'd)\b", re.IGNORECASE)


def _of_someone_else(sentence: str) -> bool:
    """Whether ``sentence`` opens on someone or something of the speaker's that is not their work ("My wife Sian works
    at the library"; not "My job is in IT")."""
    owned = _OWNED.match(sentence)
    return bool(owned) and not lexical.widened(lexical.terms(owned[1])) & WORK


def _same(said: Said, other: Said) -> bool:
    """Whether ``said`` tells what ``other`` tells, or is part of it: a clause and its
    sentence, or the same words remembered and said in this conversation."""
    mine, theirs = lexical.terms(said.whole or said.text), lexical.terms(other.whole or other.text)
    return mine <= theirs or theirs <= mine
