// SPDX-License-Identifier: MIT
#include "test_runs.hpp"

#include <string_view>

namespace recrash::gen {
namespace {

constexpr std::string_view kBegins = "[ RUN      ] ";
constexpr std::string_view kPassed = "[       OK ] ";
constexpr std::string_view kEnds[] = {kPassed, "[  FAILED  ] ", "[  SKIPPED ] "};

/// The test a marker line names: "Suite.Name (12 ms)" gives "Name" for `suite`, else "".
std::string named_test(std::string_view rest, const std::string& suite) {
  if (rest.substr(0, suite.size()) != suite || rest.substr(suite.size(), 1) != ".") return "";
  rest.remove_prefix(suite.size() + 1);
  return std::string(rest.substr(0, rest.find_first_of(" \r\n")));
}

}  // namespace

std::map<std::string, TestRun> finished_test_runs(const std::string& output, const std::string& suite) {
  std::map<std::string, TestRun> runs;
  std::string running;  // the test whose lines are being read, if any
  std::string lines;
  for (std::size_t start = 0; start < output.size();) {
    std::size_t end = output.find('\n', start);
    end = end == std::string::npos ? output.size() : end + 1;
    const std::string_view line(output.data() + start, end - start);
    start = end;
    if (line.substr(0, kBegins.size()) == kBegins) {
      running = named_test(line.substr(kBegins.size()), suite);
      lines.assign(line);
      continue;
    }
    if (running.empty()) continue;
    lines.append(line);
    for (std::string_view marker : kEnds) {
      if (line.substr(0, marker.size()) != marker || named_test(line.substr(marker.size()), suite) != running) continue;
      runs[running] = TestRun{marker == kPassed, lines};
      running.clear();
      break;
    }
  }
  return runs;
}

}  // namespace recrash::gen
