// SPDX-License-Identifier: MIT
// Writes adversarial dumps, one or more per finding of issue 20 that concerns recrash-gen, into
// a directory: hostile_dumps.py runs recrash-gen on each. They are made here from the dump schema,
// the way a person who wants to hurt whoever reads their dump would make them.
//   hostile_dumps OUTDIR
#include <recrash/archive.hpp>
#include <recrash/format/dump.hpp>

#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <utility>

namespace {

using namespace recrash::format;

std::string header(std::uint32_t version) {
  return std::string(kMagic, sizeof(kMagic)) + std::string(reinterpret_cast<const char*>(&version), sizeof(version));
}

/// A record as the writer writes it (the newest format).
template <class Record>
std::string record_bytes(const Record& record) {
  std::string bytes(std::size_t{1} << 20, '\0');
  recrash::ByteBuffer buffer{bytes.data(), bytes.size(), 0, false};
  recrash::OutputArchive archive(buffer);
  archive(record);
  bytes.resize(buffer.size);
  return bytes;
}

/// The same without its last field, an empty vector's count: to be followed by a count of ours.
template <class Record>
std::string record_head(const Record& record) {
  std::string bytes = record_bytes(record);
  bytes.resize(bytes.size() - sizeof(std::uint64_t));
  return bytes;
}

std::string count(std::uint64_t value) { return std::string(reinterpret_cast<const char*>(&value), sizeof(value)); }

void write(const std::string& directory, const std::string& name, const std::string& bytes) {
  std::ofstream(directory + "/" + name, std::ios::binary) << bytes;
}

void write(const std::string& directory, const std::string& name, const Dump& dump) {
  write(directory, name, dump_file_bytes(dump));
}

/// A dump of a requested failure with one crashing thread and one frame of a free function, whose
/// one value is an object of type `type`, and one module at `module_path` with an address in it.
Dump plain_dump(const std::string& type, const std::string& module_path) {
  Dump dump;
  dump.program = "victim";
  dump.failure.kind = FailureKind::Requested;
  dump.failure.message = "hostile";
  dump.modules.push_back({module_path, 0x400000, ""});
  dump.backtrace.push_back({0, 0x1234});
  Frame frame;
  frame.function.qualified_name = "parse";
  frame.function.signature = "void parse(Thing)";
  frame.function.parameters = "thing";
  frame.function.file = "/src/parse.cpp";
  frame.function.line = 7;
  Value value;
  value.type = type;
  value.kind = ValueKind::Object;
  value.strategy = Strategy::Copy;
  value.payload = std::string(8, '\0');
  frame.values.push_back(value);
  Thread thread;
  thread.crashed = true;
  thread.frames.push_back(frame);
  dump.threads.push_back(thread);
  return dump;
}

/// S_, S0_, S1_, ...: the back-reference to substitution candidate `index`.
std::string reference(unsigned index) {
  if (index == 0) return "S_";
  std::string digits;
  for (unsigned n = index - 1;; n /= 36) {
    digits.insert(digits.begin(), "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[n % 36]);
    if (n < 36) break;
  }
  return "S" + digits + "_";
}

/// Finding 1: 60 levels of pointers to members whose class is the level below, 264 bytes that
/// demangle to 2^60 characters.
void deep_type_name(const std::string& directory) {
  std::string name(60, 'M');
  name += "1B";
  for (unsigned level = 0; level < 60; ++level) name += reference(level);
  write(directory, "deep_type_name.bin", plain_dump(name, "/nonexistent/libvictim.so"));
  std::ofstream(directory + "/deep_type_name.txt") << name;
}

/// Finding 2: 1 MB whose thread, frame and value counts each claim as many records as there are
/// bytes left, one inside the other, then zeros (empty values of a version 4 dump).
void lying_counts(const std::string& directory) {
  constexpr std::size_t kSize = std::size_t{1} << 20;
  constexpr std::uint64_t kLie = kSize - 4096;
  Dump dump;
  dump.version = 4;
  Thread thread;
  thread.crashed = true;
  std::string bytes = header(4) + record_head(dump) + count(kLie) + record_head(thread) + count(kLie) +
                      record_head(Frame{}) + count(kLie);
  bytes.resize(kSize, '\0');
  write(directory, "lying_counts.bin", bytes);
}

/// Finding 3: a module that is a FIFO (hostile_dumps.py makes it) and one that is standard input,
/// each with and without a build id (recrash-gen reads a recorded one from the module).
void special_modules(const std::string& directory) {
  for (const auto& [name, path] :
       {std::pair<std::string, std::string>{"fifo", directory + "/fifo"}, {"stdin", "/dev/stdin"}}) {
    Dump dump = plain_dump("i", path);
    write(directory, name + "_module.bin", dump);
    dump.modules[0].build_id = "0123456789abcdef";
    write(directory, name + "_module_with_build_id.bin", dump);
  }
}

/// Finding 4: a NUL or another control character in each field that names a file. The build
/// manifest's is read where the system calls saw "/": recrash-gen looked for recrash-instrument's
/// reports beside it and walked the whole tree (its frame takes no values, so it is replayed).
void control_characters_in_paths(const std::string& directory) {
  Dump dump = plain_dump("i", "/nonexistent/libvictim.so");
  dump.threads[0].frames[0].values.clear();
  dump.threads[0].frames[0].function.signature = "void parse()";
  dump.threads[0].frames[0].function.parameters = "";
  dump.threads[0].frames[0].function.build_manifest = std::string("/\0/recrash-manifests/victim.cmake", 33);
  write(directory, "nul_in_manifest.bin", dump);
  dump = plain_dump("i", std::string("/lib/x86_64-linux-gnu/\0libc.so.6", 32));
  write(directory, "nul_in_module.bin", dump);
  dump = plain_dump("i", "/nonexistent/libvictim.so");
  dump.threads[0].frames[0].function.header = "victim.hpp\x1b]0;owned\x07";
  write(directory, "escape_in_header.bin", dump);
  dump = plain_dump("i", "/nonexistent/libvictim.so");
  dump.threads[0].frames[0].function.file = "/src/parse.cpp\n#include </etc/passwd>";
  write(directory, "newline_in_file.bin", dump);
}

/// Finding 7: signatures a person's terminal or a program's watch list should not get raw.
void control_characters_in_signatures(const std::string& directory) {
  Dump dump = plain_dump("i", "/nonexistent/libvictim.so");
  dump.second_chance.active = true;
  dump.second_chance.newly_watched = {std::string("void f(int)\0; after the NUL", 27), "\x1b]0;owned\x07void g()",
                                      "void \x1b[2J\x1b[31mh()", "void k()\nint main()",
                                      "void \xc2\x9b"
                                      "31ml()"};
  dump.threads[0].frames[0].function.signature = "void parse(\x1b[8mThing)";
  dump.failure.message = "\x1b[2Jcleared";
  write(directory, "escapes.bin", dump);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: hostile_dumps OUTDIR\n");
    return 2;
  }
  const std::string directory = argv[1];
  deep_type_name(directory);
  lying_counts(directory);
  special_modules(directory);
  control_characters_in_paths(directory);
  control_characters_in_signatures(directory);
  return 0;
}
