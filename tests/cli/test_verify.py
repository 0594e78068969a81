#!/usr/bin/env python3
"""Deals anyone can check, as an outside tool sees them: `serve --log` commits
to every deal (the deal event's "commitment" and "rules") and reveals its seed
at the game's end; a bot at the table is sent the commitment at the deal and
the seeds only in the match's `over`, and they match the log's; the bot
checks its deals and says so. `verify`
finds an untouched log fair, and finds out a revealed seed changed, a drawn
tile changed (the log kept coherent, so only the deal's check can tell), and a
log from a table that made no commitment; a malformed log exits 2.

usage: test_verify.py CLI"""

import hashlib
import json
import os
import subprocess
import sys
import unittest

import network_support
from network_support import TIMEOUT, read_lines

CLI = None


def run(args, stdin=b"", timeout=120):
    p = subprocess.run([CLI] + args, input=stdin, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def verdicts(out):
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def commitment(seed, players, rules):
    """The commitment as docs/protocol.md defines it, computed independently."""
    lines = ["tilerummy-deal/1", "seed %d" % seed, "players %d" % players]
    for name in ("initialMeld", "rackSize", "penaltyTiles", "turnSeconds", "timeoutPenaltyTiles", "rounds",
                 "targetScore"):
        lines.append("%s %d" % (name, rules[name]))
    lines.append("poolEmpty %s" % rules["poolEmpty"])
    return hashlib.sha256(("\n".join(lines) + "\n").encode()).hexdigest()


class Verify(network_support.NetworkTestCase):
    def served_log(self, *args):
        server = self.start_server("--seats", "standard,beginner", "--games", "3", "--ai-nodes", "3000", *args)
        code, _, err = server.finish()
        self.assertEqual(code, 0, err)
        return read_lines(server.log)

    def verify(self, lines):
        return run(["verify", "-"], "".join(lines).encode())

    def test_a_served_log_is_verified(self):
        log = self.served_log()
        events = [json.loads(line) for line in log]
        deals = [e for e in events if e["type"] == "deal"]
        ends = [e for e in events if e["type"] == "end"]
        self.assertEqual(len(deals), 3)
        for deal, end in zip(deals, ends):
            self.assertEqual(deal["commitment"], commitment(int(end["seed"]), 2, deal["rules"]))
        # Without --seed the deals are secret: no two games share a seed.
        self.assertEqual(len({end["seed"] for end in ends}), 3)
        code, out, err = self.verify(log)
        self.assertEqual(code, 0, err)
        self.assertEqual(verdicts(out), [{"game": g, "verified": True} for g in range(3)])

    def test_a_changed_seed_is_found_out(self):
        log = self.served_log("--seed", "5")
        changed = []
        for line in log:
            event = json.loads(line)
            if event["type"] == "end" and event["game"] == 1:
                event["seed"] = str(int(event["seed"]) + 1)
                line = json.dumps(event) + "\n"
            changed.append(line)
        code, out, err = self.verify(changed)
        self.assertEqual(code, 1, err)
        found = verdicts(out)
        self.assertEqual(found[0], {"game": 0, "verified": True})
        self.assertFalse(found[1]["verified"])
        self.assertIn("not the one the host committed to", found[1]["why"])

    def test_a_changed_draw_is_found_out(self):
        for seed in range(21, 41):  # the first of these seeds' games with such a draw
            log = self.served_log("--seed", str(seed))
            events = [json.loads(line) for line in log]
            if self.draw_to_change(events):
                break
        change = self.draw_to_change(events)
        self.assertIsNotNone(change, "no draw of game 0 to change")
        at, drawn, other = change

        def swap(line):
            return line.replace('"%s"' % drawn, '"@"').replace('"%s"' % other, '"%s"' % drawn).replace(
                '"@"', '"%s"' % other)

        changed = [swap(line) if i >= at and events[i]["game"] == 0 else line for i, line in enumerate(log)]
        code, out, err = self.verify(changed)
        self.assertEqual(code, 1, err + out)
        found = verdicts(out)
        self.assertFalse(found[0]["verified"], out)
        self.assertIn("took other tiles than the seed's pool held", found[0]["why"])
        self.assertEqual(found[1:], [{"game": 1, "verified": True}, {"game": 2, "verified": True}])

    @staticmethod
    def draw_to_change(events):
        """(the line of a draw, its face, the face to put in its place), or None."""
        def faces(value):
            return set(json.dumps(value).replace('"', " ").replace(",", " ").replace("[", " ").replace("]", " ")
                       .split())

        def tables(event):
            return faces([event.get("before", {}).get("table"), event.get("after", {}).get("table")])

        # A draw of game 0 whose face no line before it shows and no table after
        # it holds (it stays in racks), and a face game 0 never shows: swapped
        # from that draw on, the log still follows (racks alike, tables
        # untouched), but the draw is not the one the seed's pool gives.
        game0 = [i for i, e in enumerate(events) if e["game"] == 0]
        shown = set().union(*(faces(events[i]) for i in game0))
        never = [f"{c}{v}" for c in "KRBO" for v in range(1, 14) if f"{c}{v}" not in shown]
        if not never:
            return None
        for i in game0:
            event = events[i]
            if event["type"] != "turn" or event["action"] != "draw":
                continue
            after = list(event["after"]["rack"])
            for tile in event["before"]["rack"]:
                after.remove(tile)
            drawn = after[0]
            earlier = set().union(*(faces(events[j]) for j in game0 if j < i))
            laid = set().union(*(tables(events[j]) for j in game0 if j >= i))
            if drawn != "J" and drawn not in earlier and drawn not in laid:
                return (i, drawn, never[0])
        return None

    def test_a_table_without_commitments_is_not_verified(self):
        path = os.path.join(self.tmp, "play.jsonl")
        code, _, err = run(["play", "--players", "beginner,beginner", "--seed", "3", "--ai-nodes", "2000",
                            "--log", path])
        self.assertEqual(code, 0, err)
        code, out, err = run(["verify", path])
        self.assertEqual(code, 1, err)
        self.assertEqual(verdicts(out), [{"game": 0, "verified": False,
                                          "why": "the table made no commitment to this deal"}])

    def test_a_malformed_log_exits_2(self):
        log = self.served_log("--seed", "8")
        for bad in (["not json\n"], [], [log[0].replace('"commitment": "', '"commitment": "zz')],
                    [l.replace('"seed": "', '"seed": "-') for l in log], log[1:]):
            code, out, err = self.verify(bad)
            self.assertEqual(code, 2, (bad[:1], out))
            self.assertTrue(err.strip(), bad[:1])
        code, _, err = run(["verify", "--fast"])
        self.assertEqual(code, 2, err)

    def test_a_seat_is_sent_the_commitment_and_the_seeds_at_the_end(self):
        server = self.start_server("--seats", "remote,standard", "--games", "2", "--ai-nodes", "3000")
        proc, trace = self.start_bot(server, "Ann", "--ai-nodes", "3000")
        _, err = proc.communicate(timeout=TIMEOUT)
        self.assertEqual(proc.returncode, 0, err)
        # The bot checked each deal it saw against the seeds, and says so.
        for game in (0, 1):
            self.assertIn("bot Ann: game %d: the deal was fair: checked" % game, err)
        code, _, err = server.finish()
        self.assertEqual(code, 0, err)
        log = [json.loads(line) for line in read_lines(server.log)]
        received = [json.loads(line) for line in read_lines(trace)]
        deals = [m for m in received if m["type"] == "state" and m["turn"] == 0]
        self.assertEqual([m["commitment"] for m in deals], [e["commitment"] for e in log if e["type"] == "deal"])
        seeds = [e["seed"] for e in log if e["type"] == "end"]
        over = [m for m in received if m["type"] == "over"]
        self.assertEqual(over[0]["seeds"], seeds)
        # Before the match is over no message names a seed.
        for message in received:
            if message["type"] != "over":
                for seed in seeds:
                    self.assertNotIn(seed, json.dumps(message))


if __name__ == "__main__":
    CLI = network_support.CLI = sys.argv.pop(1)
    unittest.main(argv=[sys.argv[0], "-v"], verbosity=2)
