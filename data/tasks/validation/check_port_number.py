# domain: validation
# function: check_port_number
# query: Parse and validate a TCP port given as a string text: it must be ASCII digits only and the
#   value must be 1-65535; ports below 1024 are only allowed when allow_privileged is True
#   (default False). Return the port as an int, raising ValueError for anything invalid.

def check_port_number(text, allow_privileged=False):
    if not text.isdigit() or not text.isascii():
        raise ValueError("port must be a decimal number")
    port = int(text)
    if port < 1 or port > 65535:
        raise ValueError("port out of range")
    if port < 1024 and not allow_privileged:
        raise ValueError("privileged port not allowed")
    return port

# --- tests ---
import pytest

assert check_port_number("8080") == 8080
assert check_port_number("65535") == 65535
assert check_port_number("1024") == 1024
assert check_port_number("1023", allow_privileged=True) == 1023
assert check_port_number("1", allow_privileged=True) == 1
with pytest.raises(ValueError):
    check_port_number("1023")
with pytest.raises(ValueError):
    check_port_number("65536")
with pytest.raises(ValueError):
    check_port_number("0", allow_privileged=True)
with pytest.raises(ValueError):
    check_port_number("+80")
with pytest.raises(ValueError):
    check_port_number("")

# --- implementation 2: regex for ASCII digits, then range limits from the privilege flag ---
import re


def check_port_number(text, allow_privileged=False):
    if not re.fullmatch(r"[0-9]+", text):
        raise ValueError("not a number: %r" % text)
    port = int(text)
    lowest = 1 if allow_privileged else 1024
    if not lowest <= port <= 65535:
        raise ValueError("port %d not allowed" % port)
    return port

# --- implementation 3: accumulate the digits by hand, then compare against a range object ---
def check_port_number(text, allow_privileged=False):
    if not text:
        raise ValueError("empty port")
    value = 0
    for ch in text:
        if ch not in "0123456789":
            raise ValueError("bad digit")
        value = value * 10 + "0123456789".index(ch)
    if value not in range(1 if allow_privileged else 1024, 65536):
        raise ValueError("port out of range")
    return value

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        text = rng.choice(["", "+80", "-1", "80a", " 80", "８０", "1.0"])
    else:
        text = str(rng.choice([0, 1, 80, 1023, 1024, 8080, 65535, 65536, 70000, rng.randint(0, 70000)]))
        if rng.random() < 0.1:
            text = "0" + text
    if rng.random() < 0.4:
        return (text,)
    return (text, rng.choice([True, False]))
