# What every test build shares (the full build's tests/CMakeLists.txt and the sanitizer build's
# top-level configuration include it): the data paths, the fastText tests' program and corpus,
# and isoscope_add_test.
set(ISOSCOPE_TEST_DATA_DIR ${CMAKE_CURRENT_LIST_DIR}/data)
set(ISOSCOPE_RESOURCE_DIR ${PROJECT_SOURCE_DIR}/resources)
# No test writes to the user's real cache folder: a test that makes no temporary cache folder of its
# own gets this one in the build tree (models are opened through the HDF5 cache by default).
set(ISOSCOPE_TEST_CACHE_DIR ${PROJECT_BINARY_DIR}/tests/cache)

# The fastText tests (tests/fasttextmodels.h) train tiny real models at test time with Debian's
# fasttext program, on the STS-B sentences: from the repository's resources where they are shipped,
# else from the shared data beside the checkout (as CI lays it out; two levels up for a worktree),
# else on the user guide's text. -DISOSCOPE_FASTTEXT_CORPUS=FILE chooses another.
find_program(FASTTEXT_PROGRAM fasttext REQUIRED)
# Every other program the tests run, found now rather than missed by a test later: the content hash's
# peer (xxhsum), LibreOffice and poppler for the report's office check, Debian's Python with NumPy,
# SciPy and h5py for the reference computations (tests/reference). packaging/common.sh's test
# packages bring them all; nothing is left out when one is missing.
if(NOT ISOSCOPE_FUZZ)
    foreach(program IN ITEMS xxhsum soffice pdftotext pdfimages)
        string(TOUPPER "ISOSCOPE_${program}_PROGRAM" variable)
        find_program(${variable} ${program} REQUIRED)
    endforeach()
endif()
execute_process(COMMAND /usr/bin/python3 -c "import numpy, scipy, h5py"
    RESULT_VARIABLE python_status ERROR_VARIABLE python_error OUTPUT_QUIET)
if(NOT python_status EQUAL 0)
    message(FATAL_ERROR "The tests need Debian's /usr/bin/python3 with NumPy, SciPy and h5py "
        "(python3-numpy python3-scipy python3-h5py: packaging/common.sh's test packages): ${python_error}")
endif()
set(ISOSCOPE_FASTTEXT_CORPUS "" CACHE FILEPATH "Text the fastText tests train their models on (default: STS-B)")
set(fasttext_corpus ${ISOSCOPE_FASTTEXT_CORPUS})
if(NOT fasttext_corpus)
    set(fasttext_corpus ${PROJECT_SOURCE_DIR}/docs/user-guide.md)
    foreach(candidate IN ITEMS ${PROJECT_SOURCE_DIR}/resources/benchmarks/stsbenchmark/sts-train.csv
                               ${PROJECT_SOURCE_DIR}/../shared/data/benchmarks/stsbenchmark/sts-train.csv
                               ${PROJECT_SOURCE_DIR}/../../shared/data/benchmarks/stsbenchmark/sts-train.csv)
        if(EXISTS ${candidate})
            set(fasttext_corpus ${candidate})
            break()
        endif()
    endforeach()
endif()
message(STATUS "fastText tests train on ${fasttext_corpus}")
set(ISOSCOPE_FASTTEXT_DEFINITIONS ISOSCOPE_FASTTEXT_PROGRAM="${FASTTEXT_PROGRAM}"
    ISOSCOPE_FASTTEXT_CORPUS="${fasttext_corpus}")

# What every test program is compiled and linked with (isoscope_add_test, and the precompiled headers'
# host below, whose flags must be the same).
function(isoscope_test_settings target)
    target_link_libraries(${target} PRIVATE ${ARGN} Qt6::Test)
    # The tests' own helpers are included as "tests/...": core alone does not export the root.
    target_include_directories(${target} PRIVATE ${PROJECT_SOURCE_DIR})
    target_compile_definitions(${target} PRIVATE
        ISOSCOPE_TEST_DATA_DIR="${ISOSCOPE_TEST_DATA_DIR}"
        ISOSCOPE_RESOURCE_DIR="${ISOSCOPE_RESOURCE_DIR}"
        ISOSCOPE_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
        ISOSCOPE_BINARY_DIR="${PROJECT_BINARY_DIR}")
endfunction()

# isoscope_test_pch(<host> LIBS <targets...> HEADERS <headers...>): the headers that a folder's tests
# all parse (Qt Test, Qt Widgets, Eigen, the standard library), compiled once into a precompiled header
# that every test of the folder made afterwards by isoscope_add_test reuses. Each test would otherwise
# parse them again: tst_pvalues.cpp compiles in 1.0 s with it and 2.9 s without (tst_weat.cpp 3.9 and
# 6.0 s; one core of the CI machine), for about 130 test files. The host is an object library with the
# tests' own flags. Not in the sanitizer configuration (ISOSCOPE_FUZZ, clang): there the core and
# command-line tests compile without it, which also shows that each of them includes what it uses.
function(isoscope_test_pch host)
    cmake_parse_arguments(T "" "" "LIBS;HEADERS" ${ARGN})
    if(ISOSCOPE_FUZZ)
        return()
    endif()
    file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/${host}.cpp CONTENT "// The precompiled headers' host.\n")
    add_library(${host} OBJECT ${CMAKE_CURRENT_BINARY_DIR}/${host}.cpp)
    isoscope_test_settings(${host} ${T_LIBS})
    target_precompile_headers(${host} PRIVATE ${T_HEADERS})
    set(ISOSCOPE_TEST_PCH ${host} PARENT_SCOPE)
endfunction()

# The hostile suite (issue 31): the tests of crafted inputs (files, names, studies, settings, numbers
# that are wrong on purpose), labelled `hostile` beside their own label (ctest -L hostile), each
# bounded in time (TIMEOUT) and in memory: an address-space limit (prlimit --as, RLIMIT_AS), which the
# programs a test starts (isoscope-cli) inherit, so that an allocation that grows with a hostile
# count fails instead of taking the machine; not under the sanitizers (ISOSCOPE_FUZZ), whose shadow
# memory reserves terabytes of address space. Each test prints its tally (tests/hostilecases.h) and
# writes it to hostile-tally/<test>.txt in the build folder, which tests/hostile/summarize.py sums into
# one line (packaging/test.sh prints it). The fuzzers (tests/fuzz) run beside them.
set(ISOSCOPE_HOSTILE_TESTS tst_escape tst_fasttext tst_hostilehdf5 tst_settingranges tst_weatcheck
    tst_hostilenames tst_inputwarnings tst_hostilenamesexport tst_hostilemodels tst_receivedstudy)
set(ISOSCOPE_HOSTILE_TIMEOUT 180) # seconds; the slowest (tst_hostilenames) takes about 15 here
set(ISOSCOPE_HOSTILE_MEMORY_MB 2048) # address space, not resident memory; each passes at 1,536
set(ISOSCOPE_HOSTILE_TALLY_DIR ${PROJECT_BINARY_DIR}/tests/hostile-tally)
file(MAKE_DIRECTORY ${ISOSCOPE_HOSTILE_TALLY_DIR})
if(NOT ISOSCOPE_FUZZ)
    find_program(ISOSCOPE_PRLIMIT_PROGRAM prlimit REQUIRED) # util-linux
endif()

# isoscope_add_test(<name> SOURCES <files...> LIBS <targets...> [LABELS <labels...>] [NO_PCH])
# NO_PCH: a test linked with more Qt modules than its folder's others (Qt defines QT_<MODULE>_LIB, which
# Qt Test's headers read) cannot use the folder's precompiled header: gcc would refuse it (-Winvalid-pch,
# an error here).
function(isoscope_add_test name)
    cmake_parse_arguments(T "NO_PCH" "" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${name} ${T_SOURCES})
    isoscope_test_settings(${name} ${T_LIBS})
    if(ISOSCOPE_TEST_PCH AND NOT T_NO_PCH)
        target_precompile_headers(${name} REUSE_FROM ${ISOSCOPE_TEST_PCH})
    endif()
    set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
    set(command ${name})
    set(labels ${T_LABELS})
    set(environment "QT_QPA_PLATFORM=offscreen" "ISOSCOPE_CACHE_DIR=${ISOSCOPE_TEST_CACHE_DIR}")
    if(name IN_LIST ISOSCOPE_HOSTILE_TESTS)
        list(APPEND labels hostile)
        list(APPEND environment "ISOSCOPE_HOSTILE_TALLY=${ISOSCOPE_HOSTILE_TALLY_DIR}/${name}.txt")
        if(NOT ISOSCOPE_FUZZ)
            math(EXPR bytes "${ISOSCOPE_HOSTILE_MEMORY_MB} * 1024 * 1024")
            set(command ${ISOSCOPE_PRLIMIT_PROGRAM} --as=${bytes} $<TARGET_FILE:${name}>)
        endif()
    endif()
    add_test(NAME ${name} COMMAND ${command})
    # Nothing is skipped quietly: a test function that skips itself (QSKIP prints "SKIP   :") fails the
    # test, in CI and everywhere; a test that cannot run where it is says why and fails.
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "${environment}" LABELS "${labels}"
        FAIL_REGULAR_EXPRESSION "SKIP   : ")
    if(name IN_LIST ISOSCOPE_HOSTILE_TESTS)
        set_tests_properties(${name} PROPERTIES TIMEOUT ${ISOSCOPE_HOSTILE_TIMEOUT})
    endif()
endfunction()
