from django.urls import path

from channels_app.pages import account

urlpatterns: list = [
    path("account/", account.account, name="account"),
    path("account/export/", account.export, name="account-export"),
    path("account/import/", account.import_export, name="account-import"),
    path("account/delete/", account.delete, name="account-delete"),
    path(".well-known/hippocampus-export-key", account.export_key, name="export-key"),
]
