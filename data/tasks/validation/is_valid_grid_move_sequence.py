# domain: validation
# function: is_valid_grid_move_sequence
# query: Check that a string of moves "U", "D", "L", "R" keeps a robot starting at (0, 0) inside a
#   width x height grid (x in 0..width-1, y in 0..height-1, "U" increases y) at every step. Raise
#   ValueError for any other move character. Returns a bool.

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
