# Runs a program and checks its exit status and what it prints.
# cmake -DPROGRAM=<path> [-DARGS=<a;b;...>] -DEXPECTED=<text> -P expect_output.cmake
#   exits with status 0 and prints exactly EXPECTED on standard output;
# cmake -DPROGRAM=<path> [-DARGS=<a;b;...>] -DEXIT_CODE=<n> -DEXPECTED_ERROR=<text> -P expect_output.cmake
#   exits with status n, prints nothing on standard output and EXPECTED_ERROR as the last line of
#   standard error (Qt may warn of its own setup before it, e.g. of an unset XDG_RUNTIME_DIR).
if(NOT DEFINED EXIT_CODE)
    set(EXIT_CODE 0)
endif()
execute_process(COMMAND ${PROGRAM} ${ARGS}
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors
    OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_STRIP_TRAILING_WHITESPACE)
if(NOT status STREQUAL EXIT_CODE)
    message(FATAL_ERROR "${PROGRAM} ${ARGS} exited with '${status}', expected '${EXIT_CODE}'\nstdout: ${output}\nstderr: ${errors}")
endif()
if(NOT output STREQUAL "${EXPECTED}")
    message(FATAL_ERROR "${PROGRAM} ${ARGS} printed '${output}', expected '${EXPECTED}'\nstderr: ${errors}")
endif()
if(DEFINED EXPECTED_ERROR)
    string(REGEX REPLACE ".*\n" "" last_error_line "${errors}")
    if(NOT last_error_line STREQUAL EXPECTED_ERROR)
        message(FATAL_ERROR "${PROGRAM} ${ARGS} printed '${errors}' on standard error, expected '${EXPECTED_ERROR}' as its last line")
    endif()
endif()
message(STATUS "${PROGRAM} ${ARGS}: exit ${status}: ${output}${errors}")
