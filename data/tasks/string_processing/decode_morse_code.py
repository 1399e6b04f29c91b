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

# --- implementation 2: a dict from code to letter built with zip ---
import string

CODES = [".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-",
         ".-..", "--", "-.", "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-",
         ".--", "-..-", "-.--", "--.."]
TO_LETTER = dict(zip(CODES, string.ascii_uppercase))


def decode_morse_code(morse):
    decoded = []
    for word in morse.split(" / "):
        try:
            decoded.append("".join(TO_LETTER[code] for code in word.split()))
        except KeyError as err:
            raise ValueError("unknown Morse code %s" % err) from None
    return " ".join(decoded)

# --- implementation 3: walk the binary Morse tree (dot = left child, dash = right child) ---
MORSE_TREE = "**ETIANMSURWDKGOHVF*L*PJBXCYZQ**"


def decode_morse_code(morse):
    def letter(code):
        node = 1
        for symbol in code:
            if symbol not in ".-" or node >= 16:
                raise ValueError(code)
            node = node * 2 + (symbol == "-")
        if MORSE_TREE[node] == "*":
            raise ValueError(code)
        return MORSE_TREE[node]
    return " ".join("".join(letter(c) for c in w.split()) for w in morse.split(" / "))

# --- inputs ---
def random_input(rng):
    codes = [".-", "-...", "-.-.", "-..", ".", "..-.", "--.", "....", "..", ".---", "-.-", ".-..", "--", "-.",
             "---", ".--.", "--.-", ".-.", "...", "-", "..-", "...-", ".--", "-..-", "-.--", "--.."]
    words = [" ".join(rng.choice(codes) for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(0, 3))]
    s = " / ".join(words)
    if rng.random() < 0.12:
        s += rng.choice([" ......", " .-.-.-", " ..--", " ---.", " x"])
    return (s,)
