# domain: state_machines
# function: gcode_motion_mode_tracker
# query: Track a simplified CNC controller over G-code words: "G90" selects absolute and "G91"
#   relative positioning, and a word like "X5" or "X-2" moves the single X axis (absolute: set, relative:
#   add). Starts absolute at X=0. Return the final X position; raise ValueError on any other word.

def gcode_motion_mode_tracker(words):
    absolute = True
    x = 0
    for word in words:
        if word == "G90":
            absolute = True
        elif word == "G91":
            absolute = False
        elif word[:1] == "X" and len(word) > 1:
            value = int(word[1:])
            x = value if absolute else x + value
        else:
            raise ValueError("unsupported word %r" % word)
    return x

# --- tests ---
import pytest

assert gcode_motion_mode_tracker([]) == 0
assert gcode_motion_mode_tracker(["X5"]) == 5
assert gcode_motion_mode_tracker(["X5", "X3"]) == 3
assert gcode_motion_mode_tracker(["G91", "X5", "X3"]) == 8
assert gcode_motion_mode_tracker(["X10", "G91", "X-4", "G90", "X1"]) == 1
assert gcode_motion_mode_tracker(["G91", "X-2", "G91", "X-2"]) == -4
with pytest.raises(ValueError):
    gcode_motion_mode_tracker(["X"])
with pytest.raises(ValueError):
    gcode_motion_mode_tracker(["Y3"])

# --- implementation 2: regular expression for the move word, mode kept as the last G word ---
import re


def gcode_motion_mode_tracker(words):
    mode = "G90"
    position = 0
    for word in words:
        if word in ("G90", "G91"):
            mode = word
            continue
        m = re.fullmatch(r"X(-?\d+)", word)
        if not m:
            raise ValueError("unsupported G-code word %r" % word)
        amount = int(m.group(1))
        position = amount if mode == "G90" else position + amount
    return position

# --- implementation 3: relative mode as a multiplier on the previous position ---
def gcode_motion_mode_tracker(words):
    keep = 0
    x = 0
    for w in words:
        if w == "G90" or w == "G91":
            keep = 0 if w == "G90" else 1
        elif w.startswith("X") and w[1:].lstrip("-").isdigit():
            x = keep * x + int(w[1:])
        else:
            raise ValueError(w)
    return x

# --- inputs ---
def random_input(rng):
    words = []
    for _ in range(rng.randint(0, 8)):
        words.append(rng.choice(["G90", "G91", "X%d" % rng.randint(-9, 12), "X%d" % rng.randint(0, 5)]))
    if rng.random() < 0.1:
        words.insert(rng.randint(0, len(words)), rng.choice(["X", "Y3", "G0", "x5"]))
    return (words,)
