pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import QtCharts
import TileRummy

// The statistics' charts (Qt Charts): the share of games won against each AI
// level over the latest games, the points of each round, and the tiles
// missed per turn game by game. Drawn from PlayedGames' series, again each
// time they change.
//
// (qmllint 6.4 does not resolve Qt Charts' ValueAxis, whose C++ base it
// cannot see; Qt Quick Test loads and checks this file: tst_review.qml.)
// qmllint disable unresolved-type missing-property
ColumnLayout {
    id: charts

    required property PlayedGames played

    spacing: 10

    // The series' colours: one per AI level, as the seats' colours go.
    readonly property var levelColours: ["#7fc8a0", "#f2b33d", "#e0755f"]

    function fill() {
        winChart.removeAllSeries();
        const shares = charts.played.winShares;
        let most = 1;
        for (let i = 0; i < shares.length; ++i) {
            const line = winChart.createSeries(ChartView.SeriesTypeLine, shares[i].against, winX, winY);
            line.color = charts.levelColours[i % charts.levelColours.length];
            line.width = 3;
            line.pointsVisible = true;
            for (const p of shares[i].points) {
                line.append(p.x, p.y);
                most = Math.max(most, p.x);
            }
        }
        winX.min = Math.max(0, most - charts.played.seriesLength);
        winX.max = most + 1;

        roundLine.clear();
        let low = 0, high = 10, first = Infinity, last = 2;
        for (const p of charts.played.roundPoints) {
            roundLine.append(p.x, p.y);
            low = Math.min(low, p.y);
            high = Math.max(high, p.y);
            last = Math.max(last, p.x);
            first = Math.min(first, p.x);
        }
        roundX.min = first === Infinity ? 0 : first - 1;
        roundX.max = last + 1;
        // Ticks at round numbers: 10, 25, 50 or 100 apart, from 0.
        const span = high - low;
        roundY.tickInterval = span <= 60 ? 10 : span <= 150 ? 25 : span <= 300 ? 50 : 100;
        roundY.min = Math.floor(low / roundY.tickInterval) * roundY.tickInterval;
        roundY.max = Math.ceil(high / roundY.tickInterval) * roundY.tickInterval;
        zeroLine.clear();
        zeroLine.append(roundX.min, 0);
        zeroLine.append(roundX.max, 0);

        missedLine.clear();
        let worst = 1, lastGame = 2, firstGame = Infinity;
        for (const p of charts.played.missedPerTurn) {
            missedLine.append(p.x, p.y);
            worst = Math.max(worst, p.y);
            lastGame = Math.max(lastGame, p.x);
            firstGame = Math.min(firstGame, p.x);
        }
        missedX.min = firstGame === Infinity ? 0 : firstGame - 1;
        missedX.max = lastGame + 1;
        // At most five ticks, at round steps (more do not fit the chart's
        // height: Qt Charts then draws their labels as "...").
        const step = worst <= 2 ? 0.5 : worst <= 4 ? 1 : worst <= 8 ? 2 : Math.ceil(worst / 4);
        missedY.max = step * Math.max(1, Math.ceil(worst / step));
        missedY.tickCount = Math.round(missedY.max / step) + 1;
    }

    Component.onCompleted: fill()
    Connections {
        target: charts.played

        function onChanged() {
            charts.fill();
        }
    }

    component Chart: ChartView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 180
        antialiasing: true
        backgroundColor: Theme.feltDark
        backgroundRoundness: 10
        plotAreaColor: Qt.rgba(0, 0, 0, 0.12)
        titleColor: Theme.headerText
        titleFont.family: Theme.fontFamily
        titleFont.pixelSize: 15
        titleFont.bold: true
        legend.labelColor: Theme.headerText
        legend.font.family: Theme.fontFamily
        legend.font.pixelSize: 13
        legend.alignment: Qt.AlignBottom
        margins.top: 4
        margins.bottom: 4
        margins.left: 4
        margins.right: 4
    }
    component Axis: ValueAxis {
        labelsColor: Theme.feltText
        labelsFont.family: Theme.fontFamily
        labelsFont.pixelSize: 12
        titleBrush: Theme.feltText
        titleFont.family: Theme.fontFamily
        titleFont.pixelSize: 12
        gridLineColor: Qt.rgba(1, 1, 1, 0.10)
        lineVisible: false
        labelFormat: "%d"
    }

    Chart {
        id: winChart

        objectName: "winShareChart"
        title: qsTr("Games won against each level (of the last %1)").arg(charts.played.shareWindow)

        Axis {
            id: winX

            titleText: qsTr("Games against that level")
            tickType: ValueAxis.TicksDynamic
            tickInterval: 5
            min: 0
            max: 10
        }
        Axis {
            id: winY

            titleText: qsTr("Games won")
            min: 0
            max: 100
            tickCount: 5
            labelFormat: "%d %"
        }
    }

    Chart {
        objectName: "roundPointsChart"
        title: qsTr("Points per round")
        legend.visible: false

        Axis {
            id: roundX

            titleText: qsTr("Rounds, the latest last")
            tickType: ValueAxis.TicksDynamic
            tickInterval: 5
        }
        Axis {
            id: roundY

            titleText: qsTr("Points")
            tickType: ValueAxis.TicksDynamic
            tickAnchor: 0
            tickInterval: 10
        }
        LineSeries {
            id: zeroLine

            axisX: roundX
            axisY: roundY
            color: Theme.feltLine
            width: 1
        }
        LineSeries {
            id: roundLine

            objectName: "roundPointsLine"
            axisX: roundX
            axisY: roundY
            color: Theme.accent
            width: 3
            pointsVisible: true
        }
    }

    Chart {
        objectName: "missedChart"
        title: qsTr("Tiles missed per turn")
        legend.visible: false

        Axis {
            id: missedX

            titleText: qsTr("Games, the latest last")
            tickType: ValueAxis.TicksDynamic
            tickInterval: 5
        }
        Axis {
            id: missedY

            titleText: qsTr("Tiles missed")
            min: 0
            max: 1
            tickCount: 3
            labelFormat: "%.1f"
        }
        LineSeries {
            id: missedLine

            objectName: "missedLine"
            axisX: missedX
            axisY: missedY
            color: "#9ecbe8"
            width: 3
            pointsVisible: true
        }
    }
}
