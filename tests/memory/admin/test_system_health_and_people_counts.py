"""The dashboard says whether the database and Redis answer, when a worker and beat were
last seen; the people list counts each person's memory and their last formation."""

from django.utils import timezone
from django_celery_beat.models import PeriodicTask

from memory.models import TaskRun


def test_health_rows(client, operator):
    TaskRun.objects.create(task="decay", status="ok", finished_at=timezone.now())
    PeriodicTask.objects.filter(pk=PeriodicTask.objects.first().pk).update(last_run_at=timezone.now())
    client.force_login(operator)
    page = client.get("/admin/memory/taskrun/").content.decode()
    assert 'id="health-database">answering' in page and 'id="health-redis">answering' in page
    assert "no worker answered" in page and "last finished a task 0" in page
    assert 'id="health-beat">last sent a task 0' in page


def test_people_list_counts_memory_per_person(client, operator, alice, bob, make_belief):
    make_belief(alice, "Alice keeps bees.")
    make_belief(alice, "Alice plays chess.")
    client.force_login(operator)
    page = client.get("/admin/auth/user/?o=1").content.decode()
    alice_row = next(row for row in page.split("<tr") if ">alice<" in row)
    bob_row = next(row for row in page.split("<tr") if ">bob<" in row)
    assert "2 / 2" in alice_row and "0 / 0" in bob_row
    assert 'class="field-episodes">2<' in alice_row
