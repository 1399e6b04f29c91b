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
