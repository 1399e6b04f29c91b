# domain: string_processing
# function: atbash_cipher_transform
# query: Apply the Atbash cipher to text: each ASCII letter is replaced by its mirror in the
#   alphabet (a<->z, b<->y, ...), keeping case; other characters are unchanged. Applying it
#   twice gives the original.

def atbash_cipher_transform(text):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr(ord("z") - (ord(ch) - ord("a"))))
        elif "A" <= ch <= "Z":
            out.append(chr(ord("Z") - (ord(ch) - ord("A"))))
        else:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert atbash_cipher_transform("") == ""
assert atbash_cipher_transform("abc") == "zyx"
assert atbash_cipher_transform("xyz") == "cba"
assert atbash_cipher_transform("Hello, World!") == "Svool, Dliow!"
assert atbash_cipher_transform("AZ az") == "ZA za"
assert atbash_cipher_transform("m n") == "n m"
assert atbash_cipher_transform("123") == "123"
assert atbash_cipher_transform("`{@[") == "`{@["
