# domain: data_transformation
# function: reconstruct_from_deltas
# query: Rebuild a sequence from its first value and deltas, the list of consecutive differences, so
#   reconstruct_from_deltas(3, [2, -1]) gives [3, 5, 4]. The result always starts with first.

def reconstruct_from_deltas(first, deltas):
    values = [first]
    for i in range(len(deltas)):
        values.append(values[i] + deltas[i])
    return values

# --- tests ---
import pytest

assert reconstruct_from_deltas(3, [2, -1]) == [3, 5, 4]
assert reconstruct_from_deltas(0, []) == [0]
assert reconstruct_from_deltas(7, [0]) == [7, 7]
assert reconstruct_from_deltas(10, [-3, -3, -3]) == [10, 7, 4, 1]
assert reconstruct_from_deltas(-5, [5, 5]) == [-5, 0, 5]
assert reconstruct_from_deltas(1, [1, 2, 3]) == [1, 2, 4, 7]
assert reconstruct_from_deltas(2, [4, -1, 6]) == [2, 6, 5, 11]
