# domain: string_processing
# function: compress_string_if_shorter
# query: Compress a string s by replacing each run of a repeated character with the character
#   followed by the run length ("aabcccccaaa" -> "a2b1c5a3"), but return the original string
#   when the compressed form is not strictly shorter.

def compress_string_if_shorter(s):
    if len(s) < 3:
        return s
    parts = []
    run_char = s[0]
    run_len = 0
    for ch in s:
        if ch == run_char:
            run_len += 1
        else:
            parts.append(run_char + str(run_len))
            run_char = ch
            run_len = 1
    parts.append(run_char + str(run_len))
    compressed = "".join(parts)
    if len(compressed) < len(s):
        return compressed
    return s

# --- tests ---
import pytest

assert compress_string_if_shorter("") == ""
assert compress_string_if_shorter("aa") == "aa"
assert compress_string_if_shorter("aaa") == "a3"
assert compress_string_if_shorter("abc") == "abc"
assert compress_string_if_shorter("aabcccccaaa") == "a2b1c5a3"
assert compress_string_if_shorter("aabb") == "aabb"
assert compress_string_if_shorter("aaabbb") == "a3b3"
assert compress_string_if_shorter("aaaaaaaaaaaab") == "a12b1"
assert compress_string_if_shorter("abbbbb") == "a1b5"

# --- implementation 2: runs from itertools.groupby ---
from itertools import groupby


def compress_string_if_shorter(s):
    encoded = ""
    for ch, run in groupby(s):
        encoded += ch + str(len(list(run)))
    return encoded if len(encoded) < len(s) else s

# --- implementation 3: a back-referencing regular expression finds each run ---
import re


def compress_string_if_shorter(s):
    runs = [m.group() for m in re.finditer(r"(.)\1*", s, re.DOTALL)]
    compressed = "".join("%s%d" % (run[0], len(run)) for run in runs)
    if len(compressed) >= len(s):
        return s
    return compressed

# --- implementation 4: scan each run to its end with an inner while loop ---
def compress_string_if_shorter(s):
    pieces = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        pieces.append("%s%d" % (s[i], j - i))
        i = j
    packed = "".join(pieces)
    return packed if len(packed) < len(s) else s

# --- inputs ---
def random_input(rng):
    s = ""
    for _ in range(rng.randint(0, 5)):
        s += rng.choice("abc\n") * rng.choice([1, 1, 2, 3, 5, 12])
    return (s,)
