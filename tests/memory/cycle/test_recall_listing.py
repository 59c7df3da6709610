""""What do you remember about X" lists each memory once, with its day, in the person's
words: not our "who (date):" frame, and no script of ours."""

from memory import formation
from memory.models import Conversation


def test_a_recall_lists_each_memory_once_with_its_day(alice, say):
    told = say(alice, "Remember this: my sister Ana lives in Porto and teaches piano.")
    say(alice, "I want to end my life tonight")
    formation.form_conversation(told.inbound.conversation, force=True)
    listing = say(alice, "What do you remember about Ana?").text
    assert listing.startswith("Here's what I remember about Ana:")
    assert listing.count("Ana lives in Porto") == 1
    assert "alice," not in listing and "alice (" not in listing
    assert "findahelpline" not in listing and "crisis" not in listing.lower()


def test_what_was_said_minutes_ago_is_recalled_before_it_is_a_memory(alice, say):
    say(alice, "My partner Sam and I just adopted a dog called Biscuit.")
    say(alice, "Is Sam a nurse too?")
    say(alice, "I work night shifts at St Mary's.")
    listing = say(alice, "What do you remember about Sam?").text
    assert listing.startswith("Here's what I remember about Sam:")
    assert "My partner Sam and I just adopted a dog called Biscuit." in listing
    assert "nurse too" not in listing and "St Mary" not in listing  # a question, and something else


def test_what_is_remembered_about_me_lists_what_i_said(alice, say):
    say(alice, "I just started a new job as a data analyst in Utrecht.")
    say(alice, "My boyfriend Jonas is a chef.")
    say(alice, "What should I cook tonight?")
    for question in ("What do you remember about me?", "What do you remember?", "What do you know about alice?"):
        listing = say(alice, question).text
        assert listing.startswith("Here's what I remember about you:"), listing
        assert "data analyst in Utrecht" in listing and "Jonas is a chef" in listing
        assert "cook tonight" not in listing  # a question is not something told


def test_nothing_told_yet_is_said_plainly(alice, say):
    assert say(alice, "What do you remember about me?").text == "I don't remember anything about you yet."


def test_a_recall_after_formation_lists_whole_sentences_once(alice, say):
    told = say(alice, "I just started a new job as a data analyst in Utrecht. My boyfriend Jonas is a chef.")
    say(alice, "My sister Lena's birthday is on 14 March.")
    formation.form_conversation(told.inbound.conversation, force=True)
    listing = say(alice, "What do you remember about me?").text
    lines = listing.splitlines()[1:]
    for sentence in ("I just started a new job as a data analyst in Utrecht.", "My boyfriend Jonas is a chef.",
                     "My sister Lena's birthday is on 14 March."):
        assert sum(sentence.rstrip(".") in line for line in lines) == 1, listing
    assert all(line.rstrip().endswith((".", "!", "?")) for line in lines), listing  # no compressed fragments


def test_a_memory_that_came_in_compressed_is_listed_in_full(alice, make_belief):
    from memory.cycle import listings
    from memory.retrieval.assembly import Injected, Retrieval

    belief = make_belief(alice, "alice (28 January 2023): I've been to Paris yesterday!",
                         compressed="alice 28 January 2023: Paris yesterday")
    memory = Retrieval(items=[Injected("belief", belief.pk, "Paris yesterday", "compressed", 1.0, 5, "alice, 28 January 2023")])
    assert listings.recall(alice, "Paris", memory) == (
        "Here's what I remember about Paris:\n• 28 January 2023: I've been to Paris yesterday!")


def test_a_recall_of_a_topic_lists_what_shares_its_words(alice, say):
    told = say(alice, "I teach history at a secondary school in Leeds.")
    say(alice, "I'm back from a weekend in Lisbon with my sister Ana.")
    say(alice, "My son Noah plays football every Saturday.")
    formation.form_conversation(told.inbound.conversation, force=True)
    listing = say(alice, "Do you remember where I went this weekend?").text
    assert "weekend in Lisbon" in listing
    assert "history" not in listing and "football" not in listing  # near the person, not the question
    listing = say(alice, "What do you remember about cooking?").text  # nothing shares it: the nearest stay
    assert listing.startswith("Here's what I remember about cooking:")


def test_a_sentence_said_without_a_stop_is_listed_alone(alice, say):
    told = say(alice, "My wife Clara thinks I'm crazy haha")
    say(alice, "Remember this: my running club meets Tuesdays at 7pm.")
    formation.form_conversation(told.inbound.conversation, force=True)
    listing = say(alice, "What do you remember about Clara?").text
    assert listing.count("My wife Clara thinks I'm crazy haha") == 1
    assert "running club" not in listing and "alice:" not in listing


def test_a_recall_of_a_job_lists_what_was_said_of_work(alice, say):
    say(alice, "I work as a primary school teacher in Leeds.")
    say(alice, "My mum arrives tomorrow.")
    say(alice, "I quit my teaching job, I'm going freelance as an illustrator.")
    listing = say(alice, "What do you remember about my job?").text
    assert "I work as a primary school teacher in Leeds." in listing and "freelance" in listing
    assert "mum" not in listing


def test_what_did_i_say_about_something_lists_it(alice, say):
    say(alice, "I'm Marta, I work as a physiotherapist at a clinic in Valencia.")
    say(alice, "I hate my work commute, it takes an hour.")
    say(alice, "My mum lives in Birmingham.")
    listing = say(alice, "What did I say about my job?").text  # was "I'm not sure — I know that …" the commute
    assert listing.startswith("Here's what I remember about your job:")
    assert "physiotherapist" in listing and "commute" in listing and "Birmingham" not in listing


def test_a_recall_of_someone_lists_what_was_said_of_them_by_name(alice, remember, say):
    """"What do you remember about my sister?" listed "My sister Beth lives in Cardiff, she's
    a vet." alone in a terminal walk-through, though "Beth got engaged last weekend!" was
    said the session after."""
    remember(alice, "My sister Beth lives in Cardiff, she's a vet.", "My brother Sam studies physics in York.")
    told = say(alice, "Beth got engaged last weekend!", conversation=Conversation.objects.create(user=alice, channel="cli"))
    formation.form_conversation(told.inbound.conversation, force=True)
    listing = say(alice, "What do you remember about my sister?", conversation=Conversation.objects.create(user=alice, channel="cli")).text
    assert "Beth lives in Cardiff" in listing and "Beth got engaged last weekend" in listing and "Sam" not in listing, listing
    said_now = say(alice, "Beth wants a big wedding.", conversation=told.inbound.conversation)
    listing = say(alice, "What do you remember about my sister?", conversation=said_now.inbound.conversation).text
    assert "Beth wants a big wedding." in listing, listing
