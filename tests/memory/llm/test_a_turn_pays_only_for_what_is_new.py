"""Time to first token with the embedded model: a turn's prompt repeats most of the
previous one, with the memory notes before the newest message changed. The earlier
turns are reused from llama.cpp's KV cache, moved past the notes that changed, and each
person's conversation is picked up again after someone else's."""

import pytest

from memory.llm import local


def frame(name):
    return {"role": "system", "content": f"You are Hippocampus, chatting with {name}. Reply briefly."}


def notes(text):
    return {"role": "system", "content": f"Notes from earlier conversations:\n- {text}"}


def turn(llm, messages):
    """The reply to ``messages`` and how many prompt tokens were already evaluated."""
    reply = "".join(llm.stream(messages, max_tokens=12, temperature=0.0)).strip()
    return reply, local.prompt_cache(llm.path).reused


def tokens(llm, messages):
    return len(local._prompt_tokens(local.load_model(llm.path), messages)[0])


@pytest.mark.slow
def test_a_second_turn_reuses_the_first_past_its_changed_notes(use_llm):
    llm = use_llm(backend="local")
    first = [frame("alice"), notes("alice has a dog called Rex."), {"role": "user", "content": "I walked my dog in the park this morning."}]
    reply, _ = turn(llm, first)
    history = [first[0], first[2], {"role": "assistant", "content": reply}]
    second = [*history, notes("alice's sister Ana lives in Porto."), {"role": "user", "content": "Where does my sister live?"}]

    answer, reused = turn(llm, second)

    assert answer
    # The frame and the first message at least, though the notes between them changed.
    assert reused >= tokens(llm, [first[0], first[2]]) - 4
    assert reused < tokens(llm, second)


@pytest.mark.slow
def test_each_person_is_picked_up_again_after_someone_else(use_llm):
    llm = use_llm(backend="local")
    alice = [frame("alice"), {"role": "user", "content": "I am learning to play the piano this year."}]
    bob = [frame("bob"), {"role": "user", "content": "My football team won the match on Sunday."}]
    alice_reply, _ = turn(llm, alice)
    turn(llm, bob)

    _, reused = turn(llm, [*alice, {"role": "assistant", "content": alice_reply}, {"role": "user", "content": "Any tips?"}])

    assert reused >= tokens(llm, alice) - 4
