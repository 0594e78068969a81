pragma Singleton

import QtQuick

// Where carried tiles would land if they were dropped now: the one shape of a
// drop target, which Rack, SetView and TableArea build (their targetAt) and
// TableInput reads (the marker it draws, the move it proposes to the board).
// `kind` says which of the other fields count:
//   "set"   into the table's set `set`, before its tile at `position`;
//   "new"   a new set of `length` tiles, its first at the cell (`row`, `column`);
//   "rack"  onto the rack, the first tile at `slot`.
// `marker`: the bar drawn where the tiles would go, in window coordinates
// (null for a new set: TableArea outlines its cells); `distance`: how far the
// point lies beyond the set's tiles (where two sets reach it, the nearer one
// takes the tiles).
QtObject {
    function inSet(set: int, position: int, marker: rect, distance: real): var {
        const t = blank("set");
        t.set = set;
        t.position = position;
        t.marker = marker;
        t.distance = distance;
        return t;
    }

    function newSet(row: int, column: int, length: int): var {
        const t = blank("new");
        t.row = row;
        t.column = column;
        t.length = length;
        return t;
    }

    function onRack(slot: int, marker: rect): var {
        const t = blank("rack");
        t.slot = slot;
        t.marker = marker;
        return t;
    }

    // Every field, unused ones at a value that means "none".
    function blank(kind: string): var {
        return {
            "kind": kind,
            "set": -1,
            "position": -1,
            "row": -1,
            "column": -1,
            "length": 0,
            "slot": -1,
            "marker": null,
            "distance": 0
        };
    }
}
