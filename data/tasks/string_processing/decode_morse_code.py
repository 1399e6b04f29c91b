# domain: string_processing
# function: decode_morse_code
# query: Decode Morse code into uppercase text: letters are separated by single spaces and words by
#   " / ". Only the 26 letter codes are supported; raise ValueError for an unknown code. Empty
#   input decodes to "".

def decode_morse_code(morse):
    codes = [".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-",
             ".-..", "--", "-.", "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-",
             ".--", "-..-", "-.--", "--.."]
    words = []
    for word in morse.split(" / "):
        letters = ""
        for code in word.split():
            index = 0
            while index < len(codes) and codes[index] != code:
                index += 1
            if index == len(codes):
                raise ValueError("unknown code %r" % code)
            letters += chr(ord("A") + index)
        words.append(letters)
    return " ".join(words)

# --- tests ---
import pytest

assert decode_morse_code("") == ""
assert decode_morse_code("... --- ...") == "SOS"
assert decode_morse_code(".... .. / - .... . .-. .") == "HI THERE"
assert decode_morse_code(".- / --..") == "A Z"
assert decode_morse_code(".") == "E"
assert decode_morse_code("-.--") == "Y"
with pytest.raises(ValueError):
    decode_morse_code("......")
with pytest.raises(ValueError):
    decode_morse_code(".- .-.-.-")
