"""Fuel per CPython-second, measured on a spread of workloads (README: "Calibrated default limits").

Each workload runs (1) in the sandbox as a program through `execretrieval exec` with unbounded
fuel, which reports the fuel it used, and (2) in this CPython, in-process, best of 3 (wall and
process CPU time). Prints one Markdown row per workload, the ratio fuel / CPython-second, and the
sandbox's own fuel per wall-second over the whole batch.

Usage: python3 scripts/calibrate_fuel.py [path/to/execretrieval]
"""
import json
import os
import subprocess
import sys
import tempfile
import time

WORKLOADS = {
    "int loop": "s = 0\nfor i in range(1_500_000):\n    s += i * i % 7\nprint(s)\n",
    "while + branches": "n, c = 0, 0\nwhile n < 800_000:\n    if n % 3 == 0:\n        c += 1\n    elif n % 5:\n        c -= 1\n    n += 1\nprint(c)\n",
    "recursion (fib)": "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nprint(fib(25))\n",
    "function calls": "def f(a, b=2):\n    return a + b\nt = 0\nfor i in range(600_000):\n    t = f(t, i & 3)\nprint(t)\n",
    "method calls / classes": "class P:\n    def __init__(self, x):\n        self.x = x\n    def step(self):\n        self.x = (self.x * 31 + 7) % 1009\n        return self.x\np = P(1)\nprint(sum(p.step() for _ in range(400_000)))\n",
    "list comprehension": "print(sum([x * 2 for x in range(2_000_000) if x % 3]))\n",
    "dict counting": "d = {}\nfor i in range(600_000):\n    k = i % 1000\n    d[k] = d.get(k, 0) + 1\nprint(len(d), d[7])\n",
    "string building": "print(len(''.join(str(i) for i in range(600_000))))\n",
    "string methods": "s = 'the quick brown fox jumps over the lazy dog ' * 20000\nfor _ in range(10):\n    w = s.upper().split()\n    s2 = '-'.join(w).replace('-', ' ').lower()\nprint(len(s2))\n",
    "sorting with key": "import random\nrandom.seed(1)\nxs = [random.random() for _ in range(300_000)]\nprint(sorted(xs, key=lambda v: -v)[0] > 0)\n",
    "regex": "import re\ntext = 'ab12 cd345 ef6789 ' * 40000\nprint(len(re.findall(r'[a-z]+(\\d+)', text)))\n",
    "bigint": "import math\nx = math.factorial(6000)\nprint(x.bit_length(), x % 1000003)\n",
    "set / tuple ops": "seen = set()\nfor i in range(400_000):\n    seen.add((i % 997, i % 991))\nprint(len(seen))\n",
}


def cpython_secs(code, repeat=3):
    best_wall, best_cpu = float("inf"), float("inf")
    for _ in range(repeat):
        out = sys.stdout
        sys.stdout = open(os.devnull, "w")
        try:
            w, c = time.perf_counter(), time.process_time()
            exec(compile(code, "<w>", "exec"), {"__name__": "__main__"})
            w, c = time.perf_counter() - w, time.process_time() - c
        finally:
            sys.stdout.close()
            sys.stdout = out
        best_wall, best_cpu = min(best_wall, w), min(best_cpu, c)
    return best_wall, best_cpu


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/execretrieval"
    with tempfile.TemporaryDirectory() as d:
        inp = os.path.join(d, "in.jsonl")
        with open(inp, "w") as f:
            for name, code in WORKLOADS.items():
                f.write(json.dumps({"id": name, "code": code, "limits": {"fuel": 10**14}}) + "\n")
        t = time.perf_counter()
        r = subprocess.run([binary, "exec", "--input", inp, "--no-cache", "--jobs", "1", "--fuel", str(10**14)],
                           capture_output=True, text=True, check=True)
        sandbox_wall = time.perf_counter() - t
        rows = [json.loads(line) for line in r.stdout.splitlines() if line.strip()]
    print("| workload | sandbox fuel | CPython s (CPU) | fuel per CPython-second |")
    print("|---|---:|---:|---:|")
    ratios, total_fuel = [], 0
    for row in rows:
        assert row["status"] == "ok", row
        wall, cpu = cpython_secs(WORKLOADS[row["id"]])
        ratio = row["fuel_used"] / cpu
        ratios.append(ratio)
        total_fuel += row["fuel_used"]
        print(f"| {row['id']} | {row['fuel_used']:.3e} | {cpu:.3f} | {ratio:.3e} |")
    ratios.sort()
    print()
    print(f"fuel per CPython-second: min {ratios[0]:.3e}, median {ratios[len(ratios) // 2]:.3e}, max {ratios[-1]:.3e}")
    print(f"sandbox: {total_fuel:.3e} fuel in {sandbox_wall:.2f} s wall (one thread, incl. start-up) = "
          f"{total_fuel / sandbox_wall:.3e} fuel / s")
    print(f"CPython: {sys.version.split()[0]} ({sys.executable})")


if __name__ == "__main__":
    main()
