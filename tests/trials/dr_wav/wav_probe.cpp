// SPDX-License-Identifier: MIT
// The one source file that compiles dr_wav's implementation, as its README asks.
#define DR_WAV_IMPLEMENTATION
#include "dr_wav.h"

#include "wav_probe.hpp"

bool probe_wav(const std::vector<unsigned char>& bytes, WavFormat& format) {
  drwav wav;
  if (!drwav_init_memory(&wav, bytes.data(), bytes.size())) return false;
  format.channels = wav.channels;
  format.sample_rate = wav.sampleRate;
  format.bits_per_sample = wav.bitsPerSample;
  format.total_samples = wav.totalSampleCount;
  drwav_uninit(&wav);
  return true;
}
