# domain: geometry
# function: count_axis_rectangles_from_points
# query: Count the axis-aligned rectangles (positive area) whose four corners are all in a given set
#   of distinct integer points.

def count_axis_rectangles_from_points(points):
    columns = {}
    for x, y in points:
        columns.setdefault(x, []).append(y)
    seen_pairs = {}
    count = 0
    for x in sorted(columns):
        ys = sorted(columns[x])
        for i in range(len(ys)):
            for j in range(i + 1, len(ys)):
                pair = (ys[i], ys[j])
                count += seen_pairs.get(pair, 0)
                seen_pairs[pair] = seen_pairs.get(pair, 0) + 1
    return count

# --- tests ---
assert count_axis_rectangles_from_points([]) == 0
assert count_axis_rectangles_from_points([(0, 0), (0, 1), (1, 0)]) == 0
assert count_axis_rectangles_from_points([(0, 0), (0, 1), (1, 0), (1, 1)]) == 1
assert count_axis_rectangles_from_points([(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]) == 3
assert count_axis_rectangles_from_points([(x, y) for x in range(3) for y in range(3)]) == 9
assert count_axis_rectangles_from_points([(0, 0), (0, 2), (3, 0), (3, 2), (1, 1)]) == 1
assert count_axis_rectangles_from_points([(0, 0), (0, 1), (1, 1), (1, 2)]) == 0

# --- implementation 2: every bottom-left/top-right diagonal whose other two corners exist ---
def count_axis_rectangles_from_points(points):
    present = set(points)
    total = 0
    for x1, y1 in present:
        for x2, y2 in present:
            if x1 < x2 and y1 < y2 and (x1, y2) in present and (x2, y1) in present:
                total += 1
    return total

# --- implementation 3: for each pair of columns, choose two of their shared rows ---
from itertools import combinations


def count_axis_rectangles_from_points(points):
    rows_by_column = {}
    for x, y in points:
        rows_by_column.setdefault(x, set()).add(y)
    count = 0
    for a, b in combinations(sorted(rows_by_column), 2):
        shared = len(rows_by_column[a] & rows_by_column[b])
        count += shared * (shared - 1) // 2
    return count

# --- implementation 4: pairs of x values per row, counted with a Counter; each repeated pair closes rectangles ---
from collections import Counter
from itertools import combinations


def count_axis_rectangles_from_points(points):
    rows = {}
    for x, y in points:
        rows.setdefault(y, []).append(x)
    pairs = Counter()
    for xs in rows.values():
        pairs.update(combinations(sorted(xs), 2))
    return sum(n * (n - 1) // 2 for n in pairs.values())

# --- inputs ---
def random_input(rng):
    size = rng.randint(1, 5)
    cells = [(x, y) for x in range(size) for y in range(size)]
    rng.shuffle(cells)
    return (cells[:rng.randint(0, len(cells))],)
