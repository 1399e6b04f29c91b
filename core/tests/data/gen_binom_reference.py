#!/usr/bin/env python3
"""Generate `binom_reference.json`: reference values for the binomial tails and the exact
McNemar test of `execretrieval-core::stats`.

Run ONCE (outputs are committed; tests never run Python):

    pip install scipy
    python3 core/tests/data/gen_binom_reference.py > core/tests/data/binom_reference.json

Every value comes from scipy (`binom.pmf`, `binom.cdf`, `binom.sf`, `binomtest(...).pvalue`).
Next to it we store the exact value, correctly rounded to f64, from integer arithmetic
(`math.comb` and `fractions.Fraction`), and we check here that scipy agrees with it to 1e-12
relative (or 1e-300 absolute), so the table cannot carry a scipy inaccuracy unnoticed.
"""
import json
import math
import sys
from fractions import Fraction

import scipy
from scipy.stats import binom, binomtest

REL = 1e-12
ABS = 1e-300


def close(x, y):
    return abs(x - y) <= max(REL * max(abs(x), abs(y)), ABS)


def exact_tables(n, p):
    """pmf, cdf (P[X<=k]) and sf (P[X>k]) for every k, as exact Fractions."""
    pf = Fraction(p)  # the exact binary value of the float p
    P, D = pf.numerator, pf.denominator
    Q = D - P
    nums = [math.comb(n, i) * P**i * Q ** (n - i) for i in range(n + 1)]
    den = D**n
    total = 0
    cdf = []
    for v in nums:
        total += v
        cdf.append(total)
    assert total == den
    return nums, cdf, den


def fl(num, den):
    return num / den  # Python int/int true division is correctly rounded


def ks_for(n):
    if n <= 40:
        return list(range(n + 1))
    ks = {0, 1, 2, 3, 5, n - 5, n - 3, n - 2, n - 1, n}
    sd = math.sqrt(n) / 2
    for f in (0.01, 0.05, 0.1, 0.2, 0.25, 0.3, 0.4, 0.45, 0.48, 0.49, 0.5, 0.51, 0.55, 0.6, 0.75, 0.9, 0.99):
        ks.add(int(n * f))
    for z in (-12, -9, -6, -4, -3, -2, -1.5, -1, -0.5, 0, 0.5, 1, 2, 3, 6):
        ks.add(int(round(n / 2 + z * sd)))
    for d in (-2, -1, 0, 1, 2):
        ks.add(n // 2 + d)
    return sorted(k for k in ks if 0 <= k <= n)


def main():
    ns = list(range(0, 41)) + [50, 63, 64, 99, 100, 101, 200, 255, 256, 500, 777, 999, 1000,
                               1001, 1500, 2000, 2047, 2500, 3001, 4096, 4999, 5000]
    tails = []
    mcnemar = []
    for n in ns:
        nums, cdf, den = exact_tables(n, 0.5)
        for k in ks_for(n):
            row = {
                "n": n, "k": k, "p": 0.5,
                "pmf": float(binom.pmf(k, n, 0.5)),
                "cdf": float(binom.cdf(k, n, 0.5)),
                "sf": float(binom.sf(k, n, 0.5)),
                "exact_pmf": fl(nums[k], den),
                "exact_cdf": fl(cdf[k], den),
                "exact_sf": fl(den - cdf[k], den),
            }
            for f in ("pmf", "cdf", "sf"):
                assert close(row[f], row["exact_" + f]), (row, f)
            tails.append(row)
            # McNemar with a_only = k, b_only = n - k.
            if n == 0:
                scipy_p = 1.0  # binomtest rejects n = 0; by definition no discordance -> 1
            else:
                scipy_p = float(binomtest(k, n, 0.5).pvalue)
            m = min(k, n - k)
            exact_p = 1.0 if 2 * m == n else min(1.0, fl(2 * cdf[m], den))
            assert close(scipy_p, exact_p), (n, k, scipy_p, exact_p)
            mcnemar.append({"a_only": k, "b_only": n - k, "p": scipy_p, "exact_p": exact_p})
    # A few other success probabilities for the general tails (not used by McNemar).
    for p in (0.3, 0.01, 0.9):
        for n in (1, 7, 30, 100, 1000):
            nums, cdf, den = exact_tables(n, p)
            mean = n * p
            sd = math.sqrt(n * p * (1 - p))
            ks = {0, 1, n - 1, n}
            for z in (-8, -3, -1, 0, 1, 3, 8):
                ks.add(int(round(mean + z * sd)))
            for k in sorted(k for k in ks if 0 <= k <= n):
                row = {
                    "n": n, "k": k, "p": p,
                    "pmf": float(binom.pmf(k, n, p)),
                    "cdf": float(binom.cdf(k, n, p)),
                    "sf": float(binom.sf(k, n, p)),
                    "exact_pmf": fl(nums[k], den),
                    "exact_cdf": fl(cdf[k], den),
                    "exact_sf": fl(den - cdf[k], den),
                }
                for f in ("pmf", "cdf", "sf"):
                    assert close(row[f], row["exact_" + f]), (row, f)
                tails.append(row)
    out = {
        "generator": "core/tests/data/gen_binom_reference.py",
        "scipy_version": scipy.__version__,
        "tolerance": {"relative": REL, "absolute": ABS},
        "tails": tails,
        "mcnemar": mcnemar,
    }
    # One row per line, so that a regenerated table diffs readably.
    w = sys.stdout.write
    w("{\n")
    for key in ("generator", "scipy_version", "tolerance"):
        w(f"{json.dumps(key)}: {json.dumps(out[key])},\n")
    for i, key in enumerate(("tails", "mcnemar")):
        w(f"{json.dumps(key)}: [\n")
        rows = out[key]
        for j, row in enumerate(rows):
            w(json.dumps(row, separators=(",", ":")) + ("," if j + 1 < len(rows) else "") + "\n")
        w("]" + ("," if i == 0 else "") + "\n")
    w("}\n")


if __name__ == "__main__":
    main()
