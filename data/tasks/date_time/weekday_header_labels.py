# domain: date_time
# function: weekday_header_labels
# query: Return the 7 two-letter weekday column headers for a calendar ('Mo', 'Tu', 'We', 'Th', 'Fr',
#   'Sa', 'Su') rotated so the week starts on first_weekday (0=Monday .. 6=Sunday; first_weekday
#   defaults to 0). Raise
#   ValueError for an out-of-range first_weekday.

def weekday_header_labels(first_weekday=0):
    labels = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    if first_weekday < 0 or first_weekday > 6:
        raise ValueError("first_weekday must be 0..6")
    result = []
    for i in range(7):
        result.append(labels[(first_weekday + i) % 7])
    return result

# --- tests ---
import pytest

assert weekday_header_labels() == ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
assert weekday_header_labels(6) == ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
assert weekday_header_labels(5) == ["Sa", "Su", "Mo", "Tu", "We", "Th", "Fr"]
assert weekday_header_labels(1)[0] == "Tu"
assert weekday_header_labels(1)[-1] == "Mo"
with pytest.raises(ValueError):
    weekday_header_labels(7)
with pytest.raises(ValueError):
    weekday_header_labels(-1)

# --- implementation 2: a rotation by slicing the label list ---
LABELS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]


def weekday_header_labels(first_weekday=0):
    if first_weekday not in range(7):
        raise ValueError("first_weekday out of range")
    return LABELS[first_weekday:] + LABELS[:first_weekday]

# --- implementation 3: deque.rotate on the two-letter abbreviations ---
from collections import deque


def weekday_header_labels(first_weekday=0):
    if not 0 <= first_weekday <= 6:
        raise ValueError("invalid first_weekday")
    days = deque("Mo Tu We Th Fr Sa Su".split())
    days.rotate(-first_weekday)
    return list(days)

# --- implementation 4: two-letter slices of a doubled string of all the headers ---
def weekday_header_labels(first_weekday=0):
    if first_weekday not in range(7):
        raise ValueError("first_weekday must be 0..6")
    letters = "MoTuWeThFrSaSu" * 2
    start = 2 * first_weekday
    return [letters[i:i + 2] for i in range(start, start + 14, 2)]

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.12:
        return (rng.choice([-1, 7, 8, -7]),)
    if rng.random() < 0.2:
        return ()
    return (rng.randint(0, 6),)
