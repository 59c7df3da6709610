"""What the API accepts and answers. Input is strict: unknown fields, text that is not a
string and numbers that are not integers are refused with a message per field."""

from django.conf import settings
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from memory.models import DEPRECATION_PRESETS, BeliefStatus
from memory.people import browser, preferences
from memory.retrieval import feedback, weights

JSON_KINDS = {bool: "a boolean", int: "a number", float: "a number", list: "an array", dict: "an object"}


def _kind(value) -> str:
    return JSON_KINDS.get(type(value), type(value).__name__)


class Strict(serializers.Serializer):
    """Refuses fields it does not know (a typo must not be silently ignored)."""

    def to_internal_value(self, data):
        if isinstance(data, dict):
            unknown = sorted(set(data) - {name for name, field in self.fields.items() if not field.read_only})
            if unknown:
                raise serializers.ValidationError({name: ["Unknown field."] for name in unknown})
        return super().to_internal_value(data)


class Text(serializers.CharField):
    """A string, never a number or anything else turned into one."""

    default_error_messages = {"not_text": "Must be a string, not {kind}."}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("not_text", kind=_kind(data))
        return super().to_internal_value(data)


class Whole(serializers.IntegerField):
    """A JSON integer, never a string or a boolean that looks like one."""

    default_error_messages = {"not_whole": "Must be a whole number, not {kind}."}

    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("not_whole", kind=_kind(data))
        return super().to_internal_value(data)


# --- chat ---------------------------------------------------------------------------
class TurnIn(Strict):
    text = Text(max_length=settings.HIPPOCAMPUS["MAX_MESSAGE_CHARS"], trim_whitespace=True)


class TurnQuery(serializers.Serializer):
    stream = serializers.BooleanField(
        default=False, help_text="answer as server-sent events: token events, then one reply event"
    )


class InjectedOut(serializers.Serializer):
    kind = serializers.CharField()
    id = serializers.IntegerField()
    heading = serializers.CharField(allow_blank=True, help_text="who said it and when; items share headings")
    text = serializers.CharField()
    form = serializers.CharField()
    score = serializers.FloatField()
    tokens = serializers.IntegerField()
    why = serializers.ListField(child=serializers.CharField(), help_text="why it came in, in words")


class TurnOut(serializers.Serializer):
    message_id = serializers.IntegerField()
    reply_id = serializers.IntegerField()
    trace_id = serializers.IntegerField(help_text="the turn's retrieval trace; send feedback about the reply with it")
    reply = serializers.CharField()
    level = serializers.IntegerField()
    tokens_used = serializers.IntegerField()
    memory = InjectedOut(many=True)


class TurnEvent(serializers.Serializer):
    """One server-sent event of a streamed turn."""

    event = serializers.ChoiceField(choices=["token", "reply", "error"])
    data = serializers.CharField(
        help_text='JSON: {"text": piece} for a token, the JSON answer for the reply, {"detail": why} for an error'
    )


def turn_out(result) -> dict:
    """The answer to a chat turn (memory.cycle.TurnResult) as the API sends it."""
    return TurnOut(
        {
            "message_id": result.inbound.pk,
            "reply_id": result.reply.pk,
            "trace_id": result.trace.pk,
            "reply": result.text,
            "level": result.level,
            "tokens_used": result.memory.tokens_used if result.memory else 0,
            "memory": result.memory.items if result.memory else [],
        }
    ).data


# --- memories and episodes ----------------------------------------------------------
class MemoryQuery(serializers.Serializer):
    search = Text(required=False, allow_blank=True, max_length=200, help_text="words or a phrase in the memory")
    ordering = serializers.ChoiceField(choices=list(browser.ORDERINGS), default="-weight")
    status = serializers.ChoiceField(choices=BeliefStatus.choices, default=BeliefStatus.ACTIVE)
    person = Text(required=False, allow_blank=True, max_length=120, help_text="only beliefs tagged with this person")
    topic = Text(required=False, allow_blank=True, max_length=120, help_text="only beliefs tagged with this topic")


class EpisodeQuery(serializers.Serializer):
    search = Text(required=False, allow_blank=True, max_length=200)


class MemoryOut(serializers.Serializer):
    id = serializers.IntegerField()
    text = serializers.CharField(source="full")
    compressed = serializers.CharField()
    kind = serializers.CharField()
    status = serializers.CharField()
    weight = serializers.FloatField(source="depth_center", help_text="depth 0..1: how strongly it is held")
    reinforcement_count = serializers.IntegerField()
    significance = serializers.FloatField()
    valence = serializers.FloatField()
    pinned = serializers.BooleanField()
    emotional = serializers.BooleanField()
    immutable = serializers.BooleanField()
    people = serializers.ListField(child=serializers.CharField())
    topics = serializers.ListField(child=serializers.CharField())
    created_at = serializers.DateTimeField()
    last_accessed = serializers.DateTimeField()
    access_count = serializers.IntegerField()


class MessageOut(serializers.Serializer):
    id = serializers.IntegerField()
    role = serializers.CharField()
    channel = serializers.CharField()
    speaker = serializers.CharField(allow_blank=True)
    text = serializers.CharField(allow_blank=True, help_text="empty for withheld content; see floor_category")
    floor_category = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()


class EpisodeOut(serializers.Serializer):
    id = serializers.IntegerField()
    summary = serializers.CharField()
    occurred_at = serializers.DateTimeField()
    ended_at = serializers.DateTimeField()
    significance = serializers.FloatField()
    valence = serializers.FloatField()
    created_at = serializers.DateTimeField()


class EpisodeDetailOut(EpisodeOut):
    source_messages = MessageOut(many=True)


class RevisionOut(serializers.Serializer):
    id = serializers.IntegerField()
    reason = serializers.CharField()
    accepted = serializers.BooleanField(help_text="false: a rewrite that was tried and refused")
    old_text = serializers.CharField(source="old_full")
    new_text = serializers.CharField(source="new_full")
    old_kind = serializers.CharField(allow_blank=True)
    new_kind = serializers.CharField(allow_blank=True)
    embedding_similarity = serializers.FloatField(allow_null=True)
    episodes = serializers.SerializerMethodField(help_text="ids of the episodes behind the change")
    created_at = serializers.DateTimeField()

    def get_episodes(self, revision) -> list[int]:
        return [episode.pk for episode in revision.episodes.all()]


class WeightPointOut(serializers.Serializer):
    at = serializers.DateTimeField()
    score = serializers.FloatField(help_text="injection score that turn: observed weight × relevance")
    weight = serializers.FloatField(allow_null=True, help_text="its weight (depth) that turn; null in older traces")
    form = serializers.CharField()
    level = serializers.IntegerField()


class MemoryDetailOut(MemoryOut):
    depth_at_last_access = serializers.FloatField(help_text="the weight decay counts down from")
    sigma = serializers.SerializerMethodField(help_text="spread of the observed weight around the weight")
    weight_history = WeightPointOut(many=True, help_text="the turns that used it, newest first")
    episodes = EpisodeDetailOut(many=True, source="derived_from.all", help_text="what it was derived from")
    revisions = RevisionOut(many=True, source="revisions.all", help_text="every change of its text, oldest first")

    def get_sigma(self, belief) -> float:
        return float(weights.sigma(belief.reinforcement_count))


# --- feedback -----------------------------------------------------------------------
class FeedbackIn(Strict):
    trace_id = Whole(min_value=1, help_text="the turn, as the chat answer's trace_id")
    signal = serializers.ChoiceField(choices=list(feedback.SIGNALS), help_text="up or down on the reply; wrong on one memory")
    belief_id = Whole(required=False, min_value=1, help_text="with wrong: the remembered item that was wrong")


class FeedbackOut(serializers.Serializer):
    trace_id = serializers.IntegerField(source="pk")
    outcome = serializers.FloatField(help_text="what the turn now counts as for learning: 1 good, 0 bad")


# --- settings -----------------------------------------------------------------------
@extend_schema_field({"oneOf": [{"type": "string", "enum": list(DEPRECATION_PRESETS)}, {"type": "number"}]})
class RateField(serializers.Field):
    """A preset name (slow, normal, fast) or a daily rate in [0, 1)."""

    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, (str, int, float)):
            raise serializers.ValidationError(f"Must be a preset name or a number, not {_kind(data)}.")
        return preferences.check_deprecation_rate(data)

    def to_representation(self, value):
        return value


class SettingsIn(Strict):
    deprecation_rate = RateField(required=False)
    timezone = Text(required=False, max_length=64)
    reflection = serializers.BooleanField(required=False, help_text="idle reflection on your memories")

    def validate_timezone(self, value):
        return preferences.check_timezone(value)


class SettingsOut(serializers.Serializer):
    deprecation_rate = serializers.CharField(help_text="slow, normal, fast or a daily rate such as 0.02")
    daily_decay_rate = serializers.FloatField()
    timezone = serializers.CharField()
    reflection = serializers.BooleanField(help_text="idle reflection on your memories (when the server has it on)")
    presets = serializers.SerializerMethodField()

    @extend_schema_field(OpenApiTypes.OBJECT)
    def get_presets(self, _) -> dict:
        return DEPRECATION_PRESETS


# --- personal API tokens ------------------------------------------------------------
class TokenIn(Strict):
    expires_in_days = Whole(required=False, allow_null=True, min_value=1, max_value=3650)


class TokenOut(serializers.Serializer):
    token_key = serializers.CharField(help_text="the token's first characters: how it is listed and revoked")
    created = serializers.DateTimeField()
    expiry = serializers.DateTimeField(allow_null=True)


class TokenCreatedOut(TokenOut):
    token = serializers.CharField(help_text="shown this once: send it as 'Authorization: Token <token>'")


# --- linked addresses (identities) ------------------------------------------------
class IdentityIn(Strict):
    kind = serializers.ChoiceField(choices=["sms", "email"], help_text="sms: a phone number; email: an address")
    address = Text(max_length=254, help_text="+447700900123 (international form) or name@example.org")


class VerifyIn(Strict):
    code = Text(max_length=12, help_text="the code sent to the address")


class IdentityOut(serializers.Serializer):
    id = serializers.IntegerField()
    kind = serializers.CharField()
    address = serializers.CharField()
    verified = serializers.BooleanField(help_text="texts or emails from it reach your memory")
    opted_out = serializers.BooleanField(help_text="the number sent STOP: nothing is sent to it until START")
    code_expires_at = serializers.DateTimeField(
        allow_null=True, help_text="while not verified: until when the code sent to it works"
    )
