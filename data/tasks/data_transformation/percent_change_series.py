# domain: data_transformation
# function: percent_change_series
# query: Return the percentage change between consecutive values of a series, rounded to 2 decimals;
#   a change from a previous value of 0 yields None. Series shorter than 2 give [].

def percent_change_series(values):
    changes = []
    for i in range(1, len(values)):
        previous = values[i - 1]
        if previous == 0:
            changes.append(None)
            continue
        changes.append(round((values[i] - previous) / previous * 100, 2))
    return changes

# --- tests ---
import pytest

assert percent_change_series([]) == []
assert percent_change_series([5]) == []
assert percent_change_series([100, 110]) == [10.0]
assert percent_change_series([100, 110, 99]) == [10.0, -10.0]
assert percent_change_series([0, 5, 10]) == [None, 100.0]
assert percent_change_series([3, 4]) == [33.33]
assert percent_change_series([-50, -25]) == [-50.0]
assert percent_change_series([8, 8, 2]) == [0.0, -75.0]

# --- implementation 2: zip each value with its successor ---
def percent_change_series(values):
    result = []
    for prev, cur in zip(values, values[1:]):
        result.append(None if prev == 0 else round((cur - prev) / prev * 100, 2))
    return result

# --- implementation 3: a helper for one change, applied over the index pairs ---
def _percent(prev, cur):
    if prev == 0:
        return None
    return round((cur - prev) / prev * 100, 2)


def percent_change_series(values):
    return [_percent(values[i - 1], values[i]) for i in range(1, len(values))]

# --- inputs ---
def random_input(rng):
    return ([rng.choice([0, rng.randint(-50, 50), rng.randint(1, 12)]) for _ in range(rng.randint(0, 8))],)
