"""Celery tasks of the memory engine: thin adapters over memory's functions.

Celery's autodiscovery imports this package; each submodule holds one family of tasks.
"""

from memory.tasks import formation  # noqa: F401
from memory.tasks import imports  # noqa: F401
from memory.tasks import maintenance  # noqa: F401
from memory.tasks import reflection  # noqa: F401
