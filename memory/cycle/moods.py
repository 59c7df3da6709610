"""How the person feels and how their day went, met by the pipeline itself when the model is
a voice only (DESIGN §7), as ``happenings`` meets what happens in their days: a day at work
("Work was really busy today."), how they feel today when it is tired, flat, bored or in good
spirits ("I'm a bit tired today."), an everyday worry ("I'm a bit worried about money.") and
missing someone ("I'll miss him loads."). Said back with sympathy, never cheered when it is
hard; a worry or a feeling about their own life or safety is never read here (it is the
gate's, and the model's). Split from ``happenings``, which reads the rest and says a worry
back in its own words; nights without sleep and days indoors are ``worn_down``'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.cycle import heartfelt, trade
from memory.cycle.statements import END, with_article
from memory.cycle.worn_down import a_days_load

# How much, before a feeling: "a bit", "really".
HOW_MUCH = r"(?:(?:a\s+bit|a\s+little|really|so|very|quite|pretty|super|rather|kinda|kind\s+of|absolutely|totally|completely)\s+)?"
# A word before what they say of themselves, left out when it is said back.
LEAD_IN = r"(?:honestly|to\s+be\s+honest|tbh|well|so)\W+"
# "I'm", "I feel" or "feeling", before a feeling.
I_FEEL = rf"^\W*(?:{LEAD_IN})?" + r"(?:i'?m|i\s+am|i\s+feel|(?:i'?m\s+)?feeling)\s+"
# What an everyday worry or errand may not be about: their own life or safety, or a means
# of harm ("I need to buy a rope." is the gate's, never a to-do).
NOT_EVERYDAY = (
    r"(?!.*\b(?:myself|my\s+life|living|alive|die|dying|death|dead|hurt\w*|harm\w*|kill\w*|suicid\w*|safe|safety|help|away"
    r"|(?:get|getting|way|check|checking|bow|bowing|opt|tap|lights)\s+out|out\s+of\s+(?:here|this|it|everything|the\s+picture)"
    r"|over\s+it|rid|rope|cord|belt|pills?|tablets|meds|medication|paracetamol|gun|knife|knives|blade|razor|poison|bleach"
    r"|everything|end|goodbye|letters?|affairs|my\s+will|in\s+order|stupid|drastic|something|anything|disappear\w*|forever"
    r"|for\s+good|overdos\w*|jump\w*|bridge|cliff|tracks)\b)"
)
# A worry of an everyday kind: "I'm a bit worried about money with her going." (the model:
# "Not at all, I'm happy to help."). One about their own life or safety is not read here.
_WORRIED = re.compile(
    I_FEEL + HOW_MUCH + r"(?:worried|anxious|stressed|concerned)\s+(?:about|over)\s+" + NOT_EVERYDAY
    + r"(?:[\w'-]+\s*){1,9}" + END
    # of what may come: "I'm a bit worried they'll say I need an operation." (the model: "I can imagine it. How's that?")
    + r"|" + I_FEEL + HOW_MUCH + r"(?:worried|anxious|scared|afraid|nervous)\s+(?:that\s+)?(?:they|he|she|it|the\s+\w+|my\s+\w+)"
    r"(?:'ll|\s+will|\s+might|\s+may|'d|\s+would|\s+won'?t)\s+" + NOT_EVERYDAY + r"(?:[\w'-]+\s*){1,9}" + END
    # dreading what is coming: "Honestly I'm dreading twelve ten-year-olds in one place." (the model: "Can't say
    # what a load of lil' ten-year-olds!")
    + r"|" + I_FEEL + HOW_MUCH + r"(?:dreading|not\s+looking\s+forward\s+to)\s+" + NOT_EVERYDAY + r"(?:[\w'-]+\s*){1,9}" + END
    # a worry for someone of theirs: "I worry about him a lot." after a father's diagnosis (the model:
    # "You're a good friend, I can imagine.")
    + r"|^\W*(?:i|we)\s+(?:really\s+|do\s+|still\s+)?worry\s+about\s+(?:him|her|them|(?:my|our)\s+[\w-]+)"
    r"(?:\s+(?:a\s+lot|loads|so\s+much|all\s+the\s+time|constantly|sometimes|a\s+bit))?" + END
    # nerves about what they just told: "I'm a bit nervous about it honestly." (the model: "Oh,
    # no worries! You're all the lucky ones.")
    + r"|" + I_FEEL + HOW_MUCH + r"(?:nervous|apprehensive)\s+about\s+(?:it|that|this|them)(?:\s+(?:honestly|tbh|now|already))?" + END,
    re.IGNORECASE,
)
# A long shift just done: "Just got off a twelve hour night shift." (the model: "It was a long night.
# What can I say?").
_OFF_SHIFT = re.compile(
    r"^\W*(?:(?:i'?ve|i|we'?ve|we)\s+)?(?:just\s+|finally\s+)?(?:got\s+(?:off|back\s+from|home\s+from|in\s+from)|finished|done|come\s+off)\s+"
    r"(?:a|an|my|another|the)\s+(?:[\w-]+\s+){0,3}?(?:shift|double|nights?|stint|lates?|earlies)" + END
    # ... or several: "Did three night shifts in a row" (with "I'm wiped out" after it, the model: "Oh no worries! What's up?")
    + r"|^\W*(?:i\s+(?:just\s+)?)?(?:did|done|worked|pulled|finished)\s+(?:two|three|four|five|six|seven|\d|a\s+few|several|back\s+to\s+back)\s+"
    r"(?:(?:night|long|twelve[\s-]hour|12[\s-]hour|early|late|double)\s+)?(?:shifts|nights|doubles|lates|earlies)"
    r"(?:\s+(?:in\s+a\s+row|back\s+to\s+back|this\s+week|on\s+the\s+trot))?" + END
    # ... or still at it: "Been at my desk since 6am, …" (the model: "So, what's your plans?")
    + r"|^\W*(?:(?:i'?ve|i\s+have)\s+)?been\s+(?:at\s+(?:my\s+desk|work|it|the\s+office)|on\s+my\s+feet|up|working)\s+since\s+"
    r"(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)?|dawn|early|first\s+thing|(?:mon|tues|wednes|thurs|fri|satur|sun)day)" + END,
    re.IGNORECASE,
)
_SHIFT_DONE = (
    "{said} — that's a long one. Are you getting a break?",
    "{said} — that's a long one. How are you feeling?",
)
# Something coming, then nerves about it: "… goes back to work on Monday and I'm a bit scared."
_AND_NERVOUS = re.compile(
    r"^\W*(?P<what>[^,;.!?]{8,90}?)\s*,?\s+(?:and|but)\s+(?:i'?m|i\s+am|i\s+feel)\s+" + HOW_MUCH
    + r"(?:(?P<how>scared|nervous|anxious|worried|apprehensive|terrified)|dreading\s+it)(?:\s+about\s+(?:it|that))?" + END,
    re.IGNORECASE,
)
_AND_NERVES = (
    "It's only natural to feel {how} about that. What worries you most?",
    "Feeling {how} about it makes sense. Is there anything that would make it easier?",
)
# Too little time together: "We barely see each other during the week." (the model: "That's lovely.").
_APART = re.compile(
    r"^\W*(?:we|i)\s+(?:barely|hardly|never|rarely|don'?t)\s+(?:ever\s+)?(?:see|get\s+to\s+see|spend\s+(?:any\s+)?time\s+with)\s+"
    r"(?:each\s+other|him|her|them|(?:my|our)\s+[\w-]+)(?:\s+(?:anymore|any\s+more|these\s+days|lately|at\s+the\s+moment))?"
    r"(?:\s+(?:during|in)\s+the\s+week|\s+at\s+the\s+moment)?" + END,
    re.IGNORECASE,
)
_TOO_LITTLE = (
    "That's hard, with so much on. Do you get some time together at the weekends?",
    "Missing each other in the week is tough. Is there a time that's just for the two of you?",
)
# How it goes, said of hard times: "Some days are harder than others." after a husband's death (the
# model: "How about those days when everything seems to be going smoothly?").
_SOME_DAYS = re.compile(
    r"^\W*(?:(?:but|and|well|yeah)\s*,?\s+)?some\s+days\s+are\s+(?:harder|worse|tougher|better|easier)\s+than\s+others" + END,
    re.IGNORECASE,
)
_HARDER_DAYS = ("That's so true. What helps you on the harder days?", "It's like that, isn't it. Is today one of the harder ones?")
# What is coming has them nervous: "The hurricane season has me nervous this year." (the model:
# "… both terrifying and exciting!").
_HAS_ME = re.compile(
    r"^\W*(?:the\s+|this\s+|my\s+|our\s+)?(?:[\w'-]+\s+){0,4}?[\w'-]+\s+(?:has|have|'s\s+got|is\s+making|'s\s+making)\s+me\s+"
    r"(?:(?:a\s+bit|a\s+little|really|so|quite)\s+)?(?:nervous|worried|anxious|on\s+edge|stressed|uneasy)"
    r"(?:\s+(?:this|next)\s+\w+|\s+at\s+the\s+moment|\s+lately)?" + END,
    re.IGNORECASE,
)
# What they can't wait for: "I can't wait to see the grandchildren." (the model: "That's lovely. What
# do you want to eat?"); not for something to be over.
_CANT_WAIT = re.compile(
    r"^\W*(?:(?:(?:i|we)\s+)?(?:just\s+|honestly\s+|really\s+|literally\s+)?(?:can'?t|cannot)\s+wait\s+(?:to|for)"
    r"|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:so\s+|really\s+|very\s+)?(?:much\s+)?looking\s+forward\s+to)\s+"
    r"(?!.*\b(?:over|end|ends|finish|finished|leave|quit|done|gone|out)\b)" + NOT_EVERYDAY + r"(?:[\w'-]+\s*){1,9}" + END,
    re.IGNORECASE,
)
_LOOKING_FORWARD = (
    "{said} — how lovely! What's the part you're most excited about?",
    "{said} — something to look forward to! Not long now?",
)
# Thoughts they can't put down: "I can't stop thinking about it." after news of a mother's
# tests (the model: "That's a lovely way to end a day.").
_ON_THEIR_MIND = re.compile(
    r"^\W*(?:i\s+)?(?:just\s+)?can'?t\s+stop\s+(?:thinking|worrying)\s+about\s+(?:it|that|this|him|her|them)" + END, re.IGNORECASE
)
# Two feelings at once about what is coming: "Nervous but excited!" (the model: "What's the
# best kind of party for you?").
_MIXED = re.compile(
    r"^\W*(?:(?:i'?m|feeling)\s+)?(?:a\s+bit\s+|so\s+|really\s+)?(?:nervous|anxious|scared|terrified)\s+(?:but|and)\s+"
    r"(?:(?:really|so|very)\s+)?(?:excited|happy|looking\s+forward\s+to\s+it)" + END,
    re.IGNORECASE,
)
# Missing someone: "I'll miss him loads." after a brother's move (the model: "I'm so sorry for
# you, but I've got a lot to say about Sean.").
_MISSING = re.compile(
    r"^\W*(?:i'?ll|i\s+will|i'?m\s+going\s+to|i'?m\s+gonna|we'?ll|i\s+already|i)\s+(?:really\s+|so\s+)?miss(?:ing)?\s+"
    r"(?:him|her|them|you|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)|my\s+\w+|our\s+\w+)(?:\s+(?:loads|so\s+much|a\s+lot|terribly|already|like\s+mad))?"
    + END,
    re.IGNORECASE,
)
# How a day at work went, in one word: "Work was really busy today.", "Had a great day at work today!".
_HARD = (
    "busy|long|hectic|stressful|tough|hard|rough|tiring|exhausting|crazy|manic|mad|intense|draining|full-on|frustrating|difficult"
    "|awful|horrible|terrible|bad|rubbish|grim|nightmare|relentless|non-stop|nonstop|mental|chaotic|heaving"
)
_GOOD = "good|great|lovely|productive|fun|brilliant|amazing|fantastic|nice|wonderful|excellent|decent|easy|relaxed|calm"
_PLAIN = "fine|ok|okay|alright|all\\s+right|normal|quiet|uneventful|slow|average|boring|so-so"
_SO = r"(?:(?:really|so|very|pretty|quite|a\s+bit|super|rather|fairly|such\s+a|incredibly|ridiculously|absolutely|totally)\s+)?"
# "Work was", "My shift has been", before how it went ("… a nightmare", "… really busy").
# ... or the job a trade is on: "The job I'm on is a nightmare, the ceilings are all bowed." (the model: "Do you have a plan for
# the future?", the lead's walk 21)
_WORK_WAS = (
    rf"(?:work|my\s+(?:work\s+)?day|my\s+shift|today\s+at\s+work"
    r"|(?:the|this)\s+(?P<job>job|site|contract|house|extension|kitchen|bathroom|project|build)\s+(?:(?:i'?m|we'?re|i\s+am|we\s+are)\s+"
    r"(?:on|doing|working\s+on)(?:\s+(?:at\s+the\s+moment|now|this\s+week))?(?=\s+(?:is|was|has))|(?=(?:is|has)\s)))(?:\s+was|\s+has\s+been|'s\s+been|\s+is\s+being|\s+is)\s+"
    rf"(?:an?\s+(?:(?:absolute|total|complete)\s+)?)?{_SO}"
)
_WORK_DAY = re.compile(
    rf"^\W*(?:{_WORK_WAS}(?P<how>{_HARD}|{_GOOD}|{_PLAIN})(?:,?\s+nothing\s+special)?"
    rf"|(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:had\s+)?(?:a|an|such\s+a)?\s*{_SO}(?P<had>{_HARD}|{_GOOD}|{_PLAIN})\s+"
    r"(?P<span>day|shift|week)\s+(?:at|in)\s+(?:work|the\s+office|the\s+shop|the\s+hospital|the\s+site)"
    # in a few words, with when: "Long shift today, the traffic was a nightmare." ("What were you up for today?")
    rf"|(?:(?:a|an|such\s+a)\s+)?{_SO}(?P<few>{_HARD}|{_GOOD}|{_PLAIN})\s+(?P<few_span>shift|day|week)(?=\s+(?:today|tonight|this\s+week|again))"
    # ... or the span first, where: "Valentine's week was absolutely manic at the shop." (the model: "That's so lovely!
    # How was the weather?")
    rf"|(?:(?:this|last|the)\s+)?(?:[\w'-]+\s+)?(?P<at_span>week|day|weekend|shift|morning|afternoon)\s+(?:was|has\s+been|'s\s+been)\s+"
    rf"(?:an?\s+)?{_SO}(?P<at>{_HARD}|{_GOOD}|{_PLAIN})\s+(?:at|in)\s+(?:work|the\s+(?:shop|office|hospital|site|salon|restaurant|caf[eé]"
    r"|school|surgery|garage|bakery|pub|ward|warehouse|factory|store|studio|clinic))"
    # ... or what they are on, then how it has been: "on placement at the QE this week, its been mental" (the model: "I'm so glad
    # you're having fun with the project!", the lead's walk 25)
    r"|(?:(?:i'?m|im|i\s+am|been)\s+)?on\s+(?:placement|nights|days|earlies|lates|a\s+course|training|call|jury\s+duty)"
    r"(?:\s+(?:at|in|on|with)\s+(?:the\s+)?[\w'&-]+(?:\s+[\w'&-]+){0,2}?)?(?:\s+(?:today|tonight|this\s+week|all\s+week))?\s*[,;-]+\s*"
    rf"(?:and\s+)?it(?:'s|s|\s+has)\s+been\s+(?:an?\s+)?{_SO}(?P<on>{_HARD}|{_GOOD}|{_PLAIN}))"
    # ... or of a season: "Work has been relentless this winter, flu everywhere." (the model: "Aww, no worries.")
    r"(?:\s+(?:today|tonight|this\s+(?:week|month|term|winter|spring|summer|autumn|year)|again|lately|recently|all\s+(?:week|month)))?"
    + END,
    re.IGNORECASE,
)
# How they feel today, when it is no crisis and no news: tired, bored, in good spirits ("I'm a
# bit tired today." got "You're in no particular mood today, are you?", "I'm a bit bored
# this evening." "How's that?"). "Tired of everything" says more and stays the model's (and
# the gate's).
_LOW = "tired|sleepy|knackered|exhausted|shattered|wrecked|jaded|worn\\s+out|drained|wiped(?:\\s+out)?|burnt\\s+out|burned\\s+out|frazzled|run\\s+down"
# Out of sorts, said of a feeling ("I'm feeling a bit flat today." had "Just a bit, no worries.
# How about today?"); "I'm down" alone may be agreeing to a plan, so "down" and "low" need "feel".
_DOWN = "flat|meh|blue|fed\\s+up|out\\s+of\\s+sorts|off|down|low"
_FEELING = re.compile(
    I_FEEL + "(?P<how>" + HOW_MUCH
    + rf"(?P<state>{_LOW}|{_DOWN}|bored|restless|relieved|happy|cheerful|relaxed|great|good|better|positive|upbeat))"
    r"(?P<when>\s+(?:today|tonight|this\s+(?:morning|afternoon|evening|week)|at\s+the\s+moment|right\s+now))?"
    r"(?:\s+(?:actually|for\s+once|honestly))?"
    # A figure of how tired: "I'm so tired I could sleep for a week." (the model: "I'm so sorry, that's not a word. What
    # kind of thing?", the lead's walk in session 47); said of a low feeling only (``_felt``).
    r"(?P<figure>\s*[,;-]*\s*(?:like\s+)?i\s+could\s+(?:sleep|nap)\s+for\s+(?:a\s+(?:week|month|year)|days|a\s+hundred\s+years)"
    r"|\s*[,;-]*\s*i\s+can\s+(?:barely|hardly)\s+keep\s+my\s+eyes\s+open)?"
    # Why, in a phrase after it: "…, long day.", "— it's been a long week."
    r"(?:\s*[,;-]+\s*(?:(?:it'?s|it\s+has)\s+been\s+)?(?:a\s+)?(?:really\s+|very\s+|so\s+)?long\s+(?P<long>day|week|shift|night))?" + END,
    re.IGNORECASE,
)
_FEELINGS = {
    "low": ("Sorry to hear you're {how}{when}. Have you been able to rest at all?",
            "Ah, {how}{when} — I hope you can take it easy. Has it been a busy day?"),
    "down": ("Sorry you're feeling {how}{when}. Anything on your mind, or just one of those days?",
             "Ah, {how}{when} — that's no fun. Has anything in particular got you down?"),
    "bored": ("Bored{when}, then. What would you feel like doing?", "Ah, {how}{when}. Anything you've been meaning to get round to?"),
    "up": ("Glad to hear it! Has something nice happened?", "That's lovely to hear. What's put you in a good mood?"),
    # "literally so relieved" after an exam finished (the model: "I see. Tell me more?")
    "relief": ("What a relief! How are you going to unwind?", "That must feel so good. Time to relax?"),
}
# A hard day in two words, then what made it so: "Rough day, we lost a dog in surgery." (the
# model: "Yes, that's a shame. What kind of dog did you have?"). What made it so is not said
# back (it may be a loss), nor turned ("…, but we won").
_HARD_THEN = re.compile(
    # ... or when was so: "Honestly today was awful, a passenger shouted at me …" (the model: "How did you manage to
    # avoid the dreaded train?")
    rf"^\W*(?:{LEAD_IN})?(?:(?P<when>today|tonight|this\s+week|work|my\s+shift)\s+(?:was|has\s+been|'s\s+been)\s+)?"
    rf"(?:(?:a|an|such\s+a|what\s+a)\s+)?{_SO}(?P<how>rough|tough|hard|awful|horrible|terrible|bad|grim|rubbish|long|stressful|sad|draining|exhausting|tiring|heavy"
    r"|crazy|mad|manic|hectic|busy|mental|nightmare)"
    # "Rough one today, we lost two strings of creels …", "Bad day really, it would've been our anniversary …"
    r"(?:\s+(?P<span>day|shift|week|night|one)|(?(when)|(?!)))(?:\s+(?:today|at\s+work|really|again|all\s+round))?\s*[,;:.!-]+"
    r"(?!\s*(?:but|though|although|still|yet)\b)\s*"
    + NOT_EVERYDAY + r"(?P<why>[^?]{3,90})$",
    re.IGNORECASE,
)
_ACHE_KILLING = re.compile(r"\b((?:my|his|her)\s+[\w-]+(?:'s|\s+is|\s+are|'re)\s+)killing\s+me\b", re.IGNORECASE)
_HARD_DAYS = (
    "I'm sorry — that sounds like {a} {how} {span}. Do you want to talk about it?",
    "Oh no, what {a} {how} {span}. How are you holding up?",
)
# ... when it was hard for being full, no sorrow: "crazy week, three burst pipes in two days".
_FULL = "crazy|mad|manic|hectic|busy|mental|long"
_FULL_DAYS = (
    "What {a} {how} {span}! Have you had a chance to catch your breath?",
    "That sounds like {a} {how} {span}. Are you able to switch off now?",
)
_AFTER_A_LONG = (
    "Sorry to hear you're {how} after a long {span}. Have you been able to rest at all?",
    "Ah, {how} after a long {span} — I hope you can take it easy now. What kept you so busy?",
)
_AFTER_THAT = (
    "No wonder you're {how}, after that. Can you put your feet up tonight?",
    "Of course you're {how} — that was a lot. Go easy on yourself; is there anything you can leave till tomorrow?",
)
_WORRIES = (
    "{said} — that's understandable. What's weighing on you most?",
    "{said} — that's a lot to have on your mind. Is there anything that would help?",
)
_MISSES = (
    "Of course — missing someone close is hard. How are you feeling about it?",
    "That's only natural. It's hard to be apart from the people we love — how are you doing?",
)
_BOTH_AT_ONCE = (
    "Nervous and excited is a good mix — it means it matters. What are you most looking forward to?",
    "That's only natural before something new. What's the part you're most excited about?",
)
_ON_YOUR_MIND = (
    "That's understandable — it's a lot to carry. Do you want to talk about it?",
    "Of course it's on your mind. What's the hardest part of it right now?",
)
_WORKED = {
    "hard": ("That sounds like {a} {how} {span}. Are you able to switch off now?", "{A} {how} {span} at work, then. What made it so {how}?"),
    "good": ("Glad to hear it! What made it so {how}?", "{A} {how} {span} at work — nice! What went well?"),
    "plain": ("Fair enough — {a} {how} {span}, then. How are you doing otherwise?", "{A} {how} {span} at work, then. Anything else on your mind?"),
}
_SORRY = re.compile(
    rf"^\W*(?:{_WORK_WAS}(?:{_HARD})|{I_FEEL}{HOW_MUCH}(?:{_LOW}|{_DOWN})"
    rf"|(?:(?:a|an|such\s+a)\s+)?{_SO}(?:{_HARD})\s+(?:shift|day|week)\s+(?:today|tonight|this\s+week|again))\b",
    re.IGNORECASE,
)


def mood(sentence: str, pick: int) -> str | None:
    """The reply in wording ``pick`` to missing someone, thoughts they can't put down, how
    their business goes, a day at work or how they feel today, when ``sentence`` tells of one,
    else None."""
    if _MISSING.match(sentence):  # said of no one by name in the reply: "him" may be one who died
        return _MISSES[pick]
    if (reply := heartfelt.treasured(sentence, pick)) is not None:
        return reply
    if _ON_THEIR_MIND.match(sentence):
        return _ON_YOUR_MIND[pick]
    if _MIXED.match(sentence):
        return _BOTH_AT_ONCE[pick]
    if (reply := trade.how_it_goes(sentence, pick)) is not None:
        return reply
    if found := _WORK_DAY.match(sentence):  # a hard day at work is met, not left to the model
        how = re.sub(r"\s+", " ", (found["how"] or found["had"] or found["few"] or found["at"] or found["on"]).lower())
        kind = "hard" if re.fullmatch(_HARD, how) else "good" if re.fullmatch(_GOOD, how) else "plain"
        how = how.replace("nightmare", "nightmarish")  # said back as a day of its kind: "a nightmarish day"
        a = with_article(how).split(" ")[0]
        season = re.search(r"\b(?:week|month|term|winter|spring|summer|autumn|year)\b", sentence, re.I)
        lately = re.search(r"\b(?:lately|recently)\b", sentence, re.I)
        span = (found["span"] or found["few_span"] or found["at_span"] or (season[0] if season else "stretch" if lately else "day")).lower()
        if found["job"]:  # the job a trade is on, of no day: "That sounds like a nightmarish job."
            span = "job"
        if (found["few"] and span != "shift") or found["job"]:  # "Great day today!" may not be at work: the wording that does not say so
            pick = 0
        return _WORKED[kind][pick].format(a=a, A=a.capitalize(), how=how, span=span)
    if found := _FEELING.match(sentence):
        return _felt(found, sentence, pick)
    if _APART.match(sentence):
        return _TOO_LITTLE[pick]
    return _HARDER_DAYS[pick] if _SOME_DAYS.match(sentence) else None


def after_that(text: str, before: Callable[[], str]) -> str | None:
    """The reply to a low feeling said alone ("I'm shattered.") right after the person's
    message ``before`` told of a hard day or hard going (``hard_going``), or None:
    "Rough day, we lost a dog in surgery." then "I'm shattered." got "Ah, shattered — …
    Has it been a busy day?" (talk23's sixth walk-through), asking what was just told."""
    found = _FEELING.match(text.strip())
    if found is None or found["long"] or not re.fullmatch(_LOW, re.sub(r"\s+", " ", found["state"].lower())):
        return None
    if not hard_going(before()):
        return None
    return _AFTER_THAT[sum(map(ord, text)) % 2].format(how=found["how"].lower())


# A day's labour: "gaffer had me carrying timber all day" (then "knackered": the model, "What's all your time for now?", the
# lead's walk 30).
_LABOUR = re.compile(
    r"\b(?:(?:had|kept|got)\s+me\s+\w+ing|carrying|lugging|shifting|humping|hauling|digging|lifting|on\s+my\s+feet)\b[^.!?]*"
    r"\ball\s+(?:day|morning|afternoon|night|shift)\b",
    re.IGNORECASE,
)


def hard_going(said: str) -> bool:
    """Whether ``said`` told of a hard day (``sorry``, ``_HARD_THEN``), a long shift or a day's
    load counted ("Three home visits and a birth today"): what a low feeling after it follows from."""
    said = said.strip()
    return bool(sorry(said) or _HARD_THEN.match(said) or _OFF_SHIFT.match(said) or a_days_load(said) or _LABOUR.search(said))


def shift_done(sentence: str) -> tuple[str, str] | None:
    """The two wordings for a long shift just finished ``sentence`` tells of, to follow it said back, or None."""
    return _SHIFT_DONE if _OFF_SHIFT.match(sentence) else None


def looked_forward_to(sentence: str) -> tuple[str, str] | None:
    """The two wordings for something ``sentence`` tells they can't wait for, to follow it
    said back, or None."""
    return _LOOKING_FORWARD if _CANT_WAIT.match(sentence) else None


def and_nervous(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to something coming said with nerves about it after it ("My husband Tom goes back to
    work on Monday and I'm a bit scared.": the model, "I'm so sorry to hear that."), or None; the first clause is said back
    as the person said it, and "dreading it" is felt as apprehensive (not "to feel dreading it", session 48's walk)."""
    found = _AND_NERVOUS.match(text.strip())
    if found is None or re.match(NOT_EVERYDAY, found["what"]) is None:
        return None
    return _AND_NERVES[(sum(map(ord, text)) + shift) % 2].format(what=found["what"], how=(found["how"] or "apprehensive").lower())


def worry(sentence: str) -> tuple[str, str] | None:
    """The two wordings for an everyday worry ``sentence`` tells of, to follow it said back, or None."""
    return _WORRIES if _WORRIED.match(sentence) or _HAS_ME.match(sentence) and re.match(NOT_EVERYDAY, sentence) else None


def sorry(sentence: str) -> bool:
    """Whether ``sentence`` opens on a hard day at work or a low feeling: met with sympathy."""
    return bool(_SORRY.match(sentence))


def at_work(sentence: str) -> bool:
    """Whether ``sentence`` tells how a day at work went."""
    return bool(_WORK_DAY.match(sentence))


def _felt(found: re.Match, sentence: str, pick: int) -> str | None:
    """The reply to how they feel today (``_FEELING``), or None for "I'm down" or "I'm low"
    said without "feel" (it may be agreeing to a plan), nor "I'm good" (an answer to how they are), nor "I'm off today" (a day
    off work: it was met "Ah, off today — that's no fun.")."""
    state = re.sub(r"\s+", " ", found["state"].lower())
    if state in {"down", "low", "good", "better"} and not re.search(r"\bfeel", sentence, re.IGNORECASE):
        return None
    if state == "off" and not re.search(r"\bfeel|\b(?:bit|little|really)\s+off\b", sentence, re.IGNORECASE):
        return None
    kind = ("low" if re.fullmatch(_LOW, state) else "down" if re.fullmatch(_DOWN, state)
            else "bored" if state in {"bored", "restless"} else "relief" if state == "relieved" else "up")
    if found["figure"] and kind != "low":
        return None
    if found["long"] and kind == "low":
        return _AFTER_A_LONG[pick].format(how=found["how"].lower(), span=found["long"].lower())
    return _FEELINGS[kind][pick].format(how=found["how"].lower(), when=(found["when"] or "").lower())


def hard_day(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to a hard day said in two words and what made it so
    (``_HARD_THEN``), or None."""
    # an ache's own "killing me" is no harm: "Nightmare day, a bride's mother cried in the chair and my back is killing me."
    if (found := _HARD_THEN.match(re.sub(_ACHE_KILLING, r"\1aching", text.strip()))) is None:
        return None
    pick = (sum(map(ord, text)) + shift) % 2
    how = found["how"].lower().replace("nightmare", "nightmarish")
    wordings = _FULL_DAYS if re.fullmatch(_FULL, how) else _HARD_DAYS
    span = (found["span"] or ("week" if "week" in found["when"].lower() else "shift" if "shift" in found["when"].lower() else "day")).lower()
    return wordings[pick].format(a=with_article(how).split(" ")[0], how=how, span=span)

