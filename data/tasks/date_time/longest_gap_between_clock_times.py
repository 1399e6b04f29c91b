# domain: date_time
# function: longest_gap_between_clock_times
# query: Given a list of 'HH:MM' times within one day (any order), return the longest gap in minutes
#   between consecutive times, considering the wrap-around from the last time of the day to the first
#   time of the next day. Fewer than two times give 1440 for one time; raise ValueError for none.

def longest_gap_between_clock_times(times):
    if not times:
        raise ValueError("no times given")
    minutes = sorted(int(t[:2]) * 60 + int(t[3:]) for t in times)
    best = minutes[0] + 1440 - minutes[-1]
    for i in range(1, len(minutes)):
        gap = minutes[i] - minutes[i - 1]
        if gap > best:
            best = gap
    return best

# --- tests ---
import pytest

assert longest_gap_between_clock_times(["12:00"]) == 1440
assert longest_gap_between_clock_times(["00:00", "12:00"]) == 720
assert longest_gap_between_clock_times(["23:00", "01:00"]) == 1320
assert longest_gap_between_clock_times(["08:00", "09:00", "20:00"]) == 720
assert longest_gap_between_clock_times(["22:00", "02:00", "12:00"]) == 600
assert longest_gap_between_clock_times(["10:00", "10:00"]) == 1440
assert longest_gap_between_clock_times(["00:30", "06:45", "07:00", "23:50"]) == 1010
with pytest.raises(ValueError):
    longest_gap_between_clock_times([])

# --- implementation 2: differences of neighbours plus the overnight gap ---
def longest_gap_between_clock_times(times):
    if len(times) == 0:
        raise ValueError("times must not be empty")
    ms = sorted(60 * int(h) + int(m) for h, m in (t.split(":") for t in times))
    gaps = [b - a for a, b in zip(ms, ms[1:])]
    gaps.append(ms[0] + 1440 - ms[-1])
    return max(gaps)

# --- implementation 3: distinct minutes on a circle, each to its successor modulo a day ---
def longest_gap_between_clock_times(times):
    if not times:
        raise ValueError("empty list")
    points = sorted({int(t[:2]) * 60 + int(t[3:]) for t in times})
    n = len(points)
    gaps = [(points[(i + 1) % n] - p) % 1440 for i, p in enumerate(points)]
    return max(gaps) or 1440

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.07:
        return ([],)
    n = rng.randint(1, 8)
    ms = [rng.choice([0, 1439, 720, rng.randint(0, 1439)]) for _ in range(n)]
    if rng.random() < 0.3:
        ms.append(ms[0])
    rng.shuffle(ms)
    return (["%02d:%02d" % divmod(m, 60) for m in ms],)
