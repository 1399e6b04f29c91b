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
