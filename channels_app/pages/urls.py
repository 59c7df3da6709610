from django.urls import path  # noqa: F401  (each page module adds its routes below)

urlpatterns: list = []
