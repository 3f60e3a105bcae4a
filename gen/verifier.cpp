// SPDX-License-Identifier: MIT
#include "verifier.hpp"

#include "failure_text.hpp"
#include "process.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>

namespace recrash::gen {
namespace {

constexpr const char* kTestTimeoutSeconds = "120";

std::string tail(const std::string& text, std::size_t lines) {
  std::size_t at = text.size();
  for (std::size_t n = 0; n <= lines && at != std::string::npos && at > 0; ++n) at = text.rfind('\n', at - 1);
  return at == std::string::npos ? text : text.substr(at + 1);
}

std::string signal_text(int signal) {
  std::string name = signal_name(signal);
  return name.empty() ? "signal " + std::to_string(signal) : name;
}

/// The text after `marker` up to the end of its line, or "".
std::string after(const std::string& output, const std::string& marker) {
  const std::size_t at = output.find(marker);
  if (at == std::string::npos) return "";
  const std::size_t start = at + marker.size();
  return output.substr(start, output.find('\n', start) - start);
}

bool build(const Project& project, const Progress& progress, std::string& log) {
  const std::string build_dir = project.directory + "/build";
  progress("configuring " + build_dir);
  ProcessResult configure = run_process({"cmake", "-S", project.directory, "-B", build_dir}, true);
  if (configure.exit_status != 0) {
    log = configure.started ? configure.output : "cmake could not be run";
    return false;
  }
  progress("building (the first build compiles GoogleTest code; it takes a while)");
  ProcessResult compile = run_process({"cmake", "--build", build_dir}, true);
  log = compile.output;
  return compile.exit_status == 0;
}

}  // namespace

std::size_t VerifyReport::reproduced() const {
  return static_cast<std::size_t>(std::count_if(verdicts.begin(), verdicts.end(), [](const Verdict& v) { return v.reproduced; }));
}

std::string classify_run(int exit_status, const std::string& output) {
  if (exit_status == 0 && output.find("[  PASSED  ] 1 test") != std::string::npos) return "";
  if (exit_status == 124) return std::string("hung: no end within ") + kTestTimeoutSeconds + " s";
  if (output.find("[  SKIPPED ]") != std::string::npos) return "not replayable: " + after(output, "recrash cannot replay this frame: ");
  if (output.find("Result: failed to die") != std::string::npos) return "no failure";
  if (std::string s = after(output, "Terminated by signal "); !s.empty()) {
    return "different signal (" + signal_text(std::atoi(s.c_str())) + ")";
  }
  if (std::string s = after(output, "Exited with exit status "); !s.empty()) return "no crash: exited with status " + s;
  if (std::string s = after(output, "Actual: it throws "); !s.empty()) {
    if (s.rfind("nothing", 0) == 0) return "no failure";
    if (s.rfind("a different type", 0) == 0) return "different exception";
    return "different exception (it throws " + s + ")";
  }
  if (output.find("was_dump_requested") != std::string::npos) return "no failure: the dump request was not reached";
  if (exit_status > 128) return "the test itself died of " + signal_text(exit_status - 128);
  if (std::string s = after(output, "C++ exception with description "); !s.empty()) return "error: " + s;
  return "failed: " + tail(output, 3);
}

VerifyReport verify_project(const Project& project, const format::Dump& dump, const ProjectOptions& options,
                            const Progress& progress) {
  VerifyReport report;
  report.built = build(project, progress, report.build_log);
  const std::string binary = project.directory + "/build/" + project.tests.target;
  std::map<std::string, std::string> dropped;
  for (std::size_t i = 0; i < project.tests.tests.size(); ++i) {
    Verdict verdict;
    verdict.test = project.tests.tests[i];
    if (!verdict.test.skipped_because.empty()) {
      verdict.why_not = "not replayable: " + verdict.test.skipped_because;
    } else if (!report.built) {
      verdict.why_not = "did not build";
    } else {
      progress("running " + std::to_string(i + 1) + "/" + std::to_string(project.tests.tests.size()) + ": " +
               verdict.test.name);
      const ProcessResult run = run_process(
          {"timeout", kTestTimeoutSeconds, binary, "--gtest_filter=" + project.tests.suite + "." + verdict.test.name}, true);
      verdict.why_not = run.started ? classify_run(run.exit_status, run.output) : "the test binary could not be run";
      verdict.reproduced = verdict.why_not.empty();
    }
    if (!verdict.reproduced) dropped[verdict.test.name] = verdict.why_not;
    report.verdicts.push_back(verdict);
  }
  if (report.built && !dropped.empty()) {
    progress("rewriting the test file with the " + std::to_string(report.reproduced()) + " of " +
             std::to_string(report.verdicts.size()) + " tests that reproduce the failure");
    ProjectOptions rewrite = options;
    rewrite.dropped = dropped;
    write_project(dump, rewrite);
    if (run_process({"cmake", "--build", project.directory + "/build"}, true).exit_status != 0) {
      progress("warning: the rewritten project did not rebuild");
    }
  }
  return report;
}

std::string verdict_table(const VerifyReport& report) {
  std::size_t call_width = 4;
  for (const Verdict& v : report.verdicts) call_width = std::max(call_width, v.test.call.size());
  std::ostringstream out;
  out << "frame  " << "call" << std::string(call_width - 4 + 2, ' ') << "result\n";
  for (std::size_t i = 0; i < report.verdicts.size(); ++i) {
    const Verdict& v = report.verdicts[i];
    std::string frame = std::to_string(i);
    out << frame << std::string(7 - std::min<std::size_t>(frame.size(), 6), ' ') << v.test.call
        << std::string(call_width - v.test.call.size() + 2, ' ')
        << (v.reproduced ? "reproduced" : "not reproduced: " + v.why_not) << "\n";
  }
  return out.str();
}

}  // namespace recrash::gen
