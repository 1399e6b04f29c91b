# domain: state_machines
# function: washing_machine_cycle
# query: A washing machine goes idle -> filling -> washing -> rinsing -> spinning -> idle, advancing on
#   the event "next"; "pause" is only allowed while washing or rinsing and "resume" returns to the
#   paused stage; "abort" from any non-idle state returns to idle. Return the final state; raise
#   ValueError for illegal events.

def washing_machine_cycle(events):
    order = ["idle", "filling", "washing", "rinsing", "spinning"]
    state = "idle"
    paused_from = None
    for event in events:
        if event == "next" and state in order:
            state = order[(order.index(state) + 1) % len(order)]
        elif event == "pause" and state in ("washing", "rinsing"):
            paused_from, state = state, "paused"
        elif event == "resume" and state == "paused":
            state = paused_from
        elif event == "abort" and state != "idle":
            state = "idle"
        else:
            raise ValueError("illegal event %r in %s" % (event, state))
    return state

# --- tests ---
import pytest

assert washing_machine_cycle([]) == "idle"
assert washing_machine_cycle(["next", "next"]) == "washing"
assert washing_machine_cycle(["next"] * 5) == "idle"
assert washing_machine_cycle(["next"] * 4) == "spinning"
assert washing_machine_cycle(["next", "next", "next", "pause", "resume"]) == "rinsing"
assert washing_machine_cycle(["next", "next", "pause", "abort"]) == "idle"
with pytest.raises(ValueError):
    washing_machine_cycle(["next", "pause"])
with pytest.raises(ValueError):
    washing_machine_cycle(["abort"])
with pytest.raises(ValueError):
    washing_machine_cycle(["next", "next", "pause", "next"])
