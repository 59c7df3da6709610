"""``manage.py start``: the whole assistant on this machine, with nothing to configure.

Prepares the database and accounts (``manage.py prepare``), then runs daphne, a Celery
worker and Celery beat together under honcho, with the service URLs passed down so no
child starts services of its own. Ctrl-C stops all of it, embedded servers included.
"""

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

from hippocampus import services


class Command(BaseCommand):
    help = "Start Hippocampus: web (daphne), Celery worker and beat, on embedded or configured services."

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("HIPPOCAMPUS_HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("HIPPOCAMPUS_PORT", "8000")))

    def handle(self, *args, host, port, **options):
        call_command("prepare")
        procfile = self.write_procfile(host, port)
        env = {**os.environ, "DATABASE_URL": settings.DATABASE_URL, "REDIS_URL": settings.REDIS_URL}
        env.setdefault("PYTHONUNBUFFERED", "1")
        honcho = subprocess.Popen(
            [str(Path(sys.executable).with_name("honcho")), "start", "-f", str(procfile), "-d", str(settings.BASE_DIR)],
            env=env,
        )
        threading.Thread(target=self.announce_when_ready, args=(host, port, honcho), daemon=True).start()
        # Ctrl-C, or SIGTERM from a service manager, stops everything the same way, even
        # when a parent shell started us with SIGINT ignored (background jobs).
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, signal.default_int_handler)
        try:
            honcho.wait()
        except KeyboardInterrupt:
            honcho.send_signal(signal.SIGINT)
            honcho.wait()
        finally:
            self.stdout.write("stopping embedded services")
            services.stop_embedded()
            self.stdout.write("stopped")

    def write_procfile(self, host: str, port: int) -> Path:
        bin_dir = Path(sys.executable).parent
        concurrency = os.environ.get("HIPPOCAMPUS_WORKER_CONCURRENCY", "1")
        procfile = services.state_dir() / "Procfile"
        procfile.write_text(
            f"web: env HIPPOCAMPUS_WARM=1 {bin_dir / 'daphne'} -b {host} -p {port} hippocampus.asgi:application\n"
            f"worker: {bin_dir / 'celery'} -A hippocampus worker --loglevel=INFO --concurrency={concurrency}\n"
            f"beat: {bin_dir / 'celery'} -A hippocampus beat --loglevel=INFO\n"
        )
        return procfile

    def announce_when_ready(self, host: str, port: int, honcho: subprocess.Popen):
        while honcho.poll() is None:
            try:
                with socket.create_connection((host, port), timeout=0.5):
                    break
            except OSError:
                time.sleep(0.3)
        else:
            return
        self.stdout.write(self.style.SUCCESS(f"\nHippocampus is running at http://{host}:{port}/  (Ctrl-C stops it)\n"))
