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


# --- implementation 2: ticket numbers from itertools.count, skipping rotates the list by slicing ---
from itertools import count


def queue_ticket_counter_system(events):
    numbers = count(1)
    queue = []
    called = []
    for event in events:
        if event == "take":
            queue.append(next(numbers))
        elif event == "call" or event == "skip":
            if not queue:
                raise ValueError("no ticket is waiting")
            if event == "call":
                called.append(queue[0])
                queue = queue[1:]
            else:
                queue = queue[1:] + queue[:1]
        else:
            raise ValueError("unknown event %r" % event)
    return called

# --- implementation 3: validate the event, then pop the front and route it to served or the back ---
def queue_ticket_counter_system(events):
    waiting, served = [], []
    issued = 0
    for e in events:
        if e not in ("take", "call", "skip"):
            raise ValueError(e)
        if e == "take":
            issued += 1
            waiting.append(issued)
            continue
        if len(waiting) == 0:
            raise ValueError("queue is empty")
        (served if e == "call" else waiting).append(waiting.pop(0))
    return served

# --- implementation 4: a deque rotated one step for a skip ---
from collections import deque


def queue_ticket_counter_system(events):
    line = deque()
    taken = 0
    calls = []
    for event in events:
        if event == "take":
            taken += 1
            line.append(taken)
            continue
        if event not in ("call", "skip"):
            raise ValueError("unknown event %r" % event)
        if not line:
            raise ValueError("%s with nobody waiting" % event)
        if event == "skip":
            line.rotate(-1)
        else:
            calls.append(line.popleft())
    return calls

# --- inputs ---
def random_input(rng):
    events = []
    waiting = 0
    for _ in range(rng.randint(0, 10)):
        r = rng.random()
        if r < 0.45 or waiting == 0 and r < 0.95:
            events.append("take")
            waiting += 1
        elif r < 0.75:
            events.append("call")
            waiting -= 1
        else:
            events.append("skip")
    if rng.random() < 0.05:
        events.append("serve")
    return (events,)
