// Which BLAS and LAPACK the process runs on (core/linalg/blasinfo.h), checked against the kernel's own
// account of what is mapped into the process (/proc/self/maps), and that the build links OpenBLAS
// (core/CMakeLists.txt) rather than Debian's generic libblas/liblapack, which a machine with the build
// packages alone fills with the slow reference implementation. OPENBLAS_CORETYPE is left as the
// environment has it: the kernel reported is whichever OpenBLAS chose.
#include "core/linalg/blasinfo.h"

#include <QTest>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

// Referenced here so that the addresses the test process binds them to can be looked up in the maps.
extern "C" void sgemm_();
extern "C" void dsyevd_();

using namespace isoscope;

namespace {

struct Mapping {
    std::uintptr_t begin = 0;
    std::uintptr_t end = 0;
    std::string path;
};

std::vector<Mapping> processMappings()
{
    std::vector<Mapping> mappings;
    std::ifstream maps("/proc/self/maps");
    std::string line;
    while (std::getline(maps, line)) {
        // begin-end perms offset dev inode [path]
        std::istringstream fields(line);
        std::string range, perms, offset, device, inode, path;
        fields >> range >> perms >> offset >> device >> inode;
        std::getline(fields >> std::ws, path);
        const auto dash = range.find('-');
        mappings.push_back(
            {std::stoull(range.substr(0, dash), nullptr, 16), std::stoull(range.substr(dash + 1), nullptr, 16), path});
    }
    return mappings;
}

// The file /proc/self/maps shows at the address (the kernel resolves symbolic links in these paths).
std::string mappedFileAt(const void *address)
{
    const auto at = reinterpret_cast<std::uintptr_t>(address);
    for (const Mapping &m : processMappings())
        if (at >= m.begin && at < m.end)
            return m.path;
    return {};
}

std::string fileName(const std::string &path)
{
    return path.substr(path.rfind('/') + 1);
}

} // namespace

class TestBlasInfo : public QObject
{
    Q_OBJECT

private slots:
    void librariesAreTheFilesMappedAtTheRoutines();
    void buildRunsOnOpenBlas();
    void noGenericBlasOrLapackIsLoaded();
    void descriptionNamesLibraryAndKernel();
    void descriptionWithoutOpenBlas();
};

// The answer comes from the dynamic linker (dlsym, dladdr); the maps are the kernel's. They agree on
// the file of each routine as this process calls it.
void TestBlasInfo::librariesAreTheFilesMappedAtTheRoutines()
{
    const BlasInfo info = loadedBlas();
    const std::string sgemmFile = mappedFileAt(reinterpret_cast<const void *>(&sgemm_));
    const std::string dsyevdFile = mappedFileAt(reinterpret_cast<const void *>(&dsyevd_));
    QVERIFY2(!sgemmFile.empty() && sgemmFile.front() == '/', sgemmFile.c_str());
    QVERIFY2(!dsyevdFile.empty() && dsyevdFile.front() == '/', dsyevdFile.c_str());
    QCOMPARE(QString::fromStdString(info.blasLibrary), QString::fromStdString(sgemmFile));
    QCOMPARE(QString::fromStdString(info.lapackLibrary), QString::fromStdString(dsyevdFile));
}

// OpenBLAS itself holds both routines (one file), says what it is, and names the kernel it picked.
void TestBlasInfo::buildRunsOnOpenBlas()
{
    const BlasInfo info = loadedBlas();
    QVERIFY2(fileName(info.lapackLibrary).starts_with("libopenblas"), info.lapackLibrary.c_str());
    QCOMPARE(QString::fromStdString(info.blasLibrary), QString::fromStdString(info.lapackLibrary));
    QVERIFY2(info.openblasConfig.starts_with("OpenBLAS "), info.openblasConfig.c_str());
    QVERIFY(!info.openblasCore.empty());
    // A DYNAMIC_ARCH build (Debian's) names the kernel it chose in its configuration too.
    if (info.openblasConfig.find("DYNAMIC_ARCH") != std::string::npos)
        QVERIFY2(info.openblasConfig.find(info.openblasCore) != std::string::npos, info.openblasConfig.c_str());
    QVERIFY(info.openblasThreads >= 1);
}

// Nothing in the process loaded Debian's generic libblas.so.3 or liblapack.so.3 (whatever
// update-alternatives points them to): core's one BLAS is the OpenBLAS it links.
void TestBlasInfo::noGenericBlasOrLapackIsLoaded()
{
    for (const Mapping &m : processMappings()) {
        const std::string name = fileName(m.path);
        QVERIFY2(!name.starts_with("libblas.so") && !name.starts_with("liblapack.so")
                     && !name.starts_with("libcblas.so"),
                 m.path.c_str());
    }
}

void TestBlasInfo::descriptionNamesLibraryAndKernel()
{
    BlasInfo info;
    info.blasLibrary = info.lapackLibrary = "/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblasp-r0.3.21.so";
    info.openblasConfig = "OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY Haswell MAX_THREADS=64";
    info.openblasCore = "Haswell";
    info.openblasThreads = 2;
    QCOMPARE(
        QString::fromStdString(describeBlas(info)),
        QStringLiteral("OpenBLAS 0.3.21 DYNAMIC_ARCH NO_AFFINITY Haswell MAX_THREADS=64, kernel Haswell, 2 threads: "
                       "/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblasp-r0.3.21.so"));
    info.openblasThreads = 1;
    QVERIFY(describeBlas(info).find(", 1 thread: ") != std::string::npos);
    // The description of this process names the file the maps show.
    const std::string here = describeBlas(loadedBlas());
    QVERIFY2(here.ends_with(": " + mappedFileAt(reinterpret_cast<const void *>(&dsyevd_))), here.c_str());
}

void TestBlasInfo::descriptionWithoutOpenBlas()
{
    BlasInfo info;
    info.blasLibrary = "/usr/lib/x86_64-linux-gnu/blas/libblas.so.3.11.0";
    info.lapackLibrary = "/usr/lib/x86_64-linux-gnu/lapack/liblapack.so.3.11.0";
    QCOMPARE(QString::fromStdString(describeBlas(info)),
             QStringLiteral("not OpenBLAS: BLAS /usr/lib/x86_64-linux-gnu/blas/libblas.so.3.11.0, "
                            "LAPACK /usr/lib/x86_64-linux-gnu/lapack/liblapack.so.3.11.0"));
    info.lapackLibrary.clear();
    QVERIFY(describeBlas(info).ends_with("LAPACK not loaded"));
}

QTEST_GUILESS_MAIN(TestBlasInfo)
#include "tst_blasinfo.moc"
