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
