# domain: state_machines
# function: tennis_game_score_tracker
# query: Track the score of a single tennis game from a string of point winners ("A" or "B") and
#   return the call: "0-15", "30-40" and so on, "deuce" at 40-40 or beyond when level, "advantage A"/
#   "advantage B", or "game A"/"game B" once a player leads by two with at least four points. Raise
#   ValueError for an unknown player letter or for a point played after the game is over.

def tennis_game_score_tracker(points):
    names = ["0", "15", "30", "40"]
    a = b = 0
    for p in points:
        if a >= 4 and a - b >= 2 or b >= 4 and b - a >= 2:
            raise ValueError("game already over")
        if p == "A":
            a += 1
        elif p == "B":
            b += 1
        else:
            raise ValueError("unknown player: " + p)
    if a >= 4 and a - b >= 2:
        return "game A"
    if b >= 4 and b - a >= 2:
        return "game B"
    if a >= 3 and b >= 3:
        if a == b:
            return "deuce"
        return "advantage A" if a > b else "advantage B"
    return names[a] + "-" + names[b]

# --- tests ---
import pytest

assert tennis_game_score_tracker("AAAB") == "40-15"
assert tennis_game_score_tracker("ABBB") == "15-40"
assert tennis_game_score_tracker("AAABB") == "40-30"
assert tennis_game_score_tracker("AAABBBA") == "advantage A"
assert tennis_game_score_tracker("AAABBBAB") == "deuce"
assert tennis_game_score_tracker("ABABAA") == "game A"
assert tennis_game_score_tracker("BABABB") == "game B"
with pytest.raises(ValueError):
    tennis_game_score_tracker("ABABAAB")
with pytest.raises(ValueError):
    tennis_game_score_tracker("BABABBA")
with pytest.raises(ValueError):
    tennis_game_score_tracker("AX")
