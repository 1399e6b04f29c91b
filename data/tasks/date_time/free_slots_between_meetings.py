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

# --- implementation 2: clip to the window, merge the busy intervals, then take the gaps ---
def free_slots_between_meetings(busy, day_start, day_end, min_length=1):
    merged = []
    for s, e in sorted((max(s, day_start), min(e, day_end)) for s, e in busy):
        if s >= e:
            continue
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    edges = [day_start] + [x for pair in merged for x in pair] + [day_end]
    gaps = []
    for i in range(0, len(edges), 2):
        if edges[i + 1] - edges[i] >= min_length:
            gaps.append((edges[i], edges[i + 1]))
    return gaps

# --- implementation 3: subtracts each meeting from a list of free pieces of the window ---
def free_slots_between_meetings(busy, day_start, day_end, min_length=1):
    free = [(day_start, day_end)]
    for s, e in busy:
        pieces = []
        for lo, hi in free:
            if e <= lo or s >= hi:
                pieces.append((lo, hi))
                continue
            if s > lo:
                pieces.append((lo, s))
            if e < hi:
                pieces.append((e, hi))
        free = pieces
    return [(lo, hi) for lo, hi in free if hi - lo >= min_length]

# --- implementation 4: start/end events with a running count of ongoing meetings ---
def free_slots_between_meetings(busy, day_start, day_end, min_length=1):
    events = sorted([(s, 1) for s, _ in busy] + [(e, -1) for _, e in busy])
    gaps = []
    active = 0
    free_from = day_start
    for t, delta in events:
        if active == 0 and delta == 1:
            lo, hi = max(free_from, day_start), min(t, day_end)
            if hi - lo >= min_length:
                gaps.append((lo, hi))
        active += delta
        if active == 0:
            free_from = t
    lo = max(free_from, day_start)
    if day_end - lo >= min_length:
        gaps.append((lo, day_end))
    return gaps

# --- inputs ---
def random_input(rng):
    day_start = rng.choice([540, 480, 0, 600])
    day_end = day_start + rng.choice([60, 120, 480, 540, 30])
    busy = []
    for _ in range(rng.randint(0, 6)):
        s = rng.randint(day_start - 60, day_end)
        e = s + rng.randint(1, 120)
        busy.append((s, e))
    if busy and rng.random() < 0.3:
        s, e = busy[0]
        busy.append((e, e + rng.randint(1, 30)))
    if rng.random() < 0.5:
        if rng.random() < 0.5:
            busy.append((day_end - rng.randint(1, 40), day_end))
        late = day_end + rng.randint(1, 60)
        busy.append((late, late + rng.randint(1, 60)))
        rng.shuffle(busy)
        return (busy, day_start, day_end)
    rng.shuffle(busy)
    if rng.random() < 0.4:
        return (busy, day_start, day_end)
    return (busy, day_start, day_end, rng.choice([1, 5, 15, 30, 60]))
