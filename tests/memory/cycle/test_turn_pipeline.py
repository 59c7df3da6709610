from datetime import timedelta

from django.utils import timezone

from memory import cycle, formation
from memory.models import Belief, Conversation, Message, RetrievalTrace


def test_a_fact_from_an_earlier_conversation_is_used_later(alice, say):
    long_ago = timezone.now() - timedelta(days=3)
    first = say(alice, "My daughter Zoe starts kindergarten in September.", when=long_ago)
    formation.form_conversation(first.inbound.conversation, force=True)

    later = say(alice, "When does my kid start school?")
    assert later.inbound.conversation_id != first.inbound.conversation_id
    injected = " ".join(item.text for item in later.memory.items)
    assert "Zoe" in injected and "kindergarten" in injected
    trace = RetrievalTrace.objects.for_user(alice).get(message=later.inbound)
    assert trace.tokens_used <= trace.budget and trace.injected


def test_a_turn_reinforces_what_it_used_once_the_reply_is_stored(alice, say):
    first = say(alice, "My daughter Zoe starts kindergarten in September.", when=timezone.now() - timedelta(days=3))
    formation.form_conversation(first.inbound.conversation, force=True)
    belief = Belief.objects.for_user(alice).get(full__contains="kindergarten")

    later = say(alice, "When does my kid start school?")
    assert belief.pk in later.memory.belief_ids
    belief.refresh_from_db()
    assert belief.access_count == 1 and belief.last_accessed == later.inbound.created_at
    assert belief.retrieval_context_text == "When does my kid start school?"


def test_every_turn_is_archived_with_a_reply_and_a_trace(alice, say):
    result = say(alice, "The audit at work is dragging on.")  # "Work has been stressful this week." is met (happenings)
    # No model here: the reply is the pipeline's own note, stored as the interjection it is.
    assert result.inbound.role == "user" and result.reply.role == "interjection"
    assert Message.objects.for_user(alice).count() == 2
    assert RetrievalTrace.objects.for_user(alice).count() == 1


def test_a_message_survives_an_llm_failure(alice, engine, settings):
    settings.HIPPOCAMPUS = {
        **engine, "LLM_BACKEND": "openai", "LLM_URL": "http://127.0.0.1:9/v1", "LLM_MODEL": "m",
        "LLM_TIMEOUT": 2, "LLM_RETRIES": 0,
    }
    result = cycle.handle(cycle.Attention(user=alice, channel="cli", text="Can you plan my week?"))
    stored = Message.objects.for_user(alice).get(pk=result.inbound.pk)
    assert stored.text == "Can you plan my week?" and stored.status == "failed"
    assert result.reply.text.startswith("Sorry — I couldn't generate a reply just now")
    assert "Your message is saved" in result.reply.text


def test_a_redelivered_message_is_answered_once(alice, say):
    first = say(alice, "Book club is on Thursday.", provider_id="SM123")
    again = say(alice, "Book club is on Thursday.", provider_id="SM123")
    assert again.duplicate and again.inbound.pk == first.inbound.pk and again.reply.pk == first.reply.pk
    assert Message.objects.for_user(alice).count() == 2


def test_inertia_state_and_context_switch_are_traced(alice, say):
    say(alice, "I'm training for the Berlin marathon.")
    switched = say(alice, "How do I fix a leaking kitchen tap?")
    assert switched.trace.context_switch is True


def test_a_self_prompt_is_stored_as_an_internal_reflection(alice, engine):
    conversation = Conversation.objects.create(user=alice, channel=cycle.INTERNAL)
    result = cycle.handle(
        cycle.Attention(user=alice, channel=cycle.INTERNAL, text="Reflect on Alice's goals.", kind="self_prompt",
                        conversation=conversation)
    )
    assert result.inbound.role == "reflection" and result.reply.role == "reflection"
