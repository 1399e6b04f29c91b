# domain: state_machines
# function: garage_door_remote_controller
# query: Simulate a one-button garage door opener starting "closed". Events are "button", "done" (motor
#   reached the end) and "obstacle" (sensor blocked): the button starts, stops and reverses the door
#   (closed -> opening -> stopped_opening -> closing -> stopped_closing -> opening, open -> closing),
#   "done" finishes an opening or closing move, and an obstacle while closing reopens the door;
#   events that do not apply are ignored. Return (final_state, number_of_obstacle_reversals) and
#   raise ValueError for an unknown event.

def garage_door_remote_controller(events):
    state = "closed"
    reversals = 0
    for event in events:
        if event not in ("button", "done", "obstacle"):
            raise ValueError("unknown event: " + event)
        if state == "closed" or state == "stopped_closing":
            if event == "button":
                state = "opening"
        elif state == "opening":
            if event == "button":
                state = "stopped_opening"
            elif event == "done":
                state = "open"
        elif state == "open":
            if event == "button":
                state = "closing"
        elif state == "closing":
            if event == "button":
                state = "stopped_closing"
            elif event == "done":
                state = "closed"
            elif event == "obstacle":
                state = "opening"
                reversals += 1
        elif event == "button":
            state = "closing"
    return state, reversals

# --- tests ---
import pytest

assert garage_door_remote_controller([]) == ("closed", 0)
assert garage_door_remote_controller(["button"]) == ("opening", 0)
assert garage_door_remote_controller(["button", "done", "done"]) == ("open", 0)
assert garage_door_remote_controller(["button", "done", "button", "done"]) == ("closed", 0)
assert garage_door_remote_controller(["button", "button", "done"]) == ("stopped_opening", 0)
assert garage_door_remote_controller(["button", "button", "button", "obstacle", "obstacle"]) == ("opening", 1)
assert garage_door_remote_controller(["button", "done", "button", "obstacle", "done", "button", "obstacle"]) == ("opening", 2)
assert garage_door_remote_controller(["button", "done", "button", "button", "done", "button"]) == ("opening", 0)
assert garage_door_remote_controller(["done", "obstacle", "button", "obstacle"]) == ("opening", 0)
with pytest.raises(ValueError):
    garage_door_remote_controller(["button", "push"])

# --- implementation 2: a (state, event) transition table, missing pairs ignored ---
def garage_door_remote_controller(events):
    table = {
        ("closed", "button"): "opening",
        ("opening", "button"): "stopped_opening",
        ("opening", "done"): "open",
        ("stopped_opening", "button"): "closing",
        ("open", "button"): "closing",
        ("closing", "button"): "stopped_closing",
        ("closing", "done"): "closed",
        ("closing", "obstacle"): "opening",
        ("stopped_closing", "button"): "opening",
    }
    state, reversals = "closed", 0
    for event in events:
        if event not in ("button", "done", "obstacle"):
            raise ValueError("unknown event %r" % event)
        if state == "closing" and event == "obstacle":
            reversals += 1
        state = table.get((state, event), state)
    return (state, reversals)

# --- implementation 3: branch on the event first, then on the state ---
def garage_door_remote_controller(events):
    state = "closed"
    bounced = 0
    after_button = {"closed": "opening", "opening": "stopped_opening", "stopped_opening": "closing",
                    "open": "closing", "closing": "stopped_closing", "stopped_closing": "opening"}
    for event in events:
        if event == "button":
            state = after_button[state]
        elif event == "done":
            if state in ("opening", "closing"):
                state = "open" if state == "opening" else "closed"
        elif event == "obstacle":
            if state == "closing":
                state = "opening"
                bounced += 1
        else:
            raise ValueError(event)
    return state, bounced

# --- implementation 4: a nested dict of the events each state reacts to, folded with reduce ---
from functools import reduce

REACTS = {
    "closed": {"button": "opening"},
    "opening": {"button": "stopped_opening", "done": "open"},
    "stopped_opening": {"button": "closing"},
    "open": {"button": "closing"},
    "closing": {"button": "stopped_closing", "done": "closed", "obstacle": "opening"},
    "stopped_closing": {"button": "opening"},
}


def door_step(status, event):
    state, reversals = status
    if event not in ("button", "done", "obstacle"):
        raise ValueError("unknown event %r" % event)
    reversed_now = state == "closing" and event == "obstacle"
    return REACTS[state].get(event, state), reversals + reversed_now


def garage_door_remote_controller(events):
    return reduce(door_step, events, ("closed", 0))

# --- inputs ---
def random_input(rng):
    events = [rng.choice(["button", "button", "done", "obstacle"]) for _ in range(rng.randint(0, 10))]
    if rng.random() < 0.07:
        events.insert(rng.randint(0, len(events)), "push")
    return (events,)
