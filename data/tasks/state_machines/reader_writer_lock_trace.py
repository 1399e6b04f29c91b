# domain: state_machines
# function: reader_writer_lock_trace
# query: Replay (actor, operation) events against a non-blocking reader-writer lock: "acquire_read"
#   succeeds when no writer holds it and the actor is not already reading, "acquire_write" succeeds
#   only when nobody holds it; "release_read"/"release_write" give the lock back. Return the list of
#   True/False results of the acquire attempts; raise ValueError for releasing a lock the actor does
#   not hold or an unknown operation.

def reader_writer_lock_trace(events):
    readers = set()
    writer = None
    granted = []
    for actor, op in events:
        if op == "acquire_read":
            ok = writer is None and actor not in readers
            if ok:
                readers.add(actor)
            granted.append(ok)
        elif op == "acquire_write":
            ok = writer is None and not readers
            if ok:
                writer = actor
            granted.append(ok)
        elif op == "release_read":
            if actor not in readers:
                raise ValueError(actor + " holds no read lock")
            readers.remove(actor)
        elif op == "release_write":
            if writer != actor:
                raise ValueError(actor + " holds no write lock")
            writer = None
        else:
            raise ValueError("unknown operation: " + op)
    return granted

# --- tests ---
import pytest

assert reader_writer_lock_trace([]) == []
assert reader_writer_lock_trace([("a", "acquire_read"), ("b", "acquire_read")]) == [True, True]
assert reader_writer_lock_trace([("a", "acquire_read"), ("b", "acquire_write")]) == [True, False]
assert reader_writer_lock_trace([("a", "acquire_write"), ("b", "acquire_read"), ("a", "release_write"), ("b", "acquire_read")]) == [True, False, True]
assert reader_writer_lock_trace([("a", "acquire_read"), ("a", "acquire_read")]) == [True, False]
assert reader_writer_lock_trace([("a", "acquire_read"), ("a", "release_read"), ("b", "acquire_write"), ("c", "acquire_write")]) == [True, True, False]
assert reader_writer_lock_trace([("a", "acquire_read"), ("b", "acquire_read"), ("a", "release_read"), ("c", "acquire_write"), ("b", "release_read"), ("c", "acquire_write")]) == [True, True, False, True]
with pytest.raises(ValueError):
    reader_writer_lock_trace([("a", "acquire_read"), ("b", "release_read")])
with pytest.raises(ValueError):
    reader_writer_lock_trace([("a", "acquire_write"), ("b", "release_write")])
with pytest.raises(ValueError):
    reader_writer_lock_trace([("a", "upgrade")])

# --- implementation 2: one dict from actor to the kind of lock it holds ---
def reader_writer_lock_trace(events):
    holding = {}
    results = []
    for actor, op in events:
        if op == "acquire_read":
            ok = actor not in holding and "write" not in holding.values()
            if ok:
                holding[actor] = "read"
            results.append(ok)
        elif op == "acquire_write":
            ok = not holding
            if ok:
                holding[actor] = "write"
            results.append(ok)
        elif op in ("release_read", "release_write"):
            kind = op.split("_")[1]
            if holding.get(actor) != kind:
                raise ValueError("%s does not hold a %s lock" % (actor, kind))
            del holding[actor]
        else:
            raise ValueError("unknown operation %r" % op)
    return results

# --- implementation 3: a list of readers and a one-element writer list, dispatched by the verb ---
def reader_writer_lock_trace(events):
    readers, writers = [], []
    answers = []
    for actor, op in events:
        verb, _, mode = op.partition("_")
        if verb not in ("acquire", "release") or mode not in ("read", "write"):
            raise ValueError(op)
        holders = readers if mode == "read" else writers
        if verb == "release":
            if actor not in holders:
                raise ValueError("release without lock")
            holders.remove(actor)
        elif mode == "read":
            answers.append(not writers and actor not in readers)
            if answers[-1]:
                readers.append(actor)
        else:
            answers.append(not writers and not readers)
            if answers[-1]:
                writers.append(actor)
    return answers

# --- inputs ---
def random_input(rng):
    readers, writer, events = set(), None, []
    for _ in range(rng.randint(0, 9)):
        actor = rng.choice(["a", "b", "c"])
        if rng.random() < 0.05:
            events.append((actor, rng.choice(["upgrade", "release_write" if writer != actor else "release_read"])))
            break
        options = ["acquire_read", "acquire_read", "acquire_write"]
        if actor in readers:
            options += ["release_read"] * 2
        if writer == actor:
            options += ["release_write"] * 2
        op = rng.choice(options)
        events.append((actor, op))
        if op == "acquire_read" and writer is None:
            readers.add(actor)
        elif op == "acquire_write" and writer is None and not readers:
            writer = actor
        elif op == "release_read":
            readers.discard(actor)
        elif op == "release_write":
            writer = None
    return (events,)
