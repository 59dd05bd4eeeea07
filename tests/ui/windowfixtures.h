#pragma once
// Waiting on a main window in the page tests (offscreen): the study's models loaded.
#include "ui/analysis/analysisrunner.h"
#include "ui/mainwindow.h"
#include "ui/study/study.h"

#include <QTest>

namespace windowfixtures {

inline constexpr int kTimeoutMs = 120000;

/// True once every model of the window's study has been read (or imported into its cache).
inline bool modelsLoaded(isoscope::ui::MainWindow &window)
{
    return QTest::qWaitFor(
        [&] {
            for (const isoscope::ui::StudyModel &m : window.study()->models())
                if (!window.runner()->loadedModel(m))
                    return false;
            return true;
        },
        kTimeoutMs);
}

} // namespace windowfixtures
