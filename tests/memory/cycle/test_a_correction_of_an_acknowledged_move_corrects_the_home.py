"""A correction of a place right after a move was acknowledged corrects the home, and a
detail said with it that goes on as before changes nothing. In a walk-through, "No, that's
wrong, we moved to York, not Leeds. I still work in Leeds." was read as a change of the
person's job in Leeds, acknowledged, and the job superseded."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import formation, socrates
from memory.models import Belief, BeliefRevision, BeliefStatus

CORRECTION = "No, that's wrong, we moved to York, not Leeds. I still work in Leeds."


@pytest.fixture
def corrected(alice, say):
    """A home and a job said long ago, a move acknowledged now, then corrected."""
    long_ago = timezone.now() - timedelta(days=40)
    turn = say(alice, "I live in Manchester.", when=long_ago)
    say(alice, "I work at the hospital in Leeds.", when=long_ago + timedelta(minutes=1))
    formation.form_conversation(turn.inbound.conversation, force=True)
    assert say(alice, "We moved to Leeds last month.").text.endswith(socrates.NOTED)
    return say(alice, CORRECTION)


def _revisions(user, about):
    return dict(
        BeliefRevision.objects.for_user(user).filter(belief__full__contains=about).values_list("new_full", "llm_verdict")
    )


def test_the_correction_is_acknowledged_as_the_home_that_changed(alice, corrected):
    assert '"I live in Manchester"' in corrected.text and "York" in corrected.text
    assert "hospital" not in corrected.text
    assert _revisions(alice, "Manchester") == {
        "We moved to Leeds last month.": socrates.DECLINED,
        "we moved to York, not Leeds.": socrates.CONFIRMED,
    }


def test_the_job_that_goes_on_is_not_changed(alice, corrected):
    formation.form_conversation(corrected.inbound.conversation, force=True)
    assert not _revisions(alice, "hospital")
    assert Belief.objects.for_user(alice).get(full__contains="hospital").status == BeliefStatus.ACTIVE


def test_the_home_is_superseded_by_the_corrected_move(alice, corrected):
    formation.form_conversation(corrected.inbound.conversation, force=True)
    manchester = Belief.objects.for_user(alice).get(full__contains="Manchester")
    assert manchester.status == BeliefStatus.SUPERSEDED
    assert "York" in manchester.superseded_by.full
