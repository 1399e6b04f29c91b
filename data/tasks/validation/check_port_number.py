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
