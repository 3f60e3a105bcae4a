// SPDX-License-Identifier: MIT
// The data members recrash-instrument wrote no serializer code for, read from the reports it
// leaves beside its copies, so that a test can say which members of a value it loads are not
// the program's (a pointer to an implementation only declared in the header, a lock, a stream):
// a call that fails on one of those fails for a reason of the test's own.
#pragma once

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace recrash::gen {

class UnsavedMembers {
 public:
  /// The members listed in the instrumenter's *.skipped.txt reports given
  /// (find_instrumenter_reports()).
  static UnsavedMembers read(const std::vector<std::filesystem::path>& reports);

  /// Takes one report line: "engine.hpp:21:25: motor::Engine::impl_: not saved: <reason>".
  /// Other lines are ignored.
  void add_report_line(const std::string& line);

  /// "impl_ (<reason>), lock_ (<reason>)" for a class named as a test names it, or "".
  std::string note_for(const std::string& class_name) const;

 private:
  std::map<std::string, std::set<std::pair<std::string, std::string>>> by_class_;
};

}  // namespace recrash::gen
