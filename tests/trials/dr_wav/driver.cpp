// SPDX-License-Identifier: MIT
// Feeds dr_wav a WAV file as an attacker would write it: a PCM "fmt " chunk that says 2 channels
// but a block alignment of 1 byte. dr_wav takes the bytes per sample to be blockAlign / channels,
// 0 here, and drwav_init divides the size of the "data" chunk by it: SIGFPE (dr_libs issue 28).
#include "wav_probe.hpp"

#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

void put_tag(std::vector<unsigned char>& out, const char* tag) { out.insert(out.end(), tag, tag + 4); }

void put_le(std::vector<unsigned char>& out, std::uint32_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<unsigned char>(value >> (8 * i)));
}

std::vector<unsigned char> hostile_wav() {
  constexpr std::uint32_t kDataBytes = 64;
  std::vector<unsigned char> wav;
  put_tag(wav, "RIFF");
  put_le(wav, 4 + (8 + 16) + (8 + kDataBytes), 4);  // size of what follows
  put_tag(wav, "WAVE");
  put_tag(wav, "fmt ");
  put_le(wav, 16, 4);         // chunk size
  put_le(wav, 1, 2);          // format: PCM
  put_le(wav, 2, 2);          // channels
  put_le(wav, 44100, 4);      // sample rate
  put_le(wav, 44100 * 4, 4);  // bytes per second
  put_le(wav, 1, 2);          // block alignment: 1 byte for 2 channels of 16 bits (should be 4)
  put_le(wav, 16, 2);         // bits per sample
  put_tag(wav, "data");
  put_le(wav, kDataBytes, 4);
  wav.resize(wav.size() + kDataBytes, 0);
  return wav;
}

}  // namespace

int main() {
  WavFormat format;
  if (!probe_wav(hostile_wav(), format)) {
    std::printf("rejected\n");
    return 0;
  }
  std::printf("%u channels, %u Hz, %llu samples\n", format.channels, format.sample_rate,
              static_cast<unsigned long long>(format.total_samples));
  return 0;
}
