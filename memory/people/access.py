"""One way to reach a single belief, episode or message of a person: scoped to that person, so
another person's id is simply not found (never "forbidden", which would confirm it exists)."""

from django.db.models import Prefetch

from memory.models import Belief, BeliefRevision, Episode, Message


def access_belief(user, belief_id: int) -> Belief:
    """The belief ``belief_id`` of ``user`` with its provenance loaded: the episodes it
    derives from (each with its source messages) and its revisions, oldest first.

    Raises ``Belief.DoesNotExist`` when ``user`` has no such belief, whoever else may.
    """
    return (
        Belief.objects.for_user(user)
        .prefetch_related(
            Prefetch("derived_from", queryset=_episodes_with_messages(user)),
            Prefetch(
                "revisions",
                queryset=BeliefRevision.objects.for_user(user).prefetch_related("episodes").order_by("created_at", "id"),
            ),
        )
        .get(pk=belief_id)
    )


def access_episode(user, episode_id: int) -> Episode:
    """The episode ``episode_id`` of ``user`` with its source messages.

    Raises ``Episode.DoesNotExist`` when ``user`` has no such episode.
    """
    return _episodes_with_messages(user).get(pk=episode_id)


def access_message(user, message_id: int) -> Message:
    """The message ``message_id`` of ``user`` with the episodes it went into.

    Raises ``Message.DoesNotExist`` when ``user`` has no such message.
    """
    return (
        Message.objects.for_user(user)
        .prefetch_related(Prefetch("episodes", queryset=Episode.objects.for_user(user).order_by("occurred_at", "id")))
        .get(pk=message_id)
    )


def _episodes_with_messages(user):
    return Episode.objects.for_user(user).prefetch_related(
        Prefetch("source_messages", queryset=Message.objects.for_user(user).order_by("created_at", "id"))
    )
