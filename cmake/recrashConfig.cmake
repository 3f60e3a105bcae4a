# SPDX-License-Identifier: MIT
# find_package(recrash [COMPONENTS instrument]): the targets recrash::capture, recrash::format,
# recrash::replay and, when recrash was built with Clang 14's LibTooling, recrash::instrument;
# and the functions recrash_monitor() and recrash_instrument(). The same file serves an
# installed recrash and a recrash build tree.
include(CMakeFindDependencyMacro)
find_dependency(Threads)
find_dependency(cereal)
find_dependency(Boost 1.74 COMPONENTS stacktrace_backtrace)  # recrash::replay
find_dependency(PkgConfig)
if(NOT TARGET PkgConfig::LIBUNWIND)  # recrash::capture's unwinder
  pkg_check_modules(LIBUNWIND QUIET IMPORTED_TARGET libunwind)
  if(NOT TARGET PkgConfig::LIBUNWIND)
    set(recrash_FOUND FALSE)
    set(recrash_NOT_FOUND_MESSAGE "recrash needs libunwind (pkg-config libunwind; Debian: libunwind-dev)")
    return()
  endif()
endif()

if(NOT TARGET recrash::capture)
  include("${CMAKE_CURRENT_LIST_DIR}/recrashTargets.cmake")
  # Known by name in every directory, as recrash's functions link them to targets defined in other
  # directories, also ones added before this find_package() (an import is otherwise seen only here
  # and in directories added after it); what they link is found where they were imported.
  foreach(target capture format replay instrument)
    if(TARGET recrash::${target})
      set_property(TARGET recrash::${target} PROPERTY IMPORTED_GLOBAL TRUE)
    endif()
  endforeach()
endif()
include("${CMAKE_CURRENT_LIST_DIR}/RecrashMonitor.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/RecrashInstrument.cmake")

foreach(component IN LISTS recrash_FIND_COMPONENTS)
  if(TARGET recrash::${component})
    set(recrash_${component}_FOUND TRUE)
  elseif(recrash_FIND_REQUIRED_${component})
    set(recrash_FOUND FALSE)
    set(recrash_NOT_FOUND_MESSAGE "this recrash has no recrash::${component} (recrash-instrument is built only "
                                  "where Clang 14's CMake packages are installed)")
  endif()
endforeach()
