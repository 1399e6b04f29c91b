# domain: state_machines
# function: mouse_click_gesture_classifier
# query: Turn events, a list of ("down" | "up", time_ms) mouse button events, into gestures: a press
#   held at least long_press_ms (default 500) is "long_press", a shorter one is "click", and a
#   click whose press starts within double_gap_ms (default 300) after the previous click's
#   release merges with it into "double_click". A press still held at the end is ignored.
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
