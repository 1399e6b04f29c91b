# domain: validation
# function: is_valid_iban_checksum
# query: Validate an IBAN-style account string: spaces are ignored, it must be 15-34 characters,
#   start with two letters and two digits, and contain only digits and uppercase letters. Move the
#   first four characters to the end, replace letters by 10..35, and the number mod 97 must be 1.

def is_valid_iban_checksum(iban):
    s = iban.replace(" ", "")
    if len(s) < 15 or len(s) > 34:
        return False
    if not (s[:2].isalpha() and s[2:4].isdigit()):
        return False
    rearranged = s[4:] + s[:4]
    remainder = 0
    for ch in rearranged:
        if ch.isdigit():
            remainder = (remainder * 10 + int(ch)) % 97
        elif "A" <= ch <= "Z":
            value = ord(ch) - ord("A") + 10
            remainder = (remainder * 100 + value) % 97
        else:
            return False
    return remainder == 1

# --- tests ---
import pytest

assert is_valid_iban_checksum("GB82 WEST 1234 5698 7654 32") is True
assert is_valid_iban_checksum("GB82 WEST 1234 5698 7654 33") is False
assert is_valid_iban_checksum("GBD2WEST12345698765432") is False
assert is_valid_iban_checksum("NO9386011117947") is True
assert is_valid_iban_checksum("NO561234567890") is False
assert is_valid_iban_checksum("XA59AAAAAZZZZZ11111111111111111111") is True
assert is_valid_iban_checksum("XZ50ZZZZZZZZZZ111111111111111111111") is False
assert is_valid_iban_checksum("1251WEST12345698765432") is False
assert is_valid_iban_checksum("GB1WWEST12345698765432") is False
assert is_valid_iban_checksum("G575WEST12345698765432") is False

# --- implementation 2: regex shape check, letters mapped with int(ch, 36), one big int mod 97 ---
import re


def is_valid_iban_checksum(iban):
    compact = iban.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}", compact):
        return False
    moved = compact[4:] + compact[:4]
    number = int("".join(str(int(ch, 36)) for ch in moved))
    return number % 97 == 1

# --- implementation 3: translate letters through a dict and reduce the digit string in chunks ---
import string

CODES = {letter: str(i) for i, letter in enumerate(string.ascii_uppercase, start=10)}


def is_valid_iban_checksum(iban):
    s = "".join(iban.split(" "))
    if not 15 <= len(s) <= 34:
        return False
    if s[0] not in CODES or s[1] not in CODES or not all(c in string.digits for c in s[2:4]):
        return False
    if any(c not in CODES and c not in string.digits for c in s):
        return False
    expanded = "".join(CODES.get(c, c) for c in s[4:] + s[:4])
    remainder = 0
    for start in range(0, len(expanded), 9):
        remainder = int(str(remainder) + expanded[start:start + 9]) % 97
    return remainder == 1

# --- inputs ---
def random_input(rng):
    def expand(text):
        return "".join(str(int(c, 36)) for c in text)
    head = rng.choice(["GB", "NO", "DE", "XA", "G5", "1B"])
    bban = "".join(rng.choice("0123456789ABZ") for _ in range(rng.randint(9, 31)))
    check = "%02d" % (98 - int(expand(bban + head + "00")) % 97)
    s = head + check + bban
    r = rng.random()
    if r < 0.25:
        i = rng.randrange(len(s))
        s = s[:i] + rng.choice("0123456789ABZ a-") + s[i + 1:]
    elif r < 0.3:
        s = s.lower()
    if rng.random() < 0.3:
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return (s,)
