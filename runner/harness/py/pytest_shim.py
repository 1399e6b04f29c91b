"""Minimal stand-in for the parts of pytest that ExecRetrieval test suites use.

Installed as ``sys.modules["pytest"]`` (and bound as ``pytest`` in every test namespace) by the
sandbox harness and by the CPython reference runner, so both decide outcomes with the same code.

Deliberate difference from real pytest: a ``pytest.raises`` block that does not raise (or whose
``match`` does not match) raises ``AssertionError``, so the outcome is ``FAIL: DID NOT RAISE ...``
(a wrong answer), not ``ERROR: Failed``.
"""
import re as _re

__all__ = ["raises", "approx", "fail"]


def _name(expected):
    if isinstance(expected, tuple):
        return "(" + ", ".join(_name(e) for e in expected) + ")"
    return getattr(expected, "__name__", repr(expected))


class ExceptionInfo:
    def __init__(self):
        self.type = None
        self.value = None

    def __repr__(self):
        return "<ExceptionInfo %s>" % (self.type.__name__ if self.type else "unset")


class RaisesContext:
    def __init__(self, expected, match=None):
        self.expected = expected
        self.match = match
        self.excinfo = ExceptionInfo()

    def __enter__(self):
        return self.excinfo

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            raise AssertionError("DID NOT RAISE " + _name(self.expected))
        if not issubclass(exc_type, self.expected):
            return False
        if self.match is not None and not _re.search(self.match, str(exc)):
            raise AssertionError("Regex pattern did not match: %r vs %r" % (self.match, str(exc)))
        self.excinfo.type = exc_type
        self.excinfo.value = exc
        return True


def raises(expected, *args, match=None, **kwargs):
    """``with pytest.raises(Exc, match=...)`` or ``pytest.raises(Exc, func, *args, **kwargs)``."""
    if not args:
        return RaisesContext(expected, match)
    func, rest = args[0], args[1:]
    ctx = RaisesContext(expected, match)
    with ctx:
        func(*rest, **kwargs)
    return ctx.excinfo


def fail(reason=""):
    raise AssertionError(reason)


class ApproxBase:
    def __init__(self, expected, rel=None, abs=None):
        self.expected = expected
        self.rel = 1e-6 if rel is None else rel
        self.abs = 1e-12 if abs is None else abs

    def _close(self, actual, expected):
        if isinstance(expected, (list, tuple)):
            return (isinstance(actual, (list, tuple)) and len(actual) == len(expected)
                    and all(self._close(a, e) for a, e in zip(actual, expected)))
        if isinstance(expected, dict):
            return (isinstance(actual, dict) and actual.keys() == expected.keys()
                    and all(self._close(actual[k], expected[k]) for k in expected))
        if isinstance(expected, complex) or isinstance(actual, complex):
            try:
                return actual == expected or _abs(actual - expected) <= self._tol(expected)
            except TypeError:
                return False
        if isinstance(expected, bool) or isinstance(actual, bool):
            return actual == expected
        if not isinstance(expected, (int, float)) or not isinstance(actual, (int, float)):
            return actual == expected
        if actual == expected:
            return True
        if expected != expected or actual != actual:  # NaN
            return False
        if expected in (float("inf"), float("-inf")):
            return False
        return _abs(actual - expected) <= self._tol(expected)

    def _tol(self, expected):
        return max(self.rel * _abs(expected), self.abs)

    def __eq__(self, actual):
        return self._close(actual, self.expected)

    def __ne__(self, actual):
        return not self.__eq__(actual)

    __hash__ = None

    def __repr__(self):
        return "approx(%r)" % (self.expected,)


_abs = abs


def approx(expected, rel=None, abs=None):
    return ApproxBase(expected, rel=rel, abs=abs)
