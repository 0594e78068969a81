import QtQuick
import QtQuick.Controls

// A number with − and + beside it, on ivory (typed or stepped).
SpinBox {
    id: box

    property string accessibleName

    editable: true
    font.family: Theme.fontFamily
    font.pixelSize: 14
    Accessible.role: Accessible.SpinBox
    Accessible.name: accessibleName

    contentItem: TextInput {
        text: box.displayText
        font: box.font
        color: Theme.black
        selectionColor: Theme.accent
        selectedTextColor: Theme.black
        horizontalAlignment: Qt.AlignHCenter
        verticalAlignment: Qt.AlignVCenter
        readOnly: !box.editable
        validator: box.validator
        inputMethodHints: Qt.ImhDigitsOnly
        Accessible.role: Accessible.EditableText
        Accessible.name: box.accessibleName
    }
    down.indicator: Rectangle {
        x: 2
        y: 2
        width: 30
        height: box.height - 4
        radius: 5
        color: box.down.pressed ? Theme.tileBody : Theme.ivoryShade
        Text {
            anchors.centerIn: parent
            text: "\u2212"
            color: Theme.woodDark
            font.family: Theme.fontFamily
            font.pixelSize: 16
            font.bold: true
        }
    }
    up.indicator: Rectangle {
        x: box.width - width - 2
        y: 2
        width: 30
        height: box.height - 4
        radius: 5
        color: box.up.pressed ? Theme.tileBody : Theme.ivoryShade
        Text {
            anchors.centerIn: parent
            text: "+"
            color: Theme.woodDark
            font.family: Theme.fontFamily
            font.pixelSize: 16
            font.bold: true
        }
    }
    background: Rectangle {
        implicitWidth: 130
        implicitHeight: 36
        radius: 6
        color: Theme.ivory
        border.width: box.activeFocus ? 2 : 1
        border.color: box.activeFocus ? Theme.accent : Theme.tileEdge

        FocusRing {
            shown: box.visualFocus
            baseRadius: parent.radius
        }
    }
}
