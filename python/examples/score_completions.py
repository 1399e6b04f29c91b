"""Score a batch of model completions against tests in the sandbox: each completion runs with its
task's asserts (a test suite) and as a program on stdin/stdout cases, in parallel over the cores,
with deterministic (fuel-based) timeouts and no file, network or clock access.

    pip install ./python
    python python/examples/score_completions.py
"""

from execretrieval import Sandbox

completions = {
    "right": "def median(xs):\n    s = sorted(xs)\n    n = len(s)\n    return (s[n // 2] + s[(n - 1) // 2]) / 2\n",
    "off_by_one": "def median(xs):\n    s = sorted(xs)\n    n = len(s)\n    return (s[n // 2] + s[n // 2 - 1]) / 2\n",
    "loops_forever": "def median(xs):\n    while True:\n        pass\n",
    "hostile": "import os\ndef median(xs):\n    return os.listdir('/')\n",
}
tests = ["assert median([3, 1, 2]) == 2", "assert median([4, 1, 3, 2]) == 2.5", "assert median([5]) == 5"]

sandbox = Sandbox()  # calibrated limits: 10^10 fuel (≈ 0.6 CPython-s) per test, 256 MiB
results = sandbox.run_suites([(code, tests) for code in completions.values()])
for name, r in zip(completions, results):
    print(f"{name:14} passed={r.passed!s:5} {r.outcomes}")

# the same completions as programs judged on stdin/stdout
program = "xs = list(map(int, input().split()))\nprint(median(xs))\n"
judged = sandbox.judge_many(
    [(code + program, [("3 1 2\n", "2.0\n"), ("4 1 3 2\n", "2.5\n")]) for code in completions.values()]
)
for name, j in zip(completions, judged):
    print(f"{name:14} {j.verdict}")
