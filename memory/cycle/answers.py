"""What a model that is a conversational voice only (DESIGN §7) is not left to say:
what the person told us.

The embedded SmolLM2-135M does not answer from its notes: asked "Where does my brother
live?" with "Your brother Tom lives in Glasgow" in front of the question, it wrote about
"the cello playing at Scotland Stadium"; asked what it was never told, it names someone
("Luna"); told "Remember this: …", it made up a friend of the brother's. A model that
cannot give a YES/NO verdict (``llm.capability``) is not trusted with facts either, so
for such a model (or none) the pipeline writes these replies itself:

- a request to remember is confirmed with what is kept ("Got it — I'll remember that your
  brother Tom lives in Glasgow and plays the cello.");
- a question about the person or someone they named that one thing they said answers
  clearly gets that sentence said back with when they said it ("Your brother Tom lives
  in Glasgow and plays the cello (you told me on 23 November 2026).");
- such a question about someone or something they told us of, that nothing they said
  answers clearly, gets the closest thing they said of it, not as the answer ("What does
  my sister do?" → "I'm not sure — I know that your sister Ana lives in Porto and teaches
  piano (you told me earlier today)."); so does a question about themselves when one thing
  they said is near it (``MAYBE``: "Where do I work?" → "I'm not sure — I know that
  you're a nurse in Manchester …");
- such a question none of whose words they ever used gets "I don't know — you haven't
  told me that yet." rather than an invention, unless something they said is near it in
  meaning (``OFFERED``: "What does my dog eat?" after a greyhound called Pepper), which
  is offered as what is known — or, asked for a name, said back as the answer when it
  gives one ("What's my dog called?": "You just adopted a greyhound called Pepper …") —
  or something they said before a change superseded it has a word of it (``said.superseded``:
  the cats of "… live in Bristol with our two cats" after a move), offered as changed since;
- a question that names neither them nor anyone ("Who got engaged?", "When is the dentist
  appointment?") gets a sentence they said only when it answers clearly, else the model
  answers (it may ask about the world);
- a message the refusal gate checks in on (a possible crisis) gets a plain "Thank you for
  telling me. I'm here, and I'm listening." in front of the check-in and its resources, or,
  when it asks about suicide or overdose as a topic ("What is an overdose exactly?"), the
  plain answer that the model is only good for a chat (it was thanked for telling);
- a message that says the answer before was wrong ("No, that's wrong. She's a dentist, not
  a doctor.") gets "Sorry, I had that wrong." and what they say instead (``corrected``),
  which answers from then on;
- a question for the weather or the news gets that nothing here sees them (``NO_VIEW``),
  one for the day or the time the clock's answer (``clock``);
- a message that only greets, thanks or takes leave gets the ritual back (``rituals``).

Anything else, and everything with a model that gives verdicts, goes to the model.

"Answers clearly": the sentence speaks of whom or what the question asks about
(``subject``: "Is Sam a nurse?" is not answered by "I work as a nurse"), is close in
meaning to the question (MiniLM cosine) and shares a content word with it, or is very
close without one ("What is my job?" / "I work as a nurse" share "work" through
``lexical.widened``), or says the person does what is asked ("I live in …") or has whom
they ask about ("my girlfriend Hana …" for "Do I have a girlfriend?"). Candidates are the sentences the person said
in what retrieval brought (beliefs, and their own lines in episode summaries) and their
earlier messages in this conversation that are not memories yet.
"""

from __future__ import annotations

import re

from memory import archive, llm, refusal, socrates
from memory.cycle.asked import (
    ASKING, NO_JOB, age_told, aged_in, asks_for_several, asks_where_lived, asks_whether_has, capitalised, done_in, lived_in,
    named_in, named_in_lower_case, named_next, over_the_past, own_occupation, subject, their_names, theirs_in,
)
from memory.cycle.clock import now_told
from memory.cycle import corrected
from memory.cycle.context import addressed
from memory.cycle.said import EARLIER_MESSAGES, Said, candidates, closest, formerly, share, superseded
from memory.cycle.said_back import CHANGED_SINCE, NOT_SURE, kept, said_back, said_back_all
from memory.llm import capability
from memory.models import Message, names_of
from memory.retrieval.assembly import Retrieval
from memory.text import lexical, questions, triggers, world

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
OF_THE_KIND = 0.1



def answer(user, inbound: Message, text: str, vector, memory: Retrieval | None, trigger, *, checked_in: bool = False) -> str | None:
    """The reply the pipeline writes for a voice-only model (module docstring), or None
    when the model answers."""
    if capability.gives_verdicts(llm.get_llm()):
        return None
    if checked_in:  # a question about suicide or overdose as a topic is asked, not told
        return ONLY_A_CHAT if refusal.asks_about_the_topic(text) else HEARD
    if trigger and trigger.intent in {triggers.REMEMBER, triggers.SIGNIFICANT}:
        return kept(text, significant=trigger.intent == triggers.SIGNIFICANT)
    of_them = questions.asks_what_was_said(text, user.get_username())
    if world.asks_for_help(text):  # "How do I fix a leaking tap?": nothing told answers it
        return ONLY_A_CHAT
    if world.asks_what_is_happening(text):
        return NO_VIEW
    if clock := world.asks_the_time(text):
        return now_told(user, inbound.created_at, time=clock == world.TIME)
    if (made := corrected.of_the_reply_before(inbound, text)) is not None:
        return f"{HAD_IT_WRONG} {' '.join(addressed(right) for right in made.right) or WHAT_IS_RIGHT}"
    if corrected.only_wrong(text):  # of a reply that said nothing back: what was wrong is theirs to say
        return f"{HAD_IT_WRONG} {WHAT_IS_RIGHT}"
    if not of_them and not questions.asks(text):
        return None
    if of_them and _ASKS_SECRET.search(text):
        return SECRET_NOT_KEPT
    if _ASKS_OWN_NAME.search(text):  # "what's my name?" got "I'm not sure — I know that your name is noor"
        name = archive.told_name(user)
        return f"You're {name}." if name else UNKNOWN
    found = candidates(user, inbound, memory, corrected.made_before(inbound, 2 * EARLIER_MESSAGES))
    if over_the_past(text):  # "Where have I lived?": a place since left is one still
        found += formerly(user)
    called = names_of(user)
    if world.names_only_the_world(text, called, " ".join(said.text for said in found)):
        return ONLY_A_CHAT  # "What's the capital of France?" got "you haven't told me that yet"
    ranked = closest(vector, found)
    names = " ".join(called)
    about = subject(text, names)
    about |= their_names(about, [said.text for said in found])
    if given := named_in_lower_case(text, found):  # "how old is jade" after "my girlfriend is called jade"
        about |= given
        of_them = True
    for_work = _asks_work(text)  # "what's my job?": "i'm a software developer in berlin" shares no word of it
    chosen = best(text, [
        (said, similarity) for said, similarity in ranked
        if not about or share(about, said.text) or for_work and own_occupation(said.text)
    ], about)
    news = _news(text, ranked, about)
    if news is not None and (chosen is None or news.at and not (chosen.at and chosen.at >= news.at)):
        chosen = news  # a remembered change (no time of day) answers only where nothing else does
        # ... or what the same message goes on to say answers: "I got a new job! I'm now a
        # finance manager at a charity in Bath." was answered "You got a new job".
        told_with = [(said, similarity) for said, similarity in ranked if said.at and said.at == news.at and said != news]
        chosen = best(text, told_with, about) or chosen
    if not of_them:  # "Who got engaged?": answered only by what they said that answers it clearly
        return said_back(chosen, inbound.created_at.date()) if chosen is not None else None
    if chosen is None and _ASKS_NAME.search(text):  # "What's my dog called?": "I have a greyhound called Luna" (0.59)
        chosen = next((said for said, similarity in ranked if similarity >= OFFERED and _GIVES_NAME.search(said.text)), None)
    if chosen is None and about and _ASKS_NAME.search(text):
        chosen = named_next(about, ranked)
    if chosen is None and _ASKS_AGE.search(text):
        chosen = age_told(found)
    if chosen is None and about and _ASKS_AGE_OF.match(text):  # "How old is Lily?": "Lily who is 8"
        chosen = next((said for said, _ in ranked if aged_in(about, said.text)), None)
    if (who := _ASKS_WHO.match(text)) is not None:  # "Who is Sophie?": "my friend Sophie", before "Sophie has three"
        chosen = next((said for said, _ in ranked if named_in({who[1].lower()}, said.text, relation=True)), chosen)
    if chosen is not None and asks_for_several(text):  # "What pets do I have?": the cat and the dog
        return said_back_all(gathered(text, chosen, ranked, about), inbound.created_at.date())
    if chosen is not None:
        today = inbound.created_at.date()
        # ... of whom it asks, by name or by what they are to the person: "Where does my
        # grandmother live?" after "My grandmother passed away on Sunday."
        whom = capitalised(chosen.text) + re.findall(r"(?<=\b[Mm]y )[a-z]+", chosen.text)
        since = next((later for name in whom if lexical.terms(name) & about
                      and (later := _since(name, chosen, ranked)) is not None), None)
        return said_back(chosen, today) + (f" {said_back(since, today, lead='Since then: ')}" if since else "")
    asked = lexical.widened(lexical.terms(text) - ASKING - lexical.terms(names))
    if about:
        told = next((said for said, _ in ranked if share(about, said.text)), None)
    else:  # a word of what is asked before nearness alone: "Can you remind me when the trip is?"
        # was offered "you moved to Barcelona last week" over "a trip to Japan in April"
        told = next((said for said, similarity in ranked if similarity >= SHARED and share(asked, said.text)), None) or next(
            (said for said, similarity in ranked if similarity >= MAYBE), None)
    if told is not None:
        return said_back(told, inbound.created_at.date(), lead=NOT_SURE)
    if asked and not any(share(asked, said.text) for said in found):
        if ranked and ranked[0][1] >= OFFERED:  # told in other words: "dog" of a greyhound
            return said_back(ranked[0][0], inbound.created_at.date(), lead=NOT_SURE)
        if (before := superseded(user, asked)) is not None:
            return said_back(before, inbound.created_at.date(), lead=CHANGED_SINCE)
        return UNKNOWN
    return None


def gathered(question: str, chosen: Said, ranked: list[tuple[Said, float]], about: set[str]) -> list[Said]:
    """``chosen`` and the other things the person said that answer a question for several
    (``asks_for_several``), up to MAX_ANSWERS, each once: from ``SHARED``, one with a word
    of what is asked, or of theirs whom it asks about ("Our dog Rolo is three" for "Do I
    have any pets?"). "What pets do I have?" after "We have a cat called Biscuit." and "Our
    dog Rolo is three years old." got the cat alone."""
    asked = lexical.widened(lexical.terms(question) - ASKING) - about
    of_oneself = not about and _OF_ONESELF.search(question)
    for_names = about and _ASKS_NAME.search(question)
    # The places lived and the jobs had are told in words of their own: "I grew up near
    # Hamburg" for "Where have I lived?", "I used to be a teacher" for "What jobs have I had?".
    told_in_own_words = lived_in if asks_where_lived(question) else own_occupation if _asks_work(question) else None
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


def _same(said: Said, other: Said) -> bool:
    """Whether ``said`` tells what ``other`` tells, or is part of it: a clause and its
    sentence, or the same words remembered and said in this conversation."""
    mine, theirs = lexical.terms(said.whole or said.text), lexical.terms(other.whole or other.text)
    return mine <= theirs or theirs <= mine


def _asks_work(question: str) -> bool:
    """Whether ``question`` asks what the person or someone does for work ("What does my
    sister do?", "what's my job?")."""
    return bool(_DOES.search(question) or lexical.widened(lexical.terms(question) - ASKING) & _WORK)


# "What does my sister do?" asks for work: "Zoe lives in Edinburgh and works as a vet".
_DOES = re.compile(r"^\W*wh?at\s+(?:do|does|did)\b.*\bdo(?:\s+for\s+(?:a\s+living|work))?\s*\??\s*$", re.IGNORECASE)
_WORK = lexical.terms("work")
# ... and is answered by what someone is ("he's a firefighter", "I'm a nurse", "works as a vet").
_OCCUPATION = re.compile(
    rf"(?:\b(?:is|am|are)|'s|'m|'re|\bworks?\s+as|\bworking\s+as)(?:\s+(?:now|still|currently|actually))?\s+an?\s+{NO_JOB}[a-z-]+",
    re.IGNORECASE,
)
# ... or by where they work now ("My brother works at a bank"), or by the work they do: "What's
# my husband's job?" was only offered "your husband Tom teaches history at St Mary's".
_WORKS_AT = re.compile(
    r"\bworks?\s+(?:as|at|for|in)\s+\S|\b(?:teach(?:es)?|lectures?|nurses)\s+(?!(?:me|him|her|them|us|you)\b)\w"
    r"|\b(?:runs?|owns?|manages?)\s+(?:a|an|the|his|her|their)\s+(?:\w+\s+)?(?:shop|caf[eé]|bakery|restaurant|pub|bar|business|company|"
    r"firm|salon|studio|practice|gym|farm|school|team|department|store|clinic|garage|charity)\b",
    re.IGNORECASE,
)
_ASKS_OWN_NAME = re.compile(r"^\W*(?:and\s+)?(?:what(?:'s|\s+is)\s+my\s+name|do\s+you\s+(?:know|remember)\s+my\s+name|who\s+am\s+i)\b", re.IGNORECASE)
# A name, or who someone of theirs is ("Who is my cello teacher?": a name is its answer).
_ASKS_NAME = re.compile(
    r"\b(?:name|called|named)\b|^\W*(?:and\s+)?who(?:'s|\s+is|\s+was|\s+teaches|\s+coaches)\s+(?:my|our)\b", re.IGNORECASE
)
_OF_ONESELF = re.compile(r"\b(?:i|me|my|we|us|our)\b", re.IGNORECASE)
_ASKS_WHO = re.compile(r"^\s*(?:and\s+)?who(?:'s|\s+is|\s+was)\s+([^\W\d_]+)\s*\??\s*$", re.IGNORECASE)
# "How old am I?" after "im jonas, 29, i live in hamburg" went to the model, and after
# "I'm 34." got "I'm not sure — I know that you're 34": an age is said in few words.
_ASKS_AGE = re.compile(r"\bhow\s+old\s+am\s+i\b|\bmy\s+age\b", re.IGNORECASE)
_ASKS_AGE_OF = re.compile(r"^\W*(?:and\s+)?how\s+old\s+(?:is|'s|are)\b", re.IGNORECASE)
_GIVES_NAME = re.compile(r"\b(?:called|named|name is)\s+[A-Z][a-z]+")
UNKNOWN = "I don't know — you haven't told me that yet."
# A fact, a sum, a how-to, a recommendation or writing asked of a voice-only model (``text.world``).
ONLY_A_CHAT = (
    "I can't help with that one, I'm afraid: the small language model I run on here is only good for a chat, "
    "not for facts, sums, writing or how-tos. What I'm good at is remembering what you tell me."
)
# The weather or the news asked of a voice-only model: "What's the weather like in Bristol
# today?" was offered "you're a primary school teacher in Bristol".
NO_VIEW = "I can't see the weather or the news from here, I'm afraid — I only know what you tell me."
# "What's my wifi password?" after the gate declined to keep it got UNKNOWN: they did tell.
_ASKS_SECRET = re.compile(
    r"\b(?:password|passcode|passphrase|pin(?:\s+code|\s+number)?|card\s+number|cvv|security\s+code|api\s+key"
    r"|private\s+key|seed\s+phrase|recovery\s+(?:code|phrase)|login\s+details)s?\b",
    re.IGNORECASE,
)
SECRET_NOT_KEPT = (
    "I don't keep passwords, codes, card numbers or keys, so I can't tell you — a password manager is a "
    "safer home for them."
)
# An answer the person says is wrong (``corrected``), what they say instead said back.
HAD_IT_WRONG = "Sorry, I had that wrong."
WHAT_IS_RIGHT = "What's right?"
# In front of the gate's check-in (crisis resources) when the message may be a crisis: in a
# walk-through the embedded model put "Your family needs your help. Don't hesitate!" there.
HEARD = "Thank you for telling me. I'm here, and I'm listening."


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
    if _ASKS_AGE_OF.match(question):
        return None  # "how old is jade" is answered by an age (``aged_in``), not by "my girlfriend is called jade"
    asked = lexical.widened(lexical.terms(question) - ASKING | (_WORK if _DOES.search(question) else set()))
    named = bool(lexical.terms(" ".join(capitalised(question.split(" ", 1)[-1]))) & about)
    # "What's my job?" asks for the job; "How old is Clara?" does not ask for Clara, and
    # "Your twin sister Clara lives in Montreal" was said back as its answer ("When was I in
    # Paris?" asks of the person, with Paris).
    asked = asked - about or (set() if named and not _OF_ONESELF.search(question) else asked)
    for_a_name = bool(_ASKS_NAME.search(question))
    has = about and asks_whether_has(question)
    for_work = _asks_work(question) or bool(asked & _WORK)  # "Where do I work?": "I'm now a finance manager …"
    does = bool(_DOES.search(question))  # what someone does is answered by what they are or where they work
    # What names them, or says the person has them, answers before anything only near: "do i
    # have any pets" got "You're thinking about getting a cat" over "We adopted a kitten".
    told = next((said for said, _ in ranked if for_a_name and named_in(about, said.text) or has and theirs_in(about, said.text)), None)
    if told is not None:
        return told
    if about and not has and asks_for_several(question) and not lexical.widened(lexical.terms(question) - ASKING) - about:
        # "What are my hobbies?" asks for nothing but what is of the kind: "I love knitting and hiking",
        # "… and I've just joined a choir" (``ranked`` holds only what speaks of it)
        return next((said for said, similarity in ranked if similarity >= OF_THE_KIND), None)
    for said, similarity in ranked:
        if for_a_name and about:
            continue  # "What's my mum's name?" is not answered by "My mum lives in Birmingham" (0.44)
        if not about and similarity >= SHARED and done_in(asked, said.text):
            return said
        # "What does Luis do?": "My brother Luis lives in Seville and he's a firefighter"; of whom it
        # asks about (``ranked`` holds only what speaks of them), from nearer: "What does my fiancé
        # do?" / "My fiancé Arjun is a paramedic in Bristol." (0.18) was only offered
        if for_work and similarity >= (OF_THE_KIND if about else SHARED) and (_OCCUPATION.search(said.text) or _WORKS_AT.search(said.text)):
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


def _news(question: str, ranked: list[tuple[Said, float]], about: set[str]) -> Said | None:
    """The latest thing the person said that says something changed (``socrates.states_change``)
    of what ``question`` asks, or None: said in this conversation, it answers before anything
    older ("Where do I live?" right after "We moved to Cardiff last weekend." (0.24) was
    offered "you live in Bristol", remembered from before (0.33)); remembered, where nothing
    else answers ("Where do I work?" a day after "I just started a new job as a nurse at
    Southmead hospital." (0.37) was only offered it). Asked of the person, only a change of
    theirs: "My brother Felix just moved to Kiel." answered "Where have I lived?". Asked for
    nothing but whom or what ("What's my job?"), a change of it ("I quit my job …")."""
    asked = lexical.widened(lexical.terms(question) - ASKING) - about
    of_oneself = not about and _OF_ONESELF.search(question)
    # Whether they have someone ("Do I have a girlfriend?") is answered with a change since
    # (``_since``), not by the change alone.
    of_what = asked or (set() if asks_whether_has(question) else about)
    return max((
        said for said, similarity in ranked
        if similarity >= SHARED and share(of_what, said.text) and (not about or share(about, said.text))
        and (not of_oneself or _of_oneself(asked, said.text)) and socrates.states_change(said.text)
    ), key=lambda said: (said.at is not None, said.at or said.day), default=None)


def _since(name: str, told: Said, ranked: list[tuple[Said, float]]) -> Said | None:
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
