# domain: validation
# function: is_valid_chess_square
# query: Check algebraic chess square notation: exactly a file letter a-h followed by a rank digit
#   1-8, e.g. "e4". Uppercase files are rejected. Returns a bool.

def is_valid_chess_square(square):
    if len(square) != 2:
        return False
    file, rank = square[0], square[1]
    if file < "a" or file > "h":
        return False
    if rank < "1" or rank > "8":
        return False
    return True

# --- tests ---
import pytest

assert is_valid_chess_square("e4") is True
assert is_valid_chess_square("a1") is True
assert is_valid_chess_square("h8") is True
assert is_valid_chess_square("i1") is False
assert is_valid_chess_square("a9") is False
assert is_valid_chess_square("a0") is False
assert is_valid_chess_square("E4") is False
assert is_valid_chess_square("e") is False
assert is_valid_chess_square("e44") is False
assert is_valid_chess_square("`1") is False

# --- implementation 2: membership of each character in the allowed strings ---
def is_valid_chess_square(square):
    files = "abcdefgh"
    ranks = "12345678"
    if len(square) != 2:
        return False
    return square[0] in files and square[1] in ranks

# --- implementation 3: set of every valid square built from the files and ranks ---
FILES = "abcdefgh"
RANKS = "12345678"
SQUARES = {f + r for f in FILES for r in RANKS}


def is_valid_chess_square(square):
    return square in SQUARES

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 2, 2, 2, 3])
    return ("".join(rng.choice("aehiE`01489") for _ in range(n)),)
