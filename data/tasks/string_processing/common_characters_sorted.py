# domain: string_processing
# function: common_characters_sorted
# query: Return a sorted string of the characters shared by two strings, counting multiplicity: each
#   character appears min(count in a, count in b) times. Comparison is case-sensitive.

def common_characters_sorted(a, b):
    counts = {}
    for ch in a:
        counts[ch] = counts.get(ch, 0) + 1
    shared = []
    for ch in b:
        if counts.get(ch, 0) > 0:
            shared.append(ch)
            counts[ch] -= 1
    shared.sort()
    return "".join(shared)

# --- tests ---
import pytest

assert common_characters_sorted("", "abc") == ""
assert common_characters_sorted("abc", "") == ""
assert common_characters_sorted("abc", "cab") == "abc"
assert common_characters_sorted("aab", "aaab") == "aab"
assert common_characters_sorted("aaab", "ab") == "ab"
assert common_characters_sorted("hello", "world") == "lo"
assert common_characters_sorted("Aa", "aa") == "a"
assert common_characters_sorted("xyz", "abc") == ""

# --- implementation 2: multiset intersection of two Counters ---
from collections import Counter


def common_characters_sorted(a, b):
    shared = Counter(a) & Counter(b)
    chars = sorted(shared.elements())
    return "".join(chars)

# --- implementation 3: walk both sorted strings together, keeping the equal characters ---
def common_characters_sorted(a, b):
    x, y = sorted(a), sorted(b)
    i = j = 0
    out = []
    while i < len(x) and j < len(y):
        if x[i] == y[j]:
            out.append(x[i])
            i += 1
            j += 1
        elif x[i] < y[j]:
            i += 1
        else:
            j += 1
    return "".join(out)

# --- implementation 4: for each distinct character in order, repeat it min(count in a, count in b) times ---
def common_characters_sorted(a, b):
    pieces = []
    for ch in sorted(set(a)):
        times = min(a.count(ch), b.count(ch))
        pieces.append(ch * times)
    return "".join(pieces)

# --- inputs ---
def random_input(rng):
    def s():
        return "".join(rng.choice("aabcAxyz l") for _ in range(rng.randint(0, 8)))
    return (s(), s())
