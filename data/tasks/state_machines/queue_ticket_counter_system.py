# domain: state_machines
# function: queue_ticket_counter_system
# query: Simulate a take-a-number system over events: "take" issues the next ticket number (starting
#   at 1), "call" serves the lowest waiting ticket and records it, "skip" moves the lowest
#   waiting ticket to the back of the queue. "call"/"skip" with nobody waiting raise
#   ValueError. Return the list of served ticket numbers.

from collections import deque

def queue_ticket_counter_system(events):
    waiting = deque()
    next_ticket = 1
    served = []
    for event in events:
        if event == "take":
            waiting.append(next_ticket)
            next_ticket += 1
        elif event in ("call", "skip"):
            if not waiting:
                raise ValueError("nobody waiting")
            ticket = waiting.popleft()
            if event == "call":
                served.append(ticket)
            else:
                waiting.append(ticket)
        else:
            raise ValueError("unknown event")
    return served

# --- tests ---
import pytest

assert queue_ticket_counter_system([]) == []
assert queue_ticket_counter_system(["take", "call"]) == [1]
assert queue_ticket_counter_system(["take", "take", "call", "call"]) == [1, 2]
assert queue_ticket_counter_system(["take", "take", "skip", "call", "call"]) == [2, 1]
assert queue_ticket_counter_system(["take", "call", "take", "take", "call"]) == [1, 2]
with pytest.raises(ValueError):
    queue_ticket_counter_system(["call"])
with pytest.raises(ValueError):
    queue_ticket_counter_system(["take", "call", "skip"])
with pytest.raises(ValueError):
    queue_ticket_counter_system(["serve"])
