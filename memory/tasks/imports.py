"""Imported histories (issue 19): one task runs one import job to its end."""

from celery import shared_task

from memory.models import ImportJob
from memory.people import imports


@shared_task(name="memory.run_import", acks_late=True)
def run_import(job_id: int) -> dict:
    """Run import job ``job_id`` from where it stopped. Acknowledged late: a worker that
    dies mid-import leaves the task queued, and the next run resumes from the cursor."""
    job = ImportJob.objects.filter(pk=job_id).select_related("user").first()
    if job is None:
        return {"skipped": "job not found"}
    job = imports.run(job)
    return {"status": job.status, "added": job.added, "withheld": job.withheld, "episodes": job.episodes}
