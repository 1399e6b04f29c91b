# domain: geometry
# function: grid_neighbors_in_bounds
# query: List the in-bounds neighbour cells of (row, col) in a grid of rows x cols cells, using
#   4-connectivity by default (diagonal=False) or 8-connectivity when diagonal=True, sorted by
#   (row, col).

def grid_neighbors_in_bounds(row, col, rows, cols, diagonal=False):
    result = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            if not diagonal and dr != 0 and dc != 0:
                continue
            r, c = row + dr, col + dc
            if 0 <= r < rows and 0 <= c < cols:
                result.append((r, c))
    return sorted(result)

# --- tests ---
assert grid_neighbors_in_bounds(0, 0, 3, 3) == [(0, 1), (1, 0)]
assert grid_neighbors_in_bounds(1, 1, 3, 3) == [(0, 1), (1, 0), (1, 2), (2, 1)]
assert grid_neighbors_in_bounds(2, 2, 3, 3) == [(1, 2), (2, 1)]
assert grid_neighbors_in_bounds(0, 0, 3, 3, diagonal=True) == [(0, 1), (1, 0), (1, 1)]
assert len(grid_neighbors_in_bounds(1, 1, 3, 3, diagonal=True)) == 8
assert grid_neighbors_in_bounds(0, 0, 1, 1, diagonal=True) == []
assert grid_neighbors_in_bounds(0, 1, 1, 3) == [(0, 0), (0, 2)]
assert grid_neighbors_in_bounds(2, 0, 3, 2, diagonal=True) == [(1, 0), (1, 1), (2, 1)]

# --- implementation 2: picks the offset list by connectivity, filters, sorts ---
ORTHOGONAL = [(-1, 0), (0, -1), (0, 1), (1, 0)]
DIAGONAL = [(-1, -1), (-1, 1), (1, -1), (1, 1)]


def grid_neighbors_in_bounds(row, col, rows, cols, diagonal=False):
    offsets = ORTHOGONAL + DIAGONAL if diagonal else ORTHOGONAL
    cells = [(row + dr, col + dc) for dr, dc in offsets]
    return sorted((r, c) for r, c in cells if 0 <= r < rows and 0 <= c < cols)

# --- implementation 3: scans the clipped 3x3 window in row-major order ---
def grid_neighbors_in_bounds(row, col, rows, cols, diagonal=False):
    found = []
    for r in range(max(row - 1, 0), min(row + 2, rows)):
        for c in range(max(col - 1, 0), min(col + 2, cols)):
            distance = abs(r - row) + abs(c - col)
            if distance == 1 or (diagonal and distance == 2):
                found.append((r, c))
    return found

# --- inputs ---
def random_input(rng):
    rows, cols = rng.randint(1, 5), rng.randint(1, 5)
    row = rng.choice([0, rows - 1, rng.randrange(rows)])
    col = rng.choice([0, cols - 1, rng.randrange(cols)])
    if rng.random() < 0.3:
        return (row, col, rows, cols)
    return (row, col, rows, cols, rng.random() < 0.5)
