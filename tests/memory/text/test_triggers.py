import pytest

from memory.text import triggers
from memory.models import Belief


@pytest.mark.parametrize(
    "text, intent, topic",
    [
        ("Please remember that my locker code changed", triggers.REMEMBER, ""),
        ("don't forget I'm vegetarian", triggers.REMEMBER, ""),
        ("This is really important to me.", triggers.SIGNIFICANT, ""),
        ("that matters a lot to me", triggers.SIGNIFICANT, ""),
        ("My grandmother's ring. It's really important to me, she wore it every day.", triggers.SIGNIFICANT, ""),
        ("This is important: my sister's wedding is on 4 May.", triggers.SIGNIFICANT, ""),
        ("What do you remember about my sister?", triggers.RECALL, "my sister"),
        ("what do you know about Lisbon", triggers.RECALL, "Lisbon"),
        ("What do you remember?", triggers.RECALL, ""),
        ("Do you remember when we met?", triggers.RECALL, "when we met"),
        ("Dig deeper into my job search.", triggers.DIG_DEEPER, "my job search"),
        ("search your memory for the wedding", triggers.DIG_DEEPER, "the wedding"),
        ("Can you run memory maintenance?", triggers.MAINTENANCE, ""),
        ("tidy up your memories please", triggers.MAINTENANCE, ""),
        ("What did I used to think about remote work?", triggers.FORMER, "remote work"),
        ("what did I think about Berlin before?", triggers.FORMER, "Berlin"),
        ("What did I say about my job?", triggers.RECALL, "my job"),
        ("what have i said about Priya", triggers.RECALL, "Priya"),
        ("What did I say about my job before?", triggers.FORMER, "my job"),
    ],
)
def test_intents_are_recognised_in_varied_phrasing(text, intent, topic):
    found = triggers.detect(text)
    assert found is not None and found.intent == intent and found.topic == topic


@pytest.mark.parametrize("text", [
    "I remember the beach", "I know about Lisbon", "the maintenance guy came",
    # What the person values, not a mark on what they said (the conversation bench)
    "It's important to me that people have someone to talk to, and I want to help make that happen.",
    "Thanks Maria! It's important to me to put my words into action and find solutions.",
    "Sharing our experiences isn't always easy, but I feel it's important to help promote understanding.",
    "Improving education is particularly interesting to me. It's important for our community.",
    "It matters to me that the kids grow up near their grandparents.",
])
def test_ordinary_sentences_are_not_triggers(text):
    assert triggers.detect(text) is None


def test_asking_to_be_told_a_name_is_a_question_not_a_recall():
    assert triggers.detect("Do you remember my boyfriend's name?") is None
    assert triggers.detect("Do you remember my boyfriend?") == triggers.Trigger(triggers.RECALL, "my boyfriend")


def test_remember_this_encodes_at_once_with_high_significance(alice, say, django_capture_on_commit_callbacks):
    from memory import formation

    result = say(alice, "Remember this: my passport expires in March 2027.")
    formation.form_conversation(result.inbound.conversation, force=True)
    belief = Belief.objects.for_user(alice).get(full__contains="passport")
    assert belief.significance >= 0.85


def test_what_do_you_remember_lists_the_memories_about_the_topic(alice, remember, say):
    remember(alice, "My sister Maya lives in Lisbon.", "I play the cello in a quartet.")
    result = say(alice, "What do you remember about my sister?")
    assert result.level == 3
    assert result.text.startswith("Here's what I remember about your sister:")
    assert "Lisbon" in result.text.splitlines()[1]


def test_what_did_i_used_to_think_shows_superseded_beliefs(alice, make_belief, say):
    from memory import socrates

    old = make_belief(alice, "I think remote work is isolating.")
    new = make_belief(alice, "I now love working remotely.")
    socrates.supersede(old=old, new=new)
    result = say(alice, "What did I used to think about remote work?")
    assert result.text.startswith("Here's what you used to think about remote work:")
    assert "remote work is isolating" in result.text and "then: I now love working remotely." in result.text


def test_dig_deeper_searches_episodes_and_the_raw_archive(alice, remember, say):
    remember(alice, "The wedding in Porto was on a cliff above the sea.")
    result = say(alice, "Dig deeper into the wedding")
    assert "From our past conversations:" in result.text and "Porto" in result.text
    assert any(item.kind == "episode" for item in result.memory.items)


def test_a_request_to_the_memory_is_neither_a_belief_nor_a_memory_of_itself(alice, say):
    from memory import formation

    told = say(alice, "My daughter Isla is starting primary school in September.")
    listing = say(alice, "Dig deeper into Isla.").text
    assert "From our past conversations:" in listing and listing.count("Dig deeper") == 0
    say(alice, "Run memory maintenance.")
    formation.form_conversation(told.inbound.conversation, force=True)
    kept = list(Belief.objects.for_user(alice).values_list("full", flat=True))
    assert any("Isla is starting primary school" in full for full in kept)
    assert not any("Dig deeper" in full or "maintenance" in full for full in kept), kept


def test_tell_me_about_something_of_theirs_is_a_recall():
    found = triggers.detect("Tell me about my cello lessons")
    assert found.intent == triggers.RECALL and found.topic == "my cello lessons"
    assert triggers.detect("Can you remind me about our trip to Rome?").topic == "our trip to Rome"
    assert triggers.detect("Tell me about Paris") is None
