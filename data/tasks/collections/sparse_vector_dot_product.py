# domain: collections
# function: sparse_vector_dot_product
# query: Compute the dot product of two sparse vectors a and b given as dicts mapping index -> value
#   (missing indices are zero).

def sparse_vector_dot_product(a, b):
    if len(a) > len(b):
        a, b = b, a
    total = 0
    for index, value in a.items():
        if index in b:
            total += value * b[index]
    return total

# --- tests ---
import pytest

assert sparse_vector_dot_product({}, {}) == 0
assert sparse_vector_dot_product({0: 3}, {}) == 0
assert sparse_vector_dot_product({0: 3}, {0: 4}) == 12
assert sparse_vector_dot_product({0: 1, 5: 2}, {5: 3, 7: 9}) == 6
assert sparse_vector_dot_product({1: 2, 2: 3, 3: 4}, {2: -1}) == -3
assert sparse_vector_dot_product({1: 2}, {1: 5, 2: 3, 3: 4}) == 10
assert sparse_vector_dot_product({0: 1, 1: 1}, {2: 1, 3: 1}) == 0

# --- implementation 2: multiply over the shared keys ---
def sparse_vector_dot_product(a, b):
    shared = a.keys() & b.keys()
    total = 0
    for index in shared:
        total += a[index] * b[index]
    return total

# --- implementation 3: merge the two sorted index lists ---
def sparse_vector_dot_product(a, b):
    left, right = sorted(a), sorted(b)
    i = j = 0
    result = 0
    while i < len(left) and j < len(right):
        if left[i] == right[j]:
            result += a[left[i]] * b[right[j]]
            i += 1
            j += 1
        elif left[i] < right[j]:
            i += 1
        else:
            j += 1
    return result

# --- implementation 4: walk one vector, the other's missing entries default to zero ---
def sparse_vector_dot_product(a, b):
    total = 0
    for index in a:
        total += a[index] * b.get(index, 0)
    return total

# --- inputs ---
def random_input(rng):
    def vec():
        return {i: rng.randint(-5, 5) for i in rng.sample(range(10), rng.randint(0, 6))}
    return (vec(), vec())
