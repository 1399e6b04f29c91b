# domain: state_machines
# function: game_character_stance
# query: A game character has stances "standing", "crouching", "jumping" and "diving". Inputs: "down"
#   (standing->crouching, jumping->diving), "up" (crouching->standing), "jump" (standing->jumping) and
#   "land" (jumping or diving->standing). Inputs invalid for the current stance are ignored. Return the
#   list of stances after each input.

def game_character_stance(inputs):
    stance = "standing"
    history = []
    for key in inputs:
        if key == "down" and stance == "standing":
            stance = "crouching"
        elif key == "down" and stance == "jumping":
            stance = "diving"
        elif key == "up" and stance == "crouching":
            stance = "standing"
        elif key == "jump" and stance == "standing":
            stance = "jumping"
        elif key == "land" and stance in ("jumping", "diving"):
            stance = "standing"
        history.append(stance)
    return history

# --- tests ---
import pytest

assert game_character_stance([]) == []
assert game_character_stance(["down", "up"]) == ["crouching", "standing"]
assert game_character_stance(["jump", "down", "land"]) == ["jumping", "diving", "standing"]
assert game_character_stance(["down", "jump"]) == ["crouching", "crouching"]
assert game_character_stance(["land", "up"]) == ["standing", "standing"]
assert game_character_stance(["jump", "jump", "land"]) == ["jumping", "jumping", "standing"]
assert game_character_stance(["jump", "down", "up"]) == ["jumping", "diving", "diving"]
assert game_character_stance(["down", "down", "land", "up", "jump", "up"]) == ["crouching", "crouching", "crouching", "standing", "jumping", "jumping"]

# --- implementation 2: a (stance, input) transition table, missing pairs keep the stance ---
def game_character_stance(inputs):
    moves = {
        ("standing", "down"): "crouching",
        ("jumping", "down"): "diving",
        ("crouching", "up"): "standing",
        ("standing", "jump"): "jumping",
        ("jumping", "land"): "standing",
        ("diving", "land"): "standing",
    }
    current = "standing"
    stances = []
    for key in inputs:
        current = moves.get((current, key), current)
        stances.append(current)
    return stances

# --- implementation 3: branch on the current stance, then on the input ---
def game_character_stance(inputs):
    stance = "standing"
    out = []
    for action in inputs:
        if stance == "standing":
            stance = {"down": "crouching", "jump": "jumping"}.get(action, stance)
        elif stance == "crouching":
            stance = "standing" if action == "up" else stance
        elif action == "land":
            stance = "standing"
        elif stance == "jumping" and action == "down":
            stance = "diving"
        out.append(stance)
    return out

# --- implementation 4: itertools.accumulate with a per-input rule dict of {from: to} ---
from itertools import accumulate

RULES = {
    "down": {"standing": "crouching", "jumping": "diving"},
    "up": {"crouching": "standing"},
    "jump": {"standing": "jumping"},
    "land": {"jumping": "standing", "diving": "standing"},
}


def game_character_stance(inputs):
    def step(stance, key):
        return RULES.get(key, {}).get(stance, stance)
    return list(accumulate(inputs, step, initial="standing"))[1:]

# --- inputs ---
def random_input(rng):
    return ([rng.choice(["down", "up", "jump", "land"]) for _ in range(rng.randint(0, 9))],)
