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

# --- implementation 2: count each player's points in every prefix to detect play after the game ---
def tennis_game_score_tracker(points):
    def winner(a, b):
        if max(a, b) >= 4 and abs(a - b) >= 2:
            return "A" if a > b else "B"
        return None
    for i, p in enumerate(points):
        if p not in ("A", "B"):
            raise ValueError("unknown player %r" % p)
        if winner(points[:i].count("A"), points[:i].count("B")):
            raise ValueError("point played after the game ended")
    a, b = points.count("A"), points.count("B")
    if winner(a, b):
        return "game " + winner(a, b)
    if a >= 3 and b >= 3:
        return "deuce" if a == b else "advantage " + ("A" if a > b else "B")
    calls = {0: "0", 1: "15", 2: "30", 3: "40"}
    return calls[a] + "-" + calls[b]

# --- implementation 3: named score states; deuce folds the counts back to 3-3 ---
def tennis_game_score_tracker(points):
    a = b = 0
    finished = None
    for p in points:
        if finished:
            raise ValueError("game is over")
        if p == "A":
            a += 1
        elif p == "B":
            b += 1
        else:
            raise ValueError(p)
        if a == b == 4:
            a = b = 3
        if a == 4 and b <= 2 or a == 5:
            finished = "game A"
        elif b == 4 and a <= 2 or b == 5:
            finished = "game B"
    if finished:
        return finished
    if a == b == 3:
        return "deuce"
    if 4 in (a, b):
        return "advantage A" if a == 4 else "advantage B"
    return "%s-%s" % (("0", "15", "30", "40")[a], ("0", "15", "30", "40")[b])

# --- inputs ---
def random_input(rng):
    s = "".join(rng.choice("AB") for _ in range(rng.randint(0, 10)))
    if rng.random() < 0.06:
        s += rng.choice("XaC")
    return (s,)
