# domain: collections
# function: ring_buffer_append_overwrite
# query: Given a ring buffer as a list (oldest first) that holds at most capacity items, append
#   item; when the buffer is already full, drop the oldest item. Return the new list without
#   mutating the input; raise ValueError when capacity is less than 1.

def ring_buffer_append_overwrite(buffer, capacity, item):
    if capacity < 1:
        raise ValueError("capacity must be at least 1")
    result = list(buffer)
    result.append(item)
    while len(result) > capacity:
        result.pop(0)
    return result

# --- tests ---
import pytest

assert ring_buffer_append_overwrite([], 3, 1) == [1]
assert ring_buffer_append_overwrite([1, 2], 3, 3) == [1, 2, 3]
assert ring_buffer_append_overwrite([1, 2, 3], 3, 4) == [2, 3, 4]
assert ring_buffer_append_overwrite([5], 1, 6) == [6]
assert ring_buffer_append_overwrite([1, 2, 3, 4], 2, 9) == [4, 9]
assert ring_buffer_append_overwrite(["a"], 2, "b") == ["a", "b"]
with pytest.raises(ValueError):
    ring_buffer_append_overwrite([], 0, 1)
with pytest.raises(ValueError):
    ring_buffer_append_overwrite([1], -1, 1)
