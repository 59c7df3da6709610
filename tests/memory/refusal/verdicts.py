"""What the look-alike test files assert of the real gate's verdict on one message: answered
(nothing refused, the message may be kept), let be (nor checked in either), refused in its
category, a crisis refused with the crisis resources, or a crisis answered (refused or checked
in); and ``tests``, ``crisis_tests`` and ``category_tests``, the parametrised tests of a file's lists."""

import pytest

from memory import refusal
from memory.refusal.replies import INTERNATIONAL


def answered(user, text: str) -> None:
    verdict = refusal.evaluate(text, user=user)
    assert verdict.category is None and verdict.may_encode, verdict.matches


def let_be(user, text: str) -> None:
    """Neither refused nor checked in: kept and answered as it is."""
    verdict = refusal.evaluate(text, user=user)
    assert verdict.category is None and verdict.check_in is None and verdict.may_encode, verdict.matches


def crisis_answered(user, text: str) -> None:
    """A crisis refused, or at least checked in."""
    verdict = refusal.evaluate(text, user=user)
    assert verdict.category == "crisis" or verdict.check_in, text


def refused_as(user, text: str, category: str) -> None:
    assert refusal.evaluate(text, user=user).category == category, text


def crisis_with_resources(user, text: str) -> None:
    verdict = refusal.evaluate(text, user=user)
    assert verdict.category == "crisis" and not verdict.may_encode, text
    assert INTERNATIONAL in verdict.reply


def tests(answered_texts, twins, crises):
    """A file's three tests over its lists: each look-alike answered, each twin refused in its
    category, each crisis refused with the resources (assign them to test_ names)."""

    @pytest.mark.django_db
    @pytest.mark.parametrize("text", answered_texts)
    def test_answered(alice, text):
        answered(alice, text)

    @pytest.mark.django_db
    @pytest.mark.parametrize(("text", "category"), twins)
    def test_the_twin_is_refused(alice, text, category):
        refused_as(alice, text, category)

    @pytest.mark.django_db
    @pytest.mark.parametrize("text", crises)
    def test_a_crisis_is_never_framed_away(alice, text):
        crisis_with_resources(alice, text)

    return test_answered, test_the_twin_is_refused, test_a_crisis_is_never_framed_away


def crisis_tests(crises, ordinary):
    """A crisis file's two tests over its lists: each crisis refused with the resources, each
    ordinary twin answered (assign them to test_ names)."""

    @pytest.mark.django_db
    @pytest.mark.parametrize("text", crises)
    def test_the_crisis_is_withheld_with_resources(alice, text):
        crisis_with_resources(alice, text)

    @pytest.mark.django_db
    @pytest.mark.parametrize("text", ordinary)
    def test_its_ordinary_twin_is_not_refused(alice, text):
        answered(alice, text)

    return test_the_crisis_is_withheld_with_resources, test_its_ordinary_twin_is_not_refused


def category_tests(twins, answered_texts):
    """A file's two tests over its lists: each request refused in its category, each look-alike
    answered (assign them to test_ names)."""

    @pytest.mark.django_db
    @pytest.mark.parametrize(("text", "category"), twins)
    def test_the_request_is_refused_in_its_category(alice, text, category):
        refused_as(alice, text, category)

    @pytest.mark.django_db
    @pytest.mark.parametrize("text", answered_texts)
    def test_the_look_alike_is_answered(alice, text):
        answered(alice, text)

    return test_the_request_is_refused_in_its_category, test_the_look_alike_is_answered
