import QtQuick

// One of the window's own icons, resources/icons/ui/<name>.svg (at
// qrc:/icons/ui/): drawn from SVG, so it needs no symbol or emoji font. The
// files are drawn in the colour they are shown in, the header's text
// (Theme.headerText), which reads on the header, the felt and the red of a
// warning alike.
Image {
    id: icon

    // The file's name without ".svg": "timer", "menu".
    required property string name
    // Width and height in pixels; the SVG is drawn at that size, sharp.
    property int size: 16

    source: "qrc:/icons/ui/" + name + ".svg"
    width: size
    height: size
    sourceSize.width: size
    sourceSize.height: size
    fillMode: Image.PreserveAspectFit
    smooth: true
    // A picture: what it stands for is said by the item it belongs to.
    Accessible.ignored: true
}
