# The warm-up suite (`Harness::warm_up`): run once inside the sandbox's snapshot, so that every
# instance starts with the caches and the heap layout a first suite would otherwise build (the
# type method cache, interned names, the allocator's free space). Written for the purpose, not
# taken from any benchmark: it touches what a typical task does (functions, a class, loops,
# comprehensions, str/format, sorting with a key, containers from collections, exceptions, the
# pytest shim's `raises`, a failing assert with and without a message). Its tests are separated
# by lines "# --- test"; the part before the first one is the snippet.
import math
from collections import Counter, defaultdict, deque


class _WarmPoint:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"_WarmPoint({self.x}, {self.y})"

    def __eq__(self, other):
        return isinstance(other, _WarmPoint) and (self.x, self.y) == (other.x, other.y)

    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)


def _warm_up(items, key=None):
    if not isinstance(items, (list, tuple)):
        raise TypeError("items must be a list or a tuple")
    if len(items) == 0:
        raise ValueError("items must not be empty")
    counts = Counter(str(v).strip().lower() for v in items)
    groups = defaultdict(list)
    ordered = sorted(items, key=key or (lambda v: (type(v).__name__, str(v))))
    for i, v in enumerate(ordered):
        groups[i % 3].append(v)
    window = deque(range(5), maxlen=4)
    window.append(len(items))
    total = 0
    for a, b in zip(items, items[1:]):
        if isinstance(a, (int, float)) and isinstance(b, (int, float)):
            total += abs(a - b) // 1 + (a * b) % 7 - min(a, b) / 2 + max(a, b) ** 2
    words = " ".join(str(v) for v in items).split()
    text = "%s-%d:%.2f" % ("w", len(words), math.sqrt(len(words))) + "{:>4}".format(len(groups))
    seen = set()
    firsts = [w for w in words if not (w in seen or seen.add(w))]
    points = sorted(_WarmPoint(i % 2, -i) for i in range(4))
    return {
        "counts": dict(counts),
        "total": round(total, 3),
        "text": text.replace("-", "_").upper(),
        "keys": sorted(groups),
        "prefixes": {w[:2] for w in words},
        "window": list(window),
        "firsts": tuple(firsts),
        "points": repr(points[0]),
        "even": [x * x for x in range(10) if x % 2 == 0],
    }
# --- test
assert _warm_up([3, 1, 2])["keys"] == [0, 1, 2]
# --- test
result = _warm_up(["b a", "a", 3.5, 2])
assert result["counts"]["a"] == 1 and result["firsts"] == ("b", "a", "3.5", "2")
# --- test
with pytest.raises(ValueError, match="must not be empty"):
    _warm_up([])
# --- test
with pytest.raises(TypeError):
    _warm_up(None)
# --- test
assert _warm_up([1, 2])["total"] > 10 ** 9, "total too small"
# --- test
assert _warm_up((1,)) == {}
# --- test
_warm_up([1 / 0])
# --- test
assert math.isclose(sum([0.1] * 10), 1.0) and _WarmPoint(1, 2) == _WarmPoint(1, 2)
# --- test
assert _warm_up([10, -4, 7.5], key=abs)["window"] == [2, 3, 4, 3]
