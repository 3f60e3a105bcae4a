# SPDX-License-Identifier: MIT
# Checks cmake/RecrashAssignRegistrations.cmake on lists written here: the copy that lists the
# most gets every symbol it lists (the target's order among equals), a registration keeps its
# semicolons, the other copies declare the values it instantiates and refer to its symbols, the
# header copies the copies list as holding loaders are included once each by recrash-loaders.cpp
# (and by no .registrations.inc), and a line that is not "symbol registration" stops the build
# with the file's name.
#
#   cmake -DSCRIPT=<RecrashAssignRegistrations.cmake> -DWORK=<scratch directory> -P check_assign_registrations.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(aliases "namespace recrash::generated::instances { using T_1 = ::ns::Box<int>; using T_1_base0 = ::ns::Shape; } RECRASH_POLYMORPHIC_NAMED_TYPE(\"ns::Box<int>\", ::recrash::generated::instances::T_1, ::recrash::generated::instances::T_1_base0)")
set(shapes "recrash_loaders_00aa #include \"${WORK}/shapes.hpp\"")
set(canvas "recrash_loaders_00bb #include \"${WORK}/canvas.hpp\"")
file(WRITE "${WORK}/a.cpp.registrations.txt" "sym_box ${aliases}\n${shapes}\n")
file(WRITE "${WORK}/b.cpp.registrations.txt" "sym_box ${aliases}\nsym_int RECRASH_INSTANTIATE_VALUE(int);\nsym_strip RECRASH_POLYMORPHIC_TYPE(::ns::Strip, ::ns::Shape)\nsym_pad RECRASH_INSTANTIATE_SERIALIZER(::ns::Pad);\n${shapes}\n${canvas}\n")
file(WRITE "${WORK}/c.cpp.registrations.txt" "sym_int RECRASH_INSTANTIATE_VALUE(int);\nsym_pad RECRASH_INSTANTIATE_SERIALIZER(::ns::Pad);\n")
file(WRITE "${WORK}/copies.txt" "${WORK}/a.cpp\n${WORK}/b.cpp\n${WORK}/c.cpp\n${WORK}/d.cpp\n")

function(expect_in file text)
  file(READ "${WORK}/${file}.registrations.inc" content)
  string(FIND "${content}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${file}.registrations.inc lacks '${text}':\n${content}")
  endif()
endfunction()
function(expect_not_in file text)
  file(READ "${WORK}/${file}.registrations.inc" content)
  string(FIND "${content}" "${text}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "${file}.registrations.inc holds '${text}':\n${content}")
  endif()
endfunction()

execute_process(COMMAND ${CMAKE_COMMAND} -DCOPIES=${WORK}/copies.txt -P ${SCRIPT} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "RecrashAssignRegistrations.cmake failed: ${status}")
endif()
# b.cpp lists the most: it gets all three, the instantiation's aliases whole.
expect_in(b.cpp "${aliases}\nRECRASH_REGISTERED_HERE(sym_box)")
expect_in(b.cpp "RECRASH_INSTANTIATE_VALUE(int);\nRECRASH_REGISTERED_HERE(sym_int)")
expect_in(b.cpp "RECRASH_POLYMORPHIC_TYPE(::ns::Strip, ::ns::Shape)\nRECRASH_REGISTERED_HERE(sym_strip)")
# Its copy may have included the hooks with declarations only: its share brings the definitions.
expect_in(b.cpp "#include <recrash/detail/value_traits.hpp>")
# a.cpp, listed first, registers nothing (its copy already refers to the symbol).
expect_not_in(a.cpp "RECRASH")
# c.cpp declares int's saving code and links b.cpp.
expect_in(c.cpp "RECRASH_VALUE_ELSEWHERE(int);\nRECRASH_REGISTERED_ELSEWHERE(sym_int)")
expect_not_in(c.cpp "RECRASH_INSTANTIATE_VALUE")
# A header class's serializer: b.cpp instantiates it, c.cpp declares it (its objects refer to it).
expect_in(b.cpp "RECRASH_INSTANTIATE_SERIALIZER(::ns::Pad);\nRECRASH_REGISTERED_HERE(sym_pad)")
expect_in(c.cpp "RECRASH_SERIALIZER_ELSEWHERE(::ns::Pad);\n")
expect_not_in(c.cpp "RECRASH_INSTANTIATE_SERIALIZER")
# ... with the declarations of what its share names, and not the definitions (given no type, the
# unit compiles no saving code).
expect_in(c.cpp "#include <recrash/serializer_declarations.hpp>\nRECRASH_VALUE_ELSEWHERE(int);")
expect_not_in(c.cpp "value_traits.hpp")
# d.cpp listed nothing (a copy without a list): its file is written all the same.
expect_not_in(d.cpp "RECRASH")
# The loaders: each header copy once, after RECRASH_LOADERS is defined and recrash's definitions
# are included (as in the library's sources); no copy includes them.
file(READ "${WORK}/recrash-loaders.cpp" loaders)
string(CONCAT expected "#define RECRASH_LOADERS\n#define RECRASH_TEMPLATE_VALUES\n#include <recrash/frame.hpp>\n"
       "#include <recrash/generated_serializers.hpp>\n#include <recrash/polymorphic.hpp>\n"
       "#include \"${WORK}/canvas.hpp\"\n#include \"${WORK}/shapes.hpp\"\n")
string(FIND "${loaders}" "${expected}" at)
if(at EQUAL -1 OR loaders MATCHES "recrash_loaders_")
  message(FATAL_ERROR "recrash-loaders.cpp lacks '${expected}':\n${loaders}")
endif()
foreach(copy IN ITEMS a.cpp b.cpp c.cpp)
  expect_not_in(${copy} "shapes.hpp")
  expect_not_in(${copy} "canvas.hpp")
  expect_not_in(${copy} "recrash_loaders_")
endforeach()

file(APPEND "${WORK}/c.cpp.registrations.txt" "RECRASH_INSTANTIATE_VALUE(long);\n")
execute_process(COMMAND ${CMAKE_COMMAND} -DCOPIES=${WORK}/copies.txt -P ${SCRIPT} RESULT_VARIABLE status
                ERROR_VARIABLE error)
if(status EQUAL 0 OR NOT error MATCHES "c\\.cpp\\.registrations\\.txt:[ \n]*not a \"symbol registration\" line:[ \n]*RECRASH_INSTANTIATE_VALUE\\(long\\);")
  message(FATAL_ERROR "a malformed line was accepted (${status}): ${error}")
endif()
message(STATUS "RecrashAssignRegistrations.cmake shares out as expected")
