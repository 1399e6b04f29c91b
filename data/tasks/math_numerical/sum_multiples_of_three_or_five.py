# domain: math_numerical
# function: sum_multiples_of_three_or_five
# query: Return the sum of all natural numbers strictly below a limit that are multiples of 3 or
#   5 (below 10 -> 23). Limits of 1 or less give 0.

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

# --- implementation 2: add every number below the limit divisible by 3 or 5 ---
def sum_multiples_of_three_or_five(limit):
    total = 0
    for i in range(1, limit):
        if i % 3 == 0 or i % 5 == 0:
            total += i
    return total

# --- implementation 3: union of the two sets of multiples ---
def sum_multiples_of_three_or_five(limit):
    if limit < 2:
        return 0
    threes = set(range(3, limit, 3))
    fives = set(range(5, limit, 5))
    return sum(threes | fives)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.2:
        return (rng.randint(-10, 2),)
    if r < 0.5:
        return (rng.choice([3, 4, 5, 6, 10, 15, 16, 30, 31, 1000]) + rng.choice([-1, 0, 1]),)
    return (rng.randint(1, 2500),)
