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
