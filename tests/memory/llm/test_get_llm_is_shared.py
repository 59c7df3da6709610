from memory.llm import get_llm


def test_get_llm_returns_one_instance_until_settings_change(use_llm):
    first = use_llm(backend="none")
    assert get_llm() is first

    second = use_llm(backend="openai", url="http://127.0.0.1:9/v1", model="m")

    assert second is not first
    assert get_llm() is second
    assert second.name == "openai:m"
    assert second.available is True


def test_cache_clear_builds_a_fresh_instance(use_llm):
    first = use_llm(backend="none")

    get_llm.cache_clear()

    assert get_llm() is not first
