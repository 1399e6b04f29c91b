# domain: math_numerical
# function: bell_number_nth
# query: Return the n-th Bell number, the number of ways to partition a set of n elements
#   (1, 1, 2, 5, 15, 52, ... for n = 0, 1, 2, ...). Raise ValueError for negative n.

def bell_number_nth(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    row = [1]
    for _ in range(n):
        new_row = [row[-1]]
        for value in row:
            new_row.append(new_row[-1] + value)
        row = new_row
    return row[0]

# --- tests ---
import pytest

assert bell_number_nth(0) == 1
assert bell_number_nth(1) == 1
assert bell_number_nth(2) == 2
assert bell_number_nth(3) == 5
assert bell_number_nth(4) == 15
assert bell_number_nth(5) == 52
assert bell_number_nth(10) == 115975
with pytest.raises(ValueError):
    bell_number_nth(-1)

# --- implementation 2: recurrence B(m+1) = sum of C(m, k) * B(k) ---
from math import comb


def bell_number_nth(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    bells = [1]
    for m in range(n):
        bells.append(sum(comb(m, k) * bells[k] for k in range(m + 1)))
    return bells[n]

# --- implementation 3: sum of Stirling numbers of the second kind S(n, k) ---
def bell_number_nth(n):
    if n < 0:
        raise ValueError("negative n")
    stirling = [1]
    for i in range(1, n + 1):
        nxt = [0] * (i + 1)
        for k in range(1, i + 1):
            below = stirling[k] if k < len(stirling) else 0
            nxt[k] = k * below + stirling[k - 1]
        stirling = nxt
    return sum(stirling)

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, -1]) if rng.random() < 0.3 else rng.randint(-2, 22),)
