# domain: validation
# function: is_valid_us_state_code
# query: Check that code is a two-letter US state postal code from a fixed list of the 50 states
#   plus "DC". Lowercase input is accepted only when allow_lowercase is True (default False).
#   Returns a bool.

def is_valid_us_state_code(code, allow_lowercase=False):
    states = ("ALAKAZARCACOCTDEFLGAHIIDILINIAKSKYLAMEMDMAMIMNMSMOMT"
              "NENVNHNJNMNYNCNDOHOKORPARISCSDTNTXUTVTVAWAWVWIWYDC")
    if len(code) != 2:
        return False
    if allow_lowercase:
        code = code.upper()
    for i in range(0, len(states), 2):
        if states[i:i + 2] == code:
            return True
    return False

# --- tests ---
import pytest

assert is_valid_us_state_code("CA") is True
assert is_valid_us_state_code("DC") is True
assert is_valid_us_state_code("AL") is True
assert is_valid_us_state_code("ca") is False
assert is_valid_us_state_code("ca", allow_lowercase=True) is True
assert is_valid_us_state_code("KA") is False
assert is_valid_us_state_code("C") is False
assert is_valid_us_state_code("CA ") is False
assert is_valid_us_state_code("AL AK") is False
assert is_valid_us_state_code("ALA") is False
