// The screens' words as a screen reader says them: tiles named by colour and
// number ("red 7", as the tiles themselves are named: accessibleTileName)
// where the screens show their notation ("R7 R8 R9", "O6 O7: …"), and the
// way a sentence reaches a reader when nothing it says has the focus (an
// announcement where the Qt in use has one).
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace tilerummy::ui {

// `text` with each tile's notation said in words, the tiles of a set listed
// ("laid R4 R5 R6" is "laid red 4, red 5, red 6"); other words stay.
QString spokenTiles(const QString& text);

// Whether words (tiles in codes) run longer than kLongestSpokenPlay characters
// as a reader says them, tiles in words ("K4" is "black 4"): a play that long
// is said in short (its counts), the log or the table having its sets.
inline constexpr int kLongestSpokenPlay = 160;
bool tooLongToSay(const QString& words);

} // namespace tilerummy::ui

// The QML side: SpokenWords.tiles(text) for an accessible name, and
// SpokenWords.announce(item, words).
class SpokenWords : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit SpokenWords(QObject* parent = nullptr) : QObject(parent) {}

    Q_INVOKABLE QString tiles(const QString& text) const { return tilerummy::ui::spokenTiles(text); }
    // Says `words` through the platform's announcement (Qt 6.8 and later),
    // from `item`: true. False where Qt has no announcement: the caller
    // shows the words in a notification the readers follow (Announcer.qml).
    Q_INVOKABLE bool announce(QObject* item, const QString& words) const;
    // Tells the readers that `item` has the focus (Qt tells them only when
    // the focus moves, not when a window becomes active with it in place).
    Q_INVOKABLE void tellFocus(QObject* item) const;
    // A screen reader (or another assistive tool) follows the window.
    Q_INVOKABLE bool readerActive() const;
};
