# domain: math_numerical
# function: bell_number_nth
# query: Return the n-th Bell number, the number of ways to partition a set of n elements
#   (1, 1, 2, 5, 15, 52, ...), computed with the Bell triangle. Raise ValueError for negative n.

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
