// SPDX-License-Identifier: MIT
#include "verifier.hpp"

#include "failure_text.hpp"
#include "fault_site.hpp"
#include "literals.hpp"
#include "process.hpp"
#include "test_runs.hpp"

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <map>
#include <mutex>
#include <regex>
#include <sstream>
#include <string_view>
#include <thread>
#include <vector>

namespace recrash::gen {
namespace {

constexpr const char* kTestTimeoutSeconds = "120";
/// Tests run by one run of the test binary, at most.
constexpr std::size_t kBatchSize = 32;
/// A test that died of the program's signal somewhere else: "fails elsewhere: SIGSEGV in f(), not in g()".
constexpr std::string_view kFailsElsewhere = "fails elsewhere: ";
/// A test that aborted on another assertion than the program's.
constexpr std::string_view kFailsDifferently = "fails differently: ";

/// The places a failure was expected in, for a person.
std::string places(const std::vector<std::string>& sites) {
  std::string out;
  for (std::size_t i = 0; i < sites.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == sites.size() ? " or " : ", ") + comment_text(sites[i], 200);
  }
  return out;
}

std::string tail(const std::string& text, std::size_t lines) {
  std::size_t at = text.size();
  for (std::size_t n = 0; n <= lines && at != std::string::npos && at > 0; ++n) at = text.rfind('\n', at - 1);
  return at == std::string::npos ? text : text.substr(at + 1);
}

/// The text's lines joined with "; ", blank ones left out: a table row stays one row.
std::string one_line(const std::string& text) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first != std::string::npos) {
      line = line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
      out += (out.empty() ? "" : "; ") + line;
    }
    start = end + 1;
  }
  return out;
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

/// How many tests (and compiles) run at once: --jobs, else one per hardware thread.
unsigned jobs(const ProjectOptions& options) {
  if (options.jobs != 0) return options.jobs;
  const unsigned threads = std::thread::hardware_concurrency();
  return threads != 0 ? threads : 1;
}

/// `cmake --build` of the project's build directory, `jobs` at once.
std::vector<std::string> build_command(const Project& project, unsigned jobs) {
  return {"cmake", "--build", project.directory + "/build", "--parallel", std::to_string(jobs)};
}

bool build(const Project& project, unsigned jobs, const Progress& progress, std::string& log) {
  const std::string build_dir = project.directory + "/build";
  progress("configuring " + build_dir);
  ProcessResult configure = run_process({"cmake", "-S", project.directory, "-B", build_dir}, true);
  if (configure.exit_status != 0) {
    log = configure.started ? configure.output : "cmake could not be run";
    return false;
  }
  progress("building (the first build compiles GoogleTest code; it takes a while)");
  ProcessResult compile = run_process(build_command(project, jobs), true);
  log = compile.output;
  return compile.exit_status == 0;
}

/// The first line of each test in the test file, by name.
std::map<std::size_t, std::string> test_starts(const Project& project) {
  std::map<std::size_t, std::string> starts;
  std::ifstream in(project.test_source_path);
  const std::string prefix = "TEST(" + project.tests.suite + ", ";
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    if (line.rfind(prefix, 0) == 0) starts[number] = line.substr(prefix.size(), line.find(')') - prefix.size());
  }
  return starts;
}

/// The text of each test in the test file, by name: from its first line to the next test's.
std::map<std::string, std::string> test_bodies(const Project& project) {
  std::map<std::string, std::string> bodies;
  std::ifstream in(project.test_source_path);
  const std::string prefix = "TEST(" + project.tests.suite + ", ";
  std::string* body = nullptr;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(prefix, 0) == 0) body = &bodies[line.substr(prefix.size(), line.find(')') - prefix.size())];
    if (body != nullptr) *body += line + "\n";
  }
  return bodies;
}

/// The tests a failed build's diagnostics point into, for the project's test file, and those
/// its link shows need what no library gives.
std::map<std::string, std::string> tests_that_did_not_build(const Project& project, const std::string& log) {
  const std::string file = project.test_source_path.substr(project.test_source_path.rfind('/') + 1);
  std::map<std::string, std::string> failed = gen::tests_that_did_not_build(test_starts(project), file, log);
  failed.merge(tests_that_did_not_link(test_bodies(project), log));
  return failed;
}

/// The header each #include line of the test file names, by line.
std::map<std::size_t, std::string> test_includes(const Project& project) {
  static const std::regex include(R"re(^#include "(.*)"$)re");
  std::map<std::size_t, std::string> includes;
  std::ifstream in(project.test_source_path);
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    std::smatch match;
    if (std::regex_match(line, match, include)) includes[number] = match[1];
  }
  return includes;
}

/// Builds; while the build fails in some tests' code, leaves those tests out and builds again,
/// and while it fails in a header the test file includes, includes the first such header after the
/// others. No round limit: each round leaves out one more test or moves one more header, so the rounds
/// end, and a limit would give up on tests that build. False when the build fails where nothing
/// is left to blame.
bool build_leaving_out_what_does_not_compile(const Project& project, const format::Dump& dump, ProjectOptions& options,
                                             const Progress& progress, std::string& log,
                                             std::map<std::string, std::string>& not_built) {
  for (;;) {
    if (build(project, jobs(options), progress, log)) return true;
    const std::map<std::string, std::string> failed = tests_that_did_not_build(project, log);
    std::size_t added = 0;
    for (const auto& [name, error] : failed) added += not_built.emplace(name, error).second ? 1 : 0;
    if (added != 0) {
      progress("leaving out " + std::to_string(added) + " test(s) that do not compile, and building again");
    } else {
      const std::string file = project.test_source_path.substr(project.test_source_path.rfind('/') + 1);
      const std::string header = header_that_did_not_compile(test_includes(project), file, log);
      if (header.empty() || !options.included_last.insert(header).second) return false;
      progress("including " + header +
               " after the other headers, as it does not compile where it was, and building again");
    }
    ProjectOptions rewrite = options;
    for (const auto& [name, error] : not_built) rewrite.dropped[name] = "did not build: " + error;
    write_project(dump, rewrite);
  }
}

}  // namespace

std::string first_error(const std::string& log) {
  std::istringstream lines(log);
  for (std::string line; std::getline(lines, line);) {
    if (const std::size_t at = line.find(" error: "); at != std::string::npos) return line.substr(at + 1);
    if (line.rfind("CMake Error", 0) == 0) return line;
  }
  return "";
}

std::map<std::string, std::string> tests_that_did_not_build(const std::map<std::size_t, std::string>& starts,
                                                            const std::string& test_file, const std::string& log) {
  const std::regex location(std::regex_replace(test_file, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)") +
                            R"(:(\d+):\d+: (.*))");
  // The test a line of the test file lies in, or "" (the file's preamble).
  const auto test_at = [&](std::size_t number) -> std::string {
    auto test = starts.upper_bound(number);
    if (test == starts.begin()) return "";
    return std::prev(test)->second;
  };
  std::map<std::string, std::string> failed;
  const auto blame = [&](const std::string& test, const std::string& error) {
    if (!test.empty() && !error.empty()) failed.emplace(test, error);
  };
  // g++ opens a diagnostic with where it was required from ("In instantiation of ...", then
  // "replay_test.cpp:49:49:   required from here") and ends it with the error in a header;
  // clang names the error first and the test's line after it ("note: in instantiation ...").
  std::string error_waiting;  // an error in a header, until the test line that caused it
  std::string test_waiting;   // a test the open diagnostic went through, until its error
  std::istringstream lines(log);
  for (std::string line; std::getline(lines, line);) {
    if (line.find("In instantiation of") != std::string::npos || line.rfind("In file included from", 0) == 0) {
      test_waiting.clear();  // a new diagnostic
      error_waiting.clear();
    }
    std::smatch match;
    const bool in_test_file = !starts.empty() && std::regex_search(line, match, location);
    const std::string test = in_test_file ? test_at(std::stoul(match[1])) : "";
    if (const std::size_t at = line.find(" error: "); at != std::string::npos) {
      const std::string message = line.substr(at + 8);
      if (in_test_file) {
        blame(test, message);
      } else if (!test_waiting.empty()) {
        blame(test_waiting, message);
      }
      error_waiting = message;
      test_waiting.clear();
      continue;
    }
    if (!in_test_file || test.empty()) continue;
    if (!error_waiting.empty() && !failed.count(test)) {
      blame(test, error_waiting);
    } else {
      test_waiting = test;
    }
  }
  return failed;
}

std::string header_that_did_not_compile(const std::map<std::size_t, std::string>& includes,
                                        const std::string& test_file, const std::string& log) {
  // g++ and clang open an error in an included file with its chain of includers, innermost first:
  // "In file included from a.h:180,\n                 from replay_test.cpp:31:\n". The last link
  // that is the test file says which of its #include lines the error came through.
  const std::regex link(R"((?:In file included from |^ +from )(.*):(\d+)[:,]$)");
  std::map<std::size_t, std::string> failed;  // by the line that includes it
  std::size_t through = 0;                    // the test file's line the open diagnostic came through, or 0
  std::istringstream lines(log);
  for (std::string line; std::getline(lines, line);) {
    std::smatch match;
    if (std::regex_search(line, match, link)) {
      if (line.rfind("In file included from", 0) == 0) through = 0;
      const std::string path = match[1];
      const bool test = path == test_file ||
                        (path.size() > test_file.size() &&
                         path.compare(path.size() - test_file.size() - 1, std::string::npos, "/" + test_file) == 0);
      if (test) through = std::stoul(match[2]);
      continue;
    }
    if (line.find(" error: ") == std::string::npos) continue;
    if (auto header = includes.find(through); header != includes.end()) failed.insert(*header);
    through = 0;
  }
  // The first: those after it may fail only because of it (a header it stopped half-way).
  return failed.empty() ? "" : failed.begin()->second;
}

std::map<std::string, std::string> tests_that_did_not_link(const std::map<std::string, std::string>& bodies,
                                                           const std::string& log) {
  // GNU ld: "...: in function `<where>':" then "<file>:<line>: undefined reference to `<symbol>'".
  static const std::regex in_function(R"(: in function `(.*)':$)");
  static const std::regex undefined(R"(undefined reference to `(.*)'$)");
  static const std::regex access_key(R"(Key<\(anonymous namespace\)::(\w+)>)");
  std::map<std::string, std::string> failed;
  std::string where;
  std::istringstream lines(log);
  for (std::string line; std::getline(lines, line);) {
    std::smatch match;
    if (std::regex_search(line, match, in_function)) {
      where = match[1];
      continue;
    }
    if (!std::regex_search(line, match, undefined)) continue;
    const std::string symbol = match[1];
    // What a test names for it: the access key of a member it calls, the function it calls by
    // name, or the class of a constructor or destructor that loading its objects needs.
    std::vector<std::string> names;
    if (std::regex_search(where, match, access_key)) names.push_back(match[1]);
    const std::string function = symbol.substr(0, symbol.find('('));
    names.push_back(function);
    if (const std::size_t last = function.rfind("::"); last != std::string::npos) {
      const std::string owner = function.substr(0, last);
      std::string member = function.substr(last + 2);
      if (!member.empty() && member[0] == '~') member.erase(0, 1);
      const std::size_t owner_name = owner.rfind("::");
      if (member == owner.substr(owner_name == std::string::npos ? 0 : owner_name + 2)) names.push_back(owner);
    }
    const std::string error =
        "the program's libraries do not give " + symbol + " (a shared library that does not export it?)";
    for (const auto& [test, body] : bodies) {
      for (const std::string& name : names) {
        if (!name.empty() && body.find(name) != std::string::npos) failed.emplace(test, error);
      }
    }
  }
  return failed;
}

std::size_t VerifyReport::reproduced() const {
  return static_cast<std::size_t>(
      std::count_if(verdicts.begin(), verdicts.end(), [](const Verdict& v) { return v.reproduced; }));
}

std::string classify_run(int exit_status, const std::string& output, const std::string& expected_abort) {
  if (exit_status == 0 && output.find("[  PASSED  ] 1 test") != std::string::npos) return "";
  if (exit_status == 124) return std::string("hung: no end within ") + kTestTimeoutSeconds + " s";
  if (output.find("[  SKIPPED ]") != std::string::npos)
    return "not replayable: " + after(output, "recrash cannot replay this frame: ");
  if (output.find("Result: failed to die") != std::string::npos) return "no failure";
  const std::string replayed = comment_text(replayed_fault(output), 200);
  if (std::string s = after(output, "Terminated by signal "); !s.empty()) {
    // A call that throws where the program crashed dies of SIGABRT, saying what it threw.
    if (replayed.find(" thrown in ") != std::string::npos) {
      const std::string what = one_line(after(output, "recrash replay: what(): "));
      return "no crash: " + replayed + (what.empty() ? "" : " (" + what + ")");
    }
    return "different signal (" + (replayed.empty() ? signal_text(std::atoi(s.c_str())) : replayed) + ")";
  }
  if (output.find("Result: died but not with expected error") != std::string::npos) {
    // Past the pattern gtest quotes, what the replay printed: another assertion than the program's.
    const std::size_t printed = output.find("Actual msg:");
    const std::string assertion = printed == std::string::npos ? "" : replayed_assertion(output.substr(printed));
    if (!expected_abort.empty() && !assertion.empty() && assertion != expected_abort) {
      return std::string(kFailsDifferently) + (replayed.empty() ? "" : replayed + ": ") + comment_text(assertion, 200) +
             ", not " + comment_text(expected_abort, 200);
    }
    return std::string(kFailsElsewhere) + (replayed.empty() ? "the replay said nowhere" : replayed);
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
  if (output.find("Result: threw an exception") != std::string::npos) {
    const std::string message = after(output, "Exception message: ");
    return "no crash: the call threw an exception" + (message.empty() ? "" : " (" + message + ")");
  }
  return "failed: " + one_line(tail(output, 3));
}

VerifyReport verify_project(const Project& project, const format::Dump& dump, const ProjectOptions& options,
                            const Progress& progress) {
  VerifyReport report;
  std::map<std::string, std::string> not_built;
  ProjectOptions built_with = options;  // and the headers moved to build
  report.built =
      build_leaving_out_what_does_not_compile(project, dump, built_with, progress, report.build_log, not_built);
  const std::string binary = project.directory + "/build/" + project.tests.target;
  const std::string expected_abort = dump.failure.kind == format::FailureKind::Signal && dump.failure.signal == SIGABRT
                                         ? abort_key(dump.failure.message)
                                         : "";
  // Each test runs in a process of its own (a death test's child, a stack overflow's 8 MiB): as
  // many at once as the machine has hardware threads, unless told otherwise.
  std::vector<std::size_t> to_run;
  for (std::size_t i = 0; i < project.tests.tests.size(); ++i) {
    Verdict verdict;
    verdict.test = project.tests.tests[i];
    if (!verdict.test.skipped_because.empty()) {
      verdict.why_not = "not replayable: " + verdict.test.skipped_because;
    } else if (auto error = not_built.find(verdict.test.name); error != not_built.end()) {
      verdict.why_not = "did not build: " + error->second;
    } else if (!report.built) {
      const std::string first = first_error(report.build_log);
      verdict.why_not = "did not build: the build failed where no test is to blame" +
                        (first.empty() ? std::string() : " (" + comment_text(first, 200) + ")");
    } else {
      to_run.push_back(i);
    }
    report.verdicts.push_back(verdict);
  }
  // Tests run in batches, a binary's run each (its children, one per death test, start from a
  // parent that has loaded the dump and read the symbols once). A test that did not end in its
  // batch's run (the binary hung or died in it) runs on its own, and the tests after it in a new
  // batch. One that failed after others ran in its process runs again on its own, and that run
  // judges it: ctest runs each test alone, and the objects the tests before it loaded move the
  // heap under a replay whose failure depends on where the allocator's blocks are (a use after
  // free, a pool that finds its page from a pointer).
  std::mutex lock;
  std::deque<std::vector<std::size_t>> batches;
  const std::size_t workers_wanted = std::min<std::size_t>(jobs(options), to_run.size());
  const std::size_t batch_size = std::clamp<std::size_t>(
      (to_run.size() + workers_wanted - 1) / std::max<std::size_t>(workers_wanted, 1), 1, kBatchSize);
  for (std::size_t first = 0; first < to_run.size(); first += batch_size) {
    batches.emplace_back(to_run.begin() + static_cast<std::ptrdiff_t>(first),
                         to_run.begin() + static_cast<std::ptrdiff_t>(std::min(first + batch_size, to_run.size())));
  }
  const auto say = [&](const std::string& line) {
    const std::lock_guard<std::mutex> hold(lock);
    progress(line);
  };
  const auto judge = [&](Verdict& verdict, std::string why_not) {
    if (why_not.rfind(kFailsElsewhere, 0) == 0) why_not += ", not in " + places(project.tests.fault_sites);
    verdict.why_not = std::move(why_not);
    verdict.reproduced = verdict.why_not.empty();
  };
  const auto run_alone = [&](std::size_t index) {
    Verdict& verdict = report.verdicts[index];
    const ProcessResult run = run_process(
        {"timeout", kTestTimeoutSeconds, binary, "--gtest_filter=" + project.tests.suite + "." + verdict.test.name},
        true);
    judge(verdict,
          run.started ? classify_run(run.exit_status, run.output, expected_abort) : "the test binary could not be run");
  };
  const auto run_batch = [&](const std::vector<std::size_t>& batch) {
    say("running " + std::to_string(batch.size()) + (batch.size() == 1 ? " test" : " tests") + " from " +
        std::to_string(batch.front() + 1) + "/" + std::to_string(report.verdicts.size()) + ": " +
        report.verdicts[batch.front()].test.name);
    if (batch.size() == 1) return run_alone(batch.front());
    std::string filter = "--gtest_filter=";
    for (std::size_t index : batch) filter += project.tests.suite + "." + report.verdicts[index].test.name + ":";
    const ProcessResult run = run_process({"timeout", kTestTimeoutSeconds, binary, filter}, true);
    const std::map<std::string, TestRun> finished = finished_test_runs(run.output, project.tests.suite);
    for (std::size_t k = 0; k < batch.size(); ++k) {
      Verdict& verdict = report.verdicts[batch[k]];
      const auto ended = finished.find(verdict.test.name);
      if (ended != finished.end()) {
        if (ended->second.passed || k == 0) {
          judge(verdict, ended->second.passed ? "" : classify_run(1, ended->second.output, expected_abort));
        } else {
          run_alone(batch[k]);
        }
        continue;
      }
      run_alone(batch[k]);
      if (k + 1 < batch.size()) {
        const std::lock_guard<std::mutex> hold(lock);
        batches.emplace_front(batch.begin() + static_cast<std::ptrdiff_t>(k) + 1, batch.end());
      }
      return;
    }
  };
  const auto run_tests = [&] {
    for (;;) {
      std::vector<std::size_t> batch;
      {
        const std::lock_guard<std::mutex> hold(lock);
        if (batches.empty()) return;
        batch = std::move(batches.front());
        batches.pop_front();
      }
      run_batch(batch);
    }
  };
  std::vector<std::thread> workers;
  for (std::size_t w = 1; w < workers_wanted; ++w) workers.emplace_back(run_tests);
  run_tests();
  for (std::thread& worker : workers) worker.join();
  std::map<std::string, std::string> dropped;
  for (const Verdict& verdict : report.verdicts) {
    if (!verdict.reproduced) dropped[verdict.test.name] = verdict.why_not;
  }
  if (report.built && !dropped.empty()) {
    progress("rewriting the test file with the " + std::to_string(report.reproduced()) + " of " +
             std::to_string(report.verdicts.size()) + " tests that reproduce the failure");
    ProjectOptions rewrite = built_with;
    rewrite.dropped = dropped;
    write_project(dump, rewrite);
    if (run_process(build_command(project, jobs(options)), true).exit_status != 0) {
      progress("warning: the rewritten project did not rebuild");
    }
  }
  return report;
}

std::string verdict_table(const VerifyReport& report) {
  std::size_t call_width = 4;
  for (const Verdict& v : report.verdicts) call_width = std::max(call_width, v.test.call.size());
  std::ostringstream out;
  out << "frame  "
      << "call" << std::string(call_width - 4 + 2, ' ') << "result\n";
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
