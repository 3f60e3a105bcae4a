// SPDX-License-Identifier: MIT
// What replay asks of the capture run time, if the test program has one (capture_link.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <typeinfo>

namespace recrash::replay {

/// Turns the capture run time off for good and keeps the dumps the program requests instead.
void turn_capture_off() noexcept;
/// Where the calling thread's last exception of `type` was thrown (0 addresses when unknown).
std::size_t thrown_from(const std::type_info& type, std::uintptr_t* pcs, std::size_t capacity) noexcept;

}  // namespace recrash::replay
