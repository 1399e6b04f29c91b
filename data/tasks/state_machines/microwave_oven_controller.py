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

# --- implementation 2: two flags (door open, cooking) instead of a state name ---
def microwave_oven_controller(seconds, events):
    door_open = cooking = False
    left = seconds
    for event in events:
        if event == "open":
            door_open, cooking = True, False
        elif event == "close":
            door_open = False
        elif event == "start":
            cooking = cooking or (not door_open and left > 0)
        elif event == "tick" and cooking:
            left -= 1
            cooking = left > 0
    state = "door_open" if door_open else "cooking" if cooking else "idle"
    return (state, left)

# --- implementation 3: a transition table plus guards for the two time-dependent events ---
def microwave_oven_controller(seconds, events):
    moves = {("idle", "open"): "door_open", ("cooking", "open"): "door_open",
             ("door_open", "close"): "idle", ("idle", "start"): "cooking"}
    state, remaining = "idle", seconds
    for event in events:
        if event == "tick" and state == "cooking":
            remaining -= 1
            state = "idle" if remaining == 0 else state
        elif event == "start" and remaining <= 0:
            continue
        else:
            state = moves.get((state, event), state)
    return state, remaining

# --- implementation 4: per state, a dict of the events it reacts to, each a handler of the remaining time ---
def microwave_oven_controller(seconds, events):
    def tick(left):
        return ("cooking" if left > 1 else "idle"), left - 1
    reacts = {
        "idle": {"open": lambda left: ("door_open", left),
                 "start": lambda left: ("cooking" if left > 0 else "idle", left)},
        "cooking": {"open": lambda left: ("door_open", left), "tick": tick},
        "door_open": {"close": lambda left: ("idle", left)},
    }
    state, remaining = "idle", seconds
    for event in events:
        handler = reacts[state].get(event)
        if handler is not None:
            state, remaining = handler(remaining)
    return state, remaining

# --- inputs ---
def random_input(rng):
    events = [rng.choice(["open", "close", "start", "start", "tick", "tick", "tick"]) for _ in range(rng.randint(0, 10))]
    return (rng.choice([0, 1, 2, 3, 5]), events)
