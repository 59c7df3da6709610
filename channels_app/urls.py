from django.urls import include, path

urlpatterns = [
    path("", include("channels_app.web.urls")),
    path("api/", include("channels_app.api.urls")),
    path("", include("channels_app.pages.urls")),
]
