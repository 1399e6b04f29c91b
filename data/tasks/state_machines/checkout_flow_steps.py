# domain: state_machines
# function: checkout_flow_steps
# query: Walk an online checkout wizard with steps cart -> shipping -> payment -> review -> done using
#   "next" and "back" actions ("back" is not allowed from cart or done; "next" is not allowed from
#   done). Return the final step and the furthest step index reached as a tuple; raise ValueError on an
#   invalid action.

def checkout_flow_steps(actions):
    steps = ["cart", "shipping", "payment", "review", "done"]
    index = 0
    furthest = 0
    for action in actions:
        if action == "next" and index < len(steps) - 1:
            index += 1
        elif action == "back" and 0 < index < len(steps) - 1:
            index -= 1
        else:
            raise ValueError("invalid action %r at %s" % (action, steps[index]))
        if index > furthest:
            furthest = index
    return steps[index], furthest

# --- tests ---
import pytest

assert checkout_flow_steps([]) == ("cart", 0)
assert checkout_flow_steps(["next"]) == ("shipping", 1)
assert checkout_flow_steps(["next", "next", "back"]) == ("shipping", 2)
assert checkout_flow_steps(["next"] * 4) == ("done", 4)
assert checkout_flow_steps(["next", "next", "next", "back", "back", "back"]) == ("cart", 3)
with pytest.raises(ValueError):
    checkout_flow_steps(["back"])
with pytest.raises(ValueError):
    checkout_flow_steps(["next"] * 5)
with pytest.raises(ValueError):
    checkout_flow_steps(["next"] * 4 + ["back"])
with pytest.raises(ValueError):
    checkout_flow_steps(["skip"])

# --- implementation 2: named steps with next/back maps, furthest as the max of the visited indices ---
def checkout_flow_steps(actions):
    forward = {"cart": "shipping", "shipping": "payment", "payment": "review", "review": "done"}
    backward = {"shipping": "cart", "payment": "shipping", "review": "payment"}
    order = ["cart", "shipping", "payment", "review", "done"]
    step = "cart"
    visited = [0]
    for action in actions:
        moves = forward if action == "next" else backward if action == "back" else {}
        if step not in moves:
            raise ValueError("cannot %r from %s" % (action, step))
        step = moves[step]
        visited.append(order.index(step))
    return step, max(visited)

# --- implementation 3: integer position with a per-action bound check ---
def checkout_flow_steps(actions):
    names = ("cart", "shipping", "payment", "review", "done")
    pos = best = 0
    for act in actions:
        if pos == 4 or act not in ("next", "back") or (act == "back" and pos == 0):
            raise ValueError(act)
        pos += 1 if act == "next" else -1
        best = max(best, pos)
    return (names[pos], best)

# --- implementation 4: the visited positions accumulated with a validating move function ---
from itertools import accumulate

STEPS = ["cart", "shipping", "payment", "review", "done"]


def checkout_move(index, action):
    if action == "next" and index < 4:
        return index + 1
    if action == "back" and 1 <= index <= 3:
        return index - 1
    raise ValueError("action %r not allowed at %s" % (action, STEPS[index]))


def checkout_flow_steps(actions):
    positions = list(accumulate(actions, checkout_move, initial=0))
    return STEPS[positions[-1]], max(positions)

# --- inputs ---
def random_input(rng):
    acts = [rng.choice(["next", "next", "next", "back"]) for _ in range(rng.randint(0, 7))]
    if rng.random() < 0.08:
        acts.insert(rng.randint(0, len(acts)), "skip")
    return (acts,)
