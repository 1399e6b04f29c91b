# domain: collections
# function: reverse_first_k_of_queue
# query: Given a queue (a list, front first), reverse the order of its first k elements and keep the
#   rest in order. Raise ValueError if k is negative or larger than the queue.

from collections import deque

def reverse_first_k_of_queue(queue, k):
    if k < 0 or k > len(queue):
        raise ValueError("invalid k")
    q = deque(queue)
    stack = []
    for _ in range(k):
        stack.append(q.popleft())
    while stack:
        q.append(stack.pop())
    for _ in range(len(queue) - k):
        q.append(q.popleft())
    return list(q)

# --- tests ---
import pytest

assert reverse_first_k_of_queue([], 0) == []
assert reverse_first_k_of_queue([1, 2, 3, 4, 5], 3) == [3, 2, 1, 4, 5]
assert reverse_first_k_of_queue([1, 2, 3], 0) == [1, 2, 3]
assert reverse_first_k_of_queue([1, 2, 3], 3) == [3, 2, 1]
assert reverse_first_k_of_queue([1, 2, 3], 1) == [1, 2, 3]
assert reverse_first_k_of_queue([10, 20, 30, 40], 2) == [20, 10, 30, 40]
with pytest.raises(ValueError):
    reverse_first_k_of_queue([1, 2], 3)
with pytest.raises(ValueError):
    reverse_first_k_of_queue([1, 2], -1)
