# domain: string_processing
# function: caesar_shift_letters
# query: Apply a Caesar cipher to text that shifts ASCII letters by shift positions (negative shifts
#   go backwards, shifts wrap modulo 26), preserving case and leaving all other characters
#   unchanged. Returns the encoded string.

def caesar_shift_letters(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - ord("a") + shift) % 26 + ord("a")))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - ord("A") + shift) % 26 + ord("A")))
        else:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert caesar_shift_letters("", 3) == ""
assert caesar_shift_letters("abc", 1) == "bcd"
assert caesar_shift_letters("xyz", 3) == "abc"
assert caesar_shift_letters("Hello, World!", 13) == "Uryyb, Jbeyq!"
assert caesar_shift_letters("abc", -1) == "zab"
assert caesar_shift_letters("AZaz", 27) == "BAba"
assert caesar_shift_letters("Zz 9", 0) == "Zz 9"
assert caesar_shift_letters("{@`[", 5) == "{@`["

# --- implementation 2: a translation table from the alphabets to their rotations ---
import string


def caesar_shift_letters(text, shift):
    k = shift % 26
    lower, upper = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[k:] + lower[:k] + upper[k:] + upper[:k])
    return text.translate(table)

# --- implementation 3: index each letter in its alphabet and take the shifted position ---
import string


def caesar_shift_letters(text, shift):
    out = ""
    for ch in text:
        if ch in string.ascii_lowercase:
            out += string.ascii_lowercase[(string.ascii_lowercase.index(ch) + shift) % 26]
        elif ch in string.ascii_uppercase:
            out += string.ascii_uppercase[(string.ascii_uppercase.index(ch) + shift) % 26]
        else:
            out += ch
    return out

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("abxyzAZ ,!9{@`[é") for _ in range(rng.randint(0, 10)))
    return (text, rng.choice([0, 1, 3, 13, 25, 26, 27, -1, -27, 52, rng.randint(-100, 100)]))
