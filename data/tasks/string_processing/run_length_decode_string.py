# domain: string_processing
# function: run_length_decode_string
# query: Decode encoded, a run-length string made of (decimal count, character) pairs such as
#   "3a12b", into "aaabbbbbbbbbbbb". Counts may have several digits; an empty string decodes to
#   "". Raise ValueError if a character has no preceding count, a count is zero, or the string
#   ends with digits.

def run_length_decode_string(encoded):
    out = []
    count = 0
    has_count = False
    for ch in encoded:
        if ch.isdigit():
            count = count * 10 + int(ch)
            has_count = True
        else:
            if not has_count or count == 0:
                raise ValueError("missing or zero count before %r" % ch)
            out.append(ch * count)
            count = 0
            has_count = False
    if has_count:
        raise ValueError("trailing count without character")
    return "".join(out)

# --- tests ---
import pytest

assert run_length_decode_string("") == ""
assert run_length_decode_string("1a") == "a"
assert run_length_decode_string("3a1b") == "aaab"
assert run_length_decode_string("12z") == "zzzzzzzzzzzz"
assert run_length_decode_string("2x10y") == "xx" + "y" * 10
with pytest.raises(ValueError):
    run_length_decode_string("a")
with pytest.raises(ValueError):
    run_length_decode_string("0a")
with pytest.raises(ValueError):
    run_length_decode_string("3a2")
with pytest.raises(ValueError):
    run_length_decode_string("2ab")

# --- implementation 2: regex tokens of digits-then-character must cover the whole string ---
import re


def run_length_decode_string(encoded):
    pairs = re.findall(r"(\d*)(\D)", encoded)
    if sum(len(c) + 1 for c, _ in pairs) != len(encoded):
        raise ValueError("trailing digits")
    out = ""
    for count, ch in pairs:
        if not count or int(count) == 0:
            raise ValueError("bad count for " + ch)
        out += ch * int(count)
    return out

# --- implementation 3: index scan collecting the digit run before each character ---
def run_length_decode_string(encoded):
    pieces = []
    i = 0
    while i < len(encoded):
        j = i
        while j < len(encoded) and encoded[j] in "0123456789":
            j += 1
        if j == len(encoded) or j == i or int(encoded[i:j]) == 0:
            raise ValueError("malformed run-length string")
        pieces.append(encoded[j] * int(encoded[i:j]))
        i = j + 1
    return "".join(pieces)

# --- implementation 4: validate the whole shape with one regex, expand with re.sub ---
import re


def run_length_decode_string(encoded):
    if not re.fullmatch(r"(?:[0-9]+[^0-9])*", encoded, re.S):
        raise ValueError("malformed run-length string")

    def expand(m):
        count = int(m.group(1))
        if count == 0:
            raise ValueError("zero count")
        return m.group(2) * count
    return re.sub(r"([0-9]+)([^0-9])", expand, encoded, flags=re.S)

# --- inputs ---
def random_input(rng):
    s = ""
    for _ in range(rng.randint(0, 4)):
        s += str(rng.choice([1, 2, 3, 10, 12])) + rng.choice("abz -")
    r = rng.random()
    if r < 0.08:
        s += rng.choice(["2", "10"])
    elif r < 0.16:
        s = s + rng.choice("ab")
    elif r < 0.24:
        s = rng.choice(["0", "00"]) + "a" + s
    return (s,)
