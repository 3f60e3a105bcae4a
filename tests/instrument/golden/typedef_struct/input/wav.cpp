#include "wav.h"

extern "C" unsigned long long wav_frames(const wav* file) {
  const unsigned long long bytes_per_sample = file->format.block_align / file->format.channels;
  return file->data_bytes / bytes_per_sample;
}
