# domain: state_machines
# function: morse_decoder_states
# query: Decode Morse code for the letters A-E, I, M, N, O, S, T where letters are separated by one
#   space and words by " / ". Return the uppercase text; raise ValueError for an unknown code.

def morse_decoder_states(signal):
    table = {".-": "A", "-...": "B", "-.-.": "C", "-..": "D", ".": "E", "..": "I",
             "--": "M", "-.": "N", "---": "O", "...": "S", "-": "T"}
    words = []
    for word in signal.split(" / "):
        letters = []
        for code in word.split(" "):
            if code == "":
                continue
            if code not in table:
                raise ValueError("unknown code %r" % code)
            letters.append(table[code])
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
