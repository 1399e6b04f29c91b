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

# --- implementation 2: the whole session as one regular expression over the joined commands ---
import re


def smtp_command_sequence_validator(commands):
    session = " ".join(commands)
    if not re.fullmatch(r"HELO(?: MAIL(?: RCPT)+ DATA)* QUIT", session):
        raise ValueError("commands out of order or QUIT missing")
    return commands.count("DATA")

# --- implementation 3: check each command against the one before it ---
def smtp_command_sequence_validator(commands):
    may_follow = {
        None: ("HELO",),
        "HELO": ("MAIL", "QUIT"),
        "MAIL": ("RCPT",),
        "RCPT": ("RCPT", "DATA"),
        "DATA": ("MAIL", "QUIT"),
        "QUIT": (),
    }
    previous = None
    sent = 0
    for cmd in commands:
        if cmd not in may_follow[previous]:
            raise ValueError("%s cannot follow %s" % (cmd, previous))
        sent += cmd == "DATA"
        previous = cmd
    if previous != "QUIT":
        raise ValueError("missing QUIT")
    return sent

# --- implementation 4: check the session's shape by slicing off HELO and QUIT and reading message blocks ---
def smtp_command_sequence_validator(commands):
    if len(commands) < 2 or commands[0] != "HELO" or commands[-1] != "QUIT":
        raise ValueError("session must start with HELO and end with QUIT")
    body = commands[1:-1]
    messages = 0
    i = 0
    while i < len(body):
        if body[i] != "MAIL" or i + 1 >= len(body) or body[i + 1] != "RCPT":
            raise ValueError("expected MAIL then RCPT at %d" % (i + 1))
        i += 2
        while i < len(body) and body[i] == "RCPT":
            i += 1
        if i >= len(body) or body[i] != "DATA":
            raise ValueError("expected DATA")
        messages += 1
        i += 1
    return messages

# --- inputs ---
def random_input(rng):
    cmds = ["HELO"]
    for _ in range(rng.randint(0, 3)):
        cmds += ["MAIL"] + ["RCPT"] * rng.randint(1, 3) + ["DATA"]
    cmds.append("QUIT")
    r = rng.random()
    if r < 0.15:
        del cmds[rng.randrange(len(cmds))]
    elif r < 0.3:
        cmds.insert(rng.randint(0, len(cmds)), rng.choice(["HELO", "MAIL", "RCPT", "DATA", "QUIT", "NOOP"]))
    return (cmds,)
