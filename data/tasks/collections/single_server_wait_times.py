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
