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
