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
