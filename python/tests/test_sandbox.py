"""The sandbox API on the oracle fixtures (tests/fixtures), the same cases `exec` is checked
on: every outcome must equal the fixture's expectation."""

import hashlib
import threading
import time

import pytest

import execretrieval
from execretrieval import Sandbox

from conftest import FIXTURES, read_jsonl


def expected_outcomes(row):
    return row.get("sandbox_expected", row.get("expected"))


def test_oracle_fixture_cases_batch_and_single(release_sandbox):
    rows = read_jsonl(FIXTURES / "oracle" / "cases.jsonl")
    assert len(rows) >= 150
    results = release_sandbox.run_suites([(r["code"], r["tests"]) for r in rows])
    bad = [(r["id"], res.outcomes, expected_outcomes(r)) for r, res in zip(rows, results)
           if res.outcomes != expected_outcomes(r)]
    assert not bad, bad
    for r, res in zip(rows, results):
        assert res.passed == all(o == "pass" for o in res.outcomes)
        assert len(res.fuel_used) == len(r["tests"])
        assert res.to_dict()["outcomes"] == res.outcomes
        assert res.cached is False
    # one at a time gives the same as the batch (dict items too)
    for r in rows[:20]:
        one = release_sandbox.run_suite(r["code"], r["tests"])
        assert one.outcomes == expected_outcomes(r), r["id"]
    d = release_sandbox.run_suites([{"code": rows[0]["code"], "tests": rows[0]["tests"]}])[0]
    assert d.outcomes == expected_outcomes(rows[0])


def test_hostile_fixture(release_sandbox):
    rows = read_jsonl(FIXTURES / "oracle" / "hostile.jsonl")
    results = release_sandbox.run_suites([(r["code"], r["tests"]) for r in rows])
    bad = [(r["id"], res.outcomes, r["sandbox_expected"]) for r, res in zip(rows, results)
           if res.outcomes != r["sandbox_expected"]]
    assert not bad, bad


def _run_fields(d):
    out = {"status": d["status"], "exit_code": d["exit_code"], "exception": d.get("exception")}
    stdout = d.get("stdout", "")
    if len(stdout) > 8192:
        out["stdout_sha256"] = hashlib.sha256(stdout.encode()).hexdigest()
    else:
        out["stdout"] = stdout
    return out


def _expected_fields(e):
    out = {"status": e["status"], "exit_code": e["exit_code"], "exception": e.get("exception")}
    if e.get("stdout_sha256"):
        out["stdout_sha256"] = e["stdout_sha256"]
    else:
        out["stdout"] = e["stdout"]
    return out


def test_programs_fixture(sandbox):
    rows = read_jsonl(FIXTURES / "programs" / "programs.jsonl")
    assert len(rows) >= 60
    reqs = []
    for r in rows:
        q = {"code": r["code"], "stdin": r["stdin"], "argv": r["argv"]}
        if "limits" in r:
            q["limits"] = r["limits"]
        reqs.append(q)
    got = sandbox.answer(reqs)
    bad = []
    for r, g in zip(rows, got):
        want = _expected_fields(r.get("sandbox_expected", r["expected"]))
        if _run_fields(g) != want:
            bad.append((r["id"], _run_fields(g), want))
    assert not bad, bad
    # the typed API agrees with the raw one where no limits are given
    plain = [(r, q) for r, q in zip(rows, reqs) if "limits" not in q][:15]
    typed = sandbox.run_programs([q for _, q in plain])
    for (r, _), t in zip(plain, typed):
        assert _run_fields(t.to_dict()) == _expected_fields(r.get("sandbox_expected", r["expected"])), r["id"]
    p = sandbox.run_program("import sys\nprint(input()[::-1], sys.argv[1:])", stdin="abc\n", argv=["x", "y"])
    assert (p.status, p.exit_code, p.stdout) == ("ok", 0, "cba ['x', 'y']\n")


JUDGE_TABLE = [
    ("3\n", "3\n", "exact", "ACCEPTED"),
    ("3", "3\n", "exact", "WRONG_ANSWER"),
    ("3  \n\n", "3\n", "lines", "ACCEPTED"),
    ("3\n4\n", "3 4\n", "lines", "WRONG_ANSWER"),
    ("3\n4\n", "3 4\n", "tokens", "ACCEPTED"),
    ("0.3333333\n", "0.333333333\n", "float", "ACCEPTED"),
    ("0.34\n", "0.333333333\n", "float", "WRONG_ANSWER"),
]


@pytest.mark.parametrize("printed,expected,compare,verdict", JUDGE_TABLE)
def test_judge_compare_modes(sandbox, printed, expected, compare, verdict):
    code = f"import sys\nsys.stdout.write({printed!r})\n"
    r = sandbox.judge(code, [("", expected)], compare=compare)
    assert r.verdict == verdict
    assert r.accepted == (verdict == "ACCEPTED")


def test_judge_verdicts_and_case_forms(sandbox):
    add = "a, b = map(int, input().split())\nprint(a + b)\n"
    r = sandbox.judge(add, [("1 2\n", "3\n"), {"stdin": "2 2\n", "expected_stdout": "4\n"}])
    assert (r.verdict, r.accepted, len(r.cases)) == ("ACCEPTED", True, 2)
    assert r.to_dict()["verdict"] == "ACCEPTED"
    r = sandbox.judge(add, [("1 2\n", "4\n"), ("2 2\n", "4\n")], stop_on_first_failure=True)
    assert (r.verdict, len(r.cases)) == ("WRONG_ANSWER", 1)
    assert sandbox.judge("1/0", [("", "")]).verdict == "RUNTIME_ERROR: ZeroDivisionError"
    assert sandbox.judge("while True: pass", [("", "")]).verdict == "TIMEOUT"
    many = sandbox.judge_many([(add, [("1 1\n", "2\n")]), {"code": "print(5)", "cases": [("", "5\n")]}])
    assert [m.verdict for m in many] == ["ACCEPTED", "ACCEPTED"]


@pytest.mark.parametrize(
    "call,exc,words",
    [
        (lambda s: s.run_suite(1, ["assert True"]), TypeError, "code"),
        (lambda s: s.run_suite("x = 1", "assert True"), TypeError, "list of str"),
        (lambda s: s.run_suite("x = 1", [1]), TypeError, "tests[0]"),
        (lambda s: s.run_program("print(1)", stdin=b"x"), TypeError, "stdin"),
        (lambda s: s.run_program("print(1)", argv="a"), TypeError, "argv"),
        (lambda s: s.judge("print(1)", [("1",)]), TypeError, "cases[0]"),
        (lambda s: s.judge("print(1)", [("", "1")], compare="fuzzy"), ValueError, "compare must be one of"),
        (lambda s: s.judge("print(1)", [("", "1")], abs_tol=-1), ValueError, "abs_tol"),
        (lambda s: s.judge("print(1)", [{"stdin": "", "expected": "1"}]), ValueError, "unknown keys"),
        (lambda s: s.run_suites([("a",)]), TypeError, "items[0]"),
        (lambda s: s.run_suites([("x=1", ["assert x"])], jobs=0), ValueError, "jobs"),
        (lambda s: s.answer([{"code": "x", "tests": [], "bogus": 1}]), ValueError, "unknown field"),
        (lambda s: s.answer([{"code": "x", "tests": ["assert 1"], "limits": {"memory_mib": 99999}}]), ValueError, "memory_mib"),
    ],
)
def test_bad_arguments_raise_named_errors(sandbox, call, exc, words):
    with pytest.raises(exc) as e:
        call(sandbox)
    assert words in str(e.value)


@pytest.mark.parametrize(
    "kwargs,exc,words",
    [
        ({"fuel": 0}, ValueError, "fuel"),
        ({"fuel": 1.5}, TypeError, "fuel"),
        ({"fuel": True}, TypeError, "fuel"),
        ({"suite_fuel": -1}, ValueError, "suite_fuel"),
        ({"memory_mib": 0}, ValueError, "memory_mib"),
        ({"memory_mib": 8192}, ValueError, "memory_mib"),
        ({"jobs": 0}, ValueError, "jobs"),
        ({"cache": 3}, TypeError, "cache"),
        ({"cache": "ftp://x"}, RuntimeError, "unsupported cache"),
    ],
)
def test_bad_constructor_arguments(kwargs, exc, words):
    with pytest.raises(exc) as e:
        Sandbox(**kwargs)
    assert words in str(e.value)


def test_guest_behaviour_never_raises(sandbox):
    r = sandbox.run_suite("import os\nos._exit(3)", ["assert True"])
    assert r.outcomes == ["ERROR: SystemExit"]
    r = sandbox.run_suite("def f(): return f()", ["f()"])
    assert r.outcomes == ["ERROR: RecursionError"]
    r = sandbox.run_suite("def f(:", ["assert True"])
    assert r.outcomes == ["ERROR: SyntaxError"]
    p = sandbox.run_program("x = bytearray(10**9)")
    assert p.status == "memory"


def test_limits_and_cache(tmp_path):
    s = Sandbox(fuel=10**9, suite_fuel=0, cache=f"sqlite:{tmp_path / 'c.sqlite'}")
    assert s.limits["fuel"] == 10**9 and s.limits["suite_fuel"] is None
    first = s.run_suite("def f(x):\n    return 2 * x\n", ["assert f(2) == 4", "assert f(3) == 7"])
    again = s.run_suite("def f(x):\n    return 2 * x\n", ["assert f(2) == 4", "assert f(3) == 7"])
    assert first.outcomes == again.outcomes == ["pass", "FAIL"]
    assert (first.cached, again.cached) == (False, True)
    assert first.fuel_used == again.fuel_used
    assert (tmp_path / "c.sqlite").exists()
    d = Sandbox(cache=None)
    assert d.limits["fuel"] == 10**10 and d.limits["suite_fuel"] == 10**11
    # the defaults come from core::limits through _native (one place)
    from execretrieval import _native

    assert (d.limits["fuel"], d.limits["suite_fuel"]) == (_native.DEFAULT_FUEL, _native.DEFAULT_SUITE_FUEL)
    assert (d.limits["memory_mib"], d.limits["output_bytes"]) == (_native.DEFAULT_MEMORY_MIB, 2**20)
    assert _native.DEFAULT_MEMORY_MIB == 256


def test_gil_is_released_during_a_batch(sandbox):
    """Another Python thread makes progress while a long batch runs."""
    ticks = []
    done = threading.Event()

    def counter():
        while not done.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.005)

    t = threading.Thread(target=counter)
    loop = "def f():\n    n = 0\n    for i in range(300000):\n        n += i\n    return n\n"
    items = [(loop, ["assert f() > 0"])] * (24 * sandbox.jobs)
    t.start()
    start = time.perf_counter()
    results = sandbox.run_suites(items)
    end = time.perf_counter()
    done.set()
    t.join()
    assert all(r.passed for r in results)
    during = [x for x in ticks if start < x < end]
    # the batch takes well over 0.2 s; a thread blocked on the GIL would tick at most once or twice
    assert end - start > 0.2, end - start
    assert len(during) >= 10, (len(during), end - start)


def test_results_in_input_order_and_deterministic(sandbox):
    items = [(f"def f():\n    return {i}\n", [f"assert f() == {i}", f"assert f() == {i + 1}"]) for i in range(40)]
    a = sandbox.run_suites(items, jobs=1)
    b = sandbox.run_suites(items, jobs=sandbox.jobs)
    assert [x.outcomes for x in a] == [["pass", "FAIL"]] * 40
    assert [x.to_dict() for x in a] == [x.to_dict() for x in b]


def test_keyboard_interrupt_stops_a_batch_between_items(sandbox):
    import _thread
    import signal

    # a process started in the background by a non-interactive shell inherits SIGINT ignored,
    # and then interrupt_main() does nothing: install Python's handler for this test
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    slow = "def f():\n    n = 0\n    for i in range(200000):\n        n += i\n    return n\n"
    items = [(slow, ["assert f() > 0"])] * 400
    timer = threading.Timer(0.3, _thread.interrupt_main)
    timer.start()
    start = time.perf_counter()
    try:
        with pytest.raises(KeyboardInterrupt):
            sandbox.run_suites(items)
    finally:
        signal.signal(signal.SIGINT, previous)
    elapsed = time.perf_counter() - start
    timer.cancel()
    # 400 items take many seconds; the interrupt ends the batch soon after 0.3 s
    assert elapsed < 5, elapsed
    # the sandbox is still usable afterwards
    assert sandbox.run_suite("x = 1", ["assert x == 1"]).passed


def test_version_and_public_names():
    assert isinstance(execretrieval.__version__, str)
    for n in ["Sandbox", "Benchmark", "Evaluation", "SuiteResult", "ProgramResult", "JudgeResult"]:
        assert hasattr(execretrieval, n)


def test_calls_fixture(sandbox):
    """Call-based problems (tests/fixtures/calls, diffed against CPython by tests/tests/calls.rs)."""
    rows = read_jsonl(FIXTURES / "calls" / "calls.jsonl")
    assert len(rows) >= 15
    got = sandbox.run_calls_many([{"code": r["code"], "function": r["function"], "calls": r["calls"],
                                   "stop_on_first_failure": r.get("stop_on_first_failure", False)} for r in rows])
    bad = [(r["id"], [c.verdict for c in g.calls], r["expected_verdicts"]) for r, g in zip(rows, got)
           if [c.verdict for c in g.calls] != r["expected_verdicts"]]
    assert not bad, bad
    one = sandbox.run_calls("def add(a, b):\n    return a + b\n", "add", [([1, 2], 3), {"args": [2, 2], "expected": 5}])
    assert (one.verdict, [c.actual for c in one.calls]) == ("WRONG_ANSWER", [3, 4])
    assert one.to_dict()["calls"][0]["verdict"] == "ACCEPTED"
    with pytest.raises(TypeError, match="JSON values"):
        sandbox.run_calls("def f(x):\n    return x\n", "f", [([{1, 2}], 1)])
    with pytest.raises(ValueError, match="'args' and 'expected'"):
        sandbox.run_calls("def f(x):\n    return x\n", "f", [{"args": [1], "want": 1}])
