// SPDX-License-Identifier: MIT
// A single-header library: its declarations, then its definitions behind the macro that one
// source defines (as dr_wav's DR_WAV_IMPLEMENTATION). A test includes it, without the macro.
#pragma once

namespace single {

int scaled(int value, int divisor);

}  // namespace single

#ifdef SINGLE_IMPLEMENTATION
namespace single {

int scaled(int value, int divisor) {
  if (divisor == 0) return 0;
  return value * 10 / divisor;
}

}  // namespace single
#endif
