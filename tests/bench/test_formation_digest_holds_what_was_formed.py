"""The formation bench's digest of the formed rows (``scale_formation.formed_digest``)
changes with anything formation decides (a belief's reinforcement, its provenance, a
message withheld) and not with when a row happened to be written, so a change meant only
to make formation cheaper can be checked to leave every row as it was."""

from django.utils import timezone

from bench import scale_formation
from memory import formation
from memory.models import Belief, BeliefRevision, Message, RevisionReason


def test_the_digest_follows_what_was_formed_not_when(alice, bob, make_belief, make_episode):
    swims = make_belief(alice, "Sam (4 March 2024): I swim every Tuesday.")
    make_belief(bob, "Sam (4 March 2024): I play the cello.")
    later = make_episode(alice, "I still swim.")
    BeliefRevision.objects.create(belief=swims, reason=RevisionReason.CONTRADICTION, old_full=swims.full,
                                  new_full="Sam (9 May 2024): I stopped swimming.")
    before = scale_formation.formed_digest([alice])
    assert scale_formation.formed_digest([alice]) == before

    Belief.objects.filter(pk=swims.pk).update(superseded_at=timezone.now())
    BeliefRevision.objects.update(created_at=timezone.now())
    assert scale_formation.formed_digest([alice]) == before

    Belief.objects.filter(pk=swims.pk).update(reinforcement_count=1)
    reinforced = scale_formation.formed_digest([alice])
    assert reinforced != before

    swims.derived_from.add(later)
    linked = scale_formation.formed_digest([alice])
    assert linked != reinforced

    Message.objects.filter(user=alice).update(status=formation.NOT_ENCODED)
    assert scale_formation.formed_digest([alice]) != linked
