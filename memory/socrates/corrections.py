"""Socrates mode 2 (seed 004, DESIGN §6): a statement that matches a curated claim
against established knowledge where harm is possible gets a firm, kind correction
(``conflicting_claim`` → ``Claim.correction``) and is never encoded (``may_encode``).
A negated claim ("vaccines don't cause autism") is not one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from memory import embeddings
from memory.socrates import contradiction

# Mode 2 fires at this cosine similarity to a claim's phrasing (of the same polarity).
CLAIM_SIMILARITY = 0.65


@dataclass(frozen=True)
class Claim:
    """A belief that conflicts with established knowledge, and what to say instead.

    ``cue`` must be found in the text as well: embeddings alone put "I clean with bleach"
    next to "drinking bleach cures diseases".
    """

    cue: str
    phrasings: tuple[str, ...]
    correction: str


CLAIMS = (
    Claim(
        r"\b(?:vaccin\w*|jabs?|mmr)\b[^.!?]*\bautis\w*",
        ("vaccines cause autism", "the MMR jab gives kids autism", "vaccinating my child will make them autistic"),
        "Vaccines don't cause autism: studies of millions of children have found no link. "
        "Please talk any worries through with a doctor or nurse before skipping a vaccine.",
    ),
    Claim(
        r"\b(?:bleach|mms|chlorine dioxide)\b[^.!?]*\b(?:cures?|drink\w*|heals?|kills? (?:the )?virus\w*|treats?)\b|\b(?:cures?|drink\w*)\b[^.!?]*\b(?:bleach|mms|chlorine dioxide)\b",
        ("drinking bleach cures diseases", "MMS chlorine dioxide cures autism and covid", "a little bleach in water kills viruses in your body"),
        "Bleach and chlorine dioxide (\"MMS\") are poisons: drinking them causes serious harm and cures nothing. "
        "If someone has swallowed some, call emergency services or a poison centre now.",
    ),
    Claim(
        r"\bantibiotics?\b[^.!?]*\b(?:colds?|flu|virus\w*|viral)\b|\b(?:colds?|flu|virus\w*|viral)\b[^.!?]*\bantibiotics?\b",
        ("antibiotics cure viral infections", "antibiotics will get rid of my cold or flu", "take antibiotics for a virus"),
        "Antibiotics don't work against viruses such as colds or flu; taking them when they aren't needed "
        "brings side effects and resistance. A doctor or pharmacist can tell you what will help.",
    ),
    Claim(
        r"\bcancer\b[^.!?]*\b(?:cure[sd]?|naturally|herbs?|herbal|oils?|diet|instead|without)\b|\b(?:cure[sd]?|herbs?|oils?)\b[^.!?]*\bcancer\b",
        ("herbs and diet can cure cancer instead of chemotherapy", "essential oils cure cancer", "I can treat my cancer naturally without doctors"),
        "No herb, diet or essential oil has been shown to cure cancer, and replacing treatment with them can be "
        "fatal. Please keep talking to your cancer care team; they can tell you what is safe alongside treatment.",
    ),
    Claim(
        r"\bhoney\b[^.!?]*\b(?:bab(?:y|ies)|newborn|infant)\b|\b(?:bab(?:y|ies)|newborn|infant)\b[^.!?]*\bhoney\b",
        ("honey is fine for babies under one year old", "give my newborn honey for her cough"),
        "Honey isn't safe for babies under 12 months: it can cause infant botulism, which is serious.",
    ),
    Claim(
        r"\bbleach\b[^.!?]*\b(?:ammonia|vinegar)\b|\b(?:ammonia|vinegar)\b[^.!?]*\bbleach\b",
        ("mixing bleach and ammonia makes a stronger cleaner", "mix bleach with vinegar to clean better"),
        "Please don't mix bleach with ammonia or vinegar: it releases toxic gases that can badly hurt your lungs.",
    ),
    Claim(
        r"\b(?:drove|drive|driving)\b[^.!?]*\b(?:after|with)\b[^.!?]*\b(?:drinks?|beers?|pints?|wine|drunk)\b|\b(?:drinks?|beers?|pints?)\b[^.!?]*\b(?:and|then)\s+(?:drove|drive)\b|\bdrive better\b",
        ("it's safe to drive after a few drinks", "I drive better after a couple of beers", "I drove home after a few beers and was fine"),
        "Even a few drinks slow your reactions and judgement; driving after drinking puts you and others at real "
        "risk. A taxi, a lift or waiting is always the safer choice.",
    ),
    Claim(
        r"\bbutter\b[^.!?]*\bburns?\b|\bburns?\b[^.!?]*\b(?:butter|ice)\b",
        ("put butter on a burn", "butter or ice helps a burn heal"),
        "Butter and ice make burns worse. Cool a burn under cool running water for 20 minutes, and get medical "
        "help for anything large, deep or on the face.",
    ),
    Claim(
        r"\b(?:measles|chicken ?pox)\b[^.!?]*\b(?:harmless|catch it|parties|party|natural)\b",
        ("measles is harmless and kids should just catch it", "chickenpox parties are a safe way to build immunity"),
        "Measles and chickenpox can cause pneumonia, brain swelling and death; vaccination protects children "
        "without those risks.",
    ),
    Claim(
        r"\bhiv\b[^.!?]*\b(?:look\w* healthy|herbal|cured?)\b",
        ("you can't get HIV if you look healthy", "HIV can be cured with herbal remedies"),
        "HIV can't be seen and there's no herbal cure; testing and treatment work very well. A clinic can test "
        "you confidentially.",
    ),
)


_CLAUSE = re.compile(r"[,;.!?]|\b(?:so|but|because|although|though|which is why)\b", re.IGNORECASE)
_PHRASINGS = tuple((claim, text) for claim in CLAIMS for text in claim.phrasings)
_CUES = {claim: re.compile(claim.cue, re.IGNORECASE) for claim in CLAIMS}


@lru_cache(maxsize=1)
def _claim_vectors() -> np.ndarray:
    return embeddings.embed_many([text for _, text in _PHRASINGS])


def conflicting_claim(text: str, embedding) -> Claim | None:
    """The curated claim ``text`` asserts, if any: close in meaning and of the same polarity.

    Polarity is read on the clause that carries the claim, so "vaccines cause autism, so
    I'm not vaccinating" asserts it and "vaccines don't cause autism" does not.
    """
    if not any(cue.search(text) for cue in _CUES.values()):
        return None  # no claim's cue is in the text, so no claim can match: nothing to embed
    clauses = [part.strip() for part in _CLAUSE.split(text) if len(part.split()) >= 2]
    if len(clauses) > 1:
        pieces, vectors = [text, *clauses], np.vstack([embedding, embeddings.embed_many(clauses)])
    else:
        pieces, vectors = [text], np.asarray(embedding, dtype=np.float32).reshape(1, -1)
    similarities = vectors @ _claim_vectors().T
    piece, best = np.unravel_index(int(np.argmax(similarities)), similarities.shape)
    claim, phrasing = _PHRASINGS[best]
    if similarities[piece, best] < CLAIM_SIMILARITY or not _CUES[claim].search(text):
        return None
    if contradiction.polarity(pieces[piece]) != contradiction.polarity(phrasing):
        return None
    return claim


def may_encode(text: str, embedding) -> bool:
    """Mode 2: False when ``text`` asserts something against established knowledge where
    harm is possible; such a statement is corrected in the reply and never encoded."""
    return conflicting_claim(text, embedding) is None


