import QtQuick
import QtTest
import TileRummy

// The window's icons are drawn: light pixels where the outlines are, on black.
Item {
    id: root

    width: 200
    height: 100

    Rectangle {
        anchors.fill: parent
        color: "black"
    }

    Icon {
        name: "menu"
        size: 48
        x: 10
        y: 10
    }

    Icon {
        name: "timer"
        size: 48
        x: 100
        y: 10
    }

    TestCase {
        name: "Icon"
        when: windowShown

        function lit(image, x0) {
            let n = 0;
            for (let x = x0; x < x0 + 48; ++x)
                for (let y = 10; y < 58; ++y)
                    n += image.red(x, y) > 100 ? 1 : 0;
            return n;
        }

        function test_drawn() {
            waitForRendering(root);
            const image = grabImage(root);
            verify(lit(image, 10) > 100, "the menu's three dots are drawn");
            verify(lit(image, 100) > 100, "the stopwatch is drawn");
        }
    }
}
