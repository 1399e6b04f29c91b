# domain: state_machines
# function: ticket_workflow_status
# query: Track a support ticket through actions starting from "open": "assign" (open->in_progress),
#   "resolve" (in_progress->resolved), "reopen" (resolved->open), "close" (resolved->closed). Return a
#   tuple of the final status and how many times it was reopened; raise ValueError on an action that
#   is not allowed in the current status.

def ticket_workflow_status(actions):
    table = {
        ("open", "assign"): "in_progress",
        ("in_progress", "resolve"): "resolved",
        ("resolved", "reopen"): "open",
        ("resolved", "close"): "closed",
    }
    status = "open"
    reopened = 0
    for action in actions:
        if (status, action) not in table:
            raise ValueError("cannot %s when %s" % (action, status))
        if action == "reopen":
            reopened += 1
        status = table[(status, action)]
    return status, reopened

# --- tests ---
import pytest

assert ticket_workflow_status([]) == ("open", 0)
assert ticket_workflow_status(["assign"]) == ("in_progress", 0)
assert ticket_workflow_status(["assign", "resolve", "close"]) == ("closed", 0)
assert ticket_workflow_status(["assign", "resolve", "reopen"]) == ("open", 1)
assert ticket_workflow_status(["assign", "resolve", "reopen", "assign", "resolve", "reopen"]) == ("open", 2)
with pytest.raises(ValueError):
    ticket_workflow_status(["resolve"])
with pytest.raises(ValueError):
    ticket_workflow_status(["assign", "resolve", "close", "reopen"])
with pytest.raises(ValueError):
    ticket_workflow_status(["assign", "assign"])

# --- implementation 2: per-status dict of the actions it allows ---
def ticket_workflow_status(actions):
    flow = {
        "open": {"assign": "in_progress"},
        "in_progress": {"resolve": "resolved"},
        "resolved": {"reopen": "open", "close": "closed"},
        "closed": {},
    }
    status, reopens = "open", 0
    for action in actions:
        if action not in flow[status]:
            raise ValueError("%r is not allowed while %s" % (action, status))
        reopens += action == "reopen"
        status = flow[status][action]
    return (status, reopens)

# --- implementation 3: each action names the one status it is allowed from ---
def ticket_workflow_status(actions):
    source = {"assign": "open", "resolve": "in_progress", "reopen": "resolved", "close": "resolved"}
    target = {"assign": "in_progress", "resolve": "resolved", "reopen": "open", "close": "closed"}
    current = "open"
    for act in actions:
        if source.get(act) != current:
            raise ValueError(act)
        current = target[act]
    return current, actions.count("reopen")

# --- implementation 4: a step function per action, with the reopen count carried in the state tuple ---
def apply_action(state, action):
    status, reopened = state
    if action == "assign" and status == "open":
        return "in_progress", reopened
    if action == "resolve" and status == "in_progress":
        return "resolved", reopened
    if action == "reopen" and status == "resolved":
        return "open", reopened + 1
    if action == "close" and status == "resolved":
        return "closed", reopened
    raise ValueError("%s is not allowed in %s" % (action, status))


def ticket_workflow_status(actions):
    state = ("open", 0)
    for action in actions:
        state = apply_action(state, action)
    return state

# --- inputs ---
def random_input(rng):
    moves = {"open": ["assign"], "in_progress": ["resolve"], "resolved": ["reopen", "reopen", "close"]}
    after = {"assign": "in_progress", "resolve": "resolved", "reopen": "open"}
    status, actions = "open", []
    for _ in range(rng.randint(0, 14)):
        if rng.random() < 0.07:
            actions.append(rng.choice(["assign", "resolve", "reopen", "close", "escalate"]))
            break
        if status == "closed":
            break
        action = rng.choice(moves[status])
        actions.append(action)
        status = after.get(action, "closed")
    return (actions,)
