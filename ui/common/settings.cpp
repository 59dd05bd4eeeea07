#include "ui/common/settings.h"

#include <QSettings>

namespace isoscope::ui {

template <typename T>
T Setting<T>::value() const
{
    const QVariant stored = QSettings().value(QString::fromLatin1(m_key));
    if (!stored.isValid() || !stored.canConvert<T>())
        return m_default;
    return stored.value<T>();
}

template <typename T>
void Setting<T>::setValue(const T &value) const
{
    QSettings().setValue(QString::fromLatin1(m_key), QVariant::fromValue(value));
}

template <typename T>
void Setting<T>::reset() const
{
    QSettings().remove(QString::fromLatin1(m_key));
}

template class Setting<bool>;
template class Setting<QByteArray>;
template class Setting<QString>;
template class Setting<QStringList>;

namespace settings {

void addRecentStudy(const QString &path)
{
    constexpr int kMostRecent = 8;
    QStringList list = recentStudies.value();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kMostRecent)
        list.removeLast();
    recentStudies.setValue(list);
}

} // namespace settings

} // namespace isoscope::ui
