# SPDX-License-Identifier: MIT
# Run by recrash_instrument's build (cmake -P) after recrash-instrument wrote every copy of a
# target's sources: gives what several units could compile to one source of the target, so that
# it is compiled once rather than in every unit that includes a header or makes an instantiation:
# each registration of a polymorphic class (a header's class with no key function, whose vtable
# every unit has; a class template's instantiation), with the class's saving and loading code,
# the saving code of each type the hooks record, and each header class's serializer for saving.
#
#   cmake -DCOPIES=<file naming the copies, one a line> -P RecrashAssignRegistrations.cmake
#
# Each copy's <copy>.registrations.txt lists what it could register ("symbol line", from
# recrash-instrument --registrations-list), and the types whose saving code it could instantiate
# (RECRASH_INSTANTIATE_VALUE lines) and the header classes whose serializers it could instantiate
# (RECRASH_INSTANTIATE_SERIALIZER lines); of the copies that list a symbol, the one that lists the most
# gets it (the first in COPIES among equals); the others declare the values it instantiates.
# Writes every <copy>.registrations.inc (the copy includes its own at its end), each only when
# its text changed, so that a copy whose share did not change is not compiled again; and, beside
# COPIES, recrash-loaders.cpp, which includes the header copies that list themselves
# ("recrash_loaders_<hash> #include \"<copy>\"") with RECRASH_LOADERS defined, and the macros of the
# key functions the sources define ("recrash_loaders_<hash> #define <macro>"): the generated tests
# compile it, and so load the classes the library registers for saving only.
cmake_minimum_required(VERSION 3.16)
if(NOT DEFINED COPIES OR NOT EXISTS "${COPIES}")
  message(FATAL_ERROR "RecrashAssignRegistrations.cmake: -DCOPIES=<file> naming the copies is required")
endif()
file(STRINGS "${COPIES}" copies)

# A file the build compiles is written only when its text changed: what includes it is then not
# compiled again.
function(write_if_changed file text)
  set(old "")
  if(EXISTS "${file}")
    file(READ "${file}" old)
  endif()
  if(NOT old STREQUAL text)
    file(WRITE "${file}" "${text}")
  endif()
endfunction()

# Each copy's candidates, kept in copy_<index> (a registration may hold ';', which a CMake list
# would split on: a class template's instantiation is named through aliases, a value's line ends
# with one; kept aside until the line is written).
set(index 0)
set(order "")
set(loaders "")
set(key_functions "")
foreach(copy IN LISTS copies)
  set(lines "")
  if(EXISTS "${copy}.registrations.txt")
    file(READ "${copy}.registrations.txt" lines)
    string(REPLACE ";" "@RECRASH_SEMICOLON@" lines "${lines}")
    string(REGEX REPLACE "\n$" "" lines "${lines}")
    string(REPLACE "\n" ";" lines "${lines}")
  endif()
  # The header copies that load their classes for the tests (the loaders source includes them),
  # and the key functions the source defines, whose classes the loaders may load.
  set(listed "${lines}")
  list(FILTER listed INCLUDE REGEX "^recrash_loaders_[0-9a-f]+ #(include|define) ")
  list(FILTER lines EXCLUDE REGEX "^recrash_loaders_[0-9a-f]+ #(include|define) ")
  foreach(line IN LISTS listed)
    string(REGEX REPLACE "^recrash_loaders_[0-9a-f]+ " "" line "${line}")
    if(line MATCHES "^#define ")
      list(APPEND key_functions "${line}")
    else()
      list(APPEND loaders "${line}")
    endif()
  endforeach()
  set(copy_${index} "${lines}")
  list(LENGTH lines count)
  # The copies that list the most come first, in the target's order among equals: the shared
  # saving code of a target's types (what its classes reach) is then instantiated in few units.
  math(EXPR rank "100000 - ${count}")
  math(EXPR position "100000 + ${index}")
  list(APPEND order "${rank}_${position}")
  math(EXPR index "${index} + 1")
endforeach()
list(SORT order)

foreach(key IN LISTS order)
  string(REGEX REPLACE "^.*_" "" position "${key}")
  math(EXPR index "${position} - 100000")
  foreach(line IN LISTS copy_${index})
    if(NOT line MATCHES "^([A-Za-z_][A-Za-z0-9_]*) (.+)$")
      list(GET copies ${index} copy)
      string(REPLACE "@RECRASH_SEMICOLON@" ";" line "${line}")
      message(FATAL_ERROR "${copy}.registrations.txt: not a \"symbol registration\" line: ${line}")
    endif()
    if(NOT DEFINED owner_${CMAKE_MATCH_1})
      set(owner_${CMAKE_MATCH_1} ${index})
    endif()
  endforeach()
endforeach()

set(index 0)
foreach(copy IN LISTS copies)
  set(text "// Written by recrash_instrument: what this unit compiles for its whole target, and what others do.\n")
  set(mine "")
  set(elsewhere "")
  foreach(line IN LISTS copy_${index})
    string(REPLACE "@RECRASH_SEMICOLON@" ";" line "${line}")
    string(REGEX MATCH "^([A-Za-z_][A-Za-z0-9_]*) (.+)$" line "${line}")
    set(symbol "${CMAKE_MATCH_1}")
    set(registration "${CMAKE_MATCH_2}")
    if(owner_${symbol} EQUAL index)
      string(APPEND mine "${registration}\nRECRASH_REGISTERED_HERE(${symbol})\n")
    elseif(registration MATCHES "^RECRASH_INSTANTIATE_VALUE\\((.*)$")
      # A value another unit instantiates: declared so, and that unit linked with this one.
      string(APPEND elsewhere "RECRASH_VALUE_ELSEWHERE(${CMAKE_MATCH_1}\nRECRASH_REGISTERED_ELSEWHERE(${symbol})\n")
    elseif(registration MATCHES "^RECRASH_INSTANTIATE_SERIALIZER\\((.*)$")
      # A header class's serializer another unit instantiates: a unit that uses it refers to it.
      string(APPEND elsewhere "RECRASH_SERIALIZER_ELSEWHERE(${CMAKE_MATCH_1}\n")
    endif()
  endforeach()
  if(mine)
    # The copy included the hooks with or without the code that saves values (recrash-instrument
    # leaves it out of a source whose unit may have nothing to instantiate): its share needs it.
    string(APPEND text "#include <recrash/detail/value_traits.hpp>\n#include <recrash/polymorphic.hpp>\n${mine}")
  endif()
  if(elsewhere)
    string(APPEND text "#include <recrash/serializer_declarations.hpp>\n${elsewhere}")
  endif()
  write_if_changed("${copy}.registrations.inc" "${text}")
  math(EXPR index "${index} + 1")
endforeach()

# The loaders source, which the projects recrash-gen writes compile: what loads the classes of
# the target's headers that the library registers for saving only (recrash/polymorphic.hpp's
# RECRASH_POLYMORPHIC_LOADED_TYPE, in each header copy's RECRASH_LOADERS block).
# A class with a key function is loaded only if a source of the target defines that function
# (the header copy tests its macro): one whose definitions an #if left out has no vtable to link.
list(REMOVE_DUPLICATES loaders)
list(SORT loaders)
list(REMOVE_DUPLICATES key_functions)
list(SORT key_functions)
# It starts as the library's own sources do, with recrash's definitions (and the standard headers
# they read) before any header's copy: a header that counts on its includers for a standard header
# (cxxopts 3.0 uses std::numeric_limits without <limits>) compiles here as it does there.
string(CONCAT text "// Written by recrash_instrument: compiled by the tests recrash-gen writes, not by the library.\n"
         "// What loads the polymorphic classes of the library's headers, which the library itself only saves.\n"
         "#define RECRASH_LOADERS\n"
         "#define RECRASH_TEMPLATE_VALUES\n"
         "#include <recrash/frame.hpp>\n"
         "#include <recrash/generated_serializers.hpp>\n"
         "#include <recrash/polymorphic.hpp>\n")
foreach(line IN LISTS key_functions loaders)
  string(REPLACE "@RECRASH_SEMICOLON@" ";" line "${line}")
  string(APPEND text "${line}\n")
endforeach()
get_filename_component(out "${COPIES}" DIRECTORY)
write_if_changed("${out}/recrash-loaders.cpp" "${text}")
