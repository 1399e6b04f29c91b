# domain: state_machines
# function: pedestrian_crossing_signal
# query: A pedestrian crossing shows "dont_walk" until the button is pressed; after a press it waits
#   `delay` ticks, then shows "walk" for 3 ticks, then "flashing" for 2 ticks, then back to "dont_walk".
#   Presses while not in dont_walk-idle are ignored. Events are "press" or "tick"; return the signal
#   after all events. Raise ValueError if delay is negative.

def pedestrian_crossing_signal(delay, events):
    if delay < 0:
        raise ValueError("negative delay")
    state, timer = "dont_walk", None
    for event in events:
        if event == "press" and state == "dont_walk" and timer is None:
            timer = delay
            if timer == 0:
                state, timer = "walk", 3
        elif event == "tick" and timer is not None:
            timer -= 1
            if timer > 0:
                continue
            if state == "dont_walk":
                state, timer = "walk", 3
            elif state == "walk":
                state, timer = "flashing", 2
            else:
                state, timer = "dont_walk", None
    return state

# --- tests ---
import pytest

assert pedestrian_crossing_signal(2, []) == "dont_walk"
assert pedestrian_crossing_signal(2, ["tick", "tick"]) == "dont_walk"
assert pedestrian_crossing_signal(2, ["press", "tick"]) == "dont_walk"
assert pedestrian_crossing_signal(2, ["press", "tick", "tick"]) == "walk"
assert pedestrian_crossing_signal(0, ["press"]) == "walk"
assert pedestrian_crossing_signal(1, ["press", "tick", "tick", "tick", "tick"]) == "flashing"
assert pedestrian_crossing_signal(1, ["press", "tick"] + ["tick"] * 5) == "dont_walk"
assert pedestrian_crossing_signal(1, ["press", "press", "tick", "tick", "tick"]) == "walk"
with pytest.raises(ValueError):
    pedestrian_crossing_signal(-1, [])
