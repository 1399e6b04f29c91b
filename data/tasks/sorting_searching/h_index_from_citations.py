# domain: sorting_searching
# function: h_index_from_citations
# query: Compute a researcher's h-index from citations, a list of citation counts: the largest h
#   such that at least h papers have at least h citations each. Raise ValueError on negative
#   counts.

def h_index_from_citations(citations):
    if any(c < 0 for c in citations):
        raise ValueError("negative citation count")
    ordered = sorted(citations, reverse=True)
    h = 0
    for i, c in enumerate(ordered):
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

# --- implementation 2: bucket the counts (capped at n), then accumulate from the top ---
def h_index_from_citations(citations):
    n = len(citations)
    buckets = [0] * (n + 1)
    for c in citations:
        if c < 0:
            raise ValueError("citation counts cannot be negative")
        buckets[min(c, n)] += 1
    papers = 0
    for h in range(n, 0, -1):
        papers += buckets[h]
        if papers >= h:
            return h
    return 0

# --- implementation 3: largest h whose paper count with at least h citations reaches h ---
def h_index_from_citations(citations):
    if any(c < 0 for c in citations):
        raise ValueError("negative count")

    def papers_with_at_least(h):
        return sum(c >= h for c in citations)

    return max(h for h in range(len(citations) + 1) if papers_with_at_least(h) >= h)

# --- implementation 4: ascending sort; h is the best min(citations, papers from here on) ---
def h_index_from_citations(citations):
    if any(c < 0 for c in citations):
        raise ValueError("citation counts must be >= 0")
    ordered = sorted(citations)
    n = len(ordered)
    return max((min(c, n - i) for i, c in enumerate(ordered)), default=0)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 12)
    top = rng.choice([1, 3, 10, 30])
    citations = [rng.randint(0, top) for _ in range(n)]
    if rng.random() < 0.12:
        citations.append(rng.randint(-3, -1))
        rng.shuffle(citations)
    return (citations,)
