#!/usr/bin/env python3
"""The network table as real processes on loopback, playing: `tilerummy-cli
serve` with `bot` seats and server AIs plays whole games; a bot killed with
SIGKILL and started again with its seat file takes its seat back, while a
stranger with its name and the code is refused and 150 idle connections are
open; bots at full speed are never cut for flooding; a seat whose player is
gone is played by the AI after the grace time, its turns marked in the log; a
time bank that runs out has the AI play the turn; bots play again with the same
people (serve --again), a player who says no is replaced by an AI.
Every game's log passes the self-play audit, and no bot is ever told a tile of
another rack or of the pool (its trace is checked against the log). What the
table refuses is test_network_hostile.py's; the processes and the WebSocket
client are network_support.py's.

usage: test_network.py CLI"""

import json
import os
import signal
import subprocess
import sys
import time
import unittest

import network_support
from network_support import TIMEOUT, WebSocket, check_trace, read_lines

CLI = None  # the tilerummy-cli under test (network_support.CLI too), from the command line


class NetworkTest(network_support.NetworkTestCase):
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
            kept = json.load(f)
        self.assertEqual(kept["seat"], seat)
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
            # Back, Ann's token turned over: her seat file holds the new one,
            # and the old one (copied off the wire, say) takes nothing.
            def kept_token():
                with open(seat_file, encoding="utf-8") as f:
                    return json.load(f)["token"]
            deadline = time.monotonic() + TIMEOUT
            while time.monotonic() < deadline and kept_token() == kept["token"]:
                time.sleep(0.05)
            self.assertNotEqual(kept_token(), kept["token"])
            ws = WebSocket(server.port)
            ws.send({"type": "hello", "protocol": 1, "name": "Ann", "code": "owl", "token": kept["token"]})
            heard = []
            while (m := ws.receive(timeout=20)) is not None:
                heard.append(m)
            ws.close()
            self.assertEqual([(m["type"], m.get("code")) for m in heard], [("error", "stale")], heard)
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

    def test_a_time_bank_that_runs_out_is_played_by_the_ai(self):
        # Time banks (rules.bankSeconds): Ann's turns take time off her bank; she never moves, so once it is
        # out the AI plays each of her turns (no time-out penalty), and the increment is all she gets back.
        server = self.start_server("--seats", "remote,beginner", "--games", "1", "--seed", "3", "--code", "OWL",
                                   "--grace-s", "1", "--rules", '{"bankSeconds":2,"bankIncrementSeconds":1}')
        ann = WebSocket(server.port)
        ann.send({"type": "hello", "protocol": 1, "name": "Ann", "code": "OWL"})
        welcome = ann.receive_until(lambda m: m["type"] == "welcome")
        seat = welcome["seat"]
        state = ann.receive_until(lambda m: m["type"] == "state")
        self.assertEqual(state["banks"], [2000, 2000])
        own = []
        started = time.monotonic()
        while len(own) < 2:
            m = ann.receive_until(lambda m: m["type"] == "turn" and m["player"] == seat)
            self.assertIsNotNone(m, "the AI never played Ann's turn")
            own.append(m)
        self.assertGreaterEqual(time.monotonic() - started, 2.5)  # her bank, then her increment, ran out
        self.assertTrue(all(t["action"] != "penalty" for t in own), own)
        self.assertEqual([t["banks"][seat] for t in own], [1000, 1000])  # empty, then the increment
        self.assertTrue(all(t["banks"][1 - seat] == 2000 for t in own))  # an AI seat's time is not counted
        ann.close()
        _, log, _ = self.finish_server(server, 1, 2)
        turns = [e for e in map(json.loads, log) if e["type"] == "turn" and e["player"] == seat]
        self.assertTrue(all(t.get("standIn") for t in turns[:2]), turns[:2])

    def test_bots_play_again_with_the_same_people(self):
        # serve --again 1: after the match both bots (--again) say yes, take their seats back with their
        # tokens at the table opened anew on the same port, and play a second match; the log has both.
        server = self.start_server("--seats", "remote,remote", "--games", "1", "--seed", "5", "--code", "owl",
                                   "--again", "1")
        ann, ann_trace = self.start_bot(server, "Ann", "--code", "owl", "--again", "--level", "beginner")
        bob, bob_trace = self.start_bot(server, "Bob", "--code", "owl", "--again", "--level", "beginner")
        for proc in (ann, bob):
            _, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
            self.assertIn("asked to play again: yes", err)
        summary, log, _ = self.finish_server(server, 2, 2)
        deals = [json.loads(line) for line in log if json.loads(line)["type"] == "deal"]
        self.assertEqual([d["game"] for d in deals], [0, 1])
        for trace in (ann_trace, bob_trace):
            messages = [json.loads(line) for line in read_lines(trace)]
            welcomes = [m for m in messages if m["type"] == "welcome"]
            self.assertEqual(len(welcomes), 2)  # the seat taken back at the new match
            self.assertEqual(welcomes[0]["seat"], welcomes[1]["seat"])
            self.assertEqual(sum(1 for m in messages if m["type"] == "over"), 2)
            self.assertTrue(any(m["type"] == "error" and m["code"] == "again" for m in messages))

    def test_a_player_who_says_no_is_played_by_an_ai_at_the_next_match(self):
        # Cy (a bare client) never moves: its time bank is empty at once, so the AI plays its turns. Asked to
        # play again it says no: its connection closes ("closed") and a standard AI takes its seat; Ann plays on.
        server = self.start_server("--seats", "remote,remote", "--games", "1", "--seed", "7", "--code", "owl",
                                   "--again", "1", "--rules", '{"bankSeconds":1}')
        cy = WebSocket(server.port)
        cy.send({"type": "hello", "protocol": 1, "name": "Cy", "code": "owl"})
        cy_seat = cy.receive_until(lambda m: m["type"] == "welcome")["seat"]
        ann, ann_trace = self.start_bot(server, "Ann", "--code", "owl", "--again", "--level", "beginner")
        asked = cy.receive_until(lambda m: m["type"] == "again")
        self.assertEqual(asked["answers"][cy_seat], "asked")
        cy.send({"type": "again", "yes": False})
        told = cy.receive_until(lambda m: m["type"] == "error")
        self.assertEqual(told["code"], "closed")
        _, err = ann.communicate(timeout=TIMEOUT)
        self.assertEqual(ann.returncode, 0, err)
        summary, log, _ = self.finish_server(server, 2, 2)
        events = [json.loads(line) for line in log]
        second = [e for e in events if e.get("game") == 1 and e["type"] == "turn" and e["player"] == cy_seat]
        self.assertTrue(second, "the AI played Cy's seat in the second match")
        self.assertTrue(all(not t.get("standIn") for t in second), "an AI's own seat, not a stand-in")
        messages = [json.loads(line) for line in read_lines(ann_trace)]
        welcomes = [m for m in messages if m["type"] == "welcome"]
        self.assertEqual(len(welcomes), 2)
        self.assertEqual(welcomes[-1]["seats"][cy_seat]["name"], "Standard AI")
        self.assertEqual(welcomes[-1]["seats"][cy_seat]["kind"], "standard")
        cy.close()

    def test_a_watcher_sees_what_a_bystander_sees(self):
        server = self.start_server("--seats", "remote,remote,expert", "--games", "1", "--seed", "21",
                                   "--code", "fish", "--watchers", "1")
        # The watcher comes first: it sees the seats filled, then the whole game.
        cy, cy_trace = self.start_bot(server, "Cy", "--code", "fish", "--watch")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (os.path.exists(cy_trace) and read_lines(cy_trace)):
            time.sleep(0.05)
        # A second watcher: the table takes one.
        dee, _ = self.start_bot(server, "Dee", "--code", "fish", "--watch")
        _, err = dee.communicate(timeout=TIMEOUT)
        self.assertEqual(dee.returncode, 1, err)
        self.assertIn("as many watchers as it takes", err)
        ann, ann_trace = self.start_bot(server, "Ann", "--code", "fish", "--delay-ms", "5")
        bob, bob_trace = self.start_bot(server, "Bob", "--code", "fish")
        for proc in (ann, bob, cy):
            _, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
        _, log, _ = self.finish_server(server, 1, 3)
        for name, trace in (("Ann", ann_trace), ("Bob", bob_trace)):
            lines = read_lines(trace)
            check_trace(self, lines, log, name)
            self.assertTrue(any(json.loads(l).get("watchers") == 1 for l in lines if '"type":"seats"' in l),
                            name + " never heard that someone watches")
        lines = [json.loads(l) for l in read_lines(cy_trace)]
        self.assertEqual(lines[0]["type"], "welcome")
        self.assertTrue(lines[0]["watching"])
        self.assertEqual(lines[0]["seat"], -1)
        self.assertEqual(lines[0]["token"], "")
        self.assertEqual(lines[-1]["type"], "over")
        turns = 0
        for m in lines:
            # Never a rack's tile: no rack, no draw's tiles, no table mid-turn.
            self.assertIn(m["type"], {"welcome", "seats", "state", "turn", "end", "over"}, m)
            self.assertNotIn("racks", m)
            if m["type"] == "state":
                self.assertEqual(m["rack"], [])
                self.assertEqual(m["draft"], [])
                self.assertTrue(all(t["drawn"] == [] for t in m.get("history", [])))
            if m["type"] == "turn":
                turns += 1
                self.assertEqual(m["drawn"], [])
        logged = sum(1 for e in map(json.loads, log) if e["type"] == "turn")
        self.assertEqual(turns, logged, "the watcher missed turns")


if __name__ == "__main__":
    CLI = network_support.CLI = sys.argv.pop(1)
    unittest.main(verbosity=2)
