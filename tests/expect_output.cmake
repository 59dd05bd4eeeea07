# Runs a program and checks that it exits with status 0 and prints exactly the expected text.
# cmake -DPROGRAM=<path> [-DARGS=<a;b;...>] -DEXPECTED=<text> -P expect_output.cmake
execute_process(COMMAND ${PROGRAM} ${ARGS}
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors
    OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT status STREQUAL "0")
    message(FATAL_ERROR "${PROGRAM} ${ARGS} exited with '${status}'\nstdout: ${output}\nstderr: ${errors}")
endif()
if(NOT output STREQUAL EXPECTED)
    message(FATAL_ERROR "${PROGRAM} ${ARGS} printed '${output}', expected '${EXPECTED}'\nstderr: ${errors}")
endif()
message(STATUS "${PROGRAM} ${ARGS}: ${output}")
