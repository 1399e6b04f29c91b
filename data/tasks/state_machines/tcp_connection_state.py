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
