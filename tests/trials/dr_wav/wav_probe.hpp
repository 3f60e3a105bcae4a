// SPDX-License-Identifier: MIT
// What the program wants from a WAV file: its format, read by dr_wav from memory.
#pragma once

#include <cstdint>
#include <vector>

struct WavFormat {
  unsigned channels = 0;
  unsigned sample_rate = 0;
  unsigned bits_per_sample = 0;
  std::uint64_t total_samples = 0;
};

// Reads the header of the WAV file in `bytes`; false when dr_wav rejects it.
bool probe_wav(const std::vector<unsigned char>& bytes, WavFormat& format);
