"""What the person says they do for work, at the start of what they say ("I'm a nurse in
Leeds", "I teach PE at a secondary school", "I run a small bakery") or after their name
(``INTRODUCED_THEN``: "I'm Aisha. I work as a pharmacist in Manchester."). Read by
``acknowledged``, which meets it, by ``answered_by`` and ``answers``, which say it back when
work is asked for, and by ``theirs`` for what someone of theirs is (``NO_JOB``)."""

from __future__ import annotations

import re

from memory.text import phatic
from memory.text.numbers import IN_WORDS

# What follows "a" and is no job: "it's a great idea" answered "What does Dev do?".
NO_JOB = (
    r"(?!(?:bit|little|lot|fan|huge|big|mess|wreck|tad|kind|sort|person|week|day|year|month|great|good|nice|lovely|real|long|short"
    # how one does a thing, not what one works as: "a terrible sleeper", "a heavy smoker"
    r"|terrible|awful|heavy|light|bad|poor|keen|avid|massive|total|complete|proper|fussy|picky|social|chain|serial|natural"
    r"|born|quick|slow|restless|deep|messy|nervous|worrier|sleeper|smoker|drinker|eater|snorer)\b"
    r"|night\s+owl|early\s+(?:bird|riser)|[\w-]+\s+person\b)"
)
# The year of a course before what one studies to be: "im Jade, 2nd year student nurse at Birmingham uni" (the model:
# "Jade, you're making it!", the lead's walk 25).
YEAR_OF_STUDY = r"(?:(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|final|last)[\s-]+year\s+)"
# A job said by its word without "a" after a name: "Alright, I'm Terry, black cab driver, born and bred in Bethnal Green." (the
# model: "Bethnal Green, Terry. What a lovely place to call home.", the lead's walk 27), "yo im Kyle, apprentice joiner from
# Wythenshawe" ("whats my job again" got "I don't know", walk 30).
JOB_WITHOUT_A = (
    r"(?:[a-z-]+\s+){0,2}(?:driver|cabbie|nurse|teacher|builder|plumber|electrician|sparky|chef|cleaner|carer|mechanic|farmer|fisherman"
    r"|trawlerman|barber|hairdresser|postman|postie|porter|labourer|joiner|plasterer|welder|bricklayer|roofer|decorator|butcher|baker"
    r"|midwife|paramedic|firefighter|engineer|accountant|solicitor|receptionist|pharmacist"
    # ... and the desk's: "im dev, 34, software dev in leeds" (the model: "What do you have for a quick snack?", the lead's walk
    # in session 47); "dev" alone is a name ("I'm Dev, 34"), so only after what it develops
    r"|developer|programmer|coder|designer|analyst|consultant|architect|technician|scientist|researcher|lecturer|lawyer"
    r"|dentist|doctor|vet|physio|physiotherapist|therapist|photographer|journalist|editor"
    r"|(?:software|web|game|app|front-?end|back-?end|full-?stack|ios|android)\s+dev)\b(?=\s*[,.!]|\s*$|\s+(?:in|at|from|for|on)\b)"
)
_JOB_WITHOUT_A = re.compile(JOB_WITHOUT_A, re.IGNORECASE)
# A trade done, said with "does": "does hair", "does nails", "does the books" (of someone of theirs: ``their_work``).
DOES_A_TRADE = r"does\s+(?:hair|nails|make-?up|tattoos|(?:the\s+)?(?:books|accounts|payroll)|security|removals|catering|alterations)"
# "I work as", with the hours it is worked: "I work nights as a radiographer in Coventry" (a
# walk-through's introduction got "I see. Tell me more?"), or the hours done: "I do nights as a picker …" (the model: "What's
# the best thing about being a picker …?", with the name passed over, session 48's walk in Northampton).
_HOURS = r"(?:nights|days|evenings|weekends|shifts|lates|earlies|part[\s-]time|full[\s-]time)"
WORKS_AS = rf"i\s+(?:work(?:\s+{_HOURS})?|do\s+{_HOURS})\s+as"
# What one drives for work: "buses", "a taxi", "a bin lorry", "the school bus" ("My husband Ciaran drives a bin lorry, …" was the model's),
# a route by its number ("I drive the number 61 bus in Cardiff", walk 14: "I see. Tell me more?").
VEHICLE = (
    r"(?:an?\s+|the\s+)?(?:(?:number\s+)?[a-z]?\d{1,3}[a-z]?\s+)?(?:(?:bin|delivery|tow|cement|fuel|milk|recovery|school|tour|police|fire)\s+)?"
    r"(?:buses|bus|taxis?|cabs?|lorries|lorry|artics?|wagons?|trucks?|hgvs?|trains|trams|ambulances?|coaches|forklifts?|vans?|tractors?)"
)
# A place of work one runs, owns or manages ("a small bakery", "the wee post office", "a bookshop"), not a thing
# ("a tight ship", "a bath", "the risk"): its last word, or a shop by its trade ("a little florist's in Harrogate"
# got "Good day to you, dear." from the model).
PLACE_RUN = (
    r"(?:[\w-]*(?:shop|office|house|works|yard|mill|hall|centre|center|club|library|surgery|pharmacy|kennels|stables|brewery"
    r"|distillery|dairy|market|stall)"
    r"|bakery|caf[eé]|business|company|restaurant|pub|salon|farm|croft|studio|practice|firm|agency|charity|nursery|store|b&b"
    r"|hotel|hostel|inn|campsite|bar|garage|clinic|kitchen|team|department|ward|school|gym"
    r"|(?:florist|butcher|baker|newsagent|chemist|greengrocer|barber|hairdresser|jeweller|grocer|optician|fishmonger|cobbler)'s)\b"
    r"(?!\s+run\b)"  # "the school run"
)
# What is done about the house, not for a living: "My husband does the shopping."
CHORES = r"(?:shopping|washing|ironing|cooking|hoovering|cleaning|housework|dishes|gardening\s+for\s+us)"
# Work done on the side, by its trade: "does the odd bit of carpentry", "does a bit of plumbing", "does some tutoring"
# ("My husband Keith does the odd bit of carpentry, …" got "What kind of carpentry did you do?" from the 135M, and
# "What does Keith do?" only "I'm not sure — I know that …"); a trade is a noun of the craft ("joinery", "woodwork",
# "tutoring"), not a chore of the house (``CHORES``).
ODD_WORK = (
    r"does\s+(?:the\s+odd\s+(?:bit|spot)\s+of|a\s+(?:bit|spot|little)\s+of|some)\s+(?:freelance\s+)?"
    rf"(?!{CHORES}\b)"
    r"[a-z-]+(?:ry|work|ing)\b(?<!thing)"
)
# Stock kept for a living ("keeps sheep", "farms beef cattle", "breeds pigs"), not a pet or a hen in the garden.
STOCK_KEPT = (
    r"(?:keeps?|breeds?|rears?|raises?|farms?)\s+(?:[\w-]+\s+)?"
    r"(?:sheep|cattle|cows|pigs|goats|bees|alpacas|livestock|poultry|beef|dairy\s+cows|suckler\s+cows)\b"
)
# A post one is given at work: "made a partner", "made head of maths", "promoted to sergeant".
POST = (
    r"(?:(?:full|senior|equity|deputy|assistant)\s+)?(?:partner|manager|head|director|captain|chair|chairman|chairwoman|supervisor"
    r"|headteacher|head\s+teacher|principal|professor|fellow|editor|sergeant|inspector|foreman|lead|team\s+leader|consultant)"
)
# Work said by what one does: "I teach PE at a secondary school", "I work in IT for the
# council", "I run a small bakery"
# (not "I run every morning": a business is run).
WORK_DONE = (
    r"i\s+(?:still\s+|now\s+)?(?P<teach>teach)\s+(?P<subject>(?!(?:myself|me|my\s+(?:son|daughter|kids|children))\b)[\w-]+(?:\s+(?!(?:at|in|for|to)\b)[\w-]+)?)"
    r"|i\s+(?:still\s+|now\s+)?work\s+in\s+(?P<field>(?!(?:a|an|the|my|our)\b)(?-i:[A-Z]{2,}|[a-z]+)(?:\s+and\s+[a-z]+)?)(?=\s+(?:for|at|in)\b|\W*$)"
    # "I drive buses in Glasgow." (the model: "That's lovely.")
    rf"|i\s+(?:still\s+|now\s+)?drive\s+(?P<vehicle>{VEHICLE})(?=\s+(?:for|at|in|around|round)\b|\W*$)"
    rf"|i\s+(?:still\s+|now\s+)?(?:run|own|manage)\s+(?P<business>(?:a|an|my\s+own|our|the)\s+(?:[\w-]+\s+){{0,2}}?{PLACE_RUN})"
    # ... or have, when it is small: "I've a little café in Cork city." (the model: "Welcome to my cafe.", the lead's walk 17)
    rf"|i(?:'ve|\s+have)(?:\s+got)?\s+(?P<small>(?:a|an)\s+(?:little|small|wee|tiny)\s+(?:[\w-]+\s+)?{PLACE_RUN})"
    # a place one works in: "Hey, I'm Tash, I work in a bakery in Bristol." (the model: "What brings you here today?", the
    # lead's ninth walk)
    rf"|i\s+(?:still\s+|now\s+)?work\s+(?:in|at)\s+(?P<workplace>(?:a|an|the)\s+(?:[\w-]+\s+){{0,2}}?{PLACE_RUN})"
    # stock kept for a living: "I keep sheep on the croft."
    rf"|i\s+(?:still\s+|now\s+)?(?P<stock>{STOCK_KEPT})"
    # a craft for an employer: "I test software for a bank in Leicester." (the model: "What kind of bank did you work for?")
    r"|i\s+(?:still\s+|now\s+)?(?P<craft>test|write|build|design|develop|fix|repair|install|service|sell|cut|clean|audit|translate|edit|code"
    # ... or a trade done: "i do hair at a salon in sheffield" (the model: "Me too!"), not "I do yoga at a gym"
    r"|do(?=\s+(?:hair|nails|make-?up|lashes|brows|tattoos|accounts|payroll|admin|bookkeeping|IT|HR|marketing|security|reception)\b))"
    # ... or in their own place: "I cut hair in my own salon in Cork." (the model: "Yes, that's perfect! How did you do it?")
    r"\s+(?P<made>(?!(?:it|them|things|stuff|me|him|her|us|myself|himself|herself|ourselves|themselves)\b)[\w-]+(?:\s+(?!for\b|at\b|in\b)[\w-]+)?)(?=\s+(?:for|at|in)\s+(?:a|an|the|my|our)\b)"
    # a boat one works: "I skipper a creel boat out of Peterhead." (the model: "Yay! What a beautiful boat.")
    r"|i\s+(?:still\s+|now\s+)?(?P<crew>skipper|crew|captain|work)\s+(?P<boat>(?:a|an|the|my\s+own|our)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:boat|trawler|ferry|lifeboat|barge|tug|ship|yacht|dredger))(?=\s+(?:out\s+of|from|for|at|in|on)\b|\W*$)"
    # unpaid: "I volunteer at the library in Dundee." (the model: "How lovely of you to know.")
    r"|i\s+(?:still\s+|now\s+)?(?P<volunteer>volunteer|help\s+out)(?=\s+(?:at|with|for|in)\b)"
)
# The speaker saying what they are or were, after a few words of when at most: "i'm a
# software developer in berlin", "Now I'm a nurse in Leeds", "I used to be a teacher"; or
# where they work ("I work at the bank").
# The one of a place: "I'm the cook at a care home in Longton." (the model: "That's lovely!", session 48's walk); not "I'm
# the oldest", "I'm the best at the quiz".
THE_ONE_AT = r"the(?=\s+[a-z-]+(?:\s+[a-z-]+)?\s+(?:at|in|for|on)\s+(?:a|an|the|our)\s)(?!\s+(?:best|worst|oldest|youngest|only|one|first|last)\b)"
_OWN_OCCUPATION = re.compile(
    r"^\W*(?:(?!(?:my|our|his|her|their)\b)[\w,'’]+\s+){0,3}?"
    rf"(?:(?:i'?m|im|i\s+am|{WORKS_AS}|i\s+worked\s+as|i'?ve\s+been\s+working\s+as|i\s+used\s+to\s+(?:be|work\s+as))"
    r"(?:\s+(?:now|still|currently|actually))?"
    rf"\s+(?:an?|{THE_ONE_AT})\s+{NO_JOB}{YEAR_OF_STUDY}?[a-z-]+|i\s+(?:still\s+|now\s+)?work\s+(?:at|for|in)\s+\S|{WORK_DONE})",
    re.IGNORECASE,
)


# A name given, then something more: "I'm Aisha. I work as a pharmacist in Manchester.", "Hi!
# I'm Priya, we just got a cat.", "My name's Grace and I run a bakery in Norwich.", typed
# in lower case ("names jordan, i'm a plumber in ohio": ``phatic.introduced`` says whether
# the word is a name).
INTRODUCED_THEN = re.compile(
    # ... or the name alone with "here": "Hi! Priya here, I manage a pharmacy in Leicester." (the model: "How's business been?")
    # (with whom it greets: "Hello love, I'm Bernie, retired school cook from Belfast.", the lead's eighth walk)
    r"^\W*(?:(?:hi|hello|hey|hiya|yo|(?:good\s+)?(?:morning|evening|afternoon)|alright|all\s+right|" + phatic.REGIONAL_HELLO + r")(?:\s+(?:there|all|everyone|love|pet|hen|dear|darling|folks|my\s+(?:lover|love|lovely|dear|darling|duck)|me\s+duck|duck|mate|pal))?\W+)?(?P<said>(?:i'?m|i\s+am|(?:my\s+)?name'?s|my\s+name\s+is|it'?s|this\s+is)\s+)?"
    r"(?P<name>(?-i:(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+|[a-z]+))(?(said)(?P<here>\s+here)?|(?P<here_only>\s+here))(?:\s*[,.!;-]+|\s+and(?=\s+i\b))\s*(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)


# Their age, said after their name: "im Leah, 24, …", "I'm Bernadette, I'm 67 and I volunteer …".
# ... in words too: "my name is Mrs Joseph, I'm seventy-eight and I live in Handsworth." (the model: "Wonderful!", the lead's walk 28)
AGED_FIRST = re.compile(rf"^(?:(?:i'?m|i\s+am|aged)\s+)?(?:\d{{1,2}}|{IN_WORDS})(?:\s+years?\s+old)?(?:\s*[,;-]+|\s+and\b)\s*", re.IGNORECASE)


def own_occupation(sentence: str) -> bool:
    """Whether ``sentence`` says what the speaker is or was, or where they work
    (``_OWN_OCCUPATION``), at its start or after their name (``INTRODUCED_THEN``: "Hi, I am
    Farah, I run a small bakery in Bradford.": "What do I do for a living?" got "I don't know"),
    and their age ("im dev, 34, software dev in leeds")."""
    introduced = INTRODUCED_THEN.match(sentence)
    rest = AGED_FIRST.sub("", introduced["rest"]) if introduced else ""
    return bool(_OWN_OCCUPATION.match(sentence) or introduced and (_OWN_OCCUPATION.match(rest) or _JOB_WITHOUT_A.match(rest)))


# Retired, and what they were, in two clauses: "I'm retired now, I used to be a train driver, and I live in Derby." (the
# model: "You're a good man, I'll see you at the pub next time.", talk31's walk), "I'm retired, I was a nurse."
_RETIRED_WAS = re.compile(
    r"^\W*(?:i'?m|i\s+am)\s+(?:now\s+)?retired(?:\s+now)?\s*[,;-]*\s*(?:and\s+|but\s+)?i\s+(?:used\s+to\s+be|was)\s+an?\s+"
    rf"{NO_JOB}(?P<job>[a-z-]+(?:\s+(?!and\b|in\b|at\b|for\b)[a-z-]+)?)(?=\s*[,.!;]|\s+(?:and|in|at|for|on)\b|\s*$)",
    re.IGNORECASE,
)


def as_retired(text: str) -> str:
    """``text`` with "I'm retired now, I used to be a train driver" said as "I'm a retired train driver", else as it is."""
    found = _RETIRED_WAS.match(text)
    return f"I'm a retired {found['job']}{text[found.end():]}" if found else text
