# domain: string_processing
# function: run_length_encode_string
# query: Run-length encode the string s as count followed by character for every run, e.g. "aaab"
#   becomes "3a1b". Counts are always written, even for runs of length 1, and "" encodes to "".

def run_length_encode_string(s):
    if s == "":
        return ""
    out = []
    count = 1
    for i in range(1, len(s)):
        if s[i] == s[i - 1]:
            count += 1
        else:
            out.append(str(count) + s[i - 1])
            count = 1
    out.append(str(count) + s[-1])
    return "".join(out)

# --- tests ---
import pytest

assert run_length_encode_string("") == ""
assert run_length_encode_string("a") == "1a"
assert run_length_encode_string("aa") == "2a"
assert run_length_encode_string("ab") == "1a1b"
assert run_length_encode_string("aaab") == "3a1b"
assert run_length_encode_string("aabbbcccc") == "2a3b4c"
assert run_length_encode_string("abba") == "1a2b1a"
assert run_length_encode_string("zzzzzzzzzzzz") == "12z"

# --- implementation 2: itertools.groupby gives the runs directly ---
from itertools import groupby


def run_length_encode_string(s):
    encoded = []
    for ch, run in groupby(s):
        encoded.append(f"{sum(1 for _ in run)}{ch}")
    return "".join(encoded)

# --- implementation 3: regex for a character and its repeats ---
import re


def run_length_encode_string(s):
    result = ""
    for m in re.finditer(r"(.)\1*", s, flags=re.S):
        result += str(len(m.group(0))) + m.group(1)
    return result

# --- implementation 4: scan ahead from each run start with a while loop ---
def run_length_encode_string(s):
    parts = []
    start = 0
    while start < len(s):
        end = start
        while end < len(s) and s[end] == s[start]:
            end += 1
        parts.append("%d%s" % (end - start, s[start]))
        start = end
    return "".join(parts)

# --- inputs ---
def random_input(rng):
    s = ""
    for _ in range(rng.randint(0, 5)):
        s += rng.choice("ab z\n") * rng.choice([1, 1, 2, 3, 11])
    return (s,)
