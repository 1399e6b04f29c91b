# domain: validation
# function: parse_octal_file_mode
# query: Parse text, a file mode given as an octal string of 3 or 4 digits 0-7 (an optional leading
#   "0o" prefix is allowed), into an int, e.g. "755" -> 493. Raise ValueError for wrong length
#   or any digit outside 0-7.

def parse_octal_file_mode(text):
    if text.startswith("0o"):
        text = text[2:]
    if len(text) < 3 or len(text) > 4:
        raise ValueError("mode must have 3 or 4 octal digits")
    value = 0
    for ch in text:
        if ch < "0" or ch > "7":
            raise ValueError("invalid octal digit %r" % ch)
        value = value * 8 + (ord(ch) - ord("0"))
    return value

# --- tests ---
import pytest

assert parse_octal_file_mode("755") == 493
assert parse_octal_file_mode("0o644") == 420
assert parse_octal_file_mode("000") == 0
assert parse_octal_file_mode("4777") == 2559
assert parse_octal_file_mode("0o7777") == 4095
with pytest.raises(ValueError):
    parse_octal_file_mode("75")
with pytest.raises(ValueError):
    parse_octal_file_mode("07555")
with pytest.raises(ValueError):
    parse_octal_file_mode("758")
with pytest.raises(ValueError):
    parse_octal_file_mode("7/5")
