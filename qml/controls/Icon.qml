import QtQuick
import QtQuick.Shapes
import TileRummy

// One of the window's own icons, resources/icons/ui/<name>.svg, drawn as its
// outlines (IconPaths, Qt Quick Shapes): no symbol or emoji font is needed,
// and it is sharp at any size. The files are drawn in the colour they are
// shown in, the header's text (Theme.headerText), which reads on the header,
// the felt and the red of a warning alike.
Item {
    id: icon

    // The file's name without ".svg": "timer", "menu".
    required property string name
    // Width and height in pixels.
    property int size: 16
    readonly property var parts: IconPaths.parts(name)
    // The file was read and has something to draw.
    readonly property bool valid: parts.length > 0

    width: size
    height: size
    // A picture: what it stands for is said by the item it belongs to.
    Accessible.ignored: true

    Item {
        width: IconPaths.viewBox
        height: IconPaths.viewBox
        scale: icon.size / IconPaths.viewBox
        transformOrigin: Item.TopLeft

        Repeater {
            model: icon.parts

            Shape {
                id: part

                required property var modelData

                anchors.fill: parent
                antialiasing: true

                ShapePath {
                    fillColor: part.modelData.fill === "none" ? "transparent" : part.modelData.fill
                    strokeColor: part.modelData.stroke === "none" ? "transparent" : part.modelData.stroke
                    strokeWidth: part.modelData.stroke === "none" ? -1 : part.modelData.strokeWidth
                    capStyle: ShapePath.RoundCap
                    joinStyle: ShapePath.RoundJoin

                    PathSvg {
                        path: part.modelData.d
                    }
                }
            }
        }
    }
}
