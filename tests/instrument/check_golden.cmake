# SPDX-License-Identifier: MIT
# One golden case of recrash-instrument: instruments golden/<case>/input/*.cpp, compares every
# file written (the copies, skipped.txt, the report, and immutability.txt, the classification of
# each hooked function's receiver and parameters) with golden/<case>/expected/, then
# compiles the instrumented sources with the project's warnings as errors.
#
#   cmake -DTOOL=... -DCASE=<case dir> -DWORK=<scratch dir> -DCXX=<compiler> -DRECRASH_INCLUDE=<dir>
#         -P check_golden.cmake
#
# In the case directory, optional: options.txt (more arguments for the tool, one a line, @CASE@
# replaced),
# flags.txt (compiler flags instead of -std=c++17 -O2, one a line, @CASE@ replaced),
# compile_commands.json.in (a compilation database, @INPUT@ and @OUT@ replaced, used instead of
# the fixed "-- -std=c++17 -O2 -I<input>"), stale/ (files put in the output directory first).
# RECRASH_UPDATE_GOLDEN=1 in the environment rewrites expected/ from what the tool wrote.
cmake_minimum_required(VERSION 3.20)

set(INPUT "${CASE}/input")
set(OUT "${WORK}/out")
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${OUT}")
if(IS_DIRECTORY "${CASE}/stale")
  file(COPY "${CASE}/stale/" DESTINATION "${OUT}")
endif()

file(GLOB sources LIST_DIRECTORIES false "${INPUT}/*.cpp")
list(SORT sources)
# Optimised, as a release build is: a unit built without optimisation gets one body per function
# (the case unoptimized_unit has no -O).
set(flags -std=c++17 -O2)
if(EXISTS "${CASE}/flags.txt")
  file(STRINGS "${CASE}/flags.txt" lines)
  set(flags "")
  foreach(line IN LISTS lines)
    string(CONFIGURE "${line}" line @ONLY)
    list(APPEND flags "${line}")
  endforeach()
endif()
set(options "")
if(EXISTS "${CASE}/options.txt")
  file(STRINGS "${CASE}/options.txt" lines)
  foreach(line IN LISTS lines)
    string(CONFIGURE "${line}" line @ONLY)
    list(APPEND options "${line}")
  endforeach()
endif()
if(EXISTS "${CASE}/compile_commands.json.in")
  configure_file("${CASE}/compile_commands.json.in" "${WORK}/db/compile_commands.json" @ONLY)
  set(database -p "${WORK}/db")
else()
  set(database -- ${flags} "-I${INPUT}")
endif()

execute_process(
  COMMAND "${TOOL}" --source-root "${INPUT}" --output-dir "${OUT}" --report "${OUT}/skipped.txt"
          --immutability-report "${OUT}/immutability.txt" ${options}
          ${sources} ${database}
  RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "recrash-instrument failed (${status}):\n${output}")
endif()

# The copies name their originals by absolute path (#line): expected/ says @INPUT@ for this
# checkout's input directory; a header's copy ends with a hash of its original and of the tool
# itself (its size and time), which expected/ says @GENERATION@ for.
file(GLOB_RECURSE written LIST_DIRECTORIES false RELATIVE "${OUT}" "${OUT}/*")
foreach(name IN LISTS written)
  file(READ "${OUT}/${name}" text)
  string(REPLACE "${OUT}" "@OUTPUT@" text "${text}")
  string(REPLACE "${INPUT}" "@INPUT@" text "${text}")
  string(REGEX REPLACE "// recrash-instrument copy [0-9a-f]+:" "// recrash-instrument copy @GENERATION@:" text "${text}")
  file(WRITE "${WORK}/compared/${name}" "${text}")
endforeach()

if("$ENV{RECRASH_UPDATE_GOLDEN}" STREQUAL "1")
  file(REMOVE_RECURSE "${CASE}/expected")
  file(COPY "${WORK}/compared/" DESTINATION "${CASE}/expected")
  message(STATUS "rewrote ${CASE}/expected")
endif()

file(GLOB_RECURSE expected LIST_DIRECTORIES false RELATIVE "${CASE}/expected" "${CASE}/expected/*")
list(SORT written)
list(SORT expected)
if(NOT written STREQUAL expected)
  message(FATAL_ERROR "the tool wrote [${written}], expected [${expected}]")
endif()
set(mismatches "")
foreach(name IN LISTS written)
  file(READ "${WORK}/compared/${name}" got)
  file(READ "${CASE}/expected/${name}" want)
  if(NOT got STREQUAL want)
    execute_process(COMMAND diff -u "${CASE}/expected/${name}" "${WORK}/compared/${name}" OUTPUT_VARIABLE difference)
    string(APPEND mismatches "${name} differs:\n${difference}\n")
  endif()
endforeach()
if(mismatches)
  message(FATAL_ERROR "${mismatches}(RECRASH_UPDATE_GOLDEN=1 rewrites the expected files)")
endif()

# What the tool wrote must compile, warning-free, against recrash's headers.
file(GLOB_RECURSE copies LIST_DIRECTORIES false "${OUT}/*.cpp")
foreach(copy IN LISTS copies)
  execute_process(
    COMMAND "${CXX}" ${flags} -fsyntax-only -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
            -Werror "-I${OUT}" "-I${INPUT}" "-I${RECRASH_INCLUDE}" "${copy}"
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${copy} does not compile:\n${output}")
  endif()
endforeach()
