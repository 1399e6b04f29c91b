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

# --- implementation 2: regular expression, then int(…, 8) ---
import re


def parse_octal_file_mode(text):
    m = re.fullmatch(r"(?:0o)?([0-7]{3,4})", text)
    if m is None:
        raise ValueError("bad file mode: %r" % text)
    return int(m.group(1), 8)

# --- implementation 3: removeprefix and a sum of digit times a power of eight ---
def parse_octal_file_mode(text):
    digits = text.removeprefix("0o")
    if len(digits) not in (3, 4):
        raise ValueError("wrong length")
    if not set(digits) <= set("01234567"):
        raise ValueError("not octal")
    return sum(int(d) * 8 ** p for p, d in enumerate(reversed(digits)))

# --- implementation 4: each digit's index in '01234567', shifted in three bits at a time ---
def parse_octal_file_mode(text):
    body = text[2:] if text[:2] == "0o" else text
    if not 3 <= len(body) <= 4:
        raise ValueError("a file mode has 3 or 4 octal digits, got %r" % (text,))
    mode = 0
    for ch in body:
        digit = "01234567".find(ch)
        if digit == -1:
            raise ValueError("%r is not an octal digit" % (ch,))
        mode = (mode << 3) | digit
    return mode

# --- inputs ---
def random_input(rng):
    digits = "".join(rng.choice("01234567") for _ in range(rng.choice([2, 3, 3, 4, 4, 5])))
    if rng.random() < 0.15:
        i = rng.randrange(len(digits))
        digits = digits[:i] + rng.choice("89/a ") + digits[i + 1:]
    return (rng.choice(["", "", "0o", "0O", "0x"]) + digits,)
