pragma Singleton

import QtQuick

// The look of the game in one place: the felt, the wood, the tiles and the
// four tile colours with the symbol that tells each apart without colour.
// tests/qml/tst_contrast.qml measures the colours (WCAG contrast of text,
// tile numbers, rings and outlines; the tile colours apart in lightness for
// protanopes and deuteranopes): change a colour, run it.
QtObject {
    // How long the pointer rests on a thing before its tooltip shows (ms):
    // passing over a row of buttons pops none up.
    readonly property int tipDelay: 600

    // The table: green felt.
    readonly property color felt: "#237049"
    readonly property color feltLight: "#2a7a51"
    readonly property color feltDark: "#154a30"
    readonly property color feltLine: "#5fae84"
    readonly property color feltText: "#e8f5ee"

    // The rack and the table's edge: warm wood.
    readonly property color woodLight: "#c99563"
    readonly property color wood: "#a86c3a"
    readonly property color woodDark: "#70431f"
    readonly property color woodGroove: "#4e2d12"
    readonly property color woodGrain: "#8a5529"

    // The header strip.
    readonly property color header: "#102a1d"
    readonly property color headerLine: "#2b5a40"
    readonly property color headerText: "#f1ead6"
    readonly property color headerDim: "#9fbfab"
    readonly property color accent: "#f2b33d"

    // Tiles: an ivory face on a slightly darker body that shows its thickness.
    readonly property color ivory: "#fffbef"
    readonly property color ivoryShade: "#f1e7cc"
    readonly property color tileBody: "#d8c79d"
    readonly property color tileEdge: "#bfae84"
    readonly property color tileShadow: "#000000"
    readonly property color ivoryEdge: "#e6dcc0"
    // A set's shade on the felt: opaque (the felt's colour under a dark
    // green), as an opaque colour paints far faster than a translucent one
    // under the software renderer.
    readonly property color setShade: Qt.tint(felt, Qt.rgba(0, 0.12, 0.05, 0.3))

    readonly property color black: "#1d1d1f"
    readonly property color red: "#a8141a"
    readonly property color blue: "#0b5cc2"
    readonly property color orange: "#c96400"

    readonly property string fontFamily: "DejaVu Sans"

    // The turn in progress: selected tiles, the keyboard's focus, tiles laid
    // this turn, sets that are not (yet) valid, where a drop would land.
    readonly property color selection: "#c4e3ff"
    readonly property color focusRing: "#ffe27a"
    readonly property color fresh: "#e0a526"
    readonly property color invalidSet: "#ffb3b5"
    readonly property color incompleteSet: "#ffd75e"
    readonly property color dropMarker: "#fff3b0"
    // Another seat's last play: the tiles it laid, in that seat's colour, and
    // the sets it changed. One colour a seat (seat 1 to 4).
    readonly property var seatColours: ["#4fc3f7", "#f06292", "#aed581", "#ce93d8"]
    readonly property color changedSet: "#9fd8ff"
    // A tile of the person's plan, laid while they wait for their turn.
    readonly property color plannedTile: "#ffffff"

    function seatColour(seat: int): color {
        return seat >= 0 ? seatColours[seat % seatColours.length] : "transparent";
    }

    // Buttons on the wood and in the header.
    readonly property color button: "#2b5a40"
    readonly property color buttonHover: "#357050"
    readonly property color buttonPrimary: "#f2b33d"
    readonly property color buttonPrimaryText: "#2a1a08"

    function tileColour(colourName: string): color {
        switch (colourName) {
        case "red":
            return red
        case "blue":
            return blue
        case "orange":
            return orange
        default:
            return black
        }
    }

    // Text that names tiles by their notation ("R7 R8 R9", "O6 O7: …") with
    // each colour's symbol put before it ("◆R7"), as the tiles show it, for
    // players who cannot tell the colours apart. For what is shown: a screen
    // reader gets the text as it was (the symbols would be read out as shapes).
    function withSymbols(text: string): string {
        const names = {
            "K": "black",
            "R": "red",
            "B": "blue",
            "O": "orange"
        };
        // Each tile is held between left-to-right marks (U+200E): in a Hebrew
        // sentence a run of tiles ("K6 O6 R5") keeps its order, and a symbol
        // at either end of the run stays on its own tile's left. The tiles of
        // one set are a no-break space apart: a set is never cut at a line's
        // end (in a right-to-left sentence its two halves would read in the
        // wrong order).
        const mark = "\u200E";
        return String(text).replace(/\b(?:([KRBO])(1[0-3]|[1-9])|J)\b/g,
            (match, letter) => mark + (letter ? colourSymbol(names[letter]) : "") + match + mark)
            .replace(/\u200E \u200E/g, "\u200E\u00A0\u200E");
    }

    // A score with its sign, with a real minus: +12, −8, 0.
    function signed(score: int): string {
        if (score > 0)
            return "+" + score
        return number(score)
    }

    // A number with a real minus sign, like the scores: −8.
    function number(value: int): string {
        return value < 0 ? "\u2212" + (-value) : String(value)
    }

    // A distinct shape for each colour, for players who cannot tell them apart.
    function colourSymbol(colourName: string): string {
        switch (colourName) {
        case "black":
            return "\u25CF" // ●
        case "red":
            return "\u25C6" // ◆
        case "blue":
            return "\u25A0" // ■
        case "orange":
            return "\u25B2" // ▲
        default:
            return ""
        }
    }
}
