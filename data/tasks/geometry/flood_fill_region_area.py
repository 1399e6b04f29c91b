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

# --- implementation 2: breadth-first search with a deque ---
from collections import deque


def flood_fill_region_area(grid, row, col):
    if not (0 <= row < len(grid) and 0 <= col < len(grid[row])):
        raise IndexError("start cell outside the grid")
    colour = grid[row][col]
    queue = deque([(row, col)])
    region = {(row, col)}
    while queue:
        r, c = queue.popleft()
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if (nr, nc) in region or not (0 <= nr < len(grid) and 0 <= nc < len(grid[nr])):
                continue
            if grid[nr][nc] == colour:
                region.add((nr, nc))
                queue.append((nr, nc))
    return len(region)

# --- implementation 3: sweeps the whole grid, marking matching cells next to a marked one, until nothing changes ---
def flood_fill_region_area(grid, row, col):
    if row < 0 or row >= len(grid) or col < 0 or col >= len(grid[row]):
        raise IndexError("start outside grid")
    target = grid[row][col]
    marked = {(row, col)}
    changed = True
    while changed:
        changed = False
        for r, line in enumerate(grid):
            for c, ch in enumerate(line):
                if ch != target or (r, c) in marked:
                    continue
                if {(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)} & marked:
                    marked.add((r, c))
                    changed = True
    return len(marked)

# --- implementation 4: union-find joins equal neighbouring cells, then counts the start's set ---
def flood_fill_region_area(grid, row, col):
    if not (0 <= row < len(grid)) or not (0 <= col < len(grid[row])):
        raise IndexError("start cell is outside the grid")
    cells = [(r, c) for r in range(len(grid)) for c in range(len(grid[r]))]
    parent = {cell: cell for cell in cells}

    def find(cell):
        while parent[cell] != cell:
            parent[cell] = parent[parent[cell]]
            cell = parent[cell]
        return cell

    for r, c in cells:
        for nr, nc in ((r + 1, c), (r, c + 1)):
            if nr < len(grid) and nc < len(grid[nr]) and grid[nr][nc] == grid[r][c]:
                parent[find((nr, nc))] = find((r, c))
    root = find((row, col))
    return sum(1 for cell in cells if find(cell) == root)

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(1, 6), rng.randint(1, 6)
    alphabet = rng.choice(["ab", "a", "abc", "x."])
    grid = ["".join(rng.choice(alphabet) for _ in range(cols)) for _ in range(rows)]
    r, c = rng.randrange(rows), rng.randrange(cols)
    if rng.random() < 0.08:
        r, c = rng.choice([(rows, 0), (0, cols), (-1, 0), (0, -1)])
    return (grid, r, c)
