# SPDX-License-Identifier: MIT
# That a unit compiles no code that saves values, an instrumented one the build gave no type or a
# program's that only includes instrumented headers: it defines no recrash::detail::save_value<T>
# and nothing of cereal's (the copies it read included the hooks with declarations only), and
# refers to the saving code another unit compiles (with REFERS, that of each type listed, a
# regular expression of the type as nm -C prints it inside save_value<...>).
#
#   cmake -DNM=<nm> -DOBJECTS=<object file>;... -DUNIT=<file name of the unit's object> [-DREFERS=<type>;...]
#         -P check_no_saving_code.cmake
foreach(variable NM OBJECTS UNIT)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "check_no_saving_code.cmake: -D${variable}= is required")
  endif()
endforeach()
set(object "")
foreach(candidate IN LISTS OBJECTS)
  get_filename_component(name "${candidate}" NAME)
  if(name STREQUAL "${UNIT}")
    set(object "${candidate}")
  endif()
endforeach()
if(NOT object)
  message(FATAL_ERROR "no object named ${UNIT} among ${OBJECTS}")
endif()
execute_process(COMMAND "${NM}" -C "${object}" OUTPUT_VARIABLE symbols RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${NM} could not read ${object}")
endif()
string(REGEX MATCHALL "[^\n]* [TtW] [^\n]*(recrash::detail::save_value<|cereal::)[^\n]*" defined "${symbols}")
if(defined)
  list(JOIN defined "\n  " listed)
  message(FATAL_ERROR "${object} compiles code that saves values:\n  ${listed}")
endif()
if(NOT symbols MATCHES " [Uw] [^\n]*recrash::detail::save_value<")
  message(FATAL_ERROR "${object} refers to no saving code: the check checks nothing")
endif()
foreach(type IN LISTS REFERS)
  if(NOT symbols MATCHES " [Uw] [^\n]*recrash::detail::save_value<${type}>\\(")
    message(FATAL_ERROR "${object} does not refer to the saving code of ${type}")
  endif()
endforeach()
message(STATUS "${object}: compiles no saving code, refers to its target's")
