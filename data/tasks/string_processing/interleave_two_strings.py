# domain: string_processing
# function: interleave_two_strings
# query: Merge two strings first and second by alternating their characters, starting with first;
#   when one runs out, append the remainder of the other. interleave("abc", "12345") gives
#   "a1b2c345".

def interleave_two_strings(first, second):
    out = []
    i = 0
    while i < len(first) and i < len(second):
        out.append(first[i])
        out.append(second[i])
        i += 1
    out.append(first[i:])
    out.append(second[i:])
    return "".join(out)

# --- tests ---
import pytest

assert interleave_two_strings("", "") == ""
assert interleave_two_strings("abc", "") == "abc"
assert interleave_two_strings("", "xyz") == "xyz"
assert interleave_two_strings("abc", "12345") == "a1b2c345"
assert interleave_two_strings("abcde", "12") == "a1b2cde"
assert interleave_two_strings("ab", "12") == "a1b2"
assert interleave_two_strings("a", "1") == "a1"
assert interleave_two_strings("xy", "z") == "xzy"

# --- implementation 2: zip_longest with an empty fill value ---
from itertools import zip_longest


def interleave_two_strings(first, second):
    pieces = []
    for a, b in zip_longest(first, second, fillvalue=""):
        pieces.append(a)
        pieces.append(b)
    return "".join(pieces)

# --- implementation 3: recursion on the heads of both strings ---
def interleave_two_strings(first, second):
    if not first:
        return second
    if not second:
        return first
    return first[0] + second[0] + interleave_two_strings(first[1:], second[1:])

# --- implementation 4: extended-slice assignment into a list of the paired length ---
def interleave_two_strings(first, second):
    n = min(len(first), len(second))
    merged = [""] * (2 * n)
    merged[0::2] = first[:n]
    merged[1::2] = second[:n]
    return "".join(merged) + first[n:] + second[n:]

# --- inputs ---
def random_input(rng):
    a = "".join(rng.choice("abcde") for _ in range(rng.randint(0, 6)))
    b = "".join(rng.choice("12345") for _ in range(rng.randint(0, 6)))
    return (a, b)
