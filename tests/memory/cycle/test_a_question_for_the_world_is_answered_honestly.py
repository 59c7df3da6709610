"""A voice-only model asked a fact, a sum, a how-to or a recommendation gets an honest
reply from the pipeline: in a terminal walk-through the embedded 135M answered "What's the
capital of France?" with "I don't know — you haven't told me that yet.", "What is 17 times
23?" with "… is just another way to say 66." and "How do I fix a leaking tap?" with "Sure
thing!". What the person told is still answered from memory."""

from datetime import datetime
from datetime import timezone as dt_timezone

from memory.cycle import answers
from memory.models import Profile


def test_the_world_gets_an_honest_reply_and_memory_still_answers(alice, say):
    for text in ["What's the capital of France?", "What is 17 times 23?", "How do I fix a leaking tap?",
                 "Can you recommend a good book?", "What's 15% of 80?",
                 "Can you help me write an email to my boss asking for a day off?"]:
        assert say(alice, text).text == answers.ONLY_A_CHAT
    say(alice, "My friend Alex lives in Oslo.")
    assert say(alice, "Where does Alex live?").text == "Your friend Alex lives in Oslo (you told me earlier today)."
    assert say(alice, "Where is Oslo?").text != answers.ONLY_A_CHAT  # told of, so not only the world's


def test_the_weather_and_the_news_are_not_offered_what_was_told(alice, say):
    """"What's the weather like in Bristol today?" after "I'm a primary school teacher in
    Bristol" was offered "I'm not sure — I know that you're a primary school teacher in
    Bristol" in a walk-through; "Who won the World Cup in 2018?" got "you haven't told me"."""
    say(alice, "I'm a primary school teacher in Bristol.")
    for text in ["What's the weather like in Bristol today?", "Will it rain tomorrow?", "What's in the news?"]:
        assert say(alice, text).text == answers.NO_VIEW, text
    assert say(alice, "Who won the World Cup in 2018?").text == answers.ONLY_A_CHAT


def test_the_day_and_the_time_are_the_clocks(alice, say):
    """"What day is it today?" got "The sun shines bright and the sea's calm." from the
    embedded model in a walk-through."""
    Profile.objects.update_or_create(user=alice, defaults={"timezone": "Asia/Tokyo"})
    when = datetime(2026, 11, 28, 23, 30, tzinfo=dt_timezone.utc)  # already Sunday in Tokyo
    assert say(alice, "What day is it today?", when=when).text == "Today is Sunday, 29 November 2026."
    assert say(alice, "what time is it", when=when).text == "It's 08:30 (Asia/Tokyo) on Sunday, 29 November 2026."
