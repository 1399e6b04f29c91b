# domain: date_time
# function: generate_time_slots
# query: Between a start and an end time on the same day, list the 'HH:MM' start times of
#   consecutive slots of slot_minutes minutes that fit entirely inside (e.g. '09:00'-'10:00'
#   with 20-minute slots -> ['09:00', '09:20', '09:40']). Raise ValueError for a non-positive
#   slot length.

def generate_time_slots(start, end, slot_minutes):
    if slot_minutes <= 0:
        raise ValueError("slot length must be positive")
    sh, sm = start.split(":")
    eh, em = end.split(":")
    current = int(sh) * 60 + int(sm)
    finish = int(eh) * 60 + int(em)
    slots = []
    while current + slot_minutes <= finish:
        slots.append("%02d:%02d" % (current // 60, current % 60))
        current += slot_minutes
    return slots

# --- tests ---
import pytest

assert generate_time_slots("09:00", "10:00", 20) == ["09:00", "09:20", "09:40"]
assert generate_time_slots("09:00", "10:00", 25) == ["09:00", "09:25"]
assert generate_time_slots("09:00", "09:30", 30) == ["09:00"]
assert generate_time_slots("09:00", "09:29", 30) == []
assert generate_time_slots("10:00", "09:00", 15) == []
assert generate_time_slots("23:15", "23:59", 20) == ["23:15", "23:35"]
assert generate_time_slots("08:50", "09:20", 15) == ["08:50", "09:05"]
with pytest.raises(ValueError):
    generate_time_slots("09:00", "10:00", 0)
