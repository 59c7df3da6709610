"""Questions after what was done or what the law says: told, not asked how to do (issue 15).

The floor's harm and illegal words read "How did Jack the Ripper kill his victims?", "How
were prisoners executed in Tudor England?" or "What's the usual penalty for shoplifting in
Germany?" as requests to do what they name. ``harmless_frame`` (``memory.refusal.frames``)
reads them as told, when nothing pulls them into the real world, the writer says nothing of
doing it, and no recipe is asked for (the frames' own markers):

- a deed a named person did or does, asked after (``deed_told``): "How did Jack the Ripper
  kill his victims?", "In Breaking Bad, how did Walter White cook meth?";
- the past asked after (``past_told``): a question in the past tense ("how were", "why did",
  "what weapons were used") about a named place, person or event, or about history ("the
  First World War", "in 1994"): "Why did the atomic bombing of Hiroshima kill so many
  people?";
- how those whose work it is do it, asked after (``work_told``): "How do police catch
  serial killers?", "How do forensic teams identify poison in a body?";
- the law asked about (``asks_the_law``): whether an act is legal, why it is a crime, what
  it is punished with ("Is it illegal to own a sword in the UK?", "Why is bigamy illegal?").

Regular expressions over the message's structure, no model, like the frames.
"""

from __future__ import annotations

import re

from memory.text.ailments import ILLNESS

_I = re.IGNORECASE
HISTORY = re.compile(
    r"\b(?:1[0-9]{3}s?|20[0-2][0-9]s?|(?:the )?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)|\d{1,2}(?:st|nd|rd|th) century|history|historical(?:ly)?|ancient|medieval|"
    r"roman|romans|viking|vikings|war|wars|wwi|wwii|world war|revolution|empire|genocide|holocaust|"
    r"nazis?|allies|soviet|crusades?|conquest|colonial)\b",
    _I,
)
# Asking why a story's people do what they do, or how they do it ("How does the Joker kill
# people in The Dark Knight?"); not how the writer, or the reader addressed, would.
TELLING = re.compile(r"\b(?:why (?:does|did|do|would|is|was|were|are)|how (?:does|did|do) (?!(?:i|we|you)\b))\b", _I)
# Told, not done: "how did the Romans besiege a city", never "how do I".
_MEANS_TO = r"i want|i'?m going|i'?ll|i will"
FIRST_PERSON_ACT = re.compile(rf"\b(?:how (?:do|can|could|should|would) (?:i|we)|{_MEANS_TO})\b", _I)
# Saying one means to do it: protecting oneself is asked "how do I", but never "I want to".
FIRST_PERSON_WANTS = re.compile(rf"\b(?:{_MEANS_TO}|i need to (?:hurt|get back))\b", _I)
# What a named person did or does, asked after, at the message's start or after an opening
# clause ("In Breaking Bad, how did Walter White cook meth?"): a deed done, told.
_TOLD = re.compile(
    r"(?:^|[,;:]\s*)\W*(?i:how|why|when|where|who) (?:did|does) (?:the )?[A-Z][\w'.-]*(?:\s+(?:the\s+)?[A-Z][\w'.-]*)*\s"
)
# A question in the past tense: "How were prisoners executed ...", "What poison gas was used ...".
_PAST_QUESTION = re.compile(r"^\W*(?:how|why|when|where|what|which|who)(?:\s+[\w'-]+){0,3}?\s+(?:did|was|were)\b", _I)
# Asking why something was done: for its reasons, never its means ("why did the joker blow up
# the hospital?", said in lower case with no name to read).
_WHY_PAST = re.compile(r"^\W*(?:in [\w' -]+,\s*)?why (?:did|was|were|had)\b", _I)
# A name said mid-sentence: a place, a person or an event ("Hiroshima", "Tudor England").
_NAMED = re.compile(r"(?<=[\w,;:] )(?-i:[A-Z][a-z]+)")
# How those whose work it is catch, treat, judge or put down, asked after in general: the
# police, a court, a doctor or a vet, a hunter in season; never the writer ("How do police
# catch poisoners? I want to ..." is the writer's, ``harmless_frame`` reads ``SELF``).
_AT_WORK = re.compile(
    r"^\W*(?:how|why|when|where) (?:do|does|did|can|could|would|should|will) (?:the |a |an )?(?:[\w-]+ )?"
    r"(?:police|cops|detectives?|investigators?|forensic (?:teams?|scientists?|experts?|labs?)|coroners?|pathologists?|"
    r"courts?|judges?|prosecutors?|juries|doctors?|surgeons?|nurses?|paramedics?|vets?|firefighters?|hunters?|"
    r"fbi|interpol|customs|border (?:agents?|guards?|force)|banks?|regulators?|historians?|archaeologists?)\b",
    _I,
)
# Whether an act is legal, why it is a crime, what it is punished with.
_ABOUT_THE_LAW = re.compile(
    r"^\W*(?:is it (?:il)?legal|is it (?:a crime|against the law)|(?:is|are) (?:[\w'-]+ ){1,4}(?:il)?legal\b|"
    r"why (?:is|are|was|were) (?:[\w'-]+ ){1,8}?(?:illegal|a crime|against the law|banned|outlawed|punished)\b|"
    r"what(?:'s| is| are) the (?:\w+ )?(?:penalty|penalties|sentence|punishment|fine|charge)s? for\b|"
    r"how long (?:do|does|would|will|can|could) (?:people|you|someone|a person|they) (?:go to (?:prison|jail)|serve|get)\b|"
    r"can (?:you|people|someone) (?:go to (?:prison|jail)|be arrested) for\b)",
    _I,
)


def deed_told(text: str) -> bool:
    """Whether ``text`` asks after what a named person did or does ("Why did Ted Bundy kill?")."""
    return bool(_TOLD.search(text))


def past_told(text: str) -> bool:
    """Whether ``text`` asks after the past: a deed a named person did, why something was
    done, or a question in the past tense about a named place, person or event, or history."""
    return deed_told(text) or bool(_WHY_PAST.search(text)) or bool(
        _PAST_QUESTION.search(text) and (HISTORY.search(text) or _NAMED.search(text))
    )


def work_told(text: str) -> bool:
    """Whether ``text`` asks how those whose work it is do it: the police, a court, a doctor,
    a vet or a hunter ("How do police catch serial killers?")."""
    return bool(_AT_WORK.search(text))


def asks_the_law(text: str) -> bool:
    """Whether ``text`` asks what the law says of an act: whether it is legal, why it is a
    crime, what it is punished with ("What's the usual penalty for shoplifting in Germany?")."""
    return bool(_ABOUT_THE_LAW.search(text))


# Health told, not asked about: a short statement of the person's own health, or of someone of
# theirs, that is kept in their notes and asks nothing ("My blood pressure has been high this
# week, doctor has changed the tablets.", "I take tablets for my blood pressure." and "I'm on
# statins now." got the health redirect in talk24's walk-throughs, and were not remembered, as
# "Had my flu jab this afternoon, arm's a bit sore." in lead42's, said without its "I";
# "What medication am I on?" is answered from memory). Developed on memory/refusal/data: of its
# health_advice rows (symptoms told at length, remedies asked) it exempts none.
_OF_ONESELF = re.compile(
    r"^\W*(?:(?:i|we)(?:'m|'ve|\s+am|\s+have|\s+take|\s+was|\s+got)?|my|our|the\s+doctor|doctor|(?:he|she)(?:'s)?"
    r"|(?:just\s+|finally\s+)?(?:had|got)(?=\s+(?:my|our|the|a|an|his|her)\b))\b",
    _I,
)
_ASKING = re.compile(
    r"\?|\b(?:should|could|can|would|what|how|why|which|whether|if|recommend\w*|suggest\w*|advi[cs]e\w*|help|tell\s+me|tips"
    r"|ideas|anyone|is\s+it|do\s+you|does\s+it|want\s+to\s+know|wondering|please|hello|hi)\b",
    _I,
)
# What a doctor should see now, told or not: symptoms, a crisis of the body, a dose.
_ACUTE = re.compile(
    r"\b(?:chest|breath\w*|breathe|blood(?!\s+(?:pressure|sugar|tests?))|bleed\w*|faint\w*|collaps\w*|numb\w*|severe|worst"
    r"|emergency|overdos\w*|reaction|swell\w*|swollen|(?<!hay )fever|temperature|vomit\w*|sick|pain\w*|hurts?|ache\w*|dizzy|lump|rash"
    r"|infection|covid(?!\s+(?:jabs?|boosters?|vaccin\w*|shots?))|coronavirus|virus|pneumonia|cough\w*|symptom\w*|experiencing|suffer\w*|pregnan\w*|stroke|seizure|fit"
    r"|heart\s+attack|unconscious|poison\w*|not\s+feeling\s+better|worse|since|doses?|mg|ml)\b",
    _I,
)
# What is kept of one's health: a condition, its treatment, a diagnosis, an appointment.
_KEPT = re.compile(
    r"\b(?:tablets|medication|meds|pills|inhaler|insulin|blood\s+pressure|cholesterol|diabetes|diabetic|asthma|arthritis"
    r"|diagnosed|prescribed|changed|statins?|allergic|allergy|on\s+(?:tablets|medication)|check-?up|appointment|physio\w*"
    r"|jabs?|jabbed|boosters?|vaccin\w*|hay\s*fever"
    # A remedy from the chemist taken ("I took ibuprofen for my headache and it's gone now.": refused as a request for
    # advice in the lead's probe of session 48).
    r"|paracetamol|ibuprofen|nurofen|calpol|lemsip|antihistamines?|piriton|rennie|gaviscon|strepsils)\b",
    _I,
)
_SHORT = 20  # words


def health_told(text: str) -> bool:
    """Whether ``text`` tells of the person's health, or of someone of theirs, in a sentence
    or two and asks nothing (see above): kept, never refused as a request for advice. A
    keyword of the health rule, and every other rule, still decides."""
    return (
        len(text.split()) <= _SHORT and len(re.findall(r"[.!]\s+\S", text)) <= 1 and bool(_OF_ONESELF.match(text))
        and not _ASKING.search(text) and not _ACUTE.search(text) and bool(_KEPT.search(text))
    )


# Someone of theirs ill, told: "me mam's been proper ill with a chest infection" and "My mum's been really ill with a chest
# infection." were refused as requests for medical advice and lost (the lead's walk 30): an illness of someone else's, told
# in a sentence and asking nothing, is news of their family. The writer's own symptoms are not read here, nor what names no
# illness ("my son has a temperature").
_ONE_OF_THEIRS = re.compile(
    r"^\W*(?:my|our|me)\s+(?:(?:little|old|eldest|youngest|oldest|baby|big|wee|younger|older)\s+)?"
    r"(?:mum|mam|mom|ma|dad|da|mother|father|nan|nana|gran|granny|grandma|grandad|grandpa|husband|wife|partner|son|daughter|boy|girl|lad"
    r"|lass|brother|sister|kids|children|twins|baby|auntie|aunt|uncle|cousin|friend|mate|fella|missus|hubby|boyfriend|girlfriend|niece"
    r"|nephew|(?:mother|father|sister|brother)-in-law|in-laws|grandson|granddaughter|grandkids)"
    r"(?:\s+(?-i:[A-Z][a-z]+))?(?:'s|\s+(?:has|have|is|are|was|were|had|got|caught))\b",
    _I,
)
_ILL = re.compile(rf"\b(?:ill|poorly|unwell|under\s+the\s+weather|laid\s+up|off\s+sick|in\s+hospital)\b|\b{ILLNESS}", _I)
_WRITER = re.compile(r"\b(?:i|i'?m|im|i'?ve|ive|me\s+too)\b", _I)
# A symptom to watch, not an illness named: left to the head ("My son has had a fever for three days.").
_SYMPTOM = re.compile(r"\b(?:temperature|fever|rash|fits?|seizures?|breath\w*|bleed\w*|pain|unconscious|floppy|not\s+eating)\b", _I)


def illness_of_theirs_told(text: str) -> bool:
    """Whether ``text`` tells, in a sentence or two and asking nothing, that someone of theirs is or was ill (see above)."""
    return (
        len(text.split()) <= _SHORT and len(re.findall(r"[.!]\s+\S", text)) <= 1 and bool(_ONE_OF_THEIRS.match(text))
        and bool(_ILL.search(text)) and not _ASKING.search(text) and not _WRITER.search(text) and not _SYMPTOM.search(text)
    )
