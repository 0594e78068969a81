"""An independent, deliberately simple reading of the tile-rummy rules, used
to audit what tilerummy-cli prints. It shares no code with the C++ engine."""

from collections import Counter

COLOURS = "KRBO"


def parse(tile):
    """'R7' -> ('R', 7); 'J' -> ('J', 0). Raises ValueError on anything else."""
    if tile == "J":
        return ("J", 0)
    if len(tile) < 2 or tile[0] not in COLOURS or not tile[1:].isdigit() or tile[1] == "0":
        raise ValueError("bad tile %r" % tile)
    value = int(tile[1:])
    if not 1 <= value <= 13:
        raise ValueError("bad tile %r" % tile)
    return (tile[0], value)


def within_box(tiles):
    return all(n <= 2 for n in Counter(tiles).values())


def run_values(tiles):
    """All the ways the tiles can lie as a run: a list of start values."""
    n = len(tiles)
    if not 3 <= n <= 13:
        return []
    real = [parse(t) for t in tiles if t != "J"]
    if len({c for c, _ in real}) > 1 or len({v for _, v in real}) != len(real):
        return []
    starts = []
    for start in range(1, 14 - n + 1):
        if all(start <= v <= start + n - 1 for _, v in real):
            starts.append(start)
    return starts


def can_be_group(tiles):
    n = len(tiles)
    if not 3 <= n <= 4:
        return False
    real = [parse(t) for t in tiles if t != "J"]
    return len({v for _, v in real}) <= 1 and len({c for c, _ in real}) == len(real)


def is_valid_set(tiles):
    if sum(1 for t in tiles if t == "J") > 2:
        return False
    return bool(run_values(tiles)) or can_be_group(tiles)


def meld_value(tiles):
    """Jokers count as the highest tile they can stand for."""
    best = 0
    n = len(tiles)
    for start in run_values(tiles):
        best = max(best, sum(range(start, start + n)))
    if can_be_group(tiles):
        value = max(parse(t)[1] for t in tiles if t != "J")
        best = max(best, value * n)
    return best


def rack_value(rack):
    return sum(30 if t == "J" else parse(t)[1] for t in rack)


def check_turn(initial_meld_done, before_table, before_rack, after_table, after_rack, threshold=30):
    """Returns None for a legal turn, else a reason."""
    before_all = Counter(before_rack) + Counter(t for s in before_table for t in s)
    after_all = Counter(after_rack) + Counter(t for s in after_table for t in s)
    if before_all != after_all:
        return "tiles not conserved"
    if Counter(after_rack) - Counter(before_rack):
        return "a table tile went to the rack"
    if len(after_rack) >= len(before_rack):
        return "nothing played"
    for s in after_table:
        if not is_valid_set(s):
            return "invalid set %s" % s
    if not initial_meld_done:
        remaining = [sorted(s) for s in after_table]
        for s in before_table:
            if sorted(s) not in remaining:
                return "table touched before the initial meld"
            remaining.remove(sorted(s))
        if sum(meld_value(s) for s in remaining) < threshold:
            return "initial meld under the threshold"
    return None
