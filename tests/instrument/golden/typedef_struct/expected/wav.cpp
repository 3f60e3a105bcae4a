// Instrumented by recrash-instrument from wav.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "wav.h"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/wav.cpp"
#include "wav.h"

extern "C" unsigned long long wav_frames(const wav* file) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(file)) return [&](decltype(file) file) RECRASH_TWIN_ATTRIBUTES -> unsigned long long { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(file));
#line 3

  const unsigned long long bytes_per_sample = file->format.block_align / file->format.channels;
  return file->data_bytes / bytes_per_sample;
}(file); RECRASH_TWIN_END
#line 3

  const unsigned long long bytes_per_sample = file->format.block_align / file->format.channels;
  return file->data_bytes / bytes_per_sample;
}
