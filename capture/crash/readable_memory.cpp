// SPDX-License-Identifier: MIT
// Async-signal-safe: one system call, nothing allocated. Whether memory can be read, asked of
// the kernel rather than found out by a fault: a value's saving code follows its raw pointers,
// and one that holds garbage (a member never set, an array's unused entries) would otherwise
// cost the whole value it is in (run_guarded() gives up the value at the first fault).
#include <recrash/detail/value.hpp>

#include <sys/uio.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <typeinfo>

namespace recrash::detail {
namespace {

constexpr std::uintptr_t kPage = 4096;  // the smallest page size: a byte of each is probed
constexpr std::size_t kProbesPerCall = 64;

/// Reads one byte of each page of [address, address + bytes) with process_vm_readv, which fails
/// (or reads less) where a page is not mapped readable instead of faulting. Where the call itself
/// is refused (a seccomp filter, a kernel without it), the memory is taken for readable.
bool probe(std::uintptr_t address, std::size_t bytes) noexcept {
  if (bytes == 0) return true;
  if (address + bytes < address) return false;  // wraps around
  const std::uintptr_t last = address + bytes - 1;
  char sink[kProbesPerCall];
  iovec local{sink, 0};
  iovec remote[kProbesPerCall];
  std::uintptr_t page = address;
  while (true) {
    std::size_t count = 0;
    for (; count < kProbesPerCall && page <= last; ++count) {
      remote[count] = {reinterpret_cast<void*>(page), 1};
      const std::uintptr_t next = (page & ~(kPage - 1)) + kPage;
      if (next <= page) {  // the last page of the address space
        page = last + 1;
        ++count;
        break;
      }
      page = next;
    }
    local.iov_len = count;
    const int saved_errno = errno;
    const ssize_t read = process_vm_readv(getpid(), &local, 1, remote, count, 0);
    const int error = errno;
    errno = saved_errno;
    if (read < 0) return error != EFAULT && error != ENOMEM;
    if (static_cast<std::size_t>(read) != count) return false;
    if (page > last || page == 0) return true;
  }
}

}  // namespace

bool readable_memory(const void* address, std::size_t bytes) noexcept {
  return probe(reinterpret_cast<std::uintptr_t>(address), bytes);
}

bool readable_polymorphic(const void* object, std::size_t size) noexcept {
  if (!readable_memory(object, size)) return false;
  // The Itanium C++ ABI's vtable: the offset to the most derived object and the type_info come
  // before the address the object's first word holds; dynamic_cast and typeid read them, and
  // comparing types reads the type_info's name.
  const auto* vptr = *static_cast<const std::uintptr_t* const*>(object);
  if (!readable_memory(vptr - 2, 2 * sizeof(std::uintptr_t))) return false;
  const auto* type = reinterpret_cast<const std::type_info*>(vptr[-1]);
  if (!readable_memory(type, 2 * sizeof(void*))) return false;
  const char* const* name = reinterpret_cast<const char* const*>(type) + 1;
  return readable_memory(*name, 1);
}

}  // namespace recrash::detail
