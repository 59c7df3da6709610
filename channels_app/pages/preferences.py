"""The settings page: how fast unused memories fade (with the plot of what that does),
time zone, idle reflection, personal API tokens and linked addresses. Thin: forms parse,
``memory.people`` decides and writes; the plot's numbers come from
``memory.people.forecast``, its pixels from ``channels_app.pages.svg``."""

import json
from zoneinfo import available_timezones

from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from channels_app import delivery
from channels_app.pages.svg import Frame
from memory import people
from memory.models import DEPRECATION_PRESETS, ChannelKind, daily_rate
from memory.people import forecast, identities

CUSTOM = "custom"
# The slider's range, in percent a day; the number field beside it takes any rate the
# engine accepts (below 100 %).
SLIDER_MAX_PERCENT = 10
PLOT = {"width": 640, "height": 280, "left": 44, "bottom": 34, "top": 12, "right": 56}
TIMEZONES = sorted(available_timezones())


class RateForm(forms.Form):
    preset = forms.ChoiceField(choices=[(name, name) for name in DEPRECATION_PRESETS] + [(CUSTOM, CUSTOM)])
    percent = forms.FloatField(required=False, min_value=0, max_value=99.9)

    def clean(self):
        data = super().clean()
        if data.get("preset") == CUSTOM and data.get("percent") is None:
            raise ValidationError("Give a daily rate in percent for a rate of your own, such as 2 for 2 % a day.")
        return data

    def setting(self) -> str:
        """The deprecation setting chosen: a preset's name or a daily rate."""
        data = self.cleaned_data
        return data["preset"] if data["preset"] != CUSTOM else repr(round(data["percent"] / 100, 6))


class SettingsForm(RateForm):
    timezone = forms.ChoiceField(choices=[(name, name) for name in TIMEZONES])
    reflection = forms.BooleanField(required=False)


class LinkForm(forms.Form):
    kind = forms.ChoiceField(choices=[(ChannelKind.SMS, "phone (SMS)"), (ChannelKind.EMAIL, "email")])
    address = forms.CharField(max_length=254)


class VerifyForm(LinkForm):
    code = forms.CharField(max_length=12)


def _rate_initial(preferences) -> dict:
    preset = preferences.deprecation_rate if preferences.deprecation_rate in DEPRECATION_PRESETS else CUSTOM
    return {"preset": preset, "percent": round(preferences.daily_decay_rate * 100, 3)}


def percent(rate: float) -> str:
    """A daily rate as a person reads it: 0.025 → "2.5" (percent a day)."""
    return f"{rate * 100:.4g}"


def plot_context(setting: str) -> dict:
    """What the plot template draws for a deprecation ``setting`` (a preset or a rate)."""
    rate = daily_rate(setting)
    curves = forecast.decay_forecast(rate, preset=setting if setting in DEPRECATION_PRESETS else "")
    y_max = max(max(curve.depths) for curve in curves)
    y_max = min(1.0, (int(y_max * 10) + 1) / 10)
    frame = Frame(**PLOT, x_max=forecast.DAYS, y_max=y_max)
    threshold = forecast.prune_threshold()
    return {
        "curves": [
            {
                "curve": curve,
                "points": frame.points(curve.depths),
                "percent": percent(curve.rate),
                "end": {"x": frame.x(forecast.DAYS) + 5, "y": frame.y(curve.depths[-1]) + 4},
            }
            for curve in curves
        ],
        "yours": curves[0],
        "rate_percent": percent(rate),
        "frame": frame,
        "weeks": [{"n": week, "x": frame.x(week * 7)} for week in range(0, forecast.WEEKS + 1, 2)],
        "levels": [{"v": level / 10, "y": frame.y(level / 10)} for level in range(0, int(y_max * 10) + 1)],
        "threshold": {"v": threshold, "y": frame.y(threshold), "label_x": frame.x(0) + 6, "label_y": frame.y(threshold) - 5},
        "axis_y": frame.y(0),
        "axis_x": frame.x(0),
        "y_labels_x": frame.x(0) - 6,
        "x_labels_y": frame.y(0) + 18,
        "caption_y": frame.height - 2,
        "right": frame.x(forecast.DAYS),
        "top": frame.y(y_max),
    }


def _page(request, *, form=None, link_form=None, new_token: str = "", error: str = "", status: int = 200):
    preferences = people.preferences_of(request.user)
    form = form or SettingsForm(
        initial={**_rate_initial(preferences), "timezone": preferences.timezone, "reflection": preferences.reflection}
    )
    setting = form.setting() if form.is_bound and form.is_valid() else preferences.deprecation_rate
    context = {
        "form": form,
        "presets": {name: percent(rate) for name, rate in DEPRECATION_PRESETS.items()},
        "presets_json": json.dumps({name: round(rate * 100, 3) for name, rate in DEPRECATION_PRESETS.items()}),
        "timezones": TIMEZONES,
        "slider_max": SLIDER_MAX_PERCENT,
        "plot": plot_context(setting),
        "preferences": preferences,
        "reflection_running": settings.HIPPOCAMPUS["IDLE_REFLECTION"],
        "tokens": people.api_tokens(request.user),
        "new_token": new_token,
        "identities": identities.identities_of(request.user),
        "link_form": link_form or LinkForm(),
        "error": error,
    }
    return render(request, "pages/settings.html", context, status=status)


@login_required
@require_http_methods(["GET", "POST"])
def settings_page(request):
    """GET: the page. POST: save the rate, time zone and reflection switch together (400
    on the page, naming the problem, when one is bad; nothing is saved then)."""
    if request.method == "GET":
        return _page(request)
    form = SettingsForm(request.POST)
    if not form.is_valid():
        return _page(request, form=form, status=400)
    try:
        people.do_set_preferences(
            user=request.user,
            deprecation_rate=form.setting(),
            timezone=form.cleaned_data["timezone"],
            reflection=form.cleaned_data["reflection"],
        )
    except ValidationError as error:
        return _page(request, form=form, error=" ".join(error.messages), status=400)
    messages.success(request, "Saved.")
    return redirect("settings")


@login_required
@require_GET
def plot(request):
    """The decay plot alone, for the rate in the query (what the slider sends as it moves)."""
    form = RateForm(request.GET)
    if not form.is_valid():
        errors = " ".join(error for field in form.errors.values() for error in field)
        return render(request, "pages/decay_plot.html", {"plot": None, "error": errors}, status=400)
    return render(request, "pages/decay_plot.html", {"plot": plot_context(form.setting())})


@login_required
@require_POST
def create_token(request):
    """A new personal API token, shown on the page this once."""
    _, token = people.do_create_api_token(user=request.user)
    return _page(request, new_token=token)


@login_required
@require_POST
def revoke_token(request, token_key: str):
    """Revoke one of the person's tokens (another person's key revokes nothing)."""
    if people.do_revoke_api_token(user=request.user, token_key=token_key):
        messages.success(request, "Token revoked: it no longer opens the API.")
    return redirect("settings")


@login_required
@require_POST
def link_identity(request):
    """Claim a phone number or email address and send it a code."""
    form = LinkForm(request.POST)
    if not form.is_valid():
        return _page(request, link_form=form, status=400)
    try:
        identity = delivery.link_identity(user=request.user, **form.cleaned_data)
    except ValidationError as error:
        return _page(request, link_form=form, error=" ".join(error.messages).capitalize() + ".", status=400)
    messages.success(request, f"A code is on its way to {identity.address}: type it in below to confirm.")
    return redirect("settings")


@login_required
@require_POST
def verify_identity(request):
    """Confirm a claimed address with the code it received."""
    form = VerifyForm(request.POST)
    if not form.is_valid():
        return _page(request, error="Type the code the address received.", status=400)
    try:
        identity = identities.do_verify_identity(user=request.user, **form.cleaned_data)
    except ValidationError as error:
        return _page(request, error=" ".join(error.messages).capitalize() + ".", status=400)
    messages.success(request, f"{identity.address} now reaches your memory.")
    return redirect("settings")


@login_required
@require_POST
def unlink_identity(request, pk: int):
    """Remove one of the person's addresses."""
    identities.do_unlink_identity(user=request.user, identity_id=pk)
    messages.success(request, "Address removed.")
    return redirect("settings")
