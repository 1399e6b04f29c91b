# domain: state_machines
# function: elevator_request_scheduler
# query: Simulate a SCAN elevator starting at floor start with direction "up": it serves the pending
#   requests (floors) by continuing in its current direction and reversing only when no
#   requests remain ahead. Return the order in which the floors are served (duplicates served
#   once; a request for the current floor is served first).

def elevator_request_scheduler(start, requests):
    pending = set(requests)
    floor, direction = start, "up"
    served = []
    if floor in pending:
        served.append(floor)
        pending.discard(floor)
    while pending:
        ahead = sorted(f for f in pending if (f > floor if direction == "up" else f < floor))
        if not ahead:
            direction = "down" if direction == "up" else "up"
            continue
        floor = ahead[0] if direction == "up" else ahead[-1]
        served.append(floor)
        pending.discard(floor)
    return served

# --- tests ---
import pytest

assert elevator_request_scheduler(3, []) == []
assert elevator_request_scheduler(3, [3]) == [3]
assert elevator_request_scheduler(3, [5, 1, 4]) == [4, 5, 1]
assert elevator_request_scheduler(0, [2, 2, 1]) == [1, 2]
assert elevator_request_scheduler(5, [1, 2]) == [2, 1]
assert elevator_request_scheduler(4, [4, 9, 0, 6, 3]) == [4, 6, 9, 3, 0]
assert elevator_request_scheduler(2, [3, 1, 7]) == [3, 7, 1]
assert elevator_request_scheduler(10, [11, 10]) == [10, 11]

# --- implementation 2: the distinct floors at or above start ascending, then those below descending ---
def elevator_request_scheduler(start, requests):
    floors = sorted(set(requests))
    upward = [f for f in floors if f >= start]
    downward = [f for f in reversed(floors) if f < start]
    return upward + downward

# --- implementation 3: split the sorted distinct floors at start's insertion point ---
from bisect import bisect_left


def elevator_request_scheduler(start, requests):
    floors = sorted(set(requests))
    cut = bisect_left(floors, start)
    return floors[cut:] + floors[:cut][::-1]

# --- inputs ---
def random_input(rng):
    start = rng.randint(0, 10)
    requests = [rng.choice([start, rng.randint(0, 12), rng.randint(0, 12)]) for _ in range(rng.randint(0, 8))]
    return (start, requests)
