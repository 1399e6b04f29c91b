# domain: math_numerical
# function: integer_partition_count
# query: Count the partitions of a non-negative integer n into positive parts where order does
#   not matter (p(0) = 1, p(4) = 5, p(10) = 42). Raise ValueError for negative n.

def integer_partition_count(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    ways = [1] + [0] * n
    for part in range(1, n + 1):
        for total in range(part, n + 1):
            ways[total] += ways[total - part]
    return ways[n]

# --- tests ---
import pytest

assert integer_partition_count(0) == 1
assert integer_partition_count(1) == 1
assert integer_partition_count(2) == 2
assert integer_partition_count(3) == 3
assert integer_partition_count(4) == 5
assert integer_partition_count(10) == 42
assert integer_partition_count(30) == 5604
with pytest.raises(ValueError):
    integer_partition_count(-1)

# --- implementation 2: cached recursion on the largest part allowed ---
from functools import lru_cache


@lru_cache(maxsize=None)
def _partitions(n, largest):
    if n == 0:
        return 1
    return sum(_partitions(n - part, part) for part in range(1, min(n, largest) + 1))


def integer_partition_count(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    return _partitions(n, n)

# --- implementation 3: Euler's pentagonal number recurrence ---
def integer_partition_count(n):
    if n < 0:
        raise ValueError("negative n")
    p = [1] + [0] * n
    for m in range(1, n + 1):
        k = 1
        while k * (3 * k - 1) // 2 <= m:
            sign = 1 if k % 2 else -1
            p[m] += sign * p[m - k * (3 * k - 1) // 2]
            if k * (3 * k + 1) // 2 <= m:
                p[m] += sign * p[m - k * (3 * k + 1) // 2]
            k += 1
    return p[n]

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, 3, 4, -1]) if rng.random() < 0.3 else rng.randint(-2, 60),)
