"""The providers' webhooks, one prefix per provider (mounted at /webhooks/)."""

from django.urls import include, path

urlpatterns = [
    path("twilio/", include("channels_app.sms.urls")),
    path("email/", include("channels_app.email.urls")),
]
