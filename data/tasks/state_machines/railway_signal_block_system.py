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

# --- implementation 2: the set of occupied blocks ---
def railway_signal_block_system(n, events):
    busy = set()
    for action, block in events:
        if not 0 <= block < n:
            raise ValueError("block %r out of range" % block)
        if action not in ("enter", "leave"):
            raise ValueError("unknown action %r" % action)
        if (action == "enter") == (block in busy):
            raise ValueError("cannot %s block %d" % (action, block))
        if action == "enter":
            busy.add(block)
        else:
            busy.discard(block)
    return ["red" if b in busy else "green" for b in range(n)]

# --- implementation 3: keep the colour list itself and check the colour expected before each event ---
def railway_signal_block_system(n, events):
    signals = ["green"] * n
    needed = {"enter": ("green", "red"), "leave": ("red", "green")}
    for action, block in events:
        if block < 0 or block >= n or action not in needed:
            raise ValueError("bad event")
        before, after = needed[action]
        if signals[block] != before:
            raise ValueError("block %d is %s" % (block, signals[block]))
        signals[block] = after
    return signals

# --- implementation 4: occupancy as an integer bit mask ---
def railway_signal_block_system(n, events):
    mask = 0
    for action, block in events:
        if block < 0 or block >= n:
            raise ValueError("block %r out of range" % block)
        bit = 1 << block
        if action == "enter" and not mask & bit:
            mask |= bit
        elif action == "leave" and mask & bit:
            mask &= ~bit
        else:
            raise ValueError("cannot %s block %d" % (action, block))
    return ["red" if mask >> b & 1 else "green" for b in range(n)]

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 4)
    events = []
    occupied = set()
    for _ in range(rng.randint(0, 7) if n else rng.choice([0, 0, 1])):
        if n == 0 or rng.random() < 0.05:
            events.append((rng.choice(["enter", "leave", "stop"]), rng.choice([-1, n, 0])))
            break
        b = rng.randrange(n)
        act = "leave" if b in occupied else "enter"
        if rng.random() < 0.04:
            act = "enter" if act == "leave" else "leave"
        events.append((act, b))
        occupied ^= {b}
    return (n, events)
