# domain: state_machines
# function: mouse_click_gesture_classifier
# query: Turn events, a list of ("down" | "up", time_ms) mouse button events, into gestures: a press
#   held at least long_press_ms (default 500) is "long_press", a shorter one is "click", and a
#   click whose press starts at most double_gap_ms (default 300) after the release of the
#   previous gesture, when that gesture is a "click", merges with it into "double_click" (a
#   double_click never merges further; a long press in between breaks the pair). A press still
#   held at the end is ignored.
#   Return the gesture list; raise ValueError for "up" while released, "down" while pressed, or
#   an unknown event kind.

def mouse_click_gesture_classifier(events, long_press_ms=500, double_gap_ms=300):
    gestures = []
    down_at = None
    last_click_up = None
    for kind, t in events:
        if kind == "down":
            if down_at is not None:
                raise ValueError("button already down")
            down_at = t
        elif kind == "up":
            if down_at is None:
                raise ValueError("button released while up")
            if t - down_at >= long_press_ms:
                gestures.append("long_press")
                last_click_up = None
            elif last_click_up is not None and down_at - last_click_up <= double_gap_ms:
                gestures[-1] = "double_click"
                last_click_up = None
            else:
                gestures.append("click")
                last_click_up = t
            down_at = None
        else:
            raise ValueError("unknown event kind")
    return gestures

# --- tests ---
import pytest

assert mouse_click_gesture_classifier([]) == []
assert mouse_click_gesture_classifier([("down", 0), ("up", 499), ("down", 1000), ("up", 1500)]) == ["click", "long_press"]
assert mouse_click_gesture_classifier([("down", 0), ("up", 100), ("down", 400), ("up", 450)]) == ["double_click"]
assert mouse_click_gesture_classifier([("down", 0), ("up", 100), ("down", 401), ("up", 450)]) == ["click", "click"]
assert mouse_click_gesture_classifier([("down", 0), ("up", 50), ("down", 100), ("up", 150), ("down", 200), ("up", 250)]) == ["double_click", "click"]
assert mouse_click_gesture_classifier([("down", 0), ("up", 600), ("down", 650), ("up", 700), ("down", 800), ("up", 850)]) == ["long_press", "double_click"]
assert mouse_click_gesture_classifier([("down", 0), ("up", 10), ("down", 20)]) == ["click"]
assert mouse_click_gesture_classifier([("down", 0), ("up", 90), ("down", 150), ("up", 200)], 100, 50) == ["click", "click"]
with pytest.raises(ValueError):
    mouse_click_gesture_classifier([("up", 5)])
with pytest.raises(ValueError):
    mouse_click_gesture_classifier([("down", 0), ("down", 1)])

# --- implementation 2: pair the events into presses first, then classify against the last gesture ---
def mouse_click_gesture_classifier(events, long_press_ms=500, double_gap_ms=300):
    presses = []
    start = None
    for kind, t in events:
        if kind not in ("down", "up") or (kind == "down") != (start is None):
            raise ValueError("unexpected %r event" % kind)
        if kind == "down":
            start = t
        else:
            presses.append((start, t))
            start = None
    gestures = []
    previous_up = None
    for down, up in presses:
        if up - down >= long_press_ms:
            gestures.append("long_press")
        elif gestures and gestures[-1] == "click" and down - previous_up <= double_gap_ms:
            gestures[-1] = "double_click"
        else:
            gestures.append("click")
        previous_up = up
    return gestures

# --- implementation 3: collect the presses, then walk them by index, consuming two for a double click ---
def mouse_click_gesture_classifier(events, long_press_ms=500, double_gap_ms=300):
    spans, pressed_at = [], None
    for kind, t in events:
        if kind == "down" and pressed_at is None:
            pressed_at = t
        elif kind == "up" and pressed_at is not None:
            spans.append((pressed_at, t))
            pressed_at = None
        else:
            raise ValueError("invalid event %r" % kind)
    result = []
    i = 0
    while i < len(spans):
        short = spans[i][1] - spans[i][0] < long_press_ms
        nxt = spans[i + 1] if i + 1 < len(spans) else None
        if short and nxt and nxt[1] - nxt[0] < long_press_ms and nxt[0] - spans[i][1] <= double_gap_ms:
            result.append("double_click")
            i += 2
        else:
            result.append("click" if short else "long_press")
            i += 1
    return result

# --- inputs ---
def random_input(rng):
    events = []
    t = 0
    for _ in range(rng.randint(0, 5)):
        t += rng.choice([0, 50, 100, 300, 301, 500])
        events.append(("down", t))
        t += rng.choice([10, 50, 99, 100, 499, 500, 600])
        events.append(("up", t))
    if events and rng.random() < 0.15:
        events.pop()
    if rng.random() < 0.08:
        events.insert(rng.randint(0, len(events)), (rng.choice(["up", "down", "move"]), t))
    if rng.random() < 0.3:
        return (events, rng.choice([100, 500]), rng.choice([50, 300]))
    return (events,)
