#!/usr/bin/env python3
"""The network table as real processes on loopback: `tilerummy-cli serve` with
`bot` seats and server AIs plays whole games; a bot killed with SIGKILL and
started again with its seat file takes its seat back, while a stranger with
its name and the code is refused and 150 idle connections are open; wrong
codes from one address make it wait (the right code refused meanwhile); bots
at full speed are never cut for flooding; a seat whose player is gone is
played by the AI after the grace time, its turns marked in the log; hostile clients (garbage, binary and
megabyte frames, wrong versions and codes, floods, moves out of turn, tiles
they do not hold, illegal plays) are refused and the table plays on; TLS with
a certificate made here, and a wrong fingerprint refused. Every game's log
passes the self-play audit, and no bot is ever told a tile of another rack or
of the pool (its trace is checked against the log).

usage: test_network.py CLI"""

import base64
import hashlib
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time
import unittest

from audit_selfplay_log import audit

CLI = None
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

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=30)
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


class NetworkTest(unittest.TestCase):
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

    def test_bots_and_a_server_ai_play_whole_games(self):
        server = self.start_server("--seats", "remote,remote,expert", "--games", "2", "--seed", "11",
                                   "--code", "fish")
        ann, ann_trace = self.start_bot(server, "Ann", "--code", "fish")
        bob, bob_trace = self.start_bot(server, "Bob", "--code", "fish", "--level", "expert")
        for proc in (ann, bob):
            _, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
        summary, log, _ = self.finish_server(server, 2, 3)
        for name, trace in (("Ann", ann_trace), ("Bob", bob_trace)):
            lines = read_lines(trace)
            self.assertEqual(json.loads(lines[-1])["type"], "over")
            check_trace(self, lines, log, name)

    def test_a_seat_is_taken_back_by_its_token_never_by_a_name(self):
        server = self.start_server("--seats", "remote,remote", "--games", "1", "--seed", "3", "--grace-s", "120",
                                   "--code", "owl")
        seat_file = os.path.join(self.tmp, "ann.seat")
        ann, ann_trace = self.start_bot(server, "Ann", "--code", "owl", "--delay-ms", "40", "--seat-file", seat_file)
        bob, bob_trace = self.start_bot(server, "Bob", "--code", "owl", "--delay-ms", "40")
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if os.path.exists(ann_trace) and sum('"type":"turn"' in l for l in read_lines(ann_trace)) >= 6:
                break
            time.sleep(0.05)
        ann.send_signal(signal.SIGKILL)
        ann.wait()
        killed_lines = read_lines(ann_trace)
        seat = json.loads(killed_lines[0])["seat"]
        with open(seat_file, encoding="utf-8") as f:
            self.assertEqual(json.load(f)["seat"], seat)
        # Ann's game is gone; a stranger with the code and her name (it is in
        # every seats message) is refused, whatever case, and hears nothing of her rack.
        for name in ("Ann", "ann", " ANN "):
            ws = WebSocket(server.port)
            ws.send({"type": "hello", "protocol": 1, "name": name, "code": "owl"})
            heard = []
            while (m := ws.receive(timeout=20)) is not None:
                heard.append(m)
            ws.close()
            self.assertEqual([m["type"] for m in heard], ["error"], heard)
            self.assertEqual(heard[0]["code"], "name")
        # 150 connections that never say hello: they do not keep Ann out.
        idle = []
        try:
            for _ in range(150):
                try:
                    idle.append(WebSocket(server.port))
                except (ConnectionError, OSError):
                    pass
            again, again_trace = self.start_bot(server, "Ann", "--code", "owl", "--delay-ms", "40",
                                                "--seat-file", seat_file)
            for proc in (again, bob):
                _, err = proc.communicate(timeout=TIMEOUT)
                self.assertEqual(proc.returncode, 0, err)
        finally:
            for ws in idle:
                ws.close()
        _, log, _ = self.finish_server(server, 1, 2)
        lines = read_lines(again_trace)
        welcome = json.loads(lines[0])
        self.assertEqual(welcome["type"], "welcome")
        self.assertEqual(welcome["seat"], seat, "Ann did not get her seat back")
        state = next(json.loads(l) for l in lines if json.loads(l)["type"] == "state")
        self.assertGreater(state["turn"], 0, "the game did not go on from where it was")
        check_trace(self, lines, log, "Ann")
        check_trace(self, read_lines(bob_trace), log, "Bob")
        # A bot started without its seat file is a new player: no seat for it.
        proc = subprocess.run([CLI, "bot", "--connect", server.url, "--name", "Cy", "--seat-file",
                               os.path.join(self.tmp, "nope", "cy.seat")], capture_output=True, text=True,
                              timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 1, proc.stderr)
        # A seat file that is not one is refused in words, and left as it was.
        bad = os.path.join(self.tmp, "bad.seat")
        with open(bad, "w", encoding="utf-8") as f:
            f.write("my notes")
        proc = subprocess.run([CLI, "bot", "--connect", server.url, "--seat-file", bad], capture_output=True,
                              text=True, timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 2, proc.stderr)
        self.assertIn("seat file", proc.stderr)
        with open(bad, encoding="utf-8") as f:
            self.assertEqual(f.read(), "my notes")

    def test_a_token_of_another_table_seats_nobody(self):
        server = self.start_server("--seats", "remote,standard", "--games", "1", "--seed", "6", "--code", "OWL")
        # A hello with the code and a token this table never gave: refused, not seated as someone new.
        ws = WebSocket(server.port)
        ws.send({"type": "hello", "protocol": 1, "name": "Cy", "code": "OWL", "token": "ab" * 16})
        heard = []
        while (m := ws.receive(timeout=20)) is not None:
            heard.append(m)
        ws.close()
        self.assertEqual([(m["type"], m.get("code")) for m in heard], [("error", "seat")], heard)
        # A bot whose seat file is another table's: told why, exit 1, and its file kept.
        stale = os.path.join(self.tmp, "stale.seat")
        with open(stale, "w", encoding="utf-8") as f:
            json.dump({"seat": 0, "token": "cd" * 16, "url": server.url, "name": "Cy", "code": "OWL"}, f)
        with open(stale, encoding="utf-8") as f:
            kept = f.read()
        proc = subprocess.run([CLI, "bot", "--connect", server.url, "--name", "Cy", "--code", "OWL", "--seat-file",
                               stale], capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 1, proc.stderr)
        self.assertIn("does not know your seat", proc.stderr)
        with open(stale, encoding="utf-8") as f:
            self.assertEqual(f.read(), kept)
        # The seat is still free: a new player takes it and the game is played.
        proc = subprocess.run([CLI, "bot", "--connect", server.url, "--name", "Cy", "--code", "OWL"],
                              capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.finish_server(server, 1, 2)

    def test_codes_cannot_be_guessed_from_one_address(self):
        server = self.start_server("--seats", "remote,standard", "--games", "1", "--seed", "5", "--code", "KMTARWCE")

        def hello(code):
            ws = WebSocket(server.port)
            ws.send({"type": "hello", "protocol": 1, "name": "Guess", "code": code})
            heard = []
            while (m := ws.receive(timeout=20)) is not None:
                heard.append(m)
            ws.close()
            return heard

        answers = []
        right_tried = False
        for i in range(100):
            wrong = "%08d" % i
            heard = hello(wrong)
            answers.append(heard)
            # The moment the host asks this address to wait, the right code is refused too.
            if not right_tried and "try again in" in heard[-1].get("message", ""):
                answers.append(hello("KMTARWCE"))
                right_tried = True
        self.assertTrue(right_tried, answers[:5])
        for heard in answers:
            self.assertEqual([m["type"] for m in heard], ["error"], heard)
            self.assertEqual(heard[0]["code"], "code")
        # The host was told; once the wait is over the table is as it was.
        last = answers[-1][0]["message"]
        wait = int(last.split("try again in ")[1].split(" s")[0])
        time.sleep(wait + 0.5)
        proc = subprocess.run([CLI, "bot", "--connect", server.url, "--name", "Ann", "--code", "KMTARWCE"],
                              capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.finish_server(server, 1, 2)
        self.assertIn("wrong codes from 127.0.0.1", self.server_err)

    def test_bots_at_full_speed_are_never_cut_off(self):
        server = self.start_server("--seats", "remote,remote", "--games", "40", "--seed", "17")
        ann, ann_trace = self.start_bot(server, "Ann")
        bob, _ = self.start_bot(server, "Bob")
        for proc in (ann, bob):
            _, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
            self.assertNotIn("Too many messages", err)
            # No move of theirs was refused: none came after its game's end.
            self.assertNotIn("the table says", err)
        summary, _, _ = self.finish_server(server, 40, 2)
        self.assertEqual(sum(summary["wins"]) + summary["draws"], 40)
        # Each game's last turn says that nobody is current after it.
        turns = [json.loads(l) for l in read_lines(ann_trace) if '"type":"turn"' in l]
        last = [t for t in turns if t.get("last")]
        self.assertEqual(len(last), 40)
        self.assertEqual([t["game"] for t in last], list(range(40)))

    def test_the_ai_plays_for_a_player_who_is_gone(self):
        server = self.start_server("--seats", "remote,remote,beginner", "--games", "1", "--seed", "8",
                                   "--grace-s", "1")
        ann, ann_trace = self.start_bot(server, "Ann", "--delay-ms", "20")
        bob, bob_trace = self.start_bot(server, "Bob")
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if os.path.exists(ann_trace) and sum('"type":"turn"' in l for l in read_lines(ann_trace)) >= 4:
                break
            time.sleep(0.05)
        ann.send_signal(signal.SIGKILL)
        ann.wait()
        _, err = bob.communicate(timeout=TIMEOUT)
        self.assertEqual(bob.returncode, 0, err)
        _, log, _ = self.finish_server(server, 1, 3)
        seats_seen = [s for l in read_lines(bob_trace) if '"type":"seats"' in l for s in json.loads(l)["seats"]]
        self.assertTrue(any(s["name"] == "Ann" and not s["connected"] and s["aiPlaying"] for s in seats_seen),
                        "Bob never heard that the AI plays for Ann")
        # The turns the stand-in played for Ann say so in the log, and only those.
        ann_seat = json.loads(read_lines(ann_trace)[0])["seat"]
        turns = [e for e in map(json.loads, log) if e["type"] == "turn"]
        stand_in = [t for t in turns if t.get("standIn")]
        self.assertTrue(stand_in, "no turn is marked as the stand-in's")
        self.assertTrue(all(t["player"] == ann_seat for t in stand_in))
        self.assertTrue(any(t["player"] == ann_seat and "standIn" not in t for t in turns), "Ann's own turns")

    def test_hostile_clients_are_refused_and_the_table_plays_on(self):
        server = self.start_server("--seats", "remote,remote,standard", "--games", "1", "--seed", "21",
                                   "--code", "owl", "--grace-s", "1")
        port = server.port

        def refused(messages, expect_code, close_code=None):
            ws = WebSocket(port)
            for m in messages:
                ws.send(m)
            errors = []
            while True:
                m = ws.receive(timeout=20)
                if m is None:
                    break
                if m["type"] == "error":
                    errors.append(m["code"])
                    if close_code is None and expect_code in errors:
                        break
            ws.close()
            self.assertIn(expect_code, errors)
            if close_code is not None:
                self.assertEqual(ws.close_code, close_code)

        hello = {"type": "hello", "protocol": 1, "name": "Mallory", "code": "owl"}
        refused([dict(hello, code="cat")], "code", 1008)
        refused([dict(hello, code=None)], "malformed")
        refused([dict(hello, protocol=99)], "version", 1002)
        refused([{"type": "play", "table": [[0, 8, 16]]}], "hello", 1008)
        refused(["not json at all"], "malformed")
        # A megabyte frame, and a binary frame: cut off at once.
        ws = WebSocket(port)
        ws.send(b'{"type":"hello","name":"' + b"x" * (1 << 20) + b'"}')
        self.assertIsNone(ws.receive_until(lambda m: False, timeout=20))
        self.assertEqual(ws.close_code, 1009)
        ws.close()
        ws = WebSocket(port)
        ws.send_frame(0x2, b"\x00\x01binary")
        ws.receive_until(lambda m: False, timeout=20)
        self.assertEqual(ws.close_code, 1003)
        ws.close()
        # Mallory takes a seat and breaks every rule of a turn; a bot takes the other.
        mallory = WebSocket(port)
        mallory.send(hello)
        welcome = mallory.receive_until(lambda m: m["type"] in ("welcome", "error"))
        self.assertEqual(welcome["type"], "welcome", welcome)
        me = welcome["seat"]
        refused([hello], "name")  # her name is taken while she is here
        ann, ann_trace = self.start_bot(server, "Ann", "--code", "owl", "--delay-ms", "300")
        state = mallory.receive_until(lambda m: m["type"] == "state")
        ann_seat = 1 - me  # the AI sits at seat 2
        mallory.backlog.clear()
        refused([dict(hello, name="Zed")], "full")  # every seat is taken, the game is on
        rack = set(state["rack"])
        table = state["table"]
        mine_turns = 0
        out_of_turn_tried = foreign_tried = illegal_tried = False
        while True:
            if state is not None and state["type"] in ("state", "turn"):
                table = state["table"]
                if state["type"] == "state":
                    rack = set(state["rack"])
                elif state["player"] == me:
                    rack = (rack - {i for s in table for i in s}) | set(state["drawn"])
                if state["current"] == ann_seat and not out_of_turn_tried:  # Ann thinks 300 ms
                    mallory.send({"type": "draft", "table": table + [[sorted(rack)[0]]]})
                    err = mallory.receive_until(lambda m: m["type"] == "error")
                    self.assertEqual(err["code"], "turn")
                    out_of_turn_tried = True
                elif state["current"] == me:
                    mine_turns += 1
                    on_table = {i for s in table for i in s}
                    foreign = next(i for i in range(106) if i not in rack and i not in on_table)
                    if not foreign_tried:
                        mallory.send({"type": "play", "table": table + [[foreign, sorted(rack)[0], sorted(rack)[1]]]})
                        err = mallory.receive_until(lambda m: m["type"] == "error")
                        self.assertEqual(err["code"], "tiles")
                        foreign_tried = True
                        mallory.send({"type": "draft", "table": table + [[sorted(rack)[0]]]})
                        mallory.send({"type": "draw"})
                    elif not illegal_tried and len(rack) >= 2:
                        mallory.send({"type": "play", "table": table + [sorted(rack)[:2]]})  # two tiles: no set
                        illegal_tried = True
                    else:
                        mallory.send({"type": "draw"})
            elif state is not None and state["type"] == "over":
                break
            if out_of_turn_tried and foreign_tried and illegal_tried and any(
                    '"penalty"' in l for l in read_lines(server.log)):
                break
            state = mallory.next(timeout=TIMEOUT)
            if state is None:
                break
        # Last, a flood: hundreds of messages at once. She is cut off, and
        # after the grace time the AI plays her seat to the end.
        for _ in range(300):
            mallory.send({"type": "draw"})
        codes = []
        while (m := mallory.next(timeout=30)) is not None:
            codes.append(m.get("code"))
        self.assertIn("flood", codes)
        self.assertEqual(mallory.close_code, 1008)
        mallory.close()
        _, err = ann.communicate(timeout=TIMEOUT)
        self.assertEqual(ann.returncode, 0, err)
        _, log, stats = self.finish_server(server, 1, 3)
        self.assertTrue(out_of_turn_tried and foreign_tried and illegal_tried, mine_turns)
        self.assertGreaterEqual(stats["penalty"], 1, "the illegal play was not penalised")
        penalties = [json.loads(l) for l in log if '"penalty"' in l]
        self.assertTrue(any(p["player"] == me for p in penalties))
        check_trace(self, read_lines(ann_trace), log, "Ann")

    def test_tls_with_a_pinned_fingerprint(self):
        if not shutil.which("openssl"):
            self.skipTest("openssl is not installed")
        cert = os.path.join(self.tmp, "cert.pem")
        key = os.path.join(self.tmp, "key.pem")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                        "-days", "2", "-subj", "/CN=localhost",
                        "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                       check=True, capture_output=True)
        fingerprint = subprocess.run(["openssl", "x509", "-in", cert, "-noout", "-fingerprint", "-sha256"],
                                     check=True, capture_output=True, text=True).stdout.strip().split("=")[1]
        server = self.start_server("--seats", "remote,standard", "--games", "1", "--seed", "4",
                                   "--cert", cert, "--key", key)
        url = "wss://127.0.0.1:%d" % server.port
        wrong = ":".join(["AB"] * 32)
        for args, words in (([], "not trusted"), (["--fingerprint", wrong], "fingerprint")):
            proc = subprocess.run([CLI, "bot", "--connect", url, "--name", "Eve"] + args,
                                  capture_output=True, text=True, timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 1, proc.stderr)
            self.assertIn(words, proc.stderr)
            self.assertIn(fingerprint, proc.stderr, "the host's fingerprint is not shown")
        # A plain ws:// client gets no game from a wss:// table.
        with self.assertRaises((ConnectionError, OSError)):
            WebSocket(server.port)
        proc = subprocess.run([CLI, "bot", "--connect", url, "--name", "Ann", "--fingerprint", fingerprint.lower()],
                              capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.finish_server(server, 1, 2)
        # The host is shown the fingerprint to give its players.
        self.assertIn("certificate fingerprint (SHA-256) " + fingerprint, self.server_err)

    def test_bad_arguments(self):
        for args in (["serve"], ["serve", "--seats", "remote"], ["serve", "--seats", "remote,wizard"],
                     ["serve", "--seats", "remote,expert", "--port", "70000"],
                     ["serve", "--seats", "remote,expert", "--cert", "x.pem"],
                     ["serve", "--seats", "remote,expert", "--cert", "/nonexistent.pem", "--key", "/nonexistent.pem"],
                     ["bot"], ["bot", "--connect", "http://127.0.0.1:1"], ["bot", "--connect", "ws://127.0.0.1:1",
                                                                           "--level", "wizard"],
                     ["bot", "--connect", "ws://127.0.0.1:1", "--fingerprint", "12:34"]):
            with self.subTest(args=args):
                proc = subprocess.run([CLI] + args, capture_output=True, text=True, timeout=60)
                self.assertEqual(proc.returncode, 2, proc.stderr)
                self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)


if __name__ == "__main__":
    CLI = sys.argv.pop(1)
    unittest.main(verbosity=2)
