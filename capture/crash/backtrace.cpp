// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio. /proc/self/maps is read with
// open/read rather than dl_iterate_phdr, which takes the loader's lock.
#include "crash/backtrace.hpp"

#include "crash/fault_guard.hpp"

#define UNW_LOCAL_ONLY
#include <elf.h>
#include <fcntl.h>
#include <libunwind.h>
#include <link.h>
#include <unistd.h>

#include <cstring>

namespace recrash::capture {

std::uint32_t capture_backtrace(void* ucontext, std::uint64_t* pcs, std::uint32_t max, std::uint32_t skip) noexcept {
  unw_context_t context;
  unw_cursor_t cursor;
  if (ucontext != nullptr) {
    // On Linux libunwind's context is the kernel's ucontext; starting there skips the handler.
    if (unw_init_local2(&cursor, static_cast<unw_context_t*>(ucontext), UNW_INIT_SIGNAL_FRAME) != 0) {
      return 0;
    }
  } else {
    if (unw_getcontext(&context) != 0 || unw_init_local(&cursor, &context) != 0) return 0;
    for (std::uint32_t i = 0; i <= skip; ++i) {  // this function, then what the caller skips
      if (unw_step(&cursor) <= 0) return 0;
    }
  }
  std::uint32_t n = 0;
  do {
    unw_word_t pc = 0;
    if (unw_get_reg(&cursor, UNW_REG_IP, &pc) != 0 || pc == 0) break;
    pcs[n++] = pc;
  } while (n < max && unw_step(&cursor) > 0);
  return n;
}

bool interrupted_frame_extent(void* ucontext, std::uint64_t& low, std::uint64_t& high) noexcept {
  unw_cursor_t cursor;
  if (ucontext == nullptr ||
      unw_init_local2(&cursor, static_cast<unw_context_t*>(ucontext), UNW_INIT_SIGNAL_FRAME) != 0) {
    return false;
  }
  unw_word_t sp = 0;
  if (unw_get_reg(&cursor, UNW_REG_SP, &sp) != 0) return false;
  low = sp;
  if (unw_step(&cursor) <= 0 || unw_get_reg(&cursor, UNW_REG_SP, &sp) != 0) return false;
  high = sp;
  return low < high;
}

namespace {

struct MapsLine {
  std::uint64_t start = 0;
  std::uint64_t end = 0;
  std::uint64_t offset = 0;
  const char* path = nullptr;  ///< points into the line buffer, empty for anonymous maps
};

std::uint64_t parse_hex(const char*& p) noexcept {
  std::uint64_t value = 0;
  for (;; ++p) {
    char c = *p;
    if (c >= '0' && c <= '9')
      value = value * 16 + static_cast<std::uint64_t>(c - '0');
    else if (c >= 'a' && c <= 'f')
      value = value * 16 + static_cast<std::uint64_t>(c - 'a' + 10);
    else
      return value;
  }
}

bool parse_maps_line(char* line, MapsLine& out) noexcept {
  const char* p = line;
  out.start = parse_hex(p);
  if (*p++ != '-') return false;
  out.end = parse_hex(p);
  for (int field = 0; field < 1; ++field) {  // skip the permissions
    while (*p == ' ') ++p;
    while (*p != ' ' && *p != '\0') ++p;
  }
  while (*p == ' ') ++p;
  out.offset = parse_hex(p);
  for (int field = 0; field < 2; ++field) {  // skip device and inode
    while (*p == ' ') ++p;
    while (*p != ' ' && *p != '\0') ++p;
  }
  while (*p == ' ') ++p;
  out.path = p;
  return true;
}

void hex_encode(const unsigned char* bytes, std::size_t count, char* out, std::size_t capacity) noexcept {
  static constexpr char kHex[] = "0123456789abcdef";
  std::size_t n = 0;
  for (std::size_t i = 0; i < count && n + 2 < capacity; ++i) {
    out[n++] = kHex[bytes[i] >> 4];
    out[n++] = kHex[bytes[i] & 0xf];
  }
  out[n] = '\0';
}

/// Reads the ELF header mapped at `map_start` for the load bias and the GNU build id.
void read_elf_identity(std::uint64_t map_start, ModuleInfo& module) noexcept {
  module.bias = map_start;
  module.build_id[0] = '\0';
  auto body = [&] {
    const auto* header = reinterpret_cast<const ElfW(Ehdr)*>(map_start);
    if (std::memcmp(header->e_ident, ELFMAG, SELFMAG) != 0) return;
    const auto* phdrs = reinterpret_cast<const ElfW(Phdr)*>(map_start + header->e_phoff);
    std::uint64_t first_load = 0;
    bool found_load = false;
    for (unsigned i = 0; i < header->e_phnum; ++i) {
      if (phdrs[i].p_type == PT_LOAD && !found_load) {
        first_load = phdrs[i].p_vaddr & ~static_cast<std::uint64_t>(phdrs[i].p_align - 1);
        found_load = true;
      }
    }
    module.bias = header->e_type == ET_EXEC ? 0 : map_start - first_load;
    for (unsigned i = 0; i < header->e_phnum; ++i) {
      if (phdrs[i].p_type != PT_NOTE) continue;
      auto note = module.bias + phdrs[i].p_vaddr;
      const auto end = note + phdrs[i].p_memsz;
      while (note + sizeof(ElfW(Nhdr)) <= end) {
        const auto* nhdr = reinterpret_cast<const ElfW(Nhdr)*>(note);
        const auto name = note + sizeof(ElfW(Nhdr));
        const auto desc = name + ((nhdr->n_namesz + 3) & ~3u);
        if (nhdr->n_type == NT_GNU_BUILD_ID && nhdr->n_namesz == 4 &&
            std::memcmp(reinterpret_cast<const char*>(name), "GNU", 4) == 0) {
          hex_encode(reinterpret_cast<const unsigned char*>(desc), nhdr->n_descsz, module.build_id,
                     sizeof(module.build_id));
          return;
        }
        note = desc + ((nhdr->n_descsz + 3) & ~3u);
      }
    }
  };
  run_guarded(body);
}

std::uint32_t find_or_add_module(ResolvedBacktrace& out, const char* path, std::uint64_t map_start) noexcept {
  for (std::uint32_t i = 0; i < out.module_count; ++i) {
    if (std::strcmp(out.modules[i].path, path) == 0) return i;
  }
  if (out.module_count == kMaxModules) return format::kNoModule;
  ModuleInfo& module = out.modules[out.module_count];
  std::size_t n = 0;
  while (path[n] != '\0' && n + 1 < sizeof(module.path)) {
    module.path[n] = path[n];
    ++n;
  }
  module.path[n] = '\0';
  read_elf_identity(map_start, module);
  return out.module_count++;
}

}  // namespace

void resolve_backtrace(const std::uint64_t* pcs, std::uint32_t count, ResolvedBacktrace& out) noexcept {
  out.module_count = 0;
  out.address_count = count < kMaxBacktrace ? count : kMaxBacktrace;
  for (std::uint32_t i = 0; i < out.address_count; ++i) out.addresses[i] = {format::kNoModule, pcs[i]};

  int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  char chunk[4096];
  char line[1024];
  std::size_t line_size = 0;
  char module_path[512] = "";
  std::uint64_t module_start = 0;
  auto take_line = [&] {
    line[line_size] = '\0';
    line_size = 0;
    MapsLine map;
    if (!parse_maps_line(line, map) || map.path[0] != '/') return;
    if (map.offset == 0 || std::strcmp(module_path, map.path) != 0) {
      std::size_t n = 0;
      while (map.path[n] != '\0' && n + 1 < sizeof(module_path)) {
        module_path[n] = map.path[n];
        ++n;
      }
      module_path[n] = '\0';
      module_start = map.start - map.offset;
    }
    for (std::uint32_t i = 0; i < out.address_count; ++i) {
      if (out.addresses[i].module != format::kNoModule) continue;
      if (pcs[i] < map.start || pcs[i] >= map.end) continue;
      std::uint32_t index = find_or_add_module(out, module_path, module_start);
      if (index == format::kNoModule) continue;
      out.addresses[i] = {index, pcs[i] - out.modules[index].bias};
    }
  };
  for (;;) {
    ssize_t got = read(fd, chunk, sizeof(chunk));
    if (got <= 0) break;
    for (ssize_t i = 0; i < got; ++i) {
      if (chunk[i] == '\n') {
        take_line();
      } else if (line_size + 1 < sizeof(line)) {
        line[line_size++] = chunk[i];
      }
    }
  }
  close(fd);
}

}  // namespace recrash::capture
