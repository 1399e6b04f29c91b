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

# --- implementation 4: one flat table of (state, event) -> state, with the paused stages as their own states ---
def washing_machine_cycle(events):
    table = {
        ("idle", "next"): "filling", ("filling", "next"): "washing",
        ("washing", "next"): "rinsing", ("rinsing", "next"): "spinning",
        ("spinning", "next"): "idle",
        ("washing", "pause"): "paused washing", ("rinsing", "pause"): "paused rinsing",
        ("paused washing", "resume"): "washing", ("paused rinsing", "resume"): "rinsing",
    }
    state = "idle"
    for event in events:
        if event == "abort" and state != "idle":
            state = "idle"
        elif (state, event) in table:
            state = table[(state, event)]
        else:
            raise ValueError("illegal event %r in %s" % (event, state))
    return state.split()[0]

# --- inputs ---
def random_input(rng):
    order = ["idle", "filling", "washing", "rinsing", "spinning"]
    events, stage, paused = [], 0, False
    for _ in range(rng.randint(0, 10)):
        if rng.random() < 0.06:
            events.append(rng.choice(["spin", "resume" if not paused else "next", "abort" if stage == 0 and not paused else "pause"]))
            break
        if paused:
            event = rng.choice(["resume", "resume", "abort"])
        else:
            event = rng.choice(["next", "next", "next"] + (["abort"] if stage else []) + (["pause", "pause"] if stage in (2, 3) else []))
        events.append(event)
        if event == "next":
            stage = (stage + 1) % len(order)
        elif event == "abort":
            stage, paused = 0, False
        else:
            paused = event == "pause"
    return (events,)
