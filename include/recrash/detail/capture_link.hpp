// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// What a test that replays a dump asks of the capture run time, when the program it links has
/// one. recrash::replay never links recrash::capture: it declares these functions as weak
/// references (serialize/replay/capture_link.cpp), so that a test program with no capture run
/// time links and replays all the same. recrash::capture defines them (capture/runtime.cpp,
/// capture/throw_hook.cpp), in files every program with hooks links.

#include <cstddef>
#include <cstdint>
#include <typeinfo>

extern "C" {

/// Turns capture off for good: no call is recorded and no crash writes a dump. A dump the program
/// asks for (recrash::write_dump) is passed to `on_requested` with its reason instead of written.
void recrash_capture_enter_replay(void (*on_requested)(const char* reason)) noexcept;

/// Where the calling thread's last exception was thrown: the return addresses of the throw
/// expression's function and its callers, innermost first, as many as fit in `pcs`; returns how
/// many (0 when `type` is not the type last thrown).
std::size_t recrash_capture_thrown_from(const std::type_info* type, std::uintptr_t* pcs, std::size_t capacity) noexcept;
}
