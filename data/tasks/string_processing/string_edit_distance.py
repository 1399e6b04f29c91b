# domain: string_processing
# function: string_edit_distance
# query: Compute the Levenshtein edit distance between two strings a and b: the minimum number of
#   single-character insertions, deletions and substitutions needed to turn one into the other.

def string_edit_distance(a, b):
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        previous = current
    return previous[len(b)]

# --- tests ---
import pytest

assert string_edit_distance("", "") == 0
assert string_edit_distance("abc", "") == 3
assert string_edit_distance("", "ab") == 2
assert string_edit_distance("kitten", "sitting") == 3
assert string_edit_distance("flaw", "lawn") == 2
assert string_edit_distance("same", "same") == 0
assert string_edit_distance("a", "b") == 1
assert string_edit_distance("ab", "ba") == 2
assert string_edit_distance("intention", "execution") == 5
