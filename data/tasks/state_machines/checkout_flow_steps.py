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
