# domain: state_machines
# function: conveyor_sorting_gate
# query: A conveyor gate routes items, given by their weights, to "left" or "right". It starts in
#   mode "left"; an item heavier than limit switches the gate to "right" for that item and the
#   next two items (a three-item cooldown, restarted by each heavy item), after which it
#   returns to "left". Return the route of each item in order. Raise ValueError for negative
#   weights.

def conveyor_sorting_gate(weights, limit):
    routes = []
    cooldown = 0
    for w in weights:
        if w < 0:
            raise ValueError("negative weight")
        if w > limit:
            cooldown = 3
        if cooldown > 0:
            routes.append("right")
            cooldown -= 1
        else:
            routes.append("left")
    return routes

# --- tests ---
import pytest

assert conveyor_sorting_gate([], 10) == []
assert conveyor_sorting_gate([10], 10) == ["left"]
assert conveyor_sorting_gate([11], 10) == ["right"]
assert conveyor_sorting_gate([11, 1, 1, 1], 10) == ["right", "right", "right", "left"]
assert conveyor_sorting_gate([11, 1, 20, 1, 1, 1], 10) == ["right", "right", "right", "right", "right", "left"]
assert conveyor_sorting_gate([0, 5, 0], 4) == ["left", "right", "right"]
with pytest.raises(ValueError):
    conveyor_sorting_gate([1, -1], 10)
assert conveyor_sorting_gate([0], 0) == ["left"]

# --- implementation 2: remember the index of the last heavy item ---
def conveyor_sorting_gate(weights, limit):
    last_heavy = None
    routes = []
    for i, weight in enumerate(weights):
        if weight < 0:
            raise ValueError("weight must not be negative")
        if weight > limit:
            last_heavy = i
        in_window = last_heavy is not None and i - last_heavy < 3
        routes.append("right" if in_window else "left")
    return routes

# --- implementation 3: validate first, then look back over the item and the two before it ---
def conveyor_sorting_gate(weights, limit):
    if any(w < 0 for w in weights):
        raise ValueError("negative weight")
    return ["right" if any(w > limit for w in weights[max(0, i - 2):i + 1]) else "left"
            for i in range(len(weights))]

# --- implementation 4: accumulate the remaining cooldown, route right while a cooldown is running ---
from itertools import accumulate


def conveyor_sorting_gate(weights, limit):
    def cooldown(before, weight):
        if weight < 0:
            raise ValueError("weights must be non-negative")
        return 3 if weight > limit else max(before - 1, 0)
    levels = list(accumulate(weights, cooldown, initial=0))[1:]
    return ["right" if level > 0 else "left" for level in levels]

# --- inputs ---
def random_input(rng):
    limit = rng.choice([0, 4, 10])
    weights = [rng.choice([0, 1, limit, limit + 1, limit + 5, 3]) for _ in range(rng.randint(0, 10))]
    if weights and rng.random() < 0.08:
        weights[rng.randrange(len(weights))] = -1
    return (weights, limit)
