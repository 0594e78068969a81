// Keeps what the window hides out of the screen readers' tree. Qt 6.4 lists
// hidden items there too (not showing, but listed), and an ignored container
// only hands its children up: so while `hidden`, every item of `target` that
// a reader would see is ignored, and each has its own setting back once the
// target shows again. In QML: HiddenFromReaders { target: lobby; hidden: !lobby.visible }.
#pragma once

#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

class HiddenFromReaders : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // An Item (a QObject here: qmllint knows no QQuickItem of this module).
    Q_PROPERTY(QObject* target READ target WRITE setTarget NOTIFY targetChanged FINAL)
    Q_PROPERTY(bool hidden READ hidden WRITE setHidden NOTIFY hiddenChanged FINAL)

public:
    explicit HiddenFromReaders(QObject* parent = nullptr) : QObject(parent) {}

    QObject* target() const { return target_; }
    void setTarget(QObject* target);
    bool hidden() const { return hidden_; }
    void setHidden(bool hidden);

signals:
    void targetChanged();
    void hiddenChanged();

private:
    void apply();

    QPointer<QQuickItem> target_;
    bool hidden_ = false;
};
