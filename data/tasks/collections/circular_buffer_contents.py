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
