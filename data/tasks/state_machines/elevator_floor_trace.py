# domain: state_machines
# function: elevator_floor_trace
# query: Simulate an elevator in a building with floors 0..top starting at floor 0. Each of the
#   events is "up", "down" or a requested floor number (go directly there). Return the list of
#   floors visited after each event. Moving beyond the range or requesting a floor outside
#   0..top raises ValueError.

def elevator_floor_trace(top, events):
    floor = 0
    trace = []
    for event in events:
        if event == "up":
            target = floor + 1
        elif event == "down":
            target = floor - 1
        else:
            target = event
        if target < 0 or target > top:
            raise ValueError("floor out of range")
        floor = target
        trace.append(floor)
    return trace

# --- tests ---
import pytest

assert elevator_floor_trace(5, []) == []
assert elevator_floor_trace(5, ["up", "up", "down"]) == [1, 2, 1]
assert elevator_floor_trace(5, [5, "down", 0]) == [5, 4, 0]
assert elevator_floor_trace(1, ["up"]) == [1]
with pytest.raises(ValueError):
    elevator_floor_trace(5, ["down"])
with pytest.raises(ValueError):
    elevator_floor_trace(1, ["up", "up"])
with pytest.raises(ValueError):
    elevator_floor_trace(5, [6])
with pytest.raises(ValueError):
    elevator_floor_trace(5, [-1])
assert elevator_floor_trace(3, [3, 2, "up"]) == [3, 2, 3]

# --- implementation 2: relative moves from a dict, absolute requests otherwise ---
def elevator_floor_trace(top, events):
    steps = {"up": 1, "down": -1}
    visited = []
    current = 0
    for event in events:
        current = current + steps[event] if event in steps else event
        if current not in range(top + 1):
            raise ValueError("no floor %r in 0..%d" % (current, top))
        visited.append(current)
    return visited

# --- implementation 3: each event's target from the previous floor in the trace ---
def elevator_floor_trace(top, events):
    trace = []
    for event in events:
        here = trace[-1] if trace else 0
        if event == "up" or event == "down":
            there = here + (1 if event == "up" else -1)
        else:
            there = event
        if not 0 <= there <= top:
            raise ValueError(there)
        trace.append(there)
    return trace

# --- implementation 4: itertools.accumulate with a move function that validates each target ---
from itertools import accumulate


def elevator_floor_trace(top, events):
    def move(floor, event):
        target = {"up": floor + 1, "down": floor - 1}.get(event, event)
        if target < 0 or target > top:
            raise ValueError("floor %r outside 0..%d" % (target, top))
        return target
    return list(accumulate(events, move, initial=0))[1:]

# --- inputs ---
def random_input(rng):
    top = rng.randint(1, 5)
    events, floor = [], 0
    for _ in range(rng.randint(0, 8)):
        if rng.random() < 0.05:
            events.append(rng.choice(["up" if floor == top else "down", -1, top + 1]))
            break
        options = [rng.randint(0, top), top, 0]
        if floor < top:
            options += ["up", "up"]
        if floor > 0:
            options.append("down")
        event = rng.choice(options)
        events.append(event)
        floor = floor + 1 if event == "up" else floor - 1 if event == "down" else event
    return (top, events)
