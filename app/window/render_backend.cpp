#include "window/render_backend.h"

#include <QByteArray>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQuickWindow>
#include <QSGRendererInterface>

#if defined(Q_OS_LINUX) // elsewhere unused (an unused function is a warning)
namespace {

// The OpenGL renderer's name, or "" when there is no OpenGL to ask.
QByteArray openGlRenderer()
{
    QOffscreenSurface surface;
    surface.create();
    QOpenGLContext context;
    if (!surface.isValid() || !context.create() || !context.makeCurrent(&surface))
        return {};
    const auto* name = reinterpret_cast<const char*>(context.functions()->glGetString(GL_RENDERER));
    QByteArray renderer = name ? QByteArray(name) : QByteArray();
    context.doneCurrent();
    return renderer;
}

} // namespace
#endif

QString chooseRenderBackend()
{
#if defined(Q_OS_LINUX)
    if (!qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND") || !qEnvironmentVariableIsEmpty("QSG_RHI_BACKEND"))
        return {};
    const QByteArray renderer = openGlRenderer().toLower();
    if (renderer.contains("llvmpipe") || renderer.contains("softpipe") || renderer.contains("swrast")) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        return QStringLiteral("software (OpenGL is %1)").arg(QString::fromLatin1(renderer));
    }
#endif
    return {};
}
