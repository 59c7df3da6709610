"""What happens to someone of theirs, acknowledged by the pipeline as ``happenings`` does the
person's own days: a birthday had or to come ("My daughter Ellie just turned six.": "happy
birthday to Ellie!"), a wedding ("My mate Rob is getting married."), something faced on a
day ("My mum has her hip operation on Tuesday."), a baby on the way or born, a move to a
named place, and a
first step ("My son started school this week.", "… starts university in October", a first
tooth lost). The reply says the sentence back and names them by the name they gave. What
they do for work or study is ``their_work``'s."""

from __future__ import annotations

import re

from memory.cycle import their_health, their_work
from memory.cycle.age_given import AN_AGE_IN_WORDS
from memory.cycle.grounding import bad_news
from memory.cycle.moods import NOT_EVERYDAY
from memory.cycle.statements import END, opening, wording
from memory.cycle.telling import FESTIVAL, OBJECT, PLACE, REST, THEY_NOW, WHO, said_back, whom

# Something someone of theirs faces on a day: "My mum has her hip operation on Tuesday."
_THEY_FACE = re.compile(
    # ... or by he or she: "She's got her first competition on Saturday." after a daughter named (the model: "Can you
    # tell me more about Maryam?")
    # ... or goes in for: "My dad goes in for his cataract operation on Thursday." (the model: "That sounds lovely.")
    # ... or several of theirs: "The boys have a swimming lesson on Saturday morning." (the model: "That sounds lovely! How did they
    # plan to play?", the lead's walk in session 47)
    rf"^\W*(?:{WHO}|he|she|they)(?:\s+has|\s+has\s+got|\s*'s\s+got|\s+is\s+having|\s*'s\s+having|\s+(?:goes|is\s+going|'s\s+going)\s+in\s+for"
    r"|(?P<several>\s+have|\s+have\s+got|\s*'ve\s+got|\s+are\s+having|\s*'re\s+having))\s+(?:a|an|his|her|their)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:(?P<care>operation|op|surgery"
    # ... or a part of them seen to: "my mam's having her cataract done on friday" (the model: "Fantastic! How's everything
    # going?", session 48's walk)
    r"|(?:cataracts?|hips?|knees?|teeth|wisdom\s+teeth|tonsils|appendix|gallbladder|bunions?|veins|varicose\s+veins|hernia|shoulder"
    r"|ankle|wrist|eyes?|mole|cyst|lump|stitches|cast|plaster)\s+(?:done|out|removed|replaced|lasered|seen\s+to))"
    r"|interview|exam|exams|test|appointment|scan|audition|check-?up|driving\s+test|first\s+day"
    r"|(?P<event>gala|match|race|tournament|competition|recital|concert|performance|show|play|nativity|graduation|sports\s+day"
    r"|grading|meet|trials"
    # a lesson of something: "Mali's got her first riding lesson on Saturday." (the model: "What kind of riding?", the lead's
    # walk 31); not "a lesson in humility"
    r"|[\w-]+\s+(?:lesson|class)))\b"
    + REST + END,
    re.IGNORECASE,
)
# Someone of theirs moving to a named place: "My brother Sean is moving to Australia in March."
_THEY_MOVE = re.compile(rf"^\W*{THEY_NOW}moving\s+(?:back\s+|out\s+)?to\s+" + PLACE + REST + END, re.IGNORECASE)
# Someone of theirs doing something kind for them: "My partner Josh has made brekkie for me, legend."
# (the model: "Do you have a favorite piece of music …?").
_FOR_ME = re.compile(
    rf"^\W*{WHO}\s+(?:(?:has|'s|just|kindly|even)\s+)*(?:made|cooked|brought|bought|got|booked|baked|ran|picked\s+up|sent|fixed)\s+"
    r"(?:(?:me|us)\s+(?:a|an|some|my|our|the)?\s*[\w'-]+(?:\s+[\w'-]+){0,3}?|(?:[\w'-]+\s+){1,4}?for\s+(?:me|us))" + REST + END,
    re.IGNORECASE,
)
_KIND_OF_THEM = (
    "{said} — how kind of {whom}! Is that a regular thing?",
    "{said} — what a treat. Does {whom} often spoil you?",
)
# The name of one just told of: "She's called Ivy, she's three weeks old." after a baby born (the
# model: "You've been a wonderful parent! Can't believe you're having a baby too.").
_CALLED = re.compile(
    r"^\W*(?:(?:she|he|it|they)(?:'s|\s+is|'re|\s+are)\s+(?:called|named)|(?:her|his|its|their)\s+name(?:'s|\s+is)"
    r"|we(?:'ve)?\s+(?:called|named)\s+(?:her|him|it|them))\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?" + END,
    re.IGNORECASE,
)
_A_NAME = ("{said} — what a lovely name! How are you all getting on?", "{said} — that's a beautiful name. How's everyone doing?")
# Someone of theirs helping them out: "My neighbour Brenda is popping in to feed the budgie while I'm in hospital."
# (the model: "Oh dear, that's lovely. Can you please bring it to the back of the house?")
_HELPS_OUT = re.compile(
    rf"^\W*{THEY_NOW}(?:going\s+to\s+|gonna\s+)?(?:popping\s+(?:in|round|over)|coming\s+(?:in|round|over)|going\s+to\s+pop\s+in)?\s*"
    r"(?:to\s+)?(?:feed|walk|water|look\s+after|check\s+on|keep\s+an\s+eye\s+on|mind|see\s+to)\s+(?:the|my|our)\s+[\w-]+(?:\s+[\w-]+)?"
    r"(?:\s+(?:while|when)\s+(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:in\s+hospital|away|on\s+holiday|at\s+work|in\s+[\w-]+|out))?" + REST + END,
    re.IGNORECASE,
)
_HELPING = (
    "{said} — how kind of {whom}! That's one less thing to worry about. Is everything else sorted?",
    "{said} — good to have someone like that nearby. How are you feeling about it all?",
)
# A pet's presents: "He brings us a mouse most mornings, lovely." of a cat just named (the model: "I'll make sure
# to bring you another one.")
_PRESENTS = re.compile(
    r"^\W*(?:he|she|it)\s+(?:always\s+|keeps\s+)?(?:brings?|bringing|leaves|leaving|drops|dropping)\s+(?:us|me)\s+(?:a|an|the\s+odd|some)\s+"
    r"(?:dead\s+|live\s+|little\s+)?(?:mouse|mice|bird|birds|frog|frogs|rat|vole|shrew|lizard|leaf|leaves|sock|socks|stick|sticks)"
    r"(?:\s+(?:most|every|each)\s+(?:mornings?|days?|nights?|week|time))?" + REST + END,
    re.IGNORECASE,
)
_HUNTER = ("{said} — quite the hunter! Do you ever get used to the presents?", "{said} — what a little hunter. How do you feel about the gifts?")
# Someone of theirs in touch: "He calls me every Sunday, such a sweet boy." of a grandson at college (the
# model: "Can you please tell me how to spell "such" correctly?").
_IN_TOUCH = re.compile(
    rf"^\W*(?:{WHO}|he|she|they)\s+(?:still\s+|always\s+|usually\s+)?(?:calls|rings|phones|texts|messages|visits|facetimes|video\s*calls"
    r"|writes\s+to|pops\s+(?:in|round)\s+to\s+see)\s+(?:me|us)(?:\s+(?:every|each|most|twice\s+a|once\s+a)\s+\w+(?:\s+\w+)?)?"
    r"(?:\s+(?:without\s+fail|like\s+clockwork|no\s+matter\s+what))?" + END,
    re.IGNORECASE,
)
_KEEPS_IN_TOUCH = ("{said} — that's lovely. Do you look forward to it?", "{said} — how lovely. What do you chat about?")
# Someone of theirs being difficult: "My ex-husband is being difficult about the kids at Christmas again." (the model:
# "Absolutely, I'm glad to hear that."): met with sympathy, nothing presumed.
_DIFFICULT = re.compile(
    rf"^\W*{THEY_NOW}being\s+(?:really\s+|so\s+|a\s+bit\s+|very\s+)?(?:difficult|awkward|a\s+pain|a\s+nightmare|unreasonable"
    r"|horrible|funny|off|distant|moody|grumpy|impossible|stubborn)(?:\s+(?:about|over|with)\s+(?:[\w'-]+\s*){1,6}?)?" + REST + END,
    re.IGNORECASE,
)
# A baby on the way: "Our Sian is expecting her second in March.", "My sister's expecting twins!"
_EXPECTING = re.compile(
    rf"^\W*{THEY_NOW}expecting(?:\s+(?:a\s+(?:baby|boy|girl)|twins|(?:her|his|their)\s+(?:first|second|third|fourth|fifth)"
    r"(?:\s+(?:baby|child))?))?" + REST + END,
    re.IGNORECASE,
)
# A baby of theirs: "My sister Esi just had a baby girl!"
_BABY = re.compile(
    rf"^\W*{WHO}\s+(?:(?:has|'s|just|finally)\s+)*had\s+(?:a|her|his|their|the)\s+(?:(?:new|little|beautiful)\s+)?"
    r"(?:baby(?:\s+(?:girl|boy))?|twins|little\s+(?:girl|boy))" + REST + r"(?P<named>\s*,\s*(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?" + END,
    re.IGNORECASE,
)
# Someone of theirs getting married: "My mate Rob from work is getting married next month.", "Our son's getting married
# in Cardiff in the spring." (the model: "Sounds of joy! How about a wedding cake?").
_WEDDING = re.compile(
    rf"^\W*{THEY_NOW}getting\s+married" + REST
    # ... with the person's part in it: "My best mate is getting married in August and I'm the best man." (the model's, a probe
    # after the lead's walks in session 47)
    + r"(?P<part>\s*,?\s*and\s+i'?m\s+(?:the\s+|an?\s+|one\s+of\s+the\s+)?(?:best\s+man|maid\s+of\s+hono(?:u)?r|matron\s+of\s+hono(?:u)?r"
    r"|chief\s+bridesmaid|bridesmaids?|ushers?|officiant|giving\s+(?:her|him)\s+away|doing\s+(?:a|the)\s+(?:reading|speech)))?" + END,
    re.IGNORECASE,
)
# ... or moving in with someone: "our kid's moving in with his girlfriend next month" (the model: "How have you been?", the lead's
# walk 30)
_MOVING_IN = re.compile(
    rf"^\W*{THEY_NOW}(?:finally\s+)?moving\s+in\s+(?:together|with\s+(?:his|her|their)\s+(?:girlfriend|boyfriend|partner|fella|fiancée?|missus)"
    r"(?:\s+(?-i:[A-Z][a-z]+))?)" + REST + END,
    re.IGNORECASE,
)
_MOVES_IN = ("{said} — that's a big step! How do you feel about it?", "{said} — exciting times. Are you pleased for them?")
# A loss that is a milestone.
FIRST_TOOTH = r"lost\s+(?:his|her|their)\s+(?:very\s+)?first\s+(?:baby\s+|wobbly\s+)?(?:tooth|teeth)"
# Someone of theirs starting something or doing it for the first time: "My son started school
# this week.", "My daughter had her first swimming lesson.", or the one just named, and how it
# went: "He started nursery this week and cried every morning." after "My son Finn is three."
# (the model made up its own story).
_HOW_IT_WENT = (
    r"\s*,?\s+(?:and|but)\s+(?:(?:he|she)\s+)?(?:(?P<tears>(?:has\s+)?cried|(?:has\s+been|was|is|'s\s+been)\s+"
    r"(?:(?:a\s+(?:bit|little)|really|so|very|quite)\s+)?(?:crying|in\s+tears"
    r"|upset|clingy|unsettled|struggling|finding\s+it\s+hard)|hated\s+it|(?:didn'?t|doesn'?t)\s+want\s+to\s+go)"
    r"|(?P<loved>(?:has\s+)?(?:loved|enjoyed)\s+it|(?:is\s+)?loving\s+it|loves\s+it|(?:has\s+)?settled\s+in(?:\s+(?:well|fine|nicely))?))"
    r"(?:\s+(?:every\s+(?:morning|day|time)|at\s+(?:drop[\s-]?off|the\s+gate|the\s+door)|all\s+week|so\s+far|already"
    r"|(?:on\s+)?the\s+first\s+(?:day|morning|week)|a\s+bit|a\s+lot))*"
)
_STEP = re.compile(
    # (they, only of a first: "They had their first swimming lesson on Saturday." after twin boys named)
    # (a name with its "'s": "Arjun's just started nursery and he loves it.", the lead's seventh walk)
    rf"^\W*(?:{WHO}(?:\s+|(?='s\s+(?:just|finally|started|begun)))|(?P<they>he|she)(?:\s+|(?='s))|they\s+(?=(?:(?:just|finally)\s+)?[a-z]+\s+their\s+(?:very\s+)?first\b))"
    r"(?:(?:has|'s|just|finally)\s+)*(?:(?:(?P<started>started|begun|began)|(?P<starts>starts|is\s+starting|'s\s+starting"
    # ... or at one: "Our granddaughter Eilidh starts at the school in Baltasound next month." (the model: "What kind of
    # school are you teaching at?"), or at one named: "Our daughter Isla starts at Edinburgh uni in September, she's doing
    # vet science." (the model: "A good job, a nice job, it seems.", the lead's walk 11), or in reception ("Our youngest, Cerys,
    # has just started in reception, she's four.", walk 14: the model congratulated her on "a wonderful time at the reception")
    r"|will\s+be\s+starting|will\s+start))\s+(?:at\s+(?:(?:the|a|her|his|their)\s+(?:[\w'-]+\s+){0,2}?|(?-i:[A-Z][\w'-]+\s+){1,2})|in\s+(?=reception\b))?(?:school|nursery|playgroup|pre-?school|creche|university|uni|college"
    r"|secondary(?:\s+school)?|primary(?:\s+school)?|reception|big\s+school|preschool|kindergarten|a\s+new\s+(?:school|job)"
    # ... or a year of it by its name: "Our wee lad Oisín starts P1 in September" (the model: "What kind of work has him done
    # for you?", walk 19), "year one", "junior infants", "high school"
    r"|(?-i:P[1-7])|primary\s+(?:one|two|three|four|five|six|seven|[1-7])|year\s+(?:one|seven|[1-9]|1[0-3])\b(?!\s+(?:old|ago))"
    r"|(?:junior|senior)\s+infants|first\s+class|high\s+school|middle\s+school|grammar\s+school"
    r"|walking|talking|crawling)"
    # ... or a sacrament made: "The young one made her confirmation on Saturday, she looked gorgeous." (the model: "That's lovely!
    # How have you been?", the lead's walk 17)
    r"|made\s+(?:his|her|their)\s+(?:(?:first\s+)?(?:holy\s+)?communion|confirmation|first\s+confession)"
    r"|(?:had|did|took|went\s+to|said|scored|rode|swam|read|wrote|walked|tied)\s+(?:his|her|their)\s+(?:very\s+)?first\s+"
    # no milestone of a first row or fall
    r"(?!(?:row|argument|fight|detention|tantrum|fall|accident|crash|injury|scrape|bump|telling[\s-]off)\b)[\w'-]+(?:\s+[\w'-]+){0,2}?"
    rf"|{FIRST_TOOTH})"
    + REST + rf"(?:{_HOW_IT_WENT})?" + END,
    re.IGNORECASE,
)
# ... read on its own, for what is said before it may be read as when ("on Monday and loved it").
_WENT = re.compile(_HOW_IT_WENT + END, re.IGNORECASE)
# Someone of theirs a year older: "My daughter Ellie just turned six.", "Sam turned 40 on Friday!"
_TURNED = re.compile(
    # or by a pronoun, of a birthday to come: "They turn ten next week." after twin boys named
    rf"^\W*(?:{WHO}|(?P<they>he|she|they)(?=\s+(?:turns?|will\s+be|(?:is|are|'s|'re)\s+(?:turning|going\s+to\s+be))\b))"
    r"(?:\s+|(?=['’]s\s))(?:(?:has|'s|just|finally)\s+)*(?:turned|(?P<turns>turns?|(?:is|are)\s+turning|'s\s+turning|'re\s+turning|will\s+be|(?:is|'s|are|'re)\s+going\s+to\s+be"
    r"|(?:is|'s)(?=\s+\S+(?:\s+years?\s+old)?\s+(?:today|tomorrow|on\s+\w+|next\s+\w+|this\s+\w+|in\s+\w+))))\s+"
    rf"(?:\d{{1,3}}|{AN_AGE_IN_WORDS})(?:\s+years?\s+old)?"
    + REST + END,
    re.IGNORECASE,
)

# Nerves of one of theirs, and faith in them: "She's nervous but I think she'll be fine." (the
# model: "Reminds me of myself.").
_THEIR_NERVES = re.compile(
    r"^\W*(?P<they>she|he|they)(?:'s|\s+is|'re|\s+are)\s+(?:(?:a\s+bit|a\s+little|really|quite|so|very)\s+)?(?:nervous|anxious|worried|scared"
    r"|apprehensive)(?:\s+about\s+it)?\s*,?\s*but\s+(?:i\s+(?:think|reckon|know|'m\s+sure)|i'?m\s+sure|hopefully)\s+(?:she|he|they)"
    r"(?:'ll|\s+will)\s+(?:be\s+(?:fine|ok|okay|alright|all\s+right|great)|love\s+it|settle(?:\s+in)?)(?:\s+once\s+(?:she|he|they)\s+[\w\s']{2,30}?)?"
    + END,
    re.IGNORECASE,
)
_NERVES_OF_THEIRS = (
    "Nerves are only natural — and it sounds like you believe in {them}. Is there anything that might help {them} feel ready?",
    "That's only natural, and it sounds like you're behind {them} all the way. What's the part {they} {are} most nervous about?",
)
# Someone of theirs cooking: "my boyfriend Kai is cooking tonight for once lol" (the model:
# "That's a bit concerning, isn't it?").
_COOKING = re.compile(
    rf"^\W*{THEY_NOW}(?:cooking|making\s+(?:dinner|tea|lunch|breakfast|supper|brunch)|doing\s+(?:the\s+)?(?:cooking|dinner))"
    + REST + END,
    re.IGNORECASE,
)
# ... or a dish for a day: "My wife is making gulab jamun for Diwali." (the model: "Oh my god, that's so delicious.")
_MAKING_FOR = re.compile(
    rf"^\W*{THEY_NOW}(?:making|cooking|baking)\s+(?:[\w'-]+\s+){{1,3}}?for\s+(?:{FESTIVAL}|the\s+party"
    r"|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)|(?:my|our|his|her|the)\s+[\w-]+(?:'s)?(?:\s+[\w-]+)?)" + REST + END,
    re.IGNORECASE,
)
_MADE_FOR = ("{said} — lovely! Is it a family recipe?", "{said} — how lovely. Who'll be there to enjoy it?")
# A birthday of theirs coming, a present not yet got: "my mum's birthday is on saturday and i
# still haven't got her anything" (the model: "Oh noes! … a busy family life.").
_NO_PRESENT = re.compile(
    rf"^\W*(?:it'?s\s+)?{WHO}(?:'s|s')\s+birthday(?:\s+is|'s)?" + REST
    + r"(?P<none>\s*,?\s*and\s+i\s+(?:still\s+)?(?:haven'?t|have\s+not|need\s+to|don'?t\s+know\s+what\s+to)"
    r"\s+(?:got|get|buy|bought|find|found)\s+(?:her|him|them)\s+(?:anything|a\s+(?:present|gift|card))(?:\s+yet)?)?" + END,
    re.IGNORECASE,
)
# What someone likes: "she loves gardening and crime novels", "My dad's really into fishing."
_LOVES = re.compile(
    # not a wish with no one named: "Would love an e-bike one day, the hills are killing me."
    r"^\W*(?!(?:would|could|should|might|must|will|do|does|did|really|just|also|still)\b)"
    rf"(?:{WHO}|she|he|they)(?:\s+(?:(?:really|absolutely|just)\s+)?(?:loves?|likes?|adores?|enjoys?)|(?:\s+is|\s+are|'s|'re)\s+"
    r"(?:really\s+|big\s+|so\s+)?into)\s+" + NOT_EVERYDAY + r"(?P<what>(?!(?:me|you|him|her|them|it|us|that|this)\b)[\w'-]+(?:\s+[\w'-]+){0,5}?)" + END,
    re.IGNORECASE,
)
_COOKS = ("{said} — lovely! Any idea what's on the menu?", "{said} — nice, a night off for you! What's {whom} making?")
_A_BIRTHDAY_COMING = ("{said} — lovely! Any plans to celebrate?", "{said} — how nice. How are you marking it?")
_A_PRESENT_TO_FIND = (
    "{said} — there's still time! What sort of things is {whom} into?",
    "{said} — it's not too late. What does {whom} enjoy?",
)
_LIKES = ("{said} — good to know! Are you into that too?", "{said} — lovely. Do you share any of that?")
_THEIR_EVENT = ("{said} — how exciting! Is {whom} looking forward to it?", "{said} — good luck to {them}! Are you going to watch?")
_THEIR_EVENTS = ("{said} — how exciting! Are {whom} looking forward to it?", "{said} — good luck to {them}! Are you going to watch?")
_THEY_FACED = (
    "{said} — I hope it goes well. How is {whom} feeling about it?",
    "{said} — fingers crossed it all goes smoothly. How is {whom} doing?",
)
_THEY_FACED_SEVERAL = (
    "{said} — I hope it goes well. How are {whom} feeling about it?",
    "{said} — fingers crossed it all goes smoothly. How are {whom} doing?",
)
_THEY_MOVED = ("{said} — that's a big move! How do you feel about it?", "{said} — wow, a big change! Will you visit?")
_HARD_GOING = ("{said} — that sounds hard. How are you handling it?", "{said} — I'm sorry, that's stressful. Do you want to talk it through?")
_A_BABY_DUE = ("{said} — how exciting! Do they know what they're having?", "{said} — lovely news! How is {whom} feeling?")
_NEW_BABY = ("{said} — congratulations to {whom}! Have you met the baby yet?", "{said} — how wonderful! What's the baby called?")
# ... named already: "My niece Aoife had a baby boy on Saturday, Cian." got "What's the baby called?"
_NEW_BABY_NAMED = ("{said} — congratulations to {whom}! Have you met the baby yet?", "{said} — how wonderful! How are they all doing?")
# Not "Are you invited?": a sister's wedding got it in a walk-through.
_WEDS = ("{said} — how lovely! Are you going to the wedding?", "{said} — lovely news! How long have they been together?")
_WEDDING_PART = ("{said} — what an honour! How are you feeling about it?", "{said} — how lovely to be asked! Is there much to prepare?")
_TOOTH = ("{said} — what a milestone! Is the tooth fairy on her way?", "{said} — a big moment! Had it been wobbly for long?")
_BIRTHDAY = {
    False: ("{said} — happy birthday to {whom}! How did you celebrate?", "{said} — what a lovely age. Did {whom} have a good birthday?"),
    True: ("{said} — a big one coming up! Any plans to celebrate?", "{said} — how lovely. How are you marking it?"),
    "today": ("{said} — happy birthday to {whom}! Any plans to celebrate?", "{said} — happy birthday to {whom}! How are you marking it?"),
}
_STEPPED = {
    "started": ("{said} — what a big step! How is {whom} finding it?", "{said} — how exciting! How is {whom} getting on?"),
    "starts": ("{said} — what a big step! How is {whom} feeling about it?", "{said} — how exciting! Is {whom} looking forward to it?"),
    "first": ("{said} — how exciting! How did it go?", "{said} — what a milestone! How did {whom} get on?"),
    "tears": ("{said} — that's hard to watch, but so many do at the start. Is it getting any easier?",
              "{said} — those first weeks are tough on everyone. How are the mornings now?"),
    "loved": ("{said} — how lovely! What did {whom} enjoy most?", "{said} — that's wonderful to hear. What's been the best bit so far?"),
}


def birthday(sentence: str, pick: int) -> str | None:
    """The wishes for a birthday of someone of theirs in wording ``pick``, had, to come or
    today, or None when ``sentence`` tells of none (or of one with bad news)."""
    if (found := _TURNED.match(sentence)) is None or bad_news(sentence):
        return None
    said = said_back(sentence)
    when = "today" if found["turns"] and re.search(r"\btoday\b", sentence, re.IGNORECASE) else bool(found["turns"])
    return _BIRTHDAY[when][pick].format(said=opening(said), whom=whom(found["who"]) if found["who"] else OBJECT[found["they"].lower()])


# ... or a present not yet thought of, for whoever was just spoken of: "cant decide what to get her tbh" after "my nani is
# 90 on sunday" (the model: "Oh no worries! What can I do to help you?", walk 15).
_WHAT_TO_GET = re.compile(
    r"^\W*(?:i\s+)?(?:can'?t|cannot|still\s+can'?t|don'?t\s+know|have\s+no\s+idea|no\s+idea)\s+(?:decide\s+|think\s+)?what\s+to\s+"
    r"(?:get|buy)\s+(?P<whom>her|him|them)(?:\s+for\s+(?:her|his|their|the)\s+\w+)?" + END,
    re.IGNORECASE,
)
_THEY_LIKE = {"her": ("she", "is", "does"), "him": ("he", "is", "does"), "them": ("they", "are", "do")}
_UNDECIDED = ("Choosing presents is hard! What sort of things {are} {they} into?", "Tricky one! What {does} {they} enjoy doing?")


def no_present(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to a birthday of theirs coming with a present not yet
    got (two clauses, so no one statement ``happenings`` reads), or to a present not yet thought of, or None."""
    if undecided := _WHAT_TO_GET.match(text.strip()):
        they, are, does = _THEY_LIKE[undecided["whom"].lower()]
        return _UNDECIDED[(wording(text) + shift) % 2].format(they=they, are=are, does=does)
    if (found := _NO_PRESENT.match(text.strip())) is None or not found["none"] or bad_news(text):
        return None
    inside = said_back(text.strip()[: found.start("none")])
    return _A_PRESENT_TO_FIND[(wording(text) + shift) % 2].format(said=opening(inside), whom=whom(found["who"]))


def nervous(text: str, shift: int = 0) -> str | None:
    """The reply in wording ``shift`` to the nerves of one of theirs and the person's faith in
    them (``_THEIR_NERVES``: two clauses, which no one statement ``happenings`` reads holds), or None."""
    if (found := _THEIR_NERVES.match(text.strip())) is None:
        return None
    pick = (wording(text) + shift) % 2
    they = found["they"].lower()
    return _NERVES_OF_THEIRS[pick].format(they=they, them=OBJECT[they], are="are" if they == "they" else "is")


def unwell(sentence: str) -> tuple[str, str] | None:
    """The two wordings for someone of theirs unwell or being difficult, or helping out while
    the person is in hospital or away, or None; asked before bad news is left to the model,
    since this is the bad news."""
    if (wordings := their_health.unwell(sentence)) is not None:
        return wordings
    if _HELPS_OUT.match(sentence):  # "… while I'm in hospital" is what the help is for
        return _HELPING
    return _HARD_GOING if _DIFFICULT.match(sentence) else None


def wedding_part(text: str) -> bool:
    """Whether ``text`` tells of a wedding of theirs with the person's part in it, in two clauses (``_WEDDING``)."""
    found = _WEDDING.match(text.strip())
    return bool(found and found["part"])


def faces_care(sentence: str) -> bool:
    """Whether ``sentence`` says someone of theirs has an operation ahead, which answers "When's my mam's op?"."""
    return bool((found := _THEY_FACE.match(sentence.strip())) and found["care"])


def told_back(sentence: str) -> tuple[str, str] | None:
    """The two wordings for what happens to someone of theirs, by its kind, or None."""
    if found := _WEDDING.match(sentence):
        return _WEDDING_PART if found["part"] else _WEDS
    if _MOVING_IN.match(sentence):
        return _MOVES_IN
    if _MAKING_FOR.match(sentence):
        return _MADE_FOR
    if _COOKING.match(sentence):
        return _COOKS
    if _NO_PRESENT.match(sentence):
        return _A_BIRTHDAY_COMING
    if _LOVES.match(sentence):
        return _LIKES
    if found := _THEY_FACE.match(sentence):
        if found["event"]:
            return _THEIR_EVENTS if found["several"] else _THEIR_EVENT
        return _THEY_FACED_SEVERAL if found["several"] else _THEY_FACED
    if found := _BABY.match(sentence):
        return _NEW_BABY_NAMED if found["named"] else _NEW_BABY
    if _EXPECTING.match(sentence):
        return _A_BABY_DUE
    if _IN_TOUCH.match(sentence):
        return _KEEPS_IN_TOUCH
    if _PRESENTS.match(sentence):
        return _HUNTER
    if _CALLED.match(sentence):
        return _A_NAME
    if _FOR_ME.match(sentence):
        return _KIND_OF_THEM
    if (wordings := their_work.told_back(sentence)) is not None:
        return wordings
    if _THEY_MOVE.match(sentence):
        return _THEY_MOVED
    if found := _STEP.match(sentence):
        if re.search(FIRST_TOOTH, sentence, re.IGNORECASE):
            return _TOOTH
        went = _WENT.search(sentence)
        return _STEPPED[
            "tears" if went and went["tears"] else "loved" if went else "started" if found["started"] else "starts" if found["starts"] else "first"
        ]
    return None


def settling_in(sentence: str) -> tuple[str, str] | None:
    """The two wordings for a first step of someone of theirs that brought tears ("He started
    nursery this week and cried every morning."), or None; asked before bad news is left to
    the model, since the tears are its bad news."""
    return _STEPPED["tears"] if _STEP.match(sentence) and (went := _WENT.search(sentence)) and went["tears"] else None


# A call, then what the caller said of themselves: "My mum rang earlier, she's coming to visit
# next weekend." (the model: "How about a visit to the garden on Saturday?").
_RANG = re.compile(
    rf"^\W*{WHO}\s+(?:just\s+)?(?:rang|called|phoned|texted|messaged|rang\s+me|called\s+me|phoned\s+me|texted\s+me)"
    r"(?:\s+(?:earlier|today|this\s+(?:morning|afternoon|evening)|last\s+night|just\s+now))?\s*[,;.:-]+\s*(?:she|he|they)(?P<rest>(?:'s|'re|\s+is|\s+are)\s.+)$",
    re.IGNORECASE,
)


def after_a_call(text: str) -> str | None:
    """What the caller said after a call told first ("My mum rang earlier, she's coming …"), as
    one sentence of them ("My mum's coming …"), or None."""
    found = _RANG.match(text.strip())
    return f"{found['who']}{found['rest']}" if found else None
