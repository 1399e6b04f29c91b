# domain: geometry
# function: count_distinct_cells_visited
# query: A walker starts at (0, 0) and follows moves 'N', 'S', 'E', 'W' on a grid; return how many
#   distinct cells it visits, including the start cell. Raise ValueError on an unknown move.

def count_distinct_cells_visited(moves):
    step = {"N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0)}
    x = y = 0
    visited = {(0, 0)}
    for m in moves:
        if m not in step:
            raise ValueError("unknown move")
        x += step[m][0]
        y += step[m][1]
        visited.add((x, y))
    return len(visited)

# --- tests ---
import pytest

assert count_distinct_cells_visited("") == 1
assert count_distinct_cells_visited("N") == 2
assert count_distinct_cells_visited("NS") == 2
assert count_distinct_cells_visited("NESW") == 4
assert count_distinct_cells_visited("EEWW") == 3
assert count_distinct_cells_visited("NNEESSWW") == 8
assert count_distinct_cells_visited("NWSE") == 4
assert count_distinct_cells_visited("SSNN") == 3
with pytest.raises(ValueError):
    count_distinct_cells_visited("NQ")
