"""A host-side failure is never a reward of 0 (issue 38, part 6): each fault injected under the
reward functions of TRL, verl and OpenRLHF.

* the whole batch fails (a worker panic or a lost cache server inside the native layer: injected
  by wrapping the native oracle so that ``answer`` raises, as PyO3 raises a Rust panic),
* one item fails (answered with the API's ``sandbox_error`` body in place),
* the cache location is unusable (really: ``exec_cache.sqlite`` is a directory) — verdicts are
  computed, not lost, and one warning is given,
* the compiled guest in the cache is truncated (really) — it is compiled again (costs one compile
  of the guest).

TRL gets ``None`` (its "no reward" value), verl and OpenRLHF get :class:`SandboxHostError`.
"""

import json
import logging
import os
import pathlib
import shutil

import pytest

import execretrieval
from execretrieval import SandboxHostError, rewards

ADD = "a, b = map(int, input().split())\nprint(a + b)\n"
INFO = {"language": "python", "test_cases": [{"input": "1 2\n", "output": "3\n", "type": "stdin_stdout"}]}
GT = {"inputs": ["1 2\n"], "outputs": ["3\n"]}
MARK = "HOST_FAULT_HERE"


def fenced(code):
    return f"```python\n{code}```"


class FakePanic(BaseException):
    """What PyO3 raises for a Rust panic (``pyo3_runtime.PanicException`` derives from
    ``BaseException``, not ``Exception``)."""


class Faulty:
    """The native oracle with a fault: ``batch`` raises from ``answer``; ``item`` answers the
    requests whose code holds MARK with the API's ``sandbox_error`` body."""

    def __init__(self, real, mode):
        self._real, self._mode = real, mode

    def __getattr__(self, name):
        return getattr(self._real, name)

    def answer(self, texts, jobs):
        if self._mode == "batch":
            raise FakePanic("a sandbox worker panicked")
        if self._mode == "runtime":
            raise RuntimeError("the execution cache could not be read: connection lost")
        out = []
        for t in texts:
            if MARK in json.loads(t)["code"]:
                out.append(json.dumps({"error": "sandbox_error", "message": "the sandbox worker panicked"}))
            else:
                out.append(self._real.answer([t], jobs)[0])
        return out


def faulty(mode):
    sb = execretrieval.Sandbox(cache=None)
    sb._oracle = Faulty(sb._oracle, mode)
    return sb


@pytest.mark.parametrize("mode", ["batch", "runtime"])
def test_trl_gets_none_not_zero_when_the_batch_fails(mode, caplog):
    sb = faulty(mode)
    reward = rewards.make_code_reward(sandbox=sb)
    binary = rewards.make_code_reward(sandbox=sb, binary=True)
    with caplog.at_level(logging.WARNING, logger="execretrieval.rewards"):
        assert reward([fenced(ADD), fenced("print(0)")], verification_info=[INFO] * 2) == [None, None]
        assert binary([fenced(ADD)], verification_info=[INFO]) == [None]
    assert any("None, not 0" in r.getMessage() for r in caplog.records), caplog.text


@pytest.mark.parametrize("mode", ["batch", "runtime"])
def test_verl_and_openrlhf_raise_when_the_batch_fails(mode):
    sb = faulty(mode)
    with pytest.raises(SandboxHostError, match="failed on this machine"):
        rewards.compute_score("x", fenced(ADD), GT, sandbox=sb)
    with pytest.raises(SandboxHostError):
        rewards.reward_func(["p" + fenced(ADD)], ["p"], [json.dumps(GT)], sandbox=sb)
    with pytest.raises(SandboxHostError):
        sb.run_program(ADD, "1 2\n")


def test_one_failed_item_is_none_for_trl_and_raises_for_verl(caplog):
    sb = faulty("item")
    bad = fenced(f"# {MARK}\n{ADD}")
    with caplog.at_level(logging.WARNING, logger="execretrieval.rewards"):
        got = rewards.make_code_reward(sandbox=sb)([fenced(ADD), bad, fenced("print(0)")], verification_info=[INFO] * 3)
    assert got == [1.0, None, 0.0]
    assert "1 of 3 completions" in caplog.text
    with pytest.raises(SandboxHostError, match="could not run completion 0"):
        rewards.compute_score("x", bad, GT, sandbox=sb)
    with pytest.raises(SandboxHostError):
        rewards.reward_func(["p" + fenced(ADD), "p" + bad], ["p", "p"], [json.dumps(GT)] * 2, sandbox=sb)
    assert rewards.compute_score("x", fenced(ADD), GT, sandbox=sb) == 1.0


def _module_cache():
    """The session's compiled guest (the ``sandbox`` fixture built it)."""
    d = pathlib.Path(os.environ["EXECRETRIEVAL_CACHE_DIR"]) / "modules"
    files = sorted(d.glob("*.cwasm"))
    assert files, f"no compiled guest in {d}"
    return files[0]


def test_unusable_cache_still_gives_the_right_rewards(sandbox, tmp_path, capfd):
    module = _module_cache()
    (tmp_path / "modules").mkdir()
    shutil.copy(module, tmp_path / "modules" / module.name)
    (tmp_path / "exec_cache.sqlite").mkdir()  # SQLite cannot open a directory, whoever runs this
    sb = execretrieval.Sandbox(cache="default", cache_dir=str(tmp_path))
    codes = [fenced(ADD), fenced("print(0)")]
    for _ in range(2):
        assert rewards.make_code_reward(sandbox=sb)(codes, verification_info=[INFO] * 2) == [1.0, 0.0]
        assert rewards.compute_score("x", codes[0], GT, sandbox=sb) == 1.0
    err = capfd.readouterr().err
    assert err.count("running without an execution cache") == 1, err
    assert "exec_cache.sqlite" in err


def test_truncated_compiled_guest_is_compiled_again(sandbox, tmp_path):
    module = _module_cache()
    data = module.read_bytes()
    (tmp_path / "modules").mkdir()
    (tmp_path / "modules" / module.name).write_bytes(data[: len(data) // 3])
    sb = execretrieval.Sandbox(cache=None, cache_dir=str(tmp_path))
    assert rewards.compute_score("x", fenced(ADD), GT, sandbox=sb) == 1.0
    assert rewards.make_code_reward(sandbox=sb)([fenced("print(0)")], verification_info=[INFO]) == [0.0]
    # rewritten whole (or, with a precompiled guest shipped in the package, that one used and
    # the broken file removed): never the truncated file again
    f = tmp_path / "modules" / module.name
    assert not f.exists() or f.stat().st_size == len(data)
