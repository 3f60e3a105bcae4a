# SPDX-License-Identifier: MIT
# recrash as a CMake package, so that another project can
#   find_package(recrash)   # then recrash_monitor(), recrash_instrument(), recrash::capture, ...
# Its targets have the in-tree ALIAS names: recrash::capture, recrash::format, recrash::replay
# and, when it is built, recrash::instrument (an imported executable).
#
# The build tree is such a package too: the build manifests recrash_monitor() writes find
# recrash's targets, and what they need, with find_package(recrash) in this build tree
# (RECRASH_PACKAGE_DIR) or in the installed package the program found.
# With RECRASH_INSTALL, `cmake --install` installs the libraries, the public headers, the tools
# and the package.
set(exported recrash_capture recrash_format recrash_replay)
set_target_properties(recrash_capture PROPERTIES EXPORT_NAME capture)
set_target_properties(recrash_format PROPERTIES EXPORT_NAME format)
set_target_properties(recrash_replay PROPERTIES EXPORT_NAME replay)
if(TARGET recrash-instrument)
  set_target_properties(recrash-instrument PROPERTIES EXPORT_NAME instrument)
  list(APPEND exported recrash-instrument)
endif()

include(CMakePackageConfigHelpers)
set(package_files recrashConfig.cmake RecrashMonitor.cmake RecrashInstrument.cmake RecrashAssignRegistrations.cmake)
foreach(file IN LISTS package_files)
  configure_file(cmake/${file} ${PROJECT_BINARY_DIR}/${file} COPYONLY)
endforeach()
# 0.x: a minor version may change the dump format and the hooks.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/recrashConfigVersion.cmake COMPATIBILITY SameMinorVersion)
export(TARGETS ${exported} NAMESPACE recrash:: FILE ${PROJECT_BINARY_DIR}/recrashTargets.cmake)

if(NOT RECRASH_INSTALL)
  return()
endif()
include(GNUInstallDirs)
set(RECRASH_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/recrash"
    CACHE STRING "Where the package config goes, under the install prefix")
install(TARGETS recrash_capture recrash_format recrash_replay EXPORT recrashTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
if(TARGET recrash-instrument)
  install(TARGETS recrash-instrument EXPORT recrashTargets RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
if(TARGET recrash-gen)
  install(TARGETS recrash-gen RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
install(DIRECTORY include/recrash DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT recrashTargets NAMESPACE recrash:: DESTINATION ${RECRASH_INSTALL_CMAKEDIR})
list(TRANSFORM package_files PREPEND ${PROJECT_BINARY_DIR}/)
install(FILES ${package_files} ${PROJECT_BINARY_DIR}/recrashConfigVersion.cmake DESTINATION ${RECRASH_INSTALL_CMAKEDIR})
