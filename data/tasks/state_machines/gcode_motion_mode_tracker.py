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
