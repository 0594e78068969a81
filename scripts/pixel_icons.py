#!/usr/bin/env python3
"""Writes resources/icons/tilerummy-16.svg, -22.svg and -24.svg: the icon's
three 8s (red, black, blue) drawn pixel by pixel for 16, 22 and 24 px, where the
scaled-down tilerummy.svg is a blur. Run by scripts/make_icons.sh."""

import pathlib

EDGE, FACE, BODY = "#a8966b", "#fffbef", "#d8c79d"
RED, BLACK, BLUE = "#c4161c", "#1d1d1f", "#0b5cc2"
EIGHTS = {
    16: ["###", "#.#", "###", "#.#", "###"],
    22: [".##.", "#..#", "#..#", ".##.", "#..#", "#..#", ".##."],
    24: [".##.", "#..#", "#..#", ".##.", "#..#", "#..#", ".##."],
}
# Per size: (x0, x1, top, last face row, bottom, ink, digit's left column),
# drawn in this order (the middle tile last, in front).
TILES = {
    16: [(0, 5, 3, 11, 14, RED, 2), (10, 15, 3, 11, 14, BLUE, 11), (5, 10, 1, 10, 13, BLACK, 6)],
    22: [(0, 7, 4, 16, 20, RED, 2), (14, 21, 4, 16, 20, BLUE, 16), (6, 15, 2, 15, 19, BLACK, 9)],
    24: [(0, 8, 4, 17, 21, RED, 2), (15, 23, 4, 17, 21, BLUE, 17), (7, 16, 2, 16, 20, BLACK, 10)],
}


def tile(x0, x1, top, face_end, bottom, ink, digit_x, eight):
    """One tile: an outline with its corners cut, the ivory face, the body
    below it (the tile's thickness) and the 8 centred in the face."""
    rects = [
        (x0 + 1, top, x1 - x0 - 1, 1, EDGE),
        (x0, top + 1, 1, bottom - top - 1, EDGE),
        (x1, top + 1, 1, bottom - top - 1, EDGE),
        (x0 + 1, bottom, x1 - x0 - 1, 1, EDGE),
        (x0 + 1, top + 1, x1 - x0 - 1, face_end - top, FACE),
        (x0 + 1, face_end + 1, x1 - x0 - 1, bottom - face_end - 1, BODY),
    ]
    digit_y = top + 1 + (face_end - top - len(eight)) // 2
    for j, row in enumerate(eight):
        for i, c in enumerate(row):
            if c == "#":
                rects.append((digit_x + i, digit_y + j, 1, 1, ink))
    return rects


def svg(size):
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f"<!-- Tile Rummy's icon drawn for {size} px, pixel by pixel (scripts/pixel_icons.py",
        "     writes this file): the three 8s of tilerummy.svg, upright. -->",
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}" shape-rendering="crispEdges">',
        "  <title>Tile Rummy</title>",
    ]
    for spec in TILES[size]:
        for x, y, w, h, colour in tile(*spec, EIGHTS[size]):
            lines.append(f'  <rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{colour}"/>')
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    icons = pathlib.Path(__file__).resolve().parent.parent / "resources" / "icons"
    for size in (16, 22, 24):
        (icons / f"tilerummy-{size}.svg").write_text(svg(size))
