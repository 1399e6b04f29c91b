# domain: state_machines
# function: tcp_connection_state
# query: Apply a list of events to a simplified TCP connection state machine starting at "CLOSED"
#   (APP_PASSIVE_OPEN, APP_ACTIVE_OPEN, RCV_SYN, RCV_ACK, RCV_SYN_ACK, APP_CLOSE, RCV_FIN,
#   RCV_FIN_ACK, APP_TIMEOUT) and return the final state name; return "ERROR" as soon as an
#   event is not valid in the current state.
# lint_allow: implementation "state machine" the TCP connection state machine is the specified
#   behaviour (its states and transitions), not a technique

def tcp_connection_state(events):
    table = {
        ("CLOSED", "APP_PASSIVE_OPEN"): "LISTEN", ("CLOSED", "APP_ACTIVE_OPEN"): "SYN_SENT",
        ("LISTEN", "RCV_SYN"): "SYN_RCVD", ("LISTEN", "APP_CLOSE"): "CLOSED",
        ("SYN_RCVD", "RCV_ACK"): "ESTABLISHED", ("SYN_SENT", "RCV_SYN_ACK"): "ESTABLISHED",
        ("ESTABLISHED", "APP_CLOSE"): "FIN_WAIT_1", ("ESTABLISHED", "RCV_FIN"): "CLOSE_WAIT",
        ("FIN_WAIT_1", "RCV_ACK"): "FIN_WAIT_2", ("FIN_WAIT_2", "RCV_FIN"): "TIME_WAIT",
        ("TIME_WAIT", "APP_TIMEOUT"): "CLOSED", ("CLOSE_WAIT", "APP_CLOSE"): "LAST_ACK",
        ("LAST_ACK", "RCV_ACK"): "CLOSED",
    }
    state = "CLOSED"
    for i in range(len(events)):
        state = table.get((state, events[i]))
        if state is None:
            return "ERROR"
    return state

# --- tests ---
import pytest

assert tcp_connection_state([]) == "CLOSED"
assert tcp_connection_state(["APP_PASSIVE_OPEN", "APP_CLOSE"]) == "CLOSED"
assert tcp_connection_state(["APP_ACTIVE_OPEN"]) == "SYN_SENT"
assert tcp_connection_state(["APP_ACTIVE_OPEN", "RCV_SYN_ACK", "APP_CLOSE", "RCV_ACK"]) == "FIN_WAIT_2"
assert tcp_connection_state(["APP_PASSIVE_OPEN", "RCV_SYN", "RCV_ACK", "RCV_FIN", "APP_CLOSE"]) == "LAST_ACK"
assert tcp_connection_state(["APP_ACTIVE_OPEN", "RCV_SYN_ACK", "APP_CLOSE", "RCV_ACK", "RCV_FIN", "APP_TIMEOUT"]) == "CLOSED"
assert tcp_connection_state(["RCV_ACK"]) == "ERROR"
assert tcp_connection_state(["APP_PASSIVE_OPEN", "RCV_SYN", "RCV_ACK"]) == "ESTABLISHED"
assert tcp_connection_state(["APP_PASSIVE_OPEN", "RCV_SYN", "RCV_ACK", "RCV_SYN", "RCV_ACK"]) == "ERROR"

# --- implementation 2: for each event, the states it is valid in and where it leads ---
def tcp_connection_state(events):
    by_event = {
        "APP_PASSIVE_OPEN": {"CLOSED": "LISTEN"},
        "APP_ACTIVE_OPEN": {"CLOSED": "SYN_SENT"},
        "RCV_SYN": {"LISTEN": "SYN_RCVD"},
        "RCV_SYN_ACK": {"SYN_SENT": "ESTABLISHED"},
        "RCV_ACK": {"SYN_RCVD": "ESTABLISHED", "FIN_WAIT_1": "FIN_WAIT_2", "LAST_ACK": "CLOSED"},
        "APP_CLOSE": {"LISTEN": "CLOSED", "ESTABLISHED": "FIN_WAIT_1", "CLOSE_WAIT": "LAST_ACK"},
        "RCV_FIN": {"ESTABLISHED": "CLOSE_WAIT", "FIN_WAIT_2": "TIME_WAIT"},
        "APP_TIMEOUT": {"TIME_WAIT": "CLOSED"},
    }
    current = "CLOSED"
    for event in events:
        options = by_event.get(event, {})
        if current not in options:
            return "ERROR"
        current = options[current]
    return current

# --- implementation 3: a list of (from, event, to) rules searched for each event ---
RULES = [
    ("CLOSED", "APP_PASSIVE_OPEN", "LISTEN"), ("CLOSED", "APP_ACTIVE_OPEN", "SYN_SENT"),
    ("LISTEN", "RCV_SYN", "SYN_RCVD"), ("LISTEN", "APP_CLOSE", "CLOSED"),
    ("SYN_RCVD", "RCV_ACK", "ESTABLISHED"), ("SYN_SENT", "RCV_SYN_ACK", "ESTABLISHED"),
    ("ESTABLISHED", "APP_CLOSE", "FIN_WAIT_1"), ("ESTABLISHED", "RCV_FIN", "CLOSE_WAIT"),
    ("FIN_WAIT_1", "RCV_ACK", "FIN_WAIT_2"), ("FIN_WAIT_2", "RCV_FIN", "TIME_WAIT"),
    ("TIME_WAIT", "APP_TIMEOUT", "CLOSED"), ("CLOSE_WAIT", "APP_CLOSE", "LAST_ACK"),
    ("LAST_ACK", "RCV_ACK", "CLOSED"),
]


def tcp_connection_state(events):
    state = "CLOSED"
    for event in events:
        state = next((to for frm, ev, to in RULES if frm == state and ev == event), "ERROR")
        if state == "ERROR":
            break
    return state

# --- implementation 4: reduce over the events; "ERROR" absorbs every later event ---
from functools import reduce

MOVES = {
    "CLOSED": {"APP_PASSIVE_OPEN": "LISTEN", "APP_ACTIVE_OPEN": "SYN_SENT"},
    "LISTEN": {"RCV_SYN": "SYN_RCVD", "APP_CLOSE": "CLOSED"},
    "SYN_RCVD": {"RCV_ACK": "ESTABLISHED"},
    "SYN_SENT": {"RCV_SYN_ACK": "ESTABLISHED"},
    "ESTABLISHED": {"APP_CLOSE": "FIN_WAIT_1", "RCV_FIN": "CLOSE_WAIT"},
    "FIN_WAIT_1": {"RCV_ACK": "FIN_WAIT_2"},
    "FIN_WAIT_2": {"RCV_FIN": "TIME_WAIT"},
    "TIME_WAIT": {"APP_TIMEOUT": "CLOSED"},
    "CLOSE_WAIT": {"APP_CLOSE": "LAST_ACK"},
    "LAST_ACK": {"RCV_ACK": "CLOSED"},
    "ERROR": {},
}


def tcp_connection_state(events):
    return reduce(lambda state, event: MOVES[state].get(event, "ERROR"), events, "CLOSED")

# --- inputs ---
def random_input(rng):
    paths = [
        ["APP_PASSIVE_OPEN", "RCV_SYN", "RCV_ACK", "RCV_FIN", "APP_CLOSE", "RCV_ACK"],
        ["APP_ACTIVE_OPEN", "RCV_SYN_ACK", "APP_CLOSE", "RCV_ACK", "RCV_FIN", "APP_TIMEOUT"],
        ["APP_PASSIVE_OPEN", "APP_CLOSE"],
    ]
    events = []
    for _ in range(rng.randint(1, 2)):
        p = rng.choice(paths)
        events += p[:rng.randint(0, len(p))] if rng.random() < 0.5 else p
    if rng.random() < 0.3:
        events.insert(rng.randint(0, len(events)), rng.choice(["RCV_ACK", "RCV_SYN", "APP_CLOSE", "RCV_FIN", "BOGUS"]))
    return (events,)
