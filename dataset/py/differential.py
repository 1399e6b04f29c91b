# The differential check of a task's implementations (data/README.md, "Independent implementations
# and inputs"): one implementation against a reference on the inputs `random_input(rng)` draws.
# The one definition of "agree": `build --plus` runs this file in the sandbox (a test of a suite),
# data/tools/implementations.py runs it under CPython. An outcome is the return value and the
# arguments after the call (in-place functions), or the exception's type; two outcomes agree when
# their kinds agree and values are equal with the same types (floats within rel 1e-9 / abs 1e-12,
# NaN equal to NaN, dict key order included), or the exception types are the same.


def _er_same(a, b):
    import math
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)
    if isinstance(a, complex):
        return _er_same(a.real, b.real) and _er_same(a.imag, b.imag)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(_er_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(_er_same(a[k], b[k]) for k in a)
    try:
        return bool(a == b)
    except Exception:
        return repr(a) == repr(b)


def _er_outcome(function, args):
    import copy
    args = copy.deepcopy(args)
    try:
        return ("return", function(*args), args)
    except Exception as exc:
        return ("raise", type(exc).__name__, None)


def _er_agree(a, b):
    if a[0] != b[0]:
        return False
    if a[0] == "return":
        return _er_same(a[1], b[1]) and _er_same(a[2], b[2])
    return a[1] == b[1]


def _er_show(value, limit=160):
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _er_seed(name):
    """The generator's seed for the task whose function is `name`: the first 8 bytes of
    sha256(name), big-endian."""
    import hashlib
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "big")


def _er_inputs(inputs_src, name, count):
    import random
    namespace = {"__name__": "__inputs__"}
    exec(inputs_src, namespace)
    rng = random.Random(_er_seed(name))
    return [namespace["random_input"](rng) for _ in range(count)]


def _er_differential(function, reference_src, name, inputs_src, start, stop):
    """Raises AssertionError naming the first input of draws [start, stop) where `function`
    and the reference's `name` disagree."""
    namespace = {"__name__": "__reference__"}
    exec(reference_src, namespace)
    reference = namespace[name]
    for i, args in enumerate(_er_inputs(inputs_src, name, stop)):
        if i < start:
            continue
        if not isinstance(args, tuple):
            raise TypeError("random_input must return a tuple of positional arguments")
        want, got = _er_outcome(reference, args), _er_outcome(function, args)
        if not _er_agree(got, want):
            shown = lambda o: _er_show(o[1]) if o[0] == "return" else "raises " + o[1]
            raise AssertionError("input %d %s: %s, expected %s" % (i, _er_show(args), shown(got), shown(want)))
