#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <utility>

namespace isoscope::ui {

/// One typed setting: its key, its default, and conversion from what QSettings stores.
template <typename T>
class Setting final
{
public:
    constexpr Setting(const char *key, T defaultValue) : m_key(key), m_default(std::move(defaultValue)) {}
    T value() const;
    void setValue(const T &value) const;
    void reset() const;
    const char *key() const { return m_key; }

private:
    const char *m_key;
    T m_default;
};

/// Every setting Isoscope keeps between sessions, in one place. Nothing else touches QSettings.
namespace settings {

inline const Setting<QByteArray> windowGeometry{"window/geometry", {}};
inline const Setting<QByteArray> windowState{"window/state", {}};
inline const Setting<QString> lastStudyFolder{"folders/study", {}};
inline const Setting<QString> lastModelFolder{"folders/model", {}};
inline const Setting<QString> lastSuiteFolder{"folders/suite", {}};
inline const Setting<QString> lastExportFolder{"folders/export", {}};
inline const Setting<QStringList> recentStudies{"study/recent", {}};
/// The options a new study starts with (a study file's JSON "options"; empty: the paper's protocol).
inline const Setting<QByteArray> defaultOptions{"study/defaultOptions", {}};
/// The language of the window (Language): "" follows the system, else "en", "de" or "zh_CN".
inline const Setting<QString> language{"ui/language", {}};

/// File > Export Report…: the tables ("anisotropy", "similarity", "weat"), figures ("heatmap",
/// "explained-variance", "eigenvalue-spectrum", "grid", "scatter"), formats ("odt", "html", "pdf")
/// and language of the prose ("en", "de", "zh_CN") last chosen (ReportOptions's keys).
inline const Setting<QStringList> reportTables{
    "report/tables", {QStringLiteral("anisotropy"), QStringLiteral("similarity"), QStringLiteral("weat")}};
inline const Setting<QStringList> reportFigures{"report/figures",
                                                {QStringLiteral("heatmap"), QStringLiteral("explained-variance"),
                                                 QStringLiteral("grid"), QStringLiteral("scatter")}};
inline const Setting<QStringList> reportFormats{"report/formats",
                                                {QStringLiteral("odt"), QStringLiteral("html"), QStringLiteral("pdf")}};
inline const Setting<QString> reportLanguage{"report/language", QStringLiteral("en")};

/// Presentation mode (larger text, thicker figure lines) is on.
inline const Setting<bool> presentationMode{"view/presentationMode", false};

/// Puts a study first in the recent list (at most eight, no repeats).
void addRecentStudy(const QString &path);

} // namespace settings

} // namespace isoscope::ui
