# domain: data_transformation
# function: zigzag_decode_integers
# query: Decode a list values of zigzag-encoded non-negative integers back to signed integers (0->0,
#   1->-1, 2->1, 3->-2, ...). Raise ValueError for a negative input.

def zigzag_decode_integers(values):
    decoded = []
    for z in values:
        if z < 0:
            raise ValueError("encoded values are non-negative")
        if z % 2 == 0:
            decoded.append(z // 2)
        else:
            decoded.append(-(z + 1) // 2)
    return decoded

# --- tests ---
import pytest

assert zigzag_decode_integers([]) == []
assert zigzag_decode_integers([0]) == [0]
assert zigzag_decode_integers([1]) == [-1]
assert zigzag_decode_integers([2, 3, 4]) == [1, -2, 2]
assert zigzag_decode_integers([127, 126]) == [-64, 63]
assert zigzag_decode_integers([1999, 2000]) == [-1000, 1000]
with pytest.raises(ValueError):
    zigzag_decode_integers([-1])
assert zigzag_decode_integers([5, 6]) == [-3, 3]

# --- implementation 2: the bit formula (z >> 1) ^ -(z & 1) ---
def zigzag_decode_integers(values):
    result = []
    for z in values:
        if z < 0:
            raise ValueError("negative encoded value")
        result.append((z >> 1) ^ -(z & 1))
    return result

# --- implementation 3: divmod by 2, odd values map to -(half + 1) ---
def zigzag_decode_integers(values):
    out = []
    for z in values:
        if z < 0:
            raise ValueError("zigzag values are non-negative")
        half, odd = divmod(z, 2)
        out.append(-half - 1 if odd else half)
    return out

# --- inputs ---
def random_input(rng):
    values = [rng.choice([rng.randint(0, 10), rng.randint(0, 5000)]) for _ in range(rng.randint(0, 6))]
    if values and rng.random() < 0.1:
        values[rng.randrange(len(values))] = -rng.randint(1, 3)
    return (values,)
