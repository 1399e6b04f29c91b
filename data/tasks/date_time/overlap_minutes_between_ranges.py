# domain: date_time
# function: overlap_minutes_between_ranges
# query: Given two time ranges first and second on the same day as ('HH:MM', 'HH:MM') start/end
#   pairs, return how many minutes they overlap (0 if they are disjoint or only touch). Raise
#   ValueError when a range ends before it starts.

def overlap_minutes_between_ranges(first, second):
    def to_minutes(clock):
        hours, minutes = clock.split(":")
        return int(hours) * 60 + int(minutes)

    a0, a1 = to_minutes(first[0]), to_minutes(first[1])
    b0, b1 = to_minutes(second[0]), to_minutes(second[1])
    if a1 < a0 or b1 < b0:
        raise ValueError("range ends before it starts")
    overlap = min(a1, b1) - max(a0, b0)
    if overlap < 0:
        return 0
    return overlap

# --- tests ---
import pytest

assert overlap_minutes_between_ranges(("09:00", "11:00"), ("10:00", "12:00")) == 60
assert overlap_minutes_between_ranges(("09:00", "09:59"), ("10:00", "11:00")) == 0
assert overlap_minutes_between_ranges(("09:00", "10:00"), ("10:00", "11:00")) == 0
assert overlap_minutes_between_ranges(("10:00", "10:00"), ("09:00", "11:00")) == 0
assert overlap_minutes_between_ranges(("09:00", "11:00"), ("10:30", "10:30")) == 0
assert overlap_minutes_between_ranges(("08:00", "18:00"), ("12:15", "13:45")) == 90
assert overlap_minutes_between_ranges(("12:15", "13:45"), ("08:00", "18:00")) == 90
assert overlap_minutes_between_ranges(("09:30", "09:45"), ("09:40", "10:00")) == 5
with pytest.raises(ValueError):
    overlap_minutes_between_ranges(("11:00", "10:00"), ("09:00", "12:00"))
with pytest.raises(ValueError):
    overlap_minutes_between_ranges(("09:00", "12:00"), ("11:00", "10:59"))

# --- implementation 2: the length of the intersected range object ---
def overlap_minutes_between_ranges(first, second):
    spans = []
    for start, end in (first, second):
        sh, sm = map(int, start.split(":"))
        eh, em = map(int, end.split(":"))
        if eh * 60 + em < sh * 60 + sm:
            raise ValueError("range ends before it starts")
        spans.append((sh * 60 + sm, eh * 60 + em))
    return len(range(max(spans[0][0], spans[1][0]), min(spans[0][1], spans[1][1])))

# --- implementation 3: intersects the sets of minutes each range covers ---
def overlap_minutes_between_ranges(first, second):
    def minute_set(pair):
        lo, hi = (int(c[:2]) * 60 + int(c[3:]) for c in pair)
        if hi < lo:
            raise ValueError("end before start")
        return set(range(lo, hi))

    return len(minute_set(first) & minute_set(second))

# --- implementation 4: ranges in minutes ordered by start, the later start cut against the earliest end ---
def overlap_minutes_between_ranges(first, second):
    spans = []
    for start, end in (first, second):
        begin = int(start[:2]) * 60 + int(start[3:])
        finish = int(end[:2]) * 60 + int(end[3:])
        if finish < begin:
            raise ValueError("range ends before it starts")
        spans.append((begin, finish))
    (s1, e1), (s2, e2) = sorted(spans)
    return max(0, min(e1, e2) - s2)

# --- inputs ---
def random_input(rng):
    def clock(m):
        return "%02d:%02d" % divmod(m, 60)

    a0 = rng.randint(0, 1400)
    a1 = min(1439, a0 + rng.choice([0, 1, 30, 60, rng.randint(0, 300)]))
    b0 = rng.choice([a0, a1, a1 - 1, a1 + 1, rng.randint(0, 1400)])
    b0 = max(0, min(1439, b0))
    b1 = min(1439, b0 + rng.choice([0, 1, 15, rng.randint(0, 300)]))
    first, second = (clock(a0), clock(a1)), (clock(b0), clock(b1))
    if rng.random() < 0.1:
        first = (first[1], first[0]) if a1 > a0 else first
    elif rng.random() < 0.1:
        second = (second[1], second[0]) if b1 > b0 else second
    return (first, second)
