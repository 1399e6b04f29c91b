# domain: math_numerical
# function: integer_nth_root_floor
# query: For a non-negative integer n and k >= 1, return the largest integer r with r**k <= n,
#   computed exactly with integers. Raise ValueError if n is negative or k is less than 1.

def integer_nth_root_floor(n, k):
    if n < 0 or k < 1:
        raise ValueError("invalid arguments")
    low, high = 0, 1
    while high ** k <= n:
        high *= 2
    while low < high - 1:
        mid = (low + high) // 2
        if mid ** k <= n:
            low = mid
        else:
            high = mid
    return low

# --- tests ---
import pytest

assert integer_nth_root_floor(0, 3) == 0
assert integer_nth_root_floor(1, 5) == 1
assert integer_nth_root_floor(7, 3) == 1
assert integer_nth_root_floor(8, 3) == 2
assert integer_nth_root_floor(26, 3) == 2
assert integer_nth_root_floor(27, 3) == 3
assert integer_nth_root_floor(17, 1) == 17
assert integer_nth_root_floor(1024, 10) == 2
with pytest.raises(ValueError):
    integer_nth_root_floor(-1, 2)
with pytest.raises(ValueError):
    integer_nth_root_floor(9, 0)

# --- implementation 2: integer Newton iteration from an over-estimate ---
def integer_nth_root_floor(n, k):
    if n < 0 or k < 1:
        raise ValueError("need n >= 0 and k >= 1")
    if n < 2:
        return n
    x = 1 << ((n.bit_length() + k - 1) // k)
    while True:
        y = ((k - 1) * x + n // x ** (k - 1)) // k
        if y >= x:
            return x
        x = y

# --- implementation 3: set the bits of the root from the highest down, keeping each that fits ---
def integer_nth_root_floor(n, k):
    if k < 1 or n < 0:
        raise ValueError("invalid n or k")
    root = 0
    for bit in range(n.bit_length() // k, -1, -1):
        candidate = root | (1 << bit)
        if candidate ** k <= n:
            root = candidate
    return root

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-5, -1), 2) if rng.random() < 0.5 else (9, rng.randint(-2, 0))
    k = rng.choice([1, 2, 3, 4, 5, 10, rng.randint(1, 12)])
    if r < 0.2:
        return (rng.choice([0, 0, 1, 2]), k)
    if r < 0.5:
        base = rng.randint(0, 60)
        return (max(base ** k + rng.choice([-1, 0, 1]), 0), k)
    return (rng.randint(0, 10 ** rng.randint(1, 40)), k)
