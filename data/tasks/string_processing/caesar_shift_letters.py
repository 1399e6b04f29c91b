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
