"""The model's reply is cut to two sentences, or where a list begins, while it streams, stops where the model
starts writing the next turn itself, and never carries our frames or headings."""

from memory.cycle import replies


def stream(pieces):
    draft, sent = replies.Draft(), []
    for piece in pieces:
        if not draft.add(piece):
            break
        sent.append(piece)
        if draft.done:
            break
    return draft, sent


def test_generation_stops_after_two_sentences():
    draft, sent = stream(["Hi there.", " Nice to", " see you!", " How are you?", " I am fine.", " More."])
    assert sent == ["Hi there.", " Nice to", " see you!"]
    assert draft.text == "Hi there. Nice to see you!"


def test_generation_stops_where_a_list_begins_and_its_announcement_is_left_out():
    draft, sent = stream(["Dancing is great.", " I have a few styles", " for you:", "\n\n", "- The DanceMates"])
    assert sent == ["Dancing is great.", " I have a few styles", " for you:", "\n\n"]
    assert draft.text == "Dancing is great."


def test_generation_stops_where_the_model_writes_the_next_turn():
    draft, sent = stream(["Sounds lovely.", "\nUser:", " tell me more"])
    assert sent == ["Sounds lovely."] and draft.text == "Sounds lovely."


def test_our_frames_and_headings_never_reach_the_person():
    copied = (
        "- Caroline-conv-26, 15 May 2023: I went to the support group. alice (3 May 2023): I live in Porto. "
        "Notes about alice: she likes tea. I went to the support group."
    )
    text = replies.tidy(copied)
    assert "2023" not in text and "Notes about" not in text and not text.startswith("-")
    assert text.count("I went to the support group.") == 1
    assert replies.tidy("2026: Ah, thank you.") == "Ah, thank you."  # a heading's year alone


def test_a_sentence_repeating_an_earlier_reply_is_left_out():
    earlier = ("I'm sorry for your loss, but as an AI assistant I don't have personal experiences.",)
    written = "I'm sorry for your loss, but as an AI assistant I can't help. Try a short walk before your shift."
    assert replies.tidy(written, earlier) == "Try a short walk before your shift."
    assert replies.tidy("I'm sorry for your loss, but as an AI assistant I can't help.", earlier) == (
        "I'm sorry for your loss, but as an AI assistant I can't help.")  # all of it repeats: kept


def test_a_copied_memory_heading_is_not_a_reply_before_a_line_break():
    draft, sent = stream(["Tom, 20 January 2023:", "\n", "Congratulations", " on your wedding!", " Tell me more.", " Bye."])
    assert draft.text == "Congratulations on your wedding! Tell me more."


def test_a_sentence_echoing_the_persons_message_is_left_out():
    said = "I'm thinking of learning the guitar this winter."
    assert replies.tidy("So, I'm thinking of learning the guitar this winter. That's great!", said=said) == "That's great!"
    assert replies.tidy("Hello again!", said="Hello again!") == "Hello again!"  # all of it echoes: kept


def test_a_stage_direction_is_not_said():
    assert replies.tidy("(smiling) You're so brave. *sighs* It will get easier.") == "You're so brave. It will get easier."
    assert replies.tidy("Call me (if you like) tomorrow.") == "Call me (if you like) tomorrow."
