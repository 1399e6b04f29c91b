# domain: state_machines
# function: light_dimmer_cycle
# query: A lamp with a single button cycles off -> low -> medium -> high -> off on each short "press";
#   a "hold" from any state turns it off, except from off where it jumps straight to high. Return the
#   list of states after each event; raise ValueError for unknown events.

def light_dimmer_cycle(events):
    cycle = ["off", "low", "medium", "high"]
    state = "off"
    history = []
    for event in events:
        if event == "press":
            state = cycle[(cycle.index(state) + 1) % len(cycle)]
        elif event == "hold":
            state = "high" if state == "off" else "off"
        else:
            raise ValueError("unknown event")
        history.append(state)
    return history

# --- tests ---
import pytest

assert light_dimmer_cycle([]) == []
assert light_dimmer_cycle(["press"]) == ["low"]
assert light_dimmer_cycle(["press"] * 4) == ["low", "medium", "high", "off"]
assert light_dimmer_cycle(["hold"]) == ["high"]
assert light_dimmer_cycle(["hold", "press"]) == ["high", "off"]
assert light_dimmer_cycle(["press", "press", "hold", "hold"]) == ["low", "medium", "off", "high"]
with pytest.raises(ValueError):
    light_dimmer_cycle(["press", "twist"])

# --- implementation 2: a transition table keyed by event, then by state ---
def light_dimmer_cycle(events):
    table = {
        "press": {"off": "low", "low": "medium", "medium": "high", "high": "off"},
        "hold": {"off": "high", "low": "off", "medium": "off", "high": "off"},
    }
    states = []
    current = "off"
    for event in events:
        if event not in table:
            raise ValueError("unknown event %r" % event)
        current = table[event][current]
        states.append(current)
    return states

# --- implementation 3: brightness level 0-3 as an integer, named at each step ---
def light_dimmer_cycle(events):
    names = ("off", "low", "medium", "high")
    level = 0
    trace = []
    for e in events:
        if e == "press":
            level = (level + 1) % 4
        elif e == "hold":
            level = 3 if level == 0 else 0
        else:
            raise ValueError(e)
        trace.append(names[level])
    return trace

# --- implementation 4: itertools.accumulate with a step function over the events ---
from itertools import accumulate

ORDER = ["off", "low", "medium", "high"]


def dim_step(state, event):
    if event == "hold":
        return {"off": "high"}.get(state, "off")
    if event == "press":
        return ORDER[(ORDER.index(state) + 1) % 4]
    raise ValueError("unknown event %r" % event)


def light_dimmer_cycle(events):
    return list(accumulate(events, dim_step, initial="off"))[1:]

# --- inputs ---
def random_input(rng):
    events = [rng.choice(["press", "press", "hold"]) for _ in range(rng.randint(0, 9))]
    if rng.random() < 0.08:
        events.append("twist")
    return (events,)
