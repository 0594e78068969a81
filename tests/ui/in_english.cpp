// Linked into every test of the window: the game's English, with its plural
// forms ("1 tile", "2 tiles"), whatever the machine's language.
#include "settings/language.h"

#include <QCoreApplication>

namespace {

void inEnglish()
{
    tilerummy::ui::useLanguage(QStringLiteral("en"));
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(inEnglish)
