"""Every list and add page of the operator panel answers (200, or 403 where adding is
not offered), with a little of everything in the database."""

from django.contrib import admin
from django.urls import reverse

from memory.models import RetrievalTrace


def test_list_and_add_pages(client, operator, alice, make_belief):
    belief = make_belief(alice, "Alice keeps bees.")
    RetrievalTrace.objects.create(user=alice, level=2, budget=600, blend={"semantic": 1.0},
                                  injected=[{"kind": "belief", "id": belief.pk, "form": "full", "score": 1.0, "tokens": 4}])
    client.force_login(operator)
    answers = {}
    for model in admin.site._registry:
        info = model._meta.app_label, model._meta.model_name
        answers[model._meta.label] = (client.get(reverse("admin:%s_%s_changelist" % info)).status_code,
                                      client.get(reverse("admin:%s_%s_add" % info)).status_code)
    assert len(answers) > 20
    assert {label: codes for label, codes in answers.items() if codes[0] != 200 or codes[1] not in (200, 403)} == {}
