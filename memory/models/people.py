"""The people Hippocampus talks to: profile settings and the addresses they reach it from."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models

from memory.models.scoping import UserScopedManager

# Daily decay rates for the named settings (seed 001: normal = 0.99 ** days).
DEPRECATION_PRESETS = {"slow": 0.005, "normal": 0.01, "fast": 0.03}


def names_of(user) -> list[str]:
    """What the person is called: their username, first and full name, those set."""
    return [name for name in (user.get_username(), user.first_name, user.get_full_name()) if name]


def daily_rate(setting: str) -> float:
    """The daily decay rate r for a deprecation setting: a preset name or a number in [0, 1)."""
    if setting in DEPRECATION_PRESETS:
        return DEPRECATION_PRESETS[setting]
    try:
        rate = float(setting)
    except (TypeError, ValueError):
        raise ValidationError(
            f"{setting!r} is not a deprecation rate: use slow, normal, fast or a number in [0, 1)"
        ) from None
    if not 0 <= rate < 1:
        raise ValidationError(f"deprecation rate {rate} must be in [0, 1)")
    return rate


def validate_deprecation_rate(value: str) -> None:
    daily_rate(value)


class BeliefIndex(models.TextChoices):
    """Whether a person's beliefs are in the HNSW index (``memory.models.neighbours``)."""

    OUTSIDE = "outside", "Outside: found by an exact scan of their own rows"
    JOINING = "joining", "Joining: new beliefs go in, the older ones are being put in"
    IN = "in", "In: every belief in the index"


class Profile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    deprecation_rate = models.CharField(
        max_length=16,
        default="normal",
        validators=[validate_deprecation_rate],
        help_text="slow (0.5 %/day), normal (1 %/day), fast (3 %/day) or a daily rate such as 0.02",
    )
    timezone = models.CharField(max_length=64, default="UTC")
    reflection = models.BooleanField(
        default=True, help_text="idle reflection on this person's memories (when the operator has it on)"
    )
    belief_index = models.CharField(
        max_length=8, choices=BeliefIndex.choices, default=BeliefIndex.OUTSIDE, editable=False,
        help_text="set by the lifecycle maintenance once the person has enough beliefs for the HNSW index to pay",
    )
    created = models.DateTimeField(auto_now_add=True)

    objects = UserScopedManager()

    def __str__(self):
        return f"profile of {self.user}"

    @property
    def daily_decay_rate(self) -> float:
        return daily_rate(self.deprecation_rate)


class ChannelKind(models.TextChoices):
    WEB = "web", "Web chat"
    SMS = "sms", "SMS"
    EMAIL = "email", "Email"
    CLI = "cli", "Terminal"
    INTERNAL = "internal", "Internal (reflection)"
    IMPORT = "import", "Imported history"


class ChannelIdentity(models.Model):
    """An address (phone number, email, username) by which a person reaches Hippocampus.

    A person may claim an address many people claim, but only one person can have it
    verified (a code sent over that channel, memory.people.identities): a claim alone
    never routes anything to an account, so nobody can squat on someone else's number.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="identities")
    kind = models.CharField(max_length=16, choices=ChannelKind.choices)
    address = models.CharField(max_length=254)
    verified = models.BooleanField(default=False)
    opted_out = models.BooleanField(default=False, help_text="SMS STOP received; no outbound until START")
    code_hash = models.CharField(max_length=64, blank=True, help_text="HMAC of the pending verification code")
    code_expires_at = models.DateTimeField(null=True, blank=True)
    code_attempts = models.PositiveSmallIntegerField(default=0)
    created = models.DateTimeField(auto_now_add=True)

    objects = UserScopedManager()

    class Meta:
        verbose_name_plural = "channel identities"
        constraints = [
            models.UniqueConstraint(
                fields=["kind", "address"], condition=models.Q(verified=True), name="identity_verified_once"
            ),
            models.UniqueConstraint(fields=["user", "kind", "address"], name="identity_claimed_once_per_person"),
        ]

    def __str__(self):
        return f"{self.kind}:{self.address}"


class Initiator(models.TextChoices):
    PERSON = "person", "The person themself"
    OPERATOR = "operator", "An operator"


class AccountErasure(models.Model):
    """The audit row of one account erasure (memory.people.erasure). It keeps no content
    and nothing that names the person: when, who asked (the person or which operator) and
    how many rows of each kind went."""

    erased_at = models.DateTimeField(auto_now_add=True)
    initiated_by = models.CharField(max_length=16, choices=Initiator.choices)
    operator = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                 related_name="+")
    counts = models.JSONField(default=dict, help_text="rows removed, by kind")

    class Meta:
        ordering = ["-erased_at"]

    def __str__(self):
        return f"account erasure {self.pk} at {self.erased_at:%Y-%m-%d %H:%M}"
