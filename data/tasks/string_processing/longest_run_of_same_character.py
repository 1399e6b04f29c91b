# domain: string_processing
# function: longest_run_of_same_character
# query: Find the longest run of one repeated character in the string s and return it as a
#   (character, length) tuple; on ties the earliest run wins. Return ("", 0) for an empty
#   string.

def longest_run_of_same_character(s):
    if s == "":
        return ("", 0)
    best_char, best_len = s[0], 1
    run = 1
    for i in range(1, len(s)):
        if s[i] == s[i - 1]:
            run += 1
        else:
            run = 1
        if run > best_len:
            best_char, best_len = s[i], run
    return (best_char, best_len)

# --- tests ---
import pytest

assert longest_run_of_same_character("") == ("", 0)
assert longest_run_of_same_character("a") == ("a", 1)
assert longest_run_of_same_character("abc") == ("a", 1)
assert longest_run_of_same_character("aabbb") == ("b", 3)
assert longest_run_of_same_character("aaabb") == ("a", 3)
assert longest_run_of_same_character("abbcc") == ("b", 2)
assert longest_run_of_same_character("xyyyzyyyy") == ("y", 4)
assert longest_run_of_same_character("  ab") == (" ", 2)

# --- implementation 2: itertools.groupby runs, max keeps the first of equal lengths ---
from itertools import groupby


def longest_run_of_same_character(s):
    runs = [(ch, len(list(group))) for ch, group in groupby(s)]
    if not runs:
        return ("", 0)
    return max(runs, key=lambda run: run[1])

# --- implementation 3: regex matches of a character followed by its repeats ---
import re


def longest_run_of_same_character(s):
    best = ("", 0)
    for m in re.finditer(r"(.)\1*", s, re.DOTALL):
        if len(m.group()) > best[1]:
            best = (m.group(1), len(m.group()))
    return best

# --- implementation 4: jump from run start to run end with an inner while loop ---
def longest_run_of_same_character(s):
    best = ("", 0)
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        if j - i > best[1]:
            best = (s[i], j - i)
        i = j
    return best

# --- inputs ---
def random_input(rng):
    s = ""
    for _ in range(rng.randint(0, 6)):
        s += rng.choice("ab \n") * rng.randint(1, 4)
    return (s,)
