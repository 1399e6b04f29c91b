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

# --- implementation 2: a set comprehension over the windows ---
def count_distinct_substrings_length_k(text, k):
    if k < 1:
        raise ValueError("k must be at least 1")
    last_start = len(text) - k
    windows = {text[i:i + k] for i in range(last_start + 1)}
    return len(windows)

# --- implementation 3: sort the windows and count where a new value starts ---
def count_distinct_substrings_length_k(text, k):
    if k <= 0:
        raise ValueError(k)
    windows = sorted(text[i:i + k] for i in range(len(text) - k + 1))
    distinct = 0
    for i, w in enumerate(windows):
        if i == 0 or w != windows[i - 1]:
            distinct += 1
    return distinct

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("ab" if rng.random() < 0.5 else "abc") for _ in range(rng.randint(0, 10)))
    return (text, rng.choice([1, 1, 2, 2, 3, 4, len(text), len(text) + 1, 0, -1]))
