"""Tenant scoping: every memory query names the one user it is about.

``Model.objects.for_user(user)`` is the way the engine reads memory; it is the only
queryset the engine's selectors start from. The unscoped queryset remains for the
operator admin and maintenance tasks that iterate over users batch by batch.
"""

from django.db import models


class UserScopedQuerySet(models.QuerySet):
    user_field = "user"

    def for_user(self, user):
        if user is None or getattr(user, "pk", None) is None:
            raise ValueError("a memory query must be scoped to a saved user")
        return self.filter(**{self.user_field: user})


UserScopedManager = models.Manager.from_queryset(UserScopedQuerySet)
