# domain: state_machines
# function: traffic_light_after_ticks
# query: A traffic light cycles green for 3 steps, yellow for 1 step, red for 2 steps, then green
#   again. Given start, the starting colour (at the beginning of its phase), return the colour
#   after the given number of ticks. Raise ValueError for an unknown colour or a negative tick
#   count.

def traffic_light_after_ticks(start, ticks):
    durations = {"green": 3, "yellow": 1, "red": 2}
    following = {"green": "yellow", "yellow": "red", "red": "green"}
    if start not in durations:
        raise ValueError("unknown colour")
    if ticks < 0:
        raise ValueError("negative ticks")
    colour = start
    remaining = durations[colour]
    for _ in range(ticks):
        remaining -= 1
        if remaining == 0:
            colour = following[colour]
            remaining = durations[colour]
    return colour

# --- tests ---
import pytest

assert traffic_light_after_ticks("green", 0) == "green"
assert traffic_light_after_ticks("green", 2) == "green"
assert traffic_light_after_ticks("green", 3) == "yellow"
assert traffic_light_after_ticks("green", 4) == "red"
assert traffic_light_after_ticks("green", 5) == "red"
assert traffic_light_after_ticks("red", 2) == "green"
assert traffic_light_after_ticks("yellow", 12) == "yellow"
with pytest.raises(ValueError):
    traffic_light_after_ticks("blue", 1)
with pytest.raises(ValueError):
    traffic_light_after_ticks("red", -1)

# --- implementation 2: skip whole phases while the remaining ticks cover them ---
def traffic_light_after_ticks(start, ticks):
    length = {"green": 3, "yellow": 1, "red": 2}
    if start not in length or ticks < 0:
        raise ValueError("bad colour or tick count")
    after = {"green": "yellow", "yellow": "red", "red": "green"}
    colour, left = start, ticks % 6
    while left >= length[colour]:
        left -= length[colour]
        colour = after[colour]
    return colour

# --- implementation 3: one colour per tick of the six-tick cycle, offset by the start colour ---
def traffic_light_after_ticks(start, ticks):
    timeline = ["green"] * 3 + ["yellow"] + ["red"] * 2
    if start not in timeline:
        raise ValueError("unknown colour %r" % start)
    if ticks < 0:
        raise ValueError("negative tick count")
    return timeline[(timeline.index(start) + ticks) % len(timeline)]

# --- implementation 4: iterate the endless colour sequence with itertools.cycle and islice ---
from itertools import cycle, islice


def traffic_light_after_ticks(start, ticks):
    sequence = ["green", "green", "green", "yellow", "red", "red"]
    if start not in sequence or ticks < 0:
        raise ValueError("unknown colour or negative ticks")
    offset = sequence.index(start)
    return next(islice(cycle(sequence), offset + ticks % 6, None))

# --- inputs ---
def random_input(rng):
    start = rng.choice(["green", "yellow", "red"]) if rng.random() > 0.05 else "blue"
    ticks = rng.randint(0, 20) if rng.random() > 0.05 else -1
    return (start, ticks)
