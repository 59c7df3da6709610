"""The person (or operator) a command names, found the same way by every command."""

from django.contrib.auth import get_user_model
from django.core.management.base import CommandError


def named(username: str, *, operator: bool = False, hint: str = ""):
    """The account called ``username`` (an operator's when ``operator``); a CommandError saying
    there is none otherwise, with ``hint`` (what to do about it) appended."""
    rows = get_user_model().objects.filter(username=username)
    found = rows.filter(is_staff=True).first() if operator else rows.first()
    if found is None:
        what = "operator" if operator else "user"
        raise CommandError(f"no {what} named {username!r}" + (f" ({hint})" if hint else ""))
    return found
