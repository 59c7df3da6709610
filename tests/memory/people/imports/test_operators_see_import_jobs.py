"""The operator panel lists people's imports read-only, with how far each got."""

from memory.models import ImportJob


def test_the_operator_sees_an_import_and_cannot_change_it(client, operator, alice, start):
    job = start(alice, "locomo.json", own=["Mira"])
    client.force_login(operator)
    listing = client.get("/admin/memory/importjob/")
    assert listing.status_code == 200 and b"locomo.json" in listing.content and b"queued" in listing.content
    assert client.post(f"/admin/memory/importjob/{job.pk}/delete/", {"post": "yes"}).status_code == 403
    assert ImportJob.objects.filter(pk=job.pk).exists()
