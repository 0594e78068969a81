pragma Singleton

import QtQuick

// Where carried tiles would land if they were dropped now: the one shape of a
// drop target, which Rack, SetView and TableArea build (their targetAt) and
// TableInput reads (the marker it draws, the move it proposes to the board).
// `kind` (DropTarget.InSet, ...) says which of the other fields count:
//   InSet   into the table's set `set`, before its tile at `position` as
//           shown (`laidPosition`: that tile's place as the set is laid,
//           what the board takes; -1 for both: at the end);
//   NewSet  a new set of `length` tiles, its first at the cell (`row`, `column`);
//   OnRack  onto the rack, the first tile at `slot`;
//   OnJoker the one tile carried takes the place of the joker `joker` of set
//           `set` (the joker lies at hand after); `marker` outlines the joker;
//   Refused nowhere: tiles that fit neither set `set` nor `otherSet` between
//           them, where there is no room for a set of their own (the board
//           says why when they are dropped: refuseBetween).
// `marker`: the bar drawn where the tiles would go, in window coordinates
// (null for a new set: TableArea outlines its cells); `distance`: how far the
// point lies beyond the set's tiles (where two sets reach it, the nearer one
// takes the tiles).
QtObject {
    enum Kind {
        InSet,
        NewSet,
        OnRack,
        OnJoker,
        Refused
    }

    function inSet(set: int, position: int, laidPosition: int, marker: rect, distance: real): var {
        const t = blank(DropTarget.InSet);
        t.set = set;
        t.position = position;
        t.laidPosition = laidPosition;
        t.marker = marker;
        t.distance = distance;
        return t;
    }

    function newSet(row: int, column: int, length: int): var {
        const t = blank(DropTarget.NewSet);
        t.row = row;
        t.column = column;
        t.length = length;
        return t;
    }

    function onRack(slot: int, marker: rect): var {
        const t = blank(DropTarget.OnRack);
        t.slot = slot;
        t.marker = marker;
        return t;
    }

    function onJoker(set: int, joker: int, marker: rect): var {
        const t = blank(DropTarget.OnJoker);
        t.set = set;
        t.joker = joker;
        t.marker = marker;
        t.outline = true;
        return t;
    }

    function refused(set: int, otherSet: int): var {
        const t = blank(DropTarget.Refused);
        t.set = set;
        t.otherSet = otherSet;
        return t;
    }

    // Every field, unused ones at a value that means "none".
    function blank(kind: int): var {
        return {
            "kind": kind,
            "set": -1,
            "position": -1,
            "laidPosition": -1,
            "row": -1,
            "column": -1,
            "length": 0,
            "slot": -1,
            "marker": null,
            "outline": false, // the marker outlines a tile rather than marking a place
            "joker": -1,
            "distance": 0,
            "otherSet": -1
        };
    }
}
