#!/usr/bin/env python3
"""tilerummy-cli against ../shared/cli-contract.md: the public example vectors,
exit codes, output shapes, determinism, and malformed input of every kind.

usage: test_cli_contract.py CLI EXAMPLES_DIR"""

import json
import os
import random
import subprocess
import sys
import tempfile
import unittest

from rules_oracle import check_turn, is_valid_set, parse, within_box

CLI = None
EXAMPLES = None


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def run(args, stdin=b"", timeout=60):
    if isinstance(stdin, str):
        stdin = stdin.encode()
    p = subprocess.run([CLI] + args, input=stdin, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


class Examples(unittest.TestCase):
    def test_sets(self):
        path = os.path.join(EXAMPLES, "sets.txt")
        count = 0
        for line in read(path).splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            expected, *tiles = line.split()
            code, out, _ = run(["validate"] + tiles)
            with self.subTest(tiles=tiles):
                self.assertEqual(code, 0 if expected == "valid" else 1)
                self.assertTrue(out.startswith(expected), out)
                self.assertRegex(out.strip(), r"^(valid run|valid group|invalid: .+)$")
            count += 1
        self.assertGreater(count, 0)

    def test_turns(self):
        for line in read(os.path.join(EXAMPLES, "turns.jsonl")).splitlines():
            turn = json.loads(line)
            code, out, _ = run(["check"], line)
            answer = json.loads(out)
            with self.subTest(turn=turn["name"]):
                self.assertEqual(answer["legal"], turn["legal"])
                self.assertEqual(code, 0 if turn["legal"] else 1)
                self.assertIsInstance(answer["reason"], str)
                self.assertIsInstance(answer["meldPoints"], int)

    def test_positions(self):
        data = read(os.path.join(EXAMPLES, "positions.jsonl"))
        code, out, _ = run(["solve", "--batch"], data)
        self.assertEqual(code, 0)
        lines = out.splitlines()
        positions = [json.loads(l) for l in data.splitlines() if l.strip()]
        self.assertEqual(len(lines), len(positions))
        for position, line in zip(positions, lines):
            answer = json.loads(line)
            with self.subTest(position=position):
                self.assertEqual(answer["tilesPlaced"], position["answer"]["tilesPlaced"])
                self.assertTrue(answer["optimal"])
                self.assertLegal(position, answer)

    def assertLegal(self, position, answer):
        rack = list(position["rack"])
        for t in answer["placed"]:
            rack.remove(t)
        self.assertEqual(answer["tilesPlaced"], len(answer["placed"]))
        self.assertEqual(answer["pointsPlaced"], sum(30 if t == "J" else int(t[1:]) for t in answer["placed"]))
        if answer["tilesPlaced"]:
            why = check_turn(position.get("initialMeldDone", False), position["table"], position["rack"],
                             answer["table"], rack)
            self.assertIsNone(why, answer)


class Commands(unittest.TestCase):
    def test_validate(self):
        cases = [(["R1", "J", "R3"], 0, "valid run"), (["K5", "R5", "J"], 0, "valid group"),
                 (["J", "J", "R5"], 0, "valid"), (["R13", "J", "R1"], 1, "invalid: "),
                 (["R1 R2 R3"], 0, "valid run"), (["K3", "R4", "B5"], 1, "invalid: ")]
        for tiles, code, prefix in cases:
            c, out, _ = run(["validate"] + tiles)
            with self.subTest(tiles=tiles):
                self.assertEqual(c, code)
                self.assertTrue(out.startswith(prefix), out)

    def test_check_from_file_and_dash(self):
        turn = {"initialMeldDone": True, "rules": {"initialMeld": 30},
                "before": {"table": [["R3", "R4", "R5"]], "rack": ["R6", "K1"]},
                "after": {"table": [["R3", "R4", "R5", "R6"]], "rack": ["K1"]}}
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(turn, f)
        try:
            for args, stdin in ((["check", f.name], ""), (["check", "-"], json.dumps(turn)),
                                (["check"], json.dumps(turn))):
                code, out, _ = run(args, stdin)
                self.assertEqual(code, 0)
                self.assertEqual(json.loads(out)["legal"], True)
                self.assertEqual(json.loads(out)["meldPoints"], 6)
        finally:
            os.unlink(f.name)

    def test_initial_meld_rules(self):
        base = {"before": {"table": [["B1", "B2", "B3"]], "rack": ["R10", "R11", "R12", "K1"]},
                "after": {"table": [["B1", "B2", "B3"], ["R10", "R11", "R12"]], "rack": ["K1"]}}
        code, out, _ = run(["check"], json.dumps(dict(base, initialMeldDone=False)))
        self.assertEqual((code, json.loads(out)["meldPoints"]), (0, 33))
        code, out, _ = run(["check"], json.dumps(dict(base, initialMeldDone=False, rules={"initialMeld": 50})))
        self.assertEqual(code, 1)
        # Using a table tile before the initial meld is not allowed.
        touched = {"initialMeldDone": False, "before": {"table": [["B1", "B2", "B3", "B4"]], "rack": ["R10", "R11"]},
                   "after": {"table": [["B1", "B2", "B3"], ["R10", "R11", "B4"]], "rack": []}}
        self.assertEqual(run(["check"], json.dumps(touched))[0], 1)

    def test_solve_objectives_and_meld(self):
        position = {"table": [["R3", "R4", "R5"]], "rack": ["R2", "R6", "K9", "B9", "O9", "J"],
                    "initialMeldDone": True}
        for objective in ("tiles", "points"):
            code, out, _ = run(["solve", "--objective", objective], json.dumps(position))
            self.assertEqual(code, 0)
            answer = json.loads(out)
            self.assertEqual(set(answer), {"tilesPlaced", "pointsPlaced", "placed", "table", "optimal", "ms"})
            self.assertEqual(answer["tilesPlaced"], 6)
            self.assertEqual(answer["pointsPlaced"], 65)
        # Points beat tiles: R1 R2 R3 (3 tiles, 6 points) or K13 R13 B13 J ... make them differ.
        position = {"table": [], "rack": ["R1", "R2", "R3", "R4", "K13", "B13", "O13"], "initialMeldDone": True}
        tiles = json.loads(run(["solve", "--objective", "tiles"], json.dumps(position))[1])
        self.assertEqual(tiles["tilesPlaced"], 7)
        # Before the initial meld: nothing under the threshold.
        position = {"table": [["K1", "K2", "K3"]], "rack": ["R1", "R2", "R3", "K4"], "initialMeldDone": False}
        answer = json.loads(run(["solve"], json.dumps(position))[1])
        self.assertEqual(answer["tilesPlaced"], 0)
        self.assertEqual(answer["table"], [["K1", "K2", "K3"]])

    def test_solve_time_limit_is_legal(self):
        # A big table (both copies of every black, red and blue tile in runs) and
        # a rack of orange tiles and jokers: with 1 ms the answer is still legal.
        rng = random.Random(4)
        table = [["%s%d" % (c, v) for v in range(1, 14)] for c in "KRB" for _ in range(2)]
        rack = ["J", "J"] + rng.sample(["O%d" % v for v in range(1, 14)] * 2, 12)
        position = {"table": table, "rack": rack, "initialMeldDone": True}
        code, out, _ = run(["solve", "--time-limit-ms", "1"], json.dumps(position))
        self.assertEqual(code, 0)
        answer = json.loads(out)
        if answer["tilesPlaced"]:
            rack = list(position["rack"])
            for t in answer["placed"]:
                rack.remove(t)
            self.assertIsNone(check_turn(True, position["table"], position["rack"], answer["table"], rack))

    def test_batch_keeps_going_after_a_bad_line(self):
        good = json.dumps({"table": [], "rack": ["R1", "R2", "R3"], "initialMeldDone": True})
        code, out, err = run(["solve", "--batch"], good + "\n{bad\n" + good + "\n")
        self.assertEqual(code, 2)
        lines = out.splitlines()
        self.assertEqual(len(lines), 3)
        self.assertEqual(json.loads(lines[0])["tilesPlaced"], 3)
        self.assertIn("error", json.loads(lines[1]))
        self.assertEqual(json.loads(lines[2])["tilesPlaced"], 3)
        self.assertTrue(err.strip())

    def test_play_summary_and_determinism(self):
        with tempfile.TemporaryDirectory() as d:
            logs = []
            for i in range(2):
                log = os.path.join(d, "log%d.jsonl" % i)
                code, out, _ = run(["play", "--players", "beginner,standard,expert", "--games", "3",
                                    "--seed", "11", "--ai-nodes", "3000", "--log", log])
                self.assertEqual(code, 0)
                summary = json.loads(out)
                self.assertEqual(summary["games"], 3)
                self.assertEqual(sum(summary["wins"]) + summary["draws"], 3)
                self.assertEqual(len(summary["wins"]), 3)
                logs.append(read(log))
            self.assertEqual(logs[0], logs[1])
            other = os.path.join(d, "other.jsonl")
            run(["play", "--players", "beginner,standard,expert", "--games", "3", "--seed", "12", "--ai-nodes",
                 "3000", "--log", other])
            self.assertNotEqual(read(other), logs[0])
            events = [json.loads(l) for l in logs[0].splitlines()]
            self.assertEqual(events[0]["type"], "deal")
            self.assertEqual(set(events[0]), {"type", "game", "racks", "pool", "first"})
            self.assertTrue({"type", "game", "player", "action", "initialMeldDone", "before", "after", "pool"}
                            <= set(events[1]))
            self.assertEqual(events[-1]["type"], "end")

    def test_play_rules_variants(self):
        with tempfile.TemporaryDirectory() as d:
            log = os.path.join(d, "log.jsonl")
            code, _, _ = run(["play", "--players", "standard,standard,expert", "--games", "1", "--seed", "2",
                              "--rules", '{"initialMeld": 50, "rackSize": 16}', "--log", log])
            self.assertEqual(code, 0)
            deal = json.loads(read(log).splitlines()[0])
            self.assertEqual([len(r) for r in deal["racks"]], [16, 16, 16])
            self.assertEqual(deal["pool"], 106 - 48)
            for line in read(log).splitlines():
                e = json.loads(line)
                if e["type"] == "turn" and e["action"] == "play" and not e["initialMeldDone"]:
                    self.assertIsNone(check_turn(False, e["before"]["table"], e["before"]["rack"],
                                                 e["after"]["table"], e["after"]["rack"], 50))


# The skills the contract names, and the two traps the tutorial teaches besides.
CONTRACT_SKILLS = {"initial-meld", "add", "shift-run", "split-run", "substitute-group", "take-fourth",
                   "joker-retrieve", "combined-split", "multiple-split"}
KNOWN_SKILLS = CONTRACT_SKILLS | {"trap-set-of-two", "trap-harvest"}


class Tutorial(unittest.TestCase):
    """tutorial --export: one lesson a line, the contract's keys in order, each solution a legal turn."""

    def test_export(self):
        code, out, err = run(["tutorial", "--export"])
        self.assertEqual(code, 0, err)
        lines = out.splitlines()
        self.assertGreaterEqual(len(lines), 12)
        ids, taught = set(), set()
        for line in lines:
            lesson = json.loads(line)
            with self.subTest(lesson=lesson.get("id")):
                self.assertEqual(list(lesson)[:6],
                                 ["id", "title", "skills", "initialMeldDone", "before", "solution"])
                self.assertIsInstance(lesson["id"], str)
                self.assertRegex(lesson["id"], r"^[a-z0-9-]+$")
                self.assertIsInstance(lesson["title"], str)
                self.assertTrue(lesson["title"].strip())
                self.assertIsInstance(lesson["initialMeldDone"], bool)
                self.assertIsInstance(lesson["skills"], list)
                self.assertTrue(lesson["skills"])
                self.assertLessEqual(set(lesson["skills"]), KNOWN_SKILLS)
                for key in ("before", "solution"):
                    self.assertEqual(list(lesson[key]), ["table", "rack"])
                    for tile in lesson[key]["rack"] + [t for s in lesson[key]["table"] for t in s]:
                        parse(tile)
                    self.assertTrue(within_box(lesson[key]["rack"] + [t for s in lesson[key]["table"] for t in s]))
                before, solution = lesson["before"], lesson["solution"]
                for s in before["table"]:
                    self.assertTrue(is_valid_set(s), s)
                threshold = lesson.get("rules", {}).get("initialMeld", 30)
                why = check_turn(lesson["initialMeldDone"], before["table"], before["rack"], solution["table"],
                                 solution["rack"], threshold)
                self.assertIsNone(why, lesson["id"])
                # The engine's check agrees.
                turn = {"initialMeldDone": lesson["initialMeldDone"], "rules": {"initialMeld": threshold},
                        "before": before, "after": solution}
                self.assertEqual(run(["check"], json.dumps(turn))[0], 0)
            self.assertNotIn(lesson["id"], ids)
            ids.add(lesson["id"])
            taught |= set(lesson["skills"])
        self.assertLessEqual(CONTRACT_SKILLS, taught)
        # The same lessons every time.
        self.assertEqual(run(["tutorial", "--export"])[1], out)

    def test_usage(self):
        for args in (["tutorial"], ["tutorial", "--bogus"], ["tutorial", "export"], ["tutorial", "--export", "x"]):
            with self.subTest(args=args):
                code, out, err = run(args)
                self.assertEqual(code, 2)
                self.assertEqual(out, "")
                self.assertTrue(err.strip())


class Review(unittest.TestCase):
    """review: every turn of a log against the best play, checked against solve."""

    def play_log(self, d, players, seed, rules=None, games=2):
        log = os.path.join(d, "log-%d.jsonl" % seed)
        args = ["play", "--players", players, "--games", str(games), "--seed", str(seed), "--ai-nodes", "3000",
                "--log", log]
        if rules:
            args += ["--rules", json.dumps(rules)]
        code, _, err = run(args, timeout=600)
        self.assertEqual(code, 0, err)
        return read(log)

    def test_every_turn_against_the_solver(self):
        with tempfile.TemporaryDirectory() as d:
            for players, seed, rules in (("beginner,standard", 3, None), ("beginner,standard,expert", 4, None),
                                         ("beginner,beginner", 5, {"initialMeld": 50})):
                log = self.play_log(d, players, seed, rules)
                rules_args = ["--rules", json.dumps(rules)] if rules else []
                code, out, err = run(["review", "-"] + rules_args, log, timeout=600)
                self.assertEqual(code, 0, err)
                events = [json.loads(line) for line in log.splitlines()]
                turns = [e for e in events if e["type"] == "turn"]
                reviews = [json.loads(line) for line in out.splitlines()]
                self.assertEqual(len(reviews), len(turns))
                positions = [json.dumps({"table": t["before"]["table"], "rack": t["before"]["rack"],
                                         "initialMeldDone": t["initialMeldDone"], "rules": rules or {}})
                             for t in turns]
                code, solved, err = run(["solve", "--batch"], "\n".join(positions) + "\n", timeout=600)
                self.assertEqual(code, 0, err)
                solved = [json.loads(line) for line in solved.splitlines()]
                threshold = (rules or {}).get("initialMeld", 30)
                numbers = {}
                missed = 0
                for t, r, best in zip(turns, reviews, solved):
                    numbers[t["game"]] = numbers.get(t["game"], 0) + 1
                    with self.subTest(players=players, game=t["game"], turn=numbers[t["game"]]):
                        self.assertEqual((r["game"], r["turn"], r["player"], r["action"]),
                                         (t["game"], numbers[t["game"]], t["player"], t["action"]))
                        laid = list(t["before"]["rack"])
                        if t["action"] == "play":
                            for tile in t["after"]["rack"]:
                                laid.remove(tile)
                        else:
                            laid = []
                        self.assertEqual(r["tilesPlaced"], len(laid))
                        self.assertEqual(r["pointsPlaced"], sum(30 if x == "J" else int(x[1:]) for x in laid))
                        self.assertEqual(r["best"]["tilesPlaced"], best["tilesPlaced"])
                        self.assertGreaterEqual(r["best"]["tilesPlaced"], r["tilesPlaced"])
                        self.assertEqual(r["best"]["tilesPlaced"], len(r["best"]["placed"]))
                        rack = list(t["before"]["rack"])
                        for tile in r["best"]["placed"]:
                            rack.remove(tile)
                        if r["best"]["tilesPlaced"]:
                            why = check_turn(t["initialMeldDone"], t["before"]["table"], t["before"]["rack"],
                                             r["best"]["table"], rack, threshold)
                            self.assertIsNone(why, r)
                        missed += r["best"]["tilesPlaced"] > r["tilesPlaced"]
                # The beginner misses plays, and its draws leave plays unmade.
                self.assertGreater(missed, 0, players)

    def test_a_log_that_does_not_follow_is_malformed(self):
        with tempfile.TemporaryDirectory() as d:
            lines = self.play_log(d, "standard,standard", 7, games=1).splitlines()
            events = [json.loads(line) for line in lines]
            first_turn = next(i for i, e in enumerate(events) if e["type"] == "turn")
            play = next(i for i, e in enumerate(events) if e["type"] == "turn" and e["action"] == "play")

            def changed(index, change):
                event = json.loads(lines[index])
                change(event)
                return "\n".join(lines[:index] + [json.dumps(event)] + lines[index + 1:]) + "\n"

            def swap_rack_tile(e):
                rack = e["before"]["rack"]
                rack[0] = "O13" if rack[0] != "O13" else "O12"

            def wrong_player(e):
                e["player"] = (e["player"] + 1) % 2

            def take_back(e):
                e["after"]["rack"].append(e["before"]["table"][0][0] if e["before"]["table"] else "R1")

            bad = {
                "a turn left out": "\n".join(lines[:first_turn + 1] + lines[first_turn + 2:]) + "\n",
                "a turn before the deal": "\n".join(lines[1:]) + "\n",
                "dealt twice": "\n".join([lines[0]] + lines) + "\n",
                "a turn after the end": "\n".join(lines + [lines[first_turn]]) + "\n",
                "a tile that is not on the rack": changed(first_turn, swap_rack_tile),
                "the wrong player": changed(first_turn, wrong_player),
                "an unknown action": changed(first_turn, lambda e: e.update(action="resign")),
                "a play with a tile taken back": changed(play, take_back),
                "a draw that drew two": changed(first_turn, lambda e: e["after"]["rack"].extend(["J"])
                                                if e["action"] == "draw" else e["after"]["rack"].clear()),
                "bad JSON": lines[0] + "\n{\n",
                "an unknown type": lines[0] + "\n" + json.dumps({"type": "chat", "game": 1}) + "\n",
            }
            for name, data in bad.items():
                code, out, err = run(["review"], data, timeout=60)
                with self.subTest(name):
                    self.assertEqual(code, 2, (out, err))
                    self.assertEqual(out, "", "nothing printed for a malformed log")
                    self.assertRegex(err, r"line \d+: ")
            code, out, _ = run(["review"], "\n".join(lines) + "\n", timeout=120)
            self.assertEqual(code, 0)
            self.assertEqual(len(out.splitlines()), sum(1 for e in events if e["type"] == "turn"))


class Malformed(unittest.TestCase):
    """Malformed input of any kind: exit 2 with a one-line reason, never a crash or a hang."""

    def assertMalformed(self, args, stdin=b""):
        code, out, err = run(args, stdin, timeout=30)
        self.assertEqual(code, 2, (args, stdin[:80], out, err))
        self.assertTrue(err.strip(), "no reason on stderr")
        self.assertNotIn("Traceback", err)

    def test_usage(self):
        for args in ([], ["frobnicate"], ["validate"], ["validate", "R1", "X2", "R3"],
                     ["validate", "R5", "R5", "R5"], ["validate", "J", "J", "J"], ["solve", "--objective", "x"],
                     ["solve", "--time-limit-ms", "-5"], ["solve", "--time-limit-ms"], ["solve", "--bogus"],
                     ["check", "/nonexistent/file.json"], ["play"], ["play", "--players", "expert"],
                     ["play", "--players", "expert,genius"], ["play", "--players", "expert,expert", "--games", "x"],
                     ["play", "--players", "expert,expert", "--seed", "-1"],
                     ["play", "--players", "expert,expert", "--rules", "{"],
                     ["play", "--players", "expert,expert", "--rules", '{"initialMeld": "thirty"}'],
                     ["play", "--players", "a,b,c,d,e"],
                     ["play", "--players", "expert,expert", "--log", "/nonexistent/dir/log.jsonl"],
                     ["review", "/nonexistent/log.jsonl"], ["review", "--rules"], ["review", "--rules", "{"],
                     ["review", "--bogus"], ["review", "a.jsonl", "b.jsonl"]):
            with self.subTest(args=args):
                self.assertMalformed(args)

    def test_bad_json(self):
        turn = {"initialMeldDone": True, "before": {"table": [], "rack": ["R1"]},
                "after": {"table": [], "rack": ["R1"]}}
        bad_inputs = [b"", b"{", b"[]", b"null", b"42", b'{"before": 5}', b"\xff\xfe\x00garbage\x01",
                      bytes(range(256)), b"[" * 100000 + b"]" * 100000, b'{"a":' * 5000 + b"1" + b"}" * 5000,
                      json.dumps(dict(turn, before={"table": [["R1", "R2", "Q3"]], "rack": []})).encode(),
                      json.dumps(dict(turn, before={"table": [], "rack": ["R5", "R5", "R5"]})).encode(),
                      json.dumps(dict(turn, before={"table": [["J", "J"]], "rack": ["J"]})).encode(),
                      json.dumps(dict(turn, before={"table": "R1", "rack": []})).encode(),
                      json.dumps(dict(turn, before={"table": [[1, 2, 3]], "rack": []})).encode(),
                      json.dumps(dict(turn, initialMeldDone="yes")).encode(),
                      json.dumps(dict(turn, rules={"initialMeld": 1.5})).encode(),
                      json.dumps(dict(turn, rules=[])).encode()]
        for data in bad_inputs:
            for command in (["check"], ["solve"]):
                with self.subTest(command=command, data=data[:60]):
                    self.assertMalformed(command, data)

    def test_solve_rejects_invalid_table(self):
        for position in ({"table": [["R1", "R2"]], "rack": ["R3"], "initialMeldDone": True},
                         {"table": [["R1", "R2", "R3"], ["R1", "R2", "R3"]], "rack": ["R1"], "initialMeldDone": True},
                         {"table": [], "rack": ["J", "J", "J"], "initialMeldDone": True},
                         {"table": [], "rack": ["R1"], "objective": "most"}):
            with self.subTest(position=position):
                self.assertMalformed(["solve"], json.dumps(position))

    def test_random_garbage_never_crashes(self):
        rng = random.Random(2026)
        for i in range(60):
            size = rng.choice([1, 7, 64, 1000])
            data = bytes(rng.randrange(256) for _ in range(size))
            command = rng.choice([["check"], ["solve"], ["solve", "--batch"]])
            code, _, err = run(command, data, timeout=30)
            with self.subTest(i=i, command=command):
                self.assertIn(code, (1, 2) if command == ["check"] else (0, 2))
                self.assertGreaterEqual(code, 0, "killed by a signal")
        for i in range(40):
            tokens = [rng.choice(["R", "K", "B", "O", "J", "X", "1", "13", "0", "-", "\u00e9"]) +
                      rng.choice(["", "1", "7", "13", "14", "x"]) for _ in range(rng.randrange(1, 6))]
            code, _, _ = run(["validate"] + tokens)
            self.assertIn(code, (0, 1, 2))


if __name__ == "__main__":
    CLI, EXAMPLES = sys.argv[1], sys.argv[2]
    unittest.main(argv=[sys.argv[0], "-v"], verbosity=2)
