# SPDX-License-Identifier: MIT
# What a unit reads when it includes only instrumented headers whose hooks are declarations only:
# their prologue (recrash-instrument's rewriting/output_files.cpp) must read nothing of cereal or
# Boost, which cost such a unit most of its compile time. The same headers with the definitions
# must read cereal, or this check would pass for the wrong reason.
#
#   cmake -DCOMPILER=<c++> -DINCLUDE=<recrash's include dir> -DWORK=<dir> -P light_hook_headers.cmake
foreach(variable COMPILER INCLUDE WORK)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "light_hook_headers.cmake: -D${variable}= is required")
  endif()
endforeach()
file(MAKE_DIRECTORY "${WORK}")

function(read_headers name text out)
  file(WRITE "${WORK}/${name}.cpp" "${text}")
  execute_process(COMMAND "${COMPILER}" -std=c++17 -M -isystem "${INCLUDE}" "${WORK}/${name}.cpp"
                  OUTPUT_VARIABLE dependencies ERROR_VARIABLE errors RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${name}: the compiler failed:\n${errors}")
  endif()
  set(${out} "${dependencies}" PARENT_SCOPE)
endfunction()

read_headers(declarations_only [=[
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
]=] light)
string(REGEX MATCHALL "[^ \\\n]*/(cereal|boost)/[^ \\\n]*" heavy "${light}")
if(heavy)
  list(JOIN heavy "\n  " listed)
  message(FATAL_ERROR "the declarations-only hook headers read:\n  ${listed}")
endif()

read_headers(definitions [=[
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
]=] full)
if(NOT full MATCHES "/cereal/")
  message(FATAL_ERROR "the hook headers with their definitions read nothing of cereal: this check checks nothing")
endif()
message(STATUS "declarations-only hook headers read nothing of cereal or Boost")
