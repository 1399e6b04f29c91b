# domain: state_machines
# function: morse_decoder_states
# query: Decode signal, Morse code for the letters A-E, I, M, N, O, S, T where letters are separated
#   by one space and words by " / ". Return the uppercase text; raise ValueError for an unknown
#   code.

def morse_decoder_states(signal):
    tree = "**ETIANMS***D**O********B*C*****"
    words = []
    for word in signal.split(" / "):
        letters = []
        for code in word.split(" "):
            if code == "":
                continue
            node = 1
            for symbol in code:
                if symbol not in ".-" or node >= 16:
                    raise ValueError("unknown code %r" % code)
                node = 2 * node + (1 if symbol == "-" else 0)
            if tree[node] == "*":
                raise ValueError("unknown code %r" % code)
            letters.append(tree[node])
        words.append("".join(letters))
    return " ".join(words)

# --- tests ---
import pytest

assert morse_decoder_states("") == ""
assert morse_decoder_states("...") == "S"
assert morse_decoder_states("... --- ...") == "SOS"
assert morse_decoder_states("-.. --- - / -.-. .- -") == "DOT CAT"
assert morse_decoder_states(". / .") == "E E"
assert morse_decoder_states("-... .. -") == "BIT"
with pytest.raises(ValueError):
    morse_decoder_states(".-.-")
assert morse_decoder_states("--  -.") == "MN"
with pytest.raises(ValueError):
    morse_decoder_states("..-")

# --- implementation 2: a dictionary from code to letter, words and letters split in loops ---
MORSE = {".-": "A", "-...": "B", "-.-.": "C", "-..": "D", ".": "E", "..": "I",
         "--": "M", "-.": "N", "---": "O", "...": "S", "-": "T"}


def morse_decoder_states(signal):
    decoded_words = []
    for word in signal.split(" / "):
        decoded = ""
        for code in word.split(" "):
            if not code:
                continue
            if code not in MORSE:
                raise ValueError("unknown Morse code %r" % code)
            decoded += MORSE[code]
        decoded_words.append(decoded)
    return " ".join(decoded_words)

# --- implementation 3: a table zipped from letters and codes, joined with comprehensions ---
def morse_decoder_states(signal):
    letters = "ABCDEIMNOST"
    codes = ".- -... -.-. -.. . .. -- -. --- ... -".split()
    table = dict(zip(codes, letters))

    def letter(code):
        if code not in table:
            raise ValueError(code)
        return table[code]
    return " ".join("".join(letter(c) for c in w.split(" ") if c) for w in signal.split(" / "))

# --- implementation 4: one pass over the characters: collect dots and dashes, emit a letter at each space and a word gap at '/' ---
def morse_decoder_states(signal):
    table = dict(zip(".- -... -.-. -.. . .. -- -. --- ... -".split(), "ABCDEIMNOST"))
    out = []
    code = ""
    for ch in signal + " ":
        if ch in ".-":
            code += ch
            continue
        if ch not in " /":
            raise ValueError("unexpected character %r" % ch)
        if code:
            if code not in table:
                raise ValueError("unknown code %r" % code)
            out.append(table[code])
            code = ""
        if ch == "/":
            out.append(" ")
    return "".join(out)

# --- inputs ---
def random_input(rng):
    codes = [".-", "-...", "-.-.", "-..", ".", "..", "--", "-.", "---", "...", "-"]
    words = []
    for _ in range(rng.randint(0, 3)):
        words.append(rng.choice([" ", "  "]).join(rng.choice(codes) for _ in range(rng.randint(1, 4))))
    s = " / ".join(words)
    if rng.random() < 0.12:
        s += " " + rng.choice(["..-", ".-.-", "-----", "x"])
    return (s,)
