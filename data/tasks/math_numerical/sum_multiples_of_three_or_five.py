# domain: math_numerical
# function: sum_multiples_of_three_or_five
# query: Return the sum of all natural numbers strictly below a limit that are multiples of 3 or
#   5 (below 10 -> 23), using inclusion-exclusion instead of a loop. Limits of 1 or less give 0.

def sum_multiples_of_three_or_five(limit):
    if limit <= 1:
        return 0

    def sum_of_multiples(k):
        count = (limit - 1) // k
        return k * count * (count + 1) // 2

    return sum_of_multiples(3) + sum_of_multiples(5) - sum_of_multiples(15)

# --- tests ---
import pytest

assert sum_multiples_of_three_or_five(0) == 0
assert sum_multiples_of_three_or_five(3) == 0
assert sum_multiples_of_three_or_five(4) == 3
assert sum_multiples_of_three_or_five(6) == 8
assert sum_multiples_of_three_or_five(10) == 23
assert sum_multiples_of_three_or_five(16) == 60
assert sum_multiples_of_three_or_five(1000) == 233168
assert sum_multiples_of_three_or_five(-5) == 0
