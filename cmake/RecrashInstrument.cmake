# SPDX-License-Identifier: MIT
# recrash_instrument(<library target> [SOURCE_ROOT <dir>] [MONITOR_TRIVIAL] [NO_IMMUTABILITY]
#                    [NO_USED_FIELDS] [SINGLE_BODY] [EXCLUDE <source>...]
#                    [OBSERVED_MUTATIONS <file> [OBSERVED_MIN_CALLS <n>]]
#                    [PROFILE <file> [PROFILE_SHARE <percent>] [PROFILE_MAX_STATEMENTS <n>]]
#                    [PRECOMPILED_HEADERS <AUTO|ON|OFF>])
#
# Makes the target compile instrumented copies of its sources: recrash-instrument writes each
# one, with a recrash hook at the top of every function of the project's own code, to
# ${CMAKE_BINARY_DIR}/recrash-instrumented/<target>/, mirroring SOURCE_ROOT (default: the
# directory that defined the target), together with copies of the project headers the source
# reads. Nothing in the source tree is modified. Then it calls recrash_monitor(<target>).
#
# One custom command per source, depending on the source, on the project headers it read (a
# depfile the tool writes) and on the tool: an edit re-instruments only the sources it affects.
# Each writes <copy>.skipped.txt, the functions it left alone and why, and
# <copy>.immutability.txt, each hooked function's receiver and parameters classified as mutable,
# immutable or unknown (with the first use that decided it): the immutable ones are captured by
# reference, never copied. <copy>.names.txt (recrash/format/test_names.hpp) says which hooked
# functions a generated test may call by name and the enumerators of the enumerations they take. NO_IMMUTABILITY copies them all as configured. OBSERVED_MUTATIONS adds
# the analysis's dynamic stage: <file> is what the program, run on a workload with
# RECRASH_OBSERVE_MUTATIONS=<file>, saw its calls change. A value a call changed is mutable; one
# the static stages left unknown that came through at least OBSERVED_MIN_CALLS (default 1)
# observed calls unchanged is taken for immutable. The file names sources by path; built
# elsewhere, a source is found by its path below the source root. A new run of the workload
# re-instruments what it read. The same report says,
# per member function, whether its hook copies only the members the call uses (used-fields) or
# the whole receiver, and why; NO_USED_FIELDS copies whole receivers.
#
# Each hooked function gets two bodies (recrash/detail/twin.hpp): its own, which runs unrecorded after
# one load and a branch, and a monitored twin holding the hook and a copy of the body, which
# runs when the call is to be recorded (where the body cannot be copied, a static local variable,
# __func__ or assert(), the twin calls the function again instead). The skipped report names the
# functions that keep the hook in their one body, and why.
# SINGLE_BODY puts every hook in the function's one body (smaller code, slower when off), which is
# what a source compiled without optimisation (no -O, or -O0: a Debug build) always gets: there the
# unmonitored body is not inlined anyway, and two bodies only cost compile time.
#
# PROFILE leaves the most-called functions without a hook: <file> is what the program, run on a
# workload with RECRASH_COUNT_CALLS=<file>, counted of each hooked function's calls. The
# functions that made the most calls, most first, until they account for PROFILE_SHARE percent
# (default 97) of the profile's calls, are left as the compiler makes them, unless their body holds
# more than PROFILE_MAX_STATEMENTS statements (default 40: a larger body's work pays for its hook),
# or more than 10 for a function on a recursion of its unit (where a parser's or an interpreter's
# state builds up); a crash in one of them is replayed by its callers' frames. The skipped report
# names each, with its count.
#
# What more than one unit could compile is compiled by one source of the target: the registration
# of a polymorphic class (one with no key function, whose vtable every unit that includes its
# header has; a class template's instantiation) and the code that saves each type the hooks
# record. Each source's run lists what it could compile
# (<copy>.registrations.txt), and one command after them gives each to the source that lists the
# most (RecrashAssignRegistrations.cmake writes <copy>.registrations.inc, which the copy includes
# at its end); the others refer to a symbol that source defines, so a program links it. A source
# whose own hooks record only what another unit can name includes the hooks without the code that
# saves values, and its .registrations.inc includes that code only when it is given something: a
# unit given nothing compiles none of it.
#
# A header copy whose hooks record only types any unit can name includes the hooks without the
# code that saves values; each instrumented source that reads it instantiates that code for the
# header's types at its end (docs/instrumenting.md). The header copies name the target's build
# manifest for their hooks, which the program's own units compile too.
#
# The tool needs the target's compile command. It reads it from compile_commands.json, which
# this sets the target's EXPORT_COMPILE_COMMANDS for (the Makefile and Ninja generators write
# it); the command recorded there is the copy's, which the tool maps back to the original.
#
# The tool is recrash::instrument: built beside the project (add_subdirectory of a recrash
# checkout; only when a target uses it) or the installed one (find_package(recrash)).
#
# EXCLUDE names sources (relative to the calling directory, or absolute) compiled as they are,
# without hooks. A source the tool fails on (a construct it does not handle) is compiled as it is
# too, with one line in the build output naming the source, the function or class, and why.
#
# Every copy starts by including recrash's headers (and through them cereal's and much of the
# standard library's), about a second of each unit's compile with g++. PRECOMPILED_HEADERS ON
# precompiles them once for the target (target_precompile_headers, C++ units only); AUTO, the
# default, does so for a target of 8 or more instrumented sources (building the precompiled header
# costs about what 4 to 8 units save), OFF never does. A source given compile options, definitions
# or include directories of its own, a source compiled as it is, and a target that reuses another
# target's precompiled header are left as they are.
#
# Per-source properties of a source (COMPILE_DEFINITIONS, COMPILE_OPTIONS, COMPILE_FLAGS,
# INCLUDE_DIRECTORIES, OBJECT_DEPENDS, SKIP_PRECOMPILE_HEADERS) are given to its copy.
#
# Call it after the target's sources and include directories are set: what is added later is
# not instrumented, and an include directory added later gets no copy in front of it.

# Run by the build to give each registration, and each type's saving code, to one source.
set(_RECRASH_ASSIGN_REGISTRATIONS "${CMAKE_CURRENT_LIST_DIR}/RecrashAssignRegistrations.cmake")

# The include directories that the targets `target` links (and what they link in turn) give it
# as usage requirements, as written ($<BUILD_INTERFACE:...> kept).
function(_recrash_linked_include_dirs target out)
  set(queue "")
  foreach(property LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
    get_target_property(libraries ${target} ${property})
    if(libraries)
      list(APPEND queue ${libraries})
    endif()
  endforeach()
  set(seen "")
  set(dirs "")
  while(queue)
    list(POP_FRONT queue library)
    if(library MATCHES "^\\$<LINK_ONLY:(.*)>$")
      set(library "${CMAKE_MATCH_1}")
    endif()
    if(NOT TARGET "${library}" OR "${library}" IN_LIST seen)
      continue()
    endif()
    list(APPEND seen "${library}")
    get_target_property(aliased "${library}" ALIASED_TARGET)
    if(aliased)
      set(library "${aliased}")
    endif()
    get_target_property(interface "${library}" INTERFACE_INCLUDE_DIRECTORIES)
    if(interface)
      list(APPEND dirs ${interface})
    endif()
    get_target_property(more "${library}" INTERFACE_LINK_LIBRARIES)
    if(more)
      list(APPEND queue ${more})
    endif()
  endwhile()
  set(${out} "${dirs}" PARENT_SCOPE)
endfunction()

# The absolute path of the file recrash_instrument(<target>) was given as <option>, which a run of
# the program with <variable>=<file> writes; a configure error when there is none yet.
function(_recrash_workload_file target option file variable out)
  get_filename_component(path "${file}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NOT EXISTS "${path}")
    message(FATAL_ERROR "recrash_instrument(${target}): ${option} ${path} does not exist: run the program on a "
                        "workload with ${variable}=${path} first")
  endif()
  set(${out} "${path}" PARENT_SCOPE)
endfunction()

# Gives `copy` the per-source compile properties `path` has in the target's directory; sets
# `out` to TRUE when it has compile options, definitions or include directories of its own.
function(_recrash_copy_source_properties target path copy out)
  set(own FALSE)
  foreach(property COMPILE_DEFINITIONS COMPILE_OPTIONS COMPILE_FLAGS INCLUDE_DIRECTORIES OBJECT_DEPENDS
                   SKIP_PRECOMPILE_HEADERS)
    get_source_file_property(value "${path}" TARGET_DIRECTORY ${target} ${property})
    if(NOT value STREQUAL "NOTFOUND")  # what an unset property reads
      set_source_files_properties("${copy}" TARGET_DIRECTORY ${target} PROPERTIES ${property} "${value}")
      if(property MATCHES "^(COMPILE_|INCLUDE_)")
        set(own TRUE)
      endif()
    endif()
  endforeach()
  set(${out} ${own} PARENT_SCOPE)
endfunction()

# Precompiles the headers every copy starts with, for the target's C++ units, as `mode` (AUTO,
# ON, OFF) says; `skipped` are the sources that must not use it (compiled as they are, or with
# flags of their own, for which the precompiled header would not be valid).
function(_recrash_precompile_headers target mode copies skipped)
  list(LENGTH copies count)
  if(mode STREQUAL "OFF" OR count EQUAL 0 OR (mode STREQUAL "AUTO" AND count LESS 8))
    return()
  endif()
  get_target_property(reused ${target} PRECOMPILE_HEADERS_REUSE_FROM)
  if(reused)
    return()  # CMake allows no headers of its own beside another target's
  endif()
  get_target_property(own ${target} PRECOMPILE_HEADERS)
  target_precompile_headers(${target} PRIVATE "$<$<COMPILE_LANGUAGE:CXX>:<recrash/frame.hpp$<ANGLE-R>>"
                            "$<$<COMPILE_LANGUAGE:CXX>:<recrash/polymorphic.hpp$<ANGLE-R>>")
  # Sources the project precompiled headers for keep them: they may rely on what those include.
  if(NOT own)
    foreach(source IN LISTS skipped)
      if(source)
        set_source_files_properties("${source}" TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
      endif()
    endforeach()
  endif()
endfunction()

function(recrash_instrument target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "MONITOR_TRIVIAL;NO_IMMUTABILITY;NO_USED_FIELDS;SINGLE_BODY"
                        "SOURCE_ROOT;OBSERVED_MUTATIONS;OBSERVED_MIN_CALLS;PROFILE;PROFILE_SHARE;PROFILE_MAX_STATEMENTS;PRECOMPILED_HEADERS"
                        "EXCLUDE")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "recrash_instrument(${target}): unknown arguments ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "recrash_instrument: ${target} is not a target")
  endif()
  if(NOT TARGET recrash::instrument)
    message(FATAL_ERROR "recrash_instrument(${target}): recrash-instrument is not built; it needs Clang 14's "
                        "CMake packages (Debian: libclang-cpp14-dev llvm-14-dev libclang-14-dev) when recrash "
                        "is built")
  endif()
  # The tool is the one built beside (add_subdirectory) or the one installed (find_package).
  get_target_property(tool recrash::instrument ALIASED_TARGET)
  if(tool)
    set(tool_dependency ${tool})
  else()  # imported: a custom command depends on its file
    set(tool recrash::instrument)
    set(tool_dependency "$<TARGET_FILE:recrash::instrument>")
  endif()
  get_target_property(source_dir ${target} SOURCE_DIR)
  set(root "${arg_SOURCE_ROOT}")
  if(NOT root)
    set(root "${source_dir}")
  endif()
  get_filename_component(root "${root}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  set(out "${CMAKE_BINARY_DIR}/recrash-instrumented/${target}")
  set(tool_options "")
  if(arg_MONITOR_TRIVIAL)
    set(tool_options --monitor-trivial)
  endif()
  if(arg_NO_IMMUTABILITY)
    list(APPEND tool_options --no-immutability)
  endif()
  if(arg_NO_USED_FIELDS)
    list(APPEND tool_options --no-used-fields)
  endif()
  if(arg_SINGLE_BODY)
    list(APPEND tool_options --single-body)
  endif()
  set(observed "")
  if(arg_OBSERVED_MUTATIONS)
    _recrash_workload_file(${target} OBSERVED_MUTATIONS "${arg_OBSERVED_MUTATIONS}" RECRASH_OBSERVE_MUTATIONS observed)
    list(APPEND tool_options --observed-mutations "${observed}")
    if(arg_OBSERVED_MIN_CALLS)
      list(APPEND tool_options --observed-min-calls ${arg_OBSERVED_MIN_CALLS})
    endif()
  elseif(arg_OBSERVED_MIN_CALLS)
    message(FATAL_ERROR "recrash_instrument(${target}): OBSERVED_MIN_CALLS needs OBSERVED_MUTATIONS")
  endif()
  set(profile "")
  if(arg_PROFILE)
    _recrash_workload_file(${target} PROFILE "${arg_PROFILE}" RECRASH_COUNT_CALLS profile)
    list(APPEND tool_options --profile "${profile}")
    if(DEFINED arg_PROFILE_SHARE)
      if(NOT arg_PROFILE_SHARE MATCHES "^[0-9]+$" OR arg_PROFILE_SHARE GREATER 100)
        message(FATAL_ERROR "recrash_instrument(${target}): PROFILE_SHARE must be a percentage from 0 to 100, "
                            "not '${arg_PROFILE_SHARE}'")
      endif()
      list(APPEND tool_options --profile-share ${arg_PROFILE_SHARE})
    endif()
    if(DEFINED arg_PROFILE_MAX_STATEMENTS)
      if(NOT arg_PROFILE_MAX_STATEMENTS MATCHES "^[0-9]+$")
        message(FATAL_ERROR "recrash_instrument(${target}): PROFILE_MAX_STATEMENTS must be a number of statements, "
                            "not '${arg_PROFILE_MAX_STATEMENTS}'")
      endif()
      list(APPEND tool_options --profile-max-statements ${arg_PROFILE_MAX_STATEMENTS})
    endif()
  elseif(DEFINED arg_PROFILE_SHARE OR DEFINED arg_PROFILE_MAX_STATEMENTS)
    message(FATAL_ERROR "recrash_instrument(${target}): PROFILE_SHARE and PROFILE_MAX_STATEMENTS need PROFILE")
  endif()
  set(precompiled AUTO)
  if(DEFINED arg_PRECOMPILED_HEADERS)
    string(TOUPPER "${arg_PRECOMPILED_HEADERS}" precompiled)
    if(NOT precompiled MATCHES "^(AUTO|ON|OFF)$")
      message(FATAL_ERROR "recrash_instrument(${target}): PRECOMPILED_HEADERS must be AUTO, ON or OFF, "
                          "not '${arg_PRECOMPILED_HEADERS}'")
    endif()
  endif()
  set_property(TARGET ${target} PROPERTY EXPORT_COMPILE_COMMANDS ON)
  # The header copies name the target's manifest for their hooks: a program's unit that calls an
  # inline function of theirs records a frame whose tests link against this target.
  _recrash_manifest_path(${target} manifest)
  list(APPEND tool_options --manifest "${manifest}")

  set(excluded "")
  foreach(source IN LISTS arg_EXCLUDE)
    get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND excluded "${path}")
  endforeach()
  # The commands' compile commands are read from compile_commands.json, which CMake writes anew
  # whenever it regenerates the build (the copies of headers that a build writes make the next
  # one do so): the commands depend on a copy of it that changes only when its text does.
  set(compile_commands "${out}/compile_commands.json")
  add_custom_command(OUTPUT "${compile_commands}"
    COMMAND "${CMAKE_COMMAND}" -E copy_if_different "${CMAKE_BINARY_DIR}/compile_commands.json" "${compile_commands}"
    DEPENDS "${CMAKE_BINARY_DIR}/compile_commands.json"
    COMMENT "recrash-instrument: ${target}'s compile commands, if they changed"
    VERBATIM)
  get_target_property(sources ${target} SOURCES)
  set(instrumented "")
  set(copies "")
  set(outside "")
  set(as_they_are "")  # C++ sources compiled without hooks
  set(own_flags "")  # copies of sources with compile properties of their own
  foreach(source IN LISTS sources)
    get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${source_dir}")
    file(RELATIVE_PATH rel "${root}" "${path}")
    set(is_source FALSE)
    if(NOT source MATCHES "\\$<" AND path MATCHES "\\.(cpp|cc|cxx|c\\+\\+|C)$")
      set(is_source TRUE)
    endif()
    if(path IN_LIST excluded)
      list(APPEND instrumented "${source}")
      list(APPEND as_they_are "${path}")
      list(REMOVE_ITEM excluded "${path}")
      continue()
    endif()
    if(NOT is_source OR rel MATCHES "^\\.\\./")
      list(APPEND instrumented "${source}")  # headers, generated names, files outside the root
      if(is_source)
        list(APPEND outside "${path}")
        list(APPEND as_they_are "${path}")
      endif()
      continue()
    endif()
    set(copy "${out}/${rel}")
    _recrash_copy_source_properties(${target} "${path}" "${copy}" has_own_flags)
    if(has_own_flags)
      list(APPEND own_flags "${copy}")
    endif()
    # The depfile names the copy by its absolute path; Ninja knows it by its path in the build
    # directory. CMake translates one to the other under CMP0116, NEW only from a project's
    # cmake_minimum_required(VERSION 3.20): without it, Ninja took every copy for out of date,
    # and each build instrumented and compiled the whole target again.
    cmake_policy(PUSH)
    if(POLICY CMP0116)
      cmake_policy(SET CMP0116 NEW)
    endif()
    add_custom_command(OUTPUT "${copy}"
      COMMAND ${tool} -p "${CMAKE_BINARY_DIR}" --source-root "${root}" --output-dir "${out}"
              --report "${copy}.skipped.txt" --names-report "${copy}.names.txt"
              --immutability-report "${copy}.immutability.txt" --registrations-list "${copy}.registrations.txt"
              --depfile "${copy}.d" ${tool_options} "${path}"
      BYPRODUCTS "${copy}.registrations.txt"
      DEPENDS "${path}" ${tool_dependency} "${compile_commands}" ${observed} ${profile}
      DEPFILE "${copy}.d"
      COMMENT "recrash-instrument ${rel}"
      VERBATIM)
    cmake_policy(POP)
    list(APPEND instrumented "${copy}")
    list(APPEND copies "${copy}")
  endforeach()
  if(excluded)
    list(JOIN excluded "\n  " listed)
    message(FATAL_ERROR "recrash_instrument(${target}): EXCLUDE names files that are not its sources:\n  ${listed}")
  endif()
  # A source outside the root is compiled as it is: say so, since a target defined beside its
  # sources (a vendored library's, say) is most often what SOURCE_ROOT is for.
  if(outside)
    list(JOIN outside "\n  " listed)
    string(CONCAT hint "recrash_instrument(${target}): these sources are outside its source root ${root} and are "
           "compiled without hooks; give SOURCE_ROOT a directory that holds them to instrument them:\n  ${listed}")
    if(copies)
      message(WARNING ${hint})
    else()
      message(FATAL_ERROR "${hint}\n(no source of ${target} would be instrumented)")
    endif()
  endif()
  set_property(TARGET ${target} PROPERTY SOURCES ${instrumented})
  _recrash_precompile_headers(${target} ${precompiled} "${copies}" "${as_they_are};${own_flags}")
  # The commands above also write copies of the project headers their sources read, which this
  # target's and other targets' compilations include. Ninja knows a generated file only as some
  # command's output, and decides at its start what is out of date: a compilation that read the
  # copy of an edited header would otherwise run only in the next build, with the old copy in
  # this one (a class's layout differing between the library and its program). So the copies the
  # last build wrote (a glob checked at every build: new ones reconfigure the project) are the
  # byproducts of one command that runs after the commands that write them.
  if(copies)
    # The extensions of the headers it copies (recrash/format/build_layout.hpp lists the same).
    file(GLOB_RECURSE header_copies CONFIGURE_DEPENDS LIST_DIRECTORIES false
         "${out}/*.h" "${out}/*.hh" "${out}/*.hpp" "${out}/*.hxx" "${out}/*.h++" "${out}/*.inl" "${out}/*.ipp"
         "${out}/*.tpp" "${out}/*.tcc")
    set(stamp "${out}/recrash-headers.stamp")
    # The same command gives each registration and each type's saving code to one source
    # (RecrashAssignRegistrations.cmake): each copy includes its <copy>.registrations.inc.
    set(copy_list "${out}/recrash-copies.txt")
    list(JOIN copies "\n" copy_lines)
    set(old_lines "")
    if(EXISTS "${copy_list}")
      file(READ "${copy_list}" old_lines)
    endif()
    if(NOT old_lines STREQUAL "${copy_lines}\n")
      file(WRITE "${copy_list}" "${copy_lines}\n")
    endif()
    # It reads each copy's .registrations.txt, a byproduct of the command that writes the copy:
    # a list changes only when that command runs, which always rewrites the copy, so depending on
    # the copies is depending on the lists (Make has no rule for a byproduct, and a parallel first
    # build stopped on one).
    set(registration_includes "")
    foreach(copy IN LISTS copies)
      list(APPEND registration_includes "${copy}.registrations.inc")
    endforeach()
    # ... and writes recrash-loaders.cpp, which the tests recrash-gen writes compile: what loads
    # the classes of the target's headers, which the library registers for saving only.
    set(loaders "${out}/recrash-loaders.cpp")
    set_property(TARGET ${target} PROPERTY RECRASH_LOADERS_SOURCE "${loaders}")
    add_custom_command(OUTPUT "${stamp}" ${registration_includes} "${loaders}" BYPRODUCTS ${header_copies}
      COMMAND "${CMAKE_COMMAND}" "-DCOPIES=${copy_list}" -P "${_RECRASH_ASSIGN_REGISTRATIONS}"
      COMMAND "${CMAKE_COMMAND}" -E touch "${stamp}"
      DEPENDS ${copies} "${copy_list}" "${_RECRASH_ASSIGN_REGISTRATIONS}"
      COMMENT "recrash-instrument: ${target}'s header copies are written"
      VERBATIM)
  endif()
  # Called from another directory than the target's (a library added with add_subdirectory, say
  # a vendored one): the target's directory must know the copies are generated, and the commands
  # that write them belong to this directory, so a target here runs them before the library
  # compiles (the Makefile generator gives a custom command's rule to targets of its own
  # directory only).
  if(copies AND NOT CMAKE_CURRENT_SOURCE_DIR STREQUAL source_dir)
    set_source_files_properties(${copies} TARGET_DIRECTORY ${target} PROPERTIES GENERATED TRUE)
    add_custom_target(${target}_recrash_copies DEPENDS ${copies} "${stamp}")
    add_dependencies(${target} ${target}_recrash_copies)
  elseif(copies)
    target_sources(${target} PRIVATE "${stamp}")
  endif()

  # The copies of headers must be found before the originals: put, in front of each include
  # directory under the root, its mirror in the output directory. Interface directories get
  # theirs too, so that the program's other targets and the tests recrash-gen writes see the same
  # (instrumented) inline functions and templates. The directories that linked targets bring (a
  # header-only library's INTERFACE target) are the target's as much as its own.
  _recrash_linked_include_dirs(${target} linked_dirs)
  foreach(property INCLUDE_DIRECTORIES INTERFACE_INCLUDE_DIRECTORIES)
    get_target_property(dirs ${target} ${property})
    if(NOT dirs)
      set(dirs "")
    endif()
    list(APPEND dirs ${linked_dirs})
    list(REMOVE_DUPLICATES dirs)
    set(mirrors "")
    foreach(dir IN LISTS dirs)
      set(wrap "")
      if(dir MATCHES "^\\$<BUILD_INTERFACE:([^$<>]*)>$")
        set(dir "${CMAKE_MATCH_1}")
        set(wrap BUILD_INTERFACE)
      elseif(dir MATCHES "\\$<" OR NOT dir)
        continue()
      endif()
      file(RELATIVE_PATH rel "${root}" "${dir}")
      if(rel MATCHES "^\\.\\./" OR IS_ABSOLUTE "${rel}")
        continue()
      endif()
      set(mirror "${out}/${rel}")
      file(MAKE_DIRECTORY "${mirror}")  # a test project checks that imported include directories exist
      if(wrap)
        list(APPEND mirrors "$<BUILD_INTERFACE:${mirror}>")
      else()
        list(APPEND mirrors "${mirror}")
      endif()
    endforeach()
    if(mirrors)
      if(property STREQUAL "INCLUDE_DIRECTORIES")
        target_include_directories(${target} BEFORE PRIVATE ${mirrors})
      else()
        target_include_directories(${target} BEFORE INTERFACE ${mirrors})
      endif()
    endif()
  endforeach()
  # A directory with CMAKE_INCLUDE_CURRENT_DIR puts its own source directory ahead of every other
  # include directory (TagLib's): there a quoted include (`#include "audioproperties.h"` from
  # mpeg/) finds the original header before its copy, unless the copy's directory is searched
  # first for quoted includes. The tests recrash-gen writes see those directories only if they
  # are the target's own: they are added to it, its copy's first.
  get_directory_property(current_dir_first DIRECTORY "${source_dir}" DEFINITION CMAKE_INCLUDE_CURRENT_DIR)
  file(RELATIVE_PATH rel "${root}" "${source_dir}")
  if(current_dir_first AND NOT rel MATCHES "^\\.\\./" AND NOT IS_ABSOLUTE "${rel}")
    get_target_property(binary_dir ${target} BINARY_DIR)
    target_compile_options(${target} BEFORE PRIVATE "SHELL:-iquote \"${out}/${rel}\"")
    target_include_directories(${target} BEFORE PRIVATE "${out}/${rel}")
    target_include_directories(${target} PRIVATE "${source_dir}" "${binary_dir}")
  endif()

  recrash_monitor(${target})
endfunction()
