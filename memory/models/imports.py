"""A history brought in from another service (issue 19): one job per uploaded file."""

from django.conf import settings
from django.db import models
from django.utils import timezone

from memory.models.scoping import UserScopedManager


class ImportStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    STORING = "storing", "Storing messages"
    FORMING = "forming", "Forming memories"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"


class ImportJob(models.Model):
    """One import of a chat export or mailbox, resumable from ``cursor``.

    The file waits under ``IMPORT_DIR`` (never in a table: it may hold what the refusal
    gate withholds) until the job is done; its messages go through the archive, the gate
    and formation like live ones. ``cursor`` counts the messages already stored, in the
    file's own order, so a run that was stopped starts where the last committed batch
    ended; ``formed`` counts the conversations already formed.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="import_jobs")
    format = models.CharField(max_length=16, help_text="chatgpt, whatsapp, mbox, locomo")
    source_name = models.CharField(max_length=255, help_text="the uploaded file's name")
    source_sha256 = models.CharField(max_length=64)
    own = models.JSONField(default=list, help_text="the speaker names or addresses that are the person")
    time_zone = models.CharField(max_length=64, default="UTC", help_text="how the file's local times were read")
    status = models.CharField(max_length=16, choices=ImportStatus.choices, default=ImportStatus.QUEUED)
    total = models.PositiveIntegerField(default=0, help_text="messages in the file")
    cursor = models.PositiveIntegerField(default=0, help_text="messages of the file already stored or skipped")
    added = models.PositiveIntegerField(default=0, help_text="messages new to the archive")
    withheld = models.PositiveIntegerField(default=0, help_text="messages the refusal gate withheld")
    conversations = models.PositiveIntegerField(default=0, help_text="conversations to form")
    formed = models.PositiveIntegerField(default=0, help_text="conversations formed")
    episodes = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    objects = UserScopedManager()

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "source_sha256"])]

    def __str__(self):
        return f"{self.format} import {self.pk} of {self.user} ({self.status})"

    @property
    def finished(self) -> bool:
        return self.status in {ImportStatus.DONE, ImportStatus.FAILED}
