"""The account page (issue 18 items 3 and 4): the signed export, its import, and
whole-account erasure; and the export key published for anyone to check a file with.

Thin: each view parses the request, calls one function of ``memory.people`` and renders
what it answered. A refused import or a wrong confirmation is a 400 that says why.
"""

from django.conf import settings
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from memory import people
from memory.people import portability, signing


def _account_page(request, *, status=200, **context):
    return render(request, "pages/account.html", {"summary": people.summary_of(request.user), **context}, status=status)


@login_required
@require_GET
def account(request):
    """What the account holds, with its actions: export, import, erase."""
    return _account_page(request)


@login_required
@require_GET
def export(request):
    """The person's whole memory as a signed JSON file to download."""
    name = f"hippocampus-{request.user.get_username()}-{timezone.now():%Y-%m-%d}.json"
    response = HttpResponse(people.export_bytes(request.user), content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


@login_required
@require_POST
def import_export(request):
    """Restore an uploaded export into this (empty) account, or say why not (400; the same
    file again is a 200 that says nothing was added)."""
    upload = request.FILES.get("file")
    if upload is None:
        return _account_page(request, status=400, import_error="Choose an export file to import.")
    if upload.size > settings.IMPORT_MAX_BYTES:
        limit = settings.IMPORT_MAX_BYTES // 1_000_000
        return _account_page(request, status=400, import_error=f"That file is larger than {limit} MB.")
    try:
        imported = people.do_import(user=request.user, data=upload.read())
    except people.AlreadyImported as already:
        return _account_page(request, import_note=str(already))
    except people.ImportRefused as refusal:
        return _account_page(request, status=400, import_error=str(refusal))
    return _account_page(request, imported=imported)


@login_required
@require_http_methods(["GET", "POST"])
def delete(request):
    """Erase the whole account once the person types their username; they are signed out."""
    if request.method == "GET":
        return render(request, "pages/account_delete.html", {"summary": people.summary_of(request.user)})
    try:
        people.do_erase_account(user=request.user, typed=request.POST.get("confirm", ""))
    except ValidationError as error:
        context = {"summary": people.summary_of(request.user), "error": error.messages[0]}
        return render(request, "pages/account_delete.html", context, status=400)
    logout(request)
    return render(request, "pages/account_erased.html")


@require_GET
def export_key(request):
    """The public key every export of this server is signed with (no sign-in needed)."""
    key = people.public_key_text()
    return JsonResponse({
        "algorithm": signing.ALGORITHM,
        "public_key": key,
        "fingerprint": signing.fingerprint(key),
        "format": portability.FORMAT,
        "version": portability.VERSION,
    })
