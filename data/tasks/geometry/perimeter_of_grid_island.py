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
