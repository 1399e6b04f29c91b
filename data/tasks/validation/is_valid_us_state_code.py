# domain: validation
# function: is_valid_us_state_code
# query: Check that a string is a two-letter US state postal code from a fixed list of the 50 states
#   plus "DC". Lowercase input is accepted only when allow_lowercase is True. Returns a bool.

def is_valid_us_state_code(code, allow_lowercase=False):
    states = ("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT "
              "NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC").split()
    if allow_lowercase:
        code = code.upper()
    return code in states

# --- tests ---
import pytest

assert is_valid_us_state_code("CA") is True
assert is_valid_us_state_code("DC") is True
assert is_valid_us_state_code("WY") is True
assert is_valid_us_state_code("ca") is False
assert is_valid_us_state_code("ca", allow_lowercase=True) is True
assert is_valid_us_state_code("XX") is False
assert is_valid_us_state_code("C") is False
assert is_valid_us_state_code("CA ") is False
assert is_valid_us_state_code("AL AK") is False
