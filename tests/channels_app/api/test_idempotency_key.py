"""Idempotency-Key on creating POSTs: a retry gets the first answer and nothing is done
twice; the same key for another request is a 422; a retry while the first is still being
answered is a 409 (issue 13 item 4)."""

import uuid

import pytest
from django.core.cache import cache
from knox.models import AuthToken

from memory.models import Message
from tests.channels_app.api.conftest import events


def key():
    return str(uuid.uuid4())


def chat(client, text, idempotency_key, path="/api/chat/"):
    return client.post(path, {"text": text}, format="json", HTTP_IDEMPOTENCY_KEY=idempotency_key)


def test_a_retry_gets_the_first_answer_and_is_stored_once(alice, signed_in, engine):
    client, k = signed_in(alice), key()
    first = chat(client, "I started learning Portuguese.", k)
    retry = chat(client, "I started learning Portuguese.", k)
    assert first.status_code == retry.status_code == 200
    assert retry.json() == first.json()
    assert Message.objects.for_user(alice).filter(role="user").count() == 1


def test_the_same_key_for_another_request_is_refused(alice, signed_in, engine):
    client, k = signed_in(alice), key()
    chat(client, "I started learning Portuguese.", k)
    reused = chat(client, "Something else entirely.", k)
    assert reused.status_code == 422 and "different request" in reused.json()["detail"]
    assert chat(client, "I started learning Portuguese.", k, "/api/chat/?stream=1").status_code == 422
    assert Message.objects.for_user(alice).filter(role="user").count() == 1


def test_keys_belong_to_one_person(alice, bob, signed_in, engine):
    k = key()
    alices = chat(signed_in(alice), "My cat is called Miso.", k).json()
    bobs = chat(signed_in(bob), "My cat is called Miso.", k).json()
    assert bobs["message_id"] != alices["message_id"]
    assert Message.objects.for_user(bob).filter(role="user").count() == 1


def test_a_refused_request_does_not_use_up_its_key(alice, signed_in, engine):
    client, k = signed_in(alice), key()
    assert client.post("/api/chat/", {"text": 12345}, format="json", HTTP_IDEMPOTENCY_KEY=k).status_code == 400
    assert chat(client, "12345", k).status_code == 200


def test_a_malformed_key_is_refused(alice, signed_in):
    answer = chat(signed_in(alice), "hello", "has spaces in it")
    assert answer.status_code == 400 and "printable ASCII" in answer.json()["Idempotency-Key"][0]


@pytest.mark.django_db(transaction=True)  # the streamed turn runs on its own thread and connection
@pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume asynchronous iterators")
def test_a_retry_during_a_streamed_turn_waits_then_gets_its_reply(alice, signed_in, pieces_llm):
    client, k = signed_in(alice), key()
    pieces_llm.gate.clear()
    first = chat(client, "Tell me something.", k, "/api/chat/?stream=1")
    during = chat(client, "Tell me something.", k, "/api/chat/?stream=1")
    assert during.status_code == 409 and "still being answered" in during.json()["detail"]
    pieces_llm.gate.set()
    reply = events(first)[-1]
    after = chat(client, "Tell me something.", k, "/api/chat/?stream=1")
    assert events(after) == [reply]
    assert Message.objects.for_user(alice).filter(role="user").count() == 1


def test_a_retried_token_creation_returns_the_same_token_and_redis_never_holds_it(alice, signed_in):
    client, k = signed_in(alice), key()
    first = client.post("/api/tokens/", {}, format="json", HTTP_IDEMPOTENCY_KEY=k)
    retry = client.post("/api/tokens/", {}, format="json", HTTP_IDEMPOTENCY_KEY=k)
    assert retry.status_code == 201 and retry.json() == first.json()
    assert AuthToken.objects.filter(user=alice).count() == 1
    redis = cache._cache.get_client()
    token, key_text = first.json()["token"].encode(), k.encode()
    for name in redis.scan_iter(match="*idempotency:*"):
        stored = redis.get(name)
        assert token not in stored and key_text not in stored and key_text not in name
