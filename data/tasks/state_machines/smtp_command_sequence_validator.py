# domain: state_machines
# function: smtp_command_sequence_validator
# query: Validate the order of SMTP commands in a session: HELO first, then for each message MAIL, one or
#   more RCPT, then DATA; QUIT may end the session after HELO or after a completed DATA. Return the
#   number of messages sent; raise ValueError on an out-of-order command or a missing QUIT.

def smtp_command_sequence_validator(commands):
    allowed = {
        "start": {"HELO": "ready"},
        "ready": {"MAIL": "mail", "QUIT": "closed"},
        "mail": {"RCPT": "rcpt"},
        "rcpt": {"RCPT": "rcpt", "DATA": "ready"},
    }
    state = "start"
    messages = 0
    for command in commands:
        nxt = allowed.get(state, {}).get(command)
        if nxt is None:
            raise ValueError("unexpected %s in %s" % (command, state))
        if command == "DATA":
            messages += 1
        state = nxt
    if state != "closed":
        raise ValueError("session not closed")
    return messages

# --- tests ---
import pytest

assert smtp_command_sequence_validator(["HELO", "QUIT"]) == 0
assert smtp_command_sequence_validator(["HELO", "MAIL", "RCPT", "DATA", "QUIT"]) == 1
assert smtp_command_sequence_validator(["HELO", "MAIL", "RCPT", "RCPT", "DATA", "MAIL", "RCPT", "DATA", "QUIT"]) == 2
with pytest.raises(ValueError):
    smtp_command_sequence_validator([])
with pytest.raises(ValueError):
    smtp_command_sequence_validator(["MAIL"])
with pytest.raises(ValueError):
    smtp_command_sequence_validator(["HELO", "MAIL", "DATA", "QUIT"])
with pytest.raises(ValueError):
    smtp_command_sequence_validator(["HELO", "MAIL", "RCPT", "QUIT"])
with pytest.raises(ValueError):
    smtp_command_sequence_validator(["HELO", "QUIT", "HELO"])
