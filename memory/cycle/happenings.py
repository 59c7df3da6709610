"""What happens in the person's days, acknowledged by the pipeline itself when the model is
a voice only (DESIGN §7), as ``acknowledged`` does plain statements of their life: the
embedded 135M answered "My parents are visiting next weekend." with "What type of
decorations do you have planned?", "We're going to Lisbon in June." with "We'll celebrate
with you in Lisbon next June!", "I went to my cousin's wedding on Saturday." with "A
wonderful day! What's the date?" and "Work was really busy today." with "That sounds
great! What time did you finish?" (issue 14's dev walk-through,
``bench/data/walkthrough_dev_talk16.txt``).

Kinds of happening, each read from a message that is that one sentence (``statements.one_statement``;
"My wife and I …" is one subject):

- a visit: someone of theirs coming ("My mum is coming for lunch tomorrow."), people they
  have over, or someone of theirs they go to see ("I'm visiting my grandma on Sunday.");
- a trip to a named place, to come or had (``trips``);
- an event or an outing, had or to come ("We watched the football match last night.",
  "I went for a run this morning.", "I'm going to a concert tonight."), theirs or someone's
  ("My friend Jake had his birthday party yesterday.");
- something they face on a day ("I have a job interview on Thursday."), or their nerves
  about it ("I'm a bit nervous about my presentation on Thursday.");
- something they have been doing ("I've been baking bread this week."), or an everyday
  habit they are changing ("I'm trying to cut down on sugar."), or something they do each
  week ("I play five-a-side football on Tuesday nights."): read by ``habits``;
- what happens to someone of theirs: a first step, a birthday, a wedding, something faced
  on a day, a baby, a move abroad (``theirs``);
- a plan they are thinking of ("… of doing a marathon"), sure of it or not (``plans``); a job on their home ("We're
  redoing the kitchen."); errands to do ("I need to pop to the post office.");
- how a day at work went, how they feel today, an everyday worry, missing someone: read by
  ``moods``; nights without sleep and days indoors: read by ``worn_down``; met here with the rest.

A short remark after it that adds and asks nothing is left as said (``_ASIDE``).

The reply says the sentence back to them as they said it ("Your parents are visiting next
weekend — that's nice."), so it claims nothing more and someone else's news stays theirs,
then asks one question that presumes nothing (of someone else's event, "did you go?");
two wordings of each, the same one for the same words. Bad news ("… for a funeral", "…
in hospital") is not read here: it is the model's, or the condolences'.
"""

from __future__ import annotations

import re

from memory.cycle import acknowledged, ages, asides, besides, complaints, faced, habits, moments, plans, their_work, theirs, trips, tries
from memory.cycle.grounding import bad_news
from memory.cycle.habits import HABIT
from memory.cycle.moods import (
    NOT_EVERYDAY, after_that, at_work, hard_going, looked_forward_to, mood, shift_done, sorry, worry,
)
from memory.cycle.plans import AN_EVENT, EVENT, OUTING
from memory.cycle.statements import END, one_statement, opening, wording
from memory.cycle.telling import ME_NOW, OBJECT, REST, THEIRS, THEY_NOW, WHO, WITH_ME, said_back, whom, with_its_i
from memory.cycle.theirs import FIRST_TOOTH
from memory.cycle.trips import THEY_HAD, WENT
from memory.cycle.worn_down import ACHE, HUNGOVER, head_after_a_night_out, worn_by_it, worn_down
from memory.text.numbers import IN_WORDS


_VISIT = re.compile(
    # ... or of those just spoken of: "They're coming home for Christmas this year."
    # ... or the children of one of theirs: "my sisters kids are staying over on saturday" (talk30's walk: the model)
    # ... or coming up to visit: "my mum's coming up to visit next weekend, cant wait" (the lead's walk in session 47)
    rf"^\W*(?:(?:{THEY_NOW}|(?:they|he|she)(?:'re|\s+are|'s|\s+is)\s+(?:(?:finally|also|all|just)\s+)?"
    rf"|(?:{THEIRS}|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))['’]s\s+(?:kids|boys|girls|children|twins|little\s+ones|grandkids)\s+(?:are|'re)\s+(?:(?:all|also)\s+)?)(?:visiting|coming\s+(?:(?:(?:over|round|up|down)\s+)?to\s+(?:visit(?:\s+(?:me|us))?|stay|help(?:\s+out)?|see\s+(?:me|us))|over|round|up|down|home|for\s+(?:(?:her|his|their|our|a|some)\s+)?[\w'-]+)"
    r"|staying\s+(?:with\s+(?:me|us)|over))"
    rf"|{ME_NOW}(?:having\s+(?:{THEIRS}|(?:some\s+|the\s+)?(?:friends|people|family|guests|in-laws|neighbours|grandparents|cousins))\s+(?:over|round|to\s+stay|for\s+[\w'-]+)"
    rf"|(?:visiting|seeing|going\s+to\s+(?:visit|see))\s+{THEIRS}))" + REST + END,
    re.IGNORECASE,
)
_HAD = re.compile(
    rf"^\W*(?:(?:i|we)\s+(?:(?:went|were|was|got)\s+(?:to|at)\s+{AN_EVENT}|(?:watched|saw|caught)\s+{AN_EVENT}"
    rf"|(?:went\s+(?:out\s+)?for|had(?!\s+an?\s+(?:[\w-]+\s+)?drinks?\b))\s+{OUTING}|(?:had|threw|hosted)\s+(?:a|an|our|my)\s+(?:[\w'-]+\s+){{0,2}}?{EVENT}\b"
    r"|spent\s+(?:the|my|our|all)\s+(?:\w+\s+)?(?:weekend|day|morning|afternoon|evening|week)\s+[a-z]+ing)"
    rf"|(?P<theirs>{WHO}\s+(?:had|threw|hosted)\s+{AN_EVENT}))" + REST + END
    # someone met: "Yesterday I met my old colleague Mr Joshi there after many years." (the model:
    # "What made you want to meet my old colleague?")
    + r"|^\W*(?:(?:yesterday|today|this\s+\w+|last\s+\w+|on\s+\w+)\s*,?\s+)?(?:i|we)\s+(?:bumped\s+into|ran\s+into|met(?:\s+up\s+with)?"
    rf"|caught\s+up\s+with)\s+(?:{THEIRS}|(?:an?|my|our)\s+old\s+[\w-]+(?:\s+(?-i:(?:Mr|Mrs|Ms|Dr)\.?\s+)?(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?"
    r"|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))(?:\s+(?:there|again|for\s+(?:a\s+)?(?:coffee|tea|lunch|drinks?|a\s+drink)|after\s+(?:many|so\s+many|all\s+these)\s+years))*"
    + REST + END,
    re.IGNORECASE,
)
# Something made, together or not: "We baked a chocolate cake together this afternoon." (the
# model: "That sounds delicious. How much did you spend?")
_MADE = re.compile(
    r"^\W*(?:i|we)\s+(?:just\s+|finally\s+)?(?:baked|made|cooked|built|knitted|painted|planted|decorated|sewed|iced)\s+"
    # ... or, of what is made by the batch, without "a": "Made oatcakes for all the residents" (session 48's walk)
    r"(?:(?:a|an|some|the|our|my)\s+(?:[\w'-]+\s+){0,3}?|(?=[\w'-]+s\b))(?:[\w-]*cakes?|bread|loaf|biscuits|cookies|scones|pie|lasagne|curry|roast|jam"
    r"|treehouse|den|shed|birdhouse|bird\s+box|snowman|sandcastle|jumper|scarf|blanket|quilt|picture|mural|veg|tomatoes|tree"
    r"|decorations|model|kite|pancakes|brownies|muffins|pizza|soup|crumble|flapjacks)\b(?:\s+together)?" + REST + END,
    re.IGNORECASE,
)
# A long catch-up: "We had tea and talked for two hours!" after meeting an old colleague (the model:
# "How did you manage to keep up with the party?").
_CAUGHT_UP = re.compile(
    r"^\W*(?:we|i)\s+(?:had\s+(?:a\s+)?(?:tea|coffee|lunch|dinner|a\s+drink|drinks|a\s+cuppa)\s+and\s+)?(?:talked|chatted|caught\s+up|nattered)"
    r"(?:\s+(?:for|about)\s+(?:ages|hours|(?:\w+\s+)?hours?|everything|old\s+times))?" + END,
    re.IGNORECASE,
)
_CATCH_UP = ("{said} — how lovely to catch up! What did you talk about?", "{said} — time flies with old friends. Will you meet again?")
# Something of theirs starting: "My placement on the children's ward starts Monday." (the
# model: "They're so lucky to have you! What's the date?")
_STARTS = re.compile(
    # ... or "I start" after telling what: "start next monday" after a new job (the model: "Well done, I'm glad you enjoyed it!")
    r"^\W*i\s+start\s+(?:on\s+)?(?:next\s+\w+|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|in\s+(?:a|two|three)\s+weeks?)"
    + END + r"|^\W*my\s+(?:new\s+|first\s+)?(?:[\w'-]+\s+){0,2}?(?:job|placement|course|training|internship|apprenticeship|contract"
    r"|role|degree|term|semester|residency|rotation|shift\s+pattern)(?:\s+(?:on|at|in|with)\s+(?:the\s+|a\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)?"
    r"\s+(?:starts|begins|is\s+starting|kicks\s+off)(?:\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)?" + REST + END
    # ... or a busy season of their work: "Lambing starts next week so I won't get much sleep." (talk32's second walk)
    + r"|^\W*(?:the\s+)?(?:lambing|calving|harvest|shearing|silage|haymaking|(?:busy|peak|tourist|wedding|exam|panto|christmas)\s+season)"
    r"\s+(?:starts|begins|is\s+starting|kicks\s+off)" + REST + END,
    re.IGNORECASE,
)
# Errands to do: "I need to get the car's MOT done this week and buy a birthday present for my
# wife." (the model: "Sorry, I'm not an auto parts machine!").
_ERRAND = (
    r"(?:get|buy|book|pick\s+up|sort(?:\s+out)?|finish|fix|clean|tidy|call|ring|phone|post|pay|renew|return|take|drop\s+off"
    r"|collect|order|wrap|pack|pop\s+(?:in)?to|go\s+to\s+the\s+(?:shops|bank|post\s+office|supermarket|dentist|tip|garage))\b"
)
_TO_DO = re.compile(
    # ... or typed "gotta": "gotta get it to the shop tomorrow" (the model: "Not at all!")
    rf"^\W*(?:(?:i|we)(?:\s+(?:really|still|also))?(?:\s+need|\s+have|'ve\s+got|\s+have\s+got|\s+got|\s+must)\s+to"
    r"|(?:(?:i|we)(?:'ve)?\s+)?(?:gotta|gonna\s+have\s+to|need\s+to|have\s+to))\s+"
    rf"{NOT_EVERYDAY}{_ERRAND}(?P<list>.*?\band\s+{_ERRAND})?"
    r"[^.!?]*" + END,
    re.IGNORECASE,
)
# ... and what did it: "Me back's killing me after lugging plasterboard up three flights." (the model: "You're too proud to tackle
# it.", the lead's walk 21)
_ACHE = re.compile(ACHE + REST + r"(?:\s+(?:after|from)\s+(?:all\s+(?:that|the)\s+)?[a-z]+ing\b[^,.!?;]{0,50})?" + END, re.IGNORECASE)
# Something they finished: "I finally finished the book I was reading." (the model: "I see.
# Tell me more?"); nothing of their life or safety ("finished my pills" is the gate's).
_FINISHED = re.compile(
    r"^\W*(?:(?:i|we)\s+)?(?:(?:finally|just|actually)\s+)*(?:finished|completed)\s+" + NOT_EVERYDAY
    + r"(?:[a-z]+ing\s+)?(?:the|my|our|a|an|that)\s+(?:[\w'-]+\s+){0,5}?[\w'-]+" + REST + END,
    re.IGNORECASE,
)
# A job on their home: "We're redoing the kitchen next month."
_HOME_JOB = re.compile(
    r"^\W*(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:finally\s+)?(?:redoing|doing\s+up|renovating|redecorating|decorating|painting"
    r"|having\s+(?:a\s+new|new)\s+[\w-]+\s+(?:fitted|put\s+in)|extending|re-?doing|gutting|refitting)\s+"
    r"(?:the|our|my)\s+(?:[\w-]+\s+)?(?:kitchen|bathroom|lounge|living\s+room|bedroom|garden|house|flat|hall|loft|attic|spare\s+room"
    r"|nursery|office|shed|stairs|landing|front\s+room|conservatory|patio|driveway)" + REST + END,
    re.IGNORECASE,
)
# Time together: "We've been together three years."
_TOGETHER = re.compile(
    r"^\W*(?:we'?ve|we\s+have)\s+been\s+(?P<how>together|married)\s+(?:for\s+)?(?:almost\s+|nearly\s+|over\s+)?"
    rf"(?:\d{{1,2}}|an?|{IN_WORDS}|a\s+few|a\s+couple\s+of)\s+(?:years?|months?)(?:\s+now)?" + REST + END,
    re.IGNORECASE,
)
# Losses that are no bad news (a first tooth, a habit given up, "without fail"), nor is a hospital one works at (by its
# name too: "works nights at the Heath hospital as a midwife", walk 14),
# nor an appointment at one ("I've got my hospital appointment about it next Wednesday." had
# "The hospital is just around the corner." from the model).
GOOD_LOSS = (
    rf"{FIRST_TOOTH}|\b(?:quit|quitting|stop|stopped|stopping|give\s+up|gave\s+up|given\s+up)\s+{HABIT}"
    r"|\b(?:works?\s+(?:(?:nights|days|shifts)\s+)?|(?:job|post|role|position|placement)\s+)(?:at|in)\s+(?:the\s+|a\s+)?(?:(?-i:[A-Z][\w'’.-]*)\s+){0,3}(?:hospital|hospice|care\s+home|infirmary)"
    r"|\bhospital\s+(?:appointment|check-?up)|\bappointment\s+at\s+the\s+hospital|\bwithout\s+fail\b"
)

_VISITING = (
    "{said} — that's nice. Anything planned?",
    "{said} — how lovely! Are you looking forward to it?",
)
_ERRANDS = {
    False: ("{said} — hope it's a quick one! Anything else on today?", "{said} — good to get it done. Anything else on your list?"),
    True: ("{said} — that's quite a list! Which will you do first?", "{said} — busy times! Which one's first?"),
}
_DONE = ("{said} — well done! How does it feel?", "{said} — nice one! What's next?")
_HOME_JOBS = ("{said} — a big job! What are you having done?", "{said} — exciting! Have you picked a look for it?")
_MADE_IT = ("{said} — lovely! How did it turn out?", "Oh nice — {inside}. Did it turn out well?")
_TIME_TOGETHER = ("{said} — that's lovely! How did you two meet?", "{said} — how lovely. What's the secret?")
_ACHING = ("{said} — sorry to hear it. Are you managing all right?", "{said} — that's no fun. Is it bad today?")
# A short remark after a comma that adds to what happened and asks nothing ("We went to
# Weston-super-Mare on Saturday, the kids loved the pier.", "Work was long today, two
# breakdowns on the 76 route." were left to the model, which said "I see. Tell me more?" and
# "What a beautiful route!"): the happening before it is met and the remark left as said. A
# remark that turns it ("…, but it rained"), asks, or spoils a happy thing says more, and the
# message stays the model's; a remark on a hard day or a low feeling is met as the day is.
_ASIDE = re.compile(
    r"^(?P<main>[^,;]+?|[^,;]+,\s*(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+),[^,;]+?)"
    # (or "and" before a do had: "… turned 100 yesterday and we had a party for her", ``asides.HAD_A_DO``)
    r"(?:\s*[,;]\s*+|\s+and\s+(?=(?:we|they)\s+(?:had|threw)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:party|do|bash|celebration)\b))"
    r"(?!(?:but|although|though|except|unfortunately|sadly|then|and\s+then|until|because)\b)"
    r"(?P<aside>[^,;?]+?)\s*[.!]*\s*$",
    re.IGNORECASE,
)
# A few words of what the day held, then how they feel: "Parents' evening tonight, I'm
# shattered." (the model: "Yes, absolutely! What kind of parents?").
# ... "and now" or "so" between them: "Spent the morning at the allotment and now my knees are killing me." (the model:
# "How's that?")
_LED_BY = re.compile(r"^(?P<before>[^,;.!?]+?)(?:\s*[,;]\s*|\s+and\s+(?=(?:now\s+|so\s+)?my\b))(?:(?:now|so)\s+(?=my\b))?(?P<main>(?:i'?m|i\s+am|i\s+feel|feeling|my)\b[^,;]+)$", re.IGNORECASE)
# How glad it made them, after what happened: "The little one, Zara, lost her first tooth yesterday and was over the
# moon." (the model: "What a beautiful story."); it adds nothing to ask of, and what happened is met.
# What it will mean for them, after it: "Lambing starts next week so I won't get much sleep." (the model: "That sounds
# wonderful. How about a quiet coffee today?", talk32's second walk): what happens is met.
_SO_AFTER = re.compile(r"^(?P<main>[^;.!?,]+?)\s*,?\s+so\s+(?:i|we)(?:'ll|\s+will|\s+won'?t|\s+will\s+not|'m|\s+am)\s+[^.!?]{2,60}[.!]*\s*$", re.IGNORECASE)
_GLAD_AFTER = re.compile(
    r"^(?P<main>[^;.!?]+?)\s*,?\s+and\s+(?:(?:he|she|they|i|we)\s+)?(?:was|is|were|are|'s|felt|feels|looked)\s+"
    r"(?:(?:so|really|absolutely|completely|just|very)\s+)?(?:over\s+the\s+moon|on\s+cloud\s+nine|thrilled|chuffed|delighted"
    r"|proud(?:\s+as\s+punch)?|made\s+up|buzzing|excited|pleased(?:\s+as\s+punch)?|happy|ecstatic|beaming|giddy)"
    r"(?:\s+(?:to\s+bits|about\s+it|with\s+(?:it|herself|himself|themselves)))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_CANT = re.compile(r"^(?:and\s+|so\s+)?(?:i|we)\s+(?:can'?t|cannot|couldn'?t|can\s+barely|can\s+hardly)\s+\w+", re.IGNORECASE)
_INTO = re.compile(
    r"^(?:he|she|they)(?:(?:'s|\s+is|'re|\s+are)\s+(?:mad|big|really|so|well|dead|massively)\s+into\s+\w+"
    r"|\s+looked\s+(?:so\s+|really\s+|absolutely\s+)?(?:gorgeous|lovely|beautiful|stunning|amazing|great|grown\s+up|a\s+picture|like\s+a\s+wee\s+angel))",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"(he|she|they)\b", re.IGNORECASE)
_SAYS_MORE = re.compile(r"(?:i|we|he|she|they|it|you|my|our|his|her|their|this|that|there)(?:'\w+)?\b", re.IGNORECASE)
_SPOILT = re.compile(
    r"\b(?:rain\w*|sick|ill|poorly|cancel+ed|delayed|late|lost|broke\w*|stolen|crashed|fell|hurt|injured|poison\w*|awful"
    r"|terrible|horrible|disaster|nightmare|miserable|worst|hated?|argued|row|cried|crying|not|never|no"
    r"|bit|bites|bitten|attacked|escaped|missing|ran\s+(?:off|away))\b",
    re.IGNORECASE,
)


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The pipeline's own reply to a message that is one sentence telling of a visit, a
    trip to a named place, an event or outing, something faced on a day, something they
    have been doing, a first step of someone of theirs, how a day at work was or how they
    feel today (module docstring), with or without a remark after it (``_ASIDE``); else None."""
    with_me = WITH_ME.match(text)
    said = WITH_ME.sub("We", text, count=1) if with_me else text
    sentence, pick = one_statement(said), (wording(text) + shift) % 2
    if sentence is not None and (reply := _met(sentence, pick, with_me)) is not None:
        return reply
    # Something faced and not ready for, in two clauses: "I've got my exam on Friday and I've barely revised.", or a
    # wedding with their part in it: "My best mate is getting married in August and I'm the best man."
    if sentence is None and (faced.unready_or_dreaded(said) or theirs.wedding_part(said)):
        return _met(said.strip(), pick, with_me)
    # An age and what they are like is one thing however many clauses say it: "He's three and
    # he herds the grandchildren like sheep." (``ages.aged`` reads the whole sentence).
    if sentence is None and (reply := ages.aged(said.strip(), pick)) is not None:
        return reply
    glad = _GLAD_AFTER.match(said.strip()) or (not bad_news(said) and _SO_AFTER.match(said.strip()))
    # "Zara lost her first tooth and was over the moon.": what happened is met
    if glad and one_statement(main := glad["main"] + ".") and (reply := _met(main, pick, with_me)) is not None:
        return reply
    if (called := theirs.after_a_call(said)) is not None and called != said:
        return acknowledgement(called, shift)
    led = _LED_BY.match(said.strip())
    if led and (sorry(led["main"]) or _ACHE.match(led["main"])) and not bad_news(led["before"]):
        # "Parents' evening tonight, I'm shattered.", "…, my feet are killing me.", "Did three night shifts in a row, I'm wiped out."
        if (reply := after_that(led["main"], lambda: led["before"])) is not None:
            return reply
        if _ACHE.match(led["main"]) and hard_going(led["before"]):
            return worn_by_it(said_back(led["main"]), pick)
        if head_after_a_night_out(led["main"], led["before"]):
            return HUNGOVER[pick].format(said=opening(said_back(with_its_i(said))))
        if len(led["before"].split()) <= 6:
            return _met(led["main"], 0, with_me)
    aside = _ASIDE.match(said.strip())
    if aside is None or one_statement(aside["main"] + ".") is None:
        return None
    main, words = aside["main"] + ".", len(aside["aside"].split())
    # pity for them after it is no more bad news, unless what follows it is (``asides.PITY``)
    pity = asides.PITY.match(aside["aside"])
    remark = (pity["after"] or "") if pity else aside["aside"]
    # an ache, then what it stops them doing: "Me knees are shot, I can't get up the allotment like I used to." (the lead's walk 16)
    if _ACHE.match(main) and _CANT.match(aside["aside"]):
        return _met(main, pick, with_me)
    if _ACHE.match(main) and asides.WAITING.match(aside["aside"]):
        return asides.together(asides.LONG_WAIT, said, pick)
    if asides.TOOTH_FAIRY.match(aside["aside"]) and re.search(FIRST_TOOTH, main, re.IGNORECASE):
        return _met(main, pick, with_me)
    if asides.HOURS.match(aside["aside"]) and their_work.told_back(main):
        return asides.together(asides.LONG_HOURS, said, pick)
    if not sorry(main):
        spoilt = bad_news(remark) or _SPOILT.search(remark)
        if spoilt or words > 8:
            return None
        # a remark the reply says back with it (``asides``)
        if asides.A_DO.match(aside["aside"]) and theirs.birthday(main, 0):
            return asides.together(asides.TO_MARK_IT, said, pick)
        if asides.HAD_A_DO.match(aside["aside"]) and theirs.birthday(main, 0):
            return asides.together(asides.MARKED_IT, said, pick)
        if asides.HOLDING_THE_FORT.match(aside["aside"]) and trips.told_back(main) is not None:
            return asides.together(asides.FORT, said, pick)
        if _MADE.match(main) and asides.WENT_DOWN_WELL.match(aside["aside"]):
            return asides.together(asides.A_HIT, said, pick)
        if _VISIT.match(main) and asides.COOKING.match(aside["aside"]):
            return asides.together(asides.COOKING_FOR, said, pick)
        # A plain statement is acknowledged with a remark of when or where ("I've taken up bowls
        # at the club, Tuesdays and Thursdays."), not with one that says more of someone ("…, she's got three kids"),
        # unless it is of a pet just named ("…, he's older than me!") or what they work as, said back with it.
        if (reply := _met(main, pick, with_me)) and asides.EXCITED.match(aside["aside"]) and asides.TO_COME.search(main):
            return asides.together(asides.LOOKING_FORWARD, said, pick)
        if reply:
            return reply
        if not _SAYS_MORE.match(aside["aside"]):  # "…, daft as a brush.": of a pet, how long they have had them is left to ask
            return acknowledged.pet_with_a_remark(main) or acknowledged.acknowledgement(main)
        # "…lives in Leeds, he's a bus driver." (of whom the pronoun stands for: not "…, my sister's a nurse")
        if (they := _PRONOUN.match(aside["aside"])) and their_work.told_back(aside["aside"] + ".") and acknowledged.acknowledgement(main):
            they = they[1].lower()
            return asides.together(asides.THEIR_WORK_TOO, said, pick, they=they, them=OBJECT[they], Does="Do" if they == "they" else "Does")
        if _INTO.match(aside["aside"]):  # "My fella Declan is a mechanic, he's mad into hurling.", "…, she looked gorgeous."
            return acknowledged.acknowledgement(main)  # (``_met`` read it above)
        return acknowledged.pet_with_a_remark(main) if re.match(r"(?:he|she|it)\b", aside["aside"], re.IGNORECASE) else None
    # Why they are tired or a day was hard may take longer to say, and what went wrong at work
    # is a hard day's; a low feeling with bad news after it is the bad news's. The other
    # wording asks what made it so, which the remark may have said.
    if words > 12 or (bad_news(remark) and not at_work(main)):
        return None
    return _met(main, 0, with_me)


def _met(sentence: str, pick: int, with_me: re.Match | None) -> str | None:
    """The acknowledgement of ``sentence`` in wording ``pick``, or None when it tells of no happening."""
    if (reply := mood(sentence, pick) or worn_down(sentence, pick)) is not None:
        return reply
    if (reply := theirs.birthday(sentence, pick) or ages.aged(sentence, pick)
            or plans.thought_of(sentence, pick, with_me["with"] if with_me else "")) is not None:
        return reply
    # bad news by their nature, and met as such
    wordings = (
        worry(sentence) or looked_forward_to(sentence) or shift_done(sentence) or theirs.unwell(sentence)
        or theirs.settling_in(sentence) or _aching(sentence) or complaints.falling_out(sentence)
        or tries.laughed_at(sentence) or their_work.lost_work(sentence)
    )
    if wordings is None and not bad_news(re.sub(GOOD_LOSS, "", sentence, flags=re.IGNORECASE)):
        wordings = _told_back(sentence)
    if wordings is None:
        return None
    inside = said_back(sentence, with_me["with"] if with_me else "")
    # a when that opens it goes on in lower case: "Oh nice — yesterday you met …"
    inside = re.sub(r"^(?:Yesterday|Today|Tonight|Last|This|Every|Most|On)\b", lambda opens: opens[0].lower(), inside)
    who = re.match(rf"^\W*(?:{WHO}|(?P<they>he|she)\b)", sentence, re.IGNORECASE)
    said_of = (whom(who["who"]) if who["who"] else who["they"].lower()) if who else "they"
    return wordings[pick].format(said=opening(inside), inside=inside, whom=said_of, them=OBJECT.get(said_of, said_of))


def _aching(sentence: str) -> tuple[str, str] | None:
    """The two wordings for an ache of theirs ("My back's been sore all week.": "sore" is bad
    news, and the 135M had "What's the problem?"), or None; never with a means of harm after it
    (an ache's own "killing me" is none)."""
    return _ACHING if _ACHE.match(sentence) and re.match(NOT_EVERYDAY, re.sub(r"\bkilling\s+me\b", "", sentence)) else None


def _told_back(sentence: str) -> tuple[str, str] | None:
    """The two wordings for a happening that is told back whole, by its kind, or None."""
    if _VISIT.match(sentence):
        return _VISITING
    if (wordings := moments.good_time(sentence)) is not None:
        return wordings
    if (wordings := trips.told_back(sentence)) is not None:
        return wordings
    if found := _HAD.match(sentence):
        return THEY_HAD if found["theirs"] else WENT
    if (wordings := plans.ahead(sentence)) is not None:
        return wordings
    if (wordings := theirs.told_back(sentence)) is not None:
        return wordings
    if _CAUGHT_UP.match(sentence):
        return _CATCH_UP
    if _TOGETHER.match(sentence):
        return _TIME_TOGETHER
    if _FINISHED.match(sentence):
        return _DONE
    if _MADE.match(sentence):
        return _MADE_IT
    if _HOME_JOB.match(sentence):
        return _HOME_JOBS
    if (wordings := faced.told_back(sentence)) is not None:
        return wordings
    if _STARTS.match(sentence):
        return faced.FACED
    if found := _TO_DO.match(sentence):
        return _ERRANDS[bool(found["list"])]
    return habits.told_back(sentence) or besides.told_back(sentence)
