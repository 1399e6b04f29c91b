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
