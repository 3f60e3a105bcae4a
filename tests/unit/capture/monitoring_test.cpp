// SPDX-License-Identifier: MIT
// What decides whether a hooked call is recorded: the per-function state its hook reads first,
// the registry of functions and their code, second-chance mode's watch list, and the hook's own
// reading of the runtime's uncaught-exception count.
#include "../../../capture/function_registry.hpp"

#include <recrash/recrash.hpp>

#include <gtest/gtest.h>

#include <unistd.h>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

namespace {

using recrash::detail::FunctionDescriptor;
using recrash::detail::tls_shadow_stack;

/// Whether the caller's own call was recorded: its hook pushed a frame naming `function_name`.
bool recorded(const char* function_name) {
  const std::uint32_t depth = tls_shadow_stack.depth;
  if (depth == 0) return false;
  const auto* record = recrash::detail::record_at(tls_shadow_stack, depth - 1);
  return record != nullptr && std::string(record->function->signature).find(function_name) != std::string::npos;
}

[[gnu::noinline]] bool watched(int x) {
  RECRASH_FUNCTION(x);
  return recorded("watched");
}

[[gnu::noinline]] bool unwatched(int x) {
  RECRASH_FUNCTION(x);
  return recorded("unwatched");
}

[[gnu::noinline]] const FunctionDescriptor* descriptor_of_own_call(int x) {
  RECRASH_FUNCTION(x);
  return recrash::detail::record_at(tls_shadow_stack, tls_shadow_stack.depth - 1)->function;
}

/// A directory of the test's own, removed with what the test wrote there.
class ScratchDir {
 public:
  ScratchDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "recrash-monitoring.XXXXXX").string();
    if (mkdtemp(pattern.data()) != nullptr) path_ = pattern;
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  ~ScratchDir() {
    std::error_code ignored;
    if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

void configure_mode(recrash::Mode mode, const std::string& state_dir = {}, const std::string& lists = {}) {
  recrash::Config config;
  config.mode = mode;
  config.quiet = true;
  if (!state_dir.empty()) config.state_dir = state_dir;
  config.watch_lists = lists;
  recrash::configure(config);
}

TEST(Monitoring, AHookFindsTheCodeOfItsFunction) {
  const FunctionDescriptor* function = descriptor_of_own_call(1);
  ASSERT_TRUE(function->registered.load());
  const auto entry = reinterpret_cast<std::uintptr_t>(&descriptor_of_own_call);
  EXPECT_TRUE(recrash::capture::code_contains(*function, entry));
  EXPECT_FALSE(recrash::capture::code_contains(*function, reinterpret_cast<std::uintptr_t>(&watched)));
  bool listed = false;
  auto& registry = recrash::capture::function_registry();
  for (std::size_t i = 0; i < registry.count.load(); ++i) listed |= registry.entries[i].load() == function;
  EXPECT_TRUE(listed);
}

TEST(Monitoring, TurningCaptureOffAndOnAgainReachesFunctionsAlreadyDecided) {
  configure_mode(recrash::Mode::Full);
  EXPECT_TRUE(watched(1));
  configure_mode(recrash::Mode::Off);
  EXPECT_FALSE(watched(1));
  configure_mode(recrash::Mode::Full);
  EXPECT_TRUE(watched(1));
}

/// The signature a watch list names watched() by, read off its descriptor once it has run.
std::string signature_of_watched() {
  configure_mode(recrash::Mode::Full);
  watched(0);
  auto& registry = recrash::capture::function_registry();
  for (std::size_t i = 0; i < registry.count.load(); ++i) {
    const FunctionDescriptor* f = registry.entries[i].load();
    const std::string signature = f != nullptr ? f->signature : "";
    if (signature.find("watched(int)") != std::string::npos && signature.find("unwatched") == std::string::npos) {
      return signature;
    }
  }
  return "";
}

TEST(Monitoring, SecondChanceRecordsOnlyTheFunctionsOnTheWatchList) {
  const std::string signature = signature_of_watched();
  ASSERT_FALSE(signature.empty());

  const ScratchDir scratch;
  ASSERT_FALSE(scratch.path().empty());
  const std::string& dir = scratch.path();
  const std::string list = dir + "/shipped.list";
  std::ofstream(list) << "# recrash watch list 1\n\n# a comment\n" << signature << "\n";
  configure_mode(recrash::Mode::SecondChance, dir + "/state", list);
  EXPECT_TRUE(watched(2));
  EXPECT_FALSE(unwatched(2));
  EXPECT_EQ(recrash::state_dir(), dir + "/state");

  configure_mode(recrash::Mode::SecondChance, dir + "/state", "");  // the shipped list withdrawn
  EXPECT_FALSE(watched(3));
  configure_mode(recrash::Mode::Full, dir + "/state", "");
  EXPECT_TRUE(unwatched(3));
}

TEST(Monitoring, AFileThatIsNotAWatchListIsRefusedWithAMessage) {
  const ScratchDir scratch;
  ASSERT_FALSE(scratch.path().empty());
  const std::string& dir = scratch.path();
  const std::string list = dir + "/bad.list";
  std::ofstream(list) << "watched(int)\n";
  testing::internal::CaptureStderr();
  configure_mode(recrash::Mode::SecondChance, dir + "/state", list);
  const std::string said = testing::internal::GetCapturedStderr();
  EXPECT_NE(said.find("recrash: ignoring " + list + ": not a watch list"), std::string::npos) << said;
  EXPECT_FALSE(watched(1));
}

TEST(Monitoring, TheLearnedListLivesInTheStateDirectory) {
  const ScratchDir scratch;
  ASSERT_FALSE(scratch.path().empty());
  const std::string& dir = scratch.path();
  std::ofstream(dir + "/watch-list")
      << "# recrash watch list 1\nbool {anonymous}::unwatched(int)\n"
         "(anonymous namespace)::unwatched(int)\nbool (anonymous namespace)::unwatched(int)\n";
  configure_mode(recrash::Mode::SecondChance, dir);
  EXPECT_TRUE(unwatched(4));  // g++ and clang spell the anonymous namespace differently
  EXPECT_FALSE(watched(4));
}

/// Checks, from a destructor, that the hook's count agrees with the C++ runtime's.
struct CountChecker {
  ~CountChecker() {
    EXPECT_EQ(recrash::detail::uncaught_exceptions(tls_shadow_stack),
              static_cast<unsigned>(std::uncaught_exceptions()));
    seen = std::uncaught_exceptions();
  }
  int& seen;
};

TEST(Monitoring, TheHookReadsTheRuntimesUncaughtExceptionCount) {
  int seen = -1;
  { CountChecker checker{seen}; }
  EXPECT_EQ(seen, 0);
  try {
    CountChecker checker{seen};
    throw std::runtime_error("unwinding");
  } catch (const std::exception&) {
    EXPECT_EQ(recrash::detail::uncaught_exceptions(tls_shadow_stack), 0u);
  }
  EXPECT_EQ(seen, 1);
}

}  // namespace
