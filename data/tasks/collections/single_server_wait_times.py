# domain: collections
# function: single_server_wait_times
# query: Simulate a single first-come-first-served server: given customer arrivals (non-decreasing
#   times) and their service durations, return how long each customer waits before service
#   starts. Raise ValueError if the two lists differ in length.

def single_server_wait_times(arrivals, durations):
    if len(arrivals) != len(durations):
        raise ValueError("length mismatch")
    waits = []
    free_at = float("-inf")
    for arrival, duration in zip(arrivals, durations):
        start = max(arrival, free_at)
        waits.append(start - arrival)
        free_at = start + duration
    return waits

# --- tests ---
import pytest

assert single_server_wait_times([], []) == []
assert single_server_wait_times([0], [5]) == [0]
assert single_server_wait_times([0, 1, 2], [5, 5, 5]) == [0, 4, 8]
assert single_server_wait_times([0, 10], [5, 5]) == [0, 0]
assert single_server_wait_times([0, 5], [5, 1]) == [0, 0]
assert single_server_wait_times([3, 4, 20], [2, 3, 1]) == [0, 1, 0]
assert single_server_wait_times([2, 2, 2], [1, 1, 1]) == [0, 1, 2]
assert single_server_wait_times([-3, -2], [4, 1]) == [0, 3]
with pytest.raises(ValueError):
    single_server_wait_times([1, 2], [1])

# --- implementation 2: carry the previous customer's finish time ---
def single_server_wait_times(arrivals, durations):
    if len(arrivals) != len(durations):
        raise ValueError("arrivals and durations differ in length")
    result = []
    finish = None
    for i in range(len(arrivals)):
        wait = 0 if finish is None else max(0, finish - arrivals[i])
        result.append(wait)
        finish = arrivals[i] + wait + durations[i]
    return result

# --- implementation 3: Lindley's recurrence on the previous wait ---
def single_server_wait_times(arrivals, durations):
    if len(arrivals) != len(durations):
        raise ValueError("lists must have equal length")
    waits = [0] if arrivals else []
    for i in range(1, len(arrivals)):
        gap = arrivals[i] - arrivals[i - 1]
        waits.append(max(0, waits[-1] + durations[i - 1] - gap))
    return waits

# --- implementation 4: compute every service start time first, then subtract the arrivals ---
def single_server_wait_times(arrivals, durations):
    if len(arrivals) != len(durations):
        raise ValueError("arrivals and durations must match")
    starts = []
    for i, arrival in enumerate(arrivals):
        previous_end = starts[-1] + durations[i - 1] if starts else arrival
        starts.append(max(arrival, previous_end))
    return [s - a for s, a in zip(starts, arrivals)]

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 8)
    t = rng.randint(-5, 5)
    arrivals = []
    for _ in range(n):
        t += rng.choice([0, 0, 1, 2, 5])
        arrivals.append(t)
    durations = [rng.randint(0, 6) for _ in range(n)]
    if rng.random() < 0.1:
        durations.append(1)
    return (arrivals, durations)
