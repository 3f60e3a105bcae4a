// SPDX-License-Identifier: MIT
#include "symbolizer.hpp"

#include "process.hpp"

#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <sstream>
#include <string_view>

namespace recrash::gen {

namespace {

/// A descriptor open on `path` when it names a regular file, else -1. A module's path comes from
/// the dump and may name a FIFO, a terminal or a device (/dev/stdin, /dev/watchdog), whose open
/// or read would wait forever or act: so the path is looked at first (stat follows links as open
/// does) and opened only if it is a regular file, then without waiting (O_NONBLOCK, O_NOCTTY), and
/// the file opened must be the one looked at.
int open_regular_file(const std::string& path) {
  struct stat named {};
  if (stat(path.c_str(), &named) != 0 || !S_ISREG(named.st_mode)) return -1;
  const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return -1;
  struct stat opened {};
  if (fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode) || opened.st_dev != named.st_dev ||
      opened.st_ino != named.st_ino) {
    close(fd);
    return -1;
  }
  return fd;
}

/// Reads exactly `size` bytes at `offset`.
bool read_at(int fd, void* out, std::size_t size, std::uint64_t offset) {
  auto* bytes = static_cast<char*>(out);
  while (size != 0) {
    const ssize_t n = pread(fd, bytes, size, static_cast<off_t>(offset));
    if (n <= 0) return false;
    bytes += n, size -= static_cast<std::size_t>(n), offset += static_cast<std::uint64_t>(n);
  }
  return true;
}

/// The GNU build id in the ELF notes of the file open on `fd`, as hex; "" if none.
std::string build_id_of(int fd) {
  Elf64_Ehdr header{};
  if (!read_at(fd, &header, sizeof(header), 0)) return {};
  if (std::string(reinterpret_cast<char*>(header.e_ident), SELFMAG) != ELFMAG ||
      header.e_ident[EI_CLASS] != ELFCLASS64) {
    return {};
  }
  for (unsigned i = 0; i < header.e_phnum && i < 256; ++i) {
    Elf64_Phdr phdr{};
    if (!read_at(fd, &phdr, sizeof(phdr), header.e_phoff + i * sizeof(phdr))) return {};
    if (phdr.p_type != PT_NOTE || phdr.p_filesz > (1u << 20)) continue;
    std::string notes(phdr.p_filesz, '\0');
    if (!read_at(fd, notes.data(), notes.size(), phdr.p_offset)) return {};
    std::size_t at = 0;
    while (at + sizeof(Elf64_Nhdr) <= notes.size()) {
      Elf64_Nhdr note{};
      std::memcpy(&note, notes.data() + at, sizeof(note));
      std::size_t name_at = at + sizeof(note);
      std::size_t desc_at = name_at + ((note.n_namesz + 3) & ~3u);
      if (desc_at + note.n_descsz > notes.size()) break;
      if (note.n_type == NT_GNU_BUILD_ID && note.n_namesz == 4 && notes.compare(name_at, 3, "GNU") == 0) {
        std::string hex;
        char byte[3];
        for (std::size_t b = 0; b < note.n_descsz; ++b) {
          std::snprintf(byte, sizeof(byte), "%02x", static_cast<unsigned char>(notes[desc_at + b]));
          hex += byte;
        }
        return hex;
      }
      at = desc_at + ((note.n_descsz + 3) & ~3u);
    }
  }
  return {};
}

/// Whether addr2line may read the module: a regular file, with the build id the dump recorded
/// when it recorded one.
bool symbolizable(const format::Module& module) {
  const int fd = open_regular_file(module.path);
  if (fd < 0) return false;
  const bool same = module.build_id.empty() || build_id_of(fd) == module.build_id;
  close(fd);
  return same;
}

}  // namespace

std::string read_build_id(const std::string& path) {
  const int fd = open_regular_file(path);
  if (fd < 0) return {};
  std::string id = build_id_of(fd);
  close(fd);
  return id;
}

std::vector<SymbolizedFrame> symbolize(const format::Dump& dump, bool run_addr2line) {
  std::vector<SymbolizedFrame> frames;
  std::map<std::uint32_t, std::vector<std::size_t>> by_module;
  for (std::size_t i = 0; i < dump.backtrace.size(); ++i) {
    const format::Address& address = dump.backtrace[i];
    SymbolizedFrame frame;
    frame.module = "?";
    frame.offset = address.offset;
    if (address.module != format::kNoModule) {
      const std::string& path = dump.modules[address.module].path;
      frame.module = path.substr(path.rfind('/') + 1);
      by_module[address.module].push_back(i);
    }
    frames.push_back(frame);
  }
  if (!run_addr2line) return frames;
  for (const auto& [module_index, indices] : by_module) {
    const format::Module& module = dump.modules[module_index];
    if (!symbolizable(module)) continue;
    // -a prints each address before its frames, so inlined frames can be told apart.
    std::vector<std::string> argv = {"addr2line", "-a", "-C", "-f", "-i", "-e", module.path};
    for (std::size_t i : indices) {
      // A return address points after the call; the call itself is one byte before it. The top
      // frame of a fatal signal is the faulting instruction itself; that of an exception or a
      // requested dump is the return address of the call to __cxa_throw or write_dump (which
      // may be the first byte of the next inlined scope: a destructor's, after a throw).
      const bool faulting_pc = i == 0 && dump.failure.kind == format::FailureKind::Signal;
      std::uint64_t offset = frames[i].offset - (faulting_pc || frames[i].offset == 0 ? 0 : 1);
      char hex[32];
      std::snprintf(hex, sizeof(hex), "0x%llx", static_cast<unsigned long long>(offset));
      argv.push_back(hex);
    }
    std::istringstream out(run_process(argv).output);
    std::string line;
    std::size_t group = 0;
    bool started = false;
    while (std::getline(out, line)) {
      if (line.rfind("0x", 0) == 0) {
        if (started) ++group;
        started = true;
        continue;
      }
      std::string location;
      if (!started || group >= indices.size() || !std::getline(out, location)) break;
      SymbolizedFrame& frame = frames[indices[group]];
      if (location.rfind("??", 0) == 0) location.clear();
      location = location.substr(0, location.find(" ("));
      if (line == "??") line.clear();
      if (frame.function.empty() && frame.location.empty()) {
        frame.function = line;
        frame.location = location;
      } else if (!line.empty()) {
        frame.inlined_into.push_back(line + (location.empty() ? "" : " at " + location));
      }
    }
  }
  return frames;
}

namespace {

/// The function a frame's code belongs to: the outermost of those inlined there.
std::string outermost_function(const SymbolizedFrame& frame) {
  if (frame.inlined_into.empty()) return frame.function;
  const std::string& last = frame.inlined_into.back();
  return last.substr(0, last.rfind(" at "));
}

/// The parameter list of a lambda's call operator: "(int)" in "...::operator()(int) const" (and in
/// "...::operator()[abi:cxx11](int) const"), or "".
std::string call_parameters(const std::string& function, std::size_t from) {
  static constexpr std::string_view kCall = "::operator()";
  std::size_t open = function.find(kCall, from);
  if (open == std::string::npos) return "";
  open += kCall.size();
  if (function.compare(open, 5, "[abi:") == 0) open = function.find(']', open) + 1;
  if (open == 0 || open >= function.size() || function[open] != '(') return "";
  int depth = 0;
  for (std::size_t i = open; i < function.size(); ++i) {
    if (function[i] == '(') ++depth;
    if (function[i] == ')' && --depth == 0) return function.substr(open, i - open + 1);
  }
  return "";
}

/// "f(int)" for a twin of f(int): g++ names it "f(int)::{lambda(int)#1}::operator()(int) const",
/// clang "f(int)::$_3::operator()(int) const" (its lambdas are numbered across the unit, so
/// the twin's parameters, the function's own or led by recrash::detail::Reentry, tell it from the
/// program's lambdas). "" for anything else.
std::string twin_of(const std::string& function) {
  const std::size_t lambda = function.rfind("::{lambda(");
  if (lambda != std::string::npos) {
    const std::size_t number = function.find(")#1}::operator()", lambda);
    if (number == std::string::npos || function.find('}', lambda) != number + 3) return "";
    return function.substr(0, lambda);
  }
  const std::size_t dollar = function.rfind("::$_");
  if (dollar == std::string::npos) return "";
  std::size_t digits = dollar + 4;
  while (digits < function.size() && std::isdigit(static_cast<unsigned char>(function[digits])) != 0) ++digits;
  if (digits == dollar + 4 || function.compare(digits, 12, "::operator()") != 0) return "";
  std::string entry = function.substr(0, dollar);
  const std::string parameters = call_parameters(function, digits);
  if (parameters.empty()) return "";
  if (parameters.rfind("(recrash::detail::Reentry", 0) == 0) return entry;
  return entry.find(parameters) != std::string::npos ? entry : "";
}

/// Whether `function` is the entry `entry` names: the same, or with the return type the demangler
/// puts in front of a function template's specialization ("long ns::f<int>(int)").
bool is_entry(const std::string& function, const std::string& entry) {
  if (function == entry) return true;
  return function.size() > entry.size() + 1 &&
         function.compare(function.size() - entry.size(), entry.size(), entry) == 0 &&
         function[function.size() - entry.size() - 1] == ' ';
}

/// Whether a twin is one that calls its function again: its first parameter is a
/// recrash::detail::Reentry.
bool reenters(const std::string& twin) {
  return call_parameters(twin, twin.rfind("::operator()")).rfind("(recrash::detail::Reentry", 0) == 0;
}

/// Removes the entry that called a twin from the frame at `index`: the whole frame, or when the
/// entry was inlined into its caller, the entry's part of it (that caller's frame stays).
void drop_entry(std::vector<SymbolizedFrame>& frames, std::size_t index) {
  SymbolizedFrame& entry = frames[index];
  if (entry.inlined_into.empty()) {
    frames.erase(frames.begin() + static_cast<std::ptrdiff_t>(index));
    return;
  }
  const std::string caller = entry.inlined_into.front();
  const std::size_t at = caller.rfind(" at ");
  entry.function = caller.substr(0, at);
  entry.location = at == std::string::npos ? "" : caller.substr(at + 4);
  entry.inlined_into.erase(entry.inlined_into.begin());
}

void rename_outermost(SymbolizedFrame& frame, const std::string& function) {
  if (frame.inlined_into.empty()) {
    frame.function = function;
    return;
  }
  std::string& last = frame.inlined_into.back();
  const std::size_t at = last.rfind(" at ");
  last = function + (at == std::string::npos ? "" : last.substr(at));
}

}  // namespace

void fold_twins(std::vector<SymbolizedFrame>& frames) {
  std::size_t i = 0;
  while (i + 1 < frames.size()) {
    const std::string twin = outermost_function(frames[i]);
    const std::string entry = twin_of(twin);
    if (entry.empty()) {
      ++i;
      continue;
    }
    if (!is_entry(frames[i + 1].function, entry) || frames[i + 1].module != frames[i].module) {
      // The entry was inlined into its caller with no record of it (clang's debug information
      // loses some): a re-entering twin is still the function's, as the body below it or as the
      // body inlined into it.
      if (reenters(twin) && i > 0 && frames[i].inlined_into.empty() &&
          is_entry(outermost_function(frames[i - 1]), entry)) {
        frames.erase(frames.begin() + static_cast<std::ptrdiff_t>(i));
        continue;
      }
      if (reenters(twin)) rename_outermost(frames[i], entry);
      ++i;
      continue;
    }
    drop_entry(frames, i + 1);
    if (!reenters(twin)) {
      rename_outermost(frames[i], entry);  // the copy of the body in the twin: the call's own frame
      ++i;
    } else if (!frames[i].inlined_into.empty()) {
      frames[i].inlined_into.pop_back();  // the body was inlined into the twin that called it
      ++i;
    } else {
      frames.erase(frames.begin() + static_cast<std::ptrdiff_t>(i));  // the body's frame is the one below
    }
  }
}

}  // namespace recrash::gen
