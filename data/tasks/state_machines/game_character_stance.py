# domain: state_machines
# function: game_character_stance
# query: A game character has stances "standing", "crouching", "jumping" and "diving". Inputs: "down"
#   (standing->crouching, jumping->diving), "up" (crouching->standing), "jump" (standing->jumping) and
#   "land" (jumping or diving->standing). Inputs invalid for the current stance are ignored. Return the
#   list of stances after each input.

def game_character_stance(inputs):
    transitions = {
        ("standing", "down"): "crouching",
        ("jumping", "down"): "diving",
        ("crouching", "up"): "standing",
        ("standing", "jump"): "jumping",
        ("jumping", "land"): "standing",
        ("diving", "land"): "standing",
    }
    stance = "standing"
    history = []
    for key in inputs:
        stance = transitions.get((stance, key), stance)
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
