# domain: state_machines
# function: parking_garage_gate
# query: Simulate a parking garage with a fixed capacity processing "in" and "out" events. A car
#   arriving when full is turned away (counted, not admitted); "out" when empty raises ValueError, as
#   does any unknown event. Return (cars_inside, turned_away).

def parking_garage_gate(capacity, events):
    inside = 0
    turned_away = 0
    for event in events:
        if event == "in":
            if inside >= capacity:
                turned_away += 1
            else:
                inside += 1
        elif event == "out":
            if inside == 0:
                raise ValueError("garage empty")
            inside -= 1
        else:
            raise ValueError("unknown event")
    return inside, turned_away

# --- tests ---
import pytest

assert parking_garage_gate(2, []) == (0, 0)
assert parking_garage_gate(2, ["in", "in"]) == (2, 0)
assert parking_garage_gate(2, ["in", "in", "in"]) == (2, 1)
assert parking_garage_gate(2, ["in", "in", "in", "out", "in"]) == (2, 1)
assert parking_garage_gate(0, ["in", "in"]) == (0, 2)
assert parking_garage_gate(3, ["in", "out", "in"]) == (1, 0)
with pytest.raises(ValueError):
    parking_garage_gate(2, ["out"])
with pytest.raises(ValueError):
    parking_garage_gate(2, ["in", "park"])

# --- implementation 2: free spaces counted down, with a match-up of each event ---
def parking_garage_gate(capacity, events):
    free = capacity
    refused = 0
    for event in events:
        if event not in ("in", "out"):
            raise ValueError("unknown event %r" % event)
        if event == "out" and free == capacity:
            raise ValueError("no car to leave")
        if event == "out":
            free += 1
        elif free:
            free -= 1
        else:
            refused += 1
    return (capacity - free, refused)

# --- implementation 3: clamp the occupancy with min and count the overflow ---
def parking_garage_gate(capacity, events):
    cars = turned = 0
    for e in events:
        if e == "in":
            turned += cars == capacity
            cars = min(cars + 1, capacity)
        elif e == "out" and cars > 0:
            cars -= 1
        else:
            raise ValueError(e)
    return cars, turned

# --- implementation 4: validate first, then fold the events with reduce over (inside, refused) ---
from functools import reduce


def parking_garage_gate(capacity, events):
    def step(counts, event):
        inside, refused = counts
        if event == "out":
            if inside == 0:
                raise ValueError("nobody to let out")
            return inside - 1, refused
        if event != "in":
            raise ValueError("unknown event %r" % event)
        return (inside + 1, refused) if inside < capacity else (inside, refused + 1)
    return reduce(step, events, (0, 0))

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(0, 3)
    events, inside = [], 0
    for _ in range(rng.randint(0, 10)):
        if rng.random() < 0.04:
            events.append(rng.choice(["park", "out"] if inside == 0 else ["park"]))
            break
        event = "out" if inside > 0 and rng.random() < 0.4 else "in"
        events.append(event)
        inside = inside - 1 if event == "out" else min(inside + 1, capacity)
    return (capacity, events)
