# domain: string_processing
# function: is_subsequence_of_string
# query: Check whether pattern is a subsequence of text, i.e. all characters of pattern appear in
#   text in the same order but not necessarily contiguously. The empty pattern is a subsequence of
#   anything. Returns a bool.

def is_subsequence_of_string(pattern, text):
    i = 0
    for ch in text:
        if i == len(pattern):
            break
        if ch == pattern[i]:
            i += 1
    return i == len(pattern)

# --- tests ---
import pytest

assert is_subsequence_of_string("", "") is True
assert is_subsequence_of_string("", "abc") is True
assert is_subsequence_of_string("a", "") is False
assert is_subsequence_of_string("abc", "ahbgdc") is True
assert is_subsequence_of_string("axc", "ahbgdc") is False
assert is_subsequence_of_string("abc", "abc") is True
assert is_subsequence_of_string("aa", "a") is False
assert is_subsequence_of_string("ba", "ab") is False
assert is_subsequence_of_string("ac", "abcd") is True

# --- implementation 2: shared iterator consumed by membership tests ---
def is_subsequence_of_string(pattern, text):
    remaining = iter(text)
    for ch in pattern:
        if ch not in remaining:
            return False
    return True

# --- implementation 3: str.find from the position after the last match ---
def is_subsequence_of_string(pattern, text):
    pos = 0
    for ch in pattern:
        found = text.find(ch, pos)
        if found < 0:
            return False
        pos = found + 1
    return True

# --- implementation 4: recursion on the heads of pattern and text ---
def is_subsequence_of_string(pattern, text):
    if not pattern:
        return True
    if not text:
        return False
    if pattern[0] == text[0]:
        return is_subsequence_of_string(pattern[1:], text[1:])
    return is_subsequence_of_string(pattern, text[1:])

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("abcd") for _ in range(rng.randint(0, 8)))
    if text and rng.random() < 0.5:
        pattern = "".join(c for c in text if rng.random() < 0.5)
    else:
        pattern = "".join(rng.choice("abcd") for _ in range(rng.randint(0, 4)))
    return (pattern, text)
