# SPDX-License-Identifier: MIT
# recrash_monitor(<library target>)
#
# Links the target with recrash::capture and records, in a build manifest, what a test needs to
# link against it: the library file (for a shared library, its object files: a test may need what
# it does not export), its include directories and definitions, and the same for everything it
# links. The manifest's path is compiled into the target's hooks, so a dump knows
# it, and the project recrash-gen writes includes it: on the machine that built the program the
# generated tests then build with no arguments.
#
# The code under test must be a library (static or shared): an executable has a main() of its
# own. The usual layout is a library with the program's code and a small executable with main().
#
# recrash comes from add_subdirectory(<checkout>) or from find_package(recrash) (an installed
# package); with the latter, the manifest finds that package again for recrash's own targets.

# The path of <target>'s build manifest, which its hooks name (recrash-instrument's header copies too).
function(_recrash_manifest_path target out)
  set(${out} "${CMAKE_BINARY_DIR}/recrash-manifests/${target}.cmake" PARENT_SCOPE)
endfunction()

# target_link_libraries(<target> PUBLIC recrash::capture), also for a target its project links
# with target_link_libraries' plain signature (no PUBLIC or PRIVATE: projects older than CMake
# 2.8.12), which CMake lets no call with a keyword follow. Setting the properties that call sets
# does the same where the name recrash::capture is known in every directory (recrashConfig.cmake
# imports it globally).
function(_recrash_link_capture target)
  get_target_property(imported recrash::capture IMPORTED)
  get_target_property(global recrash::capture IMPORTED_GLOBAL)
  if(NOT imported OR global)
    set_property(TARGET ${target} APPEND PROPERTY LINK_LIBRARIES recrash::capture)
    set_property(TARGET ${target} APPEND PROPERTY INTERFACE_LINK_LIBRARIES recrash::capture)
  else()
    # Imported here only (not by recrash's own package file): target_link_libraries() makes the
    # name mean in the target's directory what it means here.
    target_link_libraries(${target} PUBLIC recrash::capture)
  endif()
endfunction()

# Links recrash::capture to every target of the project that compiles in the objects of the
# OBJECT library <target> by $<TARGET_OBJECTS:<target>> in its sources (a project's own tools and
# test runner, beside its library): those get no link of the object library's. Run at the end
# of the top-level directory, when every target is known.
function(_recrash_link_object_consumers target)
  set(directories "${CMAKE_SOURCE_DIR}")
  while(directories)
    list(POP_FRONT directories directory)
    get_property(subdirectories DIRECTORY "${directory}" PROPERTY SUBDIRECTORIES)
    list(APPEND directories ${subdirectories})
    get_property(targets DIRECTORY "${directory}" PROPERTY BUILDSYSTEM_TARGETS)
    foreach(consumer IN LISTS targets)
      get_target_property(sources ${consumer} SOURCES)
      string(FIND "${sources}" "$<TARGET_OBJECTS:${target}>" at)
      if(at GREATER -1)
        _recrash_link_capture(${consumer})
      endif()
    endforeach()
  endwhile()
endfunction()

function(recrash_monitor target)
  if(NOT TARGET ${target})
    message(FATAL_ERROR "recrash_monitor: ${target} is not a target")
  endif()
  get_target_property(type ${target} TYPE)
  if(NOT type MATCHES "^(STATIC_LIBRARY|SHARED_LIBRARY|OBJECT_LIBRARY)$")
    message(FATAL_ERROR "recrash_monitor: ${target} is a ${type}; monitor the library that holds the "
                        "program's code (tests link against it), not the executable")
  endif()
  if(NOT TARGET recrash::capture)
    message(FATAL_ERROR "recrash_monitor(${target}): no recrash::capture here; add_subdirectory(<recrash>) or "
                        "find_package(recrash) in this directory or one above it")
  endif()
  # The manifest finds recrash again where this build found it: the package this file came with
  # (find_package), or the build tree of a recrash checkout (add_subdirectory), also a package.
  get_target_property(imported recrash::capture IMPORTED)
  if(imported)
    set(package_dir "${CMAKE_CURRENT_FUNCTION_LIST_DIR}")
  else()
    get_property(package_dir GLOBAL PROPERTY RECRASH_PACKAGE_DIR)
    # The generated tests link the replay library from this build tree: building the target builds
    # it too, also when recrash was added EXCLUDE_FROM_ALL.
    get_target_property(replay recrash::replay ALIASED_TARGET)
    add_dependencies(${target} ${replay})
  endif()
  _recrash_manifest_path(${target} manifest)
  _recrash_link_capture(${target})
  target_compile_definitions(${target} PRIVATE RECRASH_BUILD_MANIFEST="${manifest}")
  if(type STREQUAL "OBJECT_LIBRARY")
    cmake_language(EVAL CODE "
      cmake_language(DEFER DIRECTORY \"${CMAKE_SOURCE_DIR}\" CALL _recrash_link_object_consumers \"${target}\")")
  endif()
  # At the end of the top-level directory every target's links are known.
  cmake_language(EVAL CODE "
    cmake_language(DEFER DIRECTORY \"${CMAKE_SOURCE_DIR}\" CALL _recrash_write_manifest \"${target}\" \"${manifest}\"
                   \"${package_dir}\")")
endfunction()

# recrash_cxx_standard(<target> <variable>)
#
# Sets <variable> to the C++ standard <target> compiles with, the newest of its CXX_STANDARD, its
# cxx_std_NN compile features and a -std= in its compile options (20 for C++20), or to "" when it
# names none. The tests recrash-gen writes include the target's headers: they compile with at
# least that standard.
function(recrash_cxx_standard target out)
  set(candidates "")
  get_target_property(standard ${target} CXX_STANDARD)
  if(standard)
    list(APPEND candidates ${standard})
  endif()
  foreach(property COMPILE_FEATURES INTERFACE_COMPILE_FEATURES)
    get_target_property(features ${target} ${property})
    foreach(feature IN LISTS features)
      if(feature MATCHES "^cxx_std_([0-9]+)$")
        list(APPEND candidates ${CMAKE_MATCH_1})
      endif()
    endforeach()
  endforeach()
  set(drafts 0x 1y 1z 2a 2b 2c)  # -std=c++2a is C++20, and so on
  set(releases 11 14 17 20 23 26)
  get_target_property(options ${target} COMPILE_OPTIONS)
  foreach(option IN LISTS options)
    if(option MATCHES "^-std=(c|gnu)\\+\\+([0-9][0-9a-z])$")
      set(version ${CMAKE_MATCH_2})
      list(FIND drafts ${version} draft)
      if(draft GREATER -1)
        list(GET releases ${draft} version)
      endif()
      list(APPEND candidates ${version})
    endif()
  endforeach()
  set(newest "")
  foreach(candidate IN LISTS candidates)
    if(candidate MATCHES "^[0-9]+$" AND NOT candidate EQUAL 98 AND (newest STREQUAL "" OR candidate GREATER newest))
      set(newest ${candidate})
    endif()
  endforeach()
  set(${out} "${newest}" PARENT_SCOPE)
endfunction()

# Escapes a value for a quoted CMake argument; generator expressions stay, to be evaluated in the
# project that includes the manifest.
function(_recrash_quote out value)
  string(REPLACE "\\" "\\\\" value "${value}")
  string(REPLACE "\"" "\\\"" value "${value}")
  string(REPLACE "\${" "\\\${" value "${value}")
  set(${out} "\"${value}\"" PARENT_SCOPE)
endfunction()

# Sets <out> to the preprocessor definitions <target> compiles its own sources with that its
# usage requirements do not carry: its private ones, its directory's (add_compile_definitions) and
# -D in its compile options or CMAKE_CXX_FLAGS; -U as "-UNAME". Code of its headers compiles into
# the tests, and must see the same macros (a check enabled by one, an ODR-equal class layout).
function(_recrash_private_definitions target out)
  get_target_property(own ${target} COMPILE_DEFINITIONS)
  get_target_property(dir ${target} SOURCE_DIR)
  get_directory_property(directory DIRECTORY "${dir}" COMPILE_DEFINITIONS)
  get_target_property(options ${target} COMPILE_OPTIONS)
  separate_arguments(flags NATIVE_COMMAND "${CMAKE_CXX_FLAGS}")
  set(definitions "")
  foreach(definition IN LISTS directory own)
    if(definition AND NOT definition MATCHES "^RECRASH_")
      list(APPEND definitions "${definition}")
    endif()
  endforeach()
  foreach(option IN LISTS flags options)
    if(option MATCHES "^-D(.+)$" AND NOT CMAKE_MATCH_1 MATCHES "^RECRASH_")
      list(APPEND definitions "${CMAKE_MATCH_1}")
    elseif(option MATCHES "^-U.+$")
      list(APPEND definitions "${option}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES definitions)
  set(${out} "${definitions}" PARENT_SCOPE)
endfunction()

function(_recrash_write_manifest subject manifest package_dir)
  set(queue ${subject})
  set(seen "")
  set(content "# Generated by recrash_monitor(${subject}); included by the projects recrash-gen writes.\n")
  string(APPEND content "include(\"\${CMAKE_CURRENT_LIST_DIR}/${subject}-locations.cmake\")\n")
  # recrash's own targets, and what they need, come from its package config.
  _recrash_quote(quoted "${package_dir}")
  string(APPEND content "if(NOT TARGET recrash::replay)\n"
                        "  find_package(recrash REQUIRED CONFIG NO_DEFAULT_PATH PATHS ${quoted})\n"
                        "endif()\n")
  # The build type it was built with ($<CONFIG>): the tests compile its headers' code the same way.
  set(locations "set(RECRASH_PROGRAM_BUILD_TYPE \"$<CONFIG>\")\n")
  while(queue)
    list(POP_FRONT queue name)
    if(name MATCHES "^\\$<LINK_ONLY:(.*)>$")
      set(name "${CMAKE_MATCH_1}")
    endif()
    if(NOT TARGET "${name}" OR "${name}" IN_LIST seen OR name MATCHES "^recrash::")
      continue()
    endif()
    list(APPEND seen "${name}")
    get_target_property(type "${name}" TYPE)
    string(MAKE_C_IDENTIFIER "${name}" id)
    string(APPEND content "if(NOT TARGET ${name})\n")
    if(type STREQUAL "INTERFACE_LIBRARY")
      string(APPEND content "  add_library(${name} INTERFACE IMPORTED)\n")
    elseif(type STREQUAL "OBJECT_LIBRARY" OR (name STREQUAL subject AND type MATCHES "^(SHARED|MODULE)_LIBRARY$"))
      # An object library has no file of its own: its objects. So does a shared library monitored
      # here: its tests call and load what it may not export (hidden visibility, a class whose
      # inline virtual destructor calls a member it defines), which only its objects hold.
      string(APPEND content "  add_library(${name} OBJECT IMPORTED)\n"
                            "  set_target_properties(${name} PROPERTIES IMPORTED_OBJECTS \"\${_recrash_objects_${id}}\")\n")
      string(APPEND locations "set(_recrash_objects_${id} \"$<TARGET_OBJECTS:${name}>\")\n")
    else()
      # A static library is known as one, so that a test links it whole: a unit that only
      # registers a polymorphic class with cereal (where its key function is) is one that nothing
      # the test calls refers to.
      set(imported UNKNOWN)
      if(type STREQUAL "STATIC_LIBRARY")
        set(imported STATIC)
      endif()
      string(APPEND content "  add_library(${name} ${imported} IMPORTED)\n"
                            "  set_target_properties(${name} PROPERTIES IMPORTED_LOCATION \"\${_recrash_location_${id}}\")\n")
      string(APPEND locations "set(_recrash_location_${id} \"$<TARGET_FILE:${name}>\")\n")
    endif()
    foreach(property INTERFACE_INCLUDE_DIRECTORIES INTERFACE_SYSTEM_INCLUDE_DIRECTORIES
                     INTERFACE_COMPILE_DEFINITIONS INTERFACE_COMPILE_OPTIONS INTERFACE_COMPILE_FEATURES
                     INTERFACE_LINK_LIBRARIES INTERFACE_LINK_OPTIONS)
      get_target_property(value "${name}" ${property})
      if(name STREQUAL subject AND property STREQUAL "INTERFACE_LINK_LIBRARIES" AND
         type MATCHES "^(SHARED|MODULE)_LIBRARY$")
        # Its objects need all it links, not only what it passes on to its users.
        get_target_property(value "${name}" LINK_LIBRARIES)
      elseif(name STREQUAL subject AND property STREQUAL "INTERFACE_INCLUDE_DIRECTORIES")
        # The tests call the library's own functions, declared in its private headers too.
        get_target_property(value "${name}" INCLUDE_DIRECTORIES)
      elseif(name STREQUAL subject AND property MATCHES "^INTERFACE_COMPILE_(DEFINITIONS|OPTIONS)$")
        # ... and compile the code of those headers: with the macros the library's sources saw.
        _recrash_private_definitions(${name} definitions)
        set(undefinitions "${definitions}")
        list(FILTER definitions EXCLUDE REGEX "^-U")
        list(FILTER undefinitions INCLUDE REGEX "^-U")
        if(NOT value)
          set(value "")
        endif()
        if(property STREQUAL "INTERFACE_COMPILE_DEFINITIONS")
          list(APPEND value ${definitions})
        else()
          list(APPEND value ${undefinitions})
        endif()
        list(REMOVE_DUPLICATES value)
      endif()
      # target_link_libraries() called from another directory than the target's brackets what it
      # added with markers (::@(0x...) ... ::@) that name that directory; they mean nothing here.
      list(FILTER value EXCLUDE REGEX "^::@")
      if(value)
        _recrash_quote(quoted "${value}")
        string(APPEND content "  set_target_properties(${name} PROPERTIES ${property} ${quoted})\n")
        if(property STREQUAL "INTERFACE_LINK_LIBRARIES")
          list(APPEND queue ${value})
        endif()
      endif()
    endforeach()
    if(name STREQUAL subject)
      # What loads its headers' polymorphic classes, which the tests compile (recrash_instrument).
      get_target_property(loaders ${name} RECRASH_LOADERS_SOURCE)
      if(loaders)
        _recrash_quote(quoted "${loaders}")
        string(APPEND content "  set_target_properties(${name} PROPERTIES RECRASH_LOADERS_SOURCE ${quoted})\n")
      endif()
      recrash_cxx_standard(${name} standard)
      if(standard)
        string(APPEND content "  set_target_properties(${name} PROPERTIES CXX_STANDARD ${standard})\n")
      endif()
    endif()
    string(APPEND content "endif()\n")
  endwhile()
  string(APPEND content "list(APPEND RECRASH_SUBJECT_TARGETS ${subject})\n")
  file(WRITE "${manifest}" "${content}")
  get_filename_component(dir "${manifest}" DIRECTORY)
  file(GENERATE OUTPUT "${dir}/${subject}-locations.cmake" CONTENT "${locations}")
endfunction()
