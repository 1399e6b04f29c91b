# domain: date_time
# function: largest_time_from_four_digits
# query: Given exactly four digits, return the latest valid 24-hour time 'HH:MM' that uses each digit
#   exactly once, or an empty string if no valid time can be formed. Raise ValueError unless exactly
#   four digits are given.

import itertools

def largest_time_from_four_digits(digits):
    if len(digits) != 4:
        raise ValueError("need exactly four digits")
    best = -1
    for a, b, c, d in itertools.permutations(digits):
        hours = a * 10 + b
        minutes = c * 10 + d
        if hours < 24 and minutes < 60:
            best = max(best, hours * 60 + minutes)
    if best < 0:
        return ""
    return "%02d:%02d" % (best // 60, best % 60)

# --- tests ---
import pytest

assert largest_time_from_four_digits([1, 2, 3, 4]) == "23:41"
assert largest_time_from_four_digits([5, 5, 5, 5]) == ""
assert largest_time_from_four_digits([0, 0, 0, 0]) == "00:00"
assert largest_time_from_four_digits([0, 4, 0, 0]) == "04:00"
assert largest_time_from_four_digits([2, 0, 6, 6]) == "06:26"
assert largest_time_from_four_digits([2, 3, 5, 9]) == "23:59"
assert largest_time_from_four_digits([2, 4, 0, 0]) == "20:40"
assert largest_time_from_four_digits([1, 9, 6, 0]) == "19:06"
with pytest.raises(ValueError):
    largest_time_from_four_digits([1, 2, 3])

# --- implementation 2: scans clock times downwards from 23:59 for one with the same digits ---
def largest_time_from_four_digits(digits):
    if len(digits) != 4:
        raise ValueError("exactly four digits required")
    wanted = sorted(digits)
    for total in range(1439, -1, -1):
        h, m = divmod(total, 60)
        if sorted([h // 10, h % 10, m // 10, m % 10]) == wanted:
            return f"{h:02d}:{m:02d}"
    return ""

# --- implementation 3: formats every arrangement and keeps the largest valid string ---
from itertools import permutations


def largest_time_from_four_digits(digits):
    if len(digits) != 4:
        raise ValueError("four digits expected")
    valid = []
    for p in permutations(digits):
        text = "{}{}:{}{}".format(*p)
        if text[:2] < "24" and text[3] < "6":
            valid.append(text)
    return max(valid, default="")

# --- implementation 4: tries hours from 23 down, the best minute from the two digits left ---
from collections import Counter


def largest_time_from_four_digits(digits):
    if len(digits) != 4:
        raise ValueError("four digits are required")
    pool = Counter(digits)
    for hour in range(23, -1, -1):
        left = pool - Counter([hour // 10, hour % 10])
        if sum(left.values()) != 2:
            continue
        a, b = sorted(left.elements())
        minutes = [m for m in (10 * a + b, 10 * b + a) if m < 60]
        if minutes:
            return "%02d:%02d" % (hour, max(minutes))
    return ""

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return ([rng.randint(0, 9) for _ in range(rng.choice([0, 3, 5]))],)
    if r < 0.5:
        return ([rng.choice([0, 1, 2, 3, 4, 5, 6]) for _ in range(4)],)
    return ([rng.randint(0, 9) for _ in range(4)],)
