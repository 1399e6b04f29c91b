# domain: validation
# function: validate_age_field
# query: Validate text, a user-entered age string: leading/trailing whitespace is ignored, it must
#   be a whole number made of ASCII digits, and it must be between 0 and 150 inclusive. Return
#   the age as an int; raise ValueError for non-numeric input and for out-of-range ages.

def validate_age_field(text):
    cleaned = text.strip()
    if cleaned == "" or not cleaned.isdigit() or not cleaned.isascii():
        raise ValueError("age must be a whole number")
    age = int(cleaned)
    if age > 150:
        raise ValueError("age is unrealistically high")
    return age

# --- tests ---
import pytest

assert validate_age_field("42") == 42
assert validate_age_field("  7 ") == 7
assert validate_age_field("0") == 0
assert validate_age_field("150") == 150
assert validate_age_field("007") == 7
with pytest.raises(ValueError):
    validate_age_field("151")
with pytest.raises(ValueError):
    validate_age_field("-1")
with pytest.raises(ValueError):
    validate_age_field("  ")
with pytest.raises(ValueError):
    validate_age_field("4.5")

# --- implementation 2: regular expression on the stripped text ---
import re


def validate_age_field(text):
    m = re.fullmatch(r"\s*([0-9]+)\s*", text)
    if m is None:
        raise ValueError("not a whole number: %r" % text)
    age = int(m.group(1))
    if age > 150:
        raise ValueError("age out of range")
    return age

# --- implementation 3: digit-by-digit accumulation with an early range check ---
def validate_age_field(text):
    digits = text.strip()
    if not digits:
        raise ValueError("empty age")
    age = 0
    for ch in digits:
        if ch not in "0123456789":
            raise ValueError("non-digit in age")
        age = age * 10 + ord(ch) - 48
    if age > 150:
        raise ValueError("age above 150")
    return age

# --- implementation 4: ASCII digits checked one by one; range decided on the digit string with its leading zeros removed ---
def validate_age_field(text):
    body = text.strip()
    if not body or any(ch not in "0123456789" for ch in body):
        raise ValueError("age must be a whole number, got %r" % (text,))
    significant = body.lstrip("0") or "0"
    if len(significant) > 3 or (len(significant) == 3 and significant > "150"):
        raise ValueError("age must be between 0 and 150")
    return int(significant)

# --- inputs ---
def random_input(rng):
    core = rng.choice(["0", "7", "42", "007", "150", "151", "999", "-1", "4.5", "", "abc", "1 2", "+5", "٣"])
    return (rng.choice(["", " ", "  ", "\t"]) + core + rng.choice(["", " ", "\n"]),)
