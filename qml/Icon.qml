import QtQuick
import TileRummy

// One of the window's own icons, resources/icons/ui/<name>.svg, drawn from
// SVG (SvgIcon), so it needs no symbol or emoji font. The files are drawn in
// the colour they are shown in, the header's text (Theme.headerText), which
// reads on the header, the felt and the red of a warning alike.
SvgIcon {
    // Width and height in pixels; the SVG is drawn at that size, sharp.
    property int size: 16

    width: size
    height: size
    // A picture: what it stands for is said by the item it belongs to.
    Accessible.ignored: true
}
