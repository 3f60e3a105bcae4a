# SPDX-License-Identifier: MIT
# That one object file of a target defines a function (a header class's serializer that
# recrash_instrument gave one source to compile) and that another refers to it, compiling none.
#
#   cmake -DNM=<nm> -DOBJECTS=<object file>;... -DSYMBOL=<regular expression of nm -C's name>
#         -P check_compiled_once.cmake
foreach(variable NM OBJECTS SYMBOL)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "check_compiled_once.cmake: -D${variable}= is required")
  endif()
endforeach()
set(definers "")
set(referrers "")
foreach(object IN LISTS OBJECTS)
  execute_process(COMMAND "${NM}" -C "${object}" OUTPUT_VARIABLE symbols RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${NM} could not read ${object}")
  endif()
  get_filename_component(name "${object}" NAME)
  if(symbols MATCHES " [TW] ${SYMBOL}")
    list(APPEND definers "${name}")
  elseif(symbols MATCHES " U ${SYMBOL}")
    list(APPEND referrers "${name}")
  endif()
endforeach()
list(LENGTH definers count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "expected one object to define ${SYMBOL}; found: '${definers}'")
endif()
if(NOT referrers)
  message(FATAL_ERROR "no other object refers to ${SYMBOL}: the check checks nothing")
endif()
message(STATUS "${definers} defines ${SYMBOL}; ${referrers} refer to it")
