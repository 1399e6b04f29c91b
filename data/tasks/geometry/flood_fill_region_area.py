# domain: geometry
# function: flood_fill_region_area
# query: In a grid of characters, return the number of cells in the 4-connected region containing
#   the cell at row, col that share its character. Raise IndexError if the start cell is
#   outside the grid.

def flood_fill_region_area(grid, row, col):
    if row < 0 or col < 0 or row >= len(grid) or col >= len(grid[row]):
        raise IndexError("start outside grid")
    target = grid[row][col]
    seen = {(row, col)}
    stack = [(row, col)]
    while stack:
        r, c = stack.pop()
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < len(grid) and 0 <= nc < len(grid[nr]) and (nr, nc) not in seen:
                if grid[nr][nc] == target:
                    seen.add((nr, nc))
                    stack.append((nr, nc))
    return len(seen)

# --- tests ---
import pytest

assert flood_fill_region_area(["a"], 0, 0) == 1
assert flood_fill_region_area(["aa", "aa"], 1, 1) == 4
assert flood_fill_region_area(["ab", "ba"], 0, 0) == 1
assert flood_fill_region_area(["aab", "abb", "bba"], 0, 0) == 3
assert flood_fill_region_area(["aab", "abb", "bba"], 0, 2) == 5
assert flood_fill_region_area(["aab", "abb", "bba"], 2, 2) == 1
assert flood_fill_region_area(["xxx", "x.x", "xxx"], 1, 1) == 1
assert flood_fill_region_area(["xxx", "x.x", "xxx"], 0, 0) == 8
with pytest.raises(IndexError):
    flood_fill_region_area(["ab"], 1, 0)
with pytest.raises(IndexError):
    flood_fill_region_area(["ab"], 0, -1)
