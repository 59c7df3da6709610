"""The API's views: parse with a serializer, call the engine, serialise. Every read goes
through ``memory.people`` with the signed-in person, so another person's id is a 404."""

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from django.core.exceptions import ValidationError as InvalidInput
from rest_framework import status
from knox.auth import TokenAuthentication
from rest_framework.exceptions import ValidationError
from rest_framework.pagination import PageNumberPagination
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import APIView

from channels_app import delivery
from channels_app.api import schema  # noqa: F401  (registers the schema's description of our authentication)
from channels_app.api import serializers as io
from channels_app.api.idempotency import HEADER, idempotent
from channels_app.api.streaming import EventStreamRenderer, TurnStream
from channels_app.api.throttling import ChatRateThrottle
from memory import cycle, people
from memory.people import identities
from memory.retrieval import feedback

IDEMPOTENCY = OpenApiParameter(
    HEADER,
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    description="a retry with the same key gets the first answer; the same key with another request is a 422",
)
REFUSED = {
    400: OpenApiResponse(description="bad JSON, an unknown field, a wrong type or a value out of range"),
    409: OpenApiResponse(description="a request with this Idempotency-Key is still being answered"),
    422: OpenApiResponse(description="this Idempotency-Key was used for a different request"),
}


# Every configured way to sign in except a personal token: a session or a password.
WITHOUT_TOKENS = [
    auth for auth in api_settings.DEFAULT_AUTHENTICATION_CLASSES if not issubclass(auth, TokenAuthentication)
]


class Pages(PageNumberPagination):
    page_size = 20
    page_size_query_param = "page_size"
    max_page_size = 100


def _query(serializer_class, request) -> dict:
    query = serializer_class(data=request.query_params)
    query.is_valid(raise_exception=True)
    return query.validated_data


class ChatTurn(APIView):
    """One chat turn through the same pipeline as every channel (memory.cycle.handle)."""

    throttle_classes = [ChatRateThrottle]
    renderer_classes = [JSONRenderer, EventStreamRenderer]

    @extend_schema(
        request=io.TurnIn,
        parameters=[io.TurnQuery, IDEMPOTENCY],
        responses={
            (200, "application/json"): io.TurnOut,
            (200, "text/event-stream"): OpenApiResponse(
                io.TurnEvent, description="token events, then one reply event with the JSON answer's body"
            ),
            429: OpenApiResponse(description="too many turns; Retry-After says when to try again"),
            **REFUSED,
        },
    )
    @idempotent
    def post(self, request):
        wants_events = _query(io.TurnQuery, request)["stream"] or request.accepted_renderer.format == "sse"
        incoming = io.TurnIn(data=request.data)
        incoming.is_valid(raise_exception=True)
        attention = cycle.Attention(user=request.user, channel="web", text=incoming.validated_data["text"])
        if wants_events:
            return TurnStream(lambda on_token: io.turn_out(cycle.handle(attention, on_token=on_token)))
        return Response(io.turn_out(cycle.handle(attention)))


class Feedback(APIView):
    @extend_schema(
        request=io.FeedbackIn,
        parameters=[IDEMPOTENCY],
        responses={200: io.FeedbackOut, 404: OpenApiResponse(description="no such turn of yours"), **REFUSED},
    )
    @idempotent
    def post(self, request):
        """Thumbs up or down on a reply, or "that's wrong" on one memory it used: the turn's
        outcome, which teaches retrieval what to bring back (DESIGN §4)."""
        incoming = io.FeedbackIn(data=request.data)
        incoming.is_valid(raise_exception=True)
        try:
            trace = feedback.do_record_feedback(user=request.user, **incoming.validated_data)
        except feedback.FeedbackError as error:
            raise ValidationError({"detail": str(error)}) from None
        return Response(io.FeedbackOut(trace).data)


class Memories(APIView):
    pagination_class = Pages

    @extend_schema(parameters=[io.MemoryQuery], responses=io.MemoryOut(many=True))
    def get(self, request):
        """The person's beliefs: searchable, heaviest or most recently used first, in pages."""
        query = _query(io.MemoryQuery, request)
        beliefs = people.memories(request.user, **query)
        pages = self.pagination_class()
        page = pages.paginate_queryset(beliefs, request, view=self)
        return pages.get_paginated_response(io.MemoryOut(page, many=True).data)


class Memory(APIView):
    @extend_schema(responses={200: io.MemoryDetailOut, 404: OpenApiResponse(description="no such memory of yours")})
    def get(self, request, pk):
        """One belief with its provenance: the episodes it came from and their messages,
        its revisions, and its weight as retrieval saw it turn by turn."""
        belief = people.access_belief(request.user, pk)
        belief.weight_history = people.weight_history(request.user, belief)
        return Response(io.MemoryDetailOut(belief).data)


class Episodes(APIView):
    pagination_class = Pages

    @extend_schema(parameters=[io.EpisodeQuery], responses=io.EpisodeOut(many=True))
    def get(self, request):
        """The person's episodes (append-only; read-only here too), newest first."""
        episodes = people.episodes(request.user, **_query(io.EpisodeQuery, request))
        pages = self.pagination_class()
        page = pages.paginate_queryset(episodes, request, view=self)
        return pages.get_paginated_response(io.EpisodeOut(page, many=True).data)


class Episode(APIView):
    @extend_schema(responses={200: io.EpisodeDetailOut, 404: OpenApiResponse(description="no such episode of yours")})
    def get(self, request, pk):
        """One episode with the messages it summarises."""
        return Response(io.EpisodeDetailOut(people.access_episode(request.user, pk)).data)


class Settings(APIView):
    @extend_schema(responses=io.SettingsOut)
    def get(self, request):
        """The person's settings: deprecation rate (how fast unused memories fade) and time zone."""
        return Response(io.SettingsOut(people.preferences_of(request.user)).data)

    @extend_schema(request=io.SettingsIn, responses={200: io.SettingsOut, 400: REFUSED[400]})
    def patch(self, request):
        """Change the settings given; the others stay as they are."""
        incoming = io.SettingsIn(data=request.data)
        incoming.is_valid(raise_exception=True)
        updated = people.do_set_preferences(user=request.user, **incoming.validated_data)
        return Response(io.SettingsOut(updated).data)


class Export(APIView):
    @extend_schema(responses={200: OpenApiResponse(OpenApiTypes.OBJECT, description="a signed export (docs/export-format.md)")})
    def get(self, request):
        """The person's whole memory as one signed JSON document: the file the account page
        downloads (``memory.people.export_bytes``)."""
        return HttpResponse(people.export_bytes(request.user), content_type="application/json")


class Tokens(APIView):
    """Personal API tokens. Managed only when signed in with a password or a session: a
    token cannot mint more tokens (one that leaked could otherwise outlive its revocation)."""

    authentication_classes = WITHOUT_TOKENS

    @extend_schema(responses=io.TokenOut(many=True))
    def get(self, request):
        """The person's live tokens (their keys, never the tokens themselves)."""
        return Response(io.TokenOut(people.api_tokens(request.user), many=True).data)

    @extend_schema(request=io.TokenIn, parameters=[IDEMPOTENCY], responses={201: io.TokenCreatedOut, **REFUSED})
    @idempotent
    def post(self, request):
        """A new token, shown once in the answer."""
        incoming = io.TokenIn(data=request.data)
        incoming.is_valid(raise_exception=True)
        row, token = people.do_create_api_token(user=request.user, **incoming.validated_data)
        answer = io.TokenCreatedOut({"token": token, "token_key": row.token_key, "created": row.created, "expiry": row.expiry})
        return Response(answer.data, status=status.HTTP_201_CREATED)


class Token(APIView):
    authentication_classes = WITHOUT_TOKENS

    @extend_schema(responses={204: None, 404: OpenApiResponse(description="no such token of yours")})
    def delete(self, request, token_key):
        """Revoke a token: requests carrying it are refused from now on."""
        if not people.do_revoke_api_token(user=request.user, token_key=token_key):
            return Response({"detail": "Not found."}, status=status.HTTP_404_NOT_FOUND)
        return Response(status=status.HTTP_204_NO_CONTENT)


def _refused(error: InvalidInput) -> ValidationError:
    """The engine's refusal, as the API's 400 with its message."""
    return ValidationError({"detail": " ".join(error.messages)})


class Identities(APIView):
    """The phone numbers and email addresses whose texts and emails reach the person's memory."""

    @extend_schema(responses=io.IdentityOut(many=True))
    def get(self, request):
        """The person's addresses, verified first, then those waiting for their code."""
        return Response(io.IdentityOut(identities.identities_of(request.user), many=True).data)

    @extend_schema(request=io.IdentityIn, parameters=[IDEMPOTENCY], responses={201: io.IdentityOut, **REFUSED})
    @idempotent
    def post(self, request):
        """Link an address: a code goes to it (by SMS or email) and confirms it at
        ``/api/identities/{id}/verify/``. Posting the same address again sends a new code."""
        incoming = io.IdentityIn(data=request.data)
        incoming.is_valid(raise_exception=True)
        try:
            identity = delivery.link_identity(user=request.user, **incoming.validated_data)
        except InvalidInput as error:
            raise _refused(error) from None
        return Response(io.IdentityOut(identity).data, status=status.HTTP_201_CREATED)


class Identity(APIView):
    @extend_schema(responses={204: None, 404: OpenApiResponse(description="no such address of yours")})
    def delete(self, request, pk):
        """Unlink an address: its texts or emails no longer reach your memory."""
        if not identities.do_unlink_identity(user=request.user, identity_id=pk):
            return Response({"detail": "Not found."}, status=status.HTTP_404_NOT_FOUND)
        return Response(status=status.HTTP_204_NO_CONTENT)


class VerifyIdentity(APIView):
    @extend_schema(
        request=io.VerifyIn,
        responses={200: io.IdentityOut, 404: OpenApiResponse(description="no such address of yours"), **REFUSED},
    )
    def post(self, request, pk):
        """Confirm an address with the code sent to it."""
        identity = identities.access_identity(request.user, pk)
        incoming = io.VerifyIn(data=request.data)
        incoming.is_valid(raise_exception=True)
        try:
            verified = identities.do_verify_identity(
                user=request.user, kind=identity.kind, address=identity.address, code=incoming.validated_data["code"]
            )
        except InvalidInput as error:
            raise _refused(error) from None
        return Response(io.IdentityOut(verified).data)
