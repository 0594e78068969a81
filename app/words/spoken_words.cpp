#include "words/spoken_words.h"

#include "tile.h"
#include "words/tile_data.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QRegularExpression>

#include <utility>
#include <vector>

namespace tilerummy::ui {

bool tooLongToSay(const QString& words)
{
    return spokenTiles(words).size() > kLongestSpokenPlay;
}

QString spokenTiles(const QString& text)
{
    // A tile's notation as a word of its own: "K7", "R13", "J" (not "J" in
    // "Jo", nor "B7" in "AB7").
    static const QRegularExpression notation(QStringLiteral(R"((?<!\w)(?:[KRBO](?:1[0-3]|[1-9])|J)(?![\w]))"),
                                             QRegularExpression::UseUnicodePropertiesOption);
    //: Joins the items of a list but the last ("R1 R2 R3, K5 R5 B5 and ..."); %1 the ones before.
    const QString comma = QCoreApplication::translate("TurnWords", ", ");
    //: Separates the clauses of a turn ("laid K9 K10 K11; moved R7 to R5 R6 R7").
    const QString semicolon = QCoreApplication::translate("TurnWords", "; ");
    // The tiles named, and whether some of them are one space apart (the
    // tiles of a set, so a comma between tiles parts sets).
    std::vector<std::pair<QRegularExpressionMatch, Tile>> named;
    bool setsListed = false;
    for (auto it = notation.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const std::optional<Tile> tile = Tile::parse(match.captured().toStdString());
        if (!tile)
            continue;
        if (!named.empty() && named.back().first.capturedEnd() + 1 == match.capturedStart() &&
            text[match.capturedStart() - 1] == u' ')
            setsListed = true;
        named.emplace_back(match, *tile);
    }
    QString spoken;
    qsizetype from = 0;
    bool afterTile = false;
    for (const auto& [match, tile] : named) {
        const QStringView between = QStringView(text).mid(from, match.capturedStart() - from);
        // The tiles of a set, one space apart, are listed; the sets of a list
        // (a comma apart) are told apart more strongly, once a set's own
        // tiles are commas apart. A list of single tiles keeps its commas.
        if (afterTile && between == u" ")
            spoken += comma;
        else if (afterTile && between == comma && setsListed)
            spoken += semicolon;
        else
            spoken += between;
        spoken += accessibleTileName(tile);
        from = match.capturedEnd();
        afterTile = true;
    }
    spoken += QStringView(text).mid(from);
    return spoken;
}

} // namespace tilerummy::ui

void SpokenWords::tellFocus(QObject* item) const
{
    if (!item || !QAccessible::isActive())
        return;
    QAccessibleEvent event(item, QAccessible::Focus);
    QAccessible::updateAccessibility(&event);
}

bool SpokenWords::readerActive() const
{
    return QAccessible::isActive();
}

bool SpokenWords::announce(QObject* item, const QString& words) const
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    if (!item)
        return false;
    if (QAccessible::isActive()) {
        QAccessibleAnnouncementEvent event(item, words);
        QAccessible::updateAccessibility(&event);
    }
    return true;
#else
    Q_UNUSED(item)
    Q_UNUSED(words)
    return false;
#endif
}
