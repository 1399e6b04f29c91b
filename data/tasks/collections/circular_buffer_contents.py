# domain: collections
# function: circular_buffer_contents
# query: Simulate writing a stream of values into a circular buffer of fixed capacity (overwriting
#   the oldest slot once full) and return the buffer contents from oldest to newest. Raise
#   ValueError when capacity < 1.

def circular_buffer_contents(values, capacity):
    if capacity < 1:
        raise ValueError("capacity must be at least 1")
    slots = [None] * capacity
    write = 0
    count = 0
    for v in values:
        slots[write] = v
        write = (write + 1) % capacity
        if count < capacity:
            count += 1
    start = (write - count) % capacity
    return [slots[(start + i) % capacity] for i in range(count)]

# --- tests ---
import pytest

assert circular_buffer_contents([], 3) == []
assert circular_buffer_contents([1], 3) == [1]
assert circular_buffer_contents([1, 2, 3], 3) == [1, 2, 3]
assert circular_buffer_contents([1, 2, 3, 4], 3) == [2, 3, 4]
assert circular_buffer_contents([1, 2, 3, 4, 5, 6, 7], 3) == [5, 6, 7]
assert circular_buffer_contents([1, 2, 3, 4, 5], 1) == [5]
assert circular_buffer_contents([1, 2], 4) == [1, 2]
assert circular_buffer_contents([9, 8, 7, 6, 5], 2) == [6, 5]
with pytest.raises(ValueError):
    circular_buffer_contents([1], 0)

# --- implementation 2: only the last capacity values survive, so slice them ---
def circular_buffer_contents(values, capacity):
    if capacity <= 0:
        raise ValueError("capacity must be positive")
    items = list(values)
    return items[-capacity:]

# --- implementation 3: deque with maxlen drops the oldest automatically ---
from collections import deque


def circular_buffer_contents(values, capacity):
    if capacity < 1:
        raise ValueError("capacity must be at least 1")
    buffer = deque(maxlen=capacity)
    for value in values:
        buffer.append(value)
    return list(buffer)

# --- inputs ---
def random_input(rng):
    capacity = rng.choice([1, 2, 3, rng.randint(1, 8)])
    if rng.random() < 0.08:
        capacity = rng.randint(-2, 0)
    values = [rng.randint(0, 20) for _ in range(rng.choice([0, 1, capacity, capacity + 1, rng.randint(0, 20)]))]
    return (values, capacity)
