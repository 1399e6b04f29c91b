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
