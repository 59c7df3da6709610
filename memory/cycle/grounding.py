"""What a voice-only model takes for granted about the person that nobody said.

The embedded 135M writes pleasant sentences that presume a life the person never
mentioned: "I'm so sorry for your loss." to "My oven broke this morning, so annoying.",
"I'm so glad you're enjoying your trip!" to "Thanks, Jon!", "Your cat's name is Luna"
with Miso told, "I'd be happy to take you back to Rome someday!". Each is an invention
about the person, the thing an assistant that remembers must not do. A sentence is
presumptuous when a "your …" in it names something (a loss, a trip, a new friend) that
is nowhere in what the model was shown of the person (their messages, the notes, what is
remembered), or when it names someone or somewhere (a capitalised word inside the
sentence) or gives an address ("find it online at: https://www.") that is not there
either, or says of someone of theirs ("your husband") a name, a place or what they are
that the grounds say only of someone else ("your husband works as a pharmacist in Leeds",
the person being the pharmacist); and so is a sentence in which it calls itself by another name than its own
("Goodnight, I'm Sam." to Sam), and "You're welcome." to a message that thanked
nobody (``unthanked``). Questions count too: "How's your new home?" presumes a
home as much as a statement does. A few things everyone has ("your day", "your
weekend", "your thoughts") need no telling. Without parts of speech, what a "your" names
is read up to three words, to a word that ends it ("to", "of", "is" …) or a past-tense
verb: "Your passion shows." reads "passion shows", and a wrong guess leaves out a
sentence that was grounded — a shorter reply, never an invention.

Only for a model that is a voice (``llm.capability``): a model that gives verdicts may
well know that Porto is in Portugal or suggest Duolingo. ``bench/voice.py`` counts the
sentences left out (bench/RESULTS.md "Conversation").
"""

from __future__ import annotations

import re

from memory.cycle.asked import named_in
from memory.cycle.referred import SOMEONE
from memory.text import ailments, extraction, lexical, mishaps, phatic, valence_head

_YOUR = re.compile(r"\byour\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)", re.IGNORECASE)
# Where the thing a "your" names ends: "your trip to the island" names a trip.
_ENDS = frozenset("to of and or but in on at for with from about by as is are was were be that this it".split())
_EVERYONE_HAS = frozenset(map(lexical.stem, (
    "day days week weekend evening morning night time thoughts thought question questions way life help plan plans "
    "idea ideas mind feelings message experience favorite favourite best own part side name"
).split()))
# A capitalised word inside a sentence (not its first word): a name, a place, a title;
# or the first, when it is who the sentence speaks to ("Jenny, I'm so glad …").
# A label a sentence opens with is a name too ("Hangul: lena.", to "my partner lena is a
# doctor" in a walk-through, with "SING JOHN!").
_INNER_NAME = re.compile(r"(?<=[\w,;:] )[A-Z][a-z][\w'’-]*|^[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?=[,:])")
# ... and a sentence in capitals of two words or more is shouted names or noise; one word in
# capitals is emphasis ("That's AMAZING!").
_SHOUTED = re.compile(r"^[^a-z]*[A-Z]{2,}[^a-z]*\s[^a-z]*[A-Z]{2,}[^a-z]*$")
_OPENERS = frozenset(
    "hi hello hey wow yes yeah yep no nope oh ah aww haha hmm well great thanks sorry sure okay ok alright right "
    "nice cool congrats congratulations absolutely indeed honestly so now look listen oops yay hooray".split()
)
# An address the model wrote ("find it online at: https://www."): invented unless shown to it.
_LINK = re.compile(r"\bhttps?://\S*|\bwww\.\S*|\b[\w.+-]+@[\w-]+\.[\w.]+")
# The model naming itself: it is Hippocampus, never the person or anyone else ("Goodnight,
# I'm Sam." to Sam, in a walk-through).
_SELF_NAMED = re.compile(r"\b(?:I'm|I am|my name is|this is)\s+([A-Z][a-z][\w'’-]*)")
# "You're welcome." said to a message that thanked nobody (two of nine replies opened so in
# a Chromium walk-through: to "I just started a new job" and "We're going to a concert").
# ... and "No worries" or "Happy to help!" to one that thanked or apologised for nothing
# ("No worries, it was a beautiful day!" to "It rained all day today.", "Happy to help!" to
# "My daughter starts school in September.", walk-throughs).
_WELCOME = re.compile(
    r"^\W*(?:(?:you'?re|you\s+are)\s+(?:so\s+|very\s+|most\s+)?welcome|no\s+(?:worries|problem)|happy\s+to\s+help"
    r"|glad\s+(?:i\s+could|to)\s+help|my\s+pleasure)\b",
    re.IGNORECASE,
)
# Someone of the person's that a sentence may say things of ("your husband works as …").
_SOMEONE_OF_YOURS = re.compile(rf"\byour\s+({SOMEONE})\b", re.IGNORECASE)
# What the person is said to be ("You're a nurse", "you work as a vet"), and the person saying
# what they are ("I'm a nurse", "I work as a vet").
_YOU_ARE = re.compile(r"\byou(?:'re|\s+are|\s+work\s+as)\s+an?\s+([a-z][a-z-]+)", re.IGNORECASE)
_I_AM = re.compile(r"^\W*(?:\w+[\s,]+){0,3}?(?:i'?m|i\s+am|i\s+work\s+as|i'?ve\s+been)\b", re.IGNORECASE)
# What someone is said to be: "works as a pharmacist", "is a teacher".
_WHAT_THEY_ARE = re.compile(r"\b(?:as|is|was|'s)\s+an?\s+([a-z][a-z-]+)", re.IGNORECASE)
# Capitalised words that name nobody: days, months, and the openers above.
_NOT_NAMES = _OPENERS | frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december lol omg btw".split()
)
# The model speaking of a life of its own: a family, friends, a job, a home, a pet ("mochi is
# a favorite food of mine and one of my best friends", "I'm really exhausted from my work"
# to "I'm so tired today.", walk-throughs). It is Hippocampus,
# an assistant; it has none. ``bench/voice.py`` counts the replies that do.
OWN_LIFE = re.compile(
    r"\b(?:my|our)\s+(?:\w+\s+)?(?:brother|sister|mom|mum|mother|dad|father|wife|husband|son|daughter|kids|children|"
    r"family|team|friends?|boyfriend|girlfriend|cat|dog|job|work|shifts?|boss|colleagues|house|home|flat|apartment|car|"
    r"parents|band|garden|business|hobby|hobbies|weekend|holiday|vacation)\b"
    r"|\bI\s+(?:went|live|work|worked|grew up|played|visited|(?:have|had)\s+a(?!\s+(?:question|quick|suggestion|feeling|"
    r"thought|idea))|was born|used to)\b|\bof mine\b"
    # ... or a day out it could share: "How about you join me for a day?" to "I started
    # learning the piano." in a walk-through.
    r"|\b(?:join|meet|visit)\s+me\b|\bcome\s+(?:with|over\s+to)\s+me\b"
    # ... or a part in the person's plans: "We'll celebrate with you in Lisbon next June!" to
    # "We're going to Lisbon in June." and "Can't wait to see you!" to "I've got a dentist
    # appointment tomorrow." (issue 14's dev walk-through).
    r"|\bwe(?:'ll|\s+will|\s+can|'re\s+going\s+to)\s+\w+(?:\s+\w+)?\s+with\s+you\b"
    r"|\b(?:can'?t|cannot)\s+wait\s+to\s+(?:see|meet|join)\s+you\b",
    re.IGNORECASE,
)


# Sympathy ("I'm so sorry to hear that.", "Sorry for your loss", "That must be hard") said to
# a message that told nothing bad: the 135M opened with it to "I work as a pharmacist in
# Leeds and my husband Arjun is a teacher." and "My sister Yui lives in Osaka and she's a
# graphic designer." in terminal walk-throughs, and "Oh no worries, I'm so sorry!" to "I'm
# vegetarian.".
_SYMPATHY = re.compile(
    r"^\W*(?:(?:oh|aw+|ah|no\s+worries|oh\s+no)[,!\s]+)*(?:i'?m\s+(?:so\s+|very\s+|really\s+|truly\s+)?sorry|sorry\s+(?:to|for|about)"
    r"|that\s+(?:must|sounds)\s+(?:be\s+)?(?:so\s+|really\s+)?(?:hard|tough|difficult|awful|terrible|rough)"
    r"|my\s+(?:condolences|sympathies))\b",
    re.IGNORECASE,
)
# What tells of something bad, beside the valence lexicon's words (``extraction.valence_of``).
_BAD_NEWS = lexical.terms(
    "died die dead death passed away funeral ill illness sick poorly unwell flu cancer hospital injured injury accident hurt "
    "broke broken divorce fired laid redundant nightmare rough hard difficult struggling struggle miss missing lonely "
    "quit quitting leaving left lost lose losing worse worst stress stressed stressful tired exhausting exhausted "
    "awful terrible horrible sad upset angry annoying annoyed unfortunately sadly problem problems worried worry "
    "scared afraid cry crying pain sore ache aching aches achy headache migraine toothache bad fail failed failing rejected dumped cheated argument fight fought "
    "split separated breakup"
)


# Cheer ("Fantastic!", "That's great!", "What a great moment!", "Congratulations", "That was a bit of luck.") said to bad
# news: "My girlfriend Ana and I broke up last week." got "Fantastic! How's everything going?"
# and "My exams start in two weeks and I'm so stressed." "What a great moment!" in walk-throughs.
_CHEER = re.compile(
    r"^\W*(?:(?:oh|wow|aw+)[,!\s]+)?(?:fantastic|great|awesome|amazing|wonderful|brilliant|yay+|hooray|congrat\w*|"
    r"(?:that'?s|that\s+is|that\s+sounds|how|what)\s+(?:an?\s+)?(?:so\s+|really\s+)?(?:great|fantastic|awesome|amazing|wonderful|exciting|lovely|nice)"
    r"|i'?m\s+(?:so\s+|really\s+)?(?:glad|happy|thrilled)(?:\s+to\s+hear|\s+for\s+you)?|good\s+for\s+you|well\s+done"
    # luck: "That was a bit of luck." to "The ferry was off again today because of the gales." (the lead's walk)
    r"|(?:that\s+was|that'?s|what|how)\s+(?:a\s+(?:bit|stroke)\s+of\s+)?(?:good\s+)?luck(?:y)?|lucky\s+(?:you|thing))\b",
    re.IGNORECASE,
)


# Bad words in a saying that tells nothing bad: "He rings me every Sunday without fail." (the model's "That sounds lovely."
# was left out as cheer for bad news).
# ... nor "dead" said for "very": "he's dead excited so he is" (walk 19; the adjective after it is still read).
_NOTHING_BAD = re.compile(
    r"\bwithout\s+fail\b|\bno\s+problem\b|\bnot\s+(?:too\s+|that\s+)?bad\b"
    r"|\bdead\s+(?=(?:excited|good|proud|chuffed|happy|pleased|keen|easy|funny|nice|lovely|posh|handy|brilliant|impressed|cute"
    r"|sweet|quiet|busy|tired|jealous|serious|nervous|lucky|friendly|clever|popular|strict|careful|big|small|tiny|excited)\b)",
    re.IGNORECASE,
)


def bad_news(said: str) -> bool:
    """Whether ``said`` tells of something bad (a loss, an illness, a break-up, stress) or of
    something gone wrong (``mishaps``: "The ferry was off again today because of the gales.") or an illness had
    (``ailments``: "the kids both had chickenpox")."""
    said = _NOTHING_BAD.sub(" ", said)
    return extraction.valence_of(said) < 0 or bool(lexical.terms(said) & _BAD_NEWS) or mishaps.told_of(said) or ailments.had(said)


# What hurts or harms, beside the valence lexicon's words: what may be met with sympathy when nothing of the model's is
# kept ("Spent the whole afternoon sorting parcels …, my back's aching." got "I see. Tell me more?"); not all of
# ``_BAD_NEWS``, which "The ferry leaves at nine." has a word of ("leaves"), nor "ill" ("Ill be there") nor "died" ("My
# phone died."; a death is mourned before: ``rituals.condolences``).
_HURTS = lexical.terms(
    "ache aching aches achy headache migraine toothache sore pain painful hurts hurting injured injury poorly unwell sick funeral nightmare awful terrible "
    "horrible"
)


def tells_of_trouble(said: str) -> bool:
    """Whether ``said`` tells of something bad and of nothing good: a word of the valence lexicon's or of what hurts
    (``_HURTS``), or something gone wrong (``mishaps``)."""
    valence = extraction.valence_of(said)
    if valence > 0:
        return False
    return valence < 0 or bool(lexical.terms(said) & _HURTS) or mishaps.told_of(said)


def unasked_sympathy(sentence: str, said: str) -> bool:
    """Whether ``sentence`` offers sympathy for a message (``said``) that told nothing bad."""
    return bool(_SYMPATHY.match(sentence)) and not bad_news(said)


def misplaced_cheer(sentence: str, said: str) -> bool:
    """Whether ``sentence`` cheers a message (``said``) that told of something bad and of
    nothing good ("It's been rough but my friends have been great" may be cheered)."""
    return bool(_CHEER.match(sentence)) and extraction.valence_of(said) <= 0 and sounds_bad(said)


def sounds_bad(said: str) -> bool:
    """``bad_news``, or what the lists do not name read by the learned head (``text.valence_head``:
    "Someone keyed my car in the supermarket car park."). The head also reads reassurance as bad
    ("The vet says Biscuit is completely fine."), so this only withholds cheer, never brings sympathy."""
    return bad_news(said) or valence_head.sounds_bad(said)


# Whom a sentence speaks to: a name before a comma at its start ("Inês, what's your plan?",
# "Hi Tom, …") or after one at its end ("Good night, Maria!").
_VOCATIVE = re.compile(
    r"^\W*(?:(?:hi|hey|hello|oh|well|so|dear|yes|thanks)[,\s]+)?([A-ZÀ-ÖØ-Þ][^\W\d_]+)\s*,(?!\s*(?:and|or)\b)"
    r"|,\s*([A-ZÀ-ÖØ-Þ][^\W\d_]+)\s*[!.?]*$"
)


def misaddressed(sentence: str, called: str) -> bool:
    """Whether ``sentence`` speaks to someone by a name that is not the person's (``called``,
    the name they told; "" when they never did): "We're thinking about moving to Porto next
    year." got "Inês, what's your plan?", Inês being Maria's daughter (a walk-through)."""
    found = _VOCATIVE.search(sentence)
    name = found and (found[1] or found[2])
    return bool(name) and name.lower() not in _NOT_NAMES and name.lower() != called.lower()


# A word said alone as a reaction that fits a chat; any other alone is the 135M's noise:
# "Pink!" to "I work from home as a translator", "Ew! What a lovely place to live." and
# "Zounds! I'm really proud of you." in a terminal walk-through.
_REACTIONS = frozenset(
    "wow nice great awesome amazing wonderful lovely brilliant fantastic perfect excellent cool sweet congratulations "
    "congrats yay hooray oh aw aww ah haha hmm sure absolutely definitely exactly indeed right true ok okay yes no "
    "thanks hello hi hey sorry ouch yikes oops welcome interesting impressive fun beautiful".split()
)
_ALONE = re.compile(r"^\W*([^\W\d_]+)\W*$")


def odd_exclamation(sentence: str) -> bool:
    """Whether ``sentence`` is one word said alone that is no reaction of a chat (``_REACTIONS``)."""
    found = _ALONE.match(sentence)
    return bool(found) and found[1].lower() not in _REACTIONS


# Swearing: "Poor bastard! What's wrong with your sister?" was the 135M's reply to "Brenda's sister is poorly, she's in
# Barnsley hospital with her chest." (the lead's walk 16). Whatever the person's own words, the assistant's are clean.
_COARSE = re.compile(
    r"\b(?:bastards?|shit\w*|bullshit|fuck\w*|crap(?:py)?|damn(?:ed|it)?|goddamn|piss(?:ed)?|arse(?:hole)?s?|ass(?:hole)?s?|bitch\w*"
    r"|bollocks|twats?|wankers?|dicks?|cunts?|pricks?|slags?|bloody|hell)\b",
    re.IGNORECASE,
)


def coarse(sentence: str) -> bool:
    """Whether ``sentence`` swears (``_COARSE``)."""
    return bool(_COARSE.search(sentence))


# A question for a name: the person's own ("What's your name?") or that of someone or
# something of theirs ("What's your cat's name?", "What is your dog called?").
_ASKS_NAME = re.compile(
    r"\bwhat(?:'s|\s+is)\s+your\s+(?:(?P<whose>[\w-]+)(?:'s\s+name|\s+called)|name)\b", re.IGNORECASE
)


def asks_what_was_told(sentence: str, grounds: str, called: str) -> bool:
    """Whether ``sentence`` asks the person a name they told: theirs (``called``) or that of
    what it asks about in the ``grounds`` ("We have a cat called Miso."). The embedded 135M
    asked "What's your name?" right after "Hi! I'm Maya." and "What's your cat's name?"
    right after she named it, in walk-throughs."""
    found = _ASKS_NAME.search(sentence)
    if found is None:
        return False
    return named_in({found["whose"].lower()}, grounds) if found["whose"] else bool(called)


def claims_a_life(sentence: str) -> bool:
    """Whether ``sentence`` has the model speak of a life of its own (``OWN_LIFE``)."""
    return bool(OWN_LIFE.search(sentence))


# A greeting in the middle of a chat ("Nice to meet you. How was your weekend?" to "My daughter
# had her first swimming lesson.", "Good to see you again!" to "My son started school this
# week.") and an apology for a confusion nobody had ("Oops, sorry for any confusion." to "I'm
# going to Tesco later."), in issue 14's walk-throughs.
_GREETS = re.compile(
    r"^\W*(?:(?:it'?s|it\s+is)\s+)?(?:so\s+)?(?:nice|good|great|lovely|pleased)\s+to\s+(?:meet|see)\s+you(?:\s+again)?\b", re.IGNORECASE
)
_GREETED = re.compile(r"\b(?:hi|hello|hey|hiya|morning|evening|again|back|name)\b|\bI'?m\s+[A-Z]", re.IGNORECASE)
_APOLOGY = re.compile(
    r"^\W*(?:(?:oops|whoops|my\s+apologies)\b|(?:(?:oh|ah)[,\s]+)?(?:i'?m\s+)?(?:so\s+)?sorry\s+(?:for|about)\s+(?:any|the|that)\s+"
    r"(?:confusion|misunderstanding|mix-?up|mistake|error)\b)",
    re.IGNORECASE,
)
# ... and a question back as if it had told of itself ("How about you?" to "I'm feeling a bit
# stressed about work." and to "My best friend is getting married in August.").
_AND_YOU = re.compile(r"^\W*(?:and\s+|so\s+)?(?:how|what)\s+about\s+you\s*[?!.]*\s*$", re.IGNORECASE)
_SAID_WRONG = re.compile(r"\b(?:wrong|mistake|confus\w*|misunderst\w*|not\s+what\s+i|that'?s\s+not|no,)", re.IGNORECASE)


def out_of_turn(sentence: str, said: str) -> bool:
    """Whether ``sentence`` greets as if the chat began ("Nice to meet you.") when ``said``
    (the message replied to) greeted no one, asks "How about you?" of a message that asked
    it nothing, or apologises for a confusion or a mistake that ``said`` never spoke of."""
    if _GREETS.match(sentence):
        return not _GREETED.search(said)
    if _AND_YOU.match(sentence):
        return not re.search(r"\byou\b", said, re.IGNORECASE)
    return bool(_APOLOGY.match(sentence)) and not _SAID_WRONG.search(said)


# The model asking the person to help it or do something for it: "Can you please help me with a math problem?" to
# "You're a good listener, thanks for that." (the lead's walk). It is the assistant; it has nothing to be helped with.
# Asking to hear more ("Can you tell me more?") is no favour.
_A_FAVOUR = re.compile(
    r"^\W*(?:(?:so|oh|well|hey|now)[,\s]+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+|possibly\s+|kindly\s+)?"
    r"(?:help\s+me|give\s+me\s+a\s+hand|do\s+(?:me\s+a|something\s+for\s+me|a\s+favou?r)|lend\s+me|send\s+me|buy\s+me|bring\s+me"
    r"|solve|fix|check|write|proofread|explain\s+(?:to\s+me\s+)?how|teach\s+me|show\s+me\s+how)"
    r"|(?:please\s+)?help\s+me\b|i\s+(?:really\s+)?need\s+(?:your|some)\s+help|i\s+need\s+you\s+to|(?:can|could)\s+i\s+ask\s+(?:you\s+)?a\s+favou?r)\b",
    re.IGNORECASE,
)


def asks_a_favour(sentence: str) -> bool:
    """Whether ``sentence`` has the model ask the person to help it or do something for it (``_A_FAVOUR``)."""
    return bool(_A_FAVOUR.match(sentence))


def unthanked(sentence: str, said: str) -> bool:
    """Whether ``sentence`` answers a thanks or an apology that ``said`` (the message replied
    to) never gave."""
    return bool(_WELCOME.match(sentence)) and not phatic.thanked(said) and not re.search(r"\b(?:sorry|apologi[sz]e)", said, re.I)


# What someone of theirs is like, said as known by a model that never met them: "He's a
# brilliant person." to "My husband is a teacher." (a walk-through); "He sounds lovely" is
# a reaction, not a claim.
_PRAISE = (
    r"(?:really\s+|so\s+|very\s+|truly\s+)?(?:brilliant|great|wonderful|lovely|amazing|nice|good|kind|fantastic|awesome|"
    r"sweet|smart|clever|talented|beautiful|gorgeous|incredible|perfect)"
)
# ... or exclaimed: "A wonderful husband! How about you?" (a walk-through).
_VERDICT_ON_SOMEONE = re.compile(
    rf"^\W*(?:(?:he|she|they)(?:'s|\s+is|'re|\s+are)\s+(?:such\s+)?(?:an?\s+)?{_PRAISE}\b"
    rf"|(?:what\s+)?(?:an?\s+)?{_PRAISE}\s+(?:{SOMEONE}|person|man|woman|guy)\b)",
    re.IGNORECASE,
)


# ... or someone of theirs said with "the" as if told of: "What time did you take the dog
# for a walk?" to "It rained all day today." (a walk-through).
_THE_SOMEONE = re.compile(rf"\bthe\s+({SOMEONE}|kids|children)\b", re.IGNORECASE)


def presumed(sentence: str, grounds: str) -> str | None:
    """The words of ``sentence`` that presume something about the person not in
    ``grounds`` (everything the model was shown of them), or None."""
    if (verdict := _VERDICT_ON_SOMEONE.match(sentence)) is not None:
        return verdict[0].strip()
    known = lexical.terms(grounds)
    for found in _THE_SOMEONE.finditer(sentence):
        if not _held(lexical.stem(found[1].lower()), known):
            return found[0]
    for found in _YOUR.finditer(sentence):
        words = []
        for word in found[1].split():
            if word.lower() in _ENDS or (words and word.lower().endswith(("ed", "ed!", "ed.", "ed?"))):
                break  # "the win your teammates achieved": a verb after the thing
            words.append(word)
        if any(not _held(term, known) for term in lexical.terms(" ".join(words)) - _EVERYONE_HAS):
            return "your " + " ".join(words)
    if (mixed := _misattributed(sentence, grounds)) is not None:
        return mixed
    if _SHOUTED.match(sentence.strip()):
        return sentence.strip()
    for name in _SELF_NAMED.findall(sentence):
        if name != "Hippocampus":
            return name
    lowered = grounds.lower()
    for link in _LINK.findall(sentence):
        if link.lower().rstrip(".") not in lowered:
            return link
    for name in _INNER_NAME.findall(sentence):
        bare = re.sub(r"['’]s$", "", name)
        if bare.lower() not in _NOT_NAMES and not re.search(rf"\b{re.escape(bare.lower())}\b", lowered):
            return name
    return None


def _misattributed(sentence: str, grounds: str) -> str | None:
    """What ``sentence`` says a "your <someone>" is or does that ``grounds`` say only of
    someone else: a name, a place (a capitalised word) or what they are ("as a
    pharmacist"), held in sentences of the grounds that do not speak of them. "I'm glad
    your husband works as a pharmacist in Leeds" to "My husband Arjun is a teacher" and
    "I work as a pharmacist in Leeds" (a Chromium walk-through). None when it holds."""
    said = [said for line in grounds.splitlines() for said in extraction.sentences(line)]
    if (being := _YOU_ARE.search(sentence)) is not None:  # "You're a nurse in Leeds" to "My sister Lena is a nurse in Leeds"
        what = lexical.terms(being[1])
        if not any(what & lexical.terms(s) for s in said if _I_AM.match(s)) and any(what & lexical.terms(s) for s in said):
            return f"you … {being[1]}"
    someone = list(_SOMEONE_OF_YOURS.finditer(sentence))
    if not someone:
        return None
    told = [lexical.terms(s) for s in said]
    for found in someone:
        who = lexical.terms(found[1])
        rest = sentence[found.end():]
        specific = lexical.terms(" ".join(_INNER_NAME.findall(" " + rest) + _WHAT_THEY_ARE.findall(rest)))
        for term in specific - who:
            of_them = any(term in terms for terms in told if terms & who)
            if not of_them and any(term in terms for terms in told if not terms & who):
                return f"your {found[1]} … {term}"
    return None


def _held(term: str, known: set[str]) -> bool:
    """``term`` or a word of its family is among the ``known`` terms ("team" in
    "teammates", "passion" in "passionate")."""
    return term in known or any(
        min(len(term), len(other)) >= 4 and (other.startswith(term) or term.startswith(other)) for other in known
    )
