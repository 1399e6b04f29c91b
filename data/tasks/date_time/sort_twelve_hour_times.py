# domain: date_time
# function: sort_twelve_hour_times
# query: Sort times, a list of 12-hour time strings like '9:05 PM', '12:00 AM', '12:30 PM',
#   chronologically from midnight and return the sorted list (12 AM is the first hour of the
#   day, 12 PM is noon).

def sort_twelve_hour_times(times):
    def key(text):
        clock, suffix = text.split()
        hours, minutes = (int(p) for p in clock.split(":"))
        hours %= 12
        if suffix.upper() == "PM":
            hours += 12
        return hours * 60 + minutes

    return sorted(times, key=key)

# --- tests ---
assert sort_twelve_hour_times([]) == []
assert sort_twelve_hour_times(["1:00 PM", "11:00 AM"]) == ["11:00 AM", "1:00 PM"]
assert sort_twelve_hour_times(["12:30 PM", "12:00 AM", "9:05 PM"]) == ["12:00 AM", "12:30 PM", "9:05 PM"]
assert sort_twelve_hour_times(["12:01 AM", "1:00 AM"]) == ["12:01 AM", "1:00 AM"]
assert sort_twelve_hour_times(["12:00 PM", "11:59 AM"]) == ["11:59 AM", "12:00 PM"]
assert sort_twelve_hour_times(["11:59 PM", "12:00 PM", "1:15 pm"]) == ["12:00 PM", "1:15 pm", "11:59 PM"]
assert sort_twelve_hour_times(["3:10 AM", "3:05 AM", "3:07 PM"]) == ["3:05 AM", "3:10 AM", "3:07 PM"]
