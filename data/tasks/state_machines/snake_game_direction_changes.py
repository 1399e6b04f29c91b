# domain: state_machines
# function: snake_game_direction_changes
# query: In a snake game the head starts at (0, 0) heading "R". For each of the keys "U", "D", "L",
#   "R" or "" (no key), the heading changes unless the key is the exact reverse of the current
#   heading (which is ignored), then the head moves one cell (U increases y). Return the final
#   (x, y, heading).

def snake_game_direction_changes(keys):
    moves = {"U": (0, 1), "D": (0, -1), "L": (-1, 0), "R": (1, 0)}
    opposite = {"U": "D", "D": "U", "L": "R", "R": "L"}
    x, y, heading = 0, 0, "R"
    for key in keys:
        if key in moves and key != opposite[heading]:
            heading = key
        dx, dy = moves[heading]
        x += dx
        y += dy
    return x, y, heading

# --- tests ---
import pytest

assert snake_game_direction_changes([]) == (0, 0, "R")
assert snake_game_direction_changes([""]) == (1, 0, "R")
assert snake_game_direction_changes(["L"]) == (1, 0, "R")
assert snake_game_direction_changes(["U", "U"]) == (0, 2, "U")
assert snake_game_direction_changes(["D", "L", "R"]) == (-2, -1, "L")
assert snake_game_direction_changes(["U", "L", "D", "R"]) == (0, 0, "R")
assert snake_game_direction_changes(["U", "D", "", "R"]) == (1, 3, "R")

# --- implementation 2: direction vectors; a key is a reversal when its vector is the negated heading ---
def snake_game_direction_changes(keys):
    vectors = {"U": (0, 1), "D": (0, -1), "L": (-1, 0), "R": (1, 0)}
    x = y = 0
    heading = "R"
    for key in keys:
        if key in vectors:
            kx, ky = vectors[key]
            hx, hy = vectors[heading]
            if (kx, ky) != (-hx, -hy):
                heading = key
        x += vectors[heading][0]
        y += vectors[heading][1]
    return (x, y, heading)

# --- implementation 3: complex-number position and heading ---
def snake_game_direction_changes(keys):
    unit = {"U": 1j, "D": -1j, "L": -1, "R": 1}
    head, way = 0j, "R"
    for key in keys:
        if key in unit and unit[key] != -unit[way]:
            way = key
        head += unit[way]
    return int(head.real), int(head.imag), way

# --- inputs ---
def random_input(rng):
    return ([rng.choice(["U", "D", "L", "R", ""]) for _ in range(rng.randint(0, 10))],)
