"""The words that say a fact of the person's changed, and those that say it only might
(issue 14): the cue lists ``change.changed`` reads between an earlier statement of how
things stand and a later one ("moved", "quit", "handed in my notice", "three months
without"), when a thing happened ("last week", "since April"), a visit, and what is
wished, planned or still to come (``unreal``). What a change is about is
``change.changed``'s business; these say only that one is said.
"""

from __future__ import annotations

import re

from memory.socrates.contradiction import IDIOMS
from memory.socrates.subjects import ABSENCE
from memory.text import lexical

# Stage 1 on unseen phrasing: a statement that says one of the person's own facts changed
# ("I sold my Honda", "My brother moved out", "I left teaching") contradicts the earlier
# statement it is about. A strong cue says a change by itself; a weak one ("now",
# "started") only with the other side's polarity ("I don't play any instruments" / "I play
# the piano now"). What it is about: a content word both share, with the statements at
# least CHANGE_RELATED alike, or no shared word and CHANGE_CLOSE alike ("I live in a small
# flat downtown" / "We moved to a house in the suburbs").
STRONG_CHANGE = re.compile(
    r"\b(?:moved|relocated|sold|left(?! for\b| on\b| early\b)|quit|switched|stopped|gave up|given up|no longer|anymore|any more|"
    r"broke up|split up|separated|got (?:married|divorced|engaged|rid of)|retired|changed (?:jobs?|careers?|schools?|teams?)|"
    r"called (?:it|things) off|shut down|closed down|dropped out|graduated|passed away|"
    r"went (?:vegan|vegetarian|freelance|self-employed|part[- ]time|full[- ]time)|"
    r"(?:got|took|found) (?:a |an |the )?(?:new )?job(?! interview| offer| fair| application| done)|laid off|got fired|was promoted|got promoted|(?:has|have|had|'s) (?:just |finally )?been promoted|passed my)\b",
    re.IGNORECASE,
)
# A move said only by the place it left ("since I moved from my home country", "we moved
# away from the coast"): it says where the person lives now only when the place left is
# one the earlier statement names ("I moved from Lisbon last year" / "I live in Lisbon").
LEFT_ONLY = re.compile(
    r"\b(?:moved|relocated|emigrated)\s+(?:away\s+)?(?:from|out of)\b(?![^,.;!?]*\b(?:to|into|here|back)\b)", re.IGNORECASE
)
# More words of change, read only between two statements about one attribute of the
# person (``attributes``): alone, "became" or "gone back to" say little ("They've become
# like family to me").
CHANGE_OF_ATTRIBUTE = re.compile(
    r"\b(?:cancell?ed|closed|got over|lost interest|no more|done with|divorc(?:e|ing)|dumped|rehomed|resigned|handed in|"
    r"stepped down|scrapped|written off|sober|(?:went|gone) back to|turned into|became|become|for good(?=\s*(?:[,.;!?]|$|and\b|so\b|now\b))|"
    # a stretch of time without it: "Six months without a single cigarette today"
    + ABSENCE + "|"
    # a last day, a thing never again, one traded in: "my last day at google was friday", "no
    # tennis for me ever again", "traded the leaf in for a diesel van"
    r"(?:my|our) last (?:day|shift|week) (?:at|with|of|in)|(?:ever|never) again|trad(?:ed|ing) (?:\w+ ){0,3}in\b|swapped|"
    # a business ended: "The start-up folded, I've joined a big insurance firm"
    r"folded|went (?:bust|under)|"
    # studies done: "Qualified in June", "Defended my thesis in June!"
    r"qualified|defended (?:my|the) (?:thesis|dissertation|phd|doctorate)|"
    # a mind changed: "Jazz has completely won me over", "I've come round on electric cars"
    r"won (?:me|us) over|c[ao]me (?:a)?round (?:on|to)|changed (?:my|our) minds?|converted|grown on (?:me|us)|"
    r"(?:got|was|were|been|being) let go|let (?:the|our|my|him|her|them|me|us) (?:\w+ )?go|"
    # an end the person had no choice in, a place got out of, a hurt healed: "I had to stop
    # volunteering at the food bank", "finally out of that flat above the bakery", "the leg,
    # it's completely healed"
    r"had to (?:stop|quit|give up|leave|sell)|(?:completely |fully )?(?:healed|recovered)|(?:finally )?out of (?:that|the|our|my) (?:flat|house|place|job)|"
    # an end said as an idiom: "ikea is history", "Sheffield's behind me", "my running days are
    # over", "ps5's gone"
    r"(?:is|'s|are) (?:history|behind (?:me|us)|gone(?=\s*(?:[,.;!?]|$)))|days are over|"

    # a habit let go, a debt or a thing done away with: "I dropped the habit", "paid off the
    # mortgage", "threw my vape in the bin", "Cut it all off into a pixie cut"
    r"(?:dropped|kicked|broke) the habit|drifted away|paid off (?:the|my|our)|in the bin|binned|(?:cut|chopped|shaved) (?:it|them) (?:all )?off|"
    # a habit not kept for a stretch of time: "I haven't meditated in ages", "haven't been
    # to church in over a year", "Haven't thrown a pot since the studio closed"
    r"(?:haven't|hasn't|have not|has not) (?:[\w']+ ){1,4}?(?:in (?:ages|years|months|weeks|over a (?:year|month)|a (?:long )?while|"
    r"(?:\d+|two|three|four|five|six|a few|a couple of) (?:weeks|months|years))|since (?:the|last|i|we)\b)|"
    # a first in a long time, or ever: "clean shaven for the first time in 10 years", "voted
    # green this time, first time ever not labour", "first drinks in years"
    r"first (?:[\w']+ ){0,2}?(?:in (?:\w+ )?(?:years|months|ages|decades|a decade|forever)|ever))\b",
    re.IGNORECASE,
)
# A life ended, read only of one the earlier statement names ("since we lost Bramble in the
# spring", "since Pepper died", "had to put biscuit down"; not "arsenal lost again", "I lost
# all my work", "since my friend's dog Max died").
LIFE_ENDED = re.compile(
    r"\b(?:(?:i|we)(?:'ve| have)? lost (?:her|him|(?-i:[A-Z][a-z]+))|died|passed away|put (?:\w+ )?down|"
    r"(?:we|i) buried (?:her|him|(?-i:[A-Z][a-z]+)))\b",
    re.IGNORECASE,
)
# When a thing happened ("in October", "last week", "since April", "three months ago"):
# an event dated so, of an attribute that holds one value at a time, is a switch.
MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
SEASON = r"(?:spring|summer|autumn|fall|winter)"
DATED = re.compile(
    rf"\b(?:(?:in|since|last|this|over the) (?:{MONTH}|{SEASON})|last (?:week|month|year|{SEASON})|since (?:last|the)\b|"
    rf"(?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?) ago|yesterday|(?-i:just) (?:had|got|bought|moved|started))\b",
    re.IGNORECASE,
)
# A visit is no move: "Oh, I've been to Paris yesterday!" dates a trip, not a new home
# (the conversation bench asked about it against "I live in Lisbon"); nor is a stay for a
# while ("Back in Paris for the weekend with my sister").
VISIT = re.compile(
    r"\b(?:been to|went to|visit(?:ed|ing)?|trip|holiday|vacation|travell?(?:ed|ing)|for the (?:weekend|week|night|day)|"
    r"city break|weekend (?:away|in))\b",
    re.IGNORECASE,
)
# Help given besides what one does is no new job or home: "I just started helping out with a food drive
# for folks who lost their jobs" was asked of "I work at a bakery in town" (the conversation bench).
HELPING_OUT = re.compile(
    r"\b(?:help(?:ing|ed|s)? out|volunteer(?:ing|ed|s)?|giv(?:ing|e|en) (?:them |a bit of )?a hand|lend(?:ing)? a hand|"
    r"pitch(?:ing)? in|muck(?:ing)? in)\b",
    re.IGNORECASE,
)
# Others told of in a clause of their own: what befell them is not the person's ("… for folks who
# lost their jobs": the end reader read it as the person's end).
OF_OTHERS = re.compile(
    r"\b(?:folks|people|families|those|others|kids|children|men|women|workers|staff|patients|anyone|everyone|someone)"
    r"\s+(?:who|that|whose)\b",
    re.IGNORECASE,
)
# A cue verb said as not done ("I've never left Europe", "we didn't move", "I haven't quit")
# says no change: without this, "I've never left Europe" read as an end of "I don't drink
# alcohol at all" (both about habits) in the conversation bench, and was acknowledged.
NEGATED_CUE = re.compile(
    r"\b(?:not|never|cannot|\w+n't)\s+(?:\w+\s+)?(?:moved|relocated|sold|left|quit|switched|stopped|gave up|given up|"
    r"broke up|split up|separated|retired|dropped out|graduated|changed (?:jobs?|careers?|schools?|teams?))\b",
    re.IGNORECASE,
)
WEAK_CHANGE = re.compile(r"\b(?:now|these days|nowadays|started|began|took up)\b", re.IGNORECASE)
# A switch said without a word of the lists, read only between two statements about one
# attribute that holds one value at a time, or of the other polarity: a new one of the
# person's ("My new employer is a tiny agency", "our new flat in Lyon"), one joined, one
# instead, a move ("since the move").
SWITCH = re.compile(r"\b(?:(?:my|our) new|joined|instead|since the move)\b", re.IGNORECASE)
# A statement that the person has or does one value and no other ("I speak only English",
# "I don't drink coffee, only tea"): of any attribute, it holds one value at a time.
ONLY = re.compile(r"\b(?:only|nothing but)\b", re.IGNORECASE)
# A cue said of what did not happen ("I won't quit", "I can't stop writing") or of what
# might ("I wish I could", "I'd love to") says no change.
UNREAL = re.compile(
    r"(?:\b(?:not|never|won't|can't|cannot|couldn't|don't|didn't)\s+(?:\w+\s+)?(?:quit|stop|leave|give up|move|sell)"
    r"|\b(?:wish|would|could|(?<!in )(?<!since )(?<!last )(?<!this )(?<!until )(?<!of )(?<!from )may(?! \d)|might|"
    # "four hours a night if I'm lucky", "five hours, if that": a hedge of an amount, no condition
    r"if(?! (?:i'm|i am|we're|we are) lucky\b| that\b| ever\b| at all\b)|will|gonna|(?:am|'m|are|'re|is|'s) going to|plan(?:ning)? to|hop(?:e|ing) to|want to|"
    # "maybe four hours a night": a hedge of an amount, nothing unreal
    r"maybe(?! (?:about |around )?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple)\b)|"
    r"thinking (?:about|of)|considering|should)\b"
    r"|\b(?:i|we)'(?:d|ll)\b)",
    re.IGNORECASE,
)
# What is to come ("My exams start in two weeks", "next year", "tomorrow"): its outcome
# ("I passed my anatomy exam!") or a plan carried out ("We moved to Porto last month!"
# after "I'm thinking about moving to Porto next year") changes no fact of it.
TO_COME = re.compile(
    r"\b(?:in (?:a|an|one|two|three|four|five|six|a few|a couple of|\d+) (?:days?|weeks?|months?|years?)|"
    r"next (?:week|weekend|month|year|term|semester|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday)|tomorrow|soon|upcoming|coming up)\b",
    re.IGNORECASE,
)


def unreal(text: str) -> bool:
    """Whether ``text`` says what might be, is wished, planned or still to come
    (``UNREAL``, ``TO_COME``): nothing a later statement could change."""
    return bool(UNREAL.search(IDIOMS.sub(" ", text)) or TO_COME.search(text))


def says_change(text: str) -> bool:
    """Whether a statement itself says that something changed ("I moved to Berlin", "I
    eat meat again these days"): a change cue not said of what did not or might happen."""
    plain = IDIOMS.sub(" ", text)
    return _has_cue(plain) and not UNREAL.search(plain)


def cued(text: str) -> bool:
    """Whether a change cue of the lists (``STRONG_CHANGE``, ``WEAK_CHANGE``) is anywhere
    in ``text``, said of what happened or not: without one, no part of a statement says a
    change itself (``changed``'s stage "change", ``says_change``)."""
    return _has_cue(IDIOMS.sub(" ", text))


def _has_cue(plain: str) -> bool:
    return bool(STRONG_CHANGE.search(plain) or WEAK_CHANGE.search(plain))


# A hardship of the person's told of as over ("Losing my job was hard, but I'm livin' my
# dreams now", "Moving schools was tough"): their story, not news that a fact changed (the
# conversation bench asked the first of "I teach math at a high school").
RECOUNTED = re.compile(
    r"^\W*(?:[\w']+\s+)?[a-z]+ing\b[^,;.!?]*?\b(?:was|were|has been|had been)\s+(?:so\s+|really\s+|very\s+|pretty\s+)?"
    r"(?:hard|tough|rough|difficult|awful|terrible|scary|painful|a (?:blow|shock|struggle|nightmare))\b",
    re.IGNORECASE,
)


# A thing kept as it is ("Trimmed the beard for the wedding", "had the car serviced", "got
# my fringe tidied up"): an event within the same state, though the cue readers take
# "trimmed" for an end (0.91).
UPKEEP = re.compile(
    r"\b(?:trim(?:med|ming)?|tidied|tidy(?:ing)?|washed|brushed|combed|serviced|polished|tuned|groomed|touched up|topped up)\b",
    re.IGNORECASE,
)


# Words that say when or that something changed, not what it is about.
NOT_A_TOPIC = lexical.terms(
    "moved relocated sold left quit switched stopped gave given longer anymore broke split separated married "
    "divorced engaged rid retired changed called off shut closed dropped graduated passed away went job laid fired "
    "promoted now days nowadays started began "
    "took since ago last next year month week day time new today yesterday spring summer autumn fall winter"
)
# Two terms this long or longer, one the start of the other, are one word said two ways:
# the stems of "meditate" and "meditated" are "meditate" and "meditat".
SAME_STEM = 5


def shared_terms(new: str, old: str) -> set[str]:
    """The terms of ``new`` that ``old`` says too, as one word (``SAME_STEM``), without
    words of when or of change (``NOT_A_TOPIC``)."""
    olds = lexical.terms(old) - NOT_A_TOPIC
    return {
        term for term in lexical.terms(new) - NOT_A_TOPIC
        if term in olds or any(min(len(term), len(o)) >= SAME_STEM and (term.startswith(o) or o.startswith(term)) for o in olds)
    }


# A home or a job sought or aimed at is no new one ("looking at flats in Croydon this
# weekend", "I have a job interview at the bank on Monday", "Now, I'm aiming to turn my
# dancing passion into a business": the conversation bench asked it of "I work at a bakery
# in town"); nor is effort put into a thing of the person's, an activity that names no
# occupation ("I'm putting in a lot of work on my business", "pouring hours into the
# allotment": the embedded model's conversation bench asked the first of "I teach math at
# a high school").
SOUGHT = re.compile(
    r"\b(?:looking (?:at|for|into|round)|interview|applying|applied for|viewings?|(?:house|flat|job)[- ]?hunting|"
    r"aim(?:ing)? (?:to|for)|trying to|working (?:hard |flat out |away )?(?:on|towards?)|dream(?:ing)? (?:of|about)|"
    r"(?:put|putting|puts|pour|pouring|poured|sink|sinking|sank)\s+(?:in\s+)?"
    r"(?:(?:a lot of|lots of|loads of|so much|more|all my|all our|my|our|long|extra|the)\s+)?"
    r"(?:work|effort|time|hours|energy|graft)\s+(?:in|into|on)\b)\b",
    re.IGNORECASE,
)
