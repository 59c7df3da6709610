from django.urls import path

from channels_app.pages import account, imports, memories, preferences

urlpatterns = [
    path("memories/", memories.memory_list, name="memories"),
    path("memories/<int:pk>/", memories.memory_detail, name="memory"),
    path("memories/<int:pk>/pin/", memories.pin, name="memory-pin"),
    path("memories/<int:pk>/wrong/", memories.wrong, name="memory-wrong"),
    path("memories/episodes/<int:pk>/", memories.episode_detail, name="episode"),
    path("memories/messages/<int:pk>/", memories.message_detail, name="message"),
    path("settings/", preferences.settings_page, name="settings"),
    path("settings/plot/", preferences.plot, name="settings-plot"),
    path("settings/tokens/", preferences.create_token, name="settings-token-create"),
    path("settings/tokens/<str:token_key>/revoke/", preferences.revoke_token, name="settings-token-revoke"),
    path("settings/identities/", preferences.link_identity, name="settings-identity-link"),
    path("settings/identities/verify/", preferences.verify_identity, name="settings-identity-verify"),
    path("settings/identities/<int:pk>/remove/", preferences.unlink_identity, name="settings-identity-remove"),
    path("account/", account.account, name="account"),
    path("account/export/", account.export, name="account-export"),
    path("account/import/", account.import_export, name="account-import"),
    path("account/delete/", account.delete, name="account-delete"),
    path(".well-known/hippocampus-export-key", account.export_key, name="export-key"),
    path("account/import-history/", imports.import_history, name="import-history"),
    path("account/import-history/<int:job_id>/", imports.import_job, name="import-history-job"),
    path("account/import-history/<int:job_id>/progress/", imports.import_progress, name="import-history-progress"),
]
