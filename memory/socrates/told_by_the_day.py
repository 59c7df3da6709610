"""Another home or job told only by the day's talk, with no word of change (issue 14):
"My patients on the ward keep me on my toes every shift" after "I'm an accountant at a big
firm"; "I love walking along the Seine on my way home every evening" after "I live in
Manchester". Both statements are clearly about one setting of the person's life
(``attributes.setting``: home, work), and what is left of them once that setting is taken
out (``attributes.apart``) is less alike than ``VALUE_APART``. Read last of all, a guess,
always asked about (``comparison.another_setting_of``).
"""

from __future__ import annotations

import re

from memory.socrates import attributes
from memory.socrates.change_words import DATED, RECOUNTED, SOUGHT, VISIT, says_change, shared_terms, unreal
from memory.socrates.contradiction import IDIOMS
from memory.socrates.subjects import clauses, of_someone_elses, of_the_person_now, of_the_persons_own, someone_elses, the_persons

# Two statements of where the person lives or works give one value when what is left of
# them, their attribute taken out, is this alike or more (``attributes.apart``): between
# the changes and the same job or home told of in other words on the dev sets.
VALUE_APART = 0.05
# A clause of what the person thinks, knows or says is needed ("We need way better education
# and infrastructure and I know firsthand how this impacts neighborhoods", asked of "I live
# in Lisbon" in the conversation bench): a view, not their day.
_VIEW = re.compile(
    r"^\W*(?:and\s+)?(?:i|we)\s+(?:really\s+|all\s+|just\s+)?(?:know|think|believe|feel|reckon|guess|hope|wish|need|should|must|ought|have to)\b",
    re.IGNORECASE,
)


def another_setting(new_text: str, new_embedding, old_text: str, old_embedding) -> bool:
    """Whether ``new_text``, with no word of change at all, says the person lives or works
    somewhere else than ``old_text`` said: a statement of their day now that gives the
    place or the job without naming the earlier one ("My patients on the ward keep me on
    my toes every shift" / "I'm an accountant at a big firm"; "I love walking along the
    Seine on my way home every evening" / "I live in Manchester"), both clearly about it
    (``attributes.same_setting``) and another value of it (``attributes.apart``). Not what
    someone else does ("My brother is a nurse on the ward"), a visit or a day dated in the
    past ("I was in Madrid for a conference last week"), nor what might be. The two
    sound far apart, so this is read of the person's statements nearest the setting's
    prototypes too (``comparison.another_setting_of``); a guess, always asked about."""
    setting = attributes.same_setting(new_embedding, old_embedding)
    # The earlier statement says how the person's own home or job stands: not whoever lives
    # with them ("My brother lives with me"), a visit ("Oh, I've been to Paris yesterday")
    # or what was ("Growing up, I saw how ... affected my neighborhood"), all three asked
    # of in the conversation bench; every clause of the person's in it is in the present.
    if setting is None or not (of_the_person_now(old_text) and of_the_persons_own(old_text)):
        return False
    if unreal(old_text) or says_change(old_text) or VISIT.search(old_text) or DATED.search(old_text) or not all(
            of_the_person_now(part) for part in clauses(old_text) if the_persons(part)):
        return False
    said = IDIOMS.sub(" ", new_text).strip()
    if unreal(new_text) or VISIT.search(said) or DATED.search(said) or RECOUNTED.match(said) or SOUGHT.search(said):
        return False
    if shared_terms(said, IDIOMS.sub(" ", old_text)):  # a word both say: the same thing, told of again
        return False
    # Said of the person now in one clause at least ("The rents here are brutal but I love
    # being near the sea"), not as a view (``_VIEW``), of no one else nor of a thing of
    # theirs in any (``own_part`` would take "My shifts on the cardiology ward" for someone's).
    parts = clauses(said)
    if any(someone_elses(part) or of_someone_elses(part, old_text) for part in parts) or not any(
            of_the_persons_own(part) and of_the_person_now(part) and not _VIEW.match(part) for part in parts):
        return False
    return attributes.apart(new_embedding, old_embedding, setting) < VALUE_APART
