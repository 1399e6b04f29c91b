# domain: string_processing
# function: rotate_string_by_k
# query: Rotate the string text by k positions: positive k rotates left ("abcdef", 2 -> "cdefab"),
#   negative k rotates right, and k larger than the length wraps around. An empty string stays
#   empty.

def rotate_string_by_k(text, k):
    if text == "":
        return ""
    k %= len(text)
    return text[k:] + text[:k]

# --- tests ---
import pytest

assert rotate_string_by_k("", 3) == ""
assert rotate_string_by_k("abcdef", 2) == "cdefab"
assert rotate_string_by_k("abcdef", -2) == "efabcd"
assert rotate_string_by_k("abcdef", 8) == "cdefab"
assert rotate_string_by_k("abcdef", 6) == "abcdef"
assert rotate_string_by_k("abcdef", 0) == "abcdef"
assert rotate_string_by_k("ab", 1) == "ba"
assert rotate_string_by_k("x", 5) == "x"

# --- implementation 2: deque rotation (a negative deque step turns left) ---
from collections import deque


def rotate_string_by_k(text, k):
    d = deque(text)
    if d:
        d.rotate(-(k % len(d)))
    return "".join(d)

# --- implementation 3: read each position of the result from the doubled string ---
def rotate_string_by_k(text, k):
    n = len(text)
    if not n:
        return text
    shift = k % n
    doubled = text * 2
    return doubled[shift:shift + n]

# --- implementation 4: build each position of the result from a modular source index ---
def rotate_string_by_k(text, k):
    n = len(text)
    rotated = []
    for i in range(n):
        rotated.append(text[(i + k) % n])
    return "".join(rotated)

# --- inputs ---
def random_input(rng):
    text = "abcdefgh"[: rng.randint(0, 8)]
    return (text, rng.randint(-12, 12))
