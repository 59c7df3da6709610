"""Plain statements of the person's own life that the pipeline acknowledges itself when the model is a voice only (DESIGN
§7), as ``rituals`` does greetings and news: the embedded 135M answered "We just got a cat." with "That's brilliant,
well done! How are you going to celebrate?" (a cheer for an exam passed), "I'm allergic to peanuts." with "Nice try!
That's a good one.", "We're moving to York next month." with "That's lovely! Where can I buy some furniture?" and "I
started learning the piano." with "How about you join me for a day?" in terminal walk-throughs.

Six kinds, each read from a message that is that one sentence and nothing else (what else a message says is the
model's to answer, and an acknowledgement of part of it would pass over the rest): a new pet, something they cannot or
do not eat or a condition they have, a move to a named place, where someone of theirs lives ("My sister Ana lives in
Porto." got "Is that the one you're referring to?"), what they work as ("I work as a nurse at the Royal Infirmary."
got "Is that a Royal Infirmary?") and something they started learning. The reply says back only what the sentence says
(the pet's kind and name, the condition, the place, whom, the job, what is learned) and asks one question that
presumes nothing more; two wordings of each, the same one for the same words. What else they say stays the model's:
plans, the weather, what they did, how they feel.
"""

from __future__ import annotations

import re

from memory.cycle.occupation import NO_JOB, THE_ONE_AT, WORK_DONE, WORKS_AS, YEAR_OF_STUDY, own_occupation
from memory.cycle.context import addressed
from memory.cycle.referred import SOMEONE
from memory.cycle.statements import END, one_statement, opening, wording, with_article
from memory.text import lexical

# When, said after it in a word or two ("on Saturday", "next month"), and nothing more: "…
# because of my job" said why, which a question of why would pass over.
_WHEN = r"(?:(?:on|last|this|next|in|at)\s+\w+(?:\s+\w+)?|yesterday|today|soon|later\s+this\s+\w+)"
# How long, said after a diet or condition: "for ten years", "since I was a kid", "all my life".
_FOR_A_WHILE = r"(?:\s+(?:for\s+(?:\w+\s+){1,2}(?:years?|months?|weeks?|ages|decades?)|since\s+(?:\w+\s+){0,3}\w+|all\s+my\s+life|my\s+whole\s+life))?"
# A pet by its kind or its breed: "an old lab called Skipper" (``antics`` reads the same).
PETS = (
    r"cat|dog|kitten|puppy|pup|rabbit|bunny|hamster|guinea\s+pig|parrot|budgie|tortoise|horse|pony|tabby|moggy|ferret|chicken|hen|jack\s+russell|"
    + "|".join(lexical.DOG_BREEDS.split())
)
_PET = re.compile(
    r"^\W*(?:we|i)(?:(?:'ve|\s+have)\s+(?:just|finally)|(?:'ve|\s+have)(?=\s+adopted)|\s+(?:just|finally))?\s+"
    r"(?:got|adopted|rescued|brought\s+home)\s+(?:a|an)\s+(?:(?:new|little|rescue|ex-racing)\s+){0,2}"
    rf"(?P<pet>{PETS})"  # "we got a rescue greyhound called biscuit last month" (the model: "… a beautiful way to celebrate")
    r"(?:\s+(?:called|named)\s+(?P<called>[A-Z][\w'-]*)|,?\s+(?P<name>[A-Z][\w'-]*))?"
    r"(?:\s+" + _WHEN + ")?" + END,
    re.IGNORECASE,
)
# A pet of theirs by name, had for a while: "We've got a golden retriever called Biscuit."
_HAS_PET = re.compile(
    # "we've a spaniel called Juno", as Ireland and the north say it
    r"^\W*(?:we|i)(?:(?:'ve|\s+have)?(?:\s+(?:also|still))?\s+(?:got|have)|(?:'ve|\s+have)(?:\s+(?:also|still))?)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?"
    rf"(?P<pet>{PETS})"
    r"\s+(?:called|named)\s+(?P<name>(?-i:[A-Z][\w'-]*))"
    # a remark of them after it: "I've got a whippet called Dolly who keeps me going." (the model: "The Dolly is a popular one.")
    r"(?P<remark>\s+(?:who|that)(?:'s\s+|\s+)(?!(?:died|passed|is\s+ill|is\s+sick|has\s+cancer|ill|sick|dying)\b)(?:[\w'-]+\s+){0,5}?[\w'-]+)?" + END,
    re.IGNORECASE,
)
# Several of theirs, with their names: "We've got two budgies, Mango and Kiwi." (the model: "Oh my god!")
_HAS_PETS = re.compile(
    r"^\W*(?:we|i)(?:'ve|\s+have)?(?:\s+(?:also|still))?(?:\s+got|\s+have)?\s+(?P<count>two|three|four|five|2|3|4|5)\s+"
    rf"(?:[\w-]+\s+)?(?P<pets>(?:{PETS})s|guinea\s+pigs|puppies|bunnies|ponies|budgies|goldfish|chickens|hens|ducks|ferrets|rats|mice)"
    r"\s*,?\s+(?:(?:called|named)\s+)?(?P<names>(?-i:[A-Z][\w'-]*)(?:\s*(?:,|and|&)\s*(?-i:[A-Z][\w'-]*))+)"
    # ... and one more by name: "…, Fly and Moss, and an old ginger tom called Sam." (the model: "What kind of dog are they?",
    # talk32's second walk)
    r"(?:\s*,?\s+and\s+an?\s+(?:[\w-]+\s+){1,4}?(?:called|named)\s+(?P<more>(?-i:[A-Z][\w'-]*)))?" + END,
    re.IGNORECASE,
)
_CONDITION = re.compile(
    r"^\W*(?P<fact>(?:i'?m|i\s+am|i(?:'ve|\s+have)\s+been)\s+(?:(?:also|severely|very|quite|really|actually|now)\s+)?"
    r"(?:allergic\s+to\s+[\w\s'-]+|(?:an?\s+)?(?:vegetarian|vegan|pescatarian|coeliac|celiac|diabetic)|lactose[\s-]intolerant|gluten[\s-]intolerant|"
    r"coeliac|celiac|diabetic|type\s+[12]\s+diabetic|teetotal|colou?r[\s-]?blind)" + _FOR_A_WHILE +
    r"|i\s+(?:have|'ve\s+got)\s+(?:asthma|diabetes|type\s+[12]\s+diabetes|coeliac\s+disease|celiac\s+disease|epilepsy|"
    r"migraines|an?\s+[\w\s-]+?\s+allergy)"
    r"|i\s+(?:can'?t|cannot|don'?t)\s+(?:eat|drink)\s+[\w\s'-]+)" + END,
    re.IGNORECASE,
)
_MOVE = re.compile(
    r"^\W*(?:we'?re|we\s+are|i'?m|i\s+am)\s+(?:(?:finally|officially|actually|really|seriously)\s+)?"
    r"(?:(?P<maybe>(?:thinking\s+(?:about|of)|considering|planning\s+on)\s+)?(?:moving|relocating)"
    r"|(?P<hoping>(?:hoping|planning)\s+to\s+)(?:move|relocate))\s+"
    r"(?:back\s+)?to\s+(?P<place>(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))*)"
    r"(?:\s+" + _WHEN + ")?" + END,
    re.IGNORECASE,
)
_LEARNING = re.compile(
    r"^\W*(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?"
    r"(?:(?:started|begun|began)\s+(?:(?:learning|to\s+learn)\s+(?P<learning>[\w\s'-]+?)|(?P<lessons>[\w\s'-]+?\s+(?:lessons|classes)))"
    r"|(?:taken|took)\s+up\s+(?P<up>[\w\s'-]+?))(?:\s+" + _WHEN + ")?" + END,
    re.IGNORECASE,
)
_LIVES_IN = re.compile(
    rf"^\W*(?P<whom>(?:my|our)\s+(?:\w+\s+)?(?:{SOMEONE})(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?)\s+(?:still\s+|now\s+)?lives\s+in\s+"
    r"(?P<place>(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))*)"
    # with whom: "My son Callum lives in Toronto with his wife." (the model: "… Can you recommend some books?")
    # ... or with their little ones: "My daughter Siobhan lives in Glasgow with her two wee ones." (the lead's eighth walk)
    r"(?:\s+(?:with|and)\s+(?:his|her|their)\s+(?:(?:two|three|four|wee|little|young)\s+)*(?:[\w-]+\s+)?(?:wife|husband|partner|family|kids|children|girlfriend|boyfriend"
    r"|fianc[eé]e?|dog|cat|ones|boys|girls|bairns|weans)(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?)?" + END,
    re.IGNORECASE,
)
# ... or near them, and the children someone of theirs has: "my sister lou has two little boys and my dad lives round the
# corner from me" (the model: "I see. Tell me more?", talk30's walk).
_THEIR_ONE = rf"(?P<whom>(?:my|our)\s+(?:\w+\s+)?(?:{SOMEONE})(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?)"
_LIVES_CLOSE = re.compile(
    rf"^\W*{_THEIR_ONE}\s+(?:still\s+|now\s+|only\s+|also\s+)?lives?\s+(?:just\s+)?(?:(?:round|around|down|up)\s+the\s+(?:corner|road|street)"
    r"|next\s+door|nearby|close\s+by|(?:\w+|\d+)\s+minutes\s+away)(?:\s+from\s+(?:me|us))?" + END,
    re.IGNORECASE,
)
_NEARBY = ("{said} — handy! Do you see a lot of {them}?", "{said} — lovely to have {them} close. Do you pop round often?")
_THEIR_CHILDREN = re.compile(
    rf"^\W*{_THEIR_ONE}\s+(?:has|'s\s+got|has\s+got)\s+(?:(?:a|an|one|two|three|four|five|six|twin|\d)\s+(?:(?:little|young|grown-up|teenage"
    r"|lovely|wee)\s+)?(?:boys?|girls?|sons?|daughters?|kids|children|little\s+ones))" + END,
    re.IGNORECASE,
)
_NIECES = ("{said} — lovely! How old are they?", "{said} — how lovely. Do you see much of them?")
# Where they live, with whom they said: "I live in Leeds with my partner Sam." (the model:
# "Ah, you're looking at a lovely town!").
_I_LIVE = re.compile(
    # ... on their own: "I live on my own in Whitby." (the model: "How's life been treating you?")
    r"^\W*(?:i|we)\s+(?:still\s+|now\s+)?live\s+(?:(?:on\s+my\s+own|alone|by\s+myself)\s+)?in\s+"
    # a home near a place: "a little village outside Shrewsbury" (the model: "Not a bad idea!")
    r"(?P<home>(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:village|town|city|cottage|flat|house|bungalow|farmhouse|suburb|hamlet|terrace)"
    r"\s+(?:just\s+)?(?:outside|near|in|on\s+the\s+edge\s+of|not\s+far\s+from|close\s+to|(?:north|south|east|west)\s+of)\s+)?"
    r"(?P<place>(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))*)"
    rf"(?:\s+with\s+(?:my|our)\s+(?:\w+\s+)?(?:{SOMEONE})s?(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?(?:\s+and\s+(?:my|our)\s+(?:\w+\s+)?\w+)?)?"
    + END,
    re.IGNORECASE,
)
# Whom they live with, and what one of them is: "I live with my mum and my sister Anita, who's a dental nurse."
# (the model: "How about this time, my lovely Anita?")
_LIVE_WITH = re.compile(
    # ... or share a home with: "we share a flat with her cat Biscuit"
    rf"^\W*(?:i|we)\s+(?:still\s+|now\s+)?(?:live|share\s+(?:a|the|our|my)\s+(?:flat|house|place|home))\s+with\s+"
    rf"(?:my|our|his|her|their)\s+(?:\w+\s+)?(?:{SOMEONE})s?(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?"
    rf"(?P<several>\s*(?:,|and|&)\s*(?:my|our)\s+(?:\w+\s+)?(?:{SOMEONE})s?(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?)*"
    r"(?:\s*,?\s+who'?s\s+(?:a|an)\s+[\w-]+(?:\s+[\w-]+)?)?" + END,
    re.IGNORECASE,
)
_LIVING_WITH = {
    True: ("{said} — good to know. How do you all get on?", "{said} — noted. Is it a busy house?"),
    False: ("{said} — good to know. How long have you lived together?", "{said} — noted. How do you get on?"),
}
_OCCUPATION = re.compile(
    rf"^\W*(?:{WORKS_AS}|i'?m|i\s+am)\s+(?:an?|{THE_ONE_AT})\s+{NO_JOB}(?P<retired>retired\s+)?{YEAR_OF_STUDY}?(?!(?:[a-z-]+\s+)?years?\b)(?P<job>[a-z-]+(?:\s+(?!at|in|for|from|on|of\b)[a-z-]+){{0,2}})"
    # where, or on what: "I'm a train conductor on the Crewe to Cardiff line." (the model: "Dee-lay, eh? Well done to you.")
    r"(?:\s+(?:at|in|for|from)\s+[\w'&-]+(?:\s+(?!and\b)[\w'&-]+){0,4}"
    r"|\s+on\s+(?:[\w'&-]+\s+){0,5}?(?:line|lines|ward|wards|route|routes|rigs?|railways?|trains|buses|boats|ferries|unit|wing|desk|tills?"
    r"|reception|site|sites|nights|days|shifts)(?:\s+(?:at|in)\s+(?:the\s+)?(?-i:[A-Z][\w'&-]*)(?:\s+(?-i:[A-Z][\w'&-]*)){0,2})?)?"
    # ... and where they were born: "black cab driver, born and bred in Bethnal Green" (the lead's walk 27)
    r"(?:\s*,?\s+born\s+and\s+(?:bred|raised)\s+in\s+(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))?)?" + END,
    re.IGNORECASE,
)
# What they said put right at once: "Actually I'm in Hamburg, not Berlin." (the model: "Might be helpful.")
_PUT_RIGHT = re.compile(
    r"^\W*(?:actually|sorry|oops|correction|wait)\W+(?P<right>(?:i|we|my|our)\b[^,;]+?),?\s+not\s+(?P<wrong>[\w' -]+?)" + END,
    re.IGNORECASE,
)
# ... from where they worked, and where they live now: "I'm 68 and retired from the pit, living in Barnsley." (the
# model: "What's a typical day like for you as a retired?")
_RETIRED = re.compile(
    r"^\W*(?:i'?m|i\s+am)\s+(?:now\s+)?retired(?:\s+now)?(?:\s+from\s+(?:the\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)?"
    # ... with how long since: "retired from the pit thirty year since" (the model: "What do you make of it?", the lead's walk 16)
    r"(?P<since>\s+(?:(?:\w+|\d+)\s+years?\s+(?:ago|since|back|now)|(?:since|in)\s+(?:19|20)\d\d|for\s+(?:\w+|\d+)\s+years?))?"
    # ... or near it: "Hello there, I'm Bev, retired from teaching and living near Falmouth." (the model: "What brings you to Falmouth?")
    r"(?:\s*,?\s+(?:and\s+)?(?:living|I\s+live)\s+(?:in|near|outside|just\s+outside|close\s+to|not\s+far\s+from)\s+"
    r"(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))*)?" + END,
    re.IGNORECASE,
)
# (on a farm or the like: "I keep sheep on a hill farm near Llanidloes.", the model: "Good day to you. Yes, I can remember it
# well.", talk32's second walk)
_DOES_WORK = re.compile(
    rf"^\W*(?:{WORK_DONE})(?:\s+(?:at|in|on(?=\s+(?:the\s+)?(?-i:[A-Z])(?!\w*day)|\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+)?(?:farm|croft"
    rf"|smallholding|estate|island|trawler|boat|rig)\b)|for|to|around|round|out\s+of|from|near|outside)\s+[\w'&-]+(?:\s+(?!and\b)[\w'&-]+){{0,5}})?" + END,
    re.IGNORECASE,
)
# Not a thing they started learning but a time ("I started learning last week").
_WHEN_ONLY = re.compile(r"^(?:last|this|next|yesterday|today|recently|again)\b", re.IGNORECASE)

# Their children, with their names or not: "My husband Arjun and I have twin boys, Rohan and
# Kiran." (the model: "I see. Tell me more?"); their ages said leave nothing to ask and are not read.
_CHILD = r"(?:boys?|girls?|sons?|daughters?|kids|children|teenagers|lads|lasses|little\s+(?:ones|boy|girl))"
_AGE = r"(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)"
_NAMED_AGE = rf"(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:['’]s|\s+is|\s+turned|\s+just\s+turned)\s+(?:just\s+|nearly\s+|only\s+)?{_AGE}\b"
_HAS_CHILDREN = re.compile(
    # "we've three kids under ten", as Ireland and the north say it
    r"^\W*(?:we|i|(?:my|our)\s+[\w-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?\s+and\s+i|the\s+(?:wife|husband|missus|other\s+half)\s+and\s+i)(?:(?:'ve|\s+have)?\s+(?:got|have)|'ve|\s+have)\s+"
    rf"(?P<kids>(?:a|an|one|two|three|four|five|six|twin|\d)\s+(?:(?:little|young|grown-up|teenage|lovely)\s+)?{_CHILD}"
    rf"(?:\s+and\s+(?:a|an|one|two|three)\s+(?:(?:little|teenage)\s+)?{_CHILD})?)"
    # ... "who are 6" (talk30's second walk: "weve got twin girls who are 6" got "The girls are so cute.")
    r"(?P<ages>\s+(?:under|over|aged)\s+(?:\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)"
    r"|\s*,?\s+(?:who\s+are|who're|both)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"(?:\s+and\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))?)?"
    r"(?P<names>\s*,?\s+(?:called\s+|named\s+)?(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)(?:\s*(?:,|and|&)\s*(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))*)?"
    # ... or after the name: "we've got a little boy, Arjun, who's two" (the model: "What kind of midwife did you have?")
    r"(?P<aged>\s*,?\s+who(?:'s|\s+is|\s+are|'re)\s+(?:just\s+|nearly\s+|only\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|eleven|twelve)(?:\s+and\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))?)?"
    # ... or each by name with their age: "Me and the wife have two weans, Ava's seven and Lewis is four." (the model: "How is it
    # that they're so close to each other?", the lead's walk 20)
    rf"(?P<each>(?:\s*(?:,|,?\s+and)\s*{_NAMED_AGE}){{2,4}})?"
    # ... and where one of them lives: "…, Gary and Paul, and Paul lives in Leeds." (the model: "A beautiful family indeed.")
    r"(?:\s*,?\s+and\s+(?P<away>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))\s+(?:now\s+)?lives\s+(?:in|down\s+in|up\s+in|over\s+in)\s+(?P<place>(?-i:[A-Z][\w'-]*)(?:\s+(?-i:[A-Z][\w'-]*))*)"
    r"(?:\s+(?:with|and)\s+(?:his|her|their)\s+(?:[\w-]+\s+)?(?:wife|husband|partner|family|kids|children|girlfriend|boyfriend))?)?" + END,
    re.IGNORECASE,
)
_AWAY = "{Kids} — lovely! Do you get to see {away} in {place} much?"
# ... and where they are at school: "our two girls are at the same primary" (after a partner's job, "Those are lovely."
# from the model), "My son's in Year 3 now".
_AT_SCHOOL = re.compile(
    rf"^\W*(?:my|our)\s+(?:(?P<n>a|an|one|two|three|four|five|twin|\d)\s+)?(?:(?:little|young|teenage|eldest|youngest)\s+)?(?P<kids>{_CHILD})"
    r"(?:\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))?(?:\s+(?:are|is)|'re|'s)\s+(?:both\s+|all\s+|now\s+|still\s+)*(?:at|in)\s+"
    r"(?:(?:the\s+same|the\s+local|the\s+village|a|an|(?-i:[A-Z][\w'-]*))\s+(?:[\w'-]+\s+)?(?:school|primary|secondary|nursery|college|academy|high)"
    r"|primary|secondary|nursery|college|uni|university|sixth\s+form|reception|big\s+school"
    r"|year\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen))"
    r"(?:\s+school)?(?:\s+(?:now|together|this\s+year))?" + END,
    re.IGNORECASE,
)
# What they study: "I'm studying mechanical engineering at uni in Nottingham." (after a name and an age: "hiya im kofi, 20,
# studying …" got "Hello!" from the model, the lead's walk in session 47), "I'm doing a degree in history at Leeds".
_STUDYING = re.compile(
    r"^\W*(?:i'?m|i\s+am)\s+(?:currently\s+|now\s+)?(?:studying|doing\s+(?:an?\s+|my\s+)?(?:degree|masters|master's|phd|ba|bsc|msc)\s+in)"
    r"\s+(?!(?:for|hard|late|all|tonight|today|now|this|with|at|in|so|really|a\s+lot)\b)[\w-]+(?:\s+[\w-]+){0,2}?(?:\s+at\s+(?:uni|university|college|(?-i:[A-Z][\w'-]*)(?:\s+(?:uni|university|college))?))?"
    r"(?:\s+in\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)|\s+in\s+[a-z]+)?" + END,
    re.IGNORECASE,
)
_STUDIES = ("{said} — how are you finding it?", "{said} — nice! What year are you in?")
_SCHOOLED = ("{said} — good to know. How {are} {they} getting on there?", "{said} — noted. Do{es} {they} like it?")
_CHILDREN = (
    "{Kids} — lovely! How old {are} {they}?",
    "Oh, {kids}! What {are} {they} like?",
)
_NEW_PET = (
    "A new {pet} — how lovely! {ask}",
    "Oh, a {pet}! {ask}",
)
_PET_BY_NAME = (
    "{name} — what a lovely name! What's {name} like?",
    "{name} sounds like a good companion. How long have you had {name}?",
)
_PETS_BY_NAME = (
    "{names} — lovely names! How long have you had them?",
    "Oh, {names}! What are they like?",
)
_NOTED_FACT = (
    "Thanks for telling me — I'll remember that {fact}.",
    "Good to know. I'll keep in mind that {fact}.",
)
_MOVING = (
    "Moving to {place} — that's a big change! How are you feeling about it?",
    "A move to {place} — exciting times! What's taking you there?",
)
_MAYBE_MOVING = (
    "A move to {place} — exciting to think about! What's drawing you there?",
    "Moving to {place} would be a big change. What's got you thinking about it?",
)
_LIVING = (
    "Oh nice — how long have you lived in {place}?",
    "{place} — how do you like living there?",
)
_LIVING_NEAR = (
    "{where} — lovely. How long have you lived there?",
    "Oh nice — {where}. How do you like it there?",
)
_SEEING = (
    "Do you get to visit {whom} in {place} often?",
    "How often do you get to see {whom}?",
)
_WORKING_AS = (
    "Oh nice — how long have you been {job}?",
    "What's a typical day like for you as {job}?",
)
_WAS_WORKING_AS = (
    "Oh nice — how long have you been retired?",
    "How are you finding retirement after all those years as {job}?",
)
_RETIRED_SINCE = "Enjoying retirement, I hope! What do you fill your days with now?"
# What one does for an employer, as doing it ("I test software for a bank": "testing software").
_CRAFTING = {
    "test": "testing", "write": "writing", "build": "building", "design": "designing", "develop": "developing", "fix": "fixing",
    "repair": "repairing", "install": "installing", "service": "servicing", "sell": "selling", "cut": "cutting",
    "clean": "cleaning", "audit": "auditing", "translate": "translating", "edit": "editing", "code": "coding", "do": "doing",
}
_CREWING = {"skipper": "skippering", "crew": "crewing", "captain": "captaining", "work": "working"}
_KEEPING = {"keep": "keeping", "breed": "breeding", "rear": "rearing", "raise": "raising", "farm": "farming"}
_DOING_WORK = (
    "Oh nice — how long have you been {doing}?",
    "What's a typical day like {doing}?",
)
_STARTED = (
    "{what} — how fun! How are you finding it so far?",
    "{what} — good for you! What made you want to start?",
)


def acknowledgement(text: str, shift: int = 0) -> str | None:
    """The pipeline's own reply to a message that is one plain statement of a new pet (or
    one of theirs by name), a diet or condition, a move to a named place (or one thought
    of), where someone of theirs lives, what they work as or do for work ("I teach PE at a
    school", "I run a small bakery") or something started learning;
    else None; ``shift`` moves to its other wording.
    """
    if (found := _LIVE_WITH.match(text.strip())) is not None:  # "… my mum and my sister" is one statement of whom
        said = addressed(re.sub(r"[\s.!]+$", "", text.strip()))
        if pet := re.search(rf"\b(?:{PETS})\s+(?P<name>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+))\W*$", text.strip(), re.IGNORECASE):  # "… her cat Biscuit"
            return f"{said} — lovely. What's {pet['name']} like?"
        return _LIVING_WITH[bool(found["several"])][(wording(text) + shift) % 2].format(said=said)
    sentence = one_statement(text)
    if sentence is None:
        return None
    pick = wording(text) + shift
    if found := _PET.match(sentence):
        name = found["called"] or found["name"] or ""
        name = name[:1].upper() + name[1:]  # "called biscuit", typed in lower case
        ask = f"How is {name} settling in?" if name else "What's their name?"
        return _NEW_PET[pick % 2].format(pet=found["pet"].lower(), ask=ask)
    if found := _HAS_CHILDREN.match(sentence):
        kids = " ".join(found["kids"].split())
        one = re.fullmatch(r"(?:a|an|one)\s+(?:\w+\s+)?(?P<who>boy|son|girl|daughter)", kids, re.IGNORECASE)
        they = ("he" if one["who"].lower() in {"boy", "son"} else "she") if one else "they"
        names = re.sub(r"^[\s,]*(?:(?:called|named)\s+)?", "", " ".join(found["names"].split())) if found["names"] else ""
        kids = f"{kids}, {names}" if names else f"{kids}, {found['each'].strip(' ,')}" if found["each"] else kids
        if found["away"]:  # one of them by name, where they live; not someone else's
            return _AWAY.format(Kids=opening(kids), away=found["away"], place=found["place"]) if found["away"] in names.split() else None
        pick = 1 if found["ages"] or found["aged"] or found["each"] else pick  # their ages said leave how old they are not to ask
        return _CHILDREN[pick % 2].format(kids=kids, Kids=opening(kids), are="is" if one else "are", they=they)
    if _STUDYING.match(sentence):
        return _STUDIES[pick % 2].format(said=opening(addressed(sentence.strip().rstrip(" .!"))))
    if found := _AT_SCHOOL.match(sentence):
        one = re.fullmatch(r"(?P<who>boy|son|girl|daughter)|little\s+(?P<little>boy|girl)", found["kids"].lower())
        they = ("he" if (one["who"] or one["little"]) in {"boy", "son"} else "she") if one else "they"
        return _SCHOOLED[pick % 2].format(
            said=opening(addressed(sentence.strip().rstrip(" .!"))), they=they, are="is" if one else "are", es="es" if one else "")
    if found := _HAS_PET.match(sentence):
        return _PET_BY_NAME[1 if found["remark"] else pick % 2].format(name=found["name"])  # a remark leaves how long to ask
    if found := _HAS_PETS.match(sentence):
        names = re.findall(r"(?-i:[A-Z][\w'-]*)", found["names"]) + ([found["more"]] if found["more"] else [])
        return _PETS_BY_NAME[pick % 2].format(names=", ".join(names[:-1]) + " and " + names[-1])
    if found := _CONDITION.match(sentence):
        return _NOTED_FACT[pick % 2].format(fact=addressed(found["fact"].strip(" ,"), opens=False))
    if found := _MOVE.match(sentence):
        return (_MAYBE_MOVING if found["maybe"] or found["hoping"] else _MOVING)[pick % 2].format(place=found["place"])
    if (found := _I_LIVE.match(sentence)) and found["home"]:
        where = found["home"] + found["place"]
        return _LIVING_NEAR[pick % 2].format(where=where[:1].upper() + where[1:] if pick % 2 == 0 else where)
    if found:
        return _LIVING[pick % 2].format(place=found["place"])
    if found := _LIVES_IN.match(sentence):
        return _SEEING[pick % 2].format(whom=addressed(found["whom"], opens=False), place=found["place"])
    if found := _LIVES_CLOSE.match(sentence) or _THEIR_CHILDREN.match(sentence):
        said = addressed(re.sub(r"[\s.!]+$", "", sentence.strip()))
        return (_NEARBY if found.re is _LIVES_CLOSE else _NIECES)[pick % 2].format(said=said, them=_them(found["whom"]))
    if (found := _OCCUPATION.match(sentence)) and own_occupation(sentence):
        job = found["job"] if found["job"].isupper() else found["job"].lower()  # "a GP", not "a gp"
        return (_WAS_WORKING_AS if found["retired"] else _WORKING_AS)[pick % 2].format(job=with_article(job))
    if found := _PUT_RIGHT.match(sentence):
        return f"Got it — {addressed(found['right'], opens=False)}, not {found['wrong']}. Thanks for putting me right."
    if found := _RETIRED.match(sentence):
        return _RETIRED_SINCE if found["since"] else _WAS_WORKING_AS[0]
    if found := _DOES_WORK.match(sentence):
        doing = (f"teaching {found['subject']}" if found["teach"] else f"working in {found['field']}" if found["field"]
                 else f"working in {found['workplace'].lower()}" if found["workplace"]
                 else "volunteering" if found["volunteer"]
                 else f"{_CRAFTING[found['craft'].lower()]} {found['made']}" if found["craft"]
                 else f"driving {_lowered(found['vehicle'])}" if found["vehicle"]
                 else f"{_CREWING[found['crew'].lower()]} {found['boat'].lower()}" if found["crew"]
                 else re.sub(r"^\w+", lambda verb: _KEEPING[verb[0].lower()], found["stock"].lower()) if found["stock"]
                 else "running " + _lowered(found["business"] or found["small"]))
        return _DOING_WORK[pick % 2].format(doing=addressed(doing, opens=False))
    if (found := _LEARNING.match(sentence)) and not _WHEN_ONLY.match(found["learning"] or found["lessons"] or found["up"]):
        what = _learned(found)
        return _STARTED[pick % 2].format(what=what[:1].upper() + what[1:])
    return None


def _lowered(words: str) -> str:
    """``words`` in lower case but for what is written in capitals: "running the PTA", "driving the X5 bus"."""
    return " ".join(word if word.isupper() else word.lower() for word in words.split())


def pet_with_a_remark(sentence: str) -> str | None:
    """The reply to a pet of theirs by name with a remark on them after it ("We also have a
    tortoise named Sheldon, he's older than me!": the model asked "What kind of pet do you
    have?"): how long they have had them, which the remark leaves to ask; or None."""
    found = _HAS_PET.match(sentence)
    return _PET_BY_NAME[1].format(name=found["name"]) if found else None


def _them(whom: str) -> str:
    """How a reply speaks of one of theirs (``whom``: "my dad", "my sister Lou") after a verb: "him", "her" or "them"."""
    word = re.sub(r"\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)$", "", whom).split()[-1].lower()
    return "her" if word in _SHE else "him" if word in _HE else "them"


_SHE = frozenset("mum mom mother sister gran granny grandma nan nana auntie aunt daughter niece wife girlfriend".split())
_HE = frozenset("dad father brother grandad grandpa uncle son nephew husband boyfriend".split())


def _learned(found: re.Match) -> str:
    """What was started, as the reply names it: "learning the piano", "piano lessons",
    "taking up running", addressed to them ("my guitar" → "your guitar")."""
    if found["learning"]:
        return "learning " + addressed(found["learning"].strip(), opens=False)
    if found["lessons"]:
        return addressed(found["lessons"].strip(), opens=False)
    return "taking up " + addressed(found["up"].strip(), opens=False)
