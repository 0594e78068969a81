#!/usr/bin/env python3
"""The lobby's load benchmark on two lobby processes sharing PostgreSQL behind
HAProxy (docs/benchmarks.md, "The lobby under load"): starts a PostgreSQL
server and HAProxy (the shipped packaging/lobby/haproxy.cfg) on loopback in a
temporary folder, as tests/cli/test_lobby_cluster.py does, two `tilerummy-cli
lobby` processes p1 and p2, then lobby_load_benchmark against HAProxy with
both processes watched; prints its report.

usage: lobby_cluster_benchmark.py BUILD_DIR [lobby_load_benchmark's options]
  e.g. lobby_cluster_benchmark.py build/release --players 1000 --delay-ms 3000"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "cli"))
import cluster_support  # noqa: E402


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    build = sys.argv[1]
    cli = os.path.join(build, "bin", "tilerummy-cli")
    bench = os.path.join(build, "benchmarks", "lobby_load_benchmark")
    tmp = tempfile.mkdtemp(prefix="tilerummy-lobby-bench-")
    services = []
    lobbies = []
    try:
        pg = cluster_support.Postgres(tmp)
        services.append(pg)
        ports = {}
        for name in ("p1", "p2"):  # one after the other: the first makes the schema
            proc = subprocess.Popen([cli, "lobby", "--host", "127.0.0.1", "--db", pg.url, "--process", name],
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            lobbies.append(proc)
            ports[name] = json.loads(proc.stdout.readline())["listening"]
        front = cluster_support.HAProxy(tmp, ports)
        services.append(front)
        pids = ",".join(str(p.pid) for p in lobbies)
        return subprocess.run([bench, "--url", front.url, "--pids", pids, "--db", pg.url] + sys.argv[2:]).returncode
    finally:
        for proc in lobbies:
            proc.terminate()
            proc.wait()
        for s in reversed(services):
            s.close()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
