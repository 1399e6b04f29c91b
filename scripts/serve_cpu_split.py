#!/usr/bin/env python3
"""CPU per suite of `execretrieval exec --jobs 2` against the server's, by request size.

Where `bench serve`'s overhead goes, separated from the load generator: the same suites (the
generator of `core::workload::small_suites`, repeated) through `exec --jobs 2 --no-cache` (the
child's CPU from `getrusage`) and through `serve --jobs 2 --no-cache` in requests of 1, 8 and 200
suites (the server's CPU from /proc/PID/stat; the clients are Python threads whose own CPU is not
counted). Stdlib only. Usage: scripts/serve_cpu_split.py [BINARY] [--rounds N]
"""
import argparse, http.client, json, os, re, resource, subprocess, sys, tempfile, threading, time


def small_suites(n):
    templates = [
        ("def f_{k}(x):\n    if x < 0:\n        return -x + {k}\n    return x * 2 + {k}\n", lambda x: -x if x < 0 else x * 2, "f"),
        ("def g_{k}(x):\n    total = {k}\n    for i in range(x if x > 0 else 0):\n        total += i\n    return total\n", lambda x: x * (x - 1) // 2 if x > 0 else 0, "g"),
        ("def h_{k}(x):\n    s = str(abs(x))\n    return sum(int(c) for c in s) + {k}\n", lambda x: sum(int(c) for c in str(abs(x))), "h"),
        ("def m_{k}(x):\n    return max([x, -x, x // 2]) + {k}\n", lambda x: max([x, -x, x // 2]), "m"),
    ]
    out = []
    for k in range(n):
        src, f, name = templates[k % 4]
        tests = [f"assert {name}_{k}({t * 7 - 20 + k % 5}) == {f(t * 7 - 20 + k % 5) + k}" for t in range(8)]
        out.append({"code": src.replace("{k}", str(k)), "tests": tests})
    return out


def pid_cpu(pid):
    with open(f"/proc/{pid}/stat") as f:
        rest = f.read().rsplit(")", 1)[1].split()
    return (int(rest[11]) + int(rest[12])) / os.sysconf("SC_CLK_TCK")


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary", nargs="?", default="target/release/execretrieval")
    ap.add_argument("--rounds", type=int, default=60, help="passes over the 200 suites")
    ap.add_argument("--clients", type=int, default=4)
    a = ap.parse_args()
    suites = small_suites(200)
    total = len(suites) * a.rounds
    with tempfile.TemporaryDirectory() as d:
        inp = os.path.join(d, "suites.jsonl")
        with open(inp, "w") as f:
            for r in range(a.rounds):
                for i, s in enumerate(suites):
                    f.write(json.dumps({"id": r * 200 + i, **s}) + "\n")
        c0, t0 = children_cpu(), time.time()
        p = subprocess.run([a.binary, "exec", "--jobs", "2", "--no-cache", "--input", inp],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True)
        exec_cpu, exec_wall = children_cpu() - c0, time.time() - t0
        assert all(json.loads(l)["passed"] for l in p.stdout.splitlines()), "a suite failed in exec"
    print(f"load average {open('/proc/loadavg').read().split()[:3]}, {os.cpu_count()} cores, {a.clients} clients")
    print(f"| path | suites | CPU ms / suite | suites / s (wall) |")
    print(f"|---|---:|---:|---:|")
    print(f"| exec --jobs 2 --no-cache (one process) | {total} | {1000 * exec_cpu / total:.3f} | {total / exec_wall:.0f} |")
    server = subprocess.Popen([a.binary, "serve", "--listen", "127.0.0.1:0", "--no-cache", "--jobs", "2",
                               "--queue", "1024"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = int(re.search(r"127\.0\.0\.1:(\d+)", server.stdout.readline()).group(1))
        for size in (1, 8, 200):
            bodies = [json.dumps(suites[i] if size == 1 else suites[i:i + size]).encode()
                      for i in range(0, len(suites), size)] * a.rounds
            nxt, lock = [0], threading.Lock()

            def work():
                c = http.client.HTTPConnection("127.0.0.1", port)
                while True:
                    with lock:
                        i = nxt[0]
                        nxt[0] += 1
                    if i >= len(bodies):
                        return
                    c.request("POST", "/v1/suites", body=bodies[i], headers={"Content-Type": "application/json"})
                    r = c.getresponse()
                    body = r.read()
                    assert r.status == 200, body

            clients = a.clients if size < 200 else 1
            s0, t0 = pid_cpu(server.pid), time.time()
            threads = [threading.Thread(target=work) for _ in range(clients)]
            [t.start() for t in threads]
            [t.join() for t in threads]
            cpu, wall = pid_cpu(server.pid) - s0, time.time() - t0
            print(f"| serve, {size} suite(s) per request, {clients} client(s) | {total} | {1000 * cpu / total:.3f} | {total / wall:.0f} |")
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    sys.exit(main())
