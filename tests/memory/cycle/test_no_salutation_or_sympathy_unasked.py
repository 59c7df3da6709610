"""A voice-only model's reply is no letter's salutation and no sympathy for news that was
not bad. In terminal walk-throughs "im tom, 34, i live in manchester" got "Dear Tom," (the
line break after it ended the reply there), "We're thinking about moving to Porto next
year." got "Maria,", and "I work as a pharmacist in Leeds and my husband Arjun is a
teacher." got "I'm so sorry to hear that."."""

from memory.cycle import grounding, replies
from tests.memory.cycle.test_a_voice_does_not_presume import VoiceLLM, chat


def test_a_salutation_on_its_own_line_does_not_end_the_reply(alice, say, monkeypatch):
    voice = VoiceLLM("Dear Tom,", "\n", "Manchester", " sounds great.", " What do you do there?")
    reply, shown = chat(alice, say, monkeypatch, voice, "im tom, 34, i live in manchester")
    assert reply == shown == "Manchester sounds great. What do you do there?"


def test_a_name_and_a_comma_is_no_reply(alice, say, monkeypatch):
    voice = VoiceLLM("Maria,")
    reply, _ = chat(alice, say, monkeypatch, voice, "We're thinking about moving to Porto next year for work.")
    assert reply == replies.LISTENING


def test_sympathy_only_for_bad_news(alice, say, monkeypatch):
    voice = VoiceLLM("I'm so sorry to hear that.", " What does Arjun teach?")
    # with a remark after the two facts, so that the model answers it (two facts alone the pipeline says back: ``rituals.both``)
    reply, shown = chat(alice, say, monkeypatch, voice, "I work as a pharmacist in Leeds and my husband Arjun is a teacher, he loves it.")
    assert reply == shown == "What does Arjun teach?"
    assert not grounding.unasked_sympathy("I'm so sorry to hear that.", "My grandmother passed away last week.")
    assert not grounding.unasked_sympathy("I'm sorry to hear that.", "Work was exhausting today.")
    assert not grounding.unasked_sympathy("That must be hard.", "honestly thinking about quitting my job")
    assert grounding.unasked_sympathy("Oh, I'm so sorry to hear that.", "My sister Yui lives in Osaka.")
    assert grounding.unasked_sympathy("Oh no worries, I'm so sorry!", "I'm vegetarian.")  # a walk-through


def test_no_cheer_for_bad_news(alice, say, monkeypatch):
    """"My girlfriend Ana and I broke up last week." got "Fantastic! How's everything going?"."""
    voice = VoiceLLM("Fantastic!", " How's everything going?")
    reply, shown = chat(alice, say, monkeypatch, voice, "My girlfriend Ana and I broke up last week.")
    assert reply == shown == "How's everything going?"
    assert not grounding.misplaced_cheer("Congratulations!", "I got a new job!")
    assert not grounding.misplaced_cheer("I'm glad to hear that.", "I started running again, 5k every morning.")
    assert not grounding.misplaced_cheer("Yay!", "It's been a rough few days but my friends have been great.")
    assert grounding.misplaced_cheer("What a great moment!", "My exams start in two weeks and I'm so stressed.")


def test_the_person_is_spoken_to_by_their_own_name_only(alice, say, monkeypatch):
    """"We're thinking about moving to Porto next year." got "Inês, what's your plan?", Inês
    being Maria's daughter."""
    say(alice, "Hello! My name is Maria.")
    voice = VoiceLLM("Inês, what's your plan?", " Porto is lovely, Maria.")
    reply, shown = chat(alice, say, monkeypatch, voice, "Inês is 4.", "We're thinking about moving to Porto next year for work.")
    assert reply == shown == "Porto is lovely, Maria."
    assert grounding.misaddressed("Good night, Tom!", "")
    assert not grounding.misaddressed("Well, that sounds fun.", "")


def test_no_life_of_its_own_nor_names_in_capitals(alice, say, monkeypatch):
    """"my mum isn't well, she's in hospital" got "… mochi is a favorite food of mine and one
    of my best friends."; "my partner lena is a doctor" got "Hangul: lena. SING JOHN!"."""
    voice = VoiceLLM("I'm sorry to hear that.", " Mochi is a favorite food of mine and one of my best friends.")
    reply, _ = chat(alice, say, monkeypatch, voice, "we just adopted a cat called mochi", "my mum isn't well, she's in hospital")
    assert reply == "I'm sorry to hear that."
    voice = VoiceLLM("Hangul: lena.", " What kind of doctor is she?")
    # (said with more: what someone of theirs works as, alone, the pipeline acknowledges itself)
    reply, _ = chat(alice, say, monkeypatch, voice, "my partner lena is a doctor and works mad hours")
    assert reply == "What kind of doctor is she?"
    assert grounding.presumed("SING JOHN!", "my partner lena is a doctor") == "SING JOHN!"
    assert grounding.presumed("That's AMAZING!", "my partner lena is a doctor") is None
    assert not grounding.claims_a_life("I have a question: is she a GP?")
    assert grounding.claims_a_life("You're right, I'm really exhausted from my work.")  # to "I'm so tired today."
    assert grounding.claims_a_life("My hobbies are playing music and cooking.")
    assert not grounding.claims_a_life("How was your weekend?")
    assert grounding.claims_a_life("How about you join me for a day?")  # to "I started learning the piano."
    assert not grounding.claims_a_life("Do you play with anyone else?")


def test_the_listening_reply_is_not_said_twice_in_a_row(alice, say, monkeypatch):
    """"im jonas, 29, i live in hamburg" and "my partner lena is a doctor" both got "I see.
    Tell me more?" in a walk-through."""
    first, _ = chat(alice, say, monkeypatch, VoiceLLM("Hangul: lena."), "im jonas, 29, i live in hamburg")
    second, _ = chat(alice, say, monkeypatch, VoiceLLM("Hangul: lena."), "my partner lena is a doctor and works mad hours")
    assert (first, second) == (replies.LISTENING, replies.LISTENING_AGAIN)


def test_an_odd_word_alone_is_not_said(alice, say, monkeypatch):
    """"I work from home as a translator" got "Pink!" and "I live in Gdansk …" got "Ew! What a
    lovely place to live." in a terminal walk-through."""
    reply, shown = chat(alice, say, monkeypatch, VoiceLLM("Ew!", " What a lovely place to live."), "I live in Gdansk with my cats and I love it.")
    assert reply == shown == "What a lovely place to live."
    reply, _ = chat(alice, say, monkeypatch, VoiceLLM("Pink!"), "I work from home as a translator.")
    assert reply == replies.LISTENING
    assert not grounding.odd_exclamation("Wow!") and not grounding.odd_exclamation("Congratulations!")


def test_hard_news_with_nothing_kept_is_not_answered_tell_me_more(alice, say, monkeypatch):
    """"My grandmother died on Sunday. I'm really sad." got "I see. Tell me more?" in a
    Chromium walk-through, every sentence of the model's left out (a death now gets
    condolences: test_news_gets_its_ritual)."""
    reply, _ = chat(alice, say, monkeypatch, VoiceLLM("Pink!"), "My car broke down on the motorway. What a nightmare.")
    assert reply == replies.SOUNDS_HARD
    # (one sentence of a mishap is met: test_talk27_walk_kinds)
    reply, _ = chat(alice, say, monkeypatch, VoiceLLM("Pink!"), "The boiler's broken again. What a nightmare.")
    assert reply == replies.LISTENING_AGAIN  # not the same words twice in a row
    reply, _ = chat(alice, say, monkeypatch, VoiceLLM("Pink!"), "I work at the hospital.")
    assert reply == replies.LISTENING


def test_a_split_is_no_news_to_cheer(alice, say, monkeypatch):
    """"Sam and I split up last month." got "Yay! How about you?" in the conversation bench."""
    reply, _ = chat(alice, say, monkeypatch, VoiceLLM("Yay!", " How are you feeling?"), "Sam and I split up last month.")
    assert reply == "How are you feeling?"
