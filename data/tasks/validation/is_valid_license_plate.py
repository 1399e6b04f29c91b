# domain: validation
# function: is_valid_license_plate
# query: Validate a license plate in the format "AAA-1234": three uppercase letters, a hyphen and four
#   digits, where the letters may not include I, O or Q and the number may not be 0000. Returns a bool.

def is_valid_license_plate(plate):
    if len(plate) != 8 or plate[3] != "-":
        return False
    for ch in plate[:3]:
        if not ("A" <= ch <= "Z") or ch in "IOQ":
            return False
    number = plate[4:]
    for ch in number:
        if not ("0" <= ch <= "9"):
            return False
    return number != "0000"

# --- tests ---
import pytest

assert is_valid_license_plate("ABC-1234") is True
assert is_valid_license_plate("ZZZ-0001") is True
assert is_valid_license_plate("ABC-0000") is False
assert is_valid_license_plate("AOC-1234") is False
assert is_valid_license_plate("abc-1234") is False
assert is_valid_license_plate("ABC1234") is False
assert is_valid_license_plate("ABC-12345") is False
assert is_valid_license_plate("ABC-12a4") is False
assert is_valid_license_plate("AB1-1234") is False
assert is_valid_license_plate("ABC-9990") is True
