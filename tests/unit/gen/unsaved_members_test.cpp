// SPDX-License-Identifier: MIT
#include "unsaved_members.hpp"
#include "instrumenter_reports.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace {

namespace fs = std::filesystem;
using recrash::gen::UnsavedMembers;

TEST(UnsavedMembers, ReadsTheNotSavedLinesOfAReportByClass) {
  UnsavedMembers members;
  members.add_report_line(
      "engine.hpp:21:25: motor::Engine::impl_: not saved: its type names a class only declared here, which saving it "
      "needs");
  members.add_report_line(
      "engine.hpp:22:14: motor::Engine::lock_: not saved: std::mutex: a synchronization object cannot be saved");
  members.add_report_line("engine.cpp:10:9: motor::Engine::~Engine(): defaulted function");
  members.add_report_line(
      "box.hpp:8:5: ns::Box<std::basic_string<char>>::out_: not saved: reference to a std::basic_ostream");
  EXPECT_EQ(members.note_for("motor::Engine"),
            "impl_ (its type names a class only declared here, which saving it needs), lock_ (std::mutex: a "
            "synchronization object cannot be saved)");
  EXPECT_EQ(members.note_for("ns::Box<std::string>"), "out_ (reference to a std::basic_ostream)");
  EXPECT_EQ(members.note_for("motor::Gear"), "");
}

TEST(UnsavedMembers, FindsTheReportsOfATargetBesideItsBuildManifest) {
  char pattern[] = "/tmp/recrash-unsaved.XXXXXX";
  const fs::path build = mkdtemp(pattern);
  fs::create_directories(build / "recrash-manifests");
  fs::create_directories(build / "recrash-instrumented" / "motor" / "src");
  std::ofstream(build / "recrash-manifests" / "motor.cmake") << "# manifest\n";
  std::ofstream(build / "recrash-instrumented" / "motor" / "src" / "engine.cpp.skipped.txt")
      << "# recrash skipped report 1\n"
      << "engine.hpp:21:25: motor::Engine::impl_: not saved: its type names a class only declared here\n";
  // A report of a later version is not read.
  std::ofstream(build / "recrash-instrumented" / "motor" / "src" / "gear.cpp.skipped.txt")
      << "# recrash skipped report 2\n"
      << "gear.hpp:3:5: motor::Gear::teeth_: not saved: whatever version 2 means\n";
  std::ofstream(build / "recrash-instrumented" / "motor" / "src" / "engine.cpp")
      << "// not a report: impl_: not saved: x\n";

  const UnsavedMembers found = UnsavedMembers::read(
      recrash::gen::find_instrumenter_reports({(build / "recrash-manifests" / "motor.cmake").string(),
                                               (build / "recrash-manifests" / "gone.cmake").string(),
                                               "/nowhere/recrash-manifests/motor.cmake", "not a manifest"})
          .skipped);
  EXPECT_EQ(found.note_for("motor::Engine"), "impl_ (its type names a class only declared here)");
  EXPECT_EQ(found.note_for("motor::Gear"), "");
  fs::remove_all(build);
}

}  // namespace
