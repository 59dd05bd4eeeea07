#pragma once

#include <QString>

namespace isoscope::ui {

/// A work a report can cite, as resources/report/references.bib writes it once: the in-text form
/// ("Caliskan et al., 2017"; a work without authors by its quoted title, "\u201cTitle,\u201d 2026",
/// as APA 7 cites one), the reference list entry (APA 7, as HTML) made from its fields, and
/// the BibTeX entry as the file has it (for references.bib).
struct Reference {
    QString key;
    QString inText;
    /// The narrative form, the work as the subject of a sentence: "Caliskan et al. (2017)",
    /// "Benjamini and Hochberg (1995)", a work without authors by its quoted title.
    QString narrative;
    QString entry;
    QString bibtex;
};

/// The reference with this BibTeX key. The file is compiled in (Qt's resource system) and read once;
/// every key the report cites is in it (tst_reportreferences).
const Reference &reference(const QString &key);

/// How many references the file holds.
int referenceCount();

} // namespace isoscope::ui
