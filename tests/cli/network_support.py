"""What the network tests share (test_network.py, test_network_hostile.py):
`tilerummy-cli serve` and `bot` as processes, a bare WebSocket client that can
also break the rules, the check of a bot's trace against the server's log, and
the test case that starts and cleans up after them. Not run on its own."""

import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import unittest

from audit_selfplay_log import audit

CLI = None  # the tilerummy-cli under test: each test file sets it from its command line
TIMEOUT = 300  # a whole served game, generously (sanitizer builds are slow)


def face(tile_id):
    """The face of a physical tile id (core/tile.h): ids 2f, 2f+1 carry face f."""
    f = tile_id // 2
    if f == 52:
        return "J"
    return "KRBO"[f % 4] + str(f // 4 + 1)


class Server:
    """A `serve` process; its port from the first line it prints."""

    def __init__(self, tmp, *args):
        self.log = os.path.join(tmp, "serve-%d.jsonl" % id(self))
        self.err = open(os.path.join(tmp, "serve-%d.err" % id(self)), "w+")
        self.proc = subprocess.Popen([CLI, "serve", "--host", "127.0.0.1", "--log", self.log] + list(args),
                                     stdout=subprocess.PIPE, stderr=self.err, text=True)
        first = json.loads(self.proc.stdout.readline())
        self.port = first["listening"]
        self.url = "ws://127.0.0.1:%d" % self.port

    def finish(self, timeout=TIMEOUT):
        out, _ = self.proc.communicate(timeout=timeout)
        self.err.seek(0)
        err = self.err.read()
        self.err.close()
        return self.proc.returncode, out, err

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.proc.stdout.close()
        self.err.close()


def bot(url, tmp, name, *args):
    trace = os.path.join(tmp, "%s-%d.trace" % (name, time.monotonic_ns()))
    proc = subprocess.Popen([CLI, "bot", "--connect", url, "--name", name, "--trace", trace] + list(args),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return proc, trace


def read_lines(path):
    with open(path, encoding="utf-8") as f:
        return [line for line in f if line.strip()]


class WebSocket:
    """A bare WebSocket client (RFC 6455) that can also break the rules."""

    def __init__(self, port, source=None):
        # source: the address it connects from (any of 127/8 on loopback).
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=30,
                                             source_address=(source, 0) if source else None)
        try:
            self.handshake(port)
        except BaseException:
            self.sock.close()
            raise
        self.close_code = None
        self.close_reason = ""
        self.backlog = []  # messages receive_until passed over, for next()

    def handshake(self, port):
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n" % (port, key)).encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError("handshake refused: %r" % head)

    def send_frame(self, opcode, payload, fin=True):
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([(0x80 if fin else 0) | opcode])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 65536:
            head += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack("!Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload)) if n < 1 << 16 else \
            (int.from_bytes(payload, "big") ^ int.from_bytes((mask * (n // 4 + 1))[:n], "big")).to_bytes(n, "big")
        try:
            self.sock.sendall(head + mask + masked)
        except OSError:
            pass  # the host may close while a big frame is still going out

    def send(self, message):
        self.send_frame(0x1, json.dumps(message).encode() if not isinstance(message, (bytes, str)) else
                        (message.encode() if isinstance(message, str) else message))

    def _read(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("closed")
            data += chunk
        return data

    def receive(self, timeout=30):
        """The next text message as JSON, or None once the host closed (close_code set)."""
        self.sock.settimeout(timeout)
        while True:
            try:
                b1, b2 = self._read(2)
            except (ConnectionError, OSError):
                return None
            n = b2 & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._read(8))[0]
            payload = self._read(n)
            opcode = b1 & 0x0F
            if opcode == 0x8:
                self.close_code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                self.close_reason = payload[2:].decode("utf-8", "replace")
                return None
            if opcode == 0x9:
                self.send_frame(0xA, payload)
                continue
            if opcode == 0x1:
                return json.loads(payload)

    def receive_until(self, predicate, timeout=TIMEOUT):
        """The first message that fits; the others wait in the backlog for next()."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            m = self.receive(timeout=deadline - time.monotonic())
            if m is None or predicate(m):
                return m
            self.backlog.append(m)
        return None

    def next(self, timeout=TIMEOUT):
        return self.backlog.pop(0) if self.backlog else self.receive(timeout)

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def check_trace(test, trace_lines, log_lines, name):
    """The bot's trace against the server's log: every message is of the
    protocol; its rack at each deal is its rack in the log; it never hears of
    a tile that is neither on the table nor on its own rack, nor of another
    player's drawn tiles."""
    allowed = {"welcome", "seats", "state", "turn", "draft", "end", "over", "error"}
    deals = {}
    racks_after = {}  # (game, turn number) -> the rack of the turn's player after it, in the log
    turns = {}
    for line in log_lines:
        event = json.loads(line)
        if event["type"] == "deal":
            deals[event["game"]] = event["racks"]
        if event["type"] == "turn":
            turns[event["game"]] = turns.get(event["game"], 0) + 1
            racks_after[(event["game"], turns[event["game"]])] = (event["player"], event["after"]["rack"])
    seat = None
    rack = set()
    for line in trace_lines:
        m = json.loads(line)
        test.assertIn(m["type"], allowed)
        test.assertNotIn("racks", m, "a rack list was sent to " + name)
        if m["type"] == "welcome":
            seat = m["seat"]
            test.assertEqual(m["seats"][seat]["name"], name)
        if m["type"] == "state":
            rack = set(m["rack"])
            test.assertEqual(len(rack), m["rackCounts"][seat])
            if m["turn"] == 0 and m["game"] in deals:
                test.assertEqual(sorted(face(i) for i in rack), sorted(deals[m["game"]][seat]))
        if m["type"] == "turn":
            on_table = {i for s in m["table"] for i in s}
            if m["player"] == seat:
                rack = (rack - on_table) | set(m["drawn"])
                player, logged = racks_after[(m["game"], m["turn"])]
                test.assertEqual(player, seat)
                test.assertEqual(sorted(face(i) for i in rack), sorted(logged), "the rack differs from the log's")
            else:
                test.assertEqual(m["drawn"], [], "another player's draw was sent to " + name)
            test.assertFalse(rack & on_table)
            test.assertEqual(len(rack), m["rackCounts"][seat])
            test.assertIsInstance(m["pool"], int)
        if m["type"] in ("state", "turn", "draft"):
            shown = {i for s in m["table"] for i in s} | {i for s in m.get("draft", []) for i in s}
            known = shown | rack
            test.assertLessEqual(len(known), 106)
    test.assertIsNotNone(seat, name + " was never welcomed")


class NetworkTestCase(unittest.TestCase):
    """Servers and bots started by a test, killed and cleaned up after it."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="tilerummy-net-")
        self.procs = []
        self.servers = []

    def tearDown(self):
        for p in self.procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        for server in self.servers:
            server.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    def start_server(self, *args):
        server = Server(self.tmp, *args)
        self.servers.append(server)
        return server

    def start_bot(self, server, name, *args):
        proc, trace = bot(server.url, self.tmp, name, *args)
        self.procs.append(proc)
        return proc, trace

    def finish_server(self, server, games, seats):
        code, out, err = server.finish()
        self.assertEqual(code, 0, err)
        self.server_err = err
        summary = json.loads(out.strip().splitlines()[-1])
        self.assertEqual(summary["games"], games)
        self.assertEqual(len(summary["wins"]), seats)
        log = read_lines(server.log)
        ended, stats = audit(log)
        self.assertEqual(len(ended), games)
        return summary, log, stats
