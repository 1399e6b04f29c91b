# domain: state_machines
# function: run_length_decode_states
# query: Decode a run-length encoded string such as "3a2b" or "a12c" where an optional decimal count
#   precedes each character (missing count means 1). Raise ValueError if the string ends with a count
#   that has no character or a count is zero.

def run_length_decode_states(encoded):
    out = []
    count = ""
    for ch in encoded:
        if ch.isdigit():
            count += ch
            continue
        n = int(count) if count else 1
        if n == 0:
            raise ValueError("zero count")
        out.append(ch * n)
        count = ""
    if count:
        raise ValueError("dangling count")
    return "".join(out)

# --- tests ---
import pytest

assert run_length_decode_states("") == ""
assert run_length_decode_states("a") == "a"
assert run_length_decode_states("3a2b") == "aaabb"
assert run_length_decode_states("a12c") == "a" + "c" * 12
assert run_length_decode_states("1x1y") == "xy"
assert run_length_decode_states("2 3-") == "  ---"
with pytest.raises(ValueError):
    run_length_decode_states("ab3")
with pytest.raises(ValueError):
    run_length_decode_states("0a")
assert run_length_decode_states("10z") == "zzzzzzzzzz"

# --- implementation 2: regular expression pairs of an optional count and a character ---
import re


def run_length_decode_states(encoded):
    if not re.fullmatch(r"(?:[0-9]*[^0-9])*", encoded, re.DOTALL):
        raise ValueError("count without a character")
    pieces = []
    for count, ch in re.findall(r"([0-9]*)([^0-9])", encoded, re.DOTALL):
        times = int(count or "1")
        if times == 0:
            raise ValueError("zero count")
        pieces.append(ch * times)
    return "".join(pieces)

# --- implementation 3: group the characters into digit runs and other runs with groupby ---
from itertools import groupby


def run_length_decode_states(encoded):
    result = ""
    pending = None
    for is_count, run in groupby(encoded, key=str.isdigit):
        text = "".join(run)
        if is_count:
            pending = int(text)
            continue
        times = 1 if pending is None else pending
        if times == 0:
            raise ValueError("a count of zero")
        result += text[0] * times + text[1:]
        pending = None
    if pending is not None:
        raise ValueError("count at the end")
    return result

# --- inputs ---
def random_input(rng):
    s = ""
    for _ in range(rng.randint(0, 5)):
        s += rng.choice(["", "", "1", "2", "3", "12", "10", "0", "01"]) + rng.choice("ab -z")
    if rng.random() < 0.1:
        s += rng.choice(["3", "0"])
    return (s,)
