# domain: state_machines
# function: hdlc_bit_unstuffing
# query: Undo HDLC bit stuffing on bits, a string of "0"/"1" characters: after five consecutive 1s
#   the sender inserted a 0, so drop the bit that follows any run of five 1s. Return the
#   unstuffed bit string; raise ValueError if that bit is a 1 (a flag or abort sequence) or for
#   a character other than "0" and "1".

def hdlc_bit_unstuffing(bits):
    out = []
    ones = 0
    for bit in bits:
        if bit != "0" and bit != "1":
            raise ValueError("invalid bit character")
        if ones == 5:
            if bit == "1":
                raise ValueError("six consecutive ones")
            ones = 0
            continue
        out.append(bit)
        if bit == "1":
            ones += 1
        else:
            ones = 0
    return "".join(out)

# --- tests ---
import pytest

assert hdlc_bit_unstuffing("") == ""
assert hdlc_bit_unstuffing("0101") == "0101"
assert hdlc_bit_unstuffing("111110") == "11111"
assert hdlc_bit_unstuffing("1111101") == "111111"
assert hdlc_bit_unstuffing("11110111") == "11110111"
assert hdlc_bit_unstuffing("1111100") == "111110"
assert hdlc_bit_unstuffing("0111110111110") == "01111111111"
assert hdlc_bit_unstuffing("11011111011") == "1101111111"
with pytest.raises(ValueError):
    hdlc_bit_unstuffing("0111111")
with pytest.raises(ValueError):
    hdlc_bit_unstuffing("10a")

# --- implementation 2: validate, reject six 1s in a row, then replace each stuffed "111110" ---
def hdlc_bit_unstuffing(bits):
    if set(bits) - {"0", "1"}:
        raise ValueError("bits must be 0 or 1")
    if "111111" in bits:
        raise ValueError("flag or abort: six 1s in a row")
    return bits.replace("111110", "11111")

# --- implementation 3: split into runs of 1s at the zeros, drop a zero that follows a run of five ---
def hdlc_bit_unstuffing(bits):
    if any(b not in "01" for b in bits):
        raise ValueError("not a bit string")
    runs = bits.split("0")
    pieces = []
    for k, run in enumerate(runs):
        if len(run) > 5:
            raise ValueError("more than five 1s")
        pieces.append(run)
        if k < len(runs) - 1 and len(run) != 5:
            pieces.append("0")
    return "".join(pieces)

# --- inputs ---
def random_input(rng):
    s = ""
    for _ in range(rng.randint(0, 5)):
        s += rng.choice(["0", "1", "11111", "111110", "1111", "0111110", "10"])
    if rng.random() < 0.1:
        s += rng.choice(["111111", "2", "a"])
    return (s,)
