"""Turn the public labelled sources into the floor classifier's training rows.

    .venv/bin/python memory/refusal/data/build_rows.py SOURCE_DIR

Run by hand when a source changes, never at run time: SOURCE_DIR holds the files named in
``SOURCES`` (copied out of the repositories README.md names, at the commits it names), and
``training.jsonl`` beside this script is rewritten. Each row is ``{"text", "label",
"source"}``; README.md says which source gives which label and why.
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = HERE / "training.jsonl"
# Ordinary conversation is plentiful; one turn in TOPICAL_EVERY keeps the file small while
# still covering films, games, sports and the other topics where floor words are homonyms.
TOPICAL_EVERY = 6
# Hard negatives: every Topical-Chat turn with a word the floor categories share with
# ordinary talk (a film's killer, a player who got hurt, a bye week, "since he died"), so
# the head learns these words in their everyday senses, not from crisis, harm or illegal
# rows alone (a life hack, a heist film, a team that beat another).
HOMONYMS = re.compile(
    r"\b(kill\w*|die|died|dies|dying|dead|death|deadly|suicid\w*|murder\w*|shoot\w*|shot|guns?|bomb\w*|"
    r"overdos\w*|hang\w*|end it|give up|giving up|life without|live without|tomorrow|goodbye|bye|hurt\w*|"
    r"pain\w*|cut|cutting|knife|knives|poison\w*|weapons?|blood\w*|bleed\w*|jump\w*|drown\w*|choke\w*|"
    r"crash\w*|attack\w*|destroy\w*|steal\w*|stole|drugs?|pills?|meds|medication|dose|doctor|hopeless|"
    r"worthless|alone|lonely|depress\w*|anxious|anxiety|hack\w*|scam\w*|fraud\w*|robb\w*|beat|beating|crack\w*|"
    r"cheat\w*|illegal\w*|crime\w*|criminal\w*|prison|jail\w*|police|cops?|theft|thie(f|ves)|heist\w*|fight\w*|"
    r"punch\w*|smuggl\w*|break in|lock\w*|sneak\w*|weed|ticket\w*|track\w*|revenge|torture\w*)\b",
    re.IGNORECASE,
)
MAX_CHARS = 600
# Counsel Chat topics whose questions are ordinary emotional talk. Depression, self-harm,
# trauma, grief and substance use are left out: some of those questions carry ideation,
# and the source does not say which.
EVERYDAY_COUNSELLING = {
    "relationships", "intimacy", "anxiety", "family-conflict", "parenting", "self-esteem",
    "relationship-dissolution", "behavioral-change", "anger-management", "marriage", "lgbtq",
    "counseling-fundamentals", "workplace-relationships", "social-relationships", "spirituality",
    "sleep-improvement", "stress", "human-sexuality", "children-adolescents", "military-issues",
}
# Sentences kept from the start of each therapist's answer in Counsel Chat.
ANSWER_SENTENCES = 2
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
MODERATION_KEYS = ("S", "H", "V", "HR", "SH", "S3", "H2", "V2")


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()[:MAX_CHARS]


def _kept(text: str, salt: str, every: int) -> bool:
    return int(hashlib.sha256((salt + text).encode()).hexdigest(), 16) % every == 0


def moderation(source: Path):
    """OpenAI moderation-api-release: self-harm -> crisis; a row with every category known
    and none set -> benign. Its violence rows are forum rhetoric about groups ("they need
    to be slaughtered"), 3 in 68 a request or plan to hurt someone, which is what the
    floor's harm category refuses: not used (harm comes from ``red_team``)."""
    for line in gzip.open(source / "mod.jsonl.gz", "rt", encoding="utf-8"):
        row = json.loads(line)
        text = _clean(row["prompt"])
        if row.get("SH") == 1:
            yield text, "crisis"
        elif all(row.get(key) == 0 for key in MODERATION_KEYS):
            yield text, "benign"


DIASAFETY = {"Unauthorized Expertise": "health_advice", "Risk Ignorance": "distress"}


def diasafety(source: Path):
    """DiaSafety: a category is defined by its contexts. "Unauthorized Expertise" contexts
    are people asking for medical advice about themselves -> health_advice; "Risk
    Ignorance" contexts are people voicing distress, from low mood to suicidal risk, with
    no finer label -> distress (the classifier's check-in tier, never a refusal alone). The other
    categories' contexts are Reddit talk whose labels describe the bot's reply, not the
    context, so they are not used. A reply to those contexts labelled "Safe" is talk
    about distress or health that is not itself a request or a risk -> benign."""
    for split in ("train", "val", "test"):
        for row in json.loads((source / f"dia_{split}.json").read_text(encoding="utf-8")):
            if row["category"] in DIASAFETY:
                yield _clean(row["context"]), DIASAFETY[row["category"]]
                if row["label"] == "Safe":
                    yield _clean(row["response"]), "benign"


def counsel_chat(source: Path):
    """Counsel Chat: question titles on everyday emotional topics -> benign; the first
    sentences of therapists' answers on every topic (talk about mental health, support
    and others' struggles, not a person at risk) -> benign."""
    with open(source / "counsel.csv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            if row["topic"] in EVERYDAY_COUNSELLING:
                yield _clean(row["questionTitle"]), "benign"
            sentences = [s for s in _SENTENCE.split(_clean(row["answerText"])) if len(s.split()) >= 4]
            for sentence in sentences[:ANSWER_SENTENCES]:
                yield sentence, "benign"


def topical_chat(source: Path):
    """Topical-Chat: open-domain conversation turns -> benign: one in TOPICAL_EVERY, every
    short one ("bye", "me too", "see you"), which public risk data would otherwise leave
    the head to judge from its crisis rows alone (short goodbyes among them), and every
    one with a HOMONYMS word."""
    for name in ("valid_freq", "valid_rare", "test_freq", "test_rare"):
        conversations = json.loads((source / f"topical_{name}.json").read_text(encoding="utf-8"))
        for conversation in conversations.values():
            for turn in conversation["content"]:
                text = _clean(turn["message"])
                if len(text.split()) < 3 or HOMONYMS.search(text) or _kept(text, "topical", TOPICAL_EVERY):
                    yield text, "benign"


# construct-tracker's labelled sets of suicidal thoughts and behaviours (STB). Short
# first-person posts and phrases, with their negated twins: label 1 -> crisis, 0 -> benign.
STB_SHORT = {
    "rallypoint shortstbposts_talklife", "rallypoint shortstbposts_talklife_negated",
    "rallypoint sitb_phrases_talklife", "rallypoint rp_augment_phrases",
    "rallypoint positive_examples_negated",
}
# Forum posts of veterans (RallyPoint), long, where label 1 means the writer's own suicidal
# thoughts or attempts are mentioned, often as past -> distress (a check-in answers them
# well; withholding a story of recovery would not), 0 -> benign (many talk about suicide
# without being at risk). The Reddit rows of the same files are labelled by subreddit
# (any mental-health forum is 1), not by risk, so they are not used.
STB_FORUM = {
    "rallypoint Set 1", "rallypoint Set 2", "rallypoint Set 3", "rallypoint Set 4",
    "rallypoint Set 5", "rallypoint Set 6", "rallypoint first500",
    "rallypoint first500_highlighted", "rallypoint nock2000",
}
# The Suicide Risk Lexicon's clinician-validated prototypical phrases of these constructs
# -> crisis.
LEXICON_CRISIS = (
    "Passive suicidal ideation", "Active suicidal ideation & suicidal planning",
    "Direct self-injury", "Other suicidal language",
)


def construct_tracker(source: Path):
    """construct-tracker 1.0.16 (Low et al.): its labelled STB sets and the Suicide Risk
    Lexicon's prototypical phrases (see STB_SHORT, STB_FORUM, LEXICON_CRISIS)."""
    for name in ("ct_train.csv", "ct_test.csv"):
        with open(source / name, encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                positive = float(row["label"]) == 1.0
                if row["source"] in STB_SHORT:
                    yield _clean(row["doc"]), "crisis" if positive else "benign"
                elif row["source"] in STB_FORUM:
                    yield _clean(row["doc"]), "distress" if positive else "benign"
    lexicon = json.loads((source / "srl_tokens.json").read_text(encoding="utf-8"))
    for construct in LEXICON_CRISIS:
        for phrase in lexicon[construct]["tokens"]:
            yield _clean(phrase), "crisis"


# Anthropic's red-team dialogues (hh-rlhf harmless-base): crowdworkers were asked to get the
# assistant to help with something harmful, so a first message that asks for help or states
# an intent is a harmful request by how the data was collected. Which floor category it is
# the data does not say; these words decide, first match wins (self-harm, then violence,
# then crime), and a message with none of them (insults, pranks, addresses of celebrities,
# sexual talk, or an innocent opener) is not used.
RED_TEAM_CRISIS = re.compile(
    r"\b(kill(ing)? myself|suicid\w*|end(ing)? (it all|my (own )?life)|(hurt|harm|cut)(ing)? myself|overdos\w*|"
    r"hang myself|slit my)\b",
    re.IGNORECASE,
)
RED_TEAM_HARM = re.compile(
    r"\b(kill\w*|murder\w*|hurt\w*|harm\w*|poison\w*|stab\w*|shoot\w*|shot|beat\w* (up|him|her|them|someone|my|the)|"
    r"punch\w*|tortur\w*|kidnap\w*|strangl\w*|smother\w*|chok\w*|bombs?|bombing|explosives?|attack\w*|assault\w*|"
    r"drown\w*|suffocat\w*|assassinat\w*|injur\w*|maim\w*|abus\w*|slap\w*|skull|break (his|her|their|someone's) \w+|"
    r"run (him|her|them|someone) over|guns?|knife|knives|weapons?|revenge|acid|booby trap\w*|hijack\w*|"
    r"(trip|push|burn) (him|her|them|someone|down)|(get|make) (someone|him|her|them) sick)\b",
    re.IGNORECASE,
)
RED_TEAM_ILLEGAL = re.compile(
    r"\b(steal\w*|stole|stolen|rob|robb\w*|shoplift\w*|launder\w*|counterfeit\w*|fraud\w*|scam\w*|hack\w*|meth|"
    r"cocaine|coke|heroin|crack|weed|marijuana|cannabis|drugs?|lsd|ecstasy|smuggl\w*|brib\w*|embezzl\w*|blackmail\w*|"
    r"extort\w*|forg(e|ed|ing|ery)|fake (id|ids|money|passport|identity|prescription)|break into|breaking into|"
    r"broke into|pick a lock|lock ?pick\w*|hot ?wir\w*|pirat\w*|illegal\w*|get away with|without (getting|being) caught|"
    r"cheat\w* on (my|the|our) tax\w*|tax evasion|evade taxes|identity theft|credit card (number|info)|"
    r"social security number|sneak\w* (in|into)|vandal\w*|slash\w* (the|his|her|their|someone's) tires|trespass\w*|"
    r"arson|burglar\w*|loot\w*|traffick\w*|poach\w*|bootleg\w*|escape (from )?(prison|jail)|false (police )?report)\b",
    re.IGNORECASE,
)
# A request or a stated intent, as a message to an assistant opens: not a question about
# other people or the world ("Why are ...", "Is it common ...", "Do you think ...").
RED_TEAM_ASKS = re.compile(
    r"^(how|what('s| is| are| would| kind| type| sort)|whats|where|which|can you|could you|would you|will you|"
    r"tell me (how|where|the best|a way|ways|some ways)|"
    r"help me|give me|teach me|show me|find me|i (want|need|plan|intend|am going|'m going|'m gonna|am gonna|wanna|gotta|"
    r"have to|would like|'d like|was thinking|think i|just)|i'm (going|gonna|planning|thinking)|im (going|gonna|planning)|"
    r"is there (a|any) way|any (tips|ideas|advice|suggestions)|if (i|you) (wanted|were|had|needed))",
    re.IGNORECASE,
)
_FIRST_HUMAN_TURN = re.compile(r"Human: (.*?)\n\nAssistant:", re.DOTALL)


def red_team(source: Path):
    """hh-rlhf harmless-base (test file): the first message of each red-team dialogue that
    asks or states an intent (RED_TEAM_ASKS) -> crisis, harm or illegal by its words
    (RED_TEAM_CRISIS, RED_TEAM_HARM, RED_TEAM_ILLEGAL, in that order)."""
    for line in gzip.open(source / "hh_harmless_test.jsonl.gz", "rt", encoding="utf-8"):
        text = _clean(_FIRST_HUMAN_TURN.search(json.loads(line)["chosen"]).group(1))
        if not RED_TEAM_ASKS.search(text):
            continue
        for label, words in (("crisis", RED_TEAM_CRISIS), ("harm", RED_TEAM_HARM), ("illegal", RED_TEAM_ILLEGAL)):
            if words.search(text):
                yield text, label
                break


def coconot_contrast(source: Path):
    """CoCoNot's contrast preference set: requests that sound unsafe and are not (breaking
    into one's own house, spotting a phishing email, killing a process), which a model
    should answer -> benign."""
    for line in open(source / "coconot_pref.jsonl", encoding="utf-8"):
        yield _clean(json.loads(line)["prompt"]), "benign"


# Requests people make of a personal assistant (CLINC150): one in CLINC_EVERY, every one
# with a HOMONYMS word ("report my stolen card", "lock all the doors", "kill bill") and
# every one that asks how (CLINC_HOW), the form most red-team requests take, so that the
# form alone ("how do I …") does not read as harm.
CLINC_EVERY = 5
CLINC_HOW = re.compile(r"^how\b", re.IGNORECASE)


def clinc(source: Path):
    """CLINC150 (in- and out-of-scope queries to a task assistant: banking, travel, cooking,
    small talk, "report fraud on my card") -> benign: the everyday requests that red-team
    requests must be told apart from, by their content rather than their form ("how do
    I …")."""
    queries = json.loads((source / "clinc_full.json").read_text(encoding="utf-8"))
    for split in ("train", "val", "test", "oos_train", "oos_val", "oos_test"):
        for text, _intent in queries[split]:
            text = _clean(text)
            if CLINC_HOW.search(text) or HOMONYMS.search(text) or _kept(text, "clinc", CLINC_EVERY):
                yield text, "benign"


SOURCES = {
    "openai/moderation-api-release": moderation,
    "thu-coai/DiaSafety": diasafety,
    "nbertagnolli/counsel-chat": counsel_chat,
    "alexa/Topical-Chat": topical_chat,
    "danielmlow/construct-tracker": construct_tracker,
    "anthropics/hh-rlhf": red_team,
    "allenai/noncompliance": coconot_contrast,
    "clinc/oos-eval": clinc,
}


def main(argv=None) -> None:
    source = Path((argv or sys.argv[1:])[0])
    seen, rows = set(), []
    for name, read in SOURCES.items():
        for text, label in read(source):
            if text and text.lower() not in seen:
                seen.add(text.lower())
                rows.append({"text": text, "label": label, "source": name})
    OUT.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    counts: dict[tuple[str, str], int] = {}
    for row in rows:
        counts[(row["source"], row["label"])] = counts.get((row["source"], row["label"]), 0) + 1
    for (name, label), count in sorted(counts.items()):
        print(f"{name:32} {label:14} {count}")


if __name__ == "__main__":
    main()
