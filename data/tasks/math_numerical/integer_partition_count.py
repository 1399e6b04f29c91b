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
