"""Reward functions for RL frameworks, scored in this package's sandbox (in process, parallel over
the cores, deterministic: fuel, not wall clock, decides a timeout, so a reward never changes with
the machine's load).

* **TRL** (``GRPOTrainer(reward_funcs=[code_reward])``): ``code_reward(completions, **columns)``
  reads open-r1's ``verification_info`` column (``{"language": "python", "test_cases":
  [{"input", "output", "type": "stdin_stdout"}]}``) and returns each completion's pass rate,
  extracting the code and comparing stdout exactly as open-r1's ``code_reward`` does (the last
  ````` ```python ````` block; a case passes when the program exits 0 and each line of the
  stripped stdout equals the expected line, stripped). ``binary_code_reward`` is 1.0 when all
  pass (open-r1's threshold 0.99).
* **verl** (``custom_reward_function.path=…/rewards.py``, ``name=compute_score``):
  ``compute_score(data_source, solution_str, ground_truth, extra_info=None)`` with
  ``ground_truth`` = ``{"inputs": [...], "outputs": [...]}`` (a dict or its JSON text, as verl's
  SandboxFusion scorer reads it), code extracted and stdout compared as verl does
  (``stdout.rstrip("\\n") == expected.rstrip("\\n")``, exit code 0); the pass rate.
* **OpenRLHF** (``--remote_rm_url …/rewards.py``): ``reward_func(queries, prompts, labels)``
  with ``labels`` in verl's format; returns ``{"rewards", "scores", "extra_logs"}`` (torch
  tensors when torch is installed, else lists).

Any of them can be given a sandbox of its own with :func:`make_code_reward` /
``functools.partial(compute_score, sandbox=...)``.

**A host-side failure is never a reward of 0.** When the sandbox cannot answer (a worker that
panicked, a lost cache server: :class:`~execretrieval.SandboxHostError`), an RL run must not learn
that the code was wrong. TRL's reward functions return ``None`` for each completion without an
answer (TRL's "no reward" value for a sample; the whole batch when the batch failed) and log a
warning on the ``execretrieval.rewards`` logger; verl's ``compute_score`` and OpenRLHF's
``reward_func`` have no such value and raise :class:`~execretrieval.SandboxHostError`. A cache
that cannot be written is not a failure: the verdicts are computed and returned (one warning on
stderr).
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, Callable, Optional, Sequence

from .sandbox import Sandbox, SandboxHostError, _is_host_error

_log = logging.getLogger(__name__)

__all__ = [
    "extract_code",
    "extract_code_verl",
    "code_reward",
    "binary_code_reward",
    "make_code_reward",
    "compute_score",
    "reward_func",
    "pass_rates",
    "SandboxHostError",
]

_default: Optional[Sandbox] = None


def default_sandbox() -> Sandbox:
    """The sandbox the reward functions use unless given one: calibrated limits (≈ 0.6
    CPython-seconds per test case), the default execution cache, every core."""
    global _default
    if _default is None:
        _default = Sandbox()
    return _default


def extract_code(completion: str, language: str = "python") -> str:
    """open-r1's extraction: the last fenced ````` ```python ````` block, ``""`` when there is
    none."""
    matches = re.findall(rf"```{re.escape(language)}\n(.*?)```", completion, re.DOTALL)
    return matches[-1] if matches else ""


def extract_code_verl(completion: str) -> str:
    """verl's extraction (``reward_score/sandbox_fusion``): after the last ````` ```python `````
    up to the next fence; else the first fenced block minus a language line; else the whole
    completion."""
    if "```python" in completion:
        return completion.split("```python")[-1].split("```")[0]
    if "```" in completion:
        parts = completion.split("```")
        if len(parts) >= 2:
            solution = parts[1]
            if "\n" in solution:
                first, rest = solution.split("\n", 1)
                if first.strip().isalpha():
                    solution = rest
            return solution
    return completion


def _text(completion: Any) -> str:
    """A TRL completion: a string (standard format) or a list of messages (conversational: the
    last message's content, as open-r1 reads ``completion[-1]["content"]``)."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, Sequence) and completion and isinstance(completion[-1], dict):
        return str(completion[-1].get("content", ""))
    raise TypeError(f"a completion must be a str or a list of chat messages, got {type(completion).__name__}")


def _match_open_r1(stdout: str, expected: str) -> bool:
    out = stdout.strip()
    return all(a.strip() == b.strip() for a, b in zip(out.split("\n"), expected.split("\n")))


def _match_verl(stdout: str, expected: str) -> bool:
    return stdout.rstrip("\n") == str(expected).rstrip("\n")


def pass_rates(
    codes: Sequence[str],
    cases: Sequence[Sequence[tuple]],
    match: Callable[[str, str], bool],
    sandbox: Optional[Sandbox] = None,
    host_errors: str = "raise",
) -> list:
    """For each code, the share of its ``(stdin, expected_stdout)`` cases whose run exits 0 with
    matching stdout; all runs in one parallel batch. A code with no cases scores 0.0.

    A host-side failure is never scored: with ``host_errors="raise"`` it raises
    :class:`SandboxHostError`; with ``"none"`` the codes the sandbox could not answer (all of
    them when the whole batch failed) get ``None``, with one warning logged."""
    if host_errors not in ("raise", "none"):
        raise ValueError(f"host_errors must be 'raise' or 'none', got {host_errors!r}")
    sb = sandbox or default_sandbox()
    items, owner = [], []
    for i, (code, cs) in enumerate(zip(codes, cases)):
        for stdin, expected in cs:
            items.append({"code": code, "stdin": str(stdin)})
            owner.append((i, str(expected)))
    try:
        runs = sb._answer_items(items, None)
    except SandboxHostError as e:
        if host_errors == "raise":
            raise
        _log.warning("no rewards for this batch of %d completions (None, not 0): %s", len(codes), e)
        return [None] * len(codes)
    passed = [0] * len(codes)
    failed = set()
    for (i, expected), r in zip(owner, runs):
        if _is_host_error(r):
            if host_errors == "raise":
                raise SandboxHostError(f"the sandbox could not run completion {i}: {r.get('message', r)}")
            failed.add(i)
        elif r["status"] == "ok" and r["exit_code"] == 0 and match(r["stdout"], expected):
            passed[i] += 1
    if failed:
        _log.warning("no reward for %d of %d completions (None, not 0): the sandbox could not run them",
                     len(failed), len(codes))
    return [None if i in failed else (passed[i] / len(cs) if cs else 0.0) for i, cs in enumerate(cases)]


def _open_r1_cases(info: Any) -> list:
    if isinstance(info, str):
        info = json.loads(info)
    if not isinstance(info, dict) or "test_cases" not in info:
        raise ValueError("verification_info must be {'language': 'python', 'test_cases': [{'input', 'output'}]}")
    lang = info.get("language", "python")
    if lang != "python":
        raise ValueError(f"this sandbox runs Python; verification_info asks for {lang!r}")
    return [(c["input"], c["output"]) for c in info["test_cases"]]


def make_code_reward(sandbox: Optional[Sandbox] = None, binary: bool = False,
                     column: str = "verification_info") -> Callable[..., list]:
    """A TRL reward function over the dataset column ``column`` (open-r1's format); ``None``
    for a completion the sandbox could not run (a host-side failure), never 0.0."""

    def reward(completions: Sequence[Any], **kwargs: Any) -> list:
        if column not in kwargs:
            raise KeyError(f"the dataset needs a {column!r} column (open-r1's format); got columns {sorted(kwargs)}")
        infos = kwargs[column]
        codes = [extract_code(_text(c)) for c in completions]
        # TRL's "no reward" for a completion the sandbox could not run is None, never 0.0
        rates = pass_rates(codes, [_open_r1_cases(v) for v in infos], _match_open_r1, sandbox, host_errors="none")
        if binary:
            return [None if r is None else (1.0 if r > 0.99 else 0.0) for r in rates]
        return rates

    reward.__name__ = "binary_code_reward" if binary else "code_reward"
    return reward


def code_reward(completions: Sequence[Any], **kwargs: Any) -> list:
    """TRL: each completion's pass rate on its ``verification_info`` test cases (open-r1)."""
    return make_code_reward()(completions, **kwargs)


def binary_code_reward(completions: Sequence[Any], **kwargs: Any) -> list:
    """TRL: 1.0 when a completion passes all its test cases (open-r1's threshold), else 0.0."""
    return make_code_reward(binary=True)(completions, **kwargs)


def _verl_cases(ground_truth: Any) -> list:
    if isinstance(ground_truth, str):
        ground_truth = json.loads(ground_truth)
    if not isinstance(ground_truth, dict) or "inputs" not in ground_truth or "outputs" not in ground_truth:
        raise ValueError("ground_truth must be {'inputs': [...], 'outputs': [...]} (or its JSON text)")
    ins, outs = ground_truth["inputs"], ground_truth["outputs"]
    if len(ins) != len(outs):
        raise ValueError(f"ground_truth has {len(ins)} inputs but {len(outs)} outputs")
    return list(zip(ins, outs))


def compute_score(data_source: Any, solution_str: str, ground_truth: Any, extra_info: Any = None,
                  sandbox: Optional[Sandbox] = None) -> float:
    """verl's custom reward function: the pass rate of the code in ``solution_str`` on
    ``ground_truth``'s stdin/stdout cases. A host-side failure raises
    :class:`SandboxHostError` (verl has no "no reward" value; a 0 would be a wrong answer)."""
    return pass_rates([extract_code_verl(solution_str)], [_verl_cases(ground_truth)], _match_verl, sandbox)[0]


def reward_func(queries: Sequence[str], prompts: Sequence[str], labels: Sequence[Any],
                sandbox: Optional[Sandbox] = None) -> dict:
    """OpenRLHF's reward function: ``queries`` are prompt + response, ``labels`` the test cases
    in verl's format; all completions are scored in one parallel batch. A host-side failure
    raises :class:`SandboxHostError`."""
    responses = [q[len(p):] if q.startswith(p) else q for q, p in zip(queries, prompts)]
    codes = [extract_code_verl(r) for r in responses]
    rates = pass_rates(codes, [_verl_cases(l) for l in labels], _match_verl, sandbox)
    try:
        import torch  # noqa: PLC0415

        t = torch.tensor(rates, dtype=torch.float32)
        return {"rewards": t, "scores": t.clone(), "extra_logs": {"pass_rate": t.clone()}}
    except ImportError:
        return {"rewards": rates, "scores": list(rates), "extra_logs": {"pass_rate": list(rates)}}
