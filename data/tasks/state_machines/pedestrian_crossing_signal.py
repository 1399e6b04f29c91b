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

# --- implementation 2: one countdown to the end of the cycle; the phase follows from what is left ---
def pedestrian_crossing_signal(delay, events):
    if delay < 0:
        raise ValueError("delay must not be negative")
    left = 0
    for event in events:
        if event == "press" and left == 0:
            left = delay + 5
        elif event == "tick" and left > 0:
            left -= 1
    if left > 5 or left == 0:
        return "dont_walk"
    return "walk" if left > 2 else "flashing"

# --- implementation 3: the whole cycle as a list of phases and a position in it ---
def pedestrian_crossing_signal(delay, events):
    if delay < 0:
        raise ValueError(delay)
    phases = ["dont_walk"] * delay + ["walk"] * 3 + ["flashing"] * 2
    position = None
    for event in events:
        if event == "press" and position is None:
            position = 0
        elif event == "tick" and position is not None:
            position += 1
            if position == len(phases):
                position = None
    return "dont_walk" if position is None else phases[position]

# --- inputs ---
def random_input(rng):
    delay = rng.choice([0, 0, 1, 2, 3]) if rng.random() > 0.05 else -1
    events = [rng.choice(["tick", "tick", "tick", "press"]) for _ in range(rng.randint(0, 12))]
    return (delay, events)
