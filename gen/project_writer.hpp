// SPDX-License-Identifier: MIT
// Writes the reproducer project: the test source, the dump beside it, and a CMakeLists.txt that
// builds the tests against the program's own libraries.
#pragma once

#include "test_writer.hpp"

#include <recrash/format/dump.hpp>

#include <map>
#include <set>
#include <stdexcept>
#include <string>

namespace recrash::gen {

/// A reproducer cannot be written (the directory is not ours, a file cannot be written, ...).
class ProjectError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct ProjectOptions {
  std::string dump_path;
  std::string output_dir;
  bool symbolize = true;
  unsigned jobs = 0;                           ///< --verify: tests run at once; 0, one per hardware thread
  std::map<std::string, std::string> dropped;  ///< see TestFileOptions::dropped
  std::set<std::string> included_last;         ///< see TestFileOptions::included_last
};

struct Project {
  std::string directory;
  std::string test_source_path;
  TestFile tests;
};

/// The CMakeLists.txt text for a test file (exposed for golden tests).
std::string cmake_lists(const TestFile& tests, const std::string& test_source_name, const std::string& dump_file_name);

/// Writes the project (test source, dump, CMakeLists.txt, README.md); never overwrites a
/// CMakeLists.txt that recrash-gen did not write.
Project write_project(const format::Dump& dump, const ProjectOptions& options);

/// Packs the project, without its build directory, into <directory>.tar.gz for a bug report.
/// Returns the archive's path.
std::string write_archive(const Project& project);

/// The default output directory: "<dump without .bin>-tests" beside the dump.
std::string default_output_dir(const std::string& dump_path);

}  // namespace recrash::gen
