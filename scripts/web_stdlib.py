#!/usr/bin/env python3
"""Writes web/worker/sandbox_missing_modules.txt: the frozen standard-library modules whose import
raises ModuleNotFoundError in the sandbox guest (each needs a native module the WASI build of
RustPython lacks: _tkinter, _ctypes, _sqlite3, _curses, _multiprocessing, ...).

The browser's Python leaves exactly these out of its embedded standard library
(web/worker/build.rs): there too their import raises ModuleNotFoundError, so no outcome changes,
and the Python download is smaller (README "Size"). tests/tests/oracle.rs checks the list against
the sandbox on every test run; rerun this after a RustPython upgrade.

    python3 scripts/web_stdlib.py [EXECRETRIEVAL_BINARY]   (default: $CARGO_TARGET_DIR/release/execretrieval)
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "web", "worker", "sandbox_missing_modules.txt")
# The limits of the release's commands: every import here finishes far below them.
LIMITS = ["--fuel", "10000000000", "--suite-fuel", "0", "--no-cache"]


def run(binary, requests):
    with tempfile.TemporaryDirectory() as d:
        inp, out = os.path.join(d, "in.jsonl"), os.path.join(d, "out.jsonl")
        with open(inp, "w") as f:
            f.writelines(json.dumps(r) + "\n" for r in requests)
        subprocess.run([binary, "exec", "--input", inp, "--output", out, *LIMITS], check=True)
        with open(out) as f:
            return {row["id"]: row for row in map(json.loads, f)}


def main():
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(target, "release", "execretrieval")
    listing = run(binary, [{"id": "names", "code": "import _imp\nprint('\\n'.join(sorted(_imp._frozen_module_names())))\n",
                            "stdin": "", "argv": []}])["names"]
    names = listing["stdout"].split()
    rows = run(binary, [{"id": n, "code": "import importlib\n", "tests": [f"importlib.import_module({n!r})"]} for n in names])
    missing = sorted(n for n in names if rows[n]["outcomes"] == ["ERROR: ModuleNotFoundError"])
    with open(OUT + ".tmp", "w") as f:
        f.write("# Frozen stdlib modules whose import raises ModuleNotFoundError in the sandbox guest:\n"
                "# left out of the browser's Python (web/worker/build.rs). Written by scripts/web_stdlib.py.\n")
        f.writelines(n + "\n" for n in missing)
    os.replace(OUT + ".tmp", OUT)
    print(f"{len(missing)} of {len(names)} frozen modules cannot be imported in the sandbox: {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
