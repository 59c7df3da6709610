"""The Celery app; its broker and result backend are the same Redis as everything else."""

import logging
import os
import threading

from celery import Celery
from celery.signals import worker_process_init
from django.db import connections

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hippocampus.settings")

app = Celery("hippocampus")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
log = logging.getLogger(__name__)


@worker_process_init.connect
def _prepare(**_) -> None:
    """Each worker process loads what forming a conversation reads at first use
    (Socrates' readers and the patterns of its kinds, ``socrates.prepare``) as it starts,
    in a thread of its own: the process is not kept from reporting that it started (Celery
    waits 4 s for that), and its first conversation does not pay ~30 ms for it (issue 19;
    the scale bench's workers warm the same before their clock)."""

    def prepare() -> None:
        from memory import socrates  # the app is loaded by now; not when this module is imported

        try:
            socrates.prepare()
        except Exception:  # a warm-up: the first task loads whatever this could not
            log.exception("could not load what formation reads at first use")
        finally:
            connections.close_all()  # this thread's

    threading.Thread(target=prepare, name="prepare", daemon=True).start()
