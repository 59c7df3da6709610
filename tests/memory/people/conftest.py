"""An account with something of every kind the export carries: conversations formed
through the pipeline, a withheld message, an archived episode, a superseded belief with
its revision, co-access, settings and learned alphas."""

import pytest

from memory import formation
from memory.models import (
    Belief,
    BeliefRevision,
    CoAccess,
    EpisodeArchive,
    RelevanceProfile,
)
from memory.people import do_set_preferences
from memory.socrates.supersession import supersede


@pytest.fixture
def full_account(say, remember, make_belief):
    def fill(user):
        remember(user, "My sister Maya lives in Lisbon and works as an architect.", "I work as a nurse on night shifts.")
        withheld = say(user, "I keep thinking about killing myself")
        formation.form_conversation(withheld.inbound.conversation, force=True)
        old = make_belief(user, "I live in Porto.")
        new = make_belief(user, "I moved to Lisbon in June.")
        supersede(old=old, new=new, note="moved")
        EpisodeArchive.objects.create(episode=old.derived_from.get(), reason="test")
        first, second = sorted(Belief.objects.for_user(user).order_by("pk")[:2], key=lambda belief: belief.pk)
        CoAccess.objects.update_or_create(user=user, belief_a=first, belief_b=second, defaults={"count": 2.5})
        do_set_preferences(user=user, deprecation_rate="fast", timezone="Europe/Lisbon")
        RelevanceProfile.objects.update_or_create(user=user, defaults={"alpha_semantic": 9.5})
        assert BeliefRevision.objects.for_user(user).exists()
        return user

    return fill
