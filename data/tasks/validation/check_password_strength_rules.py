# domain: validation
# function: check_password_strength_rules
# query: Return the list of rule names a password violates, in this order: "length" (fewer than 8
#   characters), "upper" (no uppercase letter), "lower" (no lowercase letter), "digit" (no digit),
#   "symbol" (no character that is neither a letter, digit nor whitespace). An empty list means strong.

def check_password_strength_rules(password):
    problems = []
    if len(password) < 8:
        problems.append("length")
    if not any(c.isupper() for c in password):
        problems.append("upper")
    if not any(c.islower() for c in password):
        problems.append("lower")
    if not any(c.isdigit() for c in password):
        problems.append("digit")
    has_symbol = False
    for c in password:
        if not c.isalnum() and not c.isspace():
            has_symbol = True
    if not has_symbol:
        problems.append("symbol")
    return problems

# --- tests ---
import pytest

assert check_password_strength_rules("") == ["length", "upper", "lower", "digit", "symbol"]
assert check_password_strength_rules("Abcdef1!") == []
assert check_password_strength_rules("Abcde1!") == ["length"]
assert check_password_strength_rules("abcdefg1!") == ["upper"]
assert check_password_strength_rules("ABCDEFG1!") == ["lower"]
assert check_password_strength_rules("Abcdefgh!") == ["digit"]
assert check_password_strength_rules("Abcdefg12") == ["symbol"]
assert check_password_strength_rules("Abc def 12") == ["symbol"]
