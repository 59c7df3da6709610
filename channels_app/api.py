"""REST API (DESIGN §8): for now the chat turn; memories, episodes, settings and export
join it with the channels work. Views only parse, call memory.cycle and serialise."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from memory import cycle

MAX_TEXT = 4000


class TurnIn(serializers.Serializer):
    text = serializers.CharField(max_length=MAX_TEXT, trim_whitespace=True)


class InjectedOut(serializers.Serializer):
    kind = serializers.CharField()
    id = serializers.IntegerField()
    heading = serializers.CharField(allow_blank=True, help_text="who said it and when; items share headings")
    text = serializers.CharField()
    form = serializers.CharField()
    score = serializers.FloatField()
    tokens = serializers.IntegerField()


class TurnOut(serializers.Serializer):
    message_id = serializers.IntegerField()
    reply = serializers.CharField()
    level = serializers.IntegerField()
    tokens_used = serializers.IntegerField()
    memory = InjectedOut(many=True)


class ChatTurn(APIView):
    """One chat turn through the same pipeline as every channel."""

    @extend_schema(request=TurnIn, responses=TurnOut)
    def post(self, request):
        incoming = TurnIn(data=request.data)
        incoming.is_valid(raise_exception=True)
        result = cycle.handle(cycle.Attention(user=request.user, channel="web", text=incoming.validated_data["text"]))
        memory = result.memory.items if result.memory else []
        return Response(
            TurnOut(
                {
                    "message_id": result.inbound.pk,
                    "reply": result.text,
                    "level": result.level,
                    "tokens_used": result.memory.tokens_used if result.memory else 0,
                    "memory": memory,
                }
            ).data
        )
