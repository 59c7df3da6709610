""""What I remembered" says how strongly each memory came in next to the strongest one
(a bar and a percentage, not a raw score like 5e-08) and why, in words: the words it
matched, a similar meaning, a recent use."""

import re

from memory import cycle


def test_each_memory_shows_its_strength_and_reasons(engine, client, alice, make_belief):
    make_belief(alice, "Alice's sister Ana lives in Lisbon.")
    make_belief(alice, "Alice plays the cello on Sundays.")
    turn = cycle.handle(cycle.Attention(user=alice, channel="web", text="When will I visit my sister in Lisbon?"))
    assert turn.memory.items
    client.force_login(alice)
    page = client.get("/").content.decode()
    remembered = page[page.index("What I remembered"):]
    strengths = [int(p) for p in re.findall(r'<meter min="0" max="100" value="(\d+)"', remembered)]
    assert len(strengths) == len(turn.memory.items) and max(strengths) == 100 and min(strengths) >= 1
    sister = remembered[remembered.index("sister Ana"):]
    assert re.search(r"why: matched words: [^<]*\b(sister|Lisbon)\b", sister[: sister.index("</li>")])
    assert "score" not in remembered[: remembered.index("</details>")]
