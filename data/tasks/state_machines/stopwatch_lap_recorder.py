# domain: state_machines
# function: stopwatch_lap_recorder
# query: Simulate a stopwatch over (time, button) events with buttons "start", "stop", "lap", "reset".
#   Elapsed time accumulates only while running; "lap" while running records the current elapsed
#   total; "reset" is only allowed when stopped and clears everything. Return (elapsed, laps); raise
#   ValueError on an invalid button for the current state.

def stopwatch_lap_recorder(events):
    running = False
    elapsed = 0
    started_at = 0
    laps = []
    for time, button in events:
        if button == "start" and not running:
            running, started_at = True, time
        elif button == "stop" and running:
            elapsed += time - started_at
            running = False
        elif button == "lap" and running:
            laps.append(elapsed + time - started_at)
        elif button == "reset" and not running:
            elapsed, laps = 0, []
        else:
            raise ValueError("invalid %s" % button)
    return elapsed, laps

# --- tests ---
import pytest

assert stopwatch_lap_recorder([]) == (0, [])
assert stopwatch_lap_recorder([(0, "start"), (5, "stop")]) == (5, [])
assert stopwatch_lap_recorder([(2, "start"), (5, "lap"), (9, "lap"), (10, "stop")]) == (8, [3, 7])
assert stopwatch_lap_recorder([(0, "start"), (4, "stop"), (10, "start"), (13, "lap"), (15, "stop")]) == (9, [7])
assert stopwatch_lap_recorder([(0, "start"), (4, "stop"), (5, "reset")]) == (0, [])
with pytest.raises(ValueError):
    stopwatch_lap_recorder([(0, "stop")])
with pytest.raises(ValueError):
    stopwatch_lap_recorder([(0, "start"), (1, "reset")])
with pytest.raises(ValueError):
    stopwatch_lap_recorder([(0, "lap")])
with pytest.raises(ValueError):
    stopwatch_lap_recorder([(0, "start"), (1, "start")])

# --- implementation 2: the start time doubles as the running flag (None when stopped) ---
def stopwatch_lap_recorder(events):
    since = None
    total = 0
    laps = []
    for t, button in events:
        if button == "start" and since is None:
            since = t
        elif button == "stop" and since is not None:
            total, since = total + t - since, None
        elif button == "lap" and since is not None:
            laps.append(total + (t - since))
        elif button == "reset" and since is None:
            total = 0
            laps = []
        else:
            raise ValueError("%r not allowed now" % button)
    return (total, laps)

# --- implementation 3: keep the closed running intervals and sum them when needed ---
def stopwatch_lap_recorder(events):
    intervals = []
    opened = None
    lap_times = []
    for when, button in events:
        running = opened is not None
        if button not in ("start", "stop", "lap", "reset") or running != (button in ("stop", "lap")):
            raise ValueError("invalid button %r" % button)
        if button == "start":
            opened = when
        elif button == "stop":
            intervals.append(when - opened)
            opened = None
        elif button == "lap":
            lap_times.append(sum(intervals) + when - opened)
        else:
            intervals, lap_times = [], []
    return sum(intervals), lap_times

# --- implementation 4: a pure step function on (running_since, elapsed, laps) folded with reduce ---
from functools import reduce


def press(watch, event):
    since, elapsed, laps = watch
    time, button = event
    running = since is not None
    if button == "start" and not running:
        return time, elapsed, laps
    if button == "stop" and running:
        return None, elapsed + time - since, laps
    if button == "lap" and running:
        return since, elapsed, laps + [elapsed + time - since]
    if button == "reset" and not running:
        return None, 0, []
    raise ValueError("%s is invalid now" % button)


def stopwatch_lap_recorder(events):
    _, elapsed, laps = reduce(press, events, (None, 0, []))
    return elapsed, laps

# --- inputs ---
def random_input(rng):
    events = []
    t = 0
    running = False
    for _ in range(rng.randint(0, 8)):
        t += rng.randint(0, 5)
        if rng.random() < 0.1:
            button = rng.choice(["start", "stop", "lap", "reset", "pause"])
        elif running:
            button = rng.choice(["stop", "lap", "lap"])
        else:
            button = rng.choice(["start", "start", "reset"])
        if button in ("start", "stop"):
            running = button == "start"
        events.append((t, button))
    return (events,)
