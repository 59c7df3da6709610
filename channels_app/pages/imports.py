"""Bringing a history from another service (issue 19): the upload form, the job's page
and its progress line, which htmx polls until the import is done. Thin: the file is
checked and its job created by ``memory.people.imports``, and run by the Celery task."""

import logging

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import Http404
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods

from memory.people import imports
from memory.tasks.imports import run_import

log = logging.getLogger(__name__)


@login_required
@require_http_methods(["GET", "POST"])
def import_history(request):
    """The form and the person's earlier imports; a POST starts an import and goes to
    its page, or answers 400 saying why the file was refused (nothing written), or asks
    which of the file's speakers is the person."""
    context = {"formats": imports.LABELS, "jobs": _jobs(request.user), "chosen": request.POST.get("format", "auto")}
    if request.method == "GET":
        return render(request, "pages/import_history.html", context)
    upload = request.FILES.get("file")
    own = [name.strip() for name in request.POST.getlist("me") for name in name.split(",") if name.strip()]
    limit = settings.HIPPOCAMPUS["IMPORT_MAX_MB"]
    if upload is None:
        return _refused(request, context, "Choose a file to import.")
    if upload.size > limit * 1024 * 1024:
        return _refused(request, context, f"The file is larger than {limit} MB.")
    try:
        job = imports.do_start_import(
            user=request.user, data=upload.read(), name=upload.name, format=context["chosen"], own=own
        )
    except imports.ChooseSpeaker as question:
        return render(request, "pages/import_history.html", {**context, "speakers": question.speakers})
    except imports.Refused as refusal:
        return _refused(request, context, f"{upload.name}: {refusal}")
    transaction.on_commit(lambda: _send(job.pk))
    return redirect("import-history-job", job_id=job.pk)


def _jobs(user):
    return [(job, imports.describe(job)) for job in imports.imports_of(user)[:20]]


def _refused(request, context, message: str):
    return render(request, "pages/import_history.html", {**context, "error": message}, status=400)


def _send(job_id: int) -> None:
    try:
        run_import.delay(job_id)
    except Exception:  # broker down: the job waits, and uploading the same file again resumes it
        log.exception("could not enqueue import job %s", job_id)


def _job_or_404(user, job_id: int):
    job = imports.import_job(user, job_id)
    if job is None:
        raise Http404("No such import.")
    return job


@login_required
def import_job(request, job_id: int):
    """One import's page: its file, and the progress line."""
    job = _job_or_404(request.user, job_id)
    return render(
        request, "pages/import_history.html",
        {"job": job, "label": imports.LABELS[job.format], "line": imports.describe(job)},
    )


@login_required
def import_progress(request, job_id: int):
    """The progress line alone, for htmx to swap in; it stops asking once the job ends."""
    job = _job_or_404(request.user, job_id)
    return render(request, "pages/import_progress.html", {"job": job, "line": imports.describe(job)})
