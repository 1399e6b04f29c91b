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

# --- implementation 2: for every left bar, extend right keeping the running minimum height ---
def largest_histogram_rectangle(heights):
    best = 0
    n = len(heights)
    for left in range(n):
        lowest = heights[left]
        for right in range(left, n):
            lowest = min(lowest, heights[right])
            best = max(best, lowest * (right - left + 1))
    return best

# --- implementation 3: divide and conquer around the lowest bar ---
def largest_histogram_rectangle(heights):
    def best(lo, hi):
        if lo >= hi:
            return 0
        m = min(range(lo, hi), key=lambda i: heights[i])
        return max(heights[m] * (hi - lo), best(lo, m), best(m + 1, hi))

    return best(0, len(heights))

# --- implementation 4: for every bar, widen left and right while bars are at least as tall ---
def largest_histogram_rectangle(heights):
    best = 0
    for i, h in enumerate(heights):
        left = i
        while left > 0 and heights[left - 1] >= h:
            left -= 1
        right = i
        while right + 1 < len(heights) and heights[right + 1] >= h:
            right += 1
        best = max(best, h * (right - left + 1))
    return best

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 12)])
    return ([rng.choice([0, 1, 2, 3, rng.randint(0, 8)]) for _ in range(n)],)
