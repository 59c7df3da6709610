"""The conversation bench's measures: copied system text, copied earlier replies, which
probes may be asked, and the scripted changes' plan."""

import random

from bench import conversation
from memory.cycle import replies
from bench.locomo_data import Question


def test_our_frames_and_scripts_count_as_copied_system_text():
    assert conversation.copies_system("Caroline, 15 May 2023: I went to the group.")
    assert conversation.copies_system("alice (3 May 2023): I live in Porto.")
    assert conversation.copies_system("Notes about alice: she likes tea.")
    assert not conversation.copies_system("That sounds like a lovely day at the beach!")


def test_a_reply_mostly_made_of_earlier_replies_counts_as_copied():
    earlier = conversation.Person()
    earlier.grams |= replies.four_grams("I'm so glad to hear that you are doing well today.")
    assert conversation.copies_earlier("I'm so glad to hear that you are doing well today!", earlier)
    assert not conversation.copies_earlier("Porto is lovely in spring; take the tram along the river.", earlier)


def test_probes_need_all_their_evidence_said_in_earlier_sessions():
    said = {"D1:1": 0, "D2:3": 1}
    first = Question(number=1, text="q1", answer="a", category=4, evidence=("D1:1",))
    both = Question(number=2, text="q2", answer="a", category=1, evidence=("D1:1", "D2:3"))
    unsaid = Question(number=3, text="q3", answer="a", category=4, evidence=("D1:2",))
    conv = type("C", (), {"questions": [first, both, unsaid]})()
    assert conversation.probes_for(conv, said, 1) == [first]
    assert conversation.probes_for(conv, said, 2) == [first, both]


def test_each_change_is_said_in_one_session_and_changed_in_a_later_one():
    plan = conversation.scripted_plan(4, conversation.DEV_CHANGES, random.Random(3))
    where = {text: session for session, items in plan.items() for _, text, _ in items}
    for before, after in conversation.DEV_CHANGES:
        assert where[before] < where[after]
    firsts = {text: earlier for items in plan.values() for kind, text, earlier in items if kind == "change_after"}
    assert firsts == {after: before for before, after in conversation.DEV_CHANGES}
    assert conversation.scripted_plan(1, conversation.DEV_CHANGES, random.Random(3)) == {}


def test_a_change_counts_as_surfaced_only_on_its_own_first_statement():
    from bench.conversation_report import summarise

    def turn(reply, earlier="I'm dating Sam."):
        return conversation.Turn(
            sample="s", session=1, kind="change_after", text="Sam and I split up last month.", reply=reply,
            role="interjection", level=2, floor="", checked_in=False, withheld=False, challenge=conversation.surfaced(reply),
            copies_system=False, copies_reply=False, memory_tokens=0, reply_ms=1.0, first_token_ms=None,
            change_set="dev", earlier=earlier,
        )

    own = turn('Last week you said "I\'m dating Sam"; now you say "Sam and I split up last month". '
               "Noted — I'll remember that this has changed.")
    other = turn('Last week you said "I\'m married to Tom"; now you say "Sam and I split up last month". '
                 "Noted — I'll remember that this has changed.")
    missed = turn("I see. Tell me more?")
    summary = summarise([own, other, missed])
    assert own.challenge and other.challenge
    assert (summary["true_changes_surfaced"], summary["true_changes_other_target"], summary["true_changes"]) == (1, 1, 3)
    assert summary["true_changes_by_set"] == {"dev": [1, 3]}


def test_an_ordinary_turn_challenged_on_a_scripted_statement_is_false_and_told_apart():
    from bench.conversation_report import summarise

    def turn(kind, text, reply=""):
        return conversation.Turn(
            sample="s", session=1, kind=kind, text=text, reply=reply, role="interjection", level=2, floor="",
            checked_in=False, withheld=False, challenge=conversation.surfaced(reply), copies_system=False,
            copies_reply=False, memory_tokens=0, reply_ms=1.0, first_token_ms=None,
        )

    asked = " Has something changed?"
    turns = [
        turn("change_before", "I teach math at a high school."),
        # The speaker's own story contradicts what the bench made them say: false, told apart.
        turn("ordinary", "I'm turning my love of dance into a business.",
             'Last week you said "I teach math at a high school"; now you say "I\'m turning my love of dance into a business".'
             + asked),
        # Their own words against their own words, contradicting nothing: false.
        turn("ordinary", "Cuddling up with a book is my chill time.",
             'Last week you said "I haven\'t had much time to read"; now you say "Cuddling up with a book is my chill time".'
             + asked),
        turn("ordinary", "Nice to hear from you!", "Hello!"),
    ]
    summary = summarise(turns)
    assert (summary["false_challenges"], summary["challenged_on_the_script"], summary["ordinary_turns"]) == (2, 1, 3)


def test_a_life_carries_one_change_per_attribute_and_none_its_story_tells_of():
    from bench import scripted_lives

    stories = [scripted_lives.told_of(["Lost my job as a banker yesterday, so I'm starting a dance studio."]),
               scripted_lives.told_of(["Nice job, Maria! How are your kids?"]), set(), set()]
    assert stories[:2] == [{"work"}, set()]
    carried = scripted_lives.lives(stories, {"dev": conversation.DEV_CHANGES, "old held": conversation.OLD_HELD_CHANGES},
                                   random.Random(3))
    uses = {}
    for story, sets in zip(stories, carried):
        attributes = [scripted_lives.ABOUT[before] for pairs in sets.values() for before, _ in pairs]
        assert len(attributes) == len(set(attributes)) and not story & set(attributes)
        for pairs in sets.values():
            for pair in pairs:
                uses[pair] = uses.get(pair, 0) + 1
    assert max(uses.values()) <= 2 and "work" not in {scripted_lives.ABOUT[b] for s in carried[0].values() for b, _ in s}
    assert min(len([p for s in sets.values() for p in s]) for sets in carried) >= 6
