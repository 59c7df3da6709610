from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/", include("django.contrib.auth.urls")),
    path("webhooks/", include("channels_app.webhooks")),
    path("", include("channels_app.urls")),
]
