#!/usr/bin/env python3
"""The lobby as real processes on loopback, refusing: requests before signing
in, a proof replayed from another connection or signed by another key, a
lobby protocol of another version; names with control characters, too long,
or an AI's; floods of messages, tables made too fast, new players made too fast
from one address; private codes guessed from one address (the right one
refused while it waits); megabyte, binary and garbage frames; idle sockets
that do not keep a player out; a started table's seat taken by a name, a
leaked code or a watcher: nothing seated, nothing seen (no token or private
code ever reaches anyone but its owner). The games played are
test_lobby.py's; the helpers lobby_support.py's and network_support.py's.

usage: test_lobby_hostile.py CLI"""

import json
import os
import sys
import time
import unittest

import lobby_support
import network_support
from network_support import TIMEOUT, WebSocket, check_trace, read_lines


def error_of(answer):
    return (answer or {}).get("type"), (answer or {}).get("code")


class LobbyHostileTest(lobby_support.LobbyTestCase):
    def test_nobody_gets_in_without_proving_their_key(self):
        lobby = self.start_lobby()
        ann = self.player(lobby, "Ann")
        # A lobby request before signin: not the lobby's protocol at all (the
        # table's hello is asked for), and nothing of the lobby is said.
        ws = WebSocket(lobby.port)
        ws.send({"type": "tables"})
        heard = [ws.receive(timeout=10)]
        ws.close()
        self.assertEqual(error_of(heard[0]), ("error", "malformed"), heard)
        # signin, then a request before the proof: told to sign in, cut.
        p = lobby_support.Player(lobby)
        self.players.append(p)
        p.send({"type": "signin", "protocol": 1, "key": p.key})
        self.assertEqual(p.wait_for("challenge")["type"], "challenge")
        answer = p.ask({"type": "leaderboard"}, "leaderboard")
        self.assertEqual(error_of(answer), ("error", "signin"), answer)
        self.assertIsNone(p.next(timeout=10))
        # A proof seen on one connection, replayed on another for the same
        # key: that connection's challenge is another, so it proves nothing.
        seen = lobby_support.Player(lobby, secret=ann.secret)
        self.players.append(seen)
        self.assertEqual(seen.sign_in()["type"], "signedIn")
        replay = lobby_support.Player(lobby)
        self.players.append(replay)
        replay.key = ann.key
        replay.send({"type": "signin", "protocol": 1, "key": ann.key})
        replay.wait_for("challenge")
        answer = replay.prove(seen.challenge, sign_with=ann.secret)  # the old challenge, validly signed
        self.assertEqual(error_of(answer), ("error", "signin"), answer)
        self.assertIsNone(replay.next(timeout=10))
        # Another version of the lobby's protocol: told, closed as a protocol error.
        other = lobby_support.Player(lobby)
        self.players.append(other)
        other.send({"type": "signin", "protocol": 9, "key": other.key})
        answer = other.wait_for("challenge")
        self.assertEqual(error_of(answer), ("error", "version"), answer)
        self.assertIn("version 1", answer["message"])
        # Keys that are not keys.
        for key in ("", "A" * 42, "A" * 43 + "=", "+" * 43, "é" * 43):
            bad = lobby_support.Player(lobby)
            self.players.append(bad)
            bad.send({"type": "signin", "protocol": 1, "key": key})
            self.assertEqual(error_of(bad.wait_for("challenge")), ("error", "malformed"), key)

    def test_names_are_plain_and_new_players_are_limited_per_address(self):
        lobby = self.start_lobby()
        for name in ("A\u0007nn", "\u202eevil", "x" * 25, "Tab\tName"):
            p = lobby_support.Player(lobby)
            self.players.append(p)
            self.assertEqual(error_of(p.sign_in(name)), ("error", "malformed"), repr(name))
        for name in ("   ", "Expert AI", "expert ai 2", "Bob AI"):
            p = lobby_support.Player(lobby)
            self.players.append(p)
            self.assertEqual(error_of(p.sign_in(name)), ("error", "name"), repr(name))
        # A name with joiners (Persian) is a name.
        self.player(lobby, "می\u200cخواهم")
        # From one address (127.0.0.7): a few new players at once, then it waits;
        # others are not held up, and a known key still signs in from there.
        made = [self.player(lobby, "Seven %d" % i, source="127.0.0.7") for i in range(5)]
        p = lobby_support.Player(lobby, source="127.0.0.7")
        self.players.append(p)
        answer = p.sign_in("Seven more")
        self.assertEqual(error_of(answer), ("error", "rate"), answer)
        self.assertGreater(answer["retryS"], 0)
        self.player(lobby, "Eight", source="127.0.0.8")
        self.player(lobby, secret=made[0].secret, source="127.0.0.7")

    def test_floods_and_tables_made_too_fast(self):
        lobby = self.start_lobby()
        ann = self.player(lobby, "Ann")
        for i in range(3):
            self.assertEqual(ann.ask({"type": "create", "seats": 2}, "table")["type"], "table")
            self.assertEqual(ann.ask({"type": "leave"}, "left")["type"], "left")
        answer = ann.ask({"type": "create", "seats": 2}, "table")
        self.assertEqual(error_of(answer), ("error", "rate"), answer)
        self.assertGreater(answer["retryS"], 0)
        answer = ann.ask({"type": "quick", "seats": 2}, "queued")  # quick matches count with tables made
        self.assertEqual(error_of(answer), ("error", "rate"), answer)
        for bad in ({"type": "quick", "seats": 3}, {"type": "quick", "seats": 2, "waitS": 601}):
            self.assertEqual(error_of(ann.ask(bad, "queued")), ("error", "malformed"), bad)
        # Sitting at a table already: no second one.
        bob = self.player(lobby, "Bob")
        bob.ask({"type": "create", "seats": 4}, "table")
        answer = bob.ask({"type": "create", "seats": 2}, "table")
        self.assertEqual(error_of(answer), ("error", "seated"), answer)
        # Hundreds of requests at once: cut off, the lobby goes on.
        for _ in range(300):
            ann.send({"type": "tables"})
        codes = []
        while (m := ann.next(timeout=30)) is not None:
            codes.append(m.get("code"))
        self.assertIn("flood", codes)
        self.assertEqual(ann.ws.close_code, 1008)
        self.assertEqual(bob.ask({"type": "tables"}, "tables")["type"], "tables")
        # Garbage after signing in: strikes, then the connection goes.
        for _ in range(8):
            bob.send("not json")
        codes = []
        while (m := bob.next(timeout=30)) is not None:
            codes.append(m.get("code"))
        self.assertEqual(codes.count("malformed"), 8, codes)
        self.assertEqual(bob.ws.close_code, 1008)
        # A megabyte frame and a binary frame: cut at once.
        ws = WebSocket(lobby.port)
        ws.send(b'{"type":"signin","key":"' + b"x" * (1 << 20) + b'"}')
        self.assertIsNone(ws.receive_until(lambda m: False, timeout=20))
        self.assertEqual(ws.close_code, 1009)
        ws.close()
        carl = self.player(lobby, "Carl")
        carl.ws.send_frame(0x2, b"\x00\x01binary")
        self.assertIsNone(carl.ws.receive_until(lambda m: False, timeout=20))
        self.assertEqual(carl.ws.close_code, 1003)

    def test_private_codes_cannot_be_guessed_from_one_address(self):
        lobby = self.start_lobby()
        ann = self.player(lobby, "Ann")
        code = ann.ask({"type": "create", "seats": 2, "private": True}, "table")["table"]["code"]
        guesser = self.player(lobby, "Guess")
        answers = []
        for i in range(20):
            answers.append(guesser.ask({"type": "join", "code": "%08d" % i}, "seated"))
            if answers[-1]["code"] == "wait":
                break
        self.assertEqual([a["code"] for a in answers[:3]], ["code"] * 3, answers)
        self.assertEqual(answers[-1]["code"], "wait", answers)
        # While it waits, the right code is refused too.
        answer = guesser.ask({"type": "join", "code": code}, "seated")
        self.assertEqual(error_of(answer), ("error", "wait"), answer)
        time.sleep(answer["retryS"] + 0.5)
        answer = guesser.ask({"type": "join", "code": code}, "seated")
        self.assertEqual(answer["type"], "seated", answer)
        self.assertIn("wrong codes from 127.0.0.1", lobby.stderr())

    def test_idle_sockets_and_a_started_tables_seats(self):
        lobby = self.start_lobby("--grace-s", "120")
        idle = [WebSocket(lobby.port) for _ in range(150)]
        try:
            ann = self.player(lobby, "Ann")
            bob = self.player(lobby, "Bob")
            eve = self.player(lobby, "Eve")
        finally:
            for ws in idle:
                ws.close()
        made = ann.ask({"type": "create", "seats": 2}, "table")["table"]
        bob.wait_for("tables")
        bob.send({"type": "join", "table": made["id"]})
        ann_seated = ann.wait_for("seated")
        bob_seated = bob.wait_for("seated")
        # The table is started: nobody else joins it from the lobby.
        answer = eve.ask({"type": "join", "table": made["id"]}, "seated")
        self.assertEqual(error_of(answer), ("error", "table"), answer)
        # Eve has the table's code somehow: Ann's name, a new name, a watch: no seat, nothing seen.
        code = ann_seated["code"]
        for hello, refusal in (({"name": "Ann"}, "name"), ({"name": "Eve"}, "full"),
                               ({"name": "Eve", "watch": True}, "watch"),
                               ({"name": "Eve", "token": "ab" * 16}, "seat")):  # a token it never gave
            ws = WebSocket(lobby.port)
            ws.send(dict({"type": "hello", "protocol": 1, "code": code}, **hello))
            heard = []
            while (m := ws.receive(timeout=20)) is not None:
                heard.append(m)
            ws.close()
            self.assertEqual([error_of(m) for m in heard], [("error", refusal)], heard)
        # Ann and Bob play it, each by their own token.
        bots = [lobby_support.play_seat(self, lobby, s, n, "--delay-ms", "50")
                for s, n in ((ann_seated, "Ann"), (bob_seated, "Bob"))]
        # Ann's token, copied off the wire, once she has taken her seat with it: stale, nothing seen.
        trace = bots[0][1]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (os.path.exists(trace) and
                                                   any('"welcome"' in line for line in read_lines(trace))):
            time.sleep(0.05)
        ws = WebSocket(lobby.port)
        ws.send({"type": "hello", "protocol": 1, "code": code, "name": "Eve", "token": ann_seated["token"]})
        heard = []
        while (m := ws.receive(timeout=20)) is not None:
            heard.append(m)
        ws.close()
        self.assertEqual([error_of(m) for m in heard], [("error", "stale")], heard)
        for proc, _ in bots:
            _, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
        log = read_lines("%s/%s.jsonl" % (lobby.logs, made["id"]))
        for (proc, trace), name in zip(bots, ("Ann", "Bob")):
            check_trace(self, read_lines(trace), log, name)
        # No token, and no private code, ever reached anyone but its owner.
        for p, own in ((ann, ann_seated), (bob, bob_seated), (eve, None)):
            p.wait_for("rated") if own else None
            said = json.dumps(p.heard)
            for other in (ann_seated, bob_seated):
                if other is not own:
                    self.assertNotIn(other["token"], said)
            if own is None:
                self.assertNotIn(code, said)


if __name__ == "__main__":
    network_support.CLI = sys.argv.pop(1)
    unittest.main(verbosity=2)
