# domain: geometry
# function: final_position_after_moves
# query: A robot starts at the origin and follows a string of moves 'U', 'D', 'L', 'R' (each one unit
#   on the grid); return its final (x, y) position, with U increasing y. Raise ValueError on any
#   other character.

def final_position_after_moves(moves):
    deltas = {"U": (0, 1), "D": (0, -1), "L": (-1, 0), "R": (1, 0)}
    x = y = 0
    for move in moves:
        if move not in deltas:
            raise ValueError("unknown move %r" % move)
        dx, dy = deltas[move]
        x += dx
        y += dy
    return (x, y)

# --- tests ---
import pytest

assert final_position_after_moves("") == (0, 0)
assert final_position_after_moves("U") == (0, 1)
assert final_position_after_moves("D") == (0, -1)
assert final_position_after_moves("L") == (-1, 0)
assert final_position_after_moves("RR") == (2, 0)
assert final_position_after_moves("UDLR") == (0, 0)
assert final_position_after_moves("UURDL") == (0, 1)
with pytest.raises(ValueError):
    final_position_after_moves("UX")
