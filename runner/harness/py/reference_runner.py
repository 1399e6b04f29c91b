"""CPython reference runner for the ExecRetrieval oracle.

Reads one JSON request per line on stdin: {"code": str, "tests": [str, ...]} and writes one JSON
line per request: {"outcomes": [...]}. Each test runs the code then the test in a fresh namespace,
classified exactly like the sandbox harness (runner/harness/src/lib.rs):
  pass | FAIL | FAIL: <message> | TIMEOUT | ERROR: <ExceptionType>
This is the *reference* the sandbox is checked against, never the oracle itself.
Usage: python3 -I reference_runner.py [--timeout SECONDS]
"""
import builtins
import importlib.util
import io
import json
import os
import signal
import sys

MESSAGE_LIMIT = 500
OUTPUT_LIMIT = 64 * 1024
_HERE = os.path.dirname(os.path.abspath(__file__))


def load_pytest_shim():
    spec = importlib.util.spec_from_file_location("pytest", os.path.join(_HERE, "pytest_shim.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules["pytest"] = module
    return module


class _Timeout(BaseException):
    pass


class _Sink(io.TextIOBase):
    """Truncating stdout replacement: a print flood never becomes an error."""

    def __init__(self):
        self.size = 0

    def writable(self):
        return True

    def write(self, s):
        self.size = min(self.size + len(s), OUTPUT_LIMIT)
        return len(s)


def classify(exc):
    if isinstance(exc, _Timeout):
        return "TIMEOUT"
    if isinstance(exc, AssertionError):
        try:
            msg = str(exc)
        except BaseException:
            msg = ""
        if not msg:
            return "FAIL"
        return "FAIL: " + msg[:MESSAGE_LIMIT]
    return "ERROR: " + type(exc).__name__


def _alarm(signum, frame):
    raise _Timeout()


def run_suite(code, tests, timeout=5.0, pytest_module=None):
    pytest_module = pytest_module or sys.modules.get("pytest") or load_pytest_shim()
    try:
        code_obj = compile(code, "<snippet>", "exec")
    except BaseException as exc:  # SyntaxError, ValueError (null bytes), ...
        return ["ERROR: " + type(exc).__name__ for _ in tests]
    outcomes = []
    saved_builtins = dict(builtins.__dict__)
    for test in tests:
        sys.settrace(None)
        sys.setprofile(None)
        sys.setrecursionlimit(1000)
        builtins.__dict__.clear()
        builtins.__dict__.update(saved_builtins)
        ns = {"__name__": "__main__", "__builtins__": builtins, "pytest": pytest_module}
        old_out, old_err = sys.stdout, sys.stderr
        sys.stdout = sys.stderr = _Sink()
        if timeout:
            signal.signal(signal.SIGALRM, _alarm)
            signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            exec(code_obj, ns)
            exec(compile(test, "<test>", "exec"), ns)
            outcome = "pass"
        except BaseException as exc:
            outcome = classify(exc)
        finally:
            if timeout:
                signal.setitimer(signal.ITIMER_REAL, 0)
            sys.stdout, sys.stderr = old_out, old_err
        outcomes.append(outcome)
    builtins.__dict__.clear()
    builtins.__dict__.update(saved_builtins)
    return outcomes


def main():
    timeout = 5.0
    if "--timeout" in sys.argv:
        timeout = float(sys.argv[sys.argv.index("--timeout") + 1])
    sys.setrecursionlimit(1000)
    load_pytest_shim()
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        outcomes = run_suite(req["code"], req["tests"], timeout)
        out.write(json.dumps({"outcomes": outcomes}) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
