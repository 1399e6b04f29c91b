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

# --- implementation 2: reversed slice of the first k followed by the rest ---
def reverse_first_k_of_queue(queue, k):
    if not 0 <= k <= len(queue):
        raise ValueError("k out of range")
    head = list(queue[:k])
    head.reverse()
    return head + list(queue[k:])

# --- implementation 3: swap pairs from both ends of the prefix in a copy ---
def reverse_first_k_of_queue(queue, k):
    if k < 0 or k > len(queue):
        raise ValueError("k must be between 0 and the queue length")
    result = list(queue)
    i, j = 0, k - 1
    while i < j:
        result[i], result[j] = result[j], result[i]
        i += 1
        j -= 1
    return result

# --- implementation 4: appendleft the first k into a deque, then add the rest ---
from collections import deque


def reverse_first_k_of_queue(queue, k):
    if k < 0 or k > len(queue):
        raise ValueError("k out of range")
    front = deque()
    for item in queue[:k]:
        front.appendleft(item)
    return list(front) + list(queue[k:])

# --- inputs ---
def random_input(rng):
    queue = [rng.randint(0, 50) for _ in range(rng.randint(0, 9))]
    k = rng.choice([0, 1, len(queue), rng.randint(0, len(queue))])
    if rng.random() < 0.1:
        k = rng.choice([-1, len(queue) + 1])
    return (queue, k)
