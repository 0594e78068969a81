"""A lobby of several processes as a community runs it when it outgrows one
machine (docs/lobby.md, "Several processes"): a PostgreSQL server and HAProxy,
both from Debian, started here on loopback in a temporary folder, for
test_lobby_cluster.py. PostgreSQL runs as the `postgres` user when the tests
run as root (it refuses root). Not run on its own."""

import glob
import os
import shutil
import socket
import subprocess
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def postgres_bin():
    """The folder of Debian's PostgreSQL programs, or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return os.path.dirname(found[-1]) if found else None


def wait_for_port(port, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return True
        except OSError:
            time.sleep(0.1)
    return False


class Postgres:
    """A PostgreSQL server of its own: trust on loopback, database `lobby`, user `tilerummy`."""

    def __init__(self, tmp):
        bin_dir = postgres_bin()
        self.dir = os.path.join(tmp, "pg")
        os.makedirs(self.dir)
        self.port = free_port()
        self.as_user = []
        if os.getuid() == 0:  # PostgreSQL will not run as root
            shutil.chown(tmp, "postgres")
            shutil.chown(self.dir, "postgres")
            self.as_user = ["runuser", "-u", "postgres", "--"]
        subprocess.run(self.as_user + [os.path.join(bin_dir, "initdb"), "-D", self.dir, "-U", "tilerummy",
                                       "--auth=trust", "-E", "UTF8"], check=True, capture_output=True)
        self.log = open(os.path.join(tmp, "postgres.log"), "w")
        self.proc = subprocess.Popen(self.as_user + [os.path.join(bin_dir, "postgres"), "-D", self.dir, "-p",
                                                     str(self.port), "-k", self.dir, "-c",
                                                     "listen_addresses=127.0.0.1"],
                                     stdout=self.log, stderr=subprocess.STDOUT)
        if not wait_for_port(self.port):
            raise RuntimeError("PostgreSQL did not start")
        deadline = time.monotonic() + 30
        while subprocess.run([os.path.join(bin_dir, "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U",
                              "tilerummy", "lobby"], capture_output=True).returncode != 0:
            if time.monotonic() > deadline:
                raise RuntimeError("PostgreSQL made no database")
            time.sleep(0.2)
        self.url = "postgresql://tilerummy@127.0.0.1:%d/lobby" % self.port

    def query(self, sql):
        out = subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "tilerummy", "-d", "lobby",
                              "-At", "-c", sql], check=True, capture_output=True, text=True).stdout
        return [line.split("|") for line in out.splitlines() if line]

    def close(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()


# The configuration the project ships for two processes, p1 and p2.
SHIPPED_CONFIG = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "packaging", "lobby",
                              "haproxy.cfg")


class HAProxy:
    """HAProxy with the shipped configuration (packaging/lobby/haproxy.cfg), its ports changed to
    free ones: /t/p1/ and /t/p2/ to that process, the rest to the process with the fewest connections."""

    def __init__(self, tmp, processes):
        self.port = free_port()
        with open(SHIPPED_CONFIG) as f:
            config = f.read()
        config = config.replace("bind :4530", "bind 127.0.0.1:%d" % self.port)
        config = config.replace("127.0.0.1:4531", "127.0.0.1:%d" % processes["p1"])
        config = config.replace("127.0.0.1:4532", "127.0.0.1:%d" % processes["p2"])
        self.config = os.path.join(tmp, "haproxy.cfg")
        with open(self.config, "w") as f:
            f.write(config)
        self.log = open(os.path.join(tmp, "haproxy.log"), "w")
        self.proc = subprocess.Popen(["haproxy", "-f", self.config, "-db"], stdout=self.log,
                                     stderr=subprocess.STDOUT)
        if not wait_for_port(self.port):
            raise RuntimeError("HAProxy did not start")
        self.url = "ws://127.0.0.1:%d" % self.port

    def close(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait()
        self.log.close()
