"""Reward functions (TRL / open-r1, verl, OpenRLHF) on completions with and without code
fences, right and wrong."""

import json

import pytest

from execretrieval import rewards

ADD = "a, b = map(int, input().split())\nprint(a + b)\n"
WRONG = "a, b = map(int, input().split())\nprint(a - b)\n"
INFO = {"language": "python", "test_cases": [
    {"input": "1 2\n", "output": "3\n", "type": "stdin_stdout"},
    {"input": "2 2\n", "output": "4\n", "type": "stdin_stdout"},
    {"input": "5 0\n", "output": "5\n", "type": "stdin_stdout"},
]}


def fenced(code):
    return f"Here is my solution.\n```python\n{code}```\nDone."


def test_trl_code_reward_open_r1_semantics():
    completions = [
        [{"role": "assistant", "content": fenced(ADD)}],  # conversational
        fenced(WRONG),  # standard format: 1 of 3 (5 - 0 == 5)
        ADD,  # no fence: open-r1 extracts nothing
        fenced("print(1/0)"),
    ]
    got = rewards.code_reward(completions, verification_info=[INFO] * 4)
    assert got == [1.0, pytest.approx(1 / 3), 0.0, 0.0]
    assert rewards.binary_code_reward(completions, verification_info=[json.dumps(INFO)] * 4) == [1.0, 0.0, 0.0, 0.0]
    with pytest.raises(KeyError, match="verification_info"):
        rewards.code_reward(completions, solution=["x"] * 4)


def test_extraction_rules():
    assert rewards.extract_code("a\n```python\nx = 1\n```\nb\n```python\ny = 2\n```") == "y = 2\n"
    assert rewards.extract_code("no fence") == ""
    assert rewards.extract_code_verl("```\nprint(1)\n```") == "\nprint(1)\n"  # verl keeps the empty first line
    assert rewards.extract_code_verl("```py\nprint(1)\n```") == "print(1)\n"
    assert rewards.extract_code_verl("print(2)") == "print(2)"


def test_verl_compute_score():
    gt = {"inputs": ["1 2\n", "2 2\n"], "outputs": ["3\n", "4"]}
    assert rewards.compute_score("codecontests", fenced(ADD), gt) == 1.0
    assert rewards.compute_score("codecontests", fenced(WRONG), json.dumps(gt)) == 0.0
    assert rewards.compute_score("codecontests", ADD, gt) == 1.0  # verl takes an unfenced completion whole
    assert rewards.compute_score("x", "while True:\n    pass\n", gt) == 0.0


def test_openrlhf_reward_func():
    prompts = ["Add two numbers.\n", "Add two numbers.\n"]
    queries = [prompts[0] + fenced(ADD), prompts[1] + fenced(WRONG)]
    labels = [json.dumps({"inputs": ["1 2\n"], "outputs": ["3\n"]})] * 2
    out = rewards.reward_func(queries, prompts, labels)
    r = out["rewards"]
    assert [float(x) for x in r] == [1.0, 0.0]
    assert set(out) == {"rewards", "scores", "extra_logs"}


# output that would differ between runs if the sandbox were not deterministic: string hashes (set
# order), random numbers, the clock
NOISY = "import random, time\nprint({'apple', 'pear', 'fig', 'kiwi'}, random.random(), time.time())\n"


def test_deterministic_across_runs_and_job_counts():
    # two sandboxes without a cache (so no answer comes from the other run) on 1 and 2 threads
    from execretrieval import Sandbox

    completions = [fenced(ADD), fenced(WRONG), fenced(NOISY)] * 6
    info = [INFO] * len(completions)
    runs = [Sandbox(cache=None, jobs=jobs) for jobs in (1, 2)]
    assert [s.jobs for s in runs] == [1, 2]
    scores = [rewards.make_code_reward(sandbox=s)(completions, verification_info=info) for s in runs]
    assert scores[0] == scores[1]
    assert scores[0][:3] == [1.0, pytest.approx(1 / 3), 0.0]
    programs = [{"code": rewards.extract_code(c), "stdin": "1 2\n"} for c in completions]
    answers = [[r.to_dict() for r in s.run_programs(programs)] for s in runs]
    assert not any(a["cached"] for a in answers[0] + answers[1])
    assert answers[0] == answers[1]
    noisy = answers[0][2]
    assert noisy["status"] == "ok" and noisy["fuel_used"] > 0, noisy
