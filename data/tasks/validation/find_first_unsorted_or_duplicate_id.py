# domain: validation
# function: find_first_unsorted_or_duplicate_id
# query: Given a list of integer ids that should be strictly ascending, return the index of the
#   first id that is not greater than the one before it (a duplicate or out-of-order value), or -1
#   if the whole list is strictly ascending.

def find_first_unsorted_or_duplicate_id(ids):
    for i in range(1, len(ids)):
        if ids[i] <= ids[i - 1]:
            return i
    return -1

# --- tests ---
import pytest

assert find_first_unsorted_or_duplicate_id([]) == -1
assert find_first_unsorted_or_duplicate_id([7]) == -1
assert find_first_unsorted_or_duplicate_id([1, 2, 3]) == -1
assert find_first_unsorted_or_duplicate_id([1, 1]) == 1
assert find_first_unsorted_or_duplicate_id([2, 1]) == 1
assert find_first_unsorted_or_duplicate_id([1, 5, 9, 9, 2]) == 3
assert find_first_unsorted_or_duplicate_id([1, 5, 4, 9]) == 2
assert find_first_unsorted_or_duplicate_id([-3, -2, 0, 10]) == -1

# --- implementation 2: zip of adjacent pairs with enumerate from 1 ---
def find_first_unsorted_or_duplicate_id(ids):
    for index, (before, current) in enumerate(zip(ids, ids[1:]), start=1):
        if current <= before:
            return index
    return -1

# --- implementation 3: remember the previous value while enumerating ---
def find_first_unsorted_or_duplicate_id(ids):
    previous = None
    for position, value in enumerate(ids):
        if previous is not None and value <= previous:
            return position
        previous = value
    return -1

# --- inputs ---
def random_input(rng):
    ids = sorted(rng.sample(range(-10, 30), rng.randint(0, 8)))
    if ids and rng.random() < 0.6:
        i = rng.randrange(len(ids))
        ids[i] = rng.choice([ids[i - 1], ids[i] - 5, ids[0]])
    return (ids,)
