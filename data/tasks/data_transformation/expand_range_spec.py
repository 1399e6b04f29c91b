# domain: data_transformation
# function: expand_range_spec
# query: Expand a range specification spec like "1-3,5,8-9" into the sorted list of unique integers
#   it denotes; whitespace around parts is ignored and an empty string gives []. Raise
#   ValueError for a malformed part or a range whose start exceeds its end.

def expand_range_spec(spec):
    numbers = set()
    for part in spec.split(","):
        part = part.strip()
        if part == "":
            continue
        if "-" in part:
            low_text, _, high_text = part.partition("-")
            if not (low_text.isdigit() and high_text.isdigit()):
                raise ValueError("bad range %r" % part)
            low, high = int(low_text), int(high_text)
            if low > high:
                raise ValueError("descending range %r" % part)
            numbers.update(range(low, high + 1))
        elif part.isdigit():
            numbers.add(int(part))
        else:
            raise ValueError("bad value %r" % part)
    return sorted(numbers)

# --- tests ---
import pytest

assert expand_range_spec("") == []
assert expand_range_spec("4") == [4]
assert expand_range_spec("1-3,5,8-9") == [1, 2, 3, 5, 8, 9]
assert expand_range_spec(" 5 , 2-3 ,3") == [2, 3, 5]
assert expand_range_spec("7-7") == [7]
assert expand_range_spec("0-2,,") == [0, 1, 2]
with pytest.raises(ValueError):
    expand_range_spec("5-3")
with pytest.raises(ValueError):
    expand_range_spec("1-x")
with pytest.raises(ValueError):
    expand_range_spec("abc")

# --- implementation 2: a regular expression for "n" or "n-m" ---
import re


def expand_range_spec(spec):
    found = set()
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        match = re.fullmatch(r"(\d+)(?:-(\d+))?", part)
        if match is None:
            raise ValueError("malformed part %r" % part)
        low = int(match.group(1))
        high = int(match.group(2) or match.group(1))
        if low > high:
            raise ValueError("range start exceeds end in %r" % part)
        found.update(range(low, high + 1))
    return sorted(found)

# --- implementation 3: split each part on "-" and check one or two digit bounds ---
def expand_range_spec(spec):
    result = set()
    for chunk in filter(None, (p.strip() for p in spec.split(","))):
        bounds = chunk.split("-")
        if len(bounds) > 2 or not all(b.isdigit() for b in bounds):
            raise ValueError("invalid part: " + chunk)
        low, high = int(bounds[0]), int(bounds[-1])
        if low > high:
            raise ValueError("start > end: " + chunk)
        result.update(range(low, high + 1))
    return sorted(result)

# --- inputs ---
def random_input(rng):
    good = ["1-3", "5", "8-9", " 2 ", "7-7", "", "0-2", "10-12", "3", " 4-6 ", "0"]
    bad = ["5-3", "1-x", "abc", "1 - 3", "-1", "2-", "1-2-3"]
    parts = [rng.choice(good) for _ in range(rng.randint(0, 4))]
    if rng.random() < 0.2:
        parts.insert(rng.randint(0, len(parts)), rng.choice(bad))
    return (",".join(parts),)
