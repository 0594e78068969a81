#!/usr/bin/env python3
"""Audits a `tilerummy-cli play --log` file: replays every game event by event
and checks that each turn is legal, all 106 tiles are always accounted for,
the turn order and pool counts add up, and the scores are right and zero-sum.

usage: audit_selfplay_log.py LOG [SUMMARY_JSON]"""

import json
import sys
from collections import Counter

from rules_oracle import check_turn, is_valid_set, rack_value, within_box

TOTAL = 106


def fail(game, message):
    raise SystemExit("audit failed in game %s: %s" % (game, message))


def same_table(a, b):
    return sorted(sorted(s) for s in a) == sorted(sorted(s) for s in b)


def audit(lines, threshold=30, penalty=3):
    games = {}
    state = None
    stats = Counter()
    for number, line in enumerate(lines, 1):
        event = json.loads(line)
        kind, g = event["type"], event["game"]
        if kind == "deal":
            if state is not None:
                fail(g, "deal before the previous game ended")
            racks = [list(r) for r in event["racks"]]
            n = len(racks)
            if not 2 <= n <= 4:
                fail(g, "%d players" % n)
            state = {"table": [], "racks": racks, "pool": event["pool"], "meld": [False] * n,
                     "next": event["first"], "seen": Counter(t for r in racks for t in r)}
            if sum(len(r) for r in racks) + event["pool"] != TOTAL:
                fail(g, "deal does not account for 106 tiles")
            if not within_box(state["seen"]):
                fail(g, "deal holds impossible tiles")
            stats["games"] += 1
        elif kind == "turn":
            p = event["player"]
            if state is None:
                fail(g, "turn before a deal")
            if p != state["next"]:
                fail(g, "line %d: player %d moved, expected %d" % (number, p, state["next"]))
            before, after = event["before"], event["after"]
            if not same_table(before["table"], state["table"]):
                fail(g, "line %d: before.table is not the table" % number)
            if Counter(before["rack"]) != Counter(state["racks"][p]):
                fail(g, "line %d: before.rack is not the player's rack" % number)
            if event["initialMeldDone"] != state["meld"][p]:
                fail(g, "line %d: wrong initialMeldDone" % number)
            action = event["action"]
            pool = state["pool"]
            if action == "play":
                why = check_turn(state["meld"][p], before["table"], before["rack"], after["table"], after["rack"],
                                 threshold)
                if why:
                    fail(g, "line %d: illegal play committed: %s" % (number, why))
                state["meld"][p] = True
                expected_pool = pool
            elif action in ("draw", "penalty", "pass"):
                if not same_table(after["table"], before["table"]):
                    fail(g, "line %d: %s changed the table" % (number, action))
                drawn = Counter(after["rack"]) - Counter(before["rack"])
                if Counter(before["rack"]) - Counter(after["rack"]):
                    fail(g, "line %d: %s lost rack tiles" % (number, action))
                want = {"draw": 1, "penalty": penalty, "pass": 0}[action]
                want = min(want, pool)
                if action == "draw" and pool == 0:
                    fail(g, "line %d: draw from an empty pool" % number)
                if action == "pass" and pool != 0:
                    fail(g, "line %d: pass while the pool has tiles" % number)
                if sum(drawn.values()) != want:
                    fail(g, "line %d: %s drew %d tiles, expected %d" % (number, action, sum(drawn.values()), want))
                state["seen"] += drawn
                expected_pool = pool - want
                stats[action] += 1
            else:
                fail(g, "line %d: unknown action %r" % (number, action))
            if event["pool"] != expected_pool:
                fail(g, "line %d: pool %d, expected %d" % (number, event["pool"], expected_pool))
            state["pool"] = expected_pool
            state["table"] = after["table"]
            state["racks"][p] = list(after["rack"])
            for s in state["table"]:
                if not is_valid_set(s):
                    fail(g, "line %d: invalid set on the table: %s" % (number, s))
            on_table = sum(len(s) for s in state["table"])
            in_racks = sum(len(r) for r in state["racks"])
            if on_table + in_racks + state["pool"] != TOTAL:
                fail(g, "line %d: %d tiles accounted for, not 106" % (number, on_table + in_racks + state["pool"]))
            visible = Counter(t for s in state["table"] for t in s) + Counter(t for r in state["racks"] for t in r)
            if not within_box(visible):
                fail(g, "line %d: more copies of a tile than the box holds" % number)
            state["next"] = (p + 1) % len(state["racks"])
            stats["turns"] += 1
            stats[action] += action == "play"
        elif kind == "end":
            if state is None:
                fail(g, "end before a deal")
            racks = event["racks"]
            for p, rack in enumerate(racks):
                if Counter(rack) != Counter(state["racks"][p]):
                    fail(g, "end rack %d differs from the replay" % p)
            scores = event["scores"]
            if sum(scores) != 0:
                fail(g, "scores %s do not sum to zero" % scores)
            values = [rack_value(r) for r in racks]
            winner = event["winner"]
            if event["reason"] == "rummikub":
                if winner is None or racks[winner]:
                    fail(g, "rummikub without an empty rack")
            elif event["reason"] == "pool-empty":
                if state["pool"] != 0:
                    fail(g, "pool-empty end with tiles in the pool")
                low = min(values)
                if winner is not None and values[winner] != low:
                    fail(g, "pool-empty winner is not the lowest rack")
            else:
                fail(g, "unknown end reason %r" % event["reason"])
            if winner is not None:
                for p, v in enumerate(values):
                    if p != winner and scores[p] != -v:
                        fail(g, "player %d scored %d with a rack worth %d" % (p, scores[p], v))
                if scores[winner] != sum(values) - values[winner]:
                    fail(g, "winner scored %d, expected %d" % (scores[winner], sum(values) - values[winner]))
            games[g] = event
            stats[event["reason"]] += 1
            state = None
        else:
            fail(g, "unknown event %r" % kind)
    if state is not None:
        fail("last", "the log ends in the middle of a game")
    return games, stats


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        lines = [line for line in f if line.strip()]
    games, stats = audit(lines)
    if len(sys.argv) > 2:
        summary = json.loads(sys.argv[2])
        if summary["games"] != len(games):
            raise SystemExit("summary counts %d games, the log %d" % (summary["games"], len(games)))
        wins = [0] * len(summary["wins"])
        draws = 0
        for end in games.values():
            if end["reason"] == "rummikub":
                wins[end["winner"]] += 1
            else:
                draws += 1
        if wins != summary["wins"] or draws != summary["draws"]:
            raise SystemExit("summary wins/draws %s/%s, the log %s/%s" % (summary["wins"], summary["draws"], wins, draws))
    print("audit ok: %d games, %d turns (%d plays, %d draws, %d penalties, %d passes); %d went out, %d pool-empty"
          % (stats["games"], stats["turns"], stats["play"], stats["draw"], stats["penalty"], stats["pass"],
             stats["rummikub"], stats["pool-empty"]))


if __name__ == "__main__":
    main()
