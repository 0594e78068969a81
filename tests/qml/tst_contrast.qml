import QtQuick
import QtTest
import TileRummy

// The colours of the Theme measured as WCAG 2.x asks: the contrast ratio of
// each tile number colour against the tile's face (both ends of its gradient),
// of the text colours against their backgrounds, and of the rings and
// outlines that mark a state against the felt and the wood they lie on.
// Normal text needs 4.5:1; the large bold tile numbers and non-text marks
// 3:1. The tile colours also have to stay apart in lightness for people who
// cannot tell red from green (protanopia, deuteranopia), whatever the symbols
// add. Each figure is logged; a failure lists the pairs below their minimum.
TestCase {
    id: test

    name: "Contrast"

    // sRGB channel (0..1) to linear light.
    function linear(c) {
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    // WCAG relative luminance of a colour, or of linear [r, g, b].
    function luminance(c) {
        if (Array.isArray(c))
            return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
    }

    function ratioOf(la, lb) {
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    function contrast(a, b) {
        return ratioOf(luminance(a), luminance(b));
    }

    // A colour as seen with full protanopia or deuteranopia (Machado, Oliveira
    // and Fernandes 2009, severity 1), in linear RGB.
    readonly property var cvd: ({
            "protanopia": [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
            "deuteranopia": [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        })

    function simulate(c, kind) {
        const rgb = [linear(c.r), linear(c.g), linear(c.b)];
        const m = cvd[kind];
        return m.map(row => Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]));
    }

    function check(what, fg, bg, minimum, failures) {
        const r = contrast(fg, bg);
        console.log("contrast " + what + ": " + r.toFixed(2) + " (needs " + minimum + ")");
        if (r < minimum)
            failures.push(what + " " + r.toFixed(2) + " < " + minimum);
    }

    // Each tile colour on the face of the tile: the number is large and bold
    // (3:1), and so is the colour's symbol, a shape (non-text, 3:1). The face
    // runs from ivory at the top to ivoryShade at the foot.
    function test_tileColoursOnTheFace() {
        const failures = [];
        const inks = {
            "black": Theme.black,
            "red": Theme.red,
            "blue": Theme.blue,
            "orange": Theme.orange
        };
        for (const name in inks) {
            check(name + " on ivory", inks[name], Theme.ivory, 3, failures);
            check(name + " on ivoryShade", inks[name], Theme.ivoryShade, 3, failures);
        }
        // The two jokers are printed in red and black (Tile.inkColour).
        for (const name of ["red", "black"])
            check("joker " + name + " on ivory", inks[name], Theme.ivory, 3, failures);
        compare(failures, [], failures.join("; "));
    }

    // Text: 4.5:1.
    function test_textOnItsBackground() {
        const failures = [];
        check("headerText on header", Theme.headerText, Theme.header, 4.5, failures);
        check("headerDim on header", Theme.headerDim, Theme.header, 4.5, failures);
        check("accent on header", Theme.accent, Theme.header, 4.5, failures);
        check("feltText on felt", Theme.feltText, Theme.felt, 4.5, failures);
        check("feltText on feltLight", Theme.feltText, Theme.feltLight, 4.5, failures);
        check("feltText on feltDark", Theme.feltText, Theme.feltDark, 4.5, failures);
        check("buttonPrimaryText on buttonPrimary", Theme.buttonPrimaryText, Theme.buttonPrimary, 4.5, failures);
        check("button text (headerText) on button", Theme.headerText, Theme.button, 4.5, failures);
        check("button text on buttonHover", Theme.headerText, Theme.buttonHover, 4.5, failures);
        check("primary dialog button text (header) on accent", Theme.header, Theme.accent, 4.5, failures);
        check("black text on ivory (fields, lists)", Theme.black, Theme.ivory, 4.5, failures);
        check("red error text on ivory", Theme.red, Theme.ivory, 4.5, failures);
        check("headerText on red (clock running out)", Theme.headerText, Theme.red, 4.5, failures);
        check("goal text (woodGroove) on ivory", Theme.woodGroove, Theme.ivory, 4.5, failures);
        compare(failures, [], failures.join("; "));
    }

    // Marks of a state (not text): 3:1 against the felt (both ends of its
    // gradient) and, for the rings drawn on the rack, the wood.
    function test_ringsAndOutlines() {
        const failures = [];
        for (const bg of [["felt", Theme.felt], ["feltLight", Theme.feltLight]]) {
            check("focusRing on " + bg[0], Theme.focusRing, bg[1], 3, failures);
            check("selection on " + bg[0], Theme.selection, bg[1], 3, failures);
            check("invalidSet outline on " + bg[0], Theme.invalidSet, bg[1], 3, failures);
            check("incompleteSet outline on " + bg[0], Theme.incompleteSet, bg[1], 3, failures);
        }
        check("focusRing on wood", Theme.focusRing, Theme.wood, 3, failures);
        check("selection on wood", Theme.selection, Theme.wood, 3, failures);
        check("focusRing on a button", Theme.focusRing, Theme.button, 3, failures);
        check("focusRing on the header", Theme.focusRing, Theme.header, 3, failures);
        compare(failures, [], failures.join("; "));
    }

    // Black, red and orange differ in lightness (1.5:1 between neighbours),
    // for everyone and as protanopes and deuteranopes see them; blue stays
    // the one blue (its blue channel leads) in both simulations.
    function test_tileColoursApartWithoutHue() {
        const failures = [];
        for (const kind of ["normal", "protanopia", "deuteranopia"]) {
            const l = c => kind === "normal" ? luminance(c) : luminance(simulate(c, kind));
            const pairs = [["black", Theme.black, "red", Theme.red], ["red", Theme.red, "orange", Theme.orange]];
            for (const p of pairs) {
                const r = ratioOf(l(p[1]), l(p[3]));
                console.log("lightness " + p[0] + "/" + p[2] + " (" + kind + "): " + r.toFixed(2));
                if (r < 1.5)
                    failures.push(p[0] + "/" + p[2] + " " + kind + " " + r.toFixed(2));
            }
            if (kind !== "normal") {
                const b = simulate(Theme.blue, kind);
                if (!(b[2] > b[0] && b[2] > b[1]))
                    failures.push("blue is not blue for " + kind);
                for (const other of [Theme.red, Theme.orange]) {
                    const o = simulate(other, kind);
                    if (o[2] > o[0])
                        failures.push("red/orange look blue for " + kind);
                }
            }
        }
        compare(failures, [], failures.join("; "));
    }

    // The shapes that tell the colours apart are four different ones.
    function test_symbolsDiffer() {
        const symbols = ["black", "red", "blue", "orange"].map(c => Theme.colourSymbol(c));
        for (const s of symbols)
            verify(s.length > 0);
        compare(new Set(symbols).size, 4);
    }
}
