# domain: validation
# function: has_no_long_character_runs
# query: Check that the string text never repeats the same character more than max_repeat times in a
#   row (default 2; e.g. "aaab" fails), and never contains a straight run of more than
#   max_repeat consecutive ascending characters like "abc" or "123". Returns a bool.

def has_no_long_character_runs(text, max_repeat=2):
    same = 1
    ascending = 1
    for i in range(1, len(text)):
        if text[i] == text[i - 1]:
            same += 1
        else:
            same = 1
        if ord(text[i]) == ord(text[i - 1]) + 1:
            ascending += 1
        else:
            ascending = 1
        if same > max_repeat or ascending > max_repeat:
            return False
    return True

# --- tests ---
import pytest

assert has_no_long_character_runs("") is True
assert has_no_long_character_runs("aab") is True
assert has_no_long_character_runs("aaab") is False
assert has_no_long_character_runs("abbd") is True
assert has_no_long_character_runs("xabc") is False
assert has_no_long_character_runs("123") is False
assert has_no_long_character_runs("aaa", max_repeat=3) is True
assert has_no_long_character_runs("abcd", max_repeat=3) is False
assert has_no_long_character_runs("abab") is True
assert has_no_long_character_runs("baaa") is False

# --- implementation 2: examine every window of max_repeat + 1 characters ---
def has_no_long_character_runs(text, max_repeat=2):
    size = max_repeat + 1
    for start in range(len(text) - size + 1):
        window = text[start:start + size]
        if len(set(window)) == 1:
            return False
        codes = [ord(c) for c in window]
        if codes == list(range(codes[0], codes[0] + size)):
            return False
    return True

# --- implementation 3: itertools.groupby on character runs and on ascending steps ---
from itertools import groupby


def has_no_long_character_runs(text, max_repeat=2):
    for _, run in groupby(text):
        if len(list(run)) > max_repeat:
            return False
    steps = [ord(b) - ord(a) == 1 for a, b in zip(text, text[1:])]
    for is_step, run in groupby(steps):
        if is_step and len(list(run)) + 1 > max_repeat:
            return False
    return True

# --- implementation 4: regular expressions for a repeated character and an ascending run ---
import re


def has_no_long_character_runs(text, max_repeat=2):
    if re.search(r"(.)\1{%d}" % max_repeat, text, re.S):
        return False
    codes = [ord(c) for c in text]
    steps = "".join("1" if b - a == 1 else "0" for a, b in zip(codes, codes[1:]))
    return "1" * max_repeat not in steps

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice(["a", "b", "c", "d", "aa", "abc", "12", "3", "x"]) for _ in range(rng.randint(0, 5)))
    if rng.random() < 0.4:
        return (text,)
    return (text, rng.randint(1, 4))
