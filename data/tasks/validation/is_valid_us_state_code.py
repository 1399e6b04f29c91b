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

# --- implementation 2: frozenset of the codes, optional uppercasing first ---
STATES = frozenset("""AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT
NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC""".split())


def is_valid_us_state_code(code, allow_lowercase=False):
    candidate = code.upper() if allow_lowercase else code
    return candidate in STATES

# --- implementation 3: codes listed per initial letter ---
def is_valid_us_state_code(code, allow_lowercase=False):
    by_initial = {"A": "LKZR", "C": "AOT", "D": "EC", "F": "L", "G": "A", "H": "I", "I": "DLNA",
                  "K": "SY", "L": "A", "M": "EDAINSOT", "N": "EVHJMYCD", "O": "HKR", "P": "A",
                  "R": "I", "S": "CD", "T": "NX", "U": "T", "V": "TA", "W": "AVIY"}
    if allow_lowercase:
        code = code.upper()
    if len(code) != 2:
        return False
    return code[1] in by_initial.get(code[0], "")

# --- inputs ---
def random_input(rng):
    codes = ["CA", "ca", "Ca", "DC", "dc", "AL", "KA", "C", "CA ", "AL AK", "ALA", "", "WY", "wy", "ZZ", "XX", "NY"]
    code = rng.choice(codes)
    if rng.random() < 0.4:
        return (code,)
    return (code, rng.choice([True, False]))
