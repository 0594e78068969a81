#!/usr/bin/env python3
"""The network table as real processes on loopback, refusing: a token of
another table seats nobody; wrong codes from one address make it wait (the
right code refused meanwhile); hostile clients (garbage, binary and megabyte
frames, wrong versions and codes, floods, moves out of turn, tiles they do not
hold, illegal plays) are refused and the table plays on; TLS with a
certificate made here, and a wrong fingerprint refused; bad arguments to
`serve` and `bot`. Every game's log passes the self-play audit, and no bot is
ever told a tile of another rack or of the pool (its trace is checked against
the log). The games played are test_network.py's; the processes and the
WebSocket client are network_support.py's.

usage: test_network_hostile.py CLI"""

import json
import os
import shutil
import subprocess
import sys
import time
import unittest

import network_support
from network_support import TIMEOUT, WebSocket, check_trace, read_lines

CLI = None  # the tilerummy-cli under test (network_support.CLI too), from the command line


class NetworkTest(network_support.NetworkTestCase):
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

    def test_a_seat_taken_over_is_told_and_its_old_token_is_stale(self):
        server = self.start_server("--seats", "remote,standard", "--games", "1", "--seed", "6", "--code", "OWL",
                                   "--grace-s", "120")
        seat_file = os.path.join(self.tmp, "ann.seat")
        ann, ann_trace = self.start_bot(server, "Ann", "--code", "OWL", "--delay-ms", "200", "--seat-file", seat_file)
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline and not os.path.exists(seat_file):
            time.sleep(0.05)
        with open(seat_file, encoding="utf-8") as f:
            token = json.load(f)["token"]
        # Someone with Ann's token (copied off the wire) while she plays: the
        # seat goes to them with a new token, Ann is told, and so is the operator.
        ws = WebSocket(server.port)
        ws.send({"type": "hello", "protocol": 1, "name": "Eve", "code": "OWL", "token": token})
        welcome = ws.receive(timeout=20)
        self.assertEqual(welcome["type"], "welcome", welcome)
        self.assertNotEqual(welcome["token"], token)
        _, err = ann.communicate(timeout=TIMEOUT)
        self.assertEqual(ann.returncode, 1, err)
        self.assertIn("taken back on another connection", err)
        # Ann's token, turned over, takes nothing now.
        again = WebSocket(server.port)
        again.send({"type": "hello", "protocol": 1, "name": "Ann", "code": "OWL", "token": token})
        heard = []
        while (m := again.receive(timeout=20)) is not None:
            heard.append(m)
        again.close()
        self.assertEqual([(m["type"], m.get("code")) for m in heard], [("error", "stale")], heard)
        ws.close()
        server.close()
        with open(server.err.name, encoding="utf-8") as f:
            self.assertIn("Ann's seat was taken back from 127.0.0.1 while connected from 127.0.0.1", f.read())

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
            # A wrong code is "code"; a hello while the address waits, "wait", with the seconds.
            if heard[0]["message"].startswith("Too many wrong codes from your address"):
                self.assertEqual(heard[0]["code"], "wait", heard)
                self.assertEqual(heard[0]["retryS"], int(heard[0]["message"].split("try again in ")[1].split(" s")[0]))
            else:
                self.assertEqual(heard[0]["code"], "code", heard)
        # The host was told; once the wait is over the table is as it was.
        last = answers[-1][0]["message"]
        wait = int(last.split("try again in ")[1].split(" s")[0])
        time.sleep(wait + 0.5)
        proc = subprocess.run([CLI, "bot", "--connect", server.url, "--name", "Ann", "--code", "KMTARWCE"],
                              capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.finish_server(server, 1, 2)
        self.assertIn("wrong codes from 127.0.0.1", self.server_err)

    def test_many_addresses_guess_no_faster_than_one(self):
        # Twenty-five addresses (127.0.0.N), one wrong code each: none of them
        # waits on its own, but at the table's 20th in a minute every new join
        # waits, with the right code too; a player taking her seat back with
        # her token does not.
        server = self.start_server("--seats", "remote,standard", "--games", "1", "--seed", "8",
                                   "--code", "KMTARWCE", "--grace-s", "1")

        def hello(source, **fields):
            ws = WebSocket(server.port, source=source)
            ws.send(dict({"type": "hello", "protocol": 1, "name": "Guess", "code": "KMTARWCE"}, **fields))
            heard = []
            while (m := ws.receive(timeout=20)) is not None:
                heard.append(m)
                if m["type"] == "welcome":
                    break
            return ws, heard

        ann, heard = hello("127.0.0.1", name="Ann")
        self.assertEqual(heard[0]["type"], "welcome", heard)
        token = heard[0]["token"]
        messages = []
        for n in range(25):
            ws, heard = hello("127.0.0.%d" % (10 + n), code="%08d" % n)
            ws.close()
            messages.append(heard[-1]["message"])
        held = "This table has had too many wrong codes: new players wait."
        self.assertTrue(all(m.startswith("That is not this table's code.") for m in messages[:20]), messages[:20])
        self.assertTrue(all(held in m for m in messages[20:]), messages[20:])
        self.assertFalse(any("from your address" in m for m in messages), messages)
        # The right code from a new address waits too.
        ws, heard = hello("127.0.0.99", name="Bea")
        ws.close()
        self.assertEqual([m["code"] for m in heard], ["wait"], heard)
        self.assertIn(held, heard[0]["message"])
        self.assertTrue(50 < heard[0]["retryS"] <= 60, heard)
        # Ann's token takes her seat back, from another address.
        again, heard = hello("127.0.0.98", name="Ann", token=token)
        self.assertEqual(heard[0]["type"], "welcome", heard)
        self.assertEqual(heard[0]["seat"], 0)
        again.close()
        ann.close()
        # The AI plays her seat to the end; the host was told once.
        _, _, _ = self.finish_server(server, 1, 2)
        self.assertEqual(self.server_err.count("wrong codes in a minute from 20 addresses"), 1, self.server_err)

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

    def test_a_watcher_makes_no_moves_and_a_table_without_watchers_takes_none(self):
        server = self.start_server("--seats", "remote,standard", "--games", "1", "--seed", "6", "--code", "OWL",
                                   "--watchers", "2")
        ws = WebSocket(server.port)
        ws.send({"type": "hello", "protocol": 1, "name": "Cy", "code": "OWL", "watch": True})
        welcome = ws.receive()
        self.assertEqual((welcome["type"], welcome["watching"], welcome["seat"], welcome["token"]),
                         ("welcome", True, -1, ""))
        # A watcher's moves, a second hello, a seat's name: refused, and it still watches.
        ws.send({"type": "draw"})
        self.assertEqual(ws.receive_until(lambda m: m["type"] == "error")["code"], "turn")
        ws.send({"type": "hello", "protocol": 1, "name": "Cy", "code": "OWL"})
        self.assertEqual(ws.receive_until(lambda m: m["type"] == "error")["code"], "hello")
        # A watch hello with a token is malformed; a watcher cannot take a seated name.
        other = WebSocket(server.port)
        other.send({"type": "hello", "protocol": 1, "name": "Dee", "code": "OWL", "watch": True, "token": "ab" * 16})
        self.assertEqual(other.receive()["code"], "malformed")
        other.close()
        other = WebSocket(server.port)
        other.send({"type": "hello", "protocol": 1, "name": "cy", "code": "OWL", "watch": True})
        self.assertEqual(other.receive()["code"], "name")
        other.close()
        # A wrong code is a wrong code, watching or not.
        other = WebSocket(server.port)
        other.send({"type": "hello", "protocol": 1, "name": "Eve", "code": "NOPE", "watch": True})
        self.assertEqual(other.receive()["code"], "code")
        other.close()
        # The seat is still free: a player takes it and the game is played to its end, watched.
        proc = subprocess.run([CLI, "bot", "--connect", server.url, "--name", "Bo", "--code", "OWL"],
                              capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(ws.receive_until(lambda m: m["type"] == "over")["type"], "over")
        ws.close()
        self.finish_server(server, 1, 2)
        # A table that takes no watchers says so.
        server = self.start_server("--seats", "remote,standard", "--games", "1", "--code", "OWL")
        ws = WebSocket(server.port)
        ws.send({"type": "hello", "protocol": 1, "name": "Cy", "code": "OWL", "watch": True})
        self.assertEqual(ws.receive()["code"], "watch")
        ws.close()

    def test_the_chat_goes_to_the_others_never_to_the_log(self):
        server = self.start_server("--seats", "remote,remote,standard", "--games", "1", "--seed", "6", "--code",
                                   "OWL", "--watchers", "1", "--grace-s", "600")
        def hello(name, **more):
            ws = WebSocket(server.port)
            ws.send(dict({"type": "hello", "protocol": 1, "name": name, "code": "OWL"}, **more))
            welcome = ws.receive_until(lambda m: m["type"] == "welcome")
            self.assertIsNotNone(welcome, name + " was not welcomed")
            return ws, welcome
        ann, welcome = hello("Ann", chat=True)
        self.assertTrue(welcome["chat"])
        bea, _ = hello("Bea")  # an older client: it reads no chat
        cy, _ = hello("Cy", watch=True, chat=True)
        ann.send({"type": "say", "phrase": "good-luck"})
        line = cy.receive_until(lambda m: m["type"] == "chat")
        self.assertEqual((line["seat"], line["name"], line["phrase"]), (welcome["seat"], "Ann", "good-luck"))
        ann.send({"type": "say", "text": "secret plan: keep the red 7"})
        self.assertEqual(cy.receive_until(lambda m: m["type"] == "chat")["text"], "secret plan: keep the red 7")
        # A watcher writes nothing; a player who says too much too fast is refused, and stays.
        cy.send({"type": "say", "text": "psst"})
        self.assertEqual(cy.receive_until(lambda m: m["type"] == "error")["code"], "chat")
        for i in range(8):
            ann.send({"type": "say", "text": "spam %d" % i})
        self.assertEqual(ann.receive_until(lambda m: m["type"] == "error")["code"], "chat")
        heard = []
        while (m := cy.receive(timeout=1)) is not None:
            heard.append(m)
        spam = [m for m in heard if m["type"] == "chat" and m.get("text", "").startswith("spam")]
        self.assertLess(len(spam), 8, "the rate did not hold")
        self.assertNotIn("psst", json.dumps(heard))
        # Bea (no chat in her hello) was sent none of it; a line she sends anyway goes out.
        bea.send({"type": "say", "phrase": "thanks"})
        self.assertEqual(cy.receive_until(lambda m: m["type"] == "chat")["name"], "Bea")
        ann.send({"type": "leave"})
        bea.send({"type": "leave"})
        for ws in (ann, bea, cy):
            got = []
            while (m := ws.receive(timeout=1)) is not None:
                got.append(m)
            if ws is bea:
                self.assertFalse([m for m in got if m["type"] == "chat"], "chat sent to a client that reads none")
            ws.close()
        code, _, err = server.finish()
        self.assertEqual(code, 0, err)
        with open(server.log, encoding="utf-8") as f:
            log = f.read()
        self.assertNotIn("secret plan", log)
        self.assertNotIn("good-luck", log)
        self.assertNotIn("secret plan", err)

    def test_bad_arguments(self):
        for args in (["serve"], ["serve", "--seats", "remote"], ["serve", "--seats", "remote,wizard"],
                     ["serve", "--seats", "remote,expert", "--port", "70000"],
                     ["serve", "--seats", "remote,expert", "--cert", "x.pem"],
                     ["serve", "--seats", "remote,expert", "--cert", "/nonexistent.pem", "--key", "/nonexistent.pem"],
                     ["bot"], ["bot", "--connect", "http://127.0.0.1:1"], ["bot", "--connect", "ws://127.0.0.1:1",
                                                                           "--level", "wizard"],
                     ["bot", "--connect", "ws://127.0.0.1:1", "--fingerprint", "12:34"],
                     ["serve", "--seats", "remote,expert", "--watchers", "9"],
                     ["bot", "--connect", "ws://127.0.0.1:1", "--watch", "--seat-file", "x.seat"]):
            with self.subTest(args=args):
                proc = subprocess.run([CLI] + args, capture_output=True, text=True, timeout=60)
                self.assertEqual(proc.returncode, 2, proc.stderr)
                self.assertEqual(len(proc.stderr.strip().splitlines()), 1, proc.stderr)


if __name__ == "__main__":
    CLI = network_support.CLI = sys.argv.pop(1)
    unittest.main(verbosity=2)
