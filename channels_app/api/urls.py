from django.contrib.auth.decorators import login_required
from django.urls import path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from channels_app.api import errors, views

urlpatterns = [
    path("chat/", views.ChatTurn.as_view(), name="api-chat"),
    path("feedback/", views.Feedback.as_view(), name="api-feedback"),
    path("memories/", views.Memories.as_view(), name="api-memories"),
    path("memories/<int:pk>/", views.Memory.as_view(), name="api-memory"),
    path("episodes/", views.Episodes.as_view(), name="api-episodes"),
    path("episodes/<int:pk>/", views.Episode.as_view(), name="api-episode"),
    path("settings/", views.Settings.as_view(), name="api-settings"),
    path("export/", views.Export.as_view(), name="api-export"),
    path("tokens/", views.Tokens.as_view(), name="api-tokens"),
    path("tokens/<str:token_key>/", views.Token.as_view(), name="api-token"),
    path("identities/", views.Identities.as_view(), name="api-identities"),
    path("identities/<int:pk>/", views.Identity.as_view(), name="api-identity"),
    path("identities/<int:pk>/verify/", views.VerifyIdentity.as_view(), name="api-identity-verify"),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    # The docs page is for people in a browser: signed out, they are sent to sign in.
    path("docs/", login_required(SpectacularSwaggerView.as_view(url_name="api-schema")), name="api-docs"),
    re_path(r"^.*$", errors.not_found),
]
