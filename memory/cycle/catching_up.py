"""The person back after a gap, met by the pipeline itself when the model is a voice only
(DESIGN §7): "Been a busy week since we talked, sorry." got "That's wonderful!" and "If you
need anything, I'm here." from the embedded 135M (a walk-through). Read only when every
clause of the message is one of: the gap ("it's been a while", "been a busy week since we
talked"), an apology for it ("sorry I've been quiet", "sorry for the silence"), a busy time
or where they were as the reason ("work's been mad", "it's been hectic", "we were out at sea")
or a greeting; at least one says there was a gap. Anything else they say (a hard week, news) is read as it is, not here, unless it
comes after the gap and the pipeline acknowledges it ("Sorry I've not been on for a while,
my knee has been playing up.": the welcome, then the acknowledgement; no welcome before bad news).

The reply welcomes them back without making anything of the apology, and asks what kept
them busy when they said they were, else how things have been.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.cycle.grounding import bad_news
from memory.cycle.statements import wording
from memory.cycle.telling import said_back

_SO = r"(?:(?:so|really|very|pretty|a\s+bit|absolutely|totally|super|crazy|bit\s+of\s+a)\s+)?"
_BUSY = (
    r"(?:busy|hectic|crazy|mad|manic|flat\s+out|full[\s-]on|mental|non[\s-]?stop|chaos|chaotic|a\s+whirlwind|nuts|wild|swamped"
    r"|all\s+over\s+the\s+place|up\s+in\s+the\s+air"
    # "work has been a nightmare with a big release" (the model: "Sorry about that. I'm so sorry to hear that.", the lead's
    # seventh walk): busy, not bad news
    r"|a\s+(?:bit\s+of\s+a\s+)?(?:nightmare|madhouse|zoo|circus|rollercoaster))"
)
# A busy time long enough to be a gap when they apologise for it: "Sorry, been a mad few weeks with the wedding planning."
# (the model: "I see. Tell me more?", the lead's ninth walk)
_BUSY_SPAN = r"(?:week|few\s+days|(?P<long>few\s+(?:weeks|months)|couple\s+of\s+(?:weeks|months)|fortnight|month))"
_SPAN = r"(?:week|few\s+(?:days|weeks)|fortnight|while|month|couple\s+of\s+(?:days|weeks)|ages)"
_AWAY = (
    r"(?:quiet|away|awol|mia|absent|a\s+stranger|offline|rubbish\s+at\s+(?:keeping\s+in\s+touch|replying)|(?:on|around|in\s+touch|on\s+here)"
    # "Sorry, I've been off the radar a few days, we were out at sea." (the model: "You're coming back, I'm sure of that!")
    r"|off\s+the\s+radar|off\s+(?:the\s+)?grid|out\s+of\s+touch|missing(?:\s+in\s+action)?)"
)
_FOR_A_WHILE = (
    r"(?:\s+there)?(?:\s+(?:(?:for\s+)?(?:a\s+(?:while|bit|week)|ages|so\s+long|a\s+few\s+days|a\s+couple\s+of\s+(?:days|weeks))|lately|recently|this\s+week"
    # "Sorry I haven't messaged in ages, rotas have been all over the place." (the model: "Just a reminder of …")
    r"|in\s+(?:ages|a\s+while|days|weeks|forever|so\s+long)))?"
)
# A gap said: "Been a busy week since we talked", "It's been a while", "Long time no speak".
_GAP = re.compile(
    rf"^(?:it'?s\s+|it\s+has\s+)?been\s+(?:an?\s+)?{_SO}(?P<busy>{_BUSY}\s+)?{_SPAN}\s+since\s+(?:we|i)\s+(?:last\s+)?"
    r"(?:talked|spoke|chatted|spoken|messaged|caught\s+up)(?:\s+(?:last|properly))?$"
    r"|^(?:it'?s\s+|it\s+has\s+)?been\s+(?:a\s+(?:little\s+)?while|ages|forever|too\s+long)$"
    r"|^(?:we\s+)?haven'?t\s+(?:talked|spoken|chatted)\s+(?:in|for)\s+(?:ages|a\s+while|forever|days|a\s+week|weeks)$"
    r"|^long\s+time\s+no\s+(?:see|talk|chat|speak)$",
    re.IGNORECASE,
)
# An apology for it: "Sorry I've been quiet", "Sorry for the radio silence", "Apologies for disappearing".
_SORRY_AWAY = re.compile(
    r"^(?:(?:so\s+|really\s+)?sorry|apologies)\s+(?:for\s+(?:the\s+|my\s+)?(?:(?:radio\s+)?silence|being\s+(?:so\s+)?" + _AWAY
    + r"|not\s+(?:being\s+(?:on|around|in\s+touch)|getting\s+back(?:\s+to\s+you)?|messaging|talking|chatting|replying|checking\s+in|writing)"
    # "Sorry for the gap, …", "Apologies for being missing, …" (the model: the first said back as a mishap)
    # ... or vanishing: "Apologies for vanishing, the kids both had chickenpox." (the model: "How was your day?")
    r"|(?:disappearing|vanishing)(?:\s+(?:act|on\s+you))?|going\s+(?:quiet|awol|missing|off\s+the\s+radar)|dropping\s+off\s+the\s+radar|the\s+(?:long\s+)?(?:gap|delay|silence))"
    r"|(?:i'?ve|i\s+have)\s+(?:not\s+been\s+(?:on|around|in\s+touch|on\s+here)|been\s+(?:so\s+)?" + _AWAY + r")"
    r"|i\s+haven'?t\s+(?:been\s+(?:on|around|in\s+touch|on\s+here)|messaged|talked|chatted|written|checked\s+in)"
    r"|i\s+(?:disappeared|vanished|went\s+quiet|went\s+awol|went\s+missing))" + _FOR_A_WHILE + "$"
    # ... after "Sorry," in a clause of its own: "Sorry, I've been off the radar a few days, …"
    # ... or quiet: "sorry been quiet, lambing has been non stop" (the model: "… a classic event with the whole town coming
    # together to celebrate.", talk32's second walk)
    r"|^(?:(?:i'?ve|i\s+have)\s+)?been\s+(?:so\s+)?(?:off\s+the\s+radar|off\s+(?:the\s+)?grid|out\s+of\s+touch|missing\s+in\s+action|awol|mia"
    r"|quiet|a\s+stranger|offline)"
    + _FOR_A_WHILE + "$",
    re.IGNORECASE,
)
_SORRY_FIRST = re.compile(r"^(?:so\s+|really\s+)?(?:sorry|apologies)\s+(?=\w)", re.IGNORECASE)
_SORRY = re.compile(r"^(?:so\s+|really\s+)?sorry(?:\s+(?:about\s+that|again))?$|^apologies$", re.IGNORECASE)
# A busy time as the reason: "work's been mad", "it's been hectic", "I've been swamped", "crazy week",
# with what made it so: "it's been manic with the cold snap" (got "Sorry, I'm sorry. How are you doing?").
_REASON = re.compile(
    rf"^(?:(?:it'?s|things\s+have|things'?ve|life'?s|life\s+has|work'?s|work\s+has|everything'?s|the\s+week'?s"
    # what made it so, as what was: "rotas have been all over the place", "my shifts have been mad"
    # ... or the place: "the salon's been mental with Christmas parties" (the model: "That's totally fine.")
    # ... with no "my" or "the" as people text: "placement has been full on" (the model: "That's wonderful! What kind
    # of place did you end up at?", the lead's fourth walk)
    r"|(?P<cause>(?!(?:i|we|you|they|he|she)\b)(?:(?:my|the|our)\s+(?:[\w-]+\s+)?)?[\w-]+(?:\s+have|'ve|\s+has|'s)))"
    rf"\s+been\s+{_SO}{_BUSY}"
    rf"|(?:(?:i'?ve|i\s+have|we'?ve|we\s+have)\s+)?been\s+{_SO}(?:{_BUSY}|snowed\s+under|run\s+off\s+(?:my|our)\s+feet|up\s+to\s+(?:my|our)\s+eyes)"
    # ... or the work that kept them: "been covering loads of shifts" (after "soz ive been awol", the model: "Nice.")
    r"|(?:(?:i'?ve|i\s+have)\s+)?been\s+(?P<work>(?:covering|doing|working|pulling|picking\s+up)\s+(?:(?:loads|lots|a\s+lot|tons|a\s+load)"
    r"\s+of\s+|extra\s+|double\s+|long\s+|so\s+many\s+)*(?:shifts|overtime|hours|nights|lates|doubles|weekends)))"
    r"(?:\s+(?:lately|recently|this\s+week|at\s+work|(?P<why>with\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)))?$"
    rf"|^(?:(?:it'?s\s+)?been\s+)?(?:an?\s+)?{_SO}{_BUSY}\s+{_BUSY_SPAN}(?P<with_what>\s+with\s+(?:[\w'-]+\s+){{0,3}}?[\w'-]+)?$",
    re.IGNORECASE,
)
# Where they were, as the reason: "we were out at sea", "I was away with work", "we've been on holiday".
_WHERE = re.compile(
    # ... said with no "I" as people text: "sorry been off grid, been on the continent all week with work" (talk32's walk)
    r"^(?:(?:i|we)\s+(?:was|were|'ve\s+been|have\s+been|'d\s+been|had\s+been)|been)\s+(?:away(?:\s+(?:camping|walking|sailing|fishing|climbing|skiing))?"
    r"|out\s+at\s+sea|at\s+sea|abroad|travelling|overseas|on\s+the\s+continent|in\s+europe"
    r"|on\s+(?:holiday|a\s+course|the\s+boat|the\s+road|tour|a\s+trip)|up\s+north|down\s+south|at\s+(?:my|our)\s+[\w'-]+)"
    r"(?:\s+(?:with\s+work|for\s+work|for\s+a\s+(?:bit|week|few\s+days)|all\s+week|again)){0,2}$",
    re.IGNORECASE,
)
# What wore them out, as the reason: "nights have wiped me out" (after "Long time no speak", the model: "What's the
# story behind it?"), "I've been shattered".
_WORN = re.compile(
    r"^(?:(?:the\s+|my\s+|these\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:have|has|'ve|'s)\s+(?:really\s+|properly\s+|completely\s+)?"
    r"(?:wiped|knocked|worn|tired|wrung|taken\s+it)\s+(?:me\s+out|out\s+of\s+me)"
    r"|(?:i'?ve|i\s+have)\s+been\s+(?:so\s+|absolutely\s+)?(?:wiped\s+out|exhausted|shattered|knackered|on\s+nights|on\s+lates))$",
    re.IGNORECASE,
)
# Their own illness or operation, as the reason: "I've been in hospital having my hip done." (after "Sorry I've not been
# on for a while", the model: "Oh no worries, you're safe.", talk31's walk), "I've been poorly", "I had an operation".
_ILL = re.compile(
    r"^(?:i'?ve\s+been|i\s+have\s+been|i\s+was|i'?d\s+been|been)\s+(?:really\s+|quite\s+|so\s+|very\s+)?"
    r"(?:in\s+hospital|in\s+and\s+out\s+of\s+hospital|ill|sick|poorly|unwell|laid\s+up|under\s+the\s+weather|off\s+sick"
    r"|(?:recovering|convalescing)\s+from\s+(?:an?\s+|my\s+)?(?:[\w-]+\s+)?(?:operation|op|surgery|flu|covid|illness|virus))"
    r"(?:\s+(?:having|with|after|for)\s+(?!(?:a\s+|the\s+|my\s+|our\s+)?(?:baby|babies|work|worry|nerves)\b)(?:[\w'-]+\s+){0,3}?[\w'-]+)?[.!]*$"
    r"|^(?:i'?ve\s+|i\s+have\s+|i\s+)?(?:had|been\s+having)\s+(?:an?\s+|my\s+)?(?:(?:operation|op|surgery)(?:\s+on\s+(?:my\s+)?[\w-]+)?|(?:[\w-]+\s+){1,2}?(?:done|replaced|operated\s+on))[.!]*$",
    re.IGNORECASE,
)
# What they had or have been doing since, said after the gap: "Sorry, it's been a while — we've had a houseful since Easter."
# (the model: "I see. Tell me more?", the lead's walk)
_SINCE = re.compile(r"^(?:i|we)(?:'ve|\s+have)\s+(?:had|been)\s+(?!(?:ill|sick|poorly|unwell)\b)(?:[\w'-]+\s+){0,7}?[\w'-]+[.!]*$", re.IGNORECASE)
_HELLO = re.compile(r"^(?:hi|hey|hiya|hello|morning|evening|afternoon)(?:\s+there)?$", re.IGNORECASE)
_WELCOME = "{sorry}it's good to have you back."
_BACK = {
    "busy": ("{sorry}it's good to have you back! What's been keeping you so busy?",
             "{sorry}lovely to hear from you again. Busy with anything nice, or just one of those weeks?"),
    "how": ("{sorry}it's good to have you back! How have things been?",
            "{sorry}lovely to hear from you again. How's everything been since we last talked?"),
    # their own illness said
    "ill": ("{sorry}I'm sorry you've been in the wars. How are you feeling now?",
            "{sorry}I'm sorry you've been unwell. I hope you're on the mend — how are you doing?"),
    # what wore them out said
    "worn": ("{sorry}it's good to have you back! Are you getting some rest now?",
             "{sorry}lovely to hear from you again. I hope you can catch up on some sleep?"),
    # where they were said
    "where": ("{sorry}it's good to have you back! How did it go?", "{sorry}lovely to hear from you again. Good to be home?"),
    # what kept them busy said already
    "why": ("{sorry}it's good to have you back! Has it calmed down at all?",
            "{sorry}lovely to hear from you again. Is it easing off a bit now?"),
}


def back(text: str, told: Callable[[str], str | None] = lambda rest: None) -> str | None:
    """The welcome back for a message that says the person is back after a gap (module
    docstring), then what ``told`` acknowledges of what they go on to say, if anything; or None."""
    pieces = re.split(r"(\s*(?:[,;.!?]|\s[-—–]\s)+\s*)", text.strip())
    clauses = pieces[0::2]
    gaps, away, sorry, reasons = [], [], [], []
    for clause in clauses:
        gap, said_away, apology = _GAP.match(clause), bool(_SORRY_AWAY.match(clause)), bool(_SORRY.match(clause))
        if not (gap or said_away or apology) and (opened := _SORRY_FIRST.match(clause)):  # "Sorry it's been a while"
            gap = _GAP.match(clause[opened.end():])
            said_away = bool(_SORRY_AWAY.match(clause[opened.end():]))  # "sorry been off grid" (talk32's walk)
            apology = bool(gap)
        reason = _REASON.match(clause) or _WHERE.match(clause) or _WORN.match(clause) or _ILL.match(clause)
        # not "hectic with my dad in hospital"; "away" is a place here, not a death
        if reason and reason.re is not _ILL and bad_news(
            re.sub(r"\baway\b" if reason.re is _WHERE else _BUSY, "", clause, flags=re.IGNORECASE)):
            reason = None
        if clause and not (gap or said_away or apology or reason or _HELLO.match(clause)):
            break
        gaps.append(gap)
        away.append(said_away)
        sorry.append(said_away or apology)
        reasons.append(reason)
    if not (any(gaps) or any(away) or any(sorry) and any(reason and reason.re is _REASON and reason["long"] for reason in reasons)):
        return None
    opens = "No need to apologise — " if any(sorry) else ""
    if len(gaps) == len(clauses):
        busy = any(reasons) or any(gap and gap["busy"] for gap in gaps)
        kind = (
            "ill" if any(reason and reason.re is _ILL for reason in reasons)
            else "where" if any(reason and reason.re is _WHERE for reason in reasons)
            else "worn" if any(reason and reason.re is _WORN for reason in reasons)
            else "why" if any(reason and reason.re is _REASON and (reason["why"] or reason["cause"] or reason["work"] or reason["with_what"]) for reason in reasons)
            else "busy" if busy else "how"
        )
        said = _BACK[kind][wording(text) % 2].format(sorry=opens)
    elif (rest := "".join(pieces[2 * len(gaps):])) and (acknowledged := told(rest[:1].upper() + rest[1:]) or _since(rest)):
        # no cheer before bad news: "Sorry I've been quiet, my dad's been in hospital."
        welcome = ("No need to apologise." if opens else "") if bad_news(rest) else _WELCOME.format(sorry=opens)
        said = f"{welcome} {acknowledged}".strip()
    else:
        return None
    return said[0].upper() + said[1:]


def _since(rest: str) -> str | None:
    """What they had or have been doing since the gap (``_SINCE``), nothing bad, said back with a question of it, or None."""
    if not _SINCE.match(rest := rest.strip()) or bad_news(rest):
        return None
    said = said_back(rest.rstrip(".!"))
    return f"{said[:1].upper()}{said[1:]} — how has that been?"
