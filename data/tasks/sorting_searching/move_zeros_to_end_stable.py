# domain: sorting_searching
# function: move_zeros_to_end_stable
# query: Move all zeros of a list to the end while keeping the order of non-zero elements, using a
#   write pointer; return a new list. Values equal to 0 (including 0.0) count as zeros, but False stays.

def move_zeros_to_end_stable(values):
    arr = list(values)
    write = 0
    for read in range(len(arr)):
        if arr[read] != 0 or arr[read] is False:
            arr[write], arr[read] = arr[read], arr[write]
            write += 1
    return arr

# --- tests ---
import pytest

assert move_zeros_to_end_stable([]) == []
assert move_zeros_to_end_stable([0]) == [0]
assert move_zeros_to_end_stable([0, 1, 0, 3, 12]) == [1, 3, 12, 0, 0]
assert move_zeros_to_end_stable([1, 2]) == [1, 2]
assert move_zeros_to_end_stable([0, 0, 5]) == [5, 0, 0]
assert move_zeros_to_end_stable([0, False, 2]) == [False, 2, 0]
assert move_zeros_to_end_stable([-1, 0, 0.0, 4]) == [-1, 4, 0, 0.0]

# --- implementation 2: stable sort on an "is a zero" flag ---
def move_zeros_to_end_stable(values):
    def is_zero(v):
        if v is False:
            return False
        return v == 0
    return sorted(values, key=is_zero)

# --- implementation 3: collect non-zeros and zeros separately in one loop ---
def move_zeros_to_end_stable(values):
    front, zeros = [], []
    for v in values:
        if v == 0 and v is not False:
            zeros.append(v)
        else:
            front.append(v)
    return front + zeros

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 14)
    zero = 0.0 if rng.random() < 0.2 else 0
    pool = [zero, zero, 1, -2, 3, 7, False, True, 2.5] if rng.random() < 0.3 else [zero, zero, 1, -2, 3, 7]
    return ([rng.choice(pool) for _ in range(n)],)
