// SPDX-License-Identifier: MIT
// libFuzzer target: any bytes through the dump reader and, when they parse, every generator
// output. Only DumpError may come out; anything else (a crash, another exception, a hang) is a bug.
#include "dump_text.hpp"
#include "project_writer.hpp"
#include "test_writer.hpp"

#include <recrash/format/dump.hpp>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  recrash::format::Dump dump;
  try {
    dump = recrash::format::parse_dump(reinterpret_cast<const char*>(data), size);
  } catch (const recrash::format::DumpError&) {
    return 0;
  }
  const recrash::gen::TestFile file = recrash::gen::write_test_file(dump, {"fuzz.bin", false, {}});
  recrash::gen::cmake_lists(file, "replay_test.cpp", "fuzz.bin");
  recrash::gen::show_dump(dump, false);
  recrash::gen::dump_json(dump, false);
  return 0;
}
