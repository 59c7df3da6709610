from django.urls import path

from channels_app.sms import views

urlpatterns = [
    path("sms/", views.inbound, name="twilio-sms"),
    path("status/", views.status, name="twilio-sms-status"),
]
