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
