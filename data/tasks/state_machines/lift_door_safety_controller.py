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

# --- implementation 2: the events each state accepts, nested by state ---
def lift_door_safety_controller(events):
    accepts = {
        "closed": {"call": "opening"},
        "opening": {"opened": "open"},
        "open": {"timeout": "closing"},
        "closing": {"closed_ok": "closed", "obstacle": "opening"},
    }
    door, reopens = "closed", 0
    for event in events:
        nxt = accepts[door].get(event)
        if nxt is None:
            raise ValueError("event %r is invalid while %s" % (event, door))
        reopens += door == "closing" and nxt == "opening"
        door = nxt
    return (door, reopens)

# --- implementation 3: if-chain per event with the state it requires ---
def lift_door_safety_controller(events):
    state = "closed"
    count = 0
    for event in events:
        if event == "call" and state == "closed":
            state = "opening"
        elif event == "opened" and state == "opening":
            state = "open"
        elif event == "timeout" and state == "open":
            state = "closing"
        elif event in ("closed_ok", "obstacle") and state == "closing":
            state = "closed" if event == "closed_ok" else "opening"
            count += event == "obstacle"
        else:
            raise ValueError(event)
    return state, count

# --- implementation 4: each event names the state it requires and the state it leads to ---
def lift_door_safety_controller(events):
    rules = {
        "call": ("closed", "opening"),
        "opened": ("opening", "open"),
        "timeout": ("open", "closing"),
        "closed_ok": ("closing", "closed"),
        "obstacle": ("closing", "opening"),
    }
    state = "closed"
    for event in events:
        if event not in rules or rules[event][0] != state:
            raise ValueError("event %r not valid in %s" % (event, state))
        state = rules[event][1]
    return state, events.count("obstacle")

# --- inputs ---
def random_input(rng):
    cycle = ["call", "opened", "timeout", "obstacle", "opened", "timeout", "closed_ok"]
    events = cycle[:rng.randint(0, len(cycle))]
    if rng.random() < 0.5:
        events = events + rng.choice([[], ["obstacle", "opened"], ["closed_ok"]])
    if rng.random() < 0.25:
        events.insert(rng.randint(0, len(events)), rng.choice(["call", "opened", "obstacle", "timeout", "beep"]))
    return (events,)
