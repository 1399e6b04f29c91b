# domain: state_machines
# function: lift_door_safety_controller
# query: Control a lift door with states "closed", "opening", "open", "closing". Events: "call" opens a
#   closed door, "opened" finishes opening, "timeout" starts closing an open door, "closed_ok" finishes
#   closing, and "obstacle" while closing reopens (goes to "opening"). Return (state, reopen_count);
#   raise ValueError for events that are not valid in the current state.

def lift_door_safety_controller(events):
    table = {
        ("closed", "call"): "opening",
        ("opening", "opened"): "open",
        ("open", "timeout"): "closing",
        ("closing", "closed_ok"): "closed",
        ("closing", "obstacle"): "opening",
    }
    state = "closed"
    reopened = 0
    for event in events:
        if (state, event) not in table:
            raise ValueError("%s not allowed in %s" % (event, state))
        if event == "obstacle":
            reopened += 1
        state = table[(state, event)]
    return state, reopened

# --- tests ---
import pytest

assert lift_door_safety_controller([]) == ("closed", 0)
assert lift_door_safety_controller(["call", "opened"]) == ("open", 0)
assert lift_door_safety_controller(["call", "opened", "timeout", "closed_ok"]) == ("closed", 0)
assert lift_door_safety_controller(["call", "opened", "timeout", "obstacle"]) == ("opening", 1)
assert lift_door_safety_controller(["call", "opened", "timeout", "obstacle", "opened", "timeout", "obstacle", "opened"]) == ("open", 2)
with pytest.raises(ValueError):
    lift_door_safety_controller(["opened"])
with pytest.raises(ValueError):
    lift_door_safety_controller(["call", "call"])
with pytest.raises(ValueError):
    lift_door_safety_controller(["call", "opened", "obstacle"])
