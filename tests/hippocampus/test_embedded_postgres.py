import os

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.db import connection

from hippocampus import services

pytestmark = pytest.mark.skipif(bool(os.environ.get("DATABASE_URL")), reason="an external server keeps its own settings")


@pytest.mark.django_db
def test_the_embedded_server_runs_with_the_configured_shared_buffers():
    wanted = os.environ.get("HIPPOCAMPUS_PG_SHARED_BUFFERS") or services.DEFAULT_SHARED_BUFFERS
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_size_bytes(current_setting('shared_buffers')) = pg_size_bytes(%s)", [wanted])
        assert cursor.fetchone()[0] is True


@pytest.mark.parametrize("value", ["lots", "1 GB; DROP TABLE x", "-1GB", "1TB"])
def test_a_bad_shared_buffers_value_stops_start_up_naming_the_variable(monkeypatch, value):
    monkeypatch.setenv("HIPPOCAMPUS_PG_SHARED_BUFFERS", value)
    with pytest.raises(ImproperlyConfigured, match="HIPPOCAMPUS_PG_SHARED_BUFFERS"):
        services._configure(services._pg_server())
