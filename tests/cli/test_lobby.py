#!/usr/bin/env python3
"""The lobby (`tilerummy-cli lobby`) as real processes on loopback: players
who never learn each other's address sign in with their keys, find a table in
the list, play it (bots that take their seats by the tokens the lobby gave),
and both hear their new ratings, kept in the lobby's SQLite file across a
restart; a key comes back as the same player and a name admits to nothing; a
private table is found by its code only; a table its maker starts is filled
with AIs and rates nothing with one person at it; a player who leaves a rated
game and stays away past the grace time finishes last. Every table's log passes
the self-play audit, and no bot hears a tile of another rack. What the lobby
refuses is test_lobby_hostile.py's.

usage: test_lobby.py CLI"""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
import unittest

import lobby_support
import network_support
from network_support import TIMEOUT, check_trace, read_lines
from audit_selfplay_log import audit


class LobbyTest(lobby_support.LobbyTestCase):
    def table_log(self, lobby, table_id):
        return read_lines(os.path.join(lobby.logs, table_id + ".jsonl"))

    def test_two_players_find_each_other_and_play_a_rated_game(self):
        lobby = self.start_lobby()
        ann = self.player(lobby, "Ann")
        bob = self.player(lobby, "Bob")
        for p in (ann, bob):
            self.assertEqual(p.wait_for("tables")["tables"], [])
        made = ann.ask({"type": "create", "seats": 2, "rated": True}, "table")["table"]
        self.assertEqual(made["people"], ["Ann"])
        self.assertEqual(made["free"], 1)
        self.assertNotIn("code", made)  # a public table has no code to pass on
        # Bob sees it in the list pushed to him: its rules, who sits, one free seat.
        listed = bob.wait_for("tables")
        while not listed["tables"]:
            listed = bob.wait_for("tables")
        [table] = listed["tables"]
        self.assertEqual((table["id"], table["people"], table["free"], table["rated"]),
                         (made["id"], ["Ann"], 1, True))
        self.assertIn("initialMeld", json.dumps(table["rules"]))
        bob.send({"type": "join", "table": table["id"]})
        seated = {}
        for name, p in (("Ann", ann), ("Bob", bob)):
            s = p.wait_for("seated")
            self.assertEqual(s["type"], "seated", s)
            self.assertTrue(s["rated"])
            seated[name] = s
        self.assertEqual(seated["Ann"]["code"], seated["Bob"]["code"])
        self.assertNotEqual(seated["Ann"]["token"], seated["Bob"]["token"])
        self.assertEqual(sorted(s["seat"] for s in seated.values()), [0, 1])
        bots = {name: lobby_support.play_seat(self, lobby, seated[name], name) for name in seated}
        for name, (proc, trace) in bots.items():
            _, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
        # Each hears the game's rating: the winner up, the other down, by as much.
        rated = {name: p.wait_for("rated") for name, p in (("Ann", ann), ("Bob", bob))}
        for r in rated.values():
            self.assertEqual(r["type"], "rated", r)
            self.assertEqual(r["games"], 1)
            self.assertEqual(r["people"], 2)
        first = min(rated, key=lambda n: rated[n]["place"])
        last = max(rated, key=lambda n: rated[n]["place"])
        self.assertNotEqual(first, last)
        self.assertGreater(rated[first]["rating"], 1500)
        self.assertLess(rated[last]["rating"], 1500)
        self.assertAlmostEqual(rated[first]["rating"] - 1500, 1500 - rated[last]["rating"], delta=0.2)
        log = self.table_log(lobby, made["id"])
        ended, _ = audit(log)
        self.assertEqual(len(ended), 1)
        for name, (proc, trace) in bots.items():
            check_trace(self, read_lines(trace), log, name)
        board = ann.ask({"type": "leaderboard"}, "leaderboard")["players"]
        self.assertEqual([p["name"] for p in board], [first, last])
        history = bob.ask({"type": "history"}, "history")["games"]
        self.assertEqual(len(history), 1)
        self.assertEqual(history[0]["after"], rated["Bob"]["rating"])
        self.assertEqual(history[0]["before"], 1500)
        # SIGTERM: the lobby ends cleanly; a lobby started again on its file knows them.
        lobby.proc.send_signal(signal.SIGTERM)
        self.assertEqual(lobby.proc.wait(timeout=30), 0, lobby.stderr())
        again = self.start_lobby(db=lobby.db)
        back = self.player(again, secret=ann.secret)
        self.assertEqual([p["name"] for p in back.ask({"type": "leaderboard"}, "leaderboard")["players"]],
                         [first, last])

    def test_a_key_is_the_player_and_a_name_admits_to_nothing(self):
        lobby = self.start_lobby()
        ann = self.player(lobby, "Ann")
        ann.close()
        # The same key again: Ann, whatever name it asks for now.
        back = lobby_support.Player(lobby, secret=ann.secret)
        self.players.append(back)
        self.assertEqual(back.sign_in("Mallory")["name"], "Ann")
        # Another key cannot be Ann, in any case or spacing.
        for name in ("Ann", "ANN", "  ann "):
            other = lobby_support.Player(lobby)
            self.players.append(other)
            answer = other.sign_in(name)
            self.assertEqual((answer["type"], answer["code"]), ("error", "name"), answer)
        # A new key must choose a name, and not an AI's.
        nameless = lobby_support.Player(lobby)
        self.players.append(nameless)
        answer = nameless.sign_in()
        self.assertEqual((answer["type"], answer["code"]), ("error", "name"), answer)
        answer = nameless.prove(nameless.challenge, "Standard AI")
        self.assertEqual((answer["type"], answer["code"]), ("error", "name"), answer)
        self.assertEqual(nameless.prove(nameless.challenge, "Nia")["name"], "Nia")  # the same challenge, named
        # Ann's key without Ann's secret: the signature proves nothing; the connection goes.
        thief = lobby_support.Player(lobby)
        thief.key = ann.key
        self.players.append(thief)
        answer = thief.sign_in(sign_with=thief.secret)
        self.assertEqual((answer["type"], answer["code"]), ("error", "signin"), answer)
        self.assertIsNone(thief.next(timeout=10))
        # Signing in again elsewhere: the older connection is told and closed.
        self.assertEqual(back.wait_for("tables")["type"], "tables")
        third = self.player(lobby, secret=ann.secret)
        told = back.wait_for("nothing", timeout=10)
        self.assertEqual((told["type"], told["code"]), ("error", "replaced"), told)
        self.assertEqual(third.ask({"type": "history"}, "history")["games"], [])

    def test_a_private_table_is_found_by_its_code_only(self):
        lobby = self.start_lobby()
        ann = self.player(lobby, "Ann")
        bob = self.player(lobby, "Bob")
        made = ann.ask({"type": "create", "seats": 2, "private": True, "rated": False}, "table")["table"]
        code = made["code"]
        self.assertTrue(made["private"])
        self.assertEqual(len(code), 8)
        time.sleep(0.5)  # past the list's push
        self.assertEqual(bob.ask({"type": "tables"}, "tables")["tables"], [])
        answer = bob.ask({"type": "join", "table": made["id"]}, "seated")  # its id is no way in
        self.assertEqual((answer["type"], answer["code"]), ("error", "table"), answer)
        answer = bob.ask({"type": "join", "code": "AAAAAAAA"}, "seated")
        self.assertEqual((answer["type"], answer["code"]), ("error", "code"), answer)
        answer = bob.ask({"type": "join", "code": code.lower()}, "seated")  # typed in any case
        self.assertEqual(answer["type"], "seated", answer)
        self.assertFalse(answer["rated"])

    def test_the_maker_starts_with_ais_and_one_person_rates_nothing(self):
        lobby = self.start_lobby()
        ann = self.player(lobby, "Ann")
        bob = self.player(lobby, "Bob")
        made = ann.ask({"type": "create", "seats": 3, "rated": True}, "table")["table"]
        bob.wait_for("tables")
        answer = bob.ask({"type": "join", "table": made["id"]}, "table")
        self.assertEqual(answer["table"]["people"], ["Ann", "Bob"])
        answer = bob.ask({"type": "start"}, "seated")  # only its maker starts it
        self.assertEqual((answer["type"], answer["code"]), ("error", "owner"), answer)
        answer = bob.ask({"type": "leave"}, "left")
        self.assertEqual(answer["table"], made["id"])
        seated = ann.ask({"type": "start"}, "seated")
        self.assertEqual(seated["type"], "seated", seated)
        self.assertFalse(seated["rated"])  # Ann and two AIs
        proc, trace = lobby_support.play_seat(self, lobby, seated, "Ann")
        _, err = proc.communicate(timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, err)
        welcome = json.loads(read_lines(trace)[0])
        self.assertEqual([s["name"] for s in welcome["seats"]], ["Ann", "Standard AI", "Standard AI 2"])
        ended, _ = audit(self.table_log(lobby, made["id"]))
        self.assertEqual(len(ended), 1)
        self.assertEqual(ann.ask({"type": "leaderboard"}, "leaderboard")["players"], [])
        self.assertNotIn("rated", [m["type"] for m in ann.heard])

    def test_quick_match_seats_people_then_fills_with_ais_after_the_wait(self):
        lobby = self.start_lobby()
        ann = self.player(lobby, "Ann")
        bob = self.player(lobby, "Bob")
        queued = ann.ask({"type": "quick", "seats": 2, "waitS": 60}, "queued")
        self.assertEqual((queued["seats"], queued["waiting"], queued["waitS"]), (2, 1, 60))
        # Waiting, Ann makes no table and joins none.
        answer = ann.ask({"type": "create", "seats": 2}, "table")
        self.assertEqual((answer["type"], answer["code"]), ("error", "seated"), answer)
        bob.send({"type": "quick", "seats": 2, "waitS": 60})
        seated = {name: p.wait_for("seated") for name, p in (("Ann", ann), ("Bob", bob))}
        self.assertTrue(all(s["rated"] for s in seated.values()), seated)
        self.assertEqual(seated["Ann"]["table"], seated["Bob"]["table"])
        bots = [lobby_support.play_seat(self, lobby, seated[n], n) for n in seated]
        for proc, _ in bots:
            _, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
        self.assertEqual(sorted(p.wait_for("rated")["place"] for p in (ann, bob)), [1, 2])
        # Carl waits two seconds for a table of four: then AIs fill it, unrated.
        carl = self.player(lobby, "Carl")
        asked = time.monotonic()
        self.assertEqual(carl.ask({"type": "quick", "seats": 4, "waitS": 2}, "queued")["waiting"], 1)
        seated = carl.wait_for("seated")
        self.assertGreaterEqual(time.monotonic() - asked, 1.5)
        self.assertEqual(seated["type"], "seated", seated)
        self.assertFalse(seated["rated"])
        proc, trace = lobby_support.play_seat(self, lobby, seated, "Carl")
        _, err = proc.communicate(timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, err)
        welcome = json.loads(read_lines(trace)[0])
        self.assertEqual([s["name"] for s in welcome["seats"]], ["Carl", "Standard AI", "Standard AI 2",
                                                                  "Standard AI 3"])
        # Dan gives up waiting: nothing seats him.
        dan = self.player(lobby, "Dan")
        dan.ask({"type": "quick", "seats": 2, "waitS": 1}, "queued")
        self.assertEqual(dan.ask({"type": "cancel"}, "unqueued")["type"], "unqueued")
        self.assertIsNone(dan.wait_for("seated", timeout=3))  # past his wait: not seated
        self.assertNotIn("seated", [m["type"] for m in dan.heard])

    def test_bots_find_a_quick_match_and_print_their_ratings(self):
        # `bot --lobby`: the game's own client of the lobby (app/lobby/lobby_client.cpp).
        lobby = self.start_lobby()
        procs = []
        for name in ("Ann", "Bob"):
            key = os.path.join(self.tmp, name + ".key")
            procs.append(subprocess.Popen([network_support.CLI, "bot", "--lobby", lobby.url, "--key-file", key,
                                           "--name", name, "--quick", "2"], stdout=subprocess.PIPE,
                                          stderr=subprocess.PIPE, text=True))
            self.procs.append(procs[-1])
        rated = {}
        for proc in procs:
            out, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
            line = json.loads(out.strip().splitlines()[-1])
            rated[line["name"]] = line
        self.assertEqual(sorted(r["place"] for r in rated.values()), [1, 2])
        self.assertEqual(oct(os.stat(os.path.join(self.tmp, "Ann.key")).st_mode & 0o777), "0o600")
        # The same key again is Ann, whatever name it gives; alone, AIs fill the table after the wait.
        proc = subprocess.run([network_support.CLI, "bot", "--lobby", lobby.url, "--key-file",
                               os.path.join(self.tmp, "Ann.key"), "--name", "Someone", "--create", "3",
                               "--start-after-s", "0"], capture_output=True, text=True, timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(proc.stdout, "")  # one person and AIs: no rating
        self.assertIn("bot Ann:", proc.stderr)
        # Bad arguments.
        for args in (["--quick", "3"], ["--quick", "2", "--join"], []):
            proc = subprocess.run([network_support.CLI, "bot", "--lobby", lobby.url, "--key-file",
                                   os.path.join(self.tmp, "x.key")] + args, capture_output=True, text=True,
                                  timeout=60)
            self.assertEqual(proc.returncode, 2, args)

    def test_a_player_back_at_the_lobby_gets_their_seat_again(self):
        lobby = self.start_lobby()
        ann = self.player(lobby, "Ann")
        bob = self.player(lobby, "Bob")
        made = ann.ask({"type": "create", "seats": 2}, "table")["table"]
        bob.wait_for("tables")
        bob.send({"type": "join", "table": made["id"]})
        first = ann.wait_for("seated")
        bob_seated = bob.wait_for("seated")
        # Ann's game crashed before she took her seat; back at the lobby, she is told it again.
        ann.close()
        back = self.player(lobby, secret=ann.secret)
        again = back.wait_for("seated", timeout=30)
        self.assertEqual(again["type"], "seated", again)
        self.assertEqual((again["table"], again["seat"], again["code"], again["token"]),
                         (first["table"], first["seat"], first["code"], first["token"]))
        self.assertNotIn(bob_seated["token"], json.dumps(back.heard))
        # She takes it, her bot is killed, and she comes back once more: the token has turned over.
        proc, trace = lobby_support.play_seat(self, lobby, again, "Ann", "--delay-ms", "200")
        while not os.path.exists(trace) or not read_lines(trace):
            time.sleep(0.05)
        proc.kill()
        proc.wait()
        back.close()
        third = self.player(lobby, secret=ann.secret)
        turned = third.wait_for("seated", timeout=30)
        self.assertNotEqual(turned["token"], first["token"])
        bots = [lobby_support.play_seat(self, lobby, turned, "Ann"), lobby_support.play_seat(self, lobby, bob_seated,
                                                                                               "Bob")]
        for proc, _ in bots:
            _, err = proc.communicate(timeout=TIMEOUT)
            self.assertEqual(proc.returncode, 0, err)
        self.assertEqual(sorted(p.wait_for("rated")["place"] for p in (third, bob)), [1, 2])

    def test_a_player_gone_past_the_grace_time_finishes_last(self):
        lobby = self.start_lobby("--grace-s", "1")
        ann = self.player(lobby, "Ann")
        bob = self.player(lobby, "Bob")
        made = ann.ask({"type": "create", "seats": 2}, "table")["table"]
        bob.wait_for("tables")
        bob.send({"type": "join", "table": made["id"]})
        seated = ann.wait_for("seated")
        bob.wait_for("seated")
        # Bob never comes to the table: after a second the AI plays his seat.
        proc, _ = lobby_support.play_seat(self, lobby, seated, "Ann", "--delay-ms", "20")
        _, err = proc.communicate(timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, err)
        rated = {name: p.wait_for("rated") for name, p in (("Ann", ann), ("Bob", bob))}
        self.assertEqual(rated["Ann"]["place"], 1)
        self.assertEqual(rated["Bob"]["place"], 2)
        self.assertLess(rated["Bob"]["rating"], 1500)
        db = sqlite3.connect(lobby.db)
        self.assertEqual(db.execute("SELECT abandoned FROM results r JOIN players p ON p.key = r.player_key "
                                    "WHERE p.name = 'Bob'").fetchall(), [(1,)])
        db.close()


if __name__ == "__main__":
    network_support.CLI = sys.argv.pop(1)
    unittest.main(verbosity=2)
