# Deferred imports, the browser's stand-in for the sandbox guest's snapshot. The guest imports the
# harness's preloaded modules (runner/harness PRELOADED_MODULES) once, before its Wizer snapshot,
# so no suite pays for them; the browser has no snapshot and would run them on every worker start
# (four fifths of the interpreter's start, see src/lib.rs). Here the harness's start-up finds a
# placeholder in sys.modules for each, and `_er_undefer` (run by src/lib.rs right after it)
# takes the placeholders out again: a snippet's `import m` is then the ordinary import, run the
# first time a test needs the module (and kept for later tests, as the snapshot keeps it). What
# holds a placeholder past start-up (the pytest shim's `re`) reaches the real module through it.
# What differs from the snapshot: `sys.modules` lacks a preloaded module until something imports
# it, and that first import runs inside a test (its steps count towards the test's step limit).
import sys


def _er_defer(names, _import=__import__, _getattribute=object.__getattribute__):
    Module = type(sys)

    class Deferred(Module):
        def __getattr__(self, attr):
            return getattr(_import(_getattribute(self, "__name__")), attr)

    placeholders = {}
    for name in names:
        if "." in name or name in sys.modules or name in sys.builtin_module_names:
            continue
        sys.modules[name] = placeholders[name] = Deferred(name)

    def undefer():
        for name, placeholder in placeholders.items():
            if sys.modules.get(name) is placeholder:
                del sys.modules[name]

    sys._er_undefer = undefer
