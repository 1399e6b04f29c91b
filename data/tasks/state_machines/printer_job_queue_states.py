# domain: state_machines
# function: printer_job_queue_states
# query: A printer starts "idle" with an empty queue. Events: ("submit", pages) enqueues a job and starts
#   printing if idle; ("page",) prints one page of the current job, finishing it when its pages run out
#   and starting the next queued job or going idle; ("jam",) moves to "jammed" (pages events then raise
#   ValueError) until ("clear",), which resumes printing if jobs remain and raises ValueError when the
#   printer is not jammed; a submit while jammed only enqueues. A ("page",) while idle raises
#   ValueError. Return (state, pages_printed, jobs_waiting), where jobs_waiting counts the unfinished
#   jobs other than the one being printed (while jammed, every unfinished job counts).

def printer_job_queue_states(events):
    state, queue = "idle", []
    printed = 0
    for event in events:
        kind = event[0]
        if kind == "submit":
            queue.append(event[1])
            if state == "idle":
                state = "printing"
        elif kind == "page":
            if state != "printing":
                raise ValueError("not printing")
            queue[0] -= 1
            printed += 1
            if queue[0] == 0:
                queue.pop(0)
                state = "printing" if queue else "idle"
        elif kind == "jam":
            state = "jammed"
        elif kind == "clear" and state == "jammed":
            state = "printing" if queue else "idle"
        else:
            raise ValueError("bad event")
    return state, printed, max(0, len(queue) - (state == "printing"))

# --- tests ---
import pytest

assert printer_job_queue_states([]) == ("idle", 0, 0)
assert printer_job_queue_states([("submit", 2)]) == ("printing", 0, 0)
assert printer_job_queue_states([("submit", 1), ("page",)]) == ("idle", 1, 0)
assert printer_job_queue_states([("submit", 1), ("submit", 2), ("page",), ("page",)]) == ("printing", 2, 0)
assert printer_job_queue_states([("submit", 3), ("submit", 1), ("submit", 1), ("page",)]) == ("printing", 1, 2)
assert printer_job_queue_states([("submit", 2), ("jam",), ("clear",), ("page",), ("page",)]) == ("idle", 2, 0)
with pytest.raises(ValueError):
    printer_job_queue_states([("page",)])
with pytest.raises(ValueError):
    printer_job_queue_states([("submit", 2), ("jam",), ("page",)])
with pytest.raises(ValueError):
    printer_job_queue_states([("clear",)])

# --- implementation 2: the current job's remaining pages kept apart from the waiting jobs ---
def printer_job_queue_states(events):
    current = None
    waiting = []
    jammed = False
    pages = 0
    for event in events:
        if event[0] == "submit":
            if current is None and not jammed:
                current = event[1]
            else:
                waiting.append(event[1])
        elif event[0] == "page" and current is not None and not jammed:
            pages += 1
            current -= 1
            if current == 0:
                current = waiting.pop(0) if waiting else None
        elif event[0] == "jam":
            jammed = True
        elif event[0] == "clear" and jammed:
            jammed = False
            if current is None and waiting:
                current = waiting.pop(0)
        else:
            raise ValueError("%r not possible now" % (event,))
    state = "jammed" if jammed else "printing" if current is not None else "idle"
    unfinished = len(waiting) + (current is not None)
    return (state, pages, unfinished - (state == "printing"))

# --- implementation 3: a deque of remaining page counts and an explicit jam flag ---
from collections import deque


def printer_job_queue_states(events):
    jobs = deque()
    jam = False
    done = 0
    for kind, *args in events:
        if kind == "submit":
            jobs.append(args[0])
        elif kind == "jam":
            jam = True
        elif kind == "clear":
            if not jam:
                raise ValueError("nothing to clear")
            jam = False
        elif kind == "page":
            if jam or not jobs:
                raise ValueError("cannot print a page now")
            done += 1
            if jobs[0] == 1:
                jobs.popleft()
            else:
                jobs[0] -= 1
        else:
            raise ValueError(kind)
    if jam:
        return "jammed", done, len(jobs)
    return ("printing", done, len(jobs) - 1) if jobs else ("idle", done, 0)

# --- inputs ---
def random_input(rng):
    events, state, jobs = [], "idle", []
    for _ in range(rng.randint(0, 10)):
        if rng.random() < 0.05:
            events.append(("clear",) if state != "jammed" else ("page",))
            break
        options = [("submit", rng.randint(1, 3))]
        if state == "printing":
            options += [("page",)] * 4 + [("jam",)]
        elif state == "jammed":
            options += [("clear",)] * 2
        else:
            options.append(("jam",))
        event = rng.choice(options)
        events.append(event)
        if event[0] == "submit":
            jobs.append(event[1])
            state = "printing" if state == "idle" else state
        elif event[0] == "page":
            jobs[0] -= 1
            if jobs[0] == 0:
                jobs.pop(0)
                state = "printing" if jobs else "idle"
        elif event[0] == "jam":
            state = "jammed"
        else:
            state = "printing" if jobs else "idle"
    return (events,)
