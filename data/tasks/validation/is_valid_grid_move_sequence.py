# domain: validation
# function: is_valid_grid_move_sequence
# query: Check that a string of moves "U", "D", "L", "R" keeps a robot starting at (0, 0) inside a
#   width x height grid (x in 0..width-1, y in 0..height-1, "U" increases y) at every step. Moves
#   are checked in order: the first move leaving the grid gives False, and any other move
#   character reached before that raises ValueError. Returns a bool.

def is_valid_grid_move_sequence(moves, width, height):
    x, y = 0, 0
    for move in moves:
        if move == "U":
            y += 1
        elif move == "D":
            y -= 1
        elif move == "R":
            x += 1
        elif move == "L":
            x -= 1
        else:
            raise ValueError("unknown move %r" % move)
        if x < 0 or y < 0 or x >= width or y >= height:
            return False
    return True

# --- tests ---
import pytest

assert is_valid_grid_move_sequence("", 1, 1) is True
assert is_valid_grid_move_sequence("RRUU", 3, 3) is True
assert is_valid_grid_move_sequence("RRR", 3, 3) is False
assert is_valid_grid_move_sequence("UUU", 3, 3) is False
assert is_valid_grid_move_sequence("L", 3, 3) is False
assert is_valid_grid_move_sequence("D", 3, 3) is False
assert is_valid_grid_move_sequence("RLRL", 2, 1) is True
assert is_valid_grid_move_sequence("UDUD", 1, 2) is True
with pytest.raises(ValueError):
    is_valid_grid_move_sequence("UX", 5, 5)

# --- implementation 2: dict of direction vectors and a range check on the position ---
STEPS = {"U": (0, 1), "D": (0, -1), "L": (-1, 0), "R": (1, 0)}


def is_valid_grid_move_sequence(moves, width, height):
    x = y = 0
    for move in moves:
        if move not in STEPS:
            raise ValueError("bad move: " + move)
        dx, dy = STEPS[move]
        x, y = x + dx, y + dy
        if x not in range(width) or y not in range(height):
            return False
    return True

# --- implementation 3: complex numbers for the position ---
def is_valid_grid_move_sequence(moves, width, height):
    directions = {"U": 1j, "D": -1j, "R": 1, "L": -1}
    position = 0
    for move in moves:
        try:
            position += directions[move]
        except KeyError:
            raise ValueError("unknown move %r" % move) from None
        if not (0 <= position.real < width and 0 <= position.imag < height):
            return False
    return True

# --- inputs ---
def random_input(rng):
    moves = "".join(rng.choice("UDLRUR") for _ in range(rng.randint(0, 8)))
    if rng.random() < 0.1:
        i = rng.randint(0, len(moves))
        moves = moves[:i] + rng.choice("Xu ") + moves[i:]
    return (moves, rng.randint(1, 4), rng.randint(1, 4))
