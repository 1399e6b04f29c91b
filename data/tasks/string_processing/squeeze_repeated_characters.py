# domain: string_processing
# function: squeeze_repeated_characters
# query: Collapse runs of the same character in text so that no character appears more than max_run
#   times in a row; max_run defaults to 1 ("aaabbbb" with max_run 2 -> "aabb"). Raise ValueError if
#   max_run < 1.

def squeeze_repeated_characters(text, max_run=1):
    if max_run < 1:
        raise ValueError("max_run must be at least 1")
    out = []
    for i, ch in enumerate(text):
        if i > 0 and ch == text[i - 1]:
            run += 1
        else:
            run = 1
        if run <= max_run:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert squeeze_repeated_characters("") == ""
assert squeeze_repeated_characters("aaabccdd") == "abcd"
assert squeeze_repeated_characters("aaabbbb", 2) == "aabb"
assert squeeze_repeated_characters("abab") == "abab"
assert squeeze_repeated_characters("aaa", 3) == "aaa"
assert squeeze_repeated_characters("aaaa", 3) == "aaa"
assert squeeze_repeated_characters("baa") == "ba"
assert squeeze_repeated_characters("  x  ") == " x "
with pytest.raises(ValueError):
    squeeze_repeated_characters("aa", 0)

# --- implementation 2: itertools.groupby and truncate each run ---
from itertools import groupby


def squeeze_repeated_characters(text, max_run=1):
    if max_run < 1:
        raise ValueError(max_run)
    return "".join("".join(group)[:max_run] for _, group in groupby(text))

# --- implementation 3: append unless the output already ends with max_run copies ---
def squeeze_repeated_characters(text, max_run=1):
    if max_run <= 0:
        raise ValueError("max_run must be positive")
    result = ""
    for ch in text:
        if result[-max_run:] != ch * max_run:
            result += ch
    return result

# --- implementation 4: regex replaces any run longer than max_run by max_run copies ---
import re


def squeeze_repeated_characters(text, max_run=1):
    if max_run < 1:
        raise ValueError("max_run must be >= 1")
    pattern = r"(.)\1{%d,}" % max_run
    return re.sub(pattern, lambda m: m.group(1) * max_run, text, flags=re.S)

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("ab ") * rng.randint(1, 5) for _ in range(rng.randint(0, 5)))
    r = rng.random()
    if r < 0.3:
        return (text,)
    if r < 0.37:
        return (text, rng.choice([0, -2]))
    return (text, rng.randint(1, 4))
