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


def manager_of(queryset_class, *, deferred: tuple[str, ...] = ()):
    """A manager over ``queryset_class`` whose querysets leave the ``deferred`` columns
    unloaded (e.g. a stored full-text vector only Postgres reads)."""

    class Manager(models.Manager.from_queryset(queryset_class)):
        def get_queryset(self):
            return super().get_queryset().defer(*deferred)

    return Manager()
