# domain: state_machines
# function: washing_machine_cycle
# query: A washing machine goes idle -> filling -> washing -> rinsing -> spinning -> idle, advancing on
#   the event "next"; "pause" is only allowed while washing or rinsing and "resume" returns to the
#   paused stage; "abort" from any non-idle state returns to idle. Return the final state; raise
#   ValueError for illegal events.

def washing_machine_cycle(events):
    order = ["idle", "filling", "washing", "rinsing", "spinning"]
    state = "idle"
    paused_from = None
    for event in events:
        if event == "next" and state in order:
            state = order[(order.index(state) + 1) % len(order)]
        elif event == "pause" and state in ("washing", "rinsing"):
            paused_from, state = state, "paused"
        elif event == "resume" and state == "paused":
            state = paused_from
        elif event == "abort" and state != "idle":
            state = "idle"
        else:
            raise ValueError("illegal event %r in %s" % (event, state))
    return state

# --- tests ---
import pytest

assert washing_machine_cycle([]) == "idle"
assert washing_machine_cycle(["next", "next"]) == "washing"
assert washing_machine_cycle(["next"] * 5) == "idle"
assert washing_machine_cycle(["next"] * 4) == "spinning"
assert washing_machine_cycle(["next", "next", "next", "pause", "resume"]) == "rinsing"
assert washing_machine_cycle(["next", "next", "pause", "abort"]) == "idle"
with pytest.raises(ValueError):
    washing_machine_cycle(["next", "pause"])
with pytest.raises(ValueError):
    washing_machine_cycle(["abort"])
with pytest.raises(ValueError):
    washing_machine_cycle(["next", "next", "pause", "next"])

# --- implementation 2: a next-stage dict plus the remembered stage while paused ---
def washing_machine_cycle(events):
    following = {"idle": "filling", "filling": "washing", "washing": "rinsing", "rinsing": "spinning", "spinning": "idle"}
    state = "idle"
    resume_to = None
    for event in events:
        if event == "next" and state in following:
            state = following[state]
        elif event == "pause" and state in ("washing", "rinsing"):
            resume_to, state = state, "paused"
        elif event == "resume" and resume_to is not None and state == "paused":
            state, resume_to = resume_to, None
        elif event == "abort" and state != "idle":
            state, resume_to = "idle", None
        else:
            raise ValueError("illegal event %r while %s" % (event, state))
    return state

# --- implementation 3: the stage as an index and a separate paused flag ---
def washing_machine_cycle(events):
    stages = ("idle", "filling", "washing", "rinsing", "spinning")
    stage = 0
    paused = False
    for event in events:
        if event == "next" and not paused:
            stage = (stage + 1) % 5
        elif event == "pause" and not paused and stage in (2, 3):
            paused = True
        elif event == "resume" and paused:
            paused = False
        elif event == "abort" and (paused or stage != 0):
            stage, paused = 0, False
        else:
            raise ValueError(event)
    return "paused" if paused else stages[stage]

# --- implementation 4: the state as a tuple (stage, paused), advanced by a step function ---
def wash_step(state, event):
    cycle = ["idle", "filling", "washing", "rinsing", "spinning"]
    stage, paused = state
    if event == "next" and not paused:
        return cycle[(cycle.index(stage) + 1) % len(cycle)], False
    if event == "pause" and not paused and stage in ("washing", "rinsing"):
        return stage, True
    if event == "resume" and paused:
        return stage, False
    if event == "abort" and (paused or stage != "idle"):
        return "idle", False
    raise ValueError("illegal event %r" % event)


def washing_machine_cycle(events):
    stage, paused = "idle", False
    for event in events:
        stage, paused = wash_step((stage, paused), event)
    return "paused" if paused else stage

# --- inputs ---
def random_input(rng):
    events = [rng.choice(["next", "next", "next", "pause", "resume", "abort"]) for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.05:
        events.append("spin")
    return (events,)
