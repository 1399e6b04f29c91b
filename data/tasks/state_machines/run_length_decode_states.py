# domain: state_machines
# function: run_length_decode_states
# query: Decode a run-length encoded string such as "3a2b" or "a12c" where an optional decimal count
#   precedes each character (missing count means 1). Raise ValueError if the string ends with a count
#   that has no character or a count is zero.

def run_length_decode_states(encoded):
    out = []
    count = ""
    for ch in encoded:
        if ch.isdigit():
            count += ch
            continue
        n = int(count) if count else 1
        if n == 0:
            raise ValueError("zero count")
        out.append(ch * n)
        count = ""
    if count:
        raise ValueError("dangling count")
    return "".join(out)

# --- tests ---
import pytest

assert run_length_decode_states("") == ""
assert run_length_decode_states("a") == "a"
assert run_length_decode_states("3a2b") == "aaabb"
assert run_length_decode_states("a12c") == "a" + "c" * 12
assert run_length_decode_states("1x1y") == "xy"
assert run_length_decode_states("2 3-") == "  ---"
with pytest.raises(ValueError):
    run_length_decode_states("ab3")
with pytest.raises(ValueError):
    run_length_decode_states("0a")
assert run_length_decode_states("10z") == "zzzzzzzzzz"
