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

# --- implementation 2: memoised recursion on the suffix positions ---
from functools import lru_cache


def string_edit_distance(a, b):
    @lru_cache(maxsize=None)
    def dist(i, j):
        if i == len(a):
            return len(b) - j
        if j == len(b):
            return len(a) - i
        if a[i] == b[j]:
            return dist(i + 1, j + 1)
        return 1 + min(dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1))
    return dist(0, 0)

# --- implementation 3: full matrix with explicit first row and column ---
def string_edit_distance(a, b):
    rows, cols = len(a) + 1, len(b) + 1
    table = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        table[r][0] = r
    for c in range(cols):
        table[0][c] = c
    for r in range(1, rows):
        for c in range(1, cols):
            substitute = table[r - 1][c - 1] + (a[r - 1] != b[c - 1])
            table[r][c] = min(substitute, table[r - 1][c] + 1, table[r][c - 1] + 1)
    return table[-1][-1]

# --- inputs ---
def random_input(rng):
    a = "".join(rng.choice("abc") for _ in range(rng.randint(0, 7)))
    b = "".join(rng.choice("abc") for _ in range(rng.randint(0, 7)))
    return (a, b)
