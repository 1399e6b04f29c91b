"""The first verdict on a cold cache (issue 38). A wheel from scripts/build_wheel.sh ships the guest
precompiled for a baseline CPU inside the package: a cold cache loads it, nothing is compiled and
nothing is logged. A wheel without one (``pip install ./python``) compiles the guest once and says
so through ``logging`` (logger ``execretrieval``) before it starts. scripts/test.sh sets
EXECRETRIEVAL_EXPECT_SHIPPED_GUEST=1 for the wheel it builds, so a missing module fails there."""

import logging
import os
import pathlib
import time

import execretrieval
from execretrieval import Sandbox

PACKAGE = pathlib.Path(execretrieval.__file__).parent
SHIPPED = sorted(PACKAGE.glob("guest-*.cwasm"))


def test_cold_cache_first_verdict(tmp_path, caplog):
    if os.environ.get("EXECRETRIEVAL_EXPECT_SHIPPED_GUEST") == "1":
        assert SHIPPED, f"no precompiled guest in {PACKAGE} (scripts/build_wheel.sh puts it there)"
    cache = tmp_path / "cache"
    started = time.monotonic()
    with caplog.at_level(logging.WARNING, logger="execretrieval"):
        result = Sandbox(cache_dir=str(cache)).run_suite("def f(x):\n    return x + 1\n", ["assert f(1) == 2"])
    seconds = time.monotonic() - started
    assert result.outcomes == ["pass"]
    notices = [r.getMessage() for r in caplog.records if r.name == "execretrieval"]
    compiled = sorted((cache / "modules").glob("guest-*.cwasm"))
    if SHIPPED:
        assert not any("compiling" in m for m in notices), notices
        assert compiled == [], compiled
    else:
        assert any("compiling the sandbox guest for this machine" in m for m in notices), notices
        assert any("compiled the sandbox guest in" in m for m in notices), notices
        assert len(compiled) == 1, compiled
    print(f"first verdict from a cold cache ({'shipped module' if SHIPPED else 'compiled'}): {seconds:.2f} s")
