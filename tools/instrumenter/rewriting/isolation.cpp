// SPDX-License-Identifier: MIT
#include "rewriting/isolation.hpp"

#include <llvm/Support/raw_ostream.h>

#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>

namespace recrash::instrument {
namespace {

constexpr std::size_t kContextBytes = 512;
char* g_context = nullptr;  ///< shared with the parent while a child works; null otherwise

}  // namespace

void working_on(llvm::StringRef what) {
  static const char* const crash_at = std::getenv("RECRASH_INSTRUMENT_TEST_CRASH");
  if (g_context != nullptr) {
    const std::size_t size = std::min(what.size(), kContextBytes - 1);
    std::memcpy(g_context, what.data(), size);
    g_context[size] = '\0';
  }
  if (crash_at != nullptr && *crash_at != '\0' && what.contains(crash_at)) std::raise(SIGSEGV);
}

IsolatedOutcome run_isolated(llvm::function_ref<int()> work) {
  void* page = mmap(nullptr, kContextBytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED) return {work() == 0, "stopped with an error"};
  char* context = static_cast<char*>(page);
  context[0] = '\0';
  llvm::outs().flush();
  llvm::errs().flush();
  const pid_t child = fork();
  if (child < 0) {
    munmap(page, kContextBytes);
    return {work() == 0, "stopped with an error"};
  }
  if (child == 0) {
    g_context = context;
    const int status = work();
    llvm::outs().flush();
    llvm::errs().flush();
    _exit(status);
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  IsolatedOutcome outcome;
  outcome.succeeded = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  if (WIFSIGNALED(status)) {
    const char* name = sigabbrev_np(WTERMSIG(status));
    outcome.why = std::string("died of ") + (name != nullptr ? std::string("SIG") + name : "a signal");
  } else if (!outcome.succeeded) {
    outcome.why = "stopped with status " + std::to_string(WEXITSTATUS(status));
  }
  if (!outcome.succeeded && context[0] != '\0') outcome.why += std::string(" while ") + context;
  munmap(page, kContextBytes);
  return outcome;
}

}  // namespace recrash::instrument
