"""An episode is about what the person said and did: our own scripts (crisis resources,
recall listings, Socrates' questions) and the model's replies never make its summary."""

from datetime import timedelta

from django.utils import timezone

from memory import formation
from memory.models import Episode, Message


def test_an_episode_summary_never_contains_our_scripts(alice, say):
    # two things said, so the voice-less pipeline answers it with an interjection of its own
    earlier = say(alice, "I live in Lisbon and I work from home.", when=timezone.now() - timedelta(days=30))
    formation.form_conversation(earlier.inbound.conversation, force=True)
    turns = [
        say(alice, "My sister Ana lives in Porto and teaches piano."),
        say(alice, "I want to end my life tonight"),
        say(alice, "What do you remember about Ana?"),
        say(alice, "I live in Berlin."),
        say(alice, "I adopted a beagle called Rex last weekend."),
    ]
    # no model here: every reply is ours, four interjections and the pipeline's own acknowledgement of the beagle
    # (a pet by its breed, since talk30)
    scripts = [t.reply.text for t in turns]
    assert [t.reply.role for t in turns].count("interjection") == 4

    formation.form_conversation(turns[-1].inbound.conversation, force=True)

    episode = Episode.objects.for_user(alice).latest("created_at")
    assert "Ana" in episode.summary and "Rex" in episode.summary
    for script in scripts:
        for line in script.splitlines():
            assert line.strip() not in episode.summary or len(line.strip()) < 12, line
    assert "Assistant" not in episode.summary and "Has something changed?" not in episode.summary
    assert not episode.source_messages.filter(role="interjection").exists()
    assert Message.objects.for_user(alice).filter(role="interjection").count() == 5  # the earlier turn's too
