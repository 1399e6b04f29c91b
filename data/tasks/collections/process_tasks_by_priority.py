# domain: collections
# function: process_tasks_by_priority
# query: Given tasks as (priority, name) pairs, return the task names in processing order: lowest
#   priority number first, and tasks with equal priority in their original input order
#   (stable).

import heapq

def process_tasks_by_priority(tasks):
    heap = []
    for index in range(len(tasks)):
        priority, name = tasks[index]
        heapq.heappush(heap, (priority, index, name))
    order = []
    while len(heap) > 0:
        priority, index, name = heapq.heappop(heap)
        order.append(name)
    return order

# --- tests ---
import pytest

assert process_tasks_by_priority([]) == []
assert process_tasks_by_priority([(1, "a")]) == ["a"]
assert process_tasks_by_priority([(2, "b"), (1, "a")]) == ["a", "b"]
assert process_tasks_by_priority([(1, "z"), (1, "a"), (0, "m")]) == ["m", "z", "a"]
assert process_tasks_by_priority([(3, "c"), (2, "b"), (3, "d"), (1, "a")]) == ["a", "b", "c", "d"]
assert process_tasks_by_priority([(-1, "neg"), (0, "zero")]) == ["neg", "zero"]
assert process_tasks_by_priority([(5, "x"), (5, "y"), (5, "w")]) == ["x", "y", "w"]

# --- implementation 2: stable sort on the priority alone ---
def process_tasks_by_priority(tasks):
    ordered = sorted(tasks, key=lambda task: task[0])
    names = []
    for _, name in ordered:
        names.append(name)
    return names

# --- implementation 3: bucket names per priority in input order, emit buckets by ascending priority ---
def process_tasks_by_priority(tasks):
    buckets = {}
    for priority, name in tasks:
        buckets.setdefault(priority, []).append(name)
    result = []
    for priority in sorted(buckets):
        result.extend(buckets[priority])
    return result

# --- implementation 4: selection: repeatedly remove the first task of the smallest remaining priority ---
def process_tasks_by_priority(tasks):
    remaining = list(tasks)
    names = []
    while remaining:
        best = 0
        for i in range(1, len(remaining)):
            if remaining[i][0] < remaining[best][0]:
                best = i
        names.append(remaining.pop(best)[1])
    return names

# --- inputs ---
def random_input(rng):
    names = ["a", "b", "c", "d", "x", "y", "z", "m"]
    return ([(rng.randint(-1, 3), rng.choice(names)) for _ in range(rng.randint(0, 9))],)
