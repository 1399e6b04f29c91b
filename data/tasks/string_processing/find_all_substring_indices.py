# domain: string_processing
# function: find_all_substring_indices
# query: Return the list of start indices of every (possibly overlapping) occurrence in text of
#   pattern, in increasing order, comparing case-insensitively only when ignore_case is True
#   (default False). Raise ValueError for an empty pattern.

def find_all_substring_indices(text, pattern, ignore_case=False):
    if pattern == "":
        raise ValueError("empty pattern")
    if ignore_case:
        text, pattern = text.lower(), pattern.lower()
    indices = []
    start = text.find(pattern)
    while start != -1:
        indices.append(start)
        start = text.find(pattern, start + 1)
    return indices

# --- tests ---
import pytest

assert find_all_substring_indices("", "a") == []
assert find_all_substring_indices("banana", "ana") == [1, 3]
assert find_all_substring_indices("aaaa", "aa") == [0, 1, 2]
assert find_all_substring_indices("abc", "d") == []
assert find_all_substring_indices("Hello hello", "hello") == [6]
assert find_all_substring_indices("Hello hello", "hello", ignore_case=True) == [0, 6]
assert find_all_substring_indices("abc", "abc") == [0]
with pytest.raises(ValueError):
    find_all_substring_indices("abc", "")

# --- implementation 2: test every start position with str.startswith ---
def find_all_substring_indices(text, pattern, ignore_case=False):
    if not pattern:
        raise ValueError("pattern must not be empty")
    haystack = text.lower() if ignore_case else text
    needle = pattern.lower() if ignore_case else pattern
    return [i for i in range(len(haystack)) if haystack.startswith(needle, i)]

# --- implementation 3: a zero-width lookahead regular expression finds the overlapping matches ---
import re


def find_all_substring_indices(text, pattern, ignore_case=False):
    if len(pattern) == 0:
        raise ValueError("empty pattern")
    if ignore_case:
        text, pattern = text.lower(), pattern.lower()
    lookahead = "(?=" + re.escape(pattern) + ")"
    return [m.start() for m in re.finditer(lookahead, text)]

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("aAbnN.") for _ in range(rng.randint(0, 10)))
    pattern = rng.choice(["a", "aa", "ana", "A", "b", "An", ".", "ab", "aaa"]) if rng.random() > 0.05 else ""
    if rng.random() < 0.4:
        return (text, pattern)
    return (text, pattern, rng.random() < 0.5)
