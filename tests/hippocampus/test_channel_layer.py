from channels.generic.websocket import AsyncJsonWebsocketConsumer
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator
from django.conf import settings


class RelayConsumer(AsyncJsonWebsocketConsumer):
    """Joins a group and relays what it receives to the group, through the channel layer."""

    group = "relay-test"

    async def connect(self):
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def receive_json(self, content, **kwargs):
        await self.channel_layer.group_send(self.group, {"type": "relay.message", "text": content["text"]})

    async def relay_message(self, event):
        await self.send_json({"echo": event["text"]})


def test_channel_layer_is_redis(db):
    assert settings.CHANNEL_LAYERS["default"]["BACKEND"] == "channels_redis.core.RedisChannelLayer"


async def _round_trip():
    first = WebsocketCommunicator(RelayConsumer.as_asgi(), "/ws/relay/")
    second = WebsocketCommunicator(RelayConsumer.as_asgi(), "/ws/relay/")
    assert (await first.connect())[0] and (await second.connect())[0]
    await first.send_json_to({"text": "hello through redis"})
    received = await second.receive_json_from(timeout=10)
    await first.disconnect()
    await second.disconnect()
    layer = get_channel_layer()
    await layer.close_pools()
    return received


def test_websocket_message_round_trips_through_the_redis_layer():
    from asgiref.sync import async_to_sync

    assert async_to_sync(_round_trip)() == {"echo": "hello through redis"}
