"""Shared set-up of the package's tests: they run against the *installed* wheel (scripts/test.sh
installs it into a fresh venv), never the source tree, and share one cache directory per run
($EXECRETRIEVAL_CACHE_DIR, set by scripts/test.sh) so the guest is compiled once."""

import json
import os
import pathlib

import pytest

import execretrieval

REPO = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures"


def pytest_report_header(config):
    return f"execretrieval {execretrieval.__version__} from {pathlib.Path(execretrieval.__file__).parent}"


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


@pytest.fixture(scope="session")
def fixtures():
    return FIXTURES


@pytest.fixture(scope="session")
def sandbox():
    """The calibrated defaults with the fixtures' limits where they need them; no cache, so
    every test really runs the sandbox."""
    return execretrieval.Sandbox(cache=None)


@pytest.fixture(scope="session")
def release_sandbox():
    """The limits the oracle fixtures were recorded under: 10⁹ fuel per test, no suite budget."""
    return execretrieval.Sandbox(fuel=10**9, suite_fuel=0, cache=None)


@pytest.fixture(scope="session")
def repo():
    return REPO


def pytest_configure(config):
    # the installed package must not be the source folder (a stale build would go unnoticed)
    pkg = pathlib.Path(execretrieval.__file__).resolve()
    if str(pkg).startswith(str(REPO / "python" / "execretrieval")):
        raise pytest.UsageError(
            f"execretrieval is imported from the source tree ({pkg}); install the wheel into a venv "
            "and run pytest from outside python/ (scripts/test.sh does)"
        )
    os.environ.setdefault("EXECRETRIEVAL_CACHE_DIR", str(REPO / "target" / "pytest-cache"))
