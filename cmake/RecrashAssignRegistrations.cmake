# SPDX-License-Identifier: MIT
# Run by recrash_instrument's build (cmake -P) after recrash-instrument wrote every copy of a
# target's sources: gives each registration that several units could make (a header's polymorphic
# class with no key function, whose vtable every unit has; a class template's instantiation) to
# one source of the target, so that the class's saving and loading code is compiled once rather
# than in every unit that includes its header or makes the instantiation.
#
#   cmake -DCOPIES=<file naming the copies, one a line> -P RecrashAssignRegistrations.cmake
#
# Each copy's <copy>.registrations.txt lists what it could register ("symbol line", from
# recrash-instrument --registrations-list); the first copy in COPIES that lists a symbol gets it.
# Writes every <copy>.registrations.inc (the copy includes its own at its end), each only when
# its text changed, so that a copy whose share did not change is not compiled again.
cmake_minimum_required(VERSION 3.16)
if(NOT DEFINED COPIES OR NOT EXISTS "${COPIES}")
  message(FATAL_ERROR "RecrashAssignRegistrations.cmake: -DCOPIES=<file> naming the copies is required")
endif()
file(STRINGS "${COPIES}" copies)
set(given "")
foreach(copy IN LISTS copies)
  set(text "// Written by recrash_instrument: what this unit registers for its whole target.\n")
  set(lines "")
  if(EXISTS "${copy}.registrations.txt")
    # A registration may hold ';' (a class template's instantiation is named through aliases),
    # which a CMake list would split on: kept aside until the line is written.
    file(READ "${copy}.registrations.txt" lines)
    string(REPLACE ";" "@RECRASH_SEMICOLON@" lines "${lines}")
    string(REGEX REPLACE "\n$" "" lines "${lines}")
    string(REPLACE "\n" ";" lines "${lines}")
  endif()
  set(mine "")
  foreach(line IN LISTS lines)
    string(REPLACE "@RECRASH_SEMICOLON@" ";" line "${line}")
    if(NOT line MATCHES "^([A-Za-z_][A-Za-z0-9_]*) (.+)$")
      message(FATAL_ERROR "${copy}.registrations.txt: not a \"symbol registration\" line: ${line}")
    endif()
    set(symbol "${CMAKE_MATCH_1}")
    set(registration "${CMAKE_MATCH_2}")
    if(symbol IN_LIST given)
      continue()
    endif()
    list(APPEND given "${symbol}")
    string(APPEND mine "${registration}\nRECRASH_REGISTERED_HERE(${symbol})\n")
  endforeach()
  if(mine)
    string(APPEND text "#include <recrash/polymorphic.hpp>\n${mine}")
  endif()
  set(inc "${copy}.registrations.inc")
  set(old "")
  if(EXISTS "${inc}")
    file(READ "${inc}" old)
  endif()
  if(NOT old STREQUAL text)
    file(WRITE "${inc}" "${text}")
  endif()
endforeach()
