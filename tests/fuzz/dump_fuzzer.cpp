// SPDX-License-Identifier: MIT
// libFuzzer target: any bytes through the dump reader and, when they parse, every generator
// output. Only DumpError may come out; anything else (a crash, another exception, a hang) is a bug.
// Half the mutations are libFuzzer's own, on bytes; the other half change a valid dump's fields
// and records (dump_mutator.hpp), so that what they make reaches the generator.
#include "dump_mutator.hpp"
#include "dump_text.hpp"
#include "project_writer.hpp"
#include "test_writer.hpp"

#include <recrash/format/dump.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <utility>

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

void mutate_bytes(std::string& text, std::size_t max_size) {
  const std::size_t size = text.size();
  text.resize(std::max(max_size, size));
  text.resize(LLVMFuzzerMutate(reinterpret_cast<std::uint8_t*>(text.data()), size, text.size()));
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  std::mt19937 random(seed);
  if (random() % 2 == 0) return LLVMFuzzerMutate(data, size, max_size);
  recrash::format::Dump dump;
  try {
    dump = recrash::format::parse_dump(reinterpret_cast<const char*>(data), size);
  } catch (const recrash::format::DumpError&) {
    return LLVMFuzzerMutate(data, size, max_size);
  }
  recrash::fuzz::mutate_dump(dump, random, mutate_bytes);
  const std::string bytes = recrash::format::dump_file_bytes(std::move(dump));
  if (bytes.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
  std::memcpy(data, bytes.data(), bytes.size());
  return bytes.size();
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  recrash::format::Dump dump;
  try {
    dump = recrash::format::parse_dump(reinterpret_cast<const char*>(data), size);
  } catch (const recrash::format::DumpError&) {
    return 0;
  }
  const recrash::gen::TestFile file = recrash::gen::write_test_file(dump, {"fuzz.bin", false, {}, std::nullopt, {}});
  recrash::gen::cmake_lists(file, "replay_test.cpp", "fuzz.bin");
  recrash::gen::show_dump(dump, false);
  recrash::gen::dump_json(dump, false);
  return 0;
}
