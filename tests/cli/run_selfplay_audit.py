#!/usr/bin/env python3
"""Runs seeded self-play through tilerummy-cli in several seat mixes and rule
variants and audits every log with audit_selfplay_log.py (every turn legal,
all 106 tiles accounted for, scores right and zero-sum).

usage: run_selfplay_audit.py CLI [SCALE]   (SCALE multiplies the game counts)"""

import json
import os
import subprocess
import sys
import tempfile

from audit_selfplay_log import audit

# (players, games, seed, rules): hundreds of games in all. An expert's two-player
# game takes over a second (it holds back tiles, and its racks grow large): fewer of them.
RUNS = [
    ("beginner,standard", 120, 1, None),
    ("standard,expert", 20, 2, None),
    ("beginner,standard,expert", 40, 3, None),
    ("beginner,beginner,standard,expert", 30, 4, None),
    ("beginner,expert", 12, 5, {"initialMeld": 50, "rackSize": 16}),
    ("beginner,beginner,beginner", 30, 6, {"poolEmpty": "one-more-turn"}),
    ("beginner,beginner", 30, 7, {"poolEmpty": "until-no-play", "rackSize": 16}),
]


def main():
    cli = sys.argv[1]
    scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    total = 0
    with tempfile.TemporaryDirectory() as d:
        for players, games, seed, rules in RUNS:
            games = max(1, int(games * scale))
            log = os.path.join(d, "log.jsonl")
            args = [cli, "play", "--players", players, "--games", str(games), "--seed", str(seed), "--log", log,
                    "--ai-nodes", "20000"]
            if rules:
                args += ["--rules", json.dumps(rules)]
            p = subprocess.run(args, capture_output=True, text=True, timeout=1200)
            if p.returncode != 0:
                raise SystemExit("play failed (%d): %s" % (p.returncode, p.stderr))
            summary = json.loads(p.stdout)
            with open(log, encoding="utf-8") as f:
                lines = [line for line in f if line.strip()]
            threshold = (rules or {}).get("initialMeld", 30)
            ends, stats = audit(lines, threshold=threshold)
            # The AI seats never end a turn illegally: a penalty means an engine bug.
            if stats["penalty"]:
                raise SystemExit("%s: %d AI turns were illegal and penalised" % (players, stats["penalty"]))
            if summary["games"] != games or len(ends) != games:
                raise SystemExit("expected %d games, summary %s, log %d" % (games, summary["games"], len(ends)))
            wins = [0] * len(summary["wins"])
            for end in ends.values():
                if end["reason"] == "rummikub":
                    wins[end["winner"]] += 1
            if wins != summary["wins"] or summary["draws"] != games - sum(wins):
                raise SystemExit("summary %s does not match the log (wins %s)" % (summary, wins))
            print("%-36s %-44s games %4d turns %6d plays %5d penalties %d pool-empty %d  %s" % (
                players, json.dumps(rules) if rules else "official", games, stats["turns"], stats["play"],
                stats["penalty"], stats["pool-empty"], "wins %s" % summary["wins"]))
            total += games
    print("audit ok: %d games" % total)


if __name__ == "__main__":
    main()
