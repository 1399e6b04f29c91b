# domain: string_processing
# function: replace_nth_occurrence
# query: In text, find the non-overlapping occurrences of old and substitute new for only one of
#   them, the n-th (1-based), returning the result; if there are fewer than n occurrences
#   return text unchanged. Raise ValueError if n < 1 or old is empty.

def replace_nth_occurrence(text, old, new, n):
    if n < 1:
        raise ValueError("n must be at least 1")
    if old == "":
        raise ValueError("old must not be empty")
    start = 0
    for _ in range(n):
        index = text.find(old, start)
        if index == -1:
            return text
        start = index + len(old)
    return text[:index] + new + text[start:]

# --- tests ---
import pytest

assert replace_nth_occurrence("a-b-c-d", "-", "+", 1) == "a+b-c-d"
assert replace_nth_occurrence("a-b-c-d", "-", "+", 2) == "a-b+c-d"
assert replace_nth_occurrence("a-b-c-d", "-", "+", 3) == "a-b-c+d"
assert replace_nth_occurrence("a-b-c-d", "-", "+", 4) == "a-b-c-d"
assert replace_nth_occurrence("aaaa", "aa", "X", 2) == "aaX"
assert replace_nth_occurrence("catcat", "cat", "", 2) == "cat"
assert replace_nth_occurrence("", "x", "y", 1) == ""
with pytest.raises(ValueError):
    replace_nth_occurrence("abc", "b", "x", 0)
with pytest.raises(ValueError):
    replace_nth_occurrence("abc", "", "x", 1)

# --- implementation 2: split on old and rejoin around the n-th boundary ---
def replace_nth_occurrence(text, old, new, n):
    if n < 1 or not old:
        raise ValueError("need n >= 1 and a non-empty old")
    parts = text.split(old)
    if len(parts) <= n:
        return text
    return old.join(parts[:n]) + new + old.join(parts[n:])

# --- implementation 3: regex finditer picks the n-th match's span ---
import re


def replace_nth_occurrence(text, old, new, n):
    if old == "" or n <= 0:
        raise ValueError("invalid arguments")
    for count, m in enumerate(re.finditer(re.escape(old), text), 1):
        if count == n:
            return text[:m.start()] + new + text[m.end():]
    return text

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("ab-") for _ in range(rng.randint(0, 10)))
    old = rng.choice(["a", "-", "ab", "aa", "b-", ""] if rng.random() < 0.1 else ["a", "-", "ab", "aa", "b-"])
    new = rng.choice(["", "X", "+", "ab"])
    n = rng.choice([1, 1, 2, 3, 4]) if rng.random() < 0.92 else rng.choice([0, -1])
    return (text, old, new, n)
