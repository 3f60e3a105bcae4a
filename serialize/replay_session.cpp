// SPDX-License-Identifier: MIT
// The test side of a replay. A crash here happens in a test binary, not in a shipped program, so
// the report may allocate: it symbolizes with Boost.Stacktrace, file:line included, and prints
// on stderr, where a death test that fails shows it.
#include <recrash/replay.hpp>

#include <boost/stacktrace.hpp>

#include <csignal>
#include <cstring>
#include <iostream>
#include <sstream>
#include <unistd.h>

namespace recrash::replay {
namespace {

constexpr int kSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP};

void report_and_die(int signal) {
  std::ostringstream out;
  out << "recrash replay: " << strsignal(signal) << " while replaying; where the replay was:\n"
      << boost::stacktrace::stacktrace();
  const std::string text = out.str();
  [[maybe_unused]] ssize_t written = write(STDERR_FILENO, text.data(), text.size());
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

}  // namespace

bool begin() noexcept {
  detail::enter_replay_mode();
  for (int signal : kSignals) std::signal(signal, &report_and_die);
  return true;
}

}  // namespace recrash::replay
