import QtQuick
import TileRummy

// One tile as it lies on the rack or the table: an ivory face with the number
// in its colour and the colour's symbol, or the joker's face. The roles of the
// tile models (tileId, notation, value, colourName, isJoker, accessibleName)
// fill its required properties.
Item {
    id: tile

    required property int tileId
    required property string notation
    required property int value
    required property string colourName
    required property bool isJoker
    required property string accessibleName

    readonly property real radius: Math.round(width * 0.14)
    readonly property real thickness: Math.max(2, Math.round(height * 0.06))
    // The two jokers in the box are printed in two colours, like the real ones.
    readonly property color inkColour: isJoker ? (tileId % 2 === 0 ? Theme.red : Theme.black)
                                               : Theme.tileColour(colourName)

    implicitWidth: 48
    implicitHeight: 64

    Accessible.role: Accessible.StaticText
    Accessible.name: accessibleName

    // A soft shadow in two layers under the tile.
    Rectangle {
        x: 1
        y: tile.thickness + 1
        width: tile.width + 1
        height: tile.height
        radius: tile.radius + 1
        color: Theme.tileShadow
        opacity: 0.16
    }
    Rectangle {
        x: 0.5
        y: Math.round(tile.thickness / 2) + 0.5
        width: tile.width
        height: tile.height
        radius: tile.radius
        color: Theme.tileShadow
        opacity: 0.22
    }

    // The body, whose lower edge shows the tile's thickness.
    Rectangle {
        anchors.fill: parent
        radius: tile.radius
        color: Theme.tileBody
        border.color: Theme.tileEdge
        border.width: 1
    }

    Rectangle {
        id: face

        anchors {
            fill: parent
            bottomMargin: tile.thickness
        }
        radius: tile.radius
        border.color: "#e6dcc0"
        border.width: 1
        gradient: Gradient {
            GradientStop {
                position: 0
                color: Theme.ivory
            }
            GradientStop {
                position: 1
                color: Theme.ivoryShade
            }
        }

        Text {
            id: number

            visible: !tile.isJoker
            anchors {
                horizontalCenter: parent.horizontalCenter
                top: parent.top
                topMargin: face.height * 0.06
            }
            readonly property int size: Math.round(face.height * 0.47)

            text: tile.value
            color: tile.inkColour
            font.family: Theme.fontFamily
            font.pixelSize: size
            font.bold: true
            font.letterSpacing: -size * 0.06
        }

        Text {
            id: symbol

            visible: !tile.isJoker
            anchors {
                horizontalCenter: parent.horizontalCenter
                bottom: parent.bottom
                bottomMargin: face.height * 0.06
            }
            text: Theme.colourSymbol(tile.colourName)
            color: tile.inkColour
            font.family: Theme.fontFamily
            font.pixelSize: Math.round(face.height * 0.2)
        }

        JokerFace {
            visible: tile.isJoker
            anchors {
                left: parent.left
                right: parent.right
                top: parent.top
                topMargin: face.height * 0.04
            }
            height: face.height * 0.7
            colour: tile.inkColour
        }

        Text {
            visible: tile.isJoker
            anchors {
                horizontalCenter: parent.horizontalCenter
                bottom: parent.bottom
                bottomMargin: face.height * 0.06
            }
            //: The letter printed on a joker tile.
            text: qsTr("J")
            color: tile.inkColour
            font.family: Theme.fontFamily
            font.pixelSize: Math.round(face.height * 0.17)
            font.bold: true
        }
    }
}
