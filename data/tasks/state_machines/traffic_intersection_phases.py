# domain: state_machines
# function: traffic_intersection_phases
# query: A two-way intersection cycles through phases NS_GREEN (4 ticks), NS_YELLOW (1), EW_GREEN (4),
#   EW_YELLOW (1). Given a number of ticks from the start of NS_GREEN, return how many full cycles
#   completed and the current phase as a tuple. Raise ValueError for negative ticks.

def traffic_intersection_phases(ticks):
    phases = [("NS_GREEN", 4), ("NS_YELLOW", 1), ("EW_GREEN", 4), ("EW_YELLOW", 1)]
    if ticks < 0:
        raise ValueError("negative ticks")
    cycle_length = 0
    for _, duration in phases:
        cycle_length += duration
    cycles, offset = divmod(ticks, cycle_length)
    for name, duration in phases:
        if offset < duration:
            return cycles, name
        offset -= duration

# --- tests ---
import pytest

assert traffic_intersection_phases(0) == (0, "NS_GREEN")
assert traffic_intersection_phases(3) == (0, "NS_GREEN")
assert traffic_intersection_phases(4) == (0, "NS_YELLOW")
assert traffic_intersection_phases(5) == (0, "EW_GREEN")
assert traffic_intersection_phases(8) == (0, "EW_GREEN")
assert traffic_intersection_phases(9) == (0, "EW_YELLOW")
assert traffic_intersection_phases(10) == (1, "NS_GREEN")
assert traffic_intersection_phases(24) == (2, "NS_YELLOW")
with pytest.raises(ValueError):
    traffic_intersection_phases(-1)

# --- implementation 2: the offset within the 10-tick cycle compared with the phase boundaries ---
def traffic_intersection_phases(ticks):
    if ticks < 0:
        raise ValueError("ticks must not be negative")
    cycles, t = divmod(ticks, 10)
    if t < 4:
        return cycles, "NS_GREEN"
    if t == 4:
        return cycles, "NS_YELLOW"
    return (cycles, "EW_GREEN") if t < 9 else (cycles, "EW_YELLOW")

# --- implementation 3: one phase name per tick of the cycle, indexed by the remainder ---
def traffic_intersection_phases(ticks):
    if ticks < 0:
        raise ValueError(ticks)
    timeline = ["NS_GREEN"] * 4 + ["NS_YELLOW"] + ["EW_GREEN"] * 4 + ["EW_YELLOW"]
    return ticks // len(timeline), timeline[ticks % len(timeline)]

# --- implementation 4: cumulative phase end times, searched with bisect ---
from bisect import bisect_right
from itertools import accumulate


def traffic_intersection_phases(ticks):
    if ticks < 0:
        raise ValueError("ticks must be >= 0")
    names = ["NS_GREEN", "NS_YELLOW", "EW_GREEN", "EW_YELLOW"]
    ends = list(accumulate([4, 1, 4, 1]))
    cycles, offset = divmod(ticks, ends[-1])
    return (cycles, names[bisect_right(ends, offset)])

# --- inputs ---
def random_input(rng):
    return (rng.choice([rng.randint(0, 12), rng.randint(0, 60), rng.choice([-1, -5, 3, 4, 5, 8, 9, 10, 19, 20])]),)
