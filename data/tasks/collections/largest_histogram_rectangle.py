# domain: collections
# function: largest_histogram_rectangle
# query: Return the area of the largest rectangle that fits under a histogram given as a list of
#   non-negative bar heights (bars have width 1). An empty histogram has area 0.

def largest_histogram_rectangle(heights):
    stack = []
    best = 0
    extended = list(heights) + [0]
    for i, h in enumerate(extended):
        start = i
        while stack and stack[-1][1] >= h:
            index, height = stack.pop()
            area = height * (i - index)
            if area > best:
                best = area
            start = index
        stack.append((start, h))
    return best

# --- tests ---
import pytest

assert largest_histogram_rectangle([]) == 0
assert largest_histogram_rectangle([4]) == 4
assert largest_histogram_rectangle([2, 1, 5, 6, 2, 3]) == 10
assert largest_histogram_rectangle([2, 4]) == 4
assert largest_histogram_rectangle([3, 3, 3]) == 9
assert largest_histogram_rectangle([1, 2, 3, 4, 5]) == 9
assert largest_histogram_rectangle([0, 0]) == 0
assert largest_histogram_rectangle([6, 2, 5, 4, 5, 1, 6]) == 12
