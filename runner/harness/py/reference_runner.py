"""CPython reference runner for the ExecRetrieval oracle.

Reads one JSON request per line on stdin: {"code": str, "tests": [str, ...]} and writes one JSON
line per request: {"outcomes": [...]}. Each test runs the code then the test in a fresh namespace,
classified exactly like the sandbox harness (runner/harness/src/lib.rs):
  pass | FAIL | FAIL: <message> | TIMEOUT | ERROR: <ExceptionType>
This is the *reference* the sandbox is checked against, never the oracle itself.

A request {"program": {"code", "stdin", "argv", "output_limit"}} runs the code as __main__ the way
the harness's run_program does (same stdin wrapper, argv, capped sinks, exit-code rules) and writes
one JSON line: the ProgramRun {"status", "exit_code", "stdout", "stderr", "stdout_truncated",
"stderr_truncated", "exception"}. With --memory-mib the address space is capped (RLIMIT_AS) so
that a memory bomb ends in MemoryError as in the sandbox.
Usage: python3 -I reference_runner.py [--timeout SECONDS] [--memory-mib MIB]

CPython runs with PYTHONHASHSEED=0, the sandbox's fixed seed (str/bytes hashes, and so set
order, equal to the sandbox's): `-I` ignores the environment, so a runner started without that
seed starts itself again under it (`hash_seed_zero_argv`; the host starts it right away).
"""
import builtins
import importlib.util
import io
import json
import os
import signal
import sys
import traceback

MESSAGE_LIMIT = 500
OUTPUT_LIMIT = 64 * 1024
_HERE = os.path.dirname(os.path.abspath(__file__))


def reexec_with_hash_seed_zero(argv):
    """Unless this interpreter hashes with PYTHONHASHSEED=0, replace it with one that does,
    running `argv` (the script and its arguments): `python3 -s` (no user site) with the
    environment's PYTHON* variables dropped but PYTHONHASHSEED=0, which is what `-I` would
    leave but the seed. CPython reads the seed only at start-up."""
    if not sys.flags.hash_randomization:
        return
    if os.environ.get("PYTHONHASHSEED") == "0" and not sys.flags.ignore_environment:
        raise SystemExit("PYTHONHASHSEED=0 is set but hash randomization is on")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONHASHSEED"] = "0"
    sys.stdout.flush()
    os.execve(sys.executable, [sys.executable, "-s"] + list(argv), env)


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


class _OutputLimit(BaseException):
    """Mirror of the harness's _ErOutputLimit."""


class _BytesView:
    def __init__(self, sink):
        self._sink = sink

    def write(self, b):
        self._sink.write(bytes(b).decode("utf-8", "replace"))
        return len(b)

    def flush(self):
        pass


class _ProgramSink:
    """Mirror of the harness's _ErProgramSink (runner/harness/src/lib.rs), line by line."""

    encoding = "utf-8"
    errors = "strict"

    def __init__(self, limit):
        self._limit = limit
        self._parts = []
        self._size = 0
        self.truncated = False
        self.buffer = _BytesView(self)

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not " + type(s).__name__)
        if self.truncated:
            raise _OutputLimit()
        data = s.encode("utf-8", "surrogatepass")
        if self._size + len(data) > self._limit:
            part = data[: self._limit - self._size].decode("utf-8", "ignore")
            self._parts.append(part)
            self._size = self._limit
            self.truncated = True
            raise _OutputLimit()
        self._parts.append(s)
        self._size += len(data)
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        pass

    def isatty(self):
        return False

    def writable(self):
        return True

    def readable(self):
        return False

    def getvalue(self):
        return "".join(self._parts)


def _exit_code(exc, err):
    code = exc.code
    if code is None:
        return 0
    if isinstance(code, int):
        return int(code) if -(2**31) <= code < 2**31 else -1
    try:
        err.write(str(code))
        err.write("\n")
    except BaseException:
        pass
    return 1


def run_program(code, stdin, argv, output_limit, timeout=5.0):
    out, err = _ProgramSink(output_limit), _ProgramSink(output_limit)
    saved = sys.stdin, sys.stdout, sys.stderr, sys.argv
    saved_builtins = dict(builtins.__dict__)
    sys.setrecursionlimit(1000)
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8", "surrogatepass")), encoding="utf-8")
    sys.argv = ["<program>"] + list(argv)
    sys.stdout, sys.stderr = out, err
    exit_code, exception, over, timed_out = 0, None, False, False
    if timeout:
        signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        exec(compile(code, "<program>", "exec"), {"__name__": "__main__", "__builtins__": builtins})
    except SystemExit as exc:
        exit_code = _exit_code(exc, err)
    except _Timeout:
        exit_code, timed_out = 1, True
    except _OutputLimit:
        exit_code, over = 1, True
    except BaseException as exc:
        exit_code, exception = 1, type(exc).__name__
        tb = exc.__traceback__.tb_next if exc.__traceback__ is not None else None
        try:
            err.write("".join(traceback.format_exception(type(exc), exc, tb)))
        except BaseException:
            pass
    finally:
        if timeout:
            signal.setitimer(signal.ITIMER_REAL, 0)
        sys.stdin, sys.stdout, sys.stderr, sys.argv = saved
        builtins.__dict__.clear()
        builtins.__dict__.update(saved_builtins)
    if timed_out:
        status = "timeout"
    elif over or out.truncated or err.truncated:
        status = "output_limit"
    elif exception == "MemoryError":
        status = "memory"
    elif exception is not None:
        status = "error"
    else:
        status = "ok"
    if timed_out:
        # as the sandbox reports a run it stopped: no output
        return {"status": status, "exit_code": 1, "stdout": "", "stderr": "", "stdout_truncated": False,
                "stderr_truncated": False}
    run = {"status": status, "exit_code": exit_code, "stdout": out.getvalue(), "stderr": err.getvalue(),
           "stdout_truncated": out.truncated, "stderr_truncated": err.truncated}
    if exception is not None:
        run["exception"] = exception
    return run


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
    reexec_with_hash_seed_zero(sys.argv)
    if sys.path and os.path.abspath(sys.path[0] or ".") == _HERE:
        del sys.path[0]  # as under -I: the runner's own directory is not importable
    timeout = 5.0
    if "--timeout" in sys.argv:
        timeout = float(sys.argv[sys.argv.index("--timeout") + 1])
    if "--memory-mib" in sys.argv:
        import resource

        cap = int(sys.argv[sys.argv.index("--memory-mib") + 1]) << 20
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    sys.setrecursionlimit(1000)
    load_pytest_shim()
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        if "program" in req:
            p = req["program"]
            run = run_program(p["code"], p["stdin"], p["argv"], p["output_limit"], timeout)
            out.write(json.dumps(run) + "\n")
            out.flush()
            continue
        outcomes = run_suite(req["code"], req["tests"], timeout)
        out.write(json.dumps({"outcomes": outcomes}) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
