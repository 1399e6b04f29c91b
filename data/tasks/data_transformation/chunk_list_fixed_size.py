# domain: data_transformation
# function: chunk_list_fixed_size
# query: Split a list items into consecutive chunks of the given size, keeping every item whatever
#   its value (None included); the last chunk may be shorter. Return [] for an empty list and
#   raise ValueError when size is less than 1.

def chunk_list_fixed_size(items, size):
    if size < 1:
        raise ValueError("size must be at least 1")
    chunks = []
    for start in range(0, len(items), size):
        chunks.append(items[start:start + size])
    return chunks

# --- tests ---
import pytest

assert chunk_list_fixed_size([], 3) == []
assert chunk_list_fixed_size([1], 3) == [[1]]
assert chunk_list_fixed_size([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
assert chunk_list_fixed_size([1, 2, 3, 4], 2) == [[1, 2], [3, 4]]
assert chunk_list_fixed_size([1, 2, 3], 1) == [[1], [2], [3]]
assert chunk_list_fixed_size([1, 2, 3], 3) == [[1, 2, 3]]
assert chunk_list_fixed_size([None, 1, None], 2) == [[None, 1], [None]]
with pytest.raises(ValueError):
    chunk_list_fixed_size([1, 2], 0)
with pytest.raises(ValueError):
    chunk_list_fixed_size([1, 2], -2)

# --- implementation 2: fill a current chunk and flush it when full ---
def chunk_list_fixed_size(items, size):
    if size < 1:
        raise ValueError("chunk size must be positive")
    chunks, current = [], []
    for item in items:
        current.append(item)
        if len(current) == size:
            chunks.append(current)
            current = []
    if current:
        chunks.append(current)
    return chunks

# --- implementation 3: compute the number of chunks with ceiling division and slice each ---
def chunk_list_fixed_size(items, size):
    if size < 1:
        raise ValueError("size < 1")
    count = -(-len(items) // size)
    return [items[i * size:(i + 1) * size] for i in range(count)]

# --- implementation 4: pull chunks from one iterator with islice until it is exhausted ---
from itertools import islice


def chunk_list_fixed_size(items, size):
    if size < 1:
        raise ValueError("size must be >= 1")
    it = iter(items)
    chunks = []
    while True:
        chunk = list(islice(it, size))
        if not chunk:
            return chunks
        chunks.append(chunk)

# --- inputs ---
def random_input(rng):
    items = [rng.choice([None, 0, 1, 2, "a"]) for _ in range(rng.randint(0, 10))]
    return (items, rng.choice([-2, 0, 1, 2, 3, 4, len(items), len(items) + 1]))
