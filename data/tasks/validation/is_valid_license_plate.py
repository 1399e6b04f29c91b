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

# --- implementation 2: regular expression with the allowed letters as a class ---
import re


def is_valid_license_plate(plate):
    m = re.fullmatch(r"[A-HJ-NPR-Z]{3}-([0-9]{4})", plate)
    if m is None:
        return False
    return m.group(1) != "0000"

# --- implementation 3: partition on the hyphen and set membership ---
import string


def is_valid_license_plate(plate):
    letters, hyphen, number = plate.partition("-")
    allowed = set(string.ascii_uppercase) - set("IOQ")
    if hyphen != "-" or len(letters) != 3 or not set(letters) <= allowed:
        return False
    return len(number) == 4 and set(number) <= set(string.digits) and int(number) > 0

# --- inputs ---
def random_input(rng):
    letters = "".join(rng.choice("ABCHPZ") for _ in range(3))
    number = "".join(rng.choice("0123456789") for _ in range(4))
    if rng.random() < 0.1:
        number = "0000"
    plate = letters + "-" + number
    if rng.random() < 0.4:
        i = rng.randrange(len(plate))
        plate = plate[:i] + rng.choice(["I", "O", "Q", "a", "1", "", "-", "Z", "9", "[", "@"]) + plate[i + 1:]
    return (plate,)
