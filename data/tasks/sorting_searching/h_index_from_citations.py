# domain: sorting_searching
# function: h_index_from_citations
# query: Compute a researcher's h-index from citations, a list of citation counts: the largest h
#   such that at least h papers have at least h citations each. Raise ValueError on negative
#   counts.

def h_index_from_citations(citations):
    ordered = sorted(citations, reverse=True)
    h = 0
    for i, c in enumerate(ordered):
        if c < 0:
            raise ValueError("negative citation count")
        if c >= i + 1:
            h = i + 1
        else:
            break
    return h

# --- tests ---
import pytest

assert h_index_from_citations([]) == 0
assert h_index_from_citations([0]) == 0
assert h_index_from_citations([1]) == 1
assert h_index_from_citations([3, 0, 6, 1, 5]) == 3
assert h_index_from_citations([10, 10, 10]) == 3
assert h_index_from_citations([1, 1, 1, 1]) == 1
assert h_index_from_citations([4, 4, 0, 0]) == 2
assert h_index_from_citations([0, 0, 2]) == 1
with pytest.raises(ValueError):
    h_index_from_citations([-1])
