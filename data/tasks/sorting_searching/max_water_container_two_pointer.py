# domain: sorting_searching
# function: max_water_container_two_pointer
# query: Given wall heights at positions 0..n-1, find the largest area of water held between two
#   walls (width = index distance, height = the shorter wall). Fewer than two walls give 0.

def max_water_container_two_pointer(heights):
    lo, hi = 0, len(heights) - 1
    best = 0
    while lo < hi:
        area = (hi - lo) * min(heights[lo], heights[hi])
        if area > best:
            best = area
        if heights[lo] < heights[hi]:
            lo += 1
        else:
            hi -= 1
    return best

# --- tests ---
import pytest

assert max_water_container_two_pointer([]) == 0
assert max_water_container_two_pointer([5]) == 0
assert max_water_container_two_pointer([1, 1]) == 1
assert max_water_container_two_pointer([1, 8, 6, 2, 5, 4, 8, 3, 7]) == 49
assert max_water_container_two_pointer([4, 3, 2, 1, 4]) == 16
assert max_water_container_two_pointer([1, 2, 1]) == 2
assert max_water_container_two_pointer([2, 0, 0, 0, 0, 3]) == 10
assert max_water_container_two_pointer([1, 3, 2, 5, 25, 24, 5]) == 24

# --- implementation 2: try every pair of walls ---
from itertools import combinations


def max_water_container_two_pointer(heights):
    best = 0
    for (i, left), (j, right) in combinations(enumerate(heights), 2):
        best = max(best, (j - i) * min(left, right))
    return best

# --- implementation 3: walls from tallest down, each paired with the farthest taller-or-equal wall ---
def max_water_container_two_pointer(heights):
    order = sorted(range(len(heights)), key=lambda i: heights[i], reverse=True)
    best = 0
    leftmost = rightmost = None
    for i in order:
        if leftmost is None:
            leftmost = rightmost = i
            continue
        leftmost, rightmost = min(leftmost, i), max(rightmost, i)
        width = max(i - leftmost, rightmost - i)
        best = max(best, width * heights[i])
    return best

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 15)
    top = rng.choice([1, 5, 30])
    return ([rng.randint(0, top) for _ in range(n)],)
