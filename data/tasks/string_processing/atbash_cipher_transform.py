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

# --- implementation 2: a translation table from each alphabet to its reverse ---
import string


def atbash_cipher_transform(text):
    lower = string.ascii_lowercase
    upper = string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[::-1] + upper[::-1])
    return text.translate(table)

# --- implementation 3: look each letter up in the alphabet and take the mirrored index ---
import string


def atbash_cipher_transform(text):
    result = []
    for ch in text:
        for alphabet in (string.ascii_lowercase, string.ascii_uppercase):
            if ch in alphabet:
                ch = alphabet[25 - alphabet.index(ch)]
                break
        result.append(ch)
    return "".join(result)

# --- implementation 4: an explicit mirror dict for both cases, looked up with a default ---
import string


def atbash_cipher_transform(text):
    mirror = {}
    for alphabet in (string.ascii_lowercase, string.ascii_uppercase):
        mirror.update(zip(alphabet, reversed(alphabet)))
    return "".join(mirror.get(ch, ch) for ch in text)

# --- inputs ---
def random_input(rng):
    pool = "abmnyzAMNZ `{@[1!é"
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 10))),)
