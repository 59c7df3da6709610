"""Messages that only greet, thank or take leave: "hello", "Hi again!", "ok thanks, good
night", "Thanks! Talk later."; or only take in what was said: "ok", "cool", "lol". They
tell nothing and ask nothing; what they want back is the
ritual itself. The embedded 135M answers them badly ("Thanks! Talk later." → "What do you
want?", "ok thanks, good night" → "What's the best way to get to Japan?" in a terminal
walk-through), so for a voice-only model the pipeline answers them (``cycle.answers``).

A message is one of these only when every word in it belongs to a greeting, a thanks, a
farewell, an acknowledgement or a laugh, the writer giving their name ("I'm Priya") or the small words around them ("ok", "so much", "again", "for now"): "Thanks
for the tip about Kyoto" and "a good night's sleep would help" are not.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memory.text import lexical

GREETING, THANKS, FAREWELL, INTRODUCTION = "greeting", "thanks", "farewell", "introduction"
# Hello as the regions say it: "Bout ye, I'm Siobhan, …" (Belfast; the model: "I'm so glad to hear from you.", walk 19).
REGIONAL_HELLO = r"bout\s+(?:ye|yez|yous)|howya|howaya|wotcha|ey\s+up|now\s+then"
# A message that only takes in what was said ("ok", "cool", "got it") or laughs at it
# ("lol", "haha"): the 135M answered "ok" with "I'm so sorry to hear about your son" and
# "cool" with "You're not alone in this world" in a walk-through. Read only when the
# message is no other ritual: "ok thanks" thanks.
ACKNOWLEDGEMENT, LAUGHTER = "acknowledgement", "laughter"

# Praise that thanks: "Thanks, you're a star." had "I hope you're well." from the 135M;
# "Cheers for the chat, you're good company." ("That's the best. Thank you for your help.").
_PRAISE = (
    # "You're a tonic, thanks pet." (the model: "I see. Tell me more?", the lead's eighth walk)
    r"you'?re\s+(?:a\s+(?:star|legend|gem|lifesaver|life\s+saver|diamond|treasure|sweetheart|tonic|godsend|darling|pet|love|dote)|an\s+angel|the\s+best"
    r"|so\s+(?:kind|helpful|sweet|lovely)"
    # what one is to talk to: "You're a good listener, thanks for that." (the model: "Can you please help me with a math problem?")
    r"|(?:such\s+|really\s+|very\s+)?(?:an?\s+)?(?:(?:really|very|such\s+a)\s+)?(?:good|great|lovely|brilliant|wonderful|fantastic|fab|excellent)"
    r"\s+(?:company|listener|friend|help|comfort|support|sport|egg|craic|fun|laugh))"
    r"|you\s+rock"
    # ... or of what the chat did: "Cracking chat this, you've cheered me up." (the model: "… Where have you been?"), "You
    # always know what to say, ta." (the model: "I'm so glad you're here. What's up?")
    r"|you'?ve\s+(?:really\s+|properly\s+)?(?:cheered\s+me\s+up|made\s+my\s+day|been\s+(?:a\s+(?:great|big|real)\s+)?help)"
    # ... or what they were to talk to: "Thank you, you've been lovely to talk to." (the model: "Sending you love. How's it
    # going?"), "you're so easy to talk to"
    r"|(?:you'?ve\s+been|you'?re|you\s+are)\s+(?:so\s+|really\s+|very\s+|such\s+)?(?:lovely|great|brilliant|wonderful|kind|good|nice"
    r"|easy|a\s+joy|a\s+pleasure|a\s+delight|(?:good|great|lovely)\s+company)(?:\s+to\s+(?:talk|chat|speak)\s+(?:to|with))?"
    # ... or having them to talk to: "Cheers pal, nice to have someone to talk to." (the model: "That was a pleasure. Do you
    # have any fun plans?", talk32's walk)
    r"|(?:(?:it'?s|it\s+is)\s+)?(?:nice|good|lovely|great)\s+to\s+have\s+(?:someone|somebody|you)\s+to\s+(?:talk|chat|speak)\s+to"
    r"|you\s+(?:always\s+)?know\s+(?:just\s+)?what\s+to\s+say|(?:cracking|great|lovely|good|nice|brilliant)\s+(?:chat|natter|blether)(?:\s+this)?"
)
_PRAISED = re.compile(rf"\b(?:{_PRAISE})\b", re.IGNORECASE)

# A farewell word after what came before it: "…, bye!", "… Ta-ra!".
_THEN_FAREWELL = (
    r"(?=\s*[,.!;-]+\s*(?:\w+\W+){0,2}?(?:bye|good\s*night|night|ta[\s-]*ra|cheerio|cheers|laters|see\s+(?:you|ya)"
    r"|(?:talk|speak|chat)\s+(?:later|soon)|catch\s+you\s+later|nos\s+da|hwyl)\b)"
)
_PHRASES = {
    FAREWELL: (
        # leaving to do something homely: "Right, I'm off to put the kettle on." ("I see. Tell me more?")
        r"(?:i'?m\s+)?(?:off|going)\s+to\s+(?:put\s+the\s+kettle\s+on|make\s+(?:a\s+|the\s+|some\s+)?(?:cuppa|brew|tea|coffee|dinner|lunch|supper)"
        # a chore: "Off to do the school run, talk later!" ("How about a day of the table?")
        r"|do\s+the\s+(?:school\s+run|shopping|dinner|tea|big\s+shop|washing\s+up)|(?:collect|pick\s+up|get)\s+the\s+(?:kids|children|little\s+ones)"
        r"|walk\s+the\s+dog|have\s+(?:a\s+)?(?:bath|shower|nap|lie[\s-]down)|get\s+some\s+(?:sleep|rest)"
        # ... or anything they go to do, with a farewell after it: "Right, I'm off to put my feet up. Bye for now!" (the
        # model: "See ya later! What's your favourite thing to do?")
        # (not a trip: "I'm off to Spain tomorrow. Bye!")
        r"|(?!(?:the|a|an|my|our|his|her|their|see|meet|visit)\b)[a-z]+(?:\s+(?!(?:tomorrow|tonight|today|next|on|for|this)\b)[a-z']+){0,5}?"
        rf"{_THEN_FAREWELL}"
        # ... or where they go: "Off to the knitting circle now, speak soon." (the model: "Oh, it's a pleasure!
        # What can I do for you?", the lead's walk 11); a trip says when ("off to the coast tomorrow")
        r"|(?:the|my|our)\s+[a-z']+(?:\s+(?!(?:tomorrow|tonight|today|next|on|for|this)\b)[a-z']+){0,3}?"
        rf"{_THEN_FAREWELL})"
        # ... or had better do, with a farewell after it: "Right, better go and check the ewes. Nos da!" (the model: "Sounds
        # wonderful! Where do you want to eat?", talk32's second walk)
        r"|(?:(?:i'?d|i\s+had)\s+)?better\s+(?:go\s+and\s+|get\s+off\s+and\s+)?(?!(?:the|a|an|my|our|see|meet|visit)\b)[a-z]+"
        rf"(?:\s+(?!(?:tomorrow|tonight|today|next|on|for|this)\b)[a-z']+){{0,5}}?{_THEN_FAREWELL}"
        # "Anyway, I'd better get some sleep." ("How about a glass of wine tomorrow?")
        r"|(?:i'?d|i\s+had|i)\s+(?:better|best|should|ought\s+to)\s+(?:go\s+and\s+)?(?:go|get\s+going|get\s+off|head\s+off|be\s+off|get\s+some\s+(?:sleep|rest|kip)"
        r"|get\s+to\s+bed|go\s+to\s+bed|hit\s+the\s+(?:sack|hay)|turn\s+in|let\s+you\s+go"
        # closing up: "Right, I'd better lock up. Bye!" ("Wonderful! How about we meet up sometime?")
        r"|lock\s+up|close\s+up|shut\s+up\s+shop|get\s+on|crack\s+on|get\s+(?:the\s+)?(?:tea|dinner)\s+on)"
        # leaving them be: "Thank you love, I'll let you go now." ("No worries. How about you?")
        r"|i'?ll\s+let\s+you\s+go(?:\s+now)?|i'?ll\s+leave\s+you\s+(?:to\s+it|be|in\s+peace)(?:\s+now)?"
        # "Right, I'll love you and leave you, tea's on the table." ("Yes, please.", the lead's walk 16)
        r"|i'?ll\s+(?:have\s+to\s+)?love\s+you\s+and\s+leave\s+you"
        # "Right, I'll be off. Ta-ra, duck." (the model: "What's the best part about working with a duck?", talk31's walk)
        r"|i'?ll\s+(?:be\s+off|be\s+going|get\s+off|get\s+going|make\s+a\s+move|head\s+off)(?:\s+(?:now|then))?"
        # "I'll leave it there for tonight, bye!", "I'll say ta-ra for now." (both "I see. Tell me more?" and
        # "I'm so glad you're happy. How's the new baby?" from the 135M)
        r"|i'?ll\s+(?:leave\s+it|stop)\s+there(?:\s+for\s+(?:tonight|today|now))?"
        # ... or "I shall say goodbye for now." (session 48's walk in Derby)
        r"|i(?:'?ll|\s+will|\s+shall)\s+say\s+(?=(?:ta[\s-]*ra|bye|goodbye|good\s*night|night|cheerio|so\s+long)\b)|so\s+long"
        # "Right, that's me away to my bed. Cheers!" ("Thank you, I'm glad of that.")
        r"|that'?s\s+me(?:\s+(?:away|off|done|finished))?(?:\s+(?:to\s+my\s+bed|to\s+bed|home|for\s+the\s+(?:night|day)))?"
        r"|(?:i'?m\s+)?off\s+to\s+(?:hide\s+in\s+)?my\s+(?:room|bed)"  # "Anyway, off to hide in my room. Bye!"
        # "Right, bedtime for me. Night!" (the model: "What a beautiful bedside candle you have!", the lead's walk, session 48)
        r"|(?:it'?s\s+)?(?:bed\s*time|time\s+for\s+(?:bed|my\s+bed|sleep))(?:\s+for\s+(?:me|us|this\s+one))?"
        r"|good\s*night|night\s+night|nighty\s+night|bye(?:[\s-]*bye)?|good\s*bye|see\s+(?:you|ya)(?:\s+(?:later|soon|tomorrow))?"
        r"|(?:talk|speak|chat)\s+(?:to\s+you\s+)?(?:later|soon|tomorrow)|catch\s+you\s+later|take\s+care|ttyl|cya|later"
        r"|have\s+a\s+(?:good|great|nice|lovely)\s+(?:one|day|night|evening|weekend)|gotta\s+go|got\s+to\s+go|gtg|g2g"
        # why, after it: "ok gtg getting ready" ("Yes, I'm here! What's your name?")
        r"|(?:getting|get)\s+ready|(?:very\s+|so\s+|really\s+)?(?:nice|lovely|good|great)\s+(?:talking|chatting|speaking)\s+(?:to|with)\s+you"
        r"|gn|gnight|nite|nighty|(?:i'?m\s+)?(?:off|going|heading|away)(?:\s+(?:to\s+(?:my\s+)?(?:bed|sleep|kip)|off|out|home))?(?:\s+now)?|night"
        r"|that'?s\s+(?:all|it)(?:\s+for\s+(?:now|today|tonight))?|ta[\s-]*ra(?:[\s-]+a[\s-]+bit)?|cheerio|toodle[\s-]*oo|toodles|laters"
        # tired, with a farewell after it: "Right, I'm shattered, night!" ("That's just the end of the story.")
        r"|(?:i'?m\s+)?(?:so\s+|absolutely\s+)?(?:shattered|knackered|exhausted|tired|pooped|wiped\s+out)(?=\W+(?:\w+\W+){0,2}?(?:night|bye|bed)\b)"
        # why, after it: "I'm off to bed now, early start." ("Oh noes!")
        r"|(?:an?\s+)?early\s+start(?:\s+tomorrow)?|(?:long|big)\s+day\s+tomorrow|work\s+tomorrow"
        # "tara-a-bit, on an early tomorrow" (the model: "How lovely! What kind of art do you like to create?", the lead's walk 25)
        r"|(?:i'?m\s+)?on\s+(?:an?\s+)?(?:early|earlies|early\s+shift|lates|nights)(?:\s+tomorrow)?"
        # ... or how early: "Right, gotta be up at 4. Laters." (the model: "All right, enjoy the weekend!", talk32's walk),
        # "Got to be up at five tomorrow so I'm heading to bed." ("That sounds lovely.", the lead's walk 12)
        r"|(?:(?:i'?ve\s+)?(?:gotta|got\s+to)|i\s+(?:have|need)\s+to|have\s+to|need\s+to)\s+be\s+up\s+(?:at\s+(?:\d{1,2}(?:[:.]\d{2})?(?:\s*am)?|(?:half\s+)?(?:four|five|six|seven))|early|first\s+thing|at\s+(?:the\s+)?crack\s+of\s+dawn)(?:\s+(?:tomorrow|in\s+the\s+morning))?"
        # "Anyway, I should get some sleep before my shift. Night!" ("Not bad. What's the best thing you've ever done?")
        r"|before\s+(?:my|the)\s+(?:(?:night|early|late)\s+)?(?:shift|work)"
        r"|(?:dinner|tea|food|lunch|supper)(?:'?s|\s+is)\s+(?:ready|on\s+the\s+table)"  # "right dinner's ready, ttyl"
        # a chore that calls: "Right, school run. Speak later!" ("I hope you're well."), "Anyway, the
        # kettle's boiled." ("Great! That's a wonderful way to start your day.")
        r"|(?:right\s+)?back\s+to\s+(?:it|work|the\s+grind)|(?:the\s+)?school\s+run|(?:the\s+)?kettle(?:'?s|\s+has)\s+(?:boiled|on)|duty\s+calls|(?:work|the\s+baby|the\s+dog)\s+calls"
        # one of theirs that needs them, with a farewell after it: "Anyway, Meg needs her walk. Ta-ra!" (the lead's walk; the
        # model: "Yay, I'm glad to hear that!")
        r"|(?:the\s+)?[\w']+\s+needs?\s+(?:(?:her|his|their|its|a|my)\s+)?(?:walk|walking|feeding|tea|dinner|bath|letting\s+out)"
        rf"{_THEN_FAREWELL}"
        r"|bonne\s+nuit|au\s+revoir|buenas\s+noches|adi[oó]s|gute\s+nacht|tsch[uü]ss|ciao|arrivederci|tchau"
        # the islands' own: "Right, I'd better lock up. Nos da!" ("That sounds lovely. What do you suggest?")
        # London's and the Caribbean's: "Right, I'm off, be lucky." ("Good luck! Where were you?"), "Goodnight my dear, God bless."
        # ("All right, thank you."; the lead's walks 27 and 28)
        r"|be\s+lucky|god\s+bless(?:\s+you)?|mind\s+how\s+you\s+go|safe\s+home|stay\s+safe|take\s+it\s+easy"
        r"|nos\s+da|hwyl(?:\s+fawr)?|sl[aá]n(?:\s+go\s+f[oó]ill)?|oidhche\s+mhath"
    ),
    THANKS: (
        # how much: "Thanks a million, you're great company." ("You're welcome! How about that?")
        r"(?:thank\s+you|thanks|cheers|ta)\s+(?:a\s+(?:million|bunch|lot|ton|heap)|loads|heaps|tons|so\s+much|muchly)"
        r"|thank\s+you|thanks|thank\s+u|thx|ty|ta|cheers|much\s+appreciated|appreciate\s+it"
        r"|merci(?:\s+beaucoup)?|gracias|danke(?:\s+sch[oö]n)?|grazie|obrigad[oa]"
        rf"|{_PRAISE}"
        # "Thanks, that was really kind." ("I hope you're well. What brings you home?")
        r"|that(?:'s|\s+was|\s+is)\s+(?:really\s+|so\s+|very\s+)?(?:kind|helpful|thoughtful|sweet)(?:\s+of\s+you)?"
    ),
    GREETING: (
        rf"hel+o+|hi+|hey+|hiya|heya|howdy|yo|g'?day|good\s+(?:morning|afternoon|evening)|morning|evening|{REGIONAL_HELLO}"
        r"|bonjour|bonsoir|salut|hola|buenos\s+d[ií]as|hallo|guten\s+(?:morgen|tag)|ciao|ol[aá]|namaste"
        r"|nice\s+to\s+(?:meet|see)\s+you|good\s+to\s+see\s+you"
        # coming back: "back again" got "I'll be with you in the morning." from the 135M
        r"|i'?m\s+back|i\s+am\s+back|back\s+again|it'?s\s+me(?:\s+again)?|long\s+time\s+no\s+(?:see|talk|chat|speak)"
    ),
}
_FOUND = {kind: re.compile(rf"\b(?:{phrase})\b", re.IGNORECASE) for kind, phrase in _PHRASES.items()}
_TAKEN_IN = {
    LAUGHTER: re.compile(r"\b(?:lol+|lmao|rofl|(?:ha){2,}h?|(?:he){2,}h?|hah|xd)\b", re.IGNORECASE),
    ACKNOWLEDGEMENT: re.compile(
        r"\b(?:ok|okay|okie|k|kk|cool|alright|all\s+right|got\s+it|gotcha|fair\s+enough|noted|i\s+see|sure|right|nice|great"
        r"|awesome|perfect|sweet|lovely|brilliant|amazing|sounds\s+(?:good|great|fun|nice|lovely|perfect|cool|amazing))\b",
        re.IGNORECASE,
    ),
}
# What may stand around the ritual without making the message about something. Not "all"
# or "everyone": "Goodbye everyone." to an assistant may be a farewell of another kind, and
# is left to the gate and the model.
_AROUND = frozenset(
    "ok okay k kk cool great alright right well oh so very much a lot lots again there here you for now omg "
    "then and anyway anyways lol haha hippocampus that it it's that's was is helps helped helpful nice lovely perfect awesome "
    "chat chatting talk talking listening everything your help the really super truly yeah yep yes dear mate buddy pal x xx xxx hmm hmmm hm mm ah ahh "
    # the chat in full: "Thank you for the conversation. I shall say goodbye for now." (the model: "Sending good luck to you.",
    # session 48's walk in Derby)
    "conversation "
    # what one calls whom one thanks or leaves: "Thanks pet, bye." ("Thank you, pet! How about this?")
    "love luv pet petal hun hon honey sweetie babe darling duck sweetheart man bro dude chief boss my "
    # "all right" as the regions say it: "Sound, I'm off to bed, ta-ra." (the model: "A nice sound you've got there!", walk 21)
    "sound grand champion tidy canny braw sorted "
    # and whom, as the regions say it: "Right, I'm off to put the kettle on, ta-ra bach." (the model: "That's a sweet name.", walk 22)
    "bach cariad chuck hen lovey flower".split()
)
_WORD = re.compile(r"[a-z']+")
# "Good morning! I'm Priya." is a greeting too: the 135M answered it "How about a cup of
# tea?". A name is a capitalised word that is not how one is ("I'm Fine"), nor whose one is
# ("I'm Arjun's wife").
# A title goes with the name: "I am Mr Venkatesh, retired bank manager" was called "Mr".
_TITLE = r"(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?"
_INTRODUCTION = re.compile(
    rf"\b(?i:i'?m|i\s+am|my\s+name'?s|my\s+name\s+is|call\s+me)\s+({_TITLE}[A-ZÀ-ÖØ-Þ][^\W\d_A-Z]+)\b(?!['’]s)"
    r"|\b(?i:it'?s|this\s+is)\s+([A-ZÀ-ÖØ-Þ][^\W\d_A-Z]+)\s+(?i:here)\b"  # "Hey, it's Dev here."
    r"|^\W*(?:(?i:hi|hello|hey|hiya)\W+)?([A-ZÀ-ÖØ-Þ][^\W\d_A-Z]+)\s+(?i:here)(?=\s*(?:[,.!;]|$))"  # "Hi! Priya here, …"
    # "Name's Geoff, …" opening the message or after a greeting (not "the dog's name's Rex")
    r"|(?:^|(?<=[,.!]\s)|(?<=[,.!]))\W*(?i:name'?s)\s+([A-ZÀ-ÖØ-Þ][^\W\d_A-Z]+)\b(?!['’]s)"
    # "Hi, it's Marcus." after a greeting, the name ending the message (not "It's Monday.")
    r"|(?:(?<=[,.!]\s)|(?<=[,.!])|(?<=[Hh]i\s)|(?<=[Hh]ey\s)|(?<=[Hh]ello\s)|(?<=[Hh]iya\s))(?i:it'?s|this\s+is)\s+"
    r"([A-ZÀ-ÖØ-Þ][^\W\d_A-Z]+)(?=\W*$)"
)
# ... or in a message written all in lower case ("hey! im sam"), the word after it at the
# message's end.
_INTRODUCTION_LOWER = re.compile(r"(?:\b(?:i'?m|i\s+am|my\s+name'?s|my\s+name\s+is|call\s+me)|^\W*names?)\s+([a-z]+)\W*$")
_NO_NAME = frozenset(
    "fine good great ok okay well back here home tired sorry ready done sure new just so very not me time late raining "
    "sunny windy freezing cold hot quiet busy "
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september "
    "october november december christmas".split()
)


@lru_cache(maxsize=4096)
def kinds(text: str, name: str = "") -> frozenset[str]:
    """The rituals ``text`` is made of (empty when it says or asks anything else); the
    assistant's own ``name`` and the person's may stand in it ("Thanks, Hippocampus!").
    Kept for the texts read lately: formation reads a message whole, then each of its
    sentences (most messages are one), then the same sentences for the episode's summary;
    the three readings were 14 % of a formation worker's main thread (issue 19)."""
    given = introduced(text)
    rest = (_INTRODUCTION_LOWER if text == text.lower() else _INTRODUCTION).sub(" ", text).lower() if given else text.lower()
    found = {INTRODUCTION} if given else set()
    for kind, pattern in _FOUND.items():
        rest, count = pattern.subn(" ", rest)
        if count:
            found.add(kind)
    if not found:
        for kind, pattern in _TAKEN_IN.items():
            rest, count = pattern.subn(" ", rest)
            if count:
                found.add(kind)
    around = _AROUND | set(_WORD.findall(name.lower()))
    if not found or any(word not in around for word in _WORD.findall(rest)):
        return frozenset()
    return frozenset(found)


def introduced(text: str) -> str:
    """The name ``text`` gives its writer ("I'm Priya", "my name is Priya", "hey! im sam"),
    capitalised, or "". A name may have an accent ("I'm Tomás, I'm a software engineer":
    no name was read, and "hi again" got no name back)."""
    found = _INTRODUCTION.search(text) or (_INTRODUCTION_LOWER.search(text) if text == text.lower() else None)
    name = next((group for group in found.groups() if group), "") if found else ""
    if not name or name.lower() in _NO_NAME | lexical.STOP_WORDS:
        return ""
    return name if name[:1].isupper() else name.capitalize()


def praised(text: str) -> bool:
    """Whether ``text`` praises whom it thanks ("you're a star", "you're great company")."""
    return bool(_PRAISED.search(text))


def thanked(text: str) -> bool:
    """Whether ``text`` thanks anyone, whatever else it says."""
    return THANKS in named(text)


def named(text: str) -> frozenset[str]:
    """The greetings, thanks and farewells ``text`` names ("cheers", "laters"), whatever
    else it says."""
    return frozenset(kind for kind, pattern in _FOUND.items() if pattern.search(text))
