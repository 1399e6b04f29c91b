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

# --- implementation 2: table of (name, predicate) checked in order ---
RULES = [
    ("length", lambda p: len(p) >= 8),
    ("upper", lambda p: any(c.isupper() for c in p)),
    ("lower", lambda p: any(c.islower() for c in p)),
    ("digit", lambda p: any(c.isdigit() for c in p)),
    ("symbol", lambda p: any(not (c.isalnum() or c.isspace()) for c in p)),
]


def check_password_strength_rules(password):
    return [name for name, ok in RULES if not ok(password)]

# --- implementation 3: classify each character once into a set of kinds ---
def check_password_strength_rules(password):
    kinds = set()
    for c in password:
        if c.isupper():
            kinds.add("upper")
        if c.islower():
            kinds.add("lower")
        if c.isdigit():
            kinds.add("digit")
        if not c.isalnum() and not c.isspace():
            kinds.add("symbol")
    failed = ["length"] if len(password) < 8 else []
    return failed + [k for k in ("upper", "lower", "digit", "symbol") if k not in kinds]

# --- inputs ---
def random_input(rng):
    pool = rng.choice(["aA1!", "abc", "ABC1", "a1 ", "Ab!", "aZ9#\t_", "xyz!", "éÉ٣x", "中²"])
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 11))),)
