# domain: state_machines
# function: microwave_oven_controller
# query: Simulate a microwave set to seconds of cooking time, with events "open", "close", "start",
#   "tick". Starting requires the door closed and remaining time > 0 (otherwise ignored); each
#   tick while cooking decrements the time and stops cooking at 0; opening the door while
#   cooking pauses it. Return (state, remaining) where state is "door_open", "idle" or
#   "cooking".

def microwave_oven_controller(seconds, events):
    state = "idle"
    remaining = seconds
    for event in events:
        if event == "open":
            state = "door_open"
        elif event == "close" and state == "door_open":
            state = "idle"
        elif event == "start" and state == "idle" and remaining > 0:
            state = "cooking"
        elif event == "tick" and state == "cooking":
            remaining -= 1
            if remaining == 0:
                state = "idle"
    return state, remaining

# --- tests ---
import pytest

assert microwave_oven_controller(3, []) == ("idle", 3)
assert microwave_oven_controller(3, ["start", "tick"]) == ("cooking", 2)
assert microwave_oven_controller(2, ["start", "tick", "tick", "tick"]) == ("idle", 0)
assert microwave_oven_controller(3, ["tick", "tick"]) == ("idle", 3)
assert microwave_oven_controller(0, ["start", "tick"]) == ("idle", 0)
assert microwave_oven_controller(5, ["open", "start", "tick"]) == ("door_open", 5)
assert microwave_oven_controller(5, ["start", "tick", "open", "tick", "close", "start", "tick"]) == ("cooking", 3)
assert microwave_oven_controller(1, ["close", "start"]) == ("cooking", 1)
