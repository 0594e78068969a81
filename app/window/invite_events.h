// Invitations the desktop hands the game while it runs: macOS opens a
// tilerummy:// link (registered in the app's Info.plist) with an "open URL"
// event (QFileOpenEvent) rather than on the command line. Installed on the
// application (main.cpp), it takes each such event for a link of the scheme
// and says which link came (the window opens the join dialog with it).
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class InviteEvents : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game's main() installs the one InviteEvents.")

public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void opened(const QString& link);
};
