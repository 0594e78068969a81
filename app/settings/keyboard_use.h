// Whether the player is using the keyboard: from a key press until the next
// mouse press or touch. The focus ring (FocusRing.qml) shows only then, so
// that a click leaves no ring behind while Tab shows where the keys act. A
// QML singleton (KeyboardUse.active) that watches the application's input.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

class KeyboardUse : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged FINAL)

public:
    // Watches the input of the whole application (QCoreApplication's events).
    explicit KeyboardUse(QObject* parent = nullptr);

    bool active() const { return active_; }
    void setActive(bool active);

signals:
    void activeChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool active_ = false;
};
