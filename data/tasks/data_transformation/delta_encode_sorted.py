# domain: data_transformation
# function: delta_encode_sorted
# query: Delta-encode a list of integers values: the first element is kept and every following
#   element is replaced by its difference from the previous original element. Raise ValueError
#   if strict=True and the input is not non-decreasing; strict defaults to False, which accepts
#   any order.

def delta_encode_sorted(values, strict=False):
    encoded = []
    previous = None
    for v in values:
        if previous is None:
            encoded.append(v)
        else:
            delta = v - previous
            if strict and delta < 0:
                raise ValueError("input is not sorted")
            encoded.append(delta)
        previous = v
    return encoded

# --- tests ---
import pytest

assert delta_encode_sorted([]) == []
assert delta_encode_sorted([7]) == [7]
assert delta_encode_sorted([100, 102, 105, 105, 110]) == [100, 2, 3, 0, 5]
assert delta_encode_sorted([5, 3, 4]) == [5, -2, 1]
assert delta_encode_sorted([1, 1], strict=True) == [1, 0]
assert delta_encode_sorted([0, 1, 2], True) == [0, 1, 1]
with pytest.raises(ValueError):
    delta_encode_sorted([3, 2], strict=True)
assert delta_encode_sorted([-3, -1]) == [-3, 2]

# --- implementation 2: pairwise differences with zip, the check on the differences ---
def delta_encode_sorted(values, strict=False):
    if not values:
        return []
    deltas = [b - a for a, b in zip(values, values[1:])]
    if strict and any(d < 0 for d in deltas):
        raise ValueError("values decrease")
    return [values[0]] + deltas

# --- implementation 3: compare against the sorted list, then index-based differences after the first ---
def delta_encode_sorted(values, strict=False):
    if strict and list(values) != sorted(values):
        raise ValueError("not non-decreasing")
    encoded = list(values[:1])
    for i in range(1, len(values)):
        encoded.append(values[i] - values[i - 1])
    return encoded

# --- implementation 4: copy, then subtract each element's predecessor from the back ---
def delta_encode_sorted(values, strict=False):
    if strict and any(b < a for a, b in zip(values, values[1:])):
        raise ValueError("values are not non-decreasing")
    encoded = list(values)
    for i in range(len(encoded) - 1, 0, -1):
        encoded[i] -= encoded[i - 1]
    return encoded

# --- inputs ---
def random_input(rng):
    values = [rng.randint(-5, 10) for _ in range(rng.randint(0, 7))]
    if rng.random() < 0.5:
        values.sort()
    if rng.random() < 0.3:
        return (values,)
    return (values, rng.choice([True, False]))
