# SPDX-License-Identifier: MIT
# Which types' saving code (recrash::detail::save_value<T>) an object file defines and which it
# only refers to: a program's unit that includes a header copy with the definitions compiles
# that of its templates' instantiations, and refers to the library's for the header's other types.
#
#   cmake -DNM=<nm> -DOBJECT=<object file> -DDEFINES=<type>;... -DREFERS=<type>;... -P check_saving_code.cmake
#
# Each type as nm -C prints it inside save_value<...> (a regular expression).
foreach(variable NM OBJECT DEFINES REFERS)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "check_saving_code.cmake: -D${variable}= is required")
  endif()
endforeach()
execute_process(COMMAND "${NM}" -C "${OBJECT}" OUTPUT_VARIABLE symbols RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${NM} could not read ${OBJECT}")
endif()
set(failures "")
foreach(type IN LISTS DEFINES)
  if(NOT symbols MATCHES " [TW] [^\n]*recrash::detail::save_value<${type}>\\(")
    string(APPEND failures "\n  defines no saving code of ${type}")
  endif()
endforeach()
foreach(type IN LISTS REFERS)
  if(symbols MATCHES " [TW] [^\n]*recrash::detail::save_value<${type}>\\(")
    string(APPEND failures "\n  compiles the saving code of ${type}, which its library instantiates")
  elseif(NOT symbols MATCHES " [Uw] [^\n]*recrash::detail::save_value<${type}>\\(")
    string(APPEND failures "\n  does not refer to the saving code of ${type}: the check checks nothing")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "${OBJECT}:${failures}")
endif()
message(STATUS "${OBJECT}: defines the saving code of ${DEFINES}, refers to that of ${REFERS}")
