import QtQuick
import QtQuick.Controls
import TileRummy

// The frame of the game's dialogs: modal and centred over the window, a felt
// panel in a wooden frame with the title on the wood. Escape closes it (then
// rejected()); each dialog puts its buttons in `footer` and handles Enter.
Dialog {
    id: dialog

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    padding: 22
    topPadding: 16
    bottomPadding: 12

    Overlay.modal: Rectangle {
        color: Qt.rgba(0.02, 0.06, 0.04, 0.62)
    }

    enter: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: 140 }
        NumberAnimation { property: "scale"; from: 0.96; to: 1; duration: 140; easing.type: Easing.OutCubic }
    }
    exit: Transition {
        NumberAnimation { property: "opacity"; from: 1; to: 0; duration: 100 }
    }

    header: Rectangle {
        implicitHeight: 52
        radius: 14
        color: "transparent"

        Text {
            anchors {
                left: parent.left
                right: parent.right
                verticalCenter: parent.verticalCenter
                leftMargin: 24
                rightMargin: 24
            }
            text: dialog.title
            // Burnt into the wood.
            color: "#3a210b"
            style: Text.Raised
            styleColor: "#e2b483"
            font.family: Theme.fontFamily
            font.pixelSize: 19
            font.bold: true
            elide: Text.ElideRight
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
    }

    background: Item {
        // A soft shadow, the wooden frame, and the felt inside it.
        Rectangle {
            anchors.fill: parent
            anchors.margins: -6
            anchors.topMargin: -2
            radius: 20
            color: "#000000"
            opacity: 0.28
        }
        Rectangle {
            anchors.fill: parent
            radius: 14
            border.color: Theme.woodGroove
            border.width: 1
            gradient: Gradient {
                GradientStop { position: 0; color: Theme.woodLight }
                GradientStop { position: 0.5; color: Theme.wood }
                GradientStop { position: 1; color: Theme.woodDark }
            }
        }
        Rectangle {
            anchors {
                fill: parent
                topMargin: 50
                leftMargin: 8
                rightMargin: 8
                bottomMargin: 8
            }
            radius: 9
            border.color: Theme.woodGroove
            border.width: 1
            gradient: Gradient {
                GradientStop { position: 0; color: Theme.feltLight }
                GradientStop { position: 1; color: Theme.felt }
            }
        }
    }
}
