import QtQuick

// The joker's printed face: a grinning jester in the tile's joker colour.
Canvas {
    id: face

    property color colour: "#c4161c"

    onColourChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const w = width
        const h = height
        const s = Math.min(w, h)
        const cx = w / 2
        const cy = h / 2 + s * 0.1
        const r = s * 0.34
        ctx.lineCap = "round"
        ctx.lineJoin = "round"
        ctx.strokeStyle = colour
        ctx.fillStyle = colour

        // The cap: three points with a bell at each tip.
        ctx.beginPath()
        ctx.moveTo(cx - r * 1.05, cy - r * 0.45)
        ctx.lineTo(cx - r * 1.15, cy - r * 1.55)
        ctx.lineTo(cx - r * 0.45, cy - r * 0.95)
        ctx.lineTo(cx, cy - r * 1.75)
        ctx.lineTo(cx + r * 0.45, cy - r * 0.95)
        ctx.lineTo(cx + r * 1.15, cy - r * 1.55)
        ctx.lineTo(cx + r * 1.05, cy - r * 0.45)
        ctx.closePath()
        ctx.fill()
        const bell = s * 0.06
        for (const [bx, by] of [[cx - r * 1.15, cy - r * 1.55], [cx, cy - r * 1.75], [cx + r * 1.15, cy - r * 1.55]]) {
            ctx.beginPath()
            ctx.arc(bx, by, bell, 0, Math.PI * 2)
            ctx.fill()
        }

        // The face: a ring, two eyes and a wide grin.
        ctx.lineWidth = Math.max(1.5, s * 0.07)
        ctx.fillStyle = "#fffbef"
        ctx.beginPath()
        ctx.arc(cx, cy, r, 0, Math.PI * 2)
        ctx.fill()
        ctx.stroke()

        ctx.fillStyle = colour
        const eye = Math.max(1.2, s * 0.055)
        ctx.beginPath()
        ctx.arc(cx - r * 0.38, cy - r * 0.22, eye, 0, Math.PI * 2)
        ctx.arc(cx + r * 0.38, cy - r * 0.22, eye, 0, Math.PI * 2)
        ctx.fill()

        ctx.lineWidth = Math.max(1.2, s * 0.06)
        ctx.beginPath()
        ctx.arc(cx, cy + r * 0.02, r * 0.55, Math.PI * 0.15, Math.PI * 0.85)
        ctx.stroke()
    }
}
