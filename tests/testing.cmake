# What every test build shares (the full build's tests/CMakeLists.txt and the sanitizer build's
# top-level configuration include it): the data paths and isoscope_add_test.
set(ISOSCOPE_TEST_DATA_DIR ${CMAKE_CURRENT_LIST_DIR}/data)
set(ISOSCOPE_RESOURCE_DIR ${PROJECT_SOURCE_DIR}/resources)
# No test writes to the user's real cache folder: a test that makes no temporary cache folder of its
# own gets this one in the build tree (models are opened through the HDF5 cache by default).
set(ISOSCOPE_TEST_CACHE_DIR ${PROJECT_BINARY_DIR}/tests/cache)

# isoscope_add_test(<name> SOURCES <files...> LIBS <targets...> [LABELS <labels...>])
function(isoscope_add_test name)
    cmake_parse_arguments(T "" "" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${name} ${T_SOURCES})
    target_link_libraries(${name} PRIVATE ${T_LIBS} Qt6::Test)
    target_compile_definitions(${name} PRIVATE
        ISOSCOPE_TEST_DATA_DIR="${ISOSCOPE_TEST_DATA_DIR}"
        ISOSCOPE_RESOURCE_DIR="${ISOSCOPE_RESOURCE_DIR}"
        ISOSCOPE_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
        ISOSCOPE_BINARY_DIR="${PROJECT_BINARY_DIR}")
    set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;ISOSCOPE_CACHE_DIR=${ISOSCOPE_TEST_CACHE_DIR}" LABELS "${T_LABELS}")
endfunction()
