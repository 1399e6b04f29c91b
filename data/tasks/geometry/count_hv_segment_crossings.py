# domain: geometry
# function: count_hv_segment_crossings
# query: Given horizontals, segments (y, x1, x2), and verticals, segments (x, y1, y2), with integer
#   coordinates (x1 <= x2, y1 <= y2), count the pairs of one horizontal and one vertical
#   segment that intersect, including touching at endpoints.

def count_hv_segment_crossings(horizontals, verticals):
    count = 0
    for y, x1, x2 in horizontals:
        for x, y1, y2 in verticals:
            if x1 <= x <= x2 and y1 <= y <= y2:
                count += 1
    return count

# --- tests ---
assert count_hv_segment_crossings([], [(0, 0, 5)]) == 0
assert count_hv_segment_crossings([(2, 0, 4)], [(2, 0, 4)]) == 1
assert count_hv_segment_crossings([(2, 0, 4)], [(5, 0, 4)]) == 0
assert count_hv_segment_crossings([(2, 0, 4)], [(4, 2, 6)]) == 1
assert count_hv_segment_crossings([(2, 0, 4)], [(0, 3, 6)]) == 0
assert count_hv_segment_crossings([(2, 0, 4)], [(0, -3, 2)]) == 1
assert count_hv_segment_crossings([(2, 0, 4)], [(-1, 0, 4)]) == 0
assert count_hv_segment_crossings([(2, 0, 4)], [(3, -2, 1)]) == 0
assert count_hv_segment_crossings([(1, 0, 10), (5, 0, 10)], [(2, 0, 6), (8, 4, 9)]) == 3
