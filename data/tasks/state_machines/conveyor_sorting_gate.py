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
