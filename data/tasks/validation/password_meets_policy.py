# domain: validation
# function: password_meets_policy
# query: Check a password for the account username against a configurable policy: at least
#   min_length characters (default 8), at least min_digits digits (default 1), and it must not
#   contain the username (case-insensitive) when the username is at least 3 characters long.
#   Returns a bool.

def password_meets_policy(password, username, min_length=8, min_digits=1):
    if len(password) < min_length:
        return False
    digits = 0
    for ch in password:
        if "0" <= ch <= "9":
            digits += 1
    if digits < min_digits:
        return False
    if len(username) >= 3 and username.lower() in password.lower():
        return False
    return True

# --- tests ---
import pytest

assert password_meets_policy("secret12", "bob") is True
assert password_meets_policy("secret1", "bob") is False
assert password_meets_policy("secretxx", "bob") is False
assert password_meets_policy("myBOBpass9", "bob") is False
assert password_meets_policy("xyab12345", "ab") is True
assert password_meets_policy("a0b9cdefgh", "zed", min_digits=2) is True
assert password_meets_policy("a0bcdefgh", "zed", min_digits=2) is False
assert password_meets_policy("abc1", "zed", min_length=4) is True
assert password_meets_policy("abc", "zed", min_length=4, min_digits=0) is False

# --- implementation 2: regex count of digits and casefold containment ---
import re


def password_meets_policy(password, username, min_length=8, min_digits=1):
    long_enough = len(password) >= min_length
    enough_digits = len(re.findall(r"[0-9]", password)) >= min_digits
    leaks_name = len(username) > 2 and username.casefold() in password.casefold()
    return long_enough and enough_digits and not leaks_name

# --- implementation 3: list of failed rules must be empty ---
def password_meets_policy(password, username, min_length=8, min_digits=1):
    failures = []
    if len(password) < min_length:
        failures.append("length")
    if sum(ch in "0123456789" for ch in password) < min_digits:
        failures.append("digits")
    if len(username) >= 3 and password.lower().find(username.lower()) != -1:
        failures.append("username")
    return not failures

# --- inputs ---
def random_input(rng):
    password = "".join(rng.choice(["a", "B", "1", "0", "9", "bob", "BOB", "x", "ab"]) for _ in range(rng.randint(0, 6)))
    username = rng.choice(["bob", "ab", "zed", "", "Bo", "BOB"])
    r = rng.random()
    if r < 0.4:
        return (password, username)
    if r < 0.6:
        return (password, username, rng.randint(0, 10))
    return (password, username, rng.randint(0, 10), rng.randint(0, 3))
