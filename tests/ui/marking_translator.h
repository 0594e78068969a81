// For the UI tests: a translator that marks every string it is asked for
// ("⟨R5 is alone: ...⟩"), so that a test can tell words that went through
// QCoreApplication::translate (and so reach the translators) from English
// that came through as it was (the core's, or a literal). Installed for its
// lifetime, over the English of in_english.cpp.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

class MarkingTranslator : public QTranslator {
public:
    MarkingTranslator() { QCoreApplication::installTranslator(this); }
    ~MarkingTranslator() override { QCoreApplication::removeTranslator(this); }

    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override
    {
        Q_UNUSED(context);
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        return QStringLiteral("\u27e8") + QString::fromUtf8(sourceText) + QStringLiteral("\u27e9");
    }

    // Did these words come through translate()?
    static bool marked(const QString& words) { return words.startsWith(QChar(0x27e8)); }
};
