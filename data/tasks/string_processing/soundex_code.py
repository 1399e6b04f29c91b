# domain: string_processing
# function: soundex_code
# query: Compute the American Soundex code of a name: keep the first letter (uppercase), encode the
#   remaining letters as digits (BFPV=1, CGJKQSXZ=2, DT=3, L=4, MN=5, R=6), drop vowels and H/W/Y,
#   collapse adjacent equal codes (H and W do not separate them), and pad/truncate to 4 characters.
#   Non-letters are ignored; a name without letters gives "".

def soundex_code(name):
    groups = {"BFPV": "1", "CGJKQSXZ": "2", "DT": "3", "L": "4", "MN": "5", "R": "6"}
    codes = {}
    for letters, digit in groups.items():
        for letter in letters:
            codes[letter] = digit
    letters = [ch for ch in name.upper() if "A" <= ch <= "Z"]
    if not letters:
        return ""
    result = letters[0]
    last = codes.get(letters[0], "")
    for ch in letters[1:]:
        code = codes.get(ch, "")
        if code and code != last:
            result += code
        if ch not in "HW":
            last = code
    return (result + "000")[:4]

# --- tests ---
import pytest

assert soundex_code("") == ""
assert soundex_code("Robert") == "R163"
assert soundex_code("Zz") == "Z000"
assert soundex_code("Ashcraft") == "A261"
assert soundex_code("Tymczak") == "T522"
assert soundex_code("Pfister") == "P236"
assert soundex_code("Lee") == "L000"
assert soundex_code("Honeyman") == "H555"
assert soundex_code("Adams") == "A352"

# --- implementation 2: digit string for every letter (vowels "0", H/W "") then squeeze runs ---
def soundex_code(name):
    table = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "01230120022455012623010202")
    letters = "".join(ch for ch in name.upper() if "A" <= ch <= "Z")
    if not letters:
        return ""
    digits = letters[0].translate(table)
    digits += "".join(ch.translate(table) for ch in letters[1:] if ch not in "HW")
    squeezed = ""
    for d in digits:
        if not squeezed or squeezed[-1] != d:
            squeezed += d
    tail = squeezed[1:].replace("0", "")
    return (letters[0] + tail).ljust(4, "0")[:4]

# --- implementation 3: regex filtering and groupby to merge equal neighbouring codes ---
import re
from itertools import groupby

CODES = {c: d for d, group in enumerate(["AEIOUY", "BFPV", "CGJKQSXZ", "DT", "L", "MN", "R"]) for c in group}


def soundex_code(name):
    letters = re.sub(r"[^A-Z]", "", name.upper())
    if not letters:
        return ""
    coded = [CODES.get(letters[0], 0)] + [CODES[c] for c in letters[1:] if c not in "HW"]
    merged = [k for k, _ in groupby(coded)]
    digits = "".join(str(k) for k in merged[1:] if k)
    return (letters[0] + digits + "000")[:4]

# --- inputs ---
def random_input(rng):
    names = ["Robert", "Rupert", "Ashcraft", "Tymczak", "Pfister", "Lee", "Honeyman", "Adams", "Zz", "",
             "Gutierrez", "Jackson", "Hwang", "Shaw", "o'Hara", "Bbw", "Ayyb"]
    if rng.random() < 0.5:
        return (rng.choice(names),)
    return ("".join(rng.choice("abcdhwlmnrtyAESP -") for _ in range(rng.randint(0, 9))),)
