# domain: collections
# function: jaccard_similarity_of_lists
# query: Return the Jaccard similarity |A & B| / |A | B| of A and B, the sets of elements of two
#   lists a and b, rounded to 4 decimals; two empty inputs have similarity 1.0.

def jaccard_similarity_of_lists(a, b):
    set_a = set(a)
    set_b = set(b)
    union = set_a | set_b
    if len(union) == 0:
        return 1.0
    common = set_a & set_b
    return round(len(common) / len(union), 4)

# --- tests ---
import pytest

assert jaccard_similarity_of_lists([], []) == 1.0
assert jaccard_similarity_of_lists([1], []) == 0.0
assert jaccard_similarity_of_lists([1, 2], [1, 2]) == 1.0
assert jaccard_similarity_of_lists([1, 2, 3], [2, 3, 4]) == 0.5
assert jaccard_similarity_of_lists([1, 1, 2], [2]) == 0.5
assert jaccard_similarity_of_lists(["a", "b", "c"], ["c"]) == 0.3333
assert jaccard_similarity_of_lists([1, 2], [3, 4]) == 0.0

# --- implementation 2: |A & B| counted by membership, union size by inclusion-exclusion ---
def jaccard_similarity_of_lists(a, b):
    left, right = set(a), set(b)
    total = len(left) + len(right)
    if total == 0:
        return 1.0
    shared = sum(1 for x in left if x in right)
    return round(shared / (total - shared), 4)

# --- implementation 3: ordered union with dict.fromkeys, then the members found in both ---
def jaccard_similarity_of_lists(a, b):
    everything = dict.fromkeys(list(a) + list(b))
    if not everything:
        return 1.0
    in_a, in_b = set(a), set(b)
    both = [x for x in everything if x in in_a and x in in_b]
    return round(len(both) / len(everything), 4)

# --- inputs ---
def random_input(rng):
    a = [rng.randint(0, 7) for _ in range(rng.choice([0, 1, rng.randint(0, 8)]))]
    b = [rng.randint(0, 7) for _ in range(rng.choice([0, 1, rng.randint(0, 8)]))]
    return (a, b)
