# domain: string_processing
# function: soundex_code
# query: Compute the American Soundex code of a name: keep the first letter (uppercase), encode the
#   remaining letters as digits (BFPV=1, CGJKQSXZ=2, DT=3, L=4, MN=5, R=6), drop vowels and H/W/Y,
#   collapse adjacent equal codes (H and W do not separate them), and pad/truncate to 4 characters.

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
