// SPDX-License-Identifier: MIT
// A test program with the replay library and no capture run time: what recrash::replay does
// when there is no capture to turn off and no throw site recorded. That it links at all is half
// the test: replay must not need a symbol of recrash::capture.
#include <recrash/format/dump.hpp>
#include <recrash/replay.hpp>

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>

namespace {

using namespace recrash::format;

/// A dump file whose crashing thread has one frame, `probe(const char*)`, called with `text`.
std::string dump_file_with_text(const std::string& text) {
  Value value;
  value.type = "PKc";
  value.kind = ValueKind::CString;
  const std::uint64_t size = text.size();
  value.payload = std::string(reinterpret_cast<const char*>(&size), sizeof(size)) + text;
  Frame frame;
  frame.invocation_id = 1;
  frame.function.qualified_name = "probe";
  frame.function.signature = "void probe(const char*)";
  frame.function.parameters = "text";
  frame.function.kind = FunctionKind::Free;
  frame.values.push_back(value);
  Dump dump;
  dump.program = "replay_alone";
  dump.recrash_version = "0";
  Thread thread;
  thread.crashed = true;
  thread.frames.push_back(frame);
  dump.threads.push_back(thread);
  const std::string path = testing::TempDir() + "replay_alone." + std::to_string(getpid()) + ".bin";
  std::ofstream(path, std::ios::binary) << dump_file_bytes(dump);
  return path;
}

TEST(ReplayWithoutCapture, BeginsAndLoadsADump) {
  EXPECT_TRUE(recrash::replay::begin());
  const std::string path = dump_file_with_text("not a number");
  const recrash::replay::Dump dump(path);
  std::remove(path.c_str());
  EXPECT_EQ(dump.text(0, 0), "not a number");
  EXPECT_STREQ(dump.c_string(0, 0), "not a number");
  EXPECT_THROW(dump.text(1, 0), DumpError);
}

TEST(ReplayWithoutCaptureDeathTest, AnExceptionDiesWithoutAThrowSite) {
  EXPECT_EXIT(recrash::replay::call_uncaught([] { throw std::out_of_range("index 7"); }),
              testing::KilledBySignal(SIGABRT), "std::out_of_range thrown in an unknown function");
}

}  // namespace
