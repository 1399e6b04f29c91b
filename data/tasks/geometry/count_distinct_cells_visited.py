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

# --- implementation 2: positions as complex numbers accumulated along the walk ---
from itertools import accumulate

STEPS = {"N": 1j, "S": -1j, "E": 1, "W": -1}


def count_distinct_cells_visited(moves):
    for m in moves:
        if m not in STEPS:
            raise ValueError("unknown move %r" % m)
    positions = accumulate((STEPS[m] for m in moves), initial=0)
    return len(set(positions))

# --- implementation 3: a record of visited cells as "x,y" strings ---
def count_distinct_cells_visited(moves):
    x, y = 0, 0
    seen = {"0,0"}
    for move in moves:
        if move == "N":
            y += 1
        elif move == "S":
            y -= 1
        elif move == "E":
            x += 1
        elif move == "W":
            x -= 1
        else:
            raise ValueError("bad move")
        seen.add("%d,%d" % (x, y))
    return len(seen)

# --- implementation 4: record the whole path as a list, sort it and count the changes between neighbours ---
def count_distinct_cells_visited(moves):
    dx = {"E": 1, "W": -1, "N": 0, "S": 0}
    dy = {"N": 1, "S": -1, "E": 0, "W": 0}
    path = [(0, 0)]
    for move in moves:
        if move not in dx:
            raise ValueError("move %r is not one of N, S, E, W" % (move,))
        last_x, last_y = path[-1]
        path.append((last_x + dx[move], last_y + dy[move]))
    path.sort()
    distinct = 1
    for i in range(1, len(path)):
        if path[i] != path[i - 1]:
            distinct += 1
    return distinct

# --- inputs ---
def random_input(rng):
    moves = "".join(rng.choice("NSEW") for _ in range(rng.randint(0, 20)))
    if rng.random() < 0.2:
        moves = rng.choice(["NS", "EEWW", "NESW", "NNEESSWW", "SSNN"]) * rng.randint(1, 3)
    if rng.random() < 0.07:
        moves += rng.choice(["Q", "n", " "])
    return (moves,)
