# domain: geometry
# function: covered_length_of_segments
# query: Given 1D segments on a number line as (start, end) pairs (start may be greater than end),
#   return the total length covered by their union, counting overlaps once.

def covered_length_of_segments(segments):
    normalized = sorted((min(a, b), max(a, b)) for a, b in segments)
    total = 0
    current_start = current_end = None
    for start, end in normalized:
        if current_end is None or start > current_end:
            if current_end is not None:
                total += current_end - current_start
            current_start, current_end = start, end
        elif end > current_end:
            current_end = end
    if current_end is not None:
        total += current_end - current_start
    return total

# --- tests ---
assert covered_length_of_segments([]) == 0
assert covered_length_of_segments([(0, 5)]) == 5
assert covered_length_of_segments([(5, 0)]) == 5
assert covered_length_of_segments([(0, 5), (3, 8)]) == 8
assert covered_length_of_segments([(0, 5), (5, 8)]) == 8
assert covered_length_of_segments([(1, 2), (4, 6)]) == 3
assert covered_length_of_segments([(0, 10), (2, 3), (4, 12)]) == 12
assert covered_length_of_segments([(6, 4), (0, 2), (1, 3)]) == 5
assert covered_length_of_segments([(0, 1), (2, 3), (4, 5), (2, 6)]) == 5
