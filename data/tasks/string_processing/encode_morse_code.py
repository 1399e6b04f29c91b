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
