# domain: state_machines
# function: railway_signal_block_system
# query: A line has n track blocks numbered 0..n-1, each guarded by a signal that is "red" while a
#   train occupies the block. Process events ("enter", b), ("leave", b). Entering an occupied block or
#   leaving a free block raises ValueError, as does an out-of-range block. Return the list of signal
#   colours ("red"/"green") after all events.

def railway_signal_block_system(n, events):
    occupied = [False] * n
    for action, block in events:
        if block < 0 or block >= n:
            raise ValueError("no such block")
        if action == "enter":
            if occupied[block]:
                raise ValueError("collision")
            occupied[block] = True
        elif action == "leave":
            if not occupied[block]:
                raise ValueError("block already free")
            occupied[block] = False
        else:
            raise ValueError("unknown action")
    return ["red" if busy else "green" for busy in occupied]

# --- tests ---
import pytest

assert railway_signal_block_system(0, []) == []
assert railway_signal_block_system(3, []) == ["green", "green", "green"]
assert railway_signal_block_system(3, [("enter", 0), ("enter", 2)]) == ["red", "green", "red"]
assert railway_signal_block_system(2, [("enter", 1), ("leave", 1), ("enter", 0)]) == ["red", "green"]
with pytest.raises(ValueError):
    railway_signal_block_system(2, [("enter", 0), ("enter", 0)])
with pytest.raises(ValueError):
    railway_signal_block_system(2, [("leave", 1)])
with pytest.raises(ValueError):
    railway_signal_block_system(2, [("enter", 2)])
with pytest.raises(ValueError):
    railway_signal_block_system(2, [("enter", -1)])
with pytest.raises(ValueError):
    railway_signal_block_system(2, [("stop", 0)])
