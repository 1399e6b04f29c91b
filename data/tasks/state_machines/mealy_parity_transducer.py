# domain: state_machines
# function: mealy_parity_transducer
# query: Implement a Mealy machine that reads a bit string and after each bit outputs "1" if the number
#   of 1-bits seen so far is odd and "0" otherwise. Return the output string; raise ValueError on
#   characters other than "0" or "1".

def mealy_parity_transducer(bits):
    state = 0
    out = []
    for bit in bits:
        if bit == "1":
            state = 1 - state
        elif bit != "0":
            raise ValueError("invalid bit")
        out.append(str(state))
    return "".join(out)

# --- tests ---
import pytest

assert mealy_parity_transducer("") == ""
assert mealy_parity_transducer("0") == "0"
assert mealy_parity_transducer("1") == "1"
assert mealy_parity_transducer("11") == "10"
assert mealy_parity_transducer("1011") == "1101"
assert mealy_parity_transducer("0001") == "0001"
with pytest.raises(ValueError):
    mealy_parity_transducer("10a")
assert mealy_parity_transducer("111") == "101"

# --- implementation 2: running XOR of the bits with itertools.accumulate ---
from itertools import accumulate
from operator import xor


def mealy_parity_transducer(bits):
    if any(b not in "01" for b in bits):
        raise ValueError("bits must be '0' or '1'")
    return "".join(str(p) for p in accumulate((int(b) for b in bits), xor))

# --- implementation 3: parity of the count of 1s in each prefix ---
def mealy_parity_transducer(bits):
    outputs = []
    for i, b in enumerate(bits):
        if b != "0" and b != "1":
            raise ValueError(b)
        outputs.append("1" if bits[:i + 1].count("1") % 2 else "0")
    return "".join(outputs)

# --- implementation 4: a lookup table (state, bit) -> (next state, output) ---
def mealy_parity_transducer(bits):
    table = {(0, "0"): (0, "0"), (0, "1"): (1, "1"), (1, "0"): (1, "1"), (1, "1"): (0, "0")}
    state = 0
    produced = []
    for bit in bits:
        if (state, bit) not in table:
            raise ValueError("invalid bit %r" % bit)
        state, output = table[(state, bit)]
        produced.append(output)
    return "".join(produced)

# --- inputs ---
def random_input(rng):
    s = "".join(rng.choice("01") for _ in range(rng.randint(0, 10)))
    if rng.random() < 0.1:
        i = rng.randint(0, len(s))
        s = s[:i] + rng.choice("2a ") + s[i:]
    return (s,)
