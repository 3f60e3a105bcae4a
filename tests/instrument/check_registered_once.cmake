# SPDX-License-Identifier: MIT
# Checks that one copy of a target's sources, and only it, registers a class of a header (its
# <copy>.registrations.inc holds the line), and that no header copy does.
#
#   cmake -DDIRECTORY=<recrash-instrumented/target> -DREGISTRATION=<line> -DEXPECTED=<copy's name>
#         -P check_registered_once.cmake
file(GLOB_RECURSE includes "${DIRECTORY}/*.registrations.inc")
set(holders "")
foreach(file IN LISTS includes)
  file(READ "${file}" text)
  string(FIND "${text}" "${REGISTRATION}" at)
  if(NOT at EQUAL -1)
    get_filename_component(name "${file}" NAME)
    list(APPEND holders "${name}")
  endif()
endforeach()
if(NOT holders STREQUAL "${EXPECTED}.registrations.inc")
  message(FATAL_ERROR "expected ${EXPECTED}.registrations.inc alone to hold ${REGISTRATION}; found: '${holders}'")
endif()
file(GLOB_RECURSE headers "${DIRECTORY}/*.hpp" "${DIRECTORY}/*.h")
foreach(file IN LISTS headers)
  file(READ "${file}" text)
  string(FIND "${text}" "${REGISTRATION}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "${file} registers the class too")
  endif()
endforeach()
message(STATUS "${REGISTRATION}: registered by ${EXPECTED} alone")
