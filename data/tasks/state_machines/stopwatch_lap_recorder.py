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
