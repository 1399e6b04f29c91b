# domain: math_numerical
# function: collatz_sequence_steps
# query: Count how many steps of the Collatz rule (halve even numbers, map odd n to 3n + 1) it
#   takes for a positive integer to reach 1; 1 itself needs 0 steps. Raise ValueError for n < 1.

def collatz_sequence_steps(n):
    if n < 1:
        raise ValueError("n must be positive")
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps

# --- tests ---
import pytest

assert collatz_sequence_steps(1) == 0
assert collatz_sequence_steps(2) == 1
assert collatz_sequence_steps(3) == 7
assert collatz_sequence_steps(6) == 8
assert collatz_sequence_steps(7) == 16
assert collatz_sequence_steps(27) == 111
assert collatz_sequence_steps(16) == 4
with pytest.raises(ValueError):
    collatz_sequence_steps(0)

# --- implementation 2: recursion on the next Collatz value ---
def collatz_sequence_steps(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    if n == 1:
        return 0
    nxt = n // 2 if n % 2 == 0 else 3 * n + 1
    return 1 + collatz_sequence_steps(nxt)

# --- implementation 3: strip all trailing zero bits at once, counting them as halvings ---
def collatz_sequence_steps(n):
    if n <= 0:
        raise ValueError("expected n >= 1")
    steps = 0
    while n > 1:
        if n & 1:
            n = 3 * n + 1
            steps += 1
        shift = (n & -n).bit_length() - 1
        n >>= shift
        steps += shift
    return steps

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-3, 0),)
    if r < 0.3:
        return (rng.choice([1, 2, 3, 4, 16, 27, 64, 97]),)
    return (rng.randint(1, 3000),)
