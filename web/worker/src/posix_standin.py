# The browser build of RustPython has no `posix` module (its `host_env` feature does not build for
# wasm32-unknown-unknown), so `os` -- and with it random, statistics, dataclasses, inspect --
# cannot be imported. This stand-in gives `os` what it needs at import time; every system call
# raises OSError (ENOSYS), as a capability-less sandbox would.
import sys


def _er_install_posix():
    mod = type(sys)("posix")

    def _unavailable(*args, **kwargs):
        raise OSError(38, "Function not implemented in the browser sandbox")

    for name in (
        "stat", "lstat", "fstat", "open", "close", "read", "write", "scandir", "listdir",
        "getcwd", "getcwdb", "mkdir", "rmdir", "unlink", "remove", "rename", "replace", "chdir",
        "chmod", "access", "readlink", "symlink", "link", "utime", "truncate", "ftruncate",
        "lseek", "system", "kill", "putenv", "unsetenv", "execv", "execve", "waitpid", "dup",
        "dup2", "pipe", "umask", "fsync", "device_encoding", "get_terminal_size", "cpu_count",
        "get_blocking", "set_blocking", "get_inheritable", "set_inheritable", "fdopen",
    ):
        setattr(mod, name, _unavailable)

    def fspath(path):
        if isinstance(path, (str, bytes)):
            return path
        method = getattr(type(path), "__fspath__", None)
        if method is None:
            raise TypeError("expected str, bytes or os.PathLike object, not " + type(path).__name__)
        return method(path)

    def urandom(n):
        # Deterministic, like the WASI sandbox's random_get.
        return bytes((i * 131 + 7) & 0xFF for i in range(n))

    def strerror(code):
        return "error " + str(code)

    def _exit(code):
        raise SystemExit(code)

    mod.fspath = fspath
    mod.urandom = urandom
    mod.strerror = strerror
    mod._exit = _exit
    mod.getpid = lambda: 1
    mod.isatty = lambda fd: False
    mod.environ = {}
    mod._have_functions = []
    mod.error = OSError
    mod.F_OK, mod.R_OK, mod.W_OK, mod.X_OK = 0, 4, 2, 1
    mod.O_RDONLY, mod.O_WRONLY, mod.O_RDWR = 0, 1, 2
    mod.__all__ = [n for n in dir(mod) if not n.startswith("_")]
    sys.modules["posix"] = mod
    if "posix" not in sys.builtin_module_names:
        sys.builtin_module_names = tuple(sys.builtin_module_names) + ("posix",)


_er_install_posix()
del _er_install_posix
