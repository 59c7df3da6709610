"""How the OpenAPI schema describes our own authentication classes (drf-spectacular
knows only DRF's and knox's by name)."""

from drf_spectacular.authentication import BasicScheme


class LockoutAwareBasicScheme(BasicScheme):
    """The sign-in-throttled basic auth (hippocampus.authentication) is HTTP basic auth."""

    target_class = "hippocampus.authentication.LockoutAwareBasicAuthentication"
