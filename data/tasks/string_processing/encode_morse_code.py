# domain: string_processing
# function: encode_morse_code
# query: Encode text into Morse code for letters A-Z (case-insensitive) using the standard codes,
#   separating letters with a single space and words with " / ". Multiple spaces between words act
#   as one. Raise ValueError for any character that is not a letter or space.

def encode_morse_code(text):
    codes = [".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-",
             ".-..", "--", "-.", "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-",
             ".--", "-..-", "-.--", "--.."]
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    words = []
    for word in text.upper().split():
        letters = []
        for ch in word:
            index = alphabet.find(ch)
            if index < 0:
                raise ValueError("cannot encode %r" % ch)
            letters.append(codes[index])
        words.append(" ".join(letters))
    return " / ".join(words)

# --- tests ---
import pytest

assert encode_morse_code("") == ""
assert encode_morse_code("sos") == "... --- ..."
assert encode_morse_code("Hi there") == ".... .. / - .... . .-. ."
assert encode_morse_code("A  Z") == ".- / --.."
assert encode_morse_code("e") == "."
assert encode_morse_code("MN") == "-- -."
with pytest.raises(ValueError):
    encode_morse_code("hi!")
with pytest.raises(ValueError):
    encode_morse_code("a1")

# --- implementation 2: a dict from letter to code, comprehensions over the words ---
import string

MORSE = dict(zip(string.ascii_uppercase, [
    ".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-", ".-..", "--",
    "-.", "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-", ".--", "-..-", "-.--", "--.."]))


def encode_morse_code(text):
    for ch in text:
        if ch != " " and ch.upper() not in MORSE:
            raise ValueError("not a letter or space: %r" % ch)
    words = text.upper().split()
    return " / ".join(" ".join(MORSE[ch] for ch in word) for word in words)

# --- implementation 3: encode character by character, emitting separators on word boundaries ---
def encode_morse_code(text):
    table = (".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- "
             "...- .-- -..- -.-- --..").split()
    out = ""
    gap = ""
    for ch in text:
        if ch == " ":
            if out:
                gap = " / "
            continue
        k = ord(ch.upper()) - ord("A")
        if not 0 <= k < 26 or not ch.isascii():
            raise ValueError(ch)
        out += (gap or (" " if out else "")) + table[k]
        gap = ""
    return out

# --- implementation 4: the Morse binary tree stored as a heap string: a letter's index, read in binary after its leading 1, spells dots and dashes ---
HEAP = "??ETIANMSURWDKGOHVF?L?PJBXCYZQ"


def encode_morse_code(text):
    encoded_words = []
    for word in text.upper().split():
        pieces = []
        for ch in word:
            if not "A" <= ch <= "Z":
                raise ValueError("only letters and spaces can be encoded, not %r" % ch)
            position = HEAP.index(ch)
            pieces.append(bin(position)[3:].replace("0", ".").replace("1", "-"))
        encoded_words.append(" ".join(pieces))
    return " / ".join(encoded_words)

# --- inputs ---
def random_input(rng):
    pool = ["sos", "Hi", "there", " ", "  ", "A", "z", "e", "MN", "Q"]
    text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 5)))
    if rng.random() < 0.1:
        text += rng.choice(["!", "1", "é", "-"])
    return (text,)
