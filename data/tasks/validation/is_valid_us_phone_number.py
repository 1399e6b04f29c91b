# domain: validation
# function: is_valid_us_phone_number
# query: Validate a US phone number in one of the forms "(555) 123-4567", "555-123-4567" or
#   "5551234567". The area code and exchange (first digits of the 3-digit groups) may not start
#   with 0 or 1. Returns a bool.

def is_valid_us_phone_number(phone):
    if len(phone) == 14 and phone[0] == "(" and phone[4:6] == ") " and phone[9] == "-":
        digits = phone[1:4] + phone[6:9] + phone[10:]
    elif len(phone) == 12 and phone[3] == "-" and phone[7] == "-":
        digits = phone[:3] + phone[4:7] + phone[8:]
    elif len(phone) == 10:
        digits = phone
    else:
        return False
    if len(digits) != 10 or not (digits.isdigit() and digits.isascii()):
        return False
    if digits[0] in "01" or digits[3] in "01":
        return False
    return True

# --- tests ---
import pytest

assert is_valid_us_phone_number("(555) 123-4567") is False
assert is_valid_us_phone_number("(555) 223-4567") is True
assert is_valid_us_phone_number("555-234-5678") is True
assert is_valid_us_phone_number("5552345678") is True
assert is_valid_us_phone_number("155-234-5678") is False
assert is_valid_us_phone_number("055-234-5678") is False
assert is_valid_us_phone_number("555-034-5678") is False
assert is_valid_us_phone_number("555 234 5678") is False
assert is_valid_us_phone_number("(555)-234-5678") is False
assert is_valid_us_phone_number("555234567a") is False

# --- implementation 2: one regex per accepted layout ---
import re

LAYOUTS = [r"\((\d{3})\) (\d{3})-(\d{4})", r"(\d{3})-(\d{3})-(\d{4})", r"(\d{3})(\d{3})(\d{4})"]


def is_valid_us_phone_number(phone):
    for layout in LAYOUTS:
        m = re.fullmatch(layout, phone, re.ASCII)
        if m:
            area, exchange, _ = m.groups()
            return area[0] not in "01" and exchange[0] not in "01"
    return False

# --- implementation 3: normalise to a digit template and compare the shape ---
def is_valid_us_phone_number(phone):
    shape = "".join("9" if c in "0123456789" else c for c in phone)
    if shape not in ("(999) 999-9999", "999-999-9999", "9999999999"):
        return False
    digits = [c for c in phone if c in "0123456789"]
    return digits[0] >= "2" and digits[3] >= "2"

# --- inputs ---
def random_input(rng):
    d = [rng.choice("0123456789") for _ in range(10)]
    if rng.random() < 0.6:
        d[0] = rng.choice("2589")
        d[3] = rng.choice("2589")
    s = "".join(d)
    form = rng.choice(["({}) {}-{}", "{}-{}-{}", "{}{}{}", "{} {} {}", "({})-{}-{}", "{}.{}.{}"])
    phone = form.format(s[:3], s[3:6], s[6:])
    if rng.random() < 0.1:
        phone = phone[:-1] + rng.choice("a ")
    return (phone,)
