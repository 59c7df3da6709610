"""The carrier keywords every SMS service must honour (CTIA; Twilio's default opt-out
list): STOP and its synonyms stop every outbound message, START resumes, HELP asks what
this is. With Twilio's Advanced Opt-Out the classification arrives as ``OptOutType``."""

from __future__ import annotations

STOP, START, HELP = "STOP", "START", "HELP"
WORDS = {
    STOP: {"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"},
    START: {"START", "YES", "UNSTOP"},
    HELP: {"HELP", "INFO"},
}


def classify(body: str, opt_out_type: str = "") -> str | None:
    """STOP, START, HELP or None for an ordinary message: Twilio's ``OptOutType`` when
    given, else the message is exactly one keyword (any case, surrounding punctuation
    ignored) — "stop worrying" is a message, not an opt-out."""
    if opt_out_type.upper() in WORDS:
        return opt_out_type.upper()
    word = body.strip().strip(".!?\"' ").upper()
    return next((keyword for keyword, words in WORDS.items() if word in words), None)
