# domain: date_time
# function: free_slots_between_meetings
# query: Given busy intervals as (start, end) minutes-since-midnight (possibly overlapping and
#   unsorted) and a working window [day_start, day_end], return the list of free (start, end)
#   gaps of at least min_length minutes (default 1) inside the window, in order.

def free_slots_between_meetings(busy, day_start, day_end, min_length=1):
    free = []
    cursor = day_start
    for start, end in sorted(busy):
        if start - cursor >= min_length:
            free.append((cursor, min(start, day_end)))
        cursor = max(cursor, end)
        if cursor >= day_end:
            break
    if day_end - cursor >= min_length:
        free.append((cursor, day_end))
    return free

# --- tests ---
assert free_slots_between_meetings([], 540, 1020) == [(540, 1020)]
assert free_slots_between_meetings([(600, 660)], 540, 1020) == [(540, 600), (660, 1020)]
assert free_slots_between_meetings([(540, 600), (600, 660)], 540, 1020) == [(660, 1020)]
assert free_slots_between_meetings([(700, 800), (600, 720)], 540, 1020) == [(540, 600), (800, 1020)]
assert free_slots_between_meetings([(600, 610), (620, 1020)], 540, 1020, 15) == [(540, 600)]
assert free_slots_between_meetings([(600, 610), (625, 1020)], 540, 1020, 15) == [(540, 600), (610, 625)]
assert free_slots_between_meetings([(500, 560), (1000, 1100)], 540, 1020) == [(560, 1000)]
assert free_slots_between_meetings([(900, 1020), (1100, 1200)], 540, 1020) == [(540, 900)]
assert free_slots_between_meetings([(600, 610), (611, 700)], 540, 1020) == [(540, 600), (610, 611), (700, 1020)]
assert free_slots_between_meetings([(600, 700), (620, 650)], 540, 1019, 319) == [(700, 1019)]
