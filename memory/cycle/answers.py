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
- a question for the weather or the news gets that nothing here sees them (``NO_VIEW``), a
  request for a reminder that none is sent, and what it was for (``NO_REMINDERS``),
  one for the day or the time the clock's answer (``clock``);
- a message that only greets, thanks or takes leave gets the ritual back (``rituals``).

Anything else, and everything with a model that gives verdicts, goes to the model. What
answers a question clearly, and what else answers, is ``answered_by``'s to find.
"""

from __future__ import annotations

import re

from memory import archive, llm, refusal
from memory.cycle import answered_by, corrected
from memory.cycle.age_given import ASKS_AGE_BY_PRONOUN, ASKS_AGE_OF, age_said_last, age_told, aged_in
from memory.cycle.answered_by import MAYBE, OFFERED, SHARED
from memory.cycle.asked import (
    ASKS_NAME, OF_ONESELF, asked_of, asks_for_several, asks_work, asks_home, capitalised, named_in, named_in_lower_case, named_next,
    over_the_past, subject, their_names, young_one,
)
from memory.cycle.clock import now_told
from memory.cycle.context import addressed
from memory.cycle.occupation import own_occupation
from memory.cycle.said import EARLIER_MESSAGES, candidates, closest, formerly, share, superseded
from memory.cycle.said_back import CHANGED_SINCE, NOT_SURE, NOT_TOLD_WHO, kept, said_back, said_back_all
from memory.cycle.telling import THEIRS
from memory.cycle.texting import contracted, my_for_me
from memory.llm import capability
from memory.models import Message, names_of
from memory.retrieval.assembly import Retrieval
from memory.text import extraction, lexical, questions, triggers, world


def answer(user, inbound: Message, text: str, vector, memory: Retrieval | None, trigger, *, checked_in: bool = False) -> str | None:
    """The reply the pipeline writes for a voice-only model (module docstring), or None
    when the model answers."""
    if capability.gives_verdicts(llm.get_llm()):
        return None
    text = my_for_me(contracted(text))  # "How old's me nan?", "whens my OSCE?"
    if checked_in:  # a question about suicide or overdose as a topic is asked, not told
        return ONLY_A_CHAT if refusal.asks_about_the_topic(text) else HEARD
    if (reminder := extraction.reminded(text)) is not None:  # kept as a thing to remember (``triggers``); none is sent
        return NO_REMINDERS.format(what=addressed(reminder, opens=False).rstrip(" .!"))
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
    # "what's my job?": "i'm a software developer in berlin" shares no word of it; not "What does my
    # husband do?", which "I'm a community midwife in Derry" was said back to (the lead's walk), nor of one
    # named in lower case: "what does callum do?" got "You're jess, you're a student nurse in glasgow", nor of one who is
    # not them at all: "What does Alan do?" got "You're Margaret and you run a little B&B in Keswick" (the lead's walk)
    for_own_work = asks_work(text) and bool(OF_ONESELF.search(text)) and not _OF_THEIRS.search(text) and not given
    chosen = answered_by.best(text, [
        (said, similarity) for said, similarity in ranked
        if not about or share(about, said.text) or for_own_work and own_occupation(said.text)
    ], about)
    # "How old is Finn?" is answered by an age: not by "Finn started nursery this week", said after "My son Finn is three."
    for_an_age = bool(about and ASKS_AGE_OF.match(text))
    news = answered_by.news(text, ranked, about)
    if news is not None and for_an_age and not aged_in(about, news.text):
        news = None
    if news is not None and (chosen is None or news.at and not (chosen.at and chosen.at >= news.at)):
        chosen = news  # a remembered change (no time of day) answers only where nothing else does
        # ... or what the same message goes on to say answers: "I got a new job! I'm now a
        # finance manager at a charity in Bath." was answered "You got a new job".
        told_with = [(said, similarity) for said, similarity in ranked if said.at and said.at == news.at and said != news]
        chosen = answered_by.best(text, told_with, about) or chosen
        # ... and where none of it answers alone, what the message says, as it says it: "What's my job?" after "Big news:
        # I left the hospital, I'm starting at a GP surgery in Brixton next month." got "You left the hospital" (the lead's
        # walk in session 47).
        # Of the speaker only: not "your granddaughter is getting married" beside "I retired last year".
        message = {said.whole or said.text: said for said in found
                   if news.at and said.at == news.at and (said is news or extraction.of_the_speaker(said.text))}
        message = [said for part, said in message.items() if not any(part != other and part in other for other in message)]
        if chosen is news and 1 < len(message) <= _TOLD_WITH_AT_MOST:  # each part once, not again in a whole that holds it
            return said_back_all(message, inbound.created_at.date())
    if chosen is None and ASKS_AGE_BY_PRONOUN.match(text):  # "How old will they be?": the one just spoken of
        chosen = age_said_last(found)
    if not of_them:  # "Who got engaged?": answered only by what they said that answers it clearly
        return said_back(chosen, inbound.created_at.date()) if chosen is not None else None
    if chosen is None and ASKS_NAME.search(text):  # "What's my dog called?": "I have a greyhound called Luna" (0.59)
        chosen = next((said for said, similarity in ranked if similarity >= OFFERED and _GIVES_NAME.search(said.text)), None)
    if chosen is None and about and ASKS_NAME.search(text):  # "What's my daughter's name?": "my youngest, Amira"
        chosen = named_next(about, ranked) or young_one(about, [said for said, _ in ranked])
    if chosen is None and _ASKS_AGE.search(text):
        chosen = age_told(found)
    if chosen is None and for_an_age:  # "How old is Lily?": "Lily who is 8"
        chosen = next((said for said, _ in ranked if aged_in(about, said.text)), None)
    if (who := _ASKS_WHO.match(text)) is not None:  # "Who is Sophie?": "my friend Sophie", before "Sophie has three"
        chosen = next((said for said, _ in ranked if named_in({who[1].lower()}, said.text, relation=True)), chosen)
    if chosen is not None and asks_for_several(text):  # "What pets do I have?": the cat and the dog
        gathered = answered_by.gathered(text, chosen, ranked, about)
        if for_an_age:  # "how old are my girls?": not "the girls have had chickenpox" beside their age (talk30's second walk)
            gathered = [said for said in gathered if aged_in(about, said.text)] or [chosen]
        return said_back_all(gathered, inbound.created_at.date())
    if chosen is not None:
        today = inbound.created_at.date()
        # ... of whom it asks, by name or by what they are to the person: "Where does my
        # grandmother live?" after "My grandmother passed away on Sunday."
        whom = capitalised(chosen.text) + re.findall(r"(?<=\b[Mm]y )[a-z]+", chosen.text)
        # ... and by the name of the one asked of by what they are: "What does my husband do?" after "My husband Omar is a
        # paramedic …" and "Omar's just been promoted to team leader!" (the lead's walk in session 47)
        named = [name for what, name in _NAMED_AS.findall(chosen.text) if lexical.terms(what) & about]
        since = next((later for name in whom + named if (name in named or lexical.terms(name) & about)
                      and (later := answered_by.since(name, chosen, ranked)) is not None
                      and (not for_an_age or aged_in(about, later.text))), None)
        return said_back(chosen, today) + (f" {said_back(since, today, lead='Since then: ')}" if since else "")
    asked = lexical.widened(asked_of(text) - lexical.terms(names))
    if about:
        told = next((said for said, _ in ranked if share(about, said.text)), None)
    else:  # a word of what is asked before nearness alone: "Can you remind me when the trip is?"
        # was offered "you moved to Barcelona last week" over "a trip to Japan in April"
        told = next((said for said, similarity in ranked if similarity >= SHARED and share(asked, said.text)), None) or next(
            (said for said, similarity in ranked if similarity >= MAYBE), None)
    if told is None and asks_home(text):  # "Where do I live?" after "I run a little B&B in Keswick." got UNKNOWN
        told = next((said for said, _ in ranked if extraction.of_the_speaker(said.text) and _PLACED.search(said.text)), None)
    if told is not None:
        name = who[1] if who is not None and re.search(rf"\b{re.escape(who[1])}\b", told.text, re.IGNORECASE) else ""
        lead = NOT_TOLD_WHO.format(name if name != name.lower() else name.capitalize()) if name else NOT_SURE
        return said_back(told, inbound.created_at.date(), lead=lead)
    if asked and not any(share(asked, said.text) for said in found):
        if ranked and ranked[0][1] >= OFFERED:  # told in other words: "dog" of a greyhound
            return said_back(ranked[0][0], inbound.created_at.date(), lead=NOT_SURE)
        if (before := superseded(user, asked)) is not None:
            return said_back(before, inbound.created_at.date(), lead=CHANGED_SINCE)
        return UNKNOWN
    return None


# "Who am I?", not "Who am I seeing?" or "Who am I meeting on Friday?": the person's name
# was said back to the second in a walk-through.
_ASKS_OWN_NAME = re.compile(
    r"^\W*(?:and\s+)?(?:what(?:'s|\s+is)\s+my\s+name|do\s+you\s+(?:know|remember)\s+my\s+name|who\s+am\s+i\b(?!\s+[a-z]))",
    re.IGNORECASE,
)
_ASKS_WHO = re.compile(r"^\s*(?:and\s+)?who(?:'s|\s+is|\s+was)\s+([^\W\d_]+)\s*\??\s*$", re.IGNORECASE)
# "How old am I?" after "im jonas, 29, i live in hamburg" went to the model, and after
# "I'm 34." got "I'm not sure — I know that you're 34": an age is said in few words.
_ASKS_AGE = re.compile(r"\bhow\s+old\s+am\s+i\b|\bmy\s+age\b", re.IGNORECASE)
# A question of someone of theirs ("What does my husband do?"), not of the person.
_OF_THEIRS = re.compile(rf"\b(?:{THEIRS})", re.IGNORECASE)
# Someone of theirs by what they are, then their name: "My husband Omar".
_NAMED_AS = re.compile(r"\b(?i:my|our)\s+([a-z-]+)\s+([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)")
_GIVES_NAME = re.compile(r"\b(?:called|named|name is)\s+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+")
# A named place the person is at, in what they said of themselves: "I run a little B&B in Keswick."
_PLACED = re.compile(r"\b(?:in|near|outside|just\s+outside|on|at)\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)\b")
# The sentences of one message said back together at most, where a change told in it answers (``answer``).
_TOLD_WITH_AT_MOST = 3
UNKNOWN = "I don't know — you haven't told me that yet."
# A fact, a sum, a how-to, a recommendation or writing asked of a voice-only model (``text.world``).
ONLY_A_CHAT = (
    "I can't help with that one, I'm afraid: the small language model I run on here is only good for a chat, "
    "not for facts, sums, writing or how-tos. What I'm good at is remembering what you tell me."
)
# The weather or the news asked of a voice-only model: "What's the weather like in Bristol
# today?" was offered "you're a primary school teacher in Bristol".
NO_VIEW = "I can't see the weather or the news from here, I'm afraid — I only know what you tell me."
# A reminder asked for: "can u remind me to call the dentist tmrw" (the model: "Yep, I'm glad to assist. Please say the
# name of your dentist in any language you want!", the lead's walk in session 47). Nothing here writes unasked.
NO_REMINDERS = "I can't send reminders, I'm afraid — I only write when you do. But I'll keep it in mind: {what}."
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
