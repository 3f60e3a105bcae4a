// Instrumented by recrash-instrument from wav.h: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "wav.h"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/wav.h"
/* A C header, as C libraries compiled as C++ write their types (dr_wav, stb, miniz): structs with
   no name of their own, named by a typedef, declared inside extern "C". */
#ifndef WAV_H
#define WAV_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  unsigned short channels;
  unsigned short block_align;
  const char* label;
  void* user_data;
} wav_format;
// Added by recrash-instrument: what cereal needs to save this struct into a dump and to load
// it in a test.
extern "C++" template <class RecrashArchive>
void serialize(RecrashArchive& recrash_archive, wav_format& recrash_value) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, &recrash_value);
  ::recrash::generated::field(recrash_archive, recrash_value.channels);
  ::recrash::generated::field(recrash_archive, recrash_value.block_align);
  ::recrash::generated::pointee(recrash_archive, recrash_value.label);
  // Not saved: user_data, untyped pointer (void*).
}
#line 15


typedef struct {
  wav_format format;
  unsigned long long data_bytes;
  int (*on_read)(void* user, void* out, unsigned long bytes);
} wav;
// Added by recrash-instrument: what cereal needs to save this struct into a dump and to load
// it in a test.
extern "C++" template <class RecrashArchive>
void serialize(RecrashArchive& recrash_archive, wav& recrash_value) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, &recrash_value);
  ::recrash::generated::field(recrash_archive, recrash_value.format);
  ::recrash::generated::field(recrash_archive, recrash_value.data_bytes);
  // Not saved: on_read, function or member pointer: code cannot be saved.
}
#line 21


unsigned long long wav_frames(const wav* file);

#ifdef __cplusplus
}
#endif

#endif
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 2 serializers, 0 registrations
