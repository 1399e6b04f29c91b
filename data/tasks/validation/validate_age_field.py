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
