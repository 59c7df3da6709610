"""A question about suicide, self-harm or overdose as a topic, not the writer's own (issue 15).

The floor's crisis words withheld "What are the warning signs that a friend might be
suicidal?" and answered a person asking how to help a friend with the crisis script.
``asks_about_the_topic`` names such a question; ``memory.refusal.judging`` answers it with
a check-in, which carries the crisis resources, and keeps it. Read from the message's
structure (regular expressions, no model), like the harm and illegal frames (``frames``),
whose words for the real world it shares, and its words for people and the writer
(``targets``).
"""

from __future__ import annotations

import re

from memory.refusal.frames import REAL_WORLD
from memory.refusal.targets import PERSON_NOUNS, SELF

_I = re.IGNORECASE
# Crisis words said of the topic, not of oneself.
_CRISIS_TOPIC = re.compile(
    r"\b(?:suicid\w*|self[- ]harm\w*|self[- ]injur\w*|overdos\w*|took (?:his|her|their) own life|"
    r"tak(?:e|es|ing) (?:his|her|their) own lives?|"
    # Someone else's wish said in words ("my mate said she wants to kill herself, what do i say to her?": refused as
    # harm by the head, 0.43, the lead's probe of session 48).
    r"kill(?:s|ing|ed)? (?:himself|herself|themselves|themself)|end(?:s|ing|ed)? (?:his|her|their) (?:own )?life)\b",
    _I,
)
# The writer asking what to say or how to help (read by both ``_ABOUT_THE_TOPIC`` and ``_KIN``; each adds its own words).
_WHAT_I_SAY = r"what\s+(?:do|should|can|could)\s+i\s+(?:say|do|tell)"
_HOW_I_HELP = r"how\s+(?:do|can|should|could)\s+i\s+(?:help|support|reach|comfort|get\s+(?:him|her|them)\s+help"
# Asking what it is, how common, why people do it, its signs, how to help someone, its history.
_ABOUT_THE_TOPIC = re.compile(
    r"^\W*(?:what(?:'s| is| are| does| do)\b|why (?:do|does|did|are|is) (?:some |so many |many |more )?"
    r"(?:people|teenagers|teens|men|women|young people|students|veterans|doctors|farmers|someone|anyone|kids|children)\b|"
    r"how (?:common|prevalent|often)\b|how (?:can|do|should) (?:we|you|parents|teachers|schools|friends|people|someone)"
    r" (?:help|support|talk|spot|recogni[sz]e|prevent)\b)|"
    # The writer asking how to help them: "what do I say to her?", "How can I help him?".
    rf"\b(?:{_WHAT_I_SAY}|{_HOW_I_HELP}|talk\s+to|speak\s+to))\b|"
    r"\b(?:warning signs?|signs? that|risk factors?|rates?|statistics|history of|prevention|awareness)\b|"
    # Someone else's, asked how to talk about ("his friend's suicide").
    r"\b(?:his|her|their|(?!it'?s\b)\w+'s) (?:suicide|overdose|self[- ]harm)\b",
    _I,
)
# The writer, or what they mean to do or take: never a question about the topic. "My" of
# someone ("my teenage nephew", "my students": ``_KIN``) is about them, and so is the
# writer's worry for them ("one of my students worries me", "I'm worried about him").
_KIN = re.compile(
    rf"\bmy\s+(?:[\w-]+\s+)?(?:{PERSON_NOUNS}|students?|pupils?|patients?|clients?|teens?|teenagers?|mates?|bestie|pal)\b"
    r"|\b(?:worr(?:y|ies)|concerns?|scares?|frightens?)\s+me\b"
    r"|\bi'?m\s+(?:so\s+|really\s+)?(?:worried|concerned|scared)\s+(?:about|for)\s+(?:him|her|them)\b"
    # The writer as the one who helps: "how do I talk to my son about ...".
    rf"|\b{_HOW_I_HELP}|talk|speak|explain|tell)\b|\b{_WHAT_I_SAY}\b"
    # What they said to the writer: "he told me he wants to ...".
    r"|\b(?:told|tells|telling|texted|messaged)\s+me\b",
    _I,
)
_MEANS = re.compile(
    r"\b(?:how (?:much|many|long|to)|ways?|methods?|best|easiest|quickest|fastest|painless\w*|least painful|"
    r"lethal|fatal|dose|doses|enough|would it take|kill (?:yourself|oneself)|pills?|tablets?|rope|jump|cut|"
    r"where (?:can|do|should)|tonight|tomorrow|feel|feels|feeling|hurt|hurts|pain|painful|die|"
    # Helping them go through with it: "how can I help him do it?"
    r"help (?:him|her|them) (?:do it|go through with it|end it|die))\b",
    _I,
)


def asks_about_the_topic(text: str) -> bool:
    """Whether ``text`` asks about suicide, self-harm or overdose as a topic ("What does
    suicidal ideation mean?", "How common is suicide among farmers?", "What are the warning
    signs that a friend might be suicidal?") and says nothing of the writer ("I", "my",
    but "my nephew" is of someone else) or of a means, a dose, a way, a time or how it
    feels. Such a question is answered, with a check-in that carries the crisis resources
    (``memory.refusal.judging``), where the floor's crisis words withheld it and answered a
    person asking how to help a friend with the crisis script (issue 15)."""
    return bool(
        _CRISIS_TOPIC.search(text) and _ABOUT_THE_TOPIC.search(text)
        and not SELF.search(_KIN.sub(" ", text)) and not _MEANS.search(text) and not REAL_WORLD.search(text)
    )


# How lethal a means is: how long, how many or how much it takes to die of it, which way
# is the most painless, whether it is a painful way to go.
_HOW_LETHAL = re.compile(
    r"\b(?:how (?:long|many|much|fast|quickly|high|far)|what'?s the (?:most painless|least painful|quickest|fastest|easiest)|"
    r"what (?:dose|amount)|is (?:it|\w+ing) (?:a |an )?(?:painful|painless|quick|peaceful))\b"
    r"[^.!?\n]{0,80}\b(?:die|dying|death|fatal|lethal|kill (?:a person|someone|you|a human|an adult)|overdose|way to go|"
    r"bleed(?:ing)? out|not wake up|stop (?:a|the|your) heart|stop breathing)\b",
    _I,
)
_LETHAL_MEANS = re.compile(
    r"\b(?:overdos\w*|carbon monoxide|exhaust|gas|blood|bleed\w*|drown\w*|hang\w*|fall|jump\w*|poison\w*|pills?|tablets?|"
    r"paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|insulin|painkillers|codeine|morphine|antidepressants|"
    r"bridge|storeys|floors|wrists?|way to die)\b",
    _I,
)


def asks_how_lethal(text: str) -> bool:
    """Whether ``text`` asks how lethal a means of suicide is ("how long does it take to die
    from carbon monoxide", "is drowning a painful way to go"). Asked of no one and beside no
    distress it may be curiosity, so the gate answers it with a check-in, which carries the
    crisis resources (issue 15); asked by the writer of their own pills or beside distress
    it is a crisis, which the floor's patterns withhold (migrations 0033, 0035), and a
    check-in never displaces that."""
    return bool(_HOW_LETHAL.search(text) and _LETHAL_MEANS.search(text))
