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


def test_deterministic_across_calls():
    completions = [fenced(ADD), fenced(WRONG)] * 10
    a = rewards.code_reward(completions, verification_info=[INFO] * 20)
    b = rewards.code_reward(completions, verification_info=[INFO] * 20)
    assert a == b
