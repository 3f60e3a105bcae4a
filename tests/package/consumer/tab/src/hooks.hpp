// SPDX-License-Identifier: MIT
// The library's hooks: none here when recrash_instrument() writes them into copies of the
// sources, the hand-written ones with TAB_HAND_HOOKS.
#pragma once

#ifdef TAB_HAND_HOOKS
#include <recrash/recrash.hpp>
#define TAB_METHOD_HOOK(...) RECRASH_METHOD(__VA_ARGS__)
#define TAB_FUNCTION_HOOK(...) RECRASH_FUNCTION(__VA_ARGS__)
#else
#define TAB_METHOD_HOOK(...)
#define TAB_FUNCTION_HOOK(...)
#endif
