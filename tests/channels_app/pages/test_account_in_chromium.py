"""End to end in Debian's Chromium: export, change one byte, import → refused; import
the untouched file into a fresh account → the same beliefs; erase that account; an
operator adds a rule but cannot edit a floor rule or a belief's text."""

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction

from hippocampus import roles
from memory.models import AccountErasure, Belief, RefusalRule, RuleLayer
from tests.channels_app.web.conftest import sign_in

pytestmark = pytest.mark.slow


@pytest.fixture
def floor_rule(transactional_db):
    """A floor rule. Migrations seed them; an earlier browser test's flush (the reset
    between transactional tests) empties the table, and then one is put back the way the
    migrations write the floor: as the owner, with the floor's trigger off for that
    transaction only."""
    rule = RefusalRule.objects.filter(layer=RuleLayer.FLOOR).first()
    if rule is not None:
        return rule
    rule = RefusalRule(layer=RuleLayer.FLOOR, category="crisis", name="Crisis signals", keywords=["end it all"])
    rule._seeding_floor = True
    with roles.as_owner() as connection, transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("ALTER TABLE memory_refusalrule DISABLE TRIGGER refusal_floor_protected")
        rule.save()
        cursor.execute("ALTER TABLE memory_refusalrule ENABLE TRIGGER refusal_floor_protected")
    return rule


def _beliefs(user):
    return sorted(Belief.objects.for_user(user).values_list("full", "kind", "status"))


def test_export_tamper_import_erase(daphne_server, transactional_db, browser, alice, make_belief, tmp_path):
    make_belief(alice, "Alice's sister Maya lives in Lisbon and works as an architect.")
    make_belief(alice, "Alice keeps bees on her roof.", kind="preference")
    page = browser.new_page(accept_downloads=True)
    sign_in(page, daphne_server, alice, "alice-pass-123")
    page.goto(daphne_server + "/account/")
    assert "2 beliefs" in page.inner_text("#account-counts")
    with page.expect_download() as download:
        page.click("#export-link")
    original = tmp_path / "export.json"
    download.value.save_as(original)
    data = original.read_bytes()
    at = data.index(b"bees")
    tampered = tmp_path / "tampered.json"
    tampered.write_bytes(data[:at] + b"B" + data[at + 1:])

    carol = get_user_model().objects.create_user("carol", password="carol-pass-123")
    fresh = browser.new_page()
    sign_in(fresh, daphne_server, carol, "carol-pass-123")
    fresh.goto(daphne_server + "/account/")
    fresh.set_input_files("#id_file", str(tampered))
    fresh.click("#import button[type=submit]")
    assert "changed after it was exported" in fresh.inner_text("#import-error")
    assert _beliefs(carol) == []

    fresh.set_input_files("#id_file", str(original))
    fresh.click("#import button[type=submit]")
    assert "Imported 2 beliefs" in fresh.inner_text("#import-done")
    assert _beliefs(carol) == _beliefs(alice)

    fresh.goto(daphne_server + "/account/delete/")
    fresh.fill("#id_confirm", "carol")
    fresh.click("button[type=submit]")
    fresh.wait_for_selector("#erased")
    assert not get_user_model().objects.filter(username="carol").exists()
    assert AccountErasure.objects.get().initiated_by == "person"
    assert len(_beliefs(alice)) == 2


def test_an_operator_adds_a_rule_but_cannot_edit_the_floor_or_a_belief(daphne_server, transactional_db, browser,
                                                                      operator, alice, make_belief, floor_rule):
    belief = make_belief(alice, "Alice keeps bees on her roof.")
    page = browser.new_page()
    sign_in(page, daphne_server, operator, "olivia-pass-123")

    page.goto(daphne_server + "/admin/memory/refusalrule/add/")
    page.fill("#id_category", "competitors")
    page.fill("#id_name", "Competitor pricing")
    page.fill("#id_keywords", "acme pricing")
    page.click("input[name=_save]")
    page.wait_for_selector(".messagelist .success")
    assert RefusalRule.objects.filter(layer=RuleLayer.OPERATOR, name="Competitor pricing").exists()

    page.goto(daphne_server + f"/admin/memory/refusalrule/{floor_rule.pk}/change/")
    assert page.locator("input[name=_save]").count() == 0 and page.locator("#id_name").count() == 0
    assert page.locator("a.deletelink").count() == 0
    assert RefusalRule.objects.get(pk=floor_rule.pk).name == floor_rule.name

    page.goto(daphne_server + f"/admin/memory/belief/{belief.pk}/change/")
    assert "Alice keeps bees on her roof." in page.content()
    assert page.locator("textarea[name=full], input[name=_save]").count() == 0
    assert page.locator("a.deletelink").count() == 0
