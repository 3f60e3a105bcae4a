# SPDX-License-Identifier: MIT
# recrash_set_warnings(<target>): the project's warnings, PRIVATE to the target.
function(recrash_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion)
  if(RECRASH_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
