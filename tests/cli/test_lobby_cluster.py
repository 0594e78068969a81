#!/usr/bin/env python3
"""A lobby of two processes sharing PostgreSQL behind HAProxy, all on
loopback and started by the test (docs/lobby.md, "Several processes"): players
who reach the lobby only through HAProxy land on either process, see each
other's tables, and play tables owned by each process (the table's path takes
both players to the process that plays it, whichever they signed in at); a
quick match seats two players signed in at different processes; both
processes tell everyone the same ratings; a player signing in at the other
process replaces their connection there. Skipped when PostgreSQL, its Qt
driver or HAProxy is not installed (scripts/install-deps.sh installs them).

usage: test_lobby_cluster.py CLI"""

import json
import os
import shutil
import subprocess
import sys
import time
import unittest

import cluster_support
import lobby_support
import network_support
from audit_selfplay_log import audit
from network_support import TIMEOUT, check_trace, read_lines


class LobbyClusterTest(lobby_support.LobbyTestCase):
    def setUp(self):
        super().setUp()
        if not cluster_support.postgres_bin() or not shutil.which("haproxy") or not shutil.which("runuser"):
            self.skipTest("PostgreSQL or HAProxy is not installed (scripts/install-deps.sh)")
        # Closed even when setUp fails half way (tearDown would not run).
        self.pg = cluster_support.Postgres(self.tmp)
        self.addCleanup(self.pg.close)
        # One after the other: the first makes the schema.
        try:
            self.p1 = self.start_lobby("--process", "p1", db_url=self.pg.url)
        except RuntimeError as e:
            if "libqt6sql6-psql" in str(e):
                self.skipTest("Qt's PostgreSQL driver is not installed (libqt6sql6-psql)")
            raise
        self.p2 = self.start_lobby("--process", "p2", db_url=self.pg.url)
        self.front = cluster_support.HAProxy(self.tmp, {"p1": self.p1.port, "p2": self.p2.port})
        self.addCleanup(self.front.close)

    def signed_in_at(self, name, process):
        """A new player through HAProxy, signed in at that process (the next connection goes to the process with fewer)."""
        for _ in range(4):
            p = lobby_support.Player(self.front)
            self.players.append(p)
            answer = p.sign_in(name)
            self.assertEqual(answer["type"], "signedIn", answer)
            if answer["process"] == process:
                return p
            p.close()
        self.fail("HAProxy never sent %s to %s" % (name, process))

    def signed_in_again_at(self, player, process):
        """The same player (key) signed in again at that process, straight to its port (which process
        HAProxy picks is signed_in_at's to show; here the other one is wanted whatever it holds)."""
        p = lobby_support.Player(self.p1 if process == "p1" else self.p2, secret=player.secret)
        self.players.append(p)
        answer = p.sign_in()
        self.assertEqual((answer["type"], answer.get("process")), ("signedIn", process), answer)
        return p

    def play(self, seated):
        """Each (name, seated) plays its seat through HAProxy; the table's log from the process that played it."""
        bots = [(name, lobby_support.play_seat(self, self.front, s, name)) for name, s in seated]
        for name, (proc, _) in bots:
            _, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
        table = seated[0][1]["table"]
        process = self.p1 if seated[0][1]["path"] == "/t/p1/" else self.p2
        log = read_lines(os.path.join(process.logs, table + ".jsonl"))
        self.assertEqual(len(audit(log)[0]), 1)
        for name, (_, trace) in bots:
            check_trace(self, read_lines(trace), log, name)

    def test_two_processes_share_players_tables_and_ratings(self):
        ann = self.signed_in_at("Ann", "p1")
        bob = self.signed_in_at("Bob", "p2")
        # Ann's table is p1's; Bob, at p2, sees it and joins: p1 plays it.
        made = ann.ask({"type": "create", "seats": 2}, "table")["table"]
        self.assertTrue(made["id"].startswith("p1-"))
        listed = bob.wait_for("tables")
        while not listed["tables"]:
            listed = bob.wait_for("tables")
        self.assertEqual([t["id"] for t in listed["tables"]], [made["id"]])
        bob.send({"type": "join", "table": made["id"]})
        seated = [("Ann", ann.wait_for("seated")), ("Bob", bob.wait_for("seated"))]
        for _, s in seated:
            self.assertEqual((s["type"], s["path"], s["table"]), ("seated", "/t/p1/", made["id"]), s)
        self.play(seated)
        first = {name: p.wait_for("rated") for name, p in (("Ann", ann), ("Bob", bob))}
        # Bob's table is p2's: Ann, at p1, joins it by its code (private): p2 plays it.
        made = bob.ask({"type": "create", "seats": 2, "private": True}, "table")["table"]
        self.assertTrue(made["id"].startswith("p2-"))
        ann.send({"type": "join", "code": made["code"]})
        seated = [("Bob", bob.wait_for("seated")), ("Ann", ann.wait_for("seated"))]
        for _, s in seated:
            self.assertEqual((s["type"], s["path"]), ("seated", "/t/p2/"), s)
        self.play(seated)
        second = {name: p.wait_for("rated") for name, p in (("Ann", ann), ("Bob", bob))}
        self.assertEqual({r["games"] for r in second.values()}, {2})
        # Both processes know the same ratings.
        boards = [p.ask({"type": "leaderboard"}, "leaderboard")["players"] for p in (ann, bob)]
        self.assertEqual(boards[0], boards[1])
        self.assertEqual({(b["name"], b["rating"]) for b in boards[0]},
                         {(n, second[n]["rating"]) for n in second})
        self.assertNotEqual(first["Ann"]["rating"], second["Ann"]["rating"])
        rows = self.pg.query("SELECT COUNT(*) FROM games")
        self.assertEqual(rows, [["2"]])
        # A third table, p2's; Ann (at p1) loses her lobby connection once seated, and
        # signs in again at p1: p2 tells her seat again, through p1.
        made = bob.ask({"type": "create", "seats": 2, "private": True}, "table")["table"]
        ann.send({"type": "join", "code": made["code"]})
        first = ann.wait_for("seated")
        bob_seated = bob.wait_for("seated")
        ann.close()
        back = self.signed_in_again_at(ann, "p1")
        again = back.wait_for("seated", timeout=30)
        self.assertEqual((again["type"], again["token"], again["path"]), ("seated", first["token"], "/t/p2/"), again)
        self.play([("Bob", bob_seated), ("Ann", again)])

    def test_players_waiting_at_both_processes_hear_the_queue_once_a_change(self):
        # Two wait at p1, one at p2, for a table of four: each change of the
        # queue is told once to each (the processes told each other back and
        # forth once, without end).
        waiting = [self.signed_in_at("Eli", "p1"), self.signed_in_at("Fay", "p2"), self.signed_in_at("Gus", "p1")]
        for p in waiting:
            p.ask({"type": "quick", "seats": 4, "waitS": 4}, "queued")
        seated = [p.wait_for("seated", timeout=30) for p in waiting]
        for s in seated:
            self.assertEqual(s["type"], "seated", s)
        for p in waiting:
            told = [m["waiting"] for m in p.heard if m["type"] == "queued"]
            self.assertLessEqual(len(told), 4, told[:10])  # 1, 2, 3: not thousands
        self.play([(n, s) for n, s in zip(("Eli", "Fay", "Gus"), seated)])

    def test_a_quick_match_across_processes_and_a_sign_in_elsewhere(self):
        carl = self.signed_in_at("Carl", "p1")
        dan = self.signed_in_at("Dan", "p2")
        self.assertEqual(carl.ask({"type": "quick", "seats": 2, "waitS": 60}, "queued")["waiting"], 1)
        dan.send({"type": "quick", "seats": 2, "waitS": 60})
        seated = [("Carl", carl.wait_for("seated")), ("Dan", dan.wait_for("seated"))]
        for _, s in seated:
            self.assertEqual(s["type"], "seated", s)
            self.assertTrue(s["rated"])
        self.assertEqual(seated[0][1]["table"], seated[1][1]["table"])
        self.play(seated)
        for p in (carl, dan):
            self.assertEqual(p.wait_for("rated")["games"], 1)
        # Carl signs in again, through HAProxy, at p2: his p1 connection is told and closed.
        again = None
        for _ in range(4):
            p = lobby_support.Player(self.front, secret=carl.secret)
            self.players.append(p)
            answer = p.sign_in()
            if answer["process"] == "p2":
                again = p
                break
        self.assertIsNotNone(again)
        told = carl.wait_for("nothing", timeout=20)
        self.assertEqual((told["type"], told["code"]), ("error", "replaced"), told)
        # Hal's waiting room stays his when he signs in again at the other process.
        hal = self.signed_in_at("Hal", "p1")
        made = hal.ask({"type": "create", "seats": 3}, "table")["table"]
        hal_again = self.signed_in_again_at(hal, "p2")
        self.assertEqual(hal_again.wait_for("table", timeout=30)["table"]["people"], ["Hal"])
        self.assertEqual(hal.wait_for("nothing", timeout=20)["code"], "replaced")
        hal.close()  # gone at once (no closing handshake to wait out)
        time.sleep(1)
        hal_again.unread.clear()  # (the list told at sign-in is older than the question)
        listed = hal_again.ask({"type": "tables"}, "tables")["tables"]
        self.assertEqual([(t["id"], t["people"]) for t in listed], [(made["id"], ["Hal"])])
        self.assertEqual(self.pg.query("SELECT process FROM online o JOIN players p ON p.key = o.player_key "
                                       "WHERE p.name = 'Carl'"), [["p2"]])


if __name__ == "__main__":
    network_support.CLI = sys.argv.pop(1)
    unittest.main(verbosity=2)
