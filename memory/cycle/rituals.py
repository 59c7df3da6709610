"""A message that only greets, thanks, takes leave or takes in what was said ("ok",
"lol": ``text.phatic``) gets the ritual back from the pipeline when the model is a voice
only (DESIGN §7): the embedded 135M answered "Thanks! Talk later." with "What do you
want?", "ok thanks, good night" with "What's the best way to get to Japan?" and "cool"
with "You're not alone in this world." in terminal walk-throughs. It is said as the
assistant says anything, not as a note from the pipeline.
"""

from __future__ import annotations

import re

from memory import archive, llm
from memory.llm import capability
from memory.models import names_of
from memory.text import about_the_assistant, phatic


def ritual(user, text: str, *, checked_in: bool = False) -> str | None:
    """A greeting, thanks or goodbye returned (``phatic.kinds``) for a voice-only model, or
    what the assistant is when asked (``about_the_assistant``), or None. Said as the
    assistant says anything, not as a note from the pipeline."""
    if checked_in or capability.gives_verdicts(llm.get_llm()):
        return None
    if (asked := about_the_assistant.asked(text)) is not None:
        return ITSELF[asked]
    kinds = phatic.kinds(text, " ".join(names_of(user)))
    return returned(kinds, text, archive.told_name(user)) if kinds else None


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
}


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
        night = re.search(r"night|nite|\bgn\b|nuit|noches|nacht", said)
        leave = "Good night" if night else "See you tomorrow" if "tomorrow" in said else "Bye for now"
        return ("You're welcome! " if phatic.THANKS in ritual else "") + f"{leave}{name}" + (
            " — talk soon!" if leave == "Bye for now" else "!")
    if phatic.THANKS in ritual:
        return f"You're welcome{name}!"
    if re.search(r"\b(?:again|back|long\s+time)\b", text, re.IGNORECASE):
        return f"Good to see you again{name}! How have you been?"
    part = re.search(r"\b(morning|afternoon|evening)\b", text, re.IGNORECASE)
    met = " Nice to meet you." if given else ""
    return f"{'Good ' + part[1].lower() if part else 'Hello'}{name}!{met} How are you?"
