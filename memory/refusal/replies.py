"""What the reply must say when the refusal gate redirects (seed 004, DESIGN §6).

Crisis replies carry crisis resources for the person's region. The region comes from
the timezone in their profile (the tz database maps each zone to a country); operators
replace or add resources per region with ``HIPPOCAMPUS["CRISIS_RESOURCES"]`` (a mapping
from ISO country code, or "default", to one sentence). Anyone whose region has no entry
gets the international default, which is never empty.
"""

from __future__ import annotations

import importlib.resources
import zoneinfo
from functools import lru_cache
from pathlib import Path

from django.conf import settings

INTERNATIONAL = (
    "If you might act on these thoughts or you are in danger right now, please call your local "
    "emergency number. You can find a free, confidential crisis line in your country at "
    "https://findahelpline.com."
)

# Checked national lines; "default" is the international fallback above.
CRISIS_RESOURCES = {
    "default": INTERNATIONAL,
    "US": "In the US you can call or text 988 (Suicide & Crisis Lifeline) at any time; in an emergency call 911.",
    "CA": "In Canada you can call or text 988 (Suicide Crisis Helpline) at any time; in an emergency call 911.",
    "GB": "In the UK you can call Samaritans free on 116 123, day or night; in an emergency call 999.",
    "IE": "In Ireland you can call Samaritans free on 116 123, day or night; in an emergency call 112 or 999.",
    "AU": "In Australia you can call Lifeline on 13 11 14 at any time; in an emergency call 000.",
    "FR": "En France, vous pouvez appeler le 3114, gratuit, jour et nuit ; en cas d'urgence, appelez le 15 ou le 112.",
    "DE": "In Deutschland erreichen Sie die TelefonSeelsorge rund um die Uhr kostenlos unter 0800 111 0 111; im Notfall 112.",
}

CRISIS = (
    "I'm really glad you told me, and I'm worried about you. You don't have to carry this alone. "
    "{resources} If you can, let someone you trust know how you're feeling right now. "
    "I'm here and I'll keep talking with you."
)
REPLIES = {
    "harm": (
        "I can't help with anything that could hurt someone. If you're this angry, talking it through "
        "with someone you trust can help, and if anyone is in immediate danger, call your local "
        "emergency number."
    ),
    "illegal": "I can't help with that, and I haven't kept it in my memory.",
    "health_advice": (
        "I can't give medical advice, so I won't suggest medicines, doses or what a symptom means. "
        "Please ask a doctor or pharmacist; if it feels urgent, call your local emergency number."
    ),
    "secrets": (
        "I haven't kept that: passwords, codes, card numbers and keys are never stored in my memory. "
        "A password manager is a safer home for them."
    ),
}
# A medical emergency told as it happens (``memory.refusal.emergency``): the number to call
# now, for the person's region where it is known.
EMERGENCY = "This sounds like an emergency. Please call {number} now, and stay with them (or with someone) until help comes."
EMERGENCY_NUMBERS = {
    "US": "911", "CA": "911", "GB": "999", "IE": "112 or 999", "AU": "000", "FR": "15 or 112", "DE": "112",
}
# A borderline crisis: added to a normal reply, never replacing it.
CHECK_IN = (
    "Also, I just want to check in: how are you doing, really? If things ever feel like too much, "
    "you don't have to face it alone. {resources}"
)
# The same borderline crisis checked in on the turn before: the question once, the resources
# always (a walk-through got the whole check-in twice in a row, for "I've been feeling really
# low lately" and then "it's been a hard few months since my dad passed away").
CHECK_IN_AGAIN = "I'm still here with you. {resources}"
# Operator categories have no reply of their own; a redirecting operator rule says this.
OPERATOR_REDIRECT = "That's something I've been asked not to help with or keep here."


@lru_cache(maxsize=1)
def _zone_countries() -> dict[str, str]:
    """Timezone name -> ISO country code, from the tz database's zone.tab."""
    sources = [importlib.resources.files("tzdata").joinpath("zoneinfo/zone.tab")]
    sources += [Path(directory) / "zone.tab" for directory in zoneinfo.TZPATH]
    for source in sources:
        try:
            table = source.read_text(encoding="utf-8")
        except (OSError, ModuleNotFoundError):
            continue
        return {
            columns[2]: columns[0]
            for columns in (line.split("\t") for line in table.splitlines() if not line.startswith("#"))
            if len(columns) >= 3
        }
    return {}


def region_of(user) -> str:
    """The person's ISO country code as far as their profile timezone says, or ""."""
    profile = getattr(user, "profile", None) if user is not None else None
    return _zone_countries().get(getattr(profile, "timezone", "") or "", "")


def crisis_resources(region: str = "") -> str:
    """The crisis-resource sentence for ``region``: operator setting, then built-in, then default."""
    configured = settings.HIPPOCAMPUS["CRISIS_RESOURCES"]
    for table in (configured, CRISIS_RESOURCES):
        if region and table.get(region):
            return table[region]
    return configured.get("default") or INTERNATIONAL


def reply_for(category: str, *, layer: str, action: str, region: str = "", emergency: bool = False) -> str | None:
    """The sentence the reply must carry for a match, or None when the reply needs none.

    Every floor category has one (the person is told what happened); an operator rule
    speaks only when its action redirects. A medical emergency (``emergency``) is told the
    number to call.
    """
    if layer == "floor":
        if category == "crisis":
            return CRISIS.format(resources=crisis_resources(region))
        if emergency:
            number = EMERGENCY_NUMBERS.get(region)
            return EMERGENCY.format(number=f"{number} (your emergency number)" if number else "your local emergency number")
        return REPLIES.get(category)
    if action == "refuse_and_redirect":
        return CRISIS.format(resources=crisis_resources(region)) if category == "crisis" else REPLIES.get(
            category, OPERATOR_REDIRECT
        )
    return None


def check_in_for(region: str = "", *, again: bool = False) -> str:
    """The gentle question a borderline crisis adds to a normal reply, with resources; or,
    ``again`` (the turn before was checked in on), only that it is still here, with them."""
    return (CHECK_IN_AGAIN if again else CHECK_IN).format(resources=crisis_resources(region))


def carries_check_in(text: str) -> bool:
    """Whether a reply's ``text`` carries a check-in (either form)."""
    return any(form.split("{", 1)[0] in text for form in (CHECK_IN, CHECK_IN_AGAIN))
