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

# --- implementation 2: counts each letter after checking the alphabet ---
def final_position_after_moves(moves):
    unknown = set(moves) - set("UDLR")
    if unknown:
        raise ValueError("unknown moves: %r" % sorted(unknown))
    x = moves.count("R") - moves.count("L")
    y = moves.count("U") - moves.count("D")
    return (x, y)

# --- implementation 3: sums complex unit steps ---
def final_position_after_moves(moves):
    step = {"U": 1j, "D": -1j, "L": -1, "R": 1}
    position = 0j
    for ch in moves:
        if ch not in step:
            raise ValueError("bad move")
        position += step[ch]
    return (int(position.real), int(position.imag))

# --- inputs ---
def random_input(rng):
    moves = "".join(rng.choice("UDLR") for _ in range(rng.randint(0, 20)))
    if rng.random() < 0.08:
        i = rng.randint(0, len(moves))
        moves = moves[:i] + rng.choice("Xu ") + moves[i:]
    return (moves,)
