"""The chat page and the feedback its buttons send. Thin: they read through the
transcript selectors, write through ``do_record_feedback`` and render fragments."""

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest, HttpResponseNotFound
from django.shortcuts import render
from django.views.decorators.http import require_POST

from channels_app.web import fragments
from memory.cycle import transcript
from memory.models import RetrievalTrace
from memory.retrieval.feedback import FeedbackError, do_record_feedback


@login_required
def chat(request):
    """The chat: the person's last turns from the database, and the composer."""
    exchanges = transcript.recent_exchanges(
        user=request.user, channel=fragments.WEB, limit=settings.HIPPOCAMPUS["CHAT_HISTORY_TURNS"]
    )
    return render(
        request,
        "chat/page.html",
        {"turns": [fragments.turn(e) for e in exchanges], "max_chars": settings.HIPPOCAMPUS["MAX_MESSAGE_CHARS"]},
    )


@login_required
@require_POST
def feedback(request):
    """Thumbs on a reply or "that's wrong" on a remembered item; answers the turn as it
    now stands (404 for a turn that is not the person's, 400 with the reason otherwise)."""
    try:
        trace_id = int(request.POST.get("trace", ""))
        belief = request.POST.get("belief")
        belief_id = int(belief) if belief else None
    except ValueError:
        return HttpResponseBadRequest("trace and belief must be ids.")
    try:
        trace = do_record_feedback(
            user=request.user, trace_id=trace_id, signal=request.POST.get("signal", ""), belief_id=belief_id
        )
    except RetrievalTrace.DoesNotExist:
        return HttpResponseNotFound("No such reply.")
    except FeedbackError as error:
        return HttpResponseBadRequest(str(error))
    if trace.message is None:
        return HttpResponse(status=204)
    item = fragments.turn(transcript.exchange_for(user=request.user, message=trace.message))
    return render(request, "chat/turn.html", {"turn": item, "open_remembered": bool(belief_id)})
