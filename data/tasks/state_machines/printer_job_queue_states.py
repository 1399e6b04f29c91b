# domain: state_machines
# function: printer_job_queue_states
# query: A printer starts "idle" with an empty queue. Events: ("submit", pages) enqueues a job and starts
#   printing if idle; ("page",) prints one page of the current job, finishing it when its pages run out
#   and starting the next queued job or going idle; ("jam",) moves to "jammed" (pages events then raise
#   ValueError) until ("clear",). Return (state, pages_printed, jobs_waiting).

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
