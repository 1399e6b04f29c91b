"""The sandbox: untrusted Python run in RustPython compiled to WebAssembly under Wasmtime, in
process (no subprocess, no server), with the same semantics and the same JSON as
``execretrieval exec`` and ``execretrieval serve`` (``core::api`` v1).

Every request is checked here (types and values, naming the argument and the fix), turned into
the API's JSON and answered by the native oracle, which releases the GIL while the sandbox runs.
What the guest does never raises: the outcome says it. What the host fails at (a worker that
panicked, a lost cache server, a broken installation) raises :class:`SandboxHostError`: a fact
about this machine, never a verdict about the code.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Optional, Sequence, Union

from . import _native

__all__ = [
    "Sandbox",
    "SandboxHostError",
    "SuiteResult",
    "ProgramResult",
    "JudgeResult",
    "CaseResult",
    "CallsResult",
    "CallResult",
    "COMPARE_MODES",
]

#: How a judged case's stdout is compared with the expected one (``core::api::Compare``).
COMPARE_MODES = ("exact", "lines", "tokens", "float")

_MAX_U64 = 2**64 - 1


def _int_arg(name: str, v: Any, *, minimum: int = 1, allow_none: bool = True) -> Optional[int]:
    if v is None and allow_none:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"{name} must be an int{' or None' if allow_none else ''}, got {type(v).__name__}")
    if v < minimum or v > _MAX_U64:
        raise ValueError(f"{name} must be between {minimum} and 2**64-1, got {v}")
    return v


def _str_arg(name: str, v: Any) -> str:
    if not isinstance(v, str):
        raise TypeError(f"{name} must be a str, got {type(v).__name__}")
    return v


def _str_list(name: str, v: Any) -> list:
    if isinstance(v, (str, bytes)) or not isinstance(v, Iterable):
        raise TypeError(f"{name} must be a list of str (one statement each), got {type(v).__name__}")
    out = list(v)
    for i, t in enumerate(out):
        if not isinstance(t, str):
            raise TypeError(f"{name}[{i}] must be a str, got {type(t).__name__}")
    return out


class SandboxHostError(RuntimeError):
    """The sandbox could not answer (a host-side failure: a worker panic, a cache or disk
    failure that stopped the batch, an item answered ``sandbox_error``). Never a fact about the
    code: a reward function must not score it (see :mod:`execretrieval.rewards`)."""


def _is_host_error(d: Any) -> bool:
    """An item answered with the API's ``ErrorBody`` instead of a result."""
    return isinstance(d, dict) and "error" in d and "message" in d and len(set(d) - {"error", "message", "budget"}) == 0


class _Response:
    """What every typed result shares: the ``core::api`` v1 response it was read from."""

    _raw: dict

    def to_dict(self) -> dict:
        """The ``core::api`` v1 response, as ``exec`` writes it and ``serve`` answers it."""
        return dict(self._raw)


@dataclass(frozen=True)
class SuiteResult(_Response):
    """The outcome of each test (``pass``, ``FAIL``, ``FAIL: <msg>``, ``TIMEOUT``,
    ``ERROR: <Type>``), whether all passed, the fuel of each test, and whether it came from the
    execution cache."""

    outcomes: list
    passed: bool
    fuel_used: list
    cached: bool
    _raw: dict = field(repr=False, compare=False)

    @classmethod
    def _from(cls, d: dict) -> "SuiteResult":
        return cls(d["outcomes"], d["passed"], d["fuel_used"], d.get("cached", False), d)

    @property
    def host_fault(self) -> bool:
        """Whether a test's outcome is the host's ``ERROR: SandboxError`` (never cached, not a
        fact about the code)."""
        return any(o.startswith("ERROR: SandboxError") for o in self.outcomes)


@dataclass(frozen=True)
class ProgramResult(_Response):
    """A whole-program run: ``status`` is ``ok``, ``error``, ``timeout``, ``memory`` or
    ``output_limit``."""

    status: str
    exit_code: int
    stdout: str
    stderr: str
    stdout_truncated: bool
    stderr_truncated: bool
    exception: Optional[str]
    fuel_used: int
    cached: bool
    _raw: dict = field(repr=False, compare=False)

    @classmethod
    def _from(cls, d: dict) -> "ProgramResult":
        return cls(
            d["status"],
            d["exit_code"],
            d["stdout"],
            d["stderr"],
            d.get("stdout_truncated", False),
            d.get("stderr_truncated", False),
            d.get("exception"),
            d["fuel_used"],
            d.get("cached", False),
            d,
        )


@dataclass(frozen=True)
class CaseResult:
    verdict: str
    exit_code: int
    fuel_used: int
    cached: bool


@dataclass(frozen=True)
class JudgeResult(_Response):
    """A judged run: ``verdict`` is ``ACCEPTED``, ``WRONG_ANSWER``, ``TIMEOUT``, ``MEMORY``,
    ``OUTPUT_LIMIT`` or ``RUNTIME_ERROR: <Type>`` (the first failing case's)."""

    verdict: str
    accepted: bool
    cases: list
    fuel_used: int
    cached: bool
    _raw: dict = field(repr=False, compare=False)

    @classmethod
    def _from(cls, d: dict) -> "JudgeResult":
        cases = [CaseResult(c["verdict"], c["exit_code"], c["fuel_used"], c.get("cached", False)) for c in d["cases"]]
        return cls(d["verdict"], d["accepted"], cases, d["fuel_used"], d.get("cached", False), d)


@dataclass(frozen=True)
class CallResult:
    """One call of a call-based problem: ``actual`` is what it returned (a tuple as a list),
    ``error`` why there is no value (the exception's last line, or why it is not JSON)."""

    verdict: str
    actual: Any
    error: Optional[str]
    fuel_used: int
    cached: bool


@dataclass(frozen=True)
class CallsResult(_Response):
    """A call-based problem (LeetCode / APPS / LiveCodeBench "functional" tests): ``verdict`` is
    ``ACCEPTED`` or the first failing call's (``WRONG_ANSWER``, ``TIMEOUT``, ``MEMORY``,
    ``OUTPUT_LIMIT``, ``RUNTIME_ERROR: <Type>``)."""

    verdict: str
    accepted: bool
    calls: list
    fuel_used: int
    cached: bool
    _raw: dict = field(repr=False, compare=False)

    @classmethod
    def _from(cls, d: dict) -> "CallsResult":
        calls = [CallResult(c["verdict"], c.get("actual"), c.get("error"), c["fuel_used"], c.get("cached", False))
                 for c in d["calls"]]
        return cls(d["verdict"], d["accepted"], calls, d["fuel_used"], d.get("cached", False), d)


Case = Union[Sequence[str], Mapping[str, Any]]


def _case(i: int, c: Any) -> dict:
    if isinstance(c, Mapping):
        unknown = set(c) - {"stdin", "expected_stdout", "argv"}
        if unknown:
            raise ValueError(f"cases[{i}] has unknown keys {sorted(unknown)} (expected stdin, expected_stdout, argv)")
        if "expected_stdout" not in c:
            raise ValueError(f"cases[{i}] needs 'expected_stdout'")
        out = {"stdin": _str_arg(f"cases[{i}]['stdin']", c.get("stdin", "")),
               "expected_stdout": _str_arg(f"cases[{i}]['expected_stdout']", c["expected_stdout"])}
        if c.get("argv"):
            out["argv"] = _str_list(f"cases[{i}]['argv']", c["argv"])
        return out
    if isinstance(c, (tuple, list)) and len(c) == 2:
        return {"stdin": _str_arg(f"cases[{i}][0] (stdin)", c[0]),
                "expected_stdout": _str_arg(f"cases[{i}][1] (expected stdout)", c[1])}
    raise TypeError(
        f"cases[{i}] must be a (stdin, expected_stdout) tuple or a dict with 'stdin' and 'expected_stdout', "
        f"got {type(c).__name__}"
    )


def _tol(name: str, v: Any) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise TypeError(f"{name} must be a float, got {type(v).__name__}")
    if not math.isfinite(v) or v < 0:
        raise ValueError(f"{name} must be a finite number >= 0, got {v}")
    return float(v)


class Sandbox:
    """Runs untrusted Python safely, in process.

    ``fuel``: fuel per test (suites) or per run (programs, each judged case); ``suite_fuel``:
    fuel of a whole suite (0: none). ``None`` takes the calibrated defaults of ``exec``/``serve``
    (10¹⁰ per test ≈ 0.6 CPython-seconds, 10¹¹ per suite ≈ the paper's 5 s). Fuel counts
    WebAssembly instructions, so a limit means the same on every machine and under any load.
    ``memory_mib``: the linear-memory cap of each instance (``None``: ``_native.DEFAULT_MEMORY_MIB``,
    256). ``cache``: ``"default"`` (the CLI's
    execution cache: ``$EXECRETRIEVAL_CACHE_URL``, else ``exec_cache.sqlite`` in
    ``$EXECRETRIEVAL_CACHE_DIR`` or ``~/.cache/execretrieval``), ``None`` (no cache), or a
    ``sqlite:PATH`` / ``postgres://`` URL as ``--cache``. ``jobs``: worker threads (default:
    every core).

    The first ``Sandbox`` on a machine pre-initialises and compiles the guest (≈ 20 s, cached
    in the cache directory); later ones load it in milliseconds.
    """

    def __init__(
        self,
        fuel: Optional[int] = None,
        suite_fuel: Optional[int] = None,
        memory_mib: Optional[int] = None,
        cache: Optional[str] = "default",
        jobs: Optional[int] = None,
        *,
        cache_dir: Optional[str] = None,
        _release_limits: bool = False,
    ) -> None:
        fuel = _int_arg("fuel", fuel)
        suite_fuel = _int_arg("suite_fuel", suite_fuel, minimum=0)
        memory_mib = _int_arg("memory_mib", memory_mib)
        if memory_mib is not None and memory_mib > 4096:
            raise ValueError(f"memory_mib must be at most 4096 (wasm32's address space), got {memory_mib}")
        jobs = _int_arg("jobs", jobs)
        if cache is not None and not isinstance(cache, str):
            raise TypeError(f"cache must be 'default', None or a sqlite:/postgres:// URL, got {type(cache).__name__}")
        if cache is not None and not cache.strip():
            raise ValueError("cache must be 'default', None or a sqlite:PATH / postgres:// URL, got an empty string")
        if cache_dir is not None and not isinstance(cache_dir, str):
            cache_dir = str(cache_dir)
        try:
            self._oracle = _native.Oracle(
                fuel=fuel,
                suite_fuel=suite_fuel,
                memory_mib=memory_mib,
                cache=cache,
                cache_dir=cache_dir,
                jobs=jobs,
                release_limits=_release_limits,
            )
        except ValueError:
            raise
        self.jobs: int = self._oracle.jobs
        self.cache = cache

    @property
    def fingerprint(self) -> str:
        """The sandbox fingerprint of the default limits (part of every cache key)."""
        return self._oracle.fingerprint

    @property
    def limits(self) -> dict:
        """The default limits: ``fuel``, ``suite_fuel`` (None: no suite budget), ``memory_mib``,
        ``output_bytes``."""
        f, s, m, o = self._oracle.limits
        return {"fuel": f, "suite_fuel": s, "memory_mib": m, "output_bytes": o}

    def __repr__(self) -> str:
        return f"Sandbox(jobs={self.jobs}, cache={self.cache!r}, limits={self.limits})"

    # --- one request -------------------------------------------------------------------------

    def run_suite(self, code: str, tests: Sequence[str]) -> SuiteResult:
        """Run ``code`` then each test statement (``assert f(1) == 2``) in a fresh namespace."""
        return self.run_suites([(code, tests)])[0]

    def run_program(self, code: str, stdin: str = "", argv: Sequence[str] = ()) -> ProgramResult:
        """Run ``code`` as ``__main__`` with ``stdin`` and ``sys.argv = ["<program>", *argv]``."""
        return self.run_programs([{"code": code, "stdin": stdin, "argv": argv}])[0]

    def judge(
        self,
        code: str,
        cases: Sequence[Case],
        compare: str = "lines",
        abs_tol: float = 1e-6,
        rel_tol: float = 1e-6,
        stop_on_first_failure: bool = False,
    ) -> JudgeResult:
        """Run ``code`` as a program once per case and compare its stdout with the expected one.
        ``cases``: ``(stdin, expected_stdout)`` tuples or dicts with ``stdin``,
        ``expected_stdout`` (and optionally ``argv``)."""
        item = {
            "code": code,
            "cases": cases,
            "compare": compare,
            "abs_tol": abs_tol,
            "rel_tol": rel_tol,
            "stop_on_first_failure": stop_on_first_failure,
        }
        return self.judge_many([item])[0]

    def run_calls(self, code: str, function: str, calls: Sequence[Any], stop_on_first_failure: bool = False) -> CallsResult:
        """Call ``function`` of ``code`` (or the method of ``Solution()`` when the code defines
        ``class Solution``, as LiveCodeBench decides; ``"Class.method"`` for another class) once
        per call with JSON arguments, and compare what it returns with the expected value as
        LiveCodeBench does (Python ``==``; a returned tuple counts as a list). ``calls``:
        ``(args, expected)`` tuples or dicts with ``args`` and ``expected``."""
        return self.run_calls_many([{"code": code, "function": function, "calls": calls,
                                     "stop_on_first_failure": stop_on_first_failure}])[0]

    # --- batches -----------------------------------------------------------------------------

    def run_suites(self, items: Iterable[Any], jobs: Optional[int] = None) -> list:
        """Many suites, in parallel over the cores; results in input order. Each item is a
        ``(code, tests)`` tuple or a dict with ``code`` and ``tests``."""
        reqs = []
        for i, it in enumerate(items):
            if isinstance(it, Mapping):
                code, tests = it.get("code"), it.get("tests")
                if code is None or tests is None:
                    raise ValueError(f"items[{i}] needs 'code' and 'tests'")
            elif isinstance(it, (tuple, list)) and len(it) == 2:
                code, tests = it
            else:
                raise TypeError(f"items[{i}] must be a (code, tests) tuple or a dict, got {type(it).__name__}")
            reqs.append({"code": _str_arg(f"items[{i}] code", code), "tests": _str_list(f"items[{i}] tests", tests)})
        return [SuiteResult._from(d) for d in self._answer(reqs, jobs)]

    def run_programs(self, items: Iterable[Any], jobs: Optional[int] = None) -> list:
        """Many programs in parallel; results in input order. Each item is the code (a str), a
        ``(code, stdin)`` or ``(code, stdin, argv)`` tuple, or a dict with ``code`` and optional
        ``stdin`` and ``argv``."""
        reqs = []
        for i, it in enumerate(items):
            if isinstance(it, str):
                code, stdin, argv = it, "", ()
            elif isinstance(it, Mapping):
                unknown = set(it) - {"code", "stdin", "argv"}
                if unknown:
                    raise ValueError(f"items[{i}] has unknown keys {sorted(unknown)} (expected code, stdin, argv)")
                if "code" not in it:
                    raise ValueError(f"items[{i}] needs 'code'")
                code, stdin, argv = it["code"], it.get("stdin", ""), it.get("argv", ())
            elif isinstance(it, (tuple, list)) and len(it) in (2, 3):
                code, stdin, argv = (list(it) + [()])[:3]
            else:
                raise TypeError(f"items[{i}] must be code, (code, stdin[, argv]) or a dict, got {type(it).__name__}")
            req = {"code": _str_arg(f"items[{i}] code", code), "stdin": _str_arg(f"items[{i}] stdin", stdin)}
            argv = _str_list(f"items[{i}] argv", argv)
            if argv:
                req["argv"] = argv
            reqs.append(req)
        return [ProgramResult._from(d) for d in self._answer(reqs, jobs)]

    def judge_many(self, items: Iterable[Any], jobs: Optional[int] = None) -> list:
        """Many judged runs in parallel; results in input order. Each item is a dict with
        ``code`` and ``cases`` (and optionally ``compare``, ``abs_tol``, ``rel_tol``,
        ``stop_on_first_failure``) or a ``(code, cases)`` tuple."""
        reqs = []
        for i, it in enumerate(items):
            if isinstance(it, (tuple, list)) and len(it) == 2:
                it = {"code": it[0], "cases": it[1]}
            if not isinstance(it, Mapping):
                raise TypeError(f"items[{i}] must be a dict with code and cases or a (code, cases) tuple")
            unknown = set(it) - {"code", "cases", "compare", "abs_tol", "rel_tol", "stop_on_first_failure"}
            if unknown:
                raise ValueError(f"items[{i}] has unknown keys {sorted(unknown)}")
            if "code" not in it or "cases" not in it:
                raise ValueError(f"items[{i}] needs 'code' and 'cases'")
            cases = it["cases"]
            if isinstance(cases, (str, bytes, Mapping)) or not isinstance(cases, Iterable):
                raise TypeError("cases must be a list of (stdin, expected_stdout) tuples or dicts")
            compare = it.get("compare", "lines")
            if compare not in COMPARE_MODES:
                raise ValueError(f"compare must be one of {', '.join(COMPARE_MODES)}, got {compare!r}")
            stop = it.get("stop_on_first_failure", False)
            if not isinstance(stop, bool):
                raise TypeError(f"stop_on_first_failure must be a bool, got {type(stop).__name__}")
            reqs.append(
                {
                    "code": _str_arg(f"items[{i}] code", it["code"]),
                    "cases": [_case(j, c) for j, c in enumerate(cases)],
                    "compare": compare,
                    "abs_tol": _tol("abs_tol", it.get("abs_tol", 1e-6)),
                    "rel_tol": _tol("rel_tol", it.get("rel_tol", 1e-6)),
                    "stop_on_first_failure": stop,
                }
            )
        return [JudgeResult._from(d) for d in self._answer(reqs, jobs)]

    def run_calls_many(self, items: Iterable[Any], jobs: Optional[int] = None) -> list:
        """Many call-based problems in parallel; results in input order. Each item is a dict
        with ``code``, ``function``, ``calls`` (and optionally ``stop_on_first_failure``)."""
        reqs = []
        for i, it in enumerate(items):
            if not isinstance(it, Mapping):
                raise TypeError(f"items[{i}] must be a dict with code, function and calls")
            unknown = set(it) - {"code", "function", "calls", "stop_on_first_failure"}
            if unknown:
                raise ValueError(f"items[{i}] has unknown keys {sorted(unknown)}")
            for k in ("code", "function", "calls"):
                if k not in it:
                    raise ValueError(f"items[{i}] needs {k!r}")
            calls = it["calls"]
            if isinstance(calls, (str, bytes, Mapping)) or not isinstance(calls, Iterable):
                raise TypeError(f"items[{i}] calls must be a list of (args, expected) tuples or dicts")
            out = []
            for j, c in enumerate(calls):
                if isinstance(c, Mapping):
                    if set(c) != {"args", "expected"}:
                        raise ValueError(f"calls[{j}] must have exactly the keys 'args' and 'expected'")
                    args, expected = c["args"], c["expected"]
                elif isinstance(c, (tuple, list)) and len(c) == 2:
                    args, expected = c
                else:
                    raise TypeError(f"calls[{j}] must be an (args, expected) tuple or a dict")
                if isinstance(args, (str, bytes, Mapping)) or not isinstance(args, Iterable):
                    raise TypeError(f"calls[{j}] args must be a list of positional arguments")
                out.append({"args": list(args), "expected": expected})
            stop = it.get("stop_on_first_failure", False)
            if not isinstance(stop, bool):
                raise TypeError(f"stop_on_first_failure must be a bool, got {type(stop).__name__}")
            reqs.append({"code": _str_arg(f"items[{i}] code", it["code"]),
                         "function": _str_arg(f"items[{i}] function", it["function"]),
                         "calls": out, "stop_on_first_failure": stop})
        try:
            return [CallsResult._from(d) for d in self._answer(reqs, jobs)]
        except TypeError as e:  # json.dumps of an argument JSON cannot carry
            raise TypeError(f"call arguments and expected values must be JSON values: {e}") from None

    def answer(self, requests: Iterable[Mapping[str, Any]], jobs: Optional[int] = None) -> list:
        """Raw ``core::api`` v1 requests (dicts of any kind, as ``exec`` reads them, ``limits``
        and ``id`` included) → response dicts, in input order."""
        reqs = []
        for i, r in enumerate(requests):
            if not isinstance(r, Mapping):
                raise TypeError(f"requests[{i}] must be a dict (a core::api v1 request)")
            reqs.append(dict(r))
        return self._answer(reqs, jobs)

    def _answer(self, reqs: list, jobs: Optional[int]) -> list:
        """Response dicts in input order; an item the sandbox could not answer raises
        :class:`SandboxHostError` (use :meth:`_answer_items` to get it in place)."""
        out = self._answer_items(reqs, jobs)
        for i, d in enumerate(out):
            if _is_host_error(d):
                raise SandboxHostError(f"the sandbox could not answer item {i}: {d.get('message', d)}")
        return out

    def _answer_items(self, reqs: list, jobs: Optional[int]) -> list:
        """Response dicts in input order, an item the sandbox could not answer as its
        ``ErrorBody`` dict; a failure of the whole batch raises :class:`SandboxHostError`.
        Bad requests raise ``ValueError``/``TypeError`` as before."""
        jobs = _int_arg("jobs", jobs)
        if not reqs:
            return []
        texts = [json.dumps(r) for r in reqs]
        try:
            answers = self._oracle.answer(texts, jobs)
        except (ValueError, TypeError, KeyboardInterrupt, SystemExit, GeneratorExit):
            raise
        except BaseException as e:  # RuntimeError, or a panic that PyO3 turned into PanicException
            raise SandboxHostError(
                f"the sandbox failed on this machine ({type(e).__name__}: {e}); the batch has no verdicts "
                "(retry it; a lasting failure is a bug or a broken cache directory: see the warnings on stderr)"
            ) from e
        return [json.loads(t) for t in answers]
