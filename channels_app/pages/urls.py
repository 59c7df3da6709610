from django.urls import path

from channels_app.pages import imports

urlpatterns: list = [
    path("account/import-history/", imports.import_history, name="import-history"),
    path("account/import-history/<int:job_id>/", imports.import_job, name="import-history-job"),
    path("account/import-history/<int:job_id>/progress/", imports.import_progress, name="import-history-progress"),
]
