# domain: validation
# function: is_valid_aircraft_seat_code
# query: Validate an aircraft seat code such as "12C": a row number 1-60 without leading zeros
#   followed by one seat letter from A-K excluding I. Returns a bool.

def is_valid_aircraft_seat_code(seat):
    if len(seat) < 2:
        return False
    row, letter = seat[:-1], seat[-1]
    if not row.isdigit() or row[0] == "0":
        return False
    if int(row) > 60:
        return False
    return "A" <= letter <= "K" and letter != "I"

# --- tests ---
import pytest

assert is_valid_aircraft_seat_code("12C") is True
assert is_valid_aircraft_seat_code("1A") is True
assert is_valid_aircraft_seat_code("60K") is True
assert is_valid_aircraft_seat_code("61A") is False
assert is_valid_aircraft_seat_code("0A") is False
assert is_valid_aircraft_seat_code("07A") is False
assert is_valid_aircraft_seat_code("12I") is False
assert is_valid_aircraft_seat_code("12L") is False
assert is_valid_aircraft_seat_code("A") is False
assert is_valid_aircraft_seat_code("1@") is False

# --- implementation 2: one regular expression for the row range and the letter set ---
import re


def is_valid_aircraft_seat_code(seat):
    pattern = r"([1-9]|[1-5][0-9]|60)[A-HJK]"
    match = re.fullmatch(pattern, seat)
    return match is not None

# --- implementation 3: membership of the row in a range of valid numbers ---
def is_valid_aircraft_seat_code(seat):
    letters = "ABCDEFGHJK"
    row_text, letter = seat[:-1], seat[-1:]
    valid_rows = {str(n) for n in range(1, 61)}
    return row_text in valid_rows and letter != "" and letter in letters

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        return (rng.choice(["A", "", "1@", "12c", "07A", "0A", "1", "12", "1AB", " 1A", "+1A"]),)
    row = rng.choice([0, 1, 9, 10, 59, 60, 61, 99, rng.randint(1, 70)])
    return (str(row) + rng.choice("ABCHIJKLZ"),)
