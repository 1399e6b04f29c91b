# domain: collections
# function: is_palindrome_deque
# query: Check whether a sequence items reads the same forwards and backwards; empty and
#   single-element sequences are palindromes.

from collections import deque

def is_palindrome_deque(items):
    d = deque(items)
    while len(d) > 1:
        if d.popleft() != d.pop():
            return False
    return True

# --- tests ---
import pytest

assert is_palindrome_deque([]) is True
assert is_palindrome_deque([1]) is True
assert is_palindrome_deque([1, 1]) is True
assert is_palindrome_deque([1, 2]) is False
assert is_palindrome_deque([1, 2, 1]) is True
assert is_palindrome_deque("racecar") is True
assert is_palindrome_deque([1, 2, 3, 2, 2]) is False
assert is_palindrome_deque([3, 1, 1, 3]) is True

# --- implementation 2: compare mirrored positions by index ---
def is_palindrome_deque(items):
    seq = list(items)
    n = len(seq)
    for i in range(n // 2):
        if seq[i] != seq[n - 1 - i]:
            return False
    return True

# --- implementation 3: recursion on the outer pair, then the inner slice ---
def is_palindrome_deque(items):
    seq = list(items)
    if len(seq) < 2:
        return True
    if seq[0] != seq[-1]:
        return False
    return is_palindrome_deque(seq[1:-1])

# --- implementation 4: the first half equals the reversed second half ---
def is_palindrome_deque(items):
    seq = list(items)
    half = len(seq) // 2
    front = seq[:half]
    back = seq[len(seq) - half:]
    return front == back[::-1]

# --- inputs ---
def random_input(rng):
    half = [rng.randint(0, 3) for _ in range(rng.randint(0, 5))]
    seq = half + rng.choice([[], [rng.randint(0, 3)]]) + half[::-1]
    if seq and rng.random() < 0.4:
        seq[rng.randrange(len(seq))] = rng.randint(0, 3)
    if rng.random() < 0.3:
        return ("".join("abcd"[v] for v in seq),)
    return (seq,)
