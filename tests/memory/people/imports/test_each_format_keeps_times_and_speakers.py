"""Every format's messages reach the archive with their original time and speaker, the
person's own as theirs (no speaker name, as a live message), others' under their names,
a model's replies as the assistant's; then they are formed into episodes."""

from datetime import datetime, timedelta, timezone

import pytest

from memory.models import Episode, ImportStatus, Message, Profile, Role

UTC = timezone.utc


def archived(user):
    return [
        (m.created_at, m.role, m.speaker, m.text)
        for m in Message.objects.for_user(user).filter(channel="import").order_by("created_at", "id")
    ]


def test_chatgpt_export(alice, imported):
    job = imported(alice, "chatgpt_conversations.json")
    assert (job.status, job.format, job.total, job.added) == (ImportStatus.DONE, "chatgpt", 6, 6)
    rows = archived(alice)
    assert rows[0] == (
        datetime(2024, 3, 15, 10, 20, 12, 250000, tzinfo=UTC), Role.USER, "",
        "My sourdough starter Bubbles is three weeks old and smells of nail polish.",
    )
    assert rows[1][:3] == (datetime(2024, 3, 15, 10, 20, 20, 500000, tzinfo=UTC), Role.ASSISTANT, "ChatGPT")
    # The branch the person last saw, not the draft they regenerated.
    assert not any("abandoned draft" in text for *_, text in rows)
    assert rows[2][3] == "Here is a photo. I bake every Saturday for my neighbour Ines."


@pytest.mark.parametrize(
    "name, first, noor_or_priya",
    [
        ("whatsapp_ios.txt", datetime(2023, 3, 15, 9, 2, 11, tzinfo=UTC), "Noor Haddad"),
        ("whatsapp_android.txt", datetime(2023, 3, 15, 9, 2, tzinfo=UTC), "Priya"),
    ],
)
def test_whatsapp_chat_in_both_date_forms(alice, imported, name, first, noor_or_priya):
    job = imported(alice, name, own=["Sam Rivera"])
    assert job.status == ImportStatus.DONE and job.own == ["Sam Rivera"]
    rows = archived(alice)
    assert rows[0][:3] == (first, Role.USER, "")
    assert rows[1][2] == noor_or_priya
    assert {speaker for _, _, speaker, _ in rows} == {"", noor_or_priya}
    assert not any("omitted" in text or "encrypted" in text for *_, text in rows)


def test_whatsapp_times_are_the_persons_local_times(alice, imported):
    Profile.objects.update_or_create(user=alice, defaults={"timezone": "America/New_York"})
    imported(alice, "whatsapp_android.txt", own=["Sam Rivera"])
    assert archived(alice)[0][0] == datetime(2023, 3, 15, 13, 2, tzinfo=UTC)  # 9:02 AM in New York (EDT)


def test_whatsapp_continuation_lines_stay_in_their_message(alice, imported):
    imported(alice, "whatsapp_ios.txt", own=["Sam Rivera"])
    texts = [text for *_, text in archived(alice)]
    assert "I am planting broad beans and three kinds of garlic\nand maybe a fig tree if the soil allows" in texts


def test_mailbox(alice, imported):
    job = imported(alice, "mailbox.mbox", own=["sam.rivera@example.com"])
    assert job.status == ImportStatus.DONE
    rows = archived(alice)
    assert rows[0][:3] == (datetime(2023, 4, 10, 6, 15, tzinfo=UTC), Role.USER, "Alex Moreau")
    # Sam's reply: theirs (the address matches whatever its case), quoted history stripped,
    # an mbox-escaped ">From" line restored.
    assert rows[1] == (
        datetime(2023, 4, 10, 10, 40, tzinfo=UTC), Role.USER, "",
        "Wednesdays at six are perfect. I rented a cello from Hartmann's shop on Elm Street.\n"
        "From now on I will practise every morning.",
    )
    assert rows[2][2:] == ("Garden Shop", "Seed potatoes are **half price** this week.")


def test_locomo(alice, imported):
    job = imported(alice, "locomo.json", own=["Mira"])
    assert job.status == ImportStatus.DONE
    rows = archived(alice)
    start = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert [(when, speaker) for when, _, speaker, _ in rows[:3]] == [
        (start, ""), (start + timedelta(seconds=20), "Tomas"), (start + timedelta(seconds=40), "")
    ]
    assert rows[2][3].endswith("[shares a photo of a lopsided blue bowl]")


def test_imported_messages_are_formed_into_episodes_per_session(alice, imported):
    job = imported(alice, "locomo.json", own=["Mira"])
    episodes = list(Episode.objects.for_user(alice).order_by("occurred_at"))
    assert job.episodes == len(episodes) == 2  # two sessions twelve days apart
    assert episodes[0].occurred_at == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert episodes[1].occurred_at == datetime(2023, 5, 20, 19, 10, tzinfo=UTC)
    assert "pottery" in episodes[0].summary.lower()
    assert not Message.objects.for_user(alice).filter(episodes__isnull=True).exclude(status="not_encoded").exists()
