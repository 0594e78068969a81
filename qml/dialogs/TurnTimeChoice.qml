import QtQuick
import TileRummy

// The time a turn may take, as the new game dialog and the settings offer it:
// MatchOptions.turnSecondsChoices (0: no limit), in words. Bind `value`;
// a choice emits activated(seconds).
ChoiceRow {
    options: Array.from(MatchOptions.turnSecondsChoices, seconds => ({
                                                                  text: seconds === 0 ? qsTr("None") : qsTr("%1 s").arg(seconds),
                                                                  value: seconds
                                                              }))
}
