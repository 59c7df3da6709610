"""Things going wrong that are nobody's fault and no one's loss: a ferry off, the internet down,
the car broken down, a pipe burst. The valence lexicon (``extraction.valence_of``) has no word
in "The ferry was off again today because of the gales." nor in "Sorry I've been quiet, the
internet was down for days with the storm.", and the embedded 135M cheered the first ("That was
a bit of luck.", the lead's walk). MiniLM vectors against prototype sentences were tried first:
they read the topic, not what befell it ("The ferry was off again today because of the gales."
is 0.60 from its nearest mishap and 0.61 from "The ferry was on time today."), so the reading
is of the words: a service that runs being off, down or out, anything cancelled, delayed,
broken or flooded, a thing that broke down or packed in, no power or water had.
"""

from __future__ import annotations

import re

# What runs and can stop: a way to travel, a supply, a line, a machine of the house.
_SERVICE = (
    r"(?:ferry|ferries|boat|boats|bus|buses|train|trains|tram|trams|flight|flights|plane|roads?|bridge|line|lines"
    r"|power|electric|electricity|lights|internet|wi-?fi|broadband|network|signal|phone|phones|landline|mobile|tv|telly"
    r"|water|gas|heating|hot\s+water|boiler|system|systems|server|website|site|app|computer|laptop|till|tills|lift|machine)"
)
# What comes to them or takes them: a delivery, a lift.
_COMES = (
    r"(?:van|vans|lorry|lorries|wagon|delivery|deliveries|post|parcel|parcels|order|courier|taxi|taxis|cab|cabs|coach|coaches|minibus"
    r"|shuttle|lift|stock|shipment|supplier|flowers)"
)
# What was spoilt in the kitchen or on a shift: "Burnt a whole tray of croissants this morning" (the model: "Can you give me
# some examples?", the lead's ninth walk), "dropped a tray of glasses", "burnt the dinner"; not "burnt my hand" nor "dropped
# the kids off".
_SPOILT = (
    r"\b(?:burnt|burned|scorched|dropped|spilt|spilled)\s+(?:a|an|the|my|our|two|three|half\s+(?:a|the))\s+(?:whole\s+|full\s+|entire\s+)?"
    r"(?:tray|batch|pan|pot|plate|dish|jug|bowl|crate|tin)s?\s+of\s+\w"
    r"|\b(?:burnt|burned|scorched|overcooked)\s+(?:the|my|our|a|an)\s+(?:[\w-]+\s+)?(?:dinner|tea|toast|roast|cake|bread|loaf|pizza"
    r"|lasagne|rice|porridge|sausages|pie|gravy|croissants|scones|biscuits|brownies|cookies|pastries|quiche)\b"
)
_WHAT = rf"(?:(?:the|our|my|his|her|their|a|an)\s+)?(?:[\w-]+\s+){{0,2}}?"
_IS = r"(?:was|is|were|are|'s|'re|has\s+been|have\s+been|had\s+been|'s\s+been|'ve\s+been|went|got|kept\s+going|been)\s+(?:(?:off|down|out)\s+)?(?:again\s+|still\s+|completely\s+|totally\s+)?"
_MISHAP = re.compile(
    # a service off, down or out: "The ferry was off again today", "the internet was down for days"
    # ... or playing up: "Sorry I've not been on, the phone was playing up." (read as a correction, the lead's eighth walk)
    rf"\b{_WHAT}{_SERVICE}(?:\s+|(?=['’]s\s)){_IS}(?:off|down|out|dead|cut\s+off|playing\s+up|acting\s+up)\b(?!\s+(?:to|for\s+(?:a\s+)?(?:walk|drive|run|holiday|the\s+day)))"
    # ... or late, a bus by its number too: "the 44 was late again so i missed the start of my shift" (the model: "Could I
    # assist you further?", walk 15); not a person late
    # ... and what comes to them: "The van was late again so I missed the market this morning." (the model: "What did you do to
    # get there?", walk 18)
    rf"|\b{_WHAT}(?:{_SERVICE}|{_COMES}|(?:number\s+)?[a-z]?\d{{1,3}}[a-z]?)\s+{_IS}(?:running\s+)?late\b"
    # ... or ended short of them: "the 11 terminated at Perry Barr" (the model: "the famous 19th-century horse named Perry?",
    # the lead's walk 25)
    rf"|\b{_WHAT}(?:{_SERVICE}|(?:number\s+)?[a-z]?\d{{1,3}}[a-z]?)\s+(?:terminated|got\s+terminated|was\s+terminated|got\s+diverted"
    r"|was\s+diverted|turned\s+back|skipped\s+my\s+stop|sailed\s+past\s+(?:me|us))\b"
    # ... or a journey that was a nightmare ("had a right mare on the bus", written out by ``cycle.dialect``)
    r"|\bhad\s+(?:a|an\s+absolute|a\s+total|a\s+complete|a\s+right)\s+nightmare\s+(?:on|with|getting)\s+(?:the\s+)?"
    r"(?:bus|train|tram|tube|ferry|journey|commute|drive|roads|traffic|school\s+run|trains|buses)\b"
    # anything cancelled, delayed, broken, flooded
    rf"|\b{_WHAT}[\w-]+(?:\s+|(?=['’]s\s)){_IS}(?:cancel+ed|delayed|broken|bust|flooded|frozen\s+solid|called\s+off|postponed|rained\s+off)\b"
    # what broke down or gave up: "the car broke down", "the washing machine's packed in"
    # (a thing's: not "I broke down", "our marriage broke down")
    r"|\b(?!(?:i|he|she|we|they|you|marriage|relationship|engagement|talks|negotiations|everything|things)\b)[\w-]+['’]?s?\s+"
    r"(?:broke|broken|breaking)\s+down\b|\b(?:packed|packs|packing)\s+(?:in|up)\b|\bconked\s+out\b|\bgave\s+up\s+the\s+ghost\b"
    # what would not go: "Bus wouldn't start this morning, the battery was flat" (the model: "That's a great story, …")
    r"|\b(?!(?:i|he|she|we|they|you)\b)[\w'-]+\s+(?:wouldn'?t|won'?t|didn'?t|would\s+not|refused\s+to)\s+start\b"
    r"(?!\s+(?:school|work|nursery|college|uni|till|until|for|on|in|at|with)\b)|\bbattery\s+(?:was|is|went|'s)\s+(?:flat|dead)\b|\bflat\s+battery\b"
    # what never came: "The delivery van never turned up so half the prescriptions were missing."
    # ... "The bin men didn't come again this week." (the model: "The bin men are still out in the garden.", the lead's eighth walk)
    rf"|\b(?:{_COMES}|bus|train|engineer|plumber|electrician|package|shopping"
    r"|bin\s*men|bins|binmen|postman|postie|milkman|window\s+cleaner|cleaner|builders?|repair\s+man|fitter)"
    r"\s+(?:never|didn'?t|did\s+not|hasn'?t|has\s+not|still\s+hasn'?t)\s+(?:turned|turn|showed|show|arrived|arrive|came|come)\b"
    r"|\b(?:pipe|pipes|tank|tyre|tire)s?\s+(?:burst|went|froze|blew)\b|\bflat\s+tyre\b|\bpower\s+cut\b|\bburst\s+pipe\b"
    # someone who cancelled or did not come: "Had a couple cancel last minute, so that's two empty rooms this weekend." (the
    # model: "Aww, no worries. It's a bittersweet moment.", the lead's walk)
    r"|\b(?:had|'ve\s+had|have\s+had|got)\s+(?:a|an|the|two|three|four|some|another|my|our)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:cancel|pull\s+out|drop\s+out|not\s+turn\s+up|no-?show)\b|\b(?:cancell?ed|pulled\s+out|dropped\s+out)\s+(?:on\s+(?:me|us)|(?:at\s+the\s+)?last[\s-]minute)\b"
    r"|\blast[\s-]minute\s+cancell?ations?\b"
    # "The van got a puncture on the motorway this morning." (cheered "That's brilliant, well done!")
    r"|\bpunctures?\b|\bpunctured\b"
    # a thing that failed its check: "Car failed its MOT this week, so that's three hundred quid I didn't have." (the model:
    # "Those are some great stories, I'm glad you've got them.")
    r"|\b(?:failed|has\s+failed|'s\s+failed)\s+its\s+(?:[\w-]+\s+){0,2}?(?:mot|inspection|service|test|check|survey|audit|assessment|exam)\b"
    # a way to travel missed, or a soaking: "missed my bus this morning and got soaked waiting for the next one" (the
    # model: "Losing someone can be really hard", talk30's walk)
    r"|\bmissed\s+(?:my|the|our|his|her|their)\s+(?:[\w-]+\s+)?(?:bus|train|flight|plane|ferry|connection|tram|lift)\b"
    r"|\b(?:got|was|were|am|'m|are|'re|been)\s+(?:absolutely\s+|completely\s+|totally\s+)?(?:soaked|drenched|soaked\s+through)\b"
    # ... or locked out: "locked myself out this morning, had to wait an hour for the locksmith" (the model: "I hope they're
    # all well …", talk30's second walk)
    r"|\blocked\s+(?:myself|ourselves|himself|herself|themselves|me|us|him|her|them)\s+out\b"
    # a blunder with the car: "I managed to put diesel in Maureen's petrol car this morning." (the model: "I see. Tell me
    # more?", talk31's walk), "put the wrong fuel in", "locked my keys in the car", "reversed into a bollard"
    r"|\bput\s+(?:the\s+)?(?:wrong\s+fuel|diesel\s+in\s+(?:[\w'-]+\s+){0,2}?petrol|petrol\s+in\s+(?:[\w'-]+\s+){0,2}?diesel)\b"
    r"|\blocked\s+(?:my|our|the|his|her|their)\s+keys\s+in\b|\breversed\s+into\s+(?:a|the|my|our|someone'?s|next\s+door'?s)\s+(?:[\w-]+\s+)?"
    r"(?:post|bollard|wall|gatepost|pillar|car|van|fence|lamp-?post|bin|skip|tree|gate|barrier|hedge)\b"
    # a fine: "Got a parking fine outside the café this morning." (the model: "That sounds like a sweet treat", the lead's
    # tenth walk), "got a speeding ticket", "got clamped"; not "got a ticket for the match" nor "a fine day"
    r"|\b(?:got|had|'ve\s+had|picked\s+up|been\s+given)\s+(?:a|an|another)\s+(?:£?\d+\s+|(?:massive|hefty|stupid|bloody)\s+)?"
    r"(?:parking|speeding|bus[\s-]lane|congestion(?:[\s-]charge)?|yellow[\s-]line)\s+(?:fine|ticket|penalty)\b"
    r"|\b(?:got|had|'ve\s+had|been\s+given)\s+(?:a|an|another)\s+(?:£?\d+\s+)?(?:fine|ticket|penalty)\s+for\s+(?:parking|speeding|stopping|driving|being|going|doing|using|not)\b"
    r"|\b(?:got|been|was|were)\s+(?:fined|clamped|towed)\b"
    # ... or a bill: "Got a huge bill from the garage." (cheered: "Congratulations! You must be thrilled.")
    r"|\b(?:got|had|'ve\s+had)\s+(?:a|an|another)\s+(?:(?:£?\d[\d,]*|huge|massive|big|nasty|hefty|whopping|stupid|ridiculous|scary)\s+)*"
    r"(?-i:bill)(?=\s+(?:for|from)\b|\s*[,.!]|\s*$)"
    # a kitchen's or a shift's (``_SPOILT``)
    r"|(?P<spoilt>" + _SPOILT + ")"
    # a crash: "Ciaran's after crashing the taxi into a bollard, no one hurt thank God." (the model: "That was a great story, I can
    # only imagine the pain and loss you had to go through.", walk 19)
    r"|(?P<crash>\b(?:crashed|pranged|wrote\s+off|written\s+off|rolled|bumped|dented|scraped)\s+(?:the|his|her|their|my|our)\s+(?:[\w-]+\s+)?"
    r"(?:car|van|taxi|cab|motor|bike|motorbike|lorry|bus|truck|camper(?:van)?|tractor)\b"
    r"|\b(?:had|been\s+in)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:crash|accident|prang|bump|shunt|collision)\b)"
    # held up on the road: "Got stuck on the M62 for three hours last night, nightmare." (the model: "Oh noes!", talk32's walk);
    # not "stuck in my ways" nor "got stuck in"
    r"|\b(?:stuck|sat|queuing|queueing)\s+(?:in\s+(?:(?:the|a)\s+)?(?:traffic|queue|jam|tailback|roadworks)"
    r"|on\s+the\s+(?:(?-i:[AM]\d{1,3}(?:\(M\))?)|motorway|ring\s+road|bypass|dual\s+carriageway))\b"
    # a mess someone else made: "Some lad was sick all over the top deck tonight, had to take the bus out of service." (the
    # model: "That was a bit of a story.", walk 14), "the dog threw up on the carpet"; one's own sickness is an ailment
    r"|\b(?:some|a|this|one|the)\s+(?:drunk\s+)?(?:lad|bloke|guy|man|woman|kid|child|passenger|customer|punter|girl|boy|fella|drunk|dog|cat|puppy)"
    r"\s+(?:was|got|had\s+been)?\s*(?:sick|threw\s+up|vomited|puked)\s+(?:all\s+)?(?:over|on|in)\s+(?:the|my|our)\b"
    # none of what one lives by: "we had no power for two days"
    rf"|\b(?:had|have|'ve\s+had|with|without)\s+no\s+{_SERVICE}\b|\b{_SERVICE}\s+(?:went|cut)\s+(?:off|out|down)\b"
    # gone, with what took it: "the phone signal went with the wind"
    rf"|\b{_SERVICE}\s+(?:went|died|failed|dropped)\s+(?:with|in|during|because|again|for)\b",
    re.IGNORECASE,
)


def told_of(text: str) -> bool:
    """Whether ``text`` tells of something going wrong (module docstring)."""
    return bool(_MISHAP.search(text))


def crash(text: str) -> bool:
    """Whether what went wrong in ``text`` is a crash, where who was hurt comes first."""
    found = _MISHAP.search(text)
    return bool(found and found["crash"])


def spoilt(text: str) -> bool:
    """Whether what went wrong in ``text`` is something spoilt in the kitchen or on a shift (``_SPOILT``): nothing to sort."""
    found = _MISHAP.search(text)
    return bool(found and found["spoilt"])
