"""Floor patterns for indirect crisis phrasing and for harm the head let through (issue 15;
the crisis rows of memory/refusal/data/crisis_dev_2.jsonl and the twins of
lookalikes_dev_4.jsonl that the gate answered as ordinary talk).

Crisis, the warning signs people write without the words of suicide:
- where or how deep to cut, or how fast one bleeds, at an artery, a vein or the wrist
  (first aid, stopping a bleed, is not matched);
- how high a bridge or a building must be not to survive the fall;
- giving one's things away, or saying one won't need them any more;
- not being here for Christmas, a birthday or the new year, unless the message gives a
  reason to be away (a visit, a trip, work);
- no longer being a problem or a burden for anyone;
- a letter left for someone to find tomorrow or after one is gone;
- the thought of not existing or of dying as what calms or comforts;
- wanting to waste away or starve oneself, not eating on purpose;
- thinking of swerving or steering into a lorry, a tree or oncoming traffic;
- how much of a medicine would be enough, said with nothing it would be enough for;
- seeing no reason or point to live (passive words, "no point in going on", stay a check-in).
Harm: a grave act on a person done so that no one can tell, without marks or so that it
looks like an accident; shooting, stabbing or killing the guards, staff or people of a
place; an attack on a family, a person or a place of worship named by its faith, origin or
sexuality; blowing up a bridge or a dam; smoking out a family; knocking someone out; how to
build a suicide vest or bomb belt. Illegal: breaking into someone else's home or car.
Each harm and illegal pattern yields to the harmless frames as the floor's words do (a
video game's guards, a boxing game's boss).

The floor trigger is disabled only around these statements (0007's way)."""

from django.db import migrations

from memory.migrations import _floor_patterns

_BODY = r"(?:arter(?:y|ies)|veins?|wrists?|carotid|jugular|femoral)"
_NOT_FIRST_AID = r"(?![^.!?\n]*\b(?:stop\w*|slow\w*|treat\w*|first aid|tourniquet|bandag\w*|heal\w*|nurse|patient|donat\w*|blood test))"
_AWAY = (
    r"(?![^\n]*\b(?:visit\w*|going|away|abroad|trip|holiday|travel\w*|flight|flying|mov(?:e|ing)|work|working|shift|because|since|"
    r"we'?re|i'?m (?:off|going|away|visiting)|in-laws|parents'?|family|with (?:my|our|the))\b)"
)
_MEDICINES = (
    r"(?:paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|insulin|pills|tablets|painkillers|sleeping (?:pills|tablets)|"
    r"meds|medication|antidepressants|co-?codamol|codeine|oxy\w*|xanax|diazepam|morphine)"
)
_GRAVE = r"(?:kill|murder|smother|suffocat|strangl|chok|drown|poison|stab|shoot|hurt|beat|hit|punch|burn)\w*"
_SOMEONE = (
    r"(?:him|her|them|someone|somebody|a (?:baby|child|kid|person|man|woman|girl|boy)|"
    r"(?:my|his|her|their|the|our|a|an)\s+(?:[\w-]+\s+)?(?:wife|husband|boss|ex|neighbou?r|brother|sister|mom|mum|dad|"
    r"mother|father|son|daughter|teacher|roommate|flatmate|boyfriend|girlfriend|partner|coworker|colleague|landlord|"
    r"baby|child|kid|grandma|grandpa|nan|gran|stepdad|stepmom|stepfather|stepmother|classmate|friend|cousin|uncle|aunt))"
)
_CONCEALED = (
    r"(?:so (?:that )?(?:no ?one|nobody|no-one|they|the police|the doctors?) (?:can|could|will|would)(?:n'?t| not)? "
    r"(?:tell|know|notice|find out|see)|without (?:leaving (?:any )?(?:marks|bruises|a trace|evidence)|it showing)|"
    r"and (?:not|never) get caught|make it look (?:like )?(?:an )?(?:accident|natural|suicide))"
)
_GROUPS = (
    r"(?:jewish|jews|muslims?|islamic|black|asian|chinese|indian|pakistani|arab|mexican|gay|lesbian|trans|queer|"
    r"immigrants?|refugees?|migrants?|christians?|catholic|hindu|sikh|roma|gypsy|gypsies)"
)
# Asking how to, or saying one means to (not quoting someone who said so).
_MEANING = (
    r"(?:how (?:do|can|could|should|would) (?:i|we)|(?<!\bsays? )(?<!\bsaid )(?:i|we)(?:'m| am|'re| are)? "
    r"(?:want|going|gonna|plan)\w*(?: to)?|help me|let'?s)"
)
_PLACES_OF_WORSHIP = r"(?:mosques?|synagogues?|churches|church|temples?|gurdwaras?)"

ADDED = {
    "crisis": [
        rf"\b(?:how (?:deep|hard|long|far|much)|where (?:do|should|would|can|to|is)|which|fastest|quickest|best (?:place|spot|way))\b"
        rf"{_NOT_FIRST_AID}[^.!?\n]{{0,50}}\b(?:cut|cutting|slit|slash|sever|bleed(?:s|ing)?(?: out)?|pierce|open)\b[^.!?\n]{{0,40}}\b{_BODY}\b",
        rf"\b{_BODY}\b{_NOT_FIRST_AID}[^.!?\n]{{0,50}}?\b(?:where to (?:cut|slit|slash)|(?:how|where) (?:deep )?to cut|"
        rf"(?:quickest|fastest|easiest|best|deepest) (?:one |place |spot |way )?to (?:cut|slit|slash|sever)|"
        rf"bleeds? (?:the )?(?:fastest|quickest|most)|bleed out)\b",
        r"\bhow (?:high|tall|far)\b[^.!?\n]{0,60}\b(?:bridge|building|roof|cliff|balcony|car park|tower|floor|storey|drop)"
        r"[^.!?\n]{0,50}(?:\bnot|\bnever|n'?t) survive\b",
        r"\b(?:giv(?:e|es|ing)|gave|given)\s+(?:(?:all|most)\s+(?:of\s+)?)?(?:my|away my)\s+(?:things|stuff|belongings|possessions)\s*(?:away)?\b"
        r"|\bi\s+(?:won'?t|wont|will not)\s+(?:need|be needing)\s+(?:it|them|any of (?:it|this|them)|my \w+(?: \w+)?)\b"
        r"[^.!?\n]{0,30}\b(?:soon|where i'?m going|after (?:tonight|today|this weekend|this week)|you can have (?:it|them))\b",
        rf"\bi (?:don'?t think i'?ll|won'?t|wont|will not|might not|may not) be (?:here|around|alive) (?:for|by|to see|at) "
        rf"(?:christmas|my birthday|new year|next (?:year|christmas|spring|summer)|the (?:new year|summer|weekend))\b{_AWAY}",
        rf"\bi(?:'m| am) not going to (?:see|make it to|reach) (?:my|the) (?:\w+ )?(?:birthday|christmas|new year|next year|summer)\b{_AWAY}",
        rf"\b(?:i'?ve|i have|i'?m|i am)\b[^.!?\n]{{0,20}}\b(?:made up my mind|decided)\b[^.!?\n]{{0,10}}\bi (?:won'?t|wont|will not) be "
        rf"(?:here|around|alive)\b{_AWAY}",
        r"\bi (?:won'?t|wont|will not) (?:be )?(?:talk|speak|hear from)\w* (?:to |from )?(?:you|anyone|any of you|you all) again\b"
        r"[^.!?\n]{0,20}\b(?:after (?:tonight|today)|tonight|by (?:tomorrow|morning))\b",
        r"\b(?:died|passed away|dead|gone|in heaven|grave)\b[^\n]{0,80}\bi\s+(?:just\s+)?(?:want|wanna|need|wish|long|am going|'m going)\s+"
        r"to\s+(?:join|be with)\s+(?:him|her|them|my \w+)\b|\bi'?ll be (?:joining|with) (?:him|her|them)(?: again)? soon\b"
        r"|\bi\s+(?:just\s+)?(?:want|wanna|need|wish|long)\s+to\s+(?:join|be with)\s+(?:him|her|them|my \w+)\s+"
        r"(?:in heaven|on the other side|in the grave|wherever (?:he|she|they) (?:is|are))\b",
        r"\bi (?:won'?t|wont|will not|am not going to|'m not going to) be (?:a (?:problem|burden|bother|nuisance)|in (?:anyone'?s|your) way)"
        r" (?:for|to) (?:anyone|anybody|everyone|any of you|you all|my family)\b",
        r"\b(?:letters?|notes?)\b[^.!?\n]{0,40}\bto find\s+(?:tomorrow|in the morning|when (?:i'?m|i am) gone|after (?:i'?m|i am) gone|"
        r"once i'?m gone|afterwards|after i die)\b",
        r"\b(?:thought|idea)s? of (?:not existing|not being (?:here|alive|around)|dying|being dead|death|ending it)\b"
        r"[^.!?\n]{0,40}\b(?:calms?|comforts?|reliev\w*|relief|peace|only thing|soothes?)\b",
        r"\b(?:want|wanna|going|trying|hope|hoping)\s+to\s+(?:waste away|wither away|starve myself|starve to death)\b"
        r"|\bhaven'?t eaten\b[^.!?\n]{0,30}\bon purpose\b",
        r"\b(?:think(?:ing)? (?:about|of)|want(?:ed)? to|tempted to|urge to|imagin\w*)\s+(?:just\s+)?(?:swerv\w*|steer\w*|crash\w*|driv\w*)"
        r"\s+(?:my car\s+|the car\s+)?(?:into|off|in front of)\s+(?:a|the|an|oncoming)\s+(?:\w+\s+)?(?:lorry|lorries|truck|tree|wall|"
        r"bridge|river|cliff|traffic|bus|train)\b",
        rf"\bhow (?:much|many)\b[^.!?\n]{{0,30}}\b{_MEDICINES}\b[^.!?\n]{{0,20}}\b(?:would be|is|was) enough\b(?=\s*(?:[.!?\n]|$|to (?:die|not wake)))",
        r"\b(?:don'?t|do not|can'?t|cannot|couldn'?t)\s+(?:see|find|think of)\s+(?:any|a|one|a single)\s+(?:reason|point)\s+"
        r"(?:to|in|for)\s+(?:live|living|go(?:ing)? on|keep(?:ing)? going|be(?:ing)? (?:here|alive)|stay(?:ing)? alive)\b"
        r"|\b(?:don'?t|do not|can'?t|cannot)\s+see\s+(?:the|any)\s+point\s+(?:in|of)\s+(?:living|life|being alive|staying alive)\b",
    ],
    "illegal": [
        r"\bbreak(?:ing)?\s+into\s+(?:(?:my|the|a|an|our)\s+)?(?:his|her|their|someone'?s|(?!it'?s\b)[\w-]+'s)\s+(?:[\w-]+\s+)?"
        r"(?:house|home|flat|apartment|car|office|room|shed|garage|place|locker|safe)\b",
    ],
    "harm": [
        rf"\b{_GRAVE}\b[^.!?\n]{{0,25}}\b{_SOMEONE}\b(?!'s|s')[^.!?\n]{{0,40}}{_CONCEALED}",
        rf"\b{_MEANING}\s+(?:\w+\s+)?"
        rf"(?:attack|assault|beat(?:ing)? up|hurt|burn|bomb|firebomb|stab|shoot|kill|torch|vandali[sz]e|petrol[- ]bomb)\w*\s+"
        rf"(?:(?:a|an|the|some|those|these|that|this|all)\s+)?(?:\w+\s+)?{_GROUPS}(?:\s+(?:family|families|man|men|woman|women|"
        rf"person|people|guy|kids?|children|neighbou?rs?|shop|shops|couple|student|students|community))?\b"
        rf"|\b(?:attack|bomb|firebomb|burn(?: down)?|torch|set fire to|shoot up|vandali[sz]e)\w*\s+(?:a|an|the|that|this|our|their)\s+"
        rf"(?:local\s+)?{_PLACES_OF_WORSHIP}\b",
        rf"\bknock(?:ing)?\s+(?:out\s+{_SOMEONE}|{_SOMEONE}\s+out)\b(?![^.!?\n]*\b(?:boxing|in (?:the )?ring|sparring|mma|fight night))",
        rf"\b{_MEANING}\s+(?:\w+\s+)?(?:blow(?:ing)? up|bomb|destroy|collapse|derail|sabotage)\s+(?:the|a|our|my|that|this)\s+(?:\w+\s+)?"
        r"(?:bridge|tunnel|dam|power (?:station|plant|lines?)|airport|railway|train line|tracks|substation|pipeline|water supply|"
        r"reservoir)\b",
        rf"\b{_MEANING}\s+(?:\w+\s+)?(?:shoot|stab|kill|murder|strangle|poison|gun down)\w*\s+(?:the|a|an|some|those|all the|every)\s+"
        r"(?:\w+\s+)?(?:guards?|cashiers?|tellers?|staff|workers|people|teachers?|students|pupils|police(?:men)?|officers?|cops?|"
        r"customers|passengers|shoppers|crowd|congregation|worshippers)\b",
        r"\bsmok(?:e|ing) out\s+(?:the|my|a|our|his|her|their|those|these)\s+(?:\w+\s+)?(?:family|families|neighbou?rs?|tenants?|"
        r"people|kids|residents|couple)\b",
        r"\b(?:suicide|explosive|bomb)\s+(?:vests?|belts?)\b[^\n]{0,60}\b(?:make|build|assemble|wire|rig)\s+(?:one|it|them)\b"
        r"|\b(?:make|build|assemble|wire|rig)\w*\b[^.!?\n]{0,30}\b(?:suicide|explosive|bomb)\s+(?:vests?|belts?)\b",
    ],
}


class Migration(migrations.Migration):

    dependencies = [("memory", "0031_crisis_plan_to_do_it")]

    operations = [_floor_patterns.adding(ADDED)]
