# domain: state_machines
# function: cassette_player_state
# query: Simulate a media player with states "stopped", "playing" and "paused" driven by buttons
#   "play", "pause" and "stop". Play works from stopped or paused, pause only while playing, stop from
#   playing or paused; an ignored button leaves the state unchanged. Return the final state and the
#   number of ignored presses; raise ValueError for an unknown button.

def cassette_player_state(buttons):
    moves = {
        "play": {"stopped", "paused"},
        "pause": {"playing"},
        "stop": {"playing", "paused"},
    }
    result = {"play": "playing", "pause": "paused", "stop": "stopped"}
    state = "stopped"
    ignored = 0
    for button in buttons:
        if button not in moves:
            raise ValueError("unknown button")
        if state in moves[button]:
            state = result[button]
        else:
            ignored += 1
    return state, ignored

# --- tests ---
import pytest

assert cassette_player_state([]) == ("stopped", 0)
assert cassette_player_state(["play"]) == ("playing", 0)
assert cassette_player_state(["pause"]) == ("stopped", 1)
assert cassette_player_state(["play", "pause", "play"]) == ("playing", 0)
assert cassette_player_state(["play", "pause", "stop", "stop"]) == ("stopped", 1)
assert cassette_player_state(["play", "play", "pause", "pause"]) == ("paused", 2)
with pytest.raises(ValueError):
    cassette_player_state(["play", "eject"])
assert cassette_player_state(["stop", "play", "stop"]) == ("stopped", 1)

# --- implementation 2: a table keyed by (state, button) with the next state ---
def cassette_player_state(buttons):
    table = {
        ("stopped", "play"): "playing", ("paused", "play"): "playing",
        ("playing", "pause"): "paused",
        ("playing", "stop"): "stopped", ("paused", "stop"): "stopped",
    }
    state, ignored = "stopped", 0
    for b in buttons:
        if b not in ("play", "pause", "stop"):
            raise ValueError("unknown button %r" % b)
        if (state, b) in table:
            state = table[(state, b)]
        else:
            ignored += 1
    return (state, ignored)

# --- implementation 3: per-button conditions on the current state ---
def cassette_player_state(buttons):
    state = "stopped"
    ignored = 0
    for button in buttons:
        if button == "play":
            ok = state != "playing"
        elif button == "pause":
            ok = state == "playing"
        elif button == "stop":
            ok = state != "stopped"
        else:
            raise ValueError(button)
        if ok:
            state = {"play": "playing", "pause": "paused", "stop": "stopped"}[button]
        else:
            ignored += 1
    return state, ignored

# --- implementation 4: a pure step function returning the next state or None when the press is ignored ---
def next_player_state(state, button):
    if button == "play":
        return "playing" if state in ("stopped", "paused") else None
    if button == "pause":
        return "paused" if state == "playing" else None
    if button == "stop":
        return "stopped" if state in ("playing", "paused") else None
    raise ValueError("unknown button %r" % button)


def cassette_player_state(buttons):
    state, ignored = "stopped", 0
    for button in buttons:
        nxt = next_player_state(state, button)
        if nxt is None:
            ignored += 1
        else:
            state = nxt
    return state, ignored

# --- inputs ---
def random_input(rng):
    buttons = [rng.choice(["play", "pause", "stop"]) for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.08:
        buttons.insert(rng.randint(0, len(buttons)), "eject")
    return (buttons,)
