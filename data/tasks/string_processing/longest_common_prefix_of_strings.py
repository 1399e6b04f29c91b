# domain: string_processing
# function: longest_common_prefix_of_strings
# query: Return the longest common prefix shared by all strings in a list (case-sensitive). An
#   empty list or any empty string gives "".

def longest_common_prefix_of_strings(strings):
    if len(strings) == 0:
        return ""
    prefix = strings[0]
    for s in strings[1:]:
        i = 0
        while i < len(prefix) and i < len(s) and prefix[i] == s[i]:
            i += 1
        prefix = prefix[:i]
        if prefix == "":
            break
    return prefix

# --- tests ---
import pytest

assert longest_common_prefix_of_strings([]) == ""
assert longest_common_prefix_of_strings(["alone"]) == "alone"
assert longest_common_prefix_of_strings(["flower", "flow", "flight"]) == "fl"
assert longest_common_prefix_of_strings(["dog", "racecar", "car"]) == ""
assert longest_common_prefix_of_strings(["abc", "axc"]) == "a"
assert longest_common_prefix_of_strings(["abc", "ab"]) == "ab"
assert longest_common_prefix_of_strings(["ab", "abc"]) == "ab"
assert longest_common_prefix_of_strings(["", "abc"]) == ""
assert longest_common_prefix_of_strings(["Apple", "apple"]) == ""
assert longest_common_prefix_of_strings(["interview", "internet", "interval", "in"]) == "in"

# --- implementation 2: column by column with zip over all strings ---
def longest_common_prefix_of_strings(strings):
    prefix = []
    for column in zip(*strings):
        if len(set(column)) != 1:
            break
        prefix.append(column[0])
    return "".join(prefix)

# --- implementation 3: only the lexicographic min and max need comparing ---
def longest_common_prefix_of_strings(strings):
    if not strings:
        return ""
    low, high = min(strings), max(strings)
    n = 0
    while n < len(low) and low[n] == high[n]:
        n += 1
    return low[:n]

# --- implementation 4: functools.reduce with a two-string prefix helper ---
from functools import reduce


def _common_prefix(a, b):
    size = 0
    for x, y in zip(a, b):
        if x != y:
            break
        size += 1
    return a[:size]


def longest_common_prefix_of_strings(strings):
    return reduce(_common_prefix, strings) if strings else ""

# --- inputs ---
def random_input(rng):
    base = "".join(rng.choice("abA") for _ in range(rng.randint(0, 5)))
    words = []
    for _ in range(rng.randint(0, 5)):
        cut = rng.randint(0, len(base))
        words.append(base[:cut] + "".join(rng.choice("abc") for _ in range(rng.randint(0, 3))))
    return (words,)
