# domain: string_processing
# function: count_distinct_substrings_length_k
# query: Given a string text, count how many distinct substrings of exactly length k it contains.
#   Return 0 when k exceeds the length; raise ValueError when k is less than 1.

def count_distinct_substrings_length_k(text, k):
    if k < 1:
        raise ValueError("k must be positive")
    seen = set()
    for i in range(len(text) - k + 1):
        seen.add(text[i:i + k])
    return len(seen)

# --- tests ---
import pytest

assert count_distinct_substrings_length_k("", 1) == 0
assert count_distinct_substrings_length_k("abc", 4) == 0
assert count_distinct_substrings_length_k("abc", 3) == 1
assert count_distinct_substrings_length_k("abc", 1) == 3
assert count_distinct_substrings_length_k("aaaa", 2) == 1
assert count_distinct_substrings_length_k("abab", 2) == 2
assert count_distinct_substrings_length_k("abcab", 2) == 3
with pytest.raises(ValueError):
    count_distinct_substrings_length_k("abc", 0)
