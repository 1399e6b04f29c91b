# domain: geometry
# function: perimeter_of_grid_island
# query: Given a rectangular grid (list of lists) of 0s and 1s where 1 marks a filled unit square,
#   return the total perimeter of all filled cells, counting only edges not shared with another
#   filled cell. An empty grid has perimeter 0.

def perimeter_of_grid_island(grid):
    perimeter = 0
    rows = len(grid)
    for r in range(rows):
        cols = len(grid[r])
        for c in range(cols):
            if grid[r][c] != 1:
                continue
            perimeter += 4
            if r > 0 and grid[r - 1][c] == 1:
                perimeter -= 2
            if c > 0 and grid[r][c - 1] == 1:
                perimeter -= 2
    return perimeter

# --- tests ---
assert perimeter_of_grid_island([]) == 0
assert perimeter_of_grid_island([[0]]) == 0
assert perimeter_of_grid_island([[1]]) == 4
assert perimeter_of_grid_island([[1, 1]]) == 6
assert perimeter_of_grid_island([[1], [1]]) == 6
assert perimeter_of_grid_island([[1, 1], [1, 1]]) == 8
assert perimeter_of_grid_island([[0, 1, 0, 0], [1, 1, 1, 0], [0, 1, 0, 0], [1, 1, 0, 0]]) == 16
assert perimeter_of_grid_island([[1, 0, 1]]) == 8
assert perimeter_of_grid_island([[0, 1], [1, 0]]) == 8

# --- implementation 2: per filled cell, the number of its four sides facing a non-filled cell ---
def perimeter_of_grid_island(grid):
    def filled(r, c):
        return 0 <= r < len(grid) and 0 <= c < len(grid[r]) and grid[r][c] == 1

    total = 0
    for r, row in enumerate(grid):
        for c, value in enumerate(row):
            if value == 1:
                neighbours = ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
                total += sum(not filled(nr, nc) for nr, nc in neighbours)
    return total

# --- implementation 3: counts filled/empty changes along padded rows and padded columns ---
def perimeter_of_grid_island(grid):
    if not grid:
        return 0
    width = len(grid[0])
    blank = [0] * (width + 2)
    padded = [blank] + [[0] + [int(v == 1) for v in row] + [0] for row in grid] + [blank]
    edges = 0
    for row in padded:
        edges += sum(a != b for a, b in zip(row, row[1:]))
    for column in zip(*padded):
        edges += sum(a != b for a, b in zip(column, column[1:]))
    return edges

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ([],)
    rows, cols = rng.randint(1, 5), rng.randint(1, 5)
    density = rng.choice([0.2, 0.5, 0.8, 1.0])
    return ([[1 if rng.random() < density else 0 for _ in range(cols)] for _ in range(rows)],)
